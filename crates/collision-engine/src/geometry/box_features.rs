//! Where two oriented boxes touch along the axis that decided them: a face's clipped overlap with the other
//! box's face turned most against it, or the closest points of two crossed edges. Worked in f64 in the frame
//! of a [`BoxPair`]'s box A.

use glam::DVec3;

use crate::geometry::separating_axes::{AxisFeature, BoxPair};

/// A point where the boxes touch: on A's surface and on B's, both in A's frame from A's centre.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TouchPoints {
    /// On A's surface.
    pub on_a: DVec3,
    /// On B's surface.
    pub on_b: DVec3,
}

/// Where the boxes of `pair` touch across the axis of `feature`, which points along `normal` (A to B).
pub fn touch_points(pair: &BoxPair, feature: AxisFeature, normal: DVec3) -> TouchPoints {
    match feature {
        AxisFeature::FaceA { axis } => face_points(pair, axis, normal[axis].signum()),
        AxisFeature::FaceB { axis } => {
            let seen_from_b = pair.swapped();
            let sign = -normal.dot(pair.axes_b.col(axis)).signum();
            let points = face_points(&seen_from_b, axis, sign);
            let back = |p: DVec3| pair.axes_b * p + pair.offset;
            TouchPoints { on_a: back(points.on_b), on_b: back(points.on_a) }
        }
        AxisFeature::Edges { edge_a, edge_b } => edge_points(pair, (edge_a, edge_b), normal),
    }
}

/// A polygon of at most 8 corners: a quadrilateral clipped by four planes.
pub(crate) struct Polygon {
    pub(crate) corners: [DVec3; 8],
    pub(crate) len: usize,
}

impl Polygon {
    /// The part of the polygon where `coordinate(axis) · sign ≤ limit` (Sutherland–Hodgman).
    fn clip(&self, axis: usize, sign: f64, limit: f64) -> Polygon {
        let mut out = Polygon { corners: [DVec3::ZERO; 8], len: 0 };
        let mut push = |p: DVec3| {
            if out.len < 8 {
                out.corners[out.len] = p;
                out.len += 1;
            }
        };
        for k in 0..self.len {
            let (p, q) = (self.corners[k], self.corners[(k + 1) % self.len]);
            let (dp, dq) = (p[axis] * sign - limit, q[axis] * sign - limit);
            if dp <= 0.0 {
                push(p);
            }
            if (dp < 0.0 && dq > 0.0) || (dp > 0.0 && dq < 0.0) {
                push(p + (q - p) * (dp / (dp - dq)));
            }
        }
        out
    }
}

/// B's face turned most against A's face on `axis`, on the `sign` (±1) side facing B, clipped to that face's
/// sides (with a hair of slack, so a face of zero width keeps its points, then held within the face): its
/// corners, in A's frame.
pub(crate) fn incident_polygon(pair: &BoxPair, axis: usize, sign: f64) -> Polygon {
    let normal = DVec3::AXES[axis] * sign;
    let facing = |j: usize| pair.axes_b.col(j).dot(normal).abs();
    let incident = (0..3).max_by(|&i, &j| facing(i).total_cmp(&facing(j))).unwrap_or(0);
    let (u, v) = ((incident + 1) % 3, (incident + 2) % 3);
    let toward_a = -pair.axes_b.col(incident).dot(normal).signum();
    let center = pair.offset + pair.axes_b.col(incident) * (toward_a * pair.half_b[incident]);
    let (side_u, side_v) = (pair.axes_b.col(u) * pair.half_b[u], pair.axes_b.col(v) * pair.half_b[v]);
    let mut polygon = Polygon { corners: [DVec3::ZERO; 8], len: 4 };
    polygon.corners[..4].copy_from_slice(&[
        center + side_u + side_v,
        center - side_u + side_v,
        center - side_u - side_v,
        center + side_u - side_v,
    ]);
    let tie = 1e-9 * pair.scale();
    let sides = [(axis + 1) % 3, (axis + 2) % 3];
    for other in sides {
        let limit = pair.half_a[other] + tie;
        polygon = polygon.clip(other, 1.0, limit).clip(other, -1.0, limit);
    }
    for corner in polygon.corners[..polygon.len].iter_mut() {
        for other in sides {
            corner[other] = corner[other].clamp(-pair.half_a[other], pair.half_a[other]);
        }
    }
    polygon
}

/// B's corner reaching furthest towards A across A's face along `normal` (a face that decides an overlap
/// always keeps some of B's face, so this stands in only for a face that does not).
pub(crate) fn furthest_corner_of_b(pair: &BoxPair, normal: DVec3) -> DVec3 {
    pair.offset - pair.axes_b * ((pair.axes_b.transpose() * normal).signum() * pair.half_b)
}

/// Reference face on A's `axis`, on the `sign` (±1) side facing B: the incident polygon's points that reach
/// deepest (to within rounding) averaged, on B's face and carried onto A's.
fn face_points(pair: &BoxPair, axis: usize, sign: f64) -> TouchPoints {
    let polygon = incident_polygon(pair, axis, sign);
    let corners = &polygon.corners[..polygon.len];
    let tie = 1e-9 * pair.scale();
    let depth = |p: &DVec3| pair.half_a[axis] - p[axis] * sign;
    let deepest = corners.iter().map(depth).fold(f64::NEG_INFINITY, f64::max);
    let kept = corners.iter().filter(|p| depth(p) >= deepest.min(0.0) - tie);
    let (sum, count) = kept.fold((DVec3::ZERO, 0), |(sum, count), p| (sum + *p, count + 1));
    let on_b = match count {
        0 => furthest_corner_of_b(pair, DVec3::AXES[axis] * sign),
        _ => sum / count as f64,
    };
    let mut on_a = on_b;
    on_a[axis] = sign * pair.half_a[axis];
    TouchPoints { on_a, on_b }
}

/// Edge of A along `edge_a` and edge of B along `edge_b`, each the one furthest towards the other along
/// `normal`: the closest points of the two segments (Ericson, Real-Time Collision Detection §5.1.9: the lines'
/// closest points, one kept within its edge, the other found again from it and kept within its own).
pub(crate) fn edge_points(pair: &BoxPair, (edge_a, edge_b): (usize, usize), normal: DVec3) -> TouchPoints {
    let mut on_edge_a = pair.half_a * normal.signum();
    on_edge_a[edge_a] = 0.0;
    let toward_a = -(pair.axes_b.transpose() * normal).signum();
    let mut corner_b = pair.half_b * toward_a;
    corner_b[edge_b] = 0.0;
    let on_edge_b = pair.offset + pair.axes_b * corner_b;
    let (along_a, along_b) = (DVec3::AXES[edge_a], pair.axes_b.col(edge_b));
    let between = on_edge_a - on_edge_b;
    let (cosine, from_a, from_b) = (along_a.dot(along_b), along_a.dot(between), along_b.dot(between));
    let (reach_a, reach_b) = (pair.half_a[edge_a], pair.half_b[edge_b]);
    let denominator = 1.0 - cosine * cosine;
    let s = if denominator > 0.0 { (cosine * from_b - from_a) / denominator } else { 0.0 };
    let s = s.clamp(-reach_a, reach_a);
    let t = cosine * s + from_b;
    let (s, t) = if t.abs() > reach_b {
        let t = t.clamp(-reach_b, reach_b);
        ((cosine * t - from_a).clamp(-reach_a, reach_a), t)
    } else {
        (s, t)
    };
    TouchPoints { on_a: on_edge_a + along_a * s, on_b: on_edge_b + along_b * t }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::obb::Obb;
    use glam::{Quat, Vec3};

    #[test]
    fn a_tilted_box_on_a_floor_touches_along_its_lowest_edge() {
        let floor = Obb::new(Vec3::ZERO, Vec3::new(5.0, 0.5, 5.0), Quat::IDENTITY);
        let tilted = Obb::new(
            Vec3::new(1.0, 0.5 + 0.5 * 2f32.sqrt() - 0.01, 0.0),
            Vec3::splat(0.5),
            Quat::from_rotation_z(0.25 * std::f32::consts::PI),
        );
        let pair = BoxPair::new(&floor, &tilted);
        let points = touch_points(&pair, AxisFeature::FaceA { axis: 1 }, DVec3::Y);
        // the lowest edge runs along z under the centre: its middle, 1 cm into the floor
        assert!((points.on_b - DVec3::new(1.0, 0.49, 0.0)).length() < 1e-6, "{:?}", points.on_b);
        assert!((points.on_a - DVec3::new(1.0, 0.5, 0.0)).length() < 1e-6);
    }

    #[test]
    fn a_wide_box_on_a_small_one_touches_over_the_small_face() {
        let small = Obb::new(Vec3::ZERO, Vec3::splat(0.5), Quat::IDENTITY);
        let wide = Obb::new(Vec3::new(0.2, 0.99, 0.0), Vec3::new(3.0, 0.5, 3.0), Quat::from_rotation_y(0.3));
        let pair = BoxPair::new(&small, &wide);
        let points = touch_points(&pair, AxisFeature::FaceA { axis: 1 }, DVec3::Y);
        assert!((points.on_a - DVec3::new(0.0, 0.5, 0.0)).length() < 1e-6, "{:?}", points.on_a);
        assert!((points.on_b.y - 0.49).abs() < 1e-6);
    }
}
