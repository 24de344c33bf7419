//! The oriented-box functions against the reference: each case is drawn in the frame of A's axes, turned into
//! the world for the engine, and its answers turned back exactly (in f64) to be judged there by the same rules
//! and the same rounding bound as the axis-aligned functions.

use std::f64::consts::PI;

use collision_engine::geometry::{
    Contact, ContactManifold, MANIFOLD_POINTS, Obb, ShapeCast, Sphere, cast_obb_obb, cast_obb_sphere, cast_sphere_obb,
    contact_obb_obb, contact_obb_sphere, contact_sphere_obb, manifold_obb_obb, raycast_obb,
};
use glam::{DMat3, DQuat, DVec3, Quat, Vec3};

use crate::casts::{Case, place_cast};
use crate::check::{ContactAnswer, Solid, UNITS, check_contact, rounding};
use crate::draw::{Draw, box_sizes, place_pair, radius, spot_on_box};
use crate::rays::{check_ray, draw_ray};
use crate::reference::{PairShapes, turn_of};
use crate::run_cases;

/// A drawn orientation: none, a quarter or half turn about a world axis, a hair's turn, or any turn at all.
fn turn(draw: &mut Draw) -> Quat {
    let (axis, angle) = match draw.pick(&[0, 1, 2, 3, 3, 3]) {
        0 => return Quat::IDENTITY,
        1 => (DVec3::AXES[draw.pick(&[0, 1, 2])], draw.pick(&[0.5, 1.0, 1.5]) * PI),
        2 => (draw.direction(), draw.sign() * draw.log_between(1e-7, 1e-2)),
        _ => (draw.direction(), draw.between(-PI, PI)),
    };
    DQuat::from_axis_angle(axis, angle).as_quat()
}

/// B's orientation against A's: its own, the same (every edge parallel), or a hair's turn from it.
fn turn_against(draw: &mut Draw, a: Quat) -> Quat {
    match draw.pick(&[0, 0, 1, 2]) {
        0 => turn(draw),
        1 => a,
        _ => (a.as_dquat() * DQuat::from_axis_angle(draw.direction(), draw.log_between(1e-8, 1e-3))).as_quat(),
    }
}

/// A contact in the frame whose world axes are `frame`.
fn in_frame(contact: Option<Contact>, frame: DMat3) -> Option<ContactAnswer> {
    let back = frame.transpose();
    contact.map(|c| ContactAnswer {
        penetration: c.penetration as f64,
        normal: (back * c.normal.as_dvec3()).as_vec3(),
        local_a: back * c.local_a.as_dvec3(),
        local_b: back * c.local_b.as_dvec3(),
    })
}

/// A cast's normal in the frame whose world axes are `frame` (its point stays in the world).
fn cast_in_frame(hit: Option<ShapeCast>, frame: DMat3) -> Option<ShapeCast> {
    hit.map(|h| ShapeCast { normal: (frame.transpose() * h.normal.as_dvec3()).as_vec3(), ..h })
}

#[test]
fn obb_sphere_contacts_match_the_reference_in_both_orders() {
    run_cases("contact_obb_sphere", |draw| {
        let ((half, half64), (r, r64), rotation) = (box_sizes(draw), radius(draw), turn(draw));
        let frame = turn_of(rotation);
        let (spot, _) = spot_on_box(draw, half64, r64);
        let (center_box, center_ball) = place_pair(draw, frame * spot);
        let offset = frame.transpose() * (center_ball.as_dvec3() - center_box.as_dvec3());
        let (obb, ball) = (Obb::new(center_box, half, rotation), Sphere::new(center_ball, r));
        let shapes = PairShapes::BoxSphere { half: half64, radius: r64 };
        let u = rounding(&[offset.length(), half64.length(), r64]);
        let solids = (Solid::Block(half64), Solid::Ball(r64));
        let box_first = check_contact(&shapes, solids, offset, in_frame(contact_obb_sphere(&obb, &ball), frame), u);
        let flipped = in_frame(contact_sphere_obb(&ball, &obb).map(Contact::flipped), frame);
        box_first
            .and(check_contact(&shapes, solids, offset, flipped, u))
            .map_err(|why| format!("{why}; box {center_box} ± {half} turned {rotation}, sphere {center_ball} r {r}"))
    });
}

/// Where B's centre is when two turned boxes touch along a drawn direction (A's frame, found by bisection on
/// the reference's gap), give or take a drawn gap, and that direction.
fn spot_on_turned(draw: &mut Draw, shapes: &PairShapes, scale: f64) -> (DVec3, DVec3) {
    let outward = match draw.pick(&[0, 1, 2, 2]) {
        0 => DVec3::AXES[draw.pick(&[0, 1, 2])] * draw.sign(),
        1 => DVec3::new(draw.sign(), draw.sign(), draw.sign()).normalize(),
        _ => draw.direction(),
    };
    let (mut inside, mut outside) = (0.0, 4.0 * scale + 1e-30);
    for _ in 0..120 {
        let middle = 0.5 * (inside + outside);
        if shapes.gap(outward * middle) > 0.0 { outside = middle } else { inside = middle }
    }
    (outward * (outside + draw.gap(scale)), outward)
}

/// Two turned boxes drawn: the engine's, and the reference pair and solids in A's frame.
struct TurnedPair {
    a: (Vec3, Quat),
    b: (Vec3, Quat),
    frame: DMat3,
    shapes: PairShapes,
    solids: (Solid, Solid),
    scale: f64,
}

fn draw_turned_pair(draw: &mut Draw) -> TurnedPair {
    let ((ha, ha64), (hb, hb64)) = (box_sizes(draw), box_sizes(draw));
    let rotation_a = turn(draw);
    let rotation_b = turn_against(draw, rotation_a);
    let frame = turn_of(rotation_a);
    let axes_b = frame.transpose() * turn_of(rotation_b);
    TurnedPair {
        a: (ha, rotation_a),
        b: (hb, rotation_b),
        frame,
        shapes: PairShapes::Turned { half_a: ha64, half_b: hb64, axes_b },
        solids: (Solid::Block(ha64), Solid::Turned(hb64, axes_b)),
        scale: ha64.length() + hb64.length(),
    }
}

/// A drawn turned pair placed touching (give or take a drawn gap): the engine's boxes, B's centre in A's frame
/// and the rounding unit.
struct Placed {
    pair: TurnedPair,
    a: Obb,
    b: Obb,
    offset: DVec3,
    u: f64,
}

fn placed_turned_pair(draw: &mut Draw) -> Placed {
    let pair = draw_turned_pair(draw);
    let (spot, _) = spot_on_turned(draw, &pair.shapes, pair.scale);
    let (ca, cb) = place_pair(draw, pair.frame * spot);
    let offset = pair.frame.transpose() * (cb.as_dvec3() - ca.as_dvec3());
    let (a, b) = (Obb::new(ca, pair.a.0, pair.a.1), Obb::new(cb, pair.b.0, pair.b.1));
    let u = rounding(&[offset.length(), pair.scale]);
    Placed { pair, a, b, offset, u }
}

#[test]
fn obb_obb_contacts_match_the_reference() {
    run_cases("contact_obb_obb", |draw| {
        let Placed { pair, a, b, offset, u } = placed_turned_pair(draw);
        let answer = in_frame(contact_obb_obb(&a, &b), pair.frame);
        check_contact(&pair.shapes, pair.solids, offset, answer, u).map_err(|why| format!("{why}; {a:?}, {b:?}"))
    });
}

/// Checks a manifold against the contact of the same pair: the same normal, one to four points, each on both
/// surfaces, its penetration the points' separation along the normal, and none deeper than the overlap or
/// further apart than the margin (all in A's frame, `frame` its axes, `offset` B's centre).
fn check_manifold(
    (contact, manifold): (Option<Contact>, Option<ContactManifold>),
    pair: &TurnedPair,
    offset: DVec3,
    (margin, u): (f64, f64),
) -> Result<(), String> {
    let slack = UNITS * u;
    let (contact, manifold) = match (contact, manifold) {
        (None, None) => return Ok(()),
        (Some(contact), Some(manifold)) => (contact, manifold),
        (contact, manifold) => return Err(format!("contact {contact:?} but manifold {manifold:?}")),
    };
    if manifold.normal != contact.normal || !(1..=MANIFOLD_POINTS).contains(&manifold.len) {
        return Err(format!("normal {} (contact's {}), {} points", manifold.normal, contact.normal, manifold.len));
    }
    let back = pair.frame.transpose();
    let normal = back * manifold.normal.as_dvec3();
    for point in manifold.used() {
        let (on_a, on_b) = (back * point.local_a.as_dvec3(), back * point.local_b.as_dvec3());
        let off = (pair.solids.0.surface_distance(on_a), pair.solids.1.surface_distance(on_b));
        if off.0.abs() > slack || off.1.abs() > slack {
            return Err(format!("point {point:?} is {} and {} off the surfaces", off.0, off.1));
        }
        let depth = point.penetration as f64;
        if (depth - (on_a - on_b - offset).dot(normal)).abs() > slack {
            return Err(format!("penetration {depth} is not the points' separation along the normal"));
        }
        if depth > contact.penetration as f64 + slack || depth < -margin - slack {
            return Err(format!("penetration {depth} outside −{margin} to the overlap {}", contact.penetration));
        }
    }
    Ok(())
}

#[test]
fn obb_obb_manifolds_lie_on_both_surfaces_within_the_overlap() {
    run_cases("manifold_obb_obb", |draw| {
        let Placed { pair, a, b, offset, u } = placed_turned_pair(draw);
        let margin = 0.02 * pair.scale as f32;
        let found = (contact_obb_obb(&a, &b), manifold_obb_obb(&a, &b, margin));
        check_manifold(found, &pair, offset, (margin as f64, u)).map_err(|why| format!("{why}; {a:?}, {b:?}"))
    });
}

#[test]
fn obb_sphere_casts_match_the_reference_in_both_orders() {
    run_cases("cast_obb_sphere", |draw| {
        let ((half, half64), (r, r64), rotation) = (box_sizes(draw), radius(draw), turn(draw));
        let frame = turn_of(rotation);
        let spot = spot_on_box(draw, half64, r64);
        let solids = (Solid::Turned(half64, frame), Solid::Ball(r64));
        let case = place_cast(draw, spot, solids, frame);
        let (a, b) = (&case.a, &case.b);
        let (obb, ball) = (Obb::new(a.center, half, rotation), Sphere::new(b.center, r));
        let shapes = PairShapes::BoxSphere { half: half64, radius: r64 };
        let sizes = [half64.length(), r64];
        let hit = cast_in_frame(cast_obb_sphere(&obb, a.motion, &ball, b.motion), frame);
        let box_first = case.check(&shapes, hit, &sizes, false);
        let swapped = Case { offset: -case.offset, motion: -case.motion, a: case.b, b: case.a };
        let hit = cast_in_frame(cast_sphere_obb(&ball, b.motion, &obb, a.motion), frame);
        box_first
            .and(swapped.check(&shapes, hit, &sizes, true))
            .map_err(|why| format!("{why}; turned {rotation}, {}", case.describe()))
    });
}

#[test]
fn obb_obb_casts_match_the_reference() {
    run_cases("cast_obb_obb", |draw| {
        let pair = draw_turned_pair(draw);
        let spot = spot_on_turned(draw, &pair.shapes, pair.scale);
        let axes_b = pair.frame
            * match pair.solids.1 {
                Solid::Turned(_, axes_b) => axes_b,
                _ => DMat3::IDENTITY,
            };
        let world_solids = (Solid::Turned(pair.a.0.as_dvec3(), pair.frame), Solid::Turned(pair.b.0.as_dvec3(), axes_b));
        let case = place_cast(draw, spot, world_solids, pair.frame);
        let (a, b) = (Obb::new(case.a.center, pair.a.0, pair.a.1), Obb::new(case.b.center, pair.b.0, pair.b.1));
        let hit = cast_in_frame(cast_obb_obb(&a, case.a.motion, &b, case.b.motion), pair.frame);
        case.check(&pair.shapes, hit, &[pair.scale], false)
            .map_err(|why| format!("{why}; turned {} and {}, {}", pair.a.1, pair.b.1, case.describe()))
    });
}

#[test]
fn obb_rays_match_the_reference() {
    run_cases("raycast_obb", |draw| {
        let ((half, half64), rotation) = (box_sizes(draw), turn(draw));
        let frame = turn_of(rotation);
        let spot = spot_on_box(draw, half64, 0.0);
        let (center, ray, reach) = draw_ray(draw, spot, frame);
        let hit = raycast_obb(&ray, &Obb::new(center, half, rotation), reach);
        let u = rounding(&[(ray.origin - center).as_dvec3().length(), half64.length()]);
        let shapes = PairShapes::BoxSphere { half: half64, radius: 0.0 };
        check_ray(&shapes, (center, frame), &ray, reach, hit, u)
            .map_err(|why| format!("{why}; box {center} ± {half} turned {rotation}, {ray:?} to {reach}"))
    });
}
