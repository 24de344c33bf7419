//! When a moving convex solid first meets another, and where a ray first meets one, by conservative advancement
//! on the GJK distance: while the solids are d apart along the normal n, the plane through B's nearest point
//! square to n has all of B beyond it, so A, closing along n at speed v·n, cannot touch B before d / (v·n). Each
//! step moves them that far; they meet when the distance falls below a hundredth of a millimetre.

use glam::Vec3;

use crate::geometry::cast::ShapeCast;
use crate::geometry::convex::{Convex, PlacedConvex};
use crate::geometry::convex_manifold::manifold_convex_within;
use crate::geometry::gjk::{Gjk, gjk_distance};
use crate::geometry::ray::{Ray, RayHit};

/// How near (m) the solids must come for the advancement to count them as touching.
pub const CAST_TOLERANCE: f32 = 1e-5;

/// The most steps an advancement takes: it converges in a few unless the motion grazes a surface.
const CAST_STEPS: usize = 64;

/// When `a`, moving by `motion_a`, first touches `b`, moving by `motion_b`, as a fraction of the motion; neither
/// turns. Solids overlapping at the start hit at 0 while they approach along their contact normal.
pub fn cast_convex(a: &PlacedConvex, motion_a: Vec3, b: &PlacedConvex, motion_b: Vec3) -> Option<ShapeCast> {
    let closing = motion_a - motion_b;
    let mut moved = *a;
    let mut fraction = 0.0_f32;
    let mut last_normal = None;
    for _ in 0..CAST_STEPS {
        match gjk_distance(&moved, b) {
            Gjk::Apart { distance, normal, .. } => {
                let speed = closing.dot(normal);
                if distance <= CAST_TOLERANCE {
                    return Some(meeting(&moved, b, (fraction, last_normal.unwrap_or(normal))));
                }
                last_normal = Some(normal);
                if speed <= 0.0 {
                    return None;
                }
                fraction += distance / speed;
                if fraction > 1.0 {
                    return None;
                }
                moved.position = a.position + closing * fraction;
            }
            Gjk::Overlap => {
                return match last_normal {
                    Some(normal) => Some(meeting(&moved, b, (fraction, normal))),
                    None => overlapping(&moved, b, closing),
                };
            }
        }
    }
    None
}

/// Where `a` and `b` meet, touching `fraction` into the cast along about `normal`: the middle of the points they
/// touch at (a can landing flat on its side is hit at the middle of its side, not at one end), along their
/// manifold's normal; A's point farthest along `normal` if they have none.
fn meeting(a: &PlacedConvex, b: &PlacedConvex, (fraction, normal): (f32, Vec3)) -> ShapeCast {
    let Some(manifold) = manifold_convex_within(a, b, 2.0 * CAST_TOLERANCE) else {
        return ShapeCast { fraction, normal, point: a.position + a.support_from(normal, a.position) };
    };
    let middle = manifold.used().iter().map(|point| point.local_a).sum::<Vec3>() / manifold.len as f32;
    ShapeCast { fraction, normal: manifold.normal, point: a.position + middle }
}

/// The cast's answer for solids that overlap at its start: a hit then, if they approach along the normal.
fn overlapping(a: &PlacedConvex, b: &PlacedConvex, closing: Vec3) -> Option<ShapeCast> {
    let manifold = manifold_convex_within(a, b, 0.0)?;
    let deepest = manifold.used().iter().max_by(|p, q| p.penetration.total_cmp(&q.penetration))?;
    (closing.dot(manifold.normal) > 0.0).then(|| ShapeCast {
        fraction: 0.0,
        normal: manifold.normal,
        point: a.position + deepest.local_a,
    })
}

/// First hit of `ray` on `solid` no farther than `max_distance`; a ray starting inside hits at 0, its normal
/// facing back along the ray.
pub fn raycast_convex(ray: &Ray, solid: &PlacedConvex, max_distance: f32) -> Option<RayHit> {
    let mut point =
        PlacedConvex { shape: Convex::Sphere { radius: 0.0 }, position: ray.origin, rotation: solid.rotation };
    let mut distance = 0.0_f32;
    let mut last_normal = None;
    for _ in 0..CAST_STEPS {
        match gjk_distance(&point, solid) {
            Gjk::Apart { distance: gap, normal, .. } => {
                if gap <= CAST_TOLERANCE {
                    return Some(RayHit { distance, normal: -last_normal.unwrap_or(normal) });
                }
                last_normal = Some(normal);
                let speed = ray.direction.dot(normal);
                if speed <= 0.0 {
                    return None;
                }
                distance += gap / speed;
                if distance > max_distance {
                    return None;
                }
                point.position = ray.at(distance);
            }
            Gjk::Overlap => return Some(RayHit { distance, normal: last_normal.map_or(-ray.direction, |n| -n) }),
        }
    }
    None
}
