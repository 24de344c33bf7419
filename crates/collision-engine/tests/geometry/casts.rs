//! Times of impact against the reference: every pair type, from every kind of start.

use collision_engine::geometry::{
    Aabb, ShapeCast, Sphere, cast_cuboid_cuboid, cast_cuboid_sphere, cast_sphere_cuboid, cast_sphere_sphere,
};
use glam::{DMat3, DVec3};

use crate::check::{CastAnswer, Mover, Solid, UNITS, check_cast, point_on_both, rounding};
use crate::draw::{Draw, box_sizes, motion_through, place_pair, radius, split_motion, spot_on_ball, spot_on_box};
use crate::reference::PairShapes;
use crate::run_cases;

/// A drawn case: B's start offset from A and the relative motion (exact, from the f32 inputs, in the frame of
/// A's axes `frame`), A and B in the world.
pub struct Case {
    pub offset: DVec3,
    pub motion: DVec3,
    pub a: Mover,
    pub b: Mover,
}

/// Places a cast whose relative start and motion are drawn around `spot`, for shapes `solids`, in the frame
/// whose axes in the world are `frame` (the identity for shapes not turned).
pub fn place_cast(draw: &mut Draw, (spot, outward): (DVec3, DVec3), solids: (Solid, Solid), frame: DMat3) -> Case {
    let (start, motion) = motion_through(draw, spot, outward);
    let (motion_a, motion_b) = split_motion(draw, frame * motion);
    let (center_a, center_b) = place_pair(draw, frame * start);
    let a = Mover { solid: solids.0, center: center_a, motion: motion_a };
    let b = Mover { solid: solids.1, center: center_b, motion: motion_b };
    let to_frame = frame.transpose();
    let offset = to_frame * (b.center.as_dvec3() - a.center.as_dvec3());
    Case { offset, motion: to_frame * (b.motion.as_dvec3() - a.motion.as_dvec3()), a, b }
}

impl Case {
    /// The rounding unit: offset, both motions and the given sizes.
    fn rounding(&self, sizes: &[f64]) -> f64 {
        let moves = [self.offset.length(), self.a.motion.as_dvec3().length(), self.b.motion.as_dvec3().length()];
        rounding(&[&moves[..], sizes].concat())
    }

    /// Checks `hit` by the cast rules, and its point on both surfaces when the shapes start apart; `flip` when
    /// the reference's pair is B first.
    pub fn check(&self, shapes: &PairShapes, hit: Option<ShapeCast>, sizes: &[f64], flip: bool) -> Result<(), String> {
        let u = self.rounding(sizes);
        let sign: f64 = if flip { -1.0 } else { 1.0 };
        let answer = hit.map(|h| CastAnswer { fraction: h.fraction as f64, normal: h.normal * sign as f32 });
        check_cast(shapes, self.offset * sign, self.motion * sign, answer, u)?;
        match hit {
            Some(h) if shapes.gap(self.offset * sign) >= -UNITS * u => {
                point_on_both(h.point, &self.a, &self.b, h.fraction as f64, u)
            }
            _ => Ok(()),
        }
    }

    pub fn describe(&self) -> String {
        let (a, b) = (&self.a, &self.b);
        format!("A {:?} at {} by {}, B {:?} at {} by {}", a.solid, a.center, a.motion, b.solid, b.center, b.motion)
    }
}

#[test]
fn sphere_sphere_casts_match_the_reference() {
    run_cases("cast_sphere_sphere", |draw| {
        let ((ra, ra64), (rb, rb64)) = (radius(draw), radius(draw));
        let (spot, outward) = spot_on_ball(draw, ra64 + rb64);
        let case = place_cast(draw, (spot, outward), (Solid::Ball(ra64), Solid::Ball(rb64)), DMat3::IDENTITY);
        let (a, b) = (&case.a, &case.b);
        let hit = cast_sphere_sphere(&Sphere::new(a.center, ra), a.motion, &Sphere::new(b.center, rb), b.motion);
        let shapes = PairShapes::Spheres { reach: ra64 + rb64 };
        case.check(&shapes, hit, &[ra64, rb64], false).map_err(|why| format!("{why}; {}", case.describe()))
    });
}

#[test]
fn cuboid_cuboid_casts_match_the_reference() {
    run_cases("cast_cuboid_cuboid", |draw| {
        let ((ha, ha64), (hb, hb64)) = (box_sizes(draw), box_sizes(draw));
        let (spot, outward) = spot_on_box(draw, ha64 + hb64, 0.0);
        let case = place_cast(draw, (spot, outward), (Solid::Block(ha64), Solid::Block(hb64)), DMat3::IDENTITY);
        let (a, b) = (&case.a, &case.b);
        let hit = cast_cuboid_cuboid(&Aabb::new(a.center, ha), a.motion, &Aabb::new(b.center, hb), b.motion);
        let shapes = PairShapes::Boxes { half: ha64 + hb64 };
        let sizes = [ha64.length(), hb64.length()];
        case.check(&shapes, hit, &sizes, false).map_err(|why| format!("{why}; {}", case.describe()))
    });
}

#[test]
fn sphere_cuboid_casts_match_the_reference_in_both_orders() {
    run_cases("cast_sphere_cuboid", |draw| {
        let ((half, half64), (r, r64)) = (box_sizes(draw), radius(draw));
        let (spot, outward) = spot_on_box(draw, half64, r64);
        let case = place_cast(draw, (spot, outward), (Solid::Block(half64), Solid::Ball(r64)), DMat3::IDENTITY);
        let (a, b) = (&case.a, &case.b);
        let (cuboid, ball) = (Aabb::new(a.center, half), Sphere::new(b.center, r));
        let shapes = PairShapes::BoxSphere { half: half64, radius: r64 };
        let sizes = [half64.length(), r64];
        let box_first = case.check(&shapes, cast_cuboid_sphere(&cuboid, a.motion, &ball, b.motion), &sizes, false);
        // sphere first: the same case seen from the sphere
        let swapped = Case { offset: -case.offset, motion: -case.motion, a: case.b, b: case.a };
        let hit = cast_sphere_cuboid(&ball, b.motion, &cuboid, a.motion);
        box_first.and(swapped.check(&shapes, hit, &sizes, true)).map_err(|why| format!("{why}; {}", case.describe()))
    });
}
