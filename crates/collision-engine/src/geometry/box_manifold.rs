//! A contact manifold of two oriented boxes: up to four points where they touch across the axis that decided
//! them, each on both surfaces with its depth, so that a box resting on a face is held at its corners rather
//! than at one point. A face: the other box's face turned most against it, clipped to the face's sides, its
//! corners within a margin of the face, reduced to four (the deepest, the one furthest from it, then the two
//! that widen the patch most on either side of the line between them). Crossed edges: their closest points.
//! Worked in f64 in the frame of a [`BoxPair`]'s box A.

use glam::DVec3;

use crate::geometry::box_features::{TouchPoints, edge_points, furthest_corner_of_b, incident_polygon};
use crate::geometry::separating_axes::{AxisFeature, BoxPair};

/// The most points a manifold keeps.
pub const MANIFOLD_POINTS: usize = 4;

/// Up to [`MANIFOLD_POINTS`] points where two boxes touch, in A's frame from A's centre.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Manifold {
    /// Each point on A's surface and on B's.
    pub points: [TouchPoints; MANIFOLD_POINTS],
    /// How far each point of B reaches through A's surface along the normal (negative: a gap).
    pub depths: [f64; MANIFOLD_POINTS],
    /// How many of the points are used.
    pub len: usize,
}

impl Manifold {
    fn empty() -> Self {
        let none = TouchPoints { on_a: DVec3::ZERO, on_b: DVec3::ZERO };
        Manifold { points: [none; MANIFOLD_POINTS], depths: [0.0; MANIFOLD_POINTS], len: 0 }
    }

    fn push(&mut self, points: TouchPoints, depth: f64) {
        if self.len < MANIFOLD_POINTS {
            self.points[self.len] = points;
            self.depths[self.len] = depth;
            self.len += 1;
        }
    }

    /// The points in use.
    pub fn used(&self) -> impl Iterator<Item = (TouchPoints, f64)> + '_ {
        self.points[..self.len].iter().copied().zip(self.depths[..self.len].iter().copied())
    }
}

/// Where the boxes of `pair` touch across the axis of `feature`, which points along `normal` (A to B): the
/// points of B's face within `margin` of A's reference face (or of A's face within `margin` of B's), at most
/// four; for crossed edges one point. Never empty: a face with no point within the margin keeps its deepest.
pub fn touch_manifold(pair: &BoxPair, feature: AxisFeature, normal: DVec3, margin: f64) -> Manifold {
    match feature {
        AxisFeature::FaceA { axis } => face_manifold(pair, axis, normal[axis].signum(), margin),
        AxisFeature::FaceB { axis } => {
            let seen_from_b = pair.swapped();
            let sign = -normal.dot(pair.axes_b.col(axis)).signum();
            let mut manifold = face_manifold(&seen_from_b, axis, sign, margin);
            let back = |p: DVec3| pair.axes_b * p + pair.offset;
            for points in &mut manifold.points[..manifold.len] {
                *points = TouchPoints { on_a: back(points.on_b), on_b: back(points.on_a) };
            }
            manifold
        }
        AxisFeature::Edges { edge_a, edge_b } => {
            let points = edge_points(pair, (edge_a, edge_b), normal);
            let mut manifold = Manifold::empty();
            manifold.push(points, (points.on_a - points.on_b).dot(normal));
            manifold
        }
    }
}

/// Reference face on A's `axis`, on the `sign` side: the incident polygon's corners within `margin`, reduced.
fn face_manifold(pair: &BoxPair, axis: usize, sign: f64, margin: f64) -> Manifold {
    let polygon = incident_polygon(pair, axis, sign);
    let depth = |p: DVec3| pair.half_a[axis] - p[axis] * sign;
    let corners = &polygon.corners[..polygon.len];
    let deepest = corners.iter().map(|&p| depth(p)).fold(f64::NEG_INFINITY, f64::max);
    let (mut near, mut count) = ([DVec3::ZERO; 8], 0);
    for &p in corners.iter().filter(|&&p| depth(p) >= -margin || depth(p) >= deepest) {
        near[count] = p;
        count += 1;
    }
    if count == 0 {
        near[0] = furthest_corner_of_b(pair, DVec3::AXES[axis] * sign);
        count = 1;
    }
    let mut manifold = Manifold::empty();
    for &index in reduce_to_four(&near[..count], DVec3::AXES[axis], |k| depth(near[k])).iter().flatten() {
        let p = near[index];
        let mut on_a = p;
        on_a[axis] = sign * pair.half_a[axis];
        manifold.push(TouchPoints { on_a, on_b: p }, depth(p));
    }
    manifold
}

/// Which of `points` to keep, at most four (all of them when there are four or fewer): the deepest (by the depth
/// of each index), the one furthest from it, and on either side of the line between those the one that spans the
/// largest triangle with it, measured in the plane square to the unit `normal`.
pub fn reduce_to_four(
    points: &[DVec3],
    normal: DVec3,
    depth: impl Fn(usize) -> f64,
) -> [Option<usize>; MANIFOLD_POINTS] {
    if points.len() <= MANIFOLD_POINTS {
        return std::array::from_fn(|k| (k < points.len()).then_some(k));
    }
    let flat = |p: DVec3| p - normal * normal.dot(p);
    let pick =
        |score: &dyn Fn(usize) -> f64| (0..points.len()).max_by(|&i, &j| score(i).total_cmp(&score(j))).unwrap_or(0);
    let first = pick(&|k| depth(k));
    let second = pick(&|k| flat(points[k] - points[first]).length_squared());
    let side = |k: usize| flat(points[second] - points[first]).cross(flat(points[k] - points[first])).dot(normal);
    let (third, fourth) = (pick(&|k| side(k)), pick(&|k| -side(k)));
    // points all on one line leave no third or fourth of their own: each is kept once
    let mut kept = [Some(first), Some(third), Some(second), Some(fourth)];
    for k in 1..MANIFOLD_POINTS {
        if kept[..k].contains(&kept[k]) {
            kept[k] = None;
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::obb::Obb;
    use glam::{Quat, Vec3};

    fn floor() -> Obb {
        Obb::new(Vec3::ZERO, Vec3::new(5.0, 0.5, 5.0), Quat::IDENTITY)
    }

    #[test]
    fn a_cube_resting_on_a_floor_touches_at_its_four_bottom_corners() {
        // a 1 m cube, 1 cm into the floor, turned 30° about the vertical
        let cube =
            Obb::new(Vec3::new(1.0, 0.99, -2.0), Vec3::splat(0.5), Quat::from_rotation_y(std::f32::consts::FRAC_PI_6));
        let pair = BoxPair::new(&floor(), &cube);
        let manifold = touch_manifold(&pair, AxisFeature::FaceA { axis: 1 }, DVec3::Y, 0.02);
        assert_eq!(manifold.len, 4);
        for (points, depth) in manifold.used() {
            assert!((depth - 0.01).abs() < 1e-6, "{depth}");
            assert!((points.on_b.y - 0.49).abs() < 1e-6 && (points.on_a.y - 0.5).abs() < 1e-12);
            // each a corner of the cube's bottom face: √0.5 m from the cube's axis
            let across = DVec3::new(points.on_b.x - 1.0, 0.0, points.on_b.z + 2.0).length();
            assert!((across - 0.5f64.sqrt()).abs() < 1e-6, "{across}");
        }
    }

    #[test]
    fn a_cube_tipped_onto_an_edge_touches_at_the_edge_s_two_ends() {
        // turned 10° about z: its lowest edge (along z) is in the floor, the opposite bottom corners well above
        let angle = 10f32.to_radians();
        let lowest = 0.5 * (angle.cos() + angle.sin());
        let cube = Obb::new(Vec3::new(0.0, 0.5 + lowest - 0.005, 0.0), Vec3::splat(0.5), Quat::from_rotation_z(angle));
        let pair = BoxPair::new(&floor(), &cube);
        let manifold = touch_manifold(&pair, AxisFeature::FaceA { axis: 1 }, DVec3::Y, 0.02);
        assert_eq!(manifold.len, 2, "{manifold:?}");
        let mut ends: Vec<f64> = manifold.used().map(|(points, _)| points.on_b.z).collect();
        ends.sort_by(f64::total_cmp);
        assert!((ends[0] + 0.5).abs() < 1e-6 && (ends[1] - 0.5).abs() < 1e-6, "{ends:?}");
        assert!(manifold.used().all(|(_, depth)| (depth - 0.005).abs() < 1e-5));
    }

    #[test]
    fn eight_clipped_corners_are_reduced_to_four_that_keep_the_deepest_and_the_span() {
        // a wide slab turned 45° over a small cube: its face clipped to the cube's top is the whole top face,
        // an octagon once the slab leans a little (the deepest corner on the low side)
        let small = Obb::new(Vec3::ZERO, Vec3::splat(0.5), Quat::IDENTITY);
        let turn = Quat::from_rotation_y(std::f32::consts::FRAC_PI_4) * Quat::from_rotation_x(0.01);
        let slab = Obb::new(Vec3::new(0.0, 0.99, 0.0), Vec3::new(0.62, 0.5, 0.62), turn);
        let pair = BoxPair::new(&small, &slab);
        let polygon = incident_polygon(&pair, 1, 1.0);
        assert_eq!(polygon.len, 8, "the clipped face is an octagon");
        let manifold = touch_manifold(&pair, AxisFeature::FaceA { axis: 1 }, DVec3::Y, 0.05);
        assert_eq!(manifold.len, 4);
        let deepest = polygon.corners[..8].iter().map(|p| 0.5 - p.y).fold(f64::NEG_INFINITY, f64::max);
        assert_eq!(manifold.depths[0], deepest);
        // the four span most of the top face (1 m²): more than half of it
        let p: Vec<DVec3> = manifold.used().map(|(points, _)| points.on_a).collect();
        let area = 0.5 * ((p[2] - p[0]).cross(p[3] - p[1])).length();
        assert!(area > 0.5, "{area}");
    }

    #[test]
    fn crossed_edges_touch_at_one_point_and_b_s_face_is_seen_from_b() {
        let cube = Obb::new(Vec3::new(1.0, 0.99, -2.0), Vec3::splat(0.5), Quat::IDENTITY);
        let pair = BoxPair::new(&cube, &floor());
        // the floor's top face decides, seen from the cube: the same four corners, A's and B's roles kept
        let manifold = touch_manifold(&pair, AxisFeature::FaceB { axis: 1 }, -DVec3::Y, 0.02);
        assert_eq!(manifold.len, 4);
        for (points, depth) in manifold.used() {
            assert!((points.on_a.y + 0.5).abs() < 1e-6 && (points.on_b.y + 0.49).abs() < 1e-6, "{points:?}");
            assert!((depth - 0.01).abs() < 1e-6);
        }
        let edges = touch_manifold(&pair, AxisFeature::Edges { edge_a: 0, edge_b: 2 }, -DVec3::Y, 0.02);
        assert_eq!(edges.len, 1);
    }

    #[test]
    fn points_on_one_line_are_each_kept_once() {
        let line: Vec<DVec3> = (0..6).map(|k| DVec3::new(k as f64, 0.0, 0.0)).collect();
        let kept = reduce_to_four(&line, DVec3::Y, |k| -line[k].x);
        let used: Vec<usize> = kept.iter().flatten().copied().collect();
        assert_eq!(used, vec![0, 5], "the deepest and the one furthest from it");
    }
}
