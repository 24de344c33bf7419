//! Ray casts and the sphere roots against the reference.

use collision_engine::geometry::{Aabb, Ray, RayHit, Sphere, raycast_aabb, raycast_sphere, sphere_approach};
use glam::{DMat3, DVec3, Vec3};

use crate::check::{CastAnswer, UNITS, check_cast, rounding, unit_normal};
use crate::draw::{Draw, motion_through, narrow, place_pair, spot_on_ball, spot_on_box};
use crate::reference::PairShapes;
use crate::run_cases;

/// A drawn ray near a shape centred at `center` whose axes are `frame`: the ray and how far it may reach.
pub fn draw_ray(draw: &mut Draw, (spot, outward): (DVec3, DVec3), frame: DMat3) -> (Vec3, Ray, f32) {
    let (start, motion) = motion_through(draw, spot, outward);
    let (center, origin) = place_pair(draw, frame * start);
    let ray = Ray::new(origin, narrow(frame * motion)).expect("a drawn motion is never zero");
    (center, ray, narrow(frame * motion).length())
}

/// The rules for a ray hit: a ray starting inside hits at 0 facing back along itself; otherwise a hit or miss
/// obeys the cast rules for a point moving along the ray, and its normal is the surface's there; all judged in
/// the frame of the shape's axes `frame`.
pub fn check_ray(
    shapes: &PairShapes,
    (center, frame): (Vec3, DMat3),
    ray: &Ray,
    reach: f32,
    hit: Option<RayHit>,
    u: f64,
) -> Result<(), String> {
    let to_frame = frame.transpose();
    let offset = to_frame * (ray.origin.as_dvec3() - center.as_dvec3());
    if let Some(h) = hit {
        unit_normal(h.normal)?;
    }
    let inside_answer = hit.is_some_and(|h| h.distance == 0.0 && h.normal == -ray.direction);
    let start_gap = shapes.gap(offset);
    if start_gap < -UNITS * u {
        return inside_answer.then_some(()).ok_or(format!("starts inside, answered {hit:?}"));
    }
    if inside_answer && start_gap <= UNITS * u {
        // on the surface to within the rounding: inside is as right as outside
        return Ok(());
    }
    let motion = to_frame * ray.direction.as_dvec3() * reach as f64;
    let answer = hit.map(|h| CastAnswer {
        fraction: h.distance as f64 / reach as f64,
        normal: (to_frame * h.normal.as_dvec3()).as_vec3(),
    });
    check_cast(shapes, offset, motion, answer, u)
}

#[test]
fn sphere_rays_match_the_reference() {
    run_cases("raycast_sphere", |draw| {
        let radius = draw.size() as f32;
        let (spot, outward) = spot_on_ball(draw, radius as f64);
        let (center, ray, reach) = draw_ray(draw, (spot, outward), DMat3::IDENTITY);
        let hit = raycast_sphere(&ray, &Sphere::new(center, radius), reach);
        let u = rounding(&[(ray.origin - center).as_dvec3().length(), radius as f64]);
        let shapes = PairShapes::Spheres { reach: radius as f64 };
        check_ray(&shapes, (center, DMat3::IDENTITY), &ray, reach, hit, u)
            .map_err(|why| format!("{why}; sphere {center} r {radius}, {ray:?} to {reach}"))
    });
}

#[test]
fn box_rays_match_the_reference() {
    run_cases("raycast_aabb", |draw| {
        let half = narrow(draw.half_extents());
        let (spot, outward) = spot_on_box(draw, half.as_dvec3(), 0.0);
        let (center, ray, reach) = draw_ray(draw, (spot, outward), DMat3::IDENTITY);
        let hit = raycast_aabb(&ray, &Aabb::new(center, half), reach);
        let u = rounding(&[(ray.origin - center).as_dvec3().length(), half.as_dvec3().length()]);
        let shapes = PairShapes::BoxSphere { half: half.as_dvec3(), radius: 0.0 };
        check_ray(&shapes, (center, DMat3::IDENTITY), &ray, reach, hit, u)
            .map_err(|why| format!("{why}; box {center} ± {half}, {ray:?} to {reach}"))
    });
}

/// The roots are where the centres are `reach` apart, the closest distance is the path's, and there are roots
/// exactly when the path comes that close (to within the rounding).
fn check_approach(offset: Vec3, motion: Vec3, reach: f32) -> Result<(), String> {
    let approach = sphere_approach(offset, motion, reach);
    let (offset64, motion64, reach64) = (offset.as_dvec3(), motion.as_dvec3(), reach as f64);
    let u_at = |t: f64| rounding(&[offset64.length(), motion64.length() * t.abs().max(1.0), reach64]);
    let along = offset64.dot(motion64) / motion64.length_squared();
    let closest = (offset64 - motion64 * along).length();
    if (approach.closest as f64 - closest).abs() > UNITS * u_at(along) {
        return Err(format!("closest {} against {closest}", approach.closest));
    }
    match approach.roots {
        Some([first, last]) => {
            for t in [first as f64, last as f64] {
                let miss = (offset64 + motion64 * t).length() - reach64;
                if miss.abs() > UNITS * u_at(t) || first > last {
                    return Err(format!("roots {first}, {last}: at {t} the centres are {miss} from reach"));
                }
            }
            Ok(())
        }
        None if closest >= reach64 - UNITS * u_at(along) => Ok(()),
        None => Err(format!("no roots, yet the path comes within {closest} of a reach of {reach}")),
    }
}

#[test]
fn sphere_roots_match_the_reference() {
    run_cases("sphere_approach", |draw| {
        let reach = draw.size() * 2.0;
        let (spot, outward) = spot_on_ball(draw, reach);
        let (start, motion) = motion_through(draw, spot, outward);
        let (offset, motion, reach) = (narrow(start), narrow(motion), reach as f32);
        check_approach(offset, motion, reach)
            .map_err(|why| format!("{why}; offset {offset} by {motion}, reach {reach}"))
    });
}
