//! The separating-axis test of two oriented boxes on their 15 axes (3 face normals of each, 9 cross products
//! of an edge of each), worked in f64 in A's frame so that nearly parallel edges still give true axes.

use glam::{DMat3, DVec3};

use crate::geometry::obb::Obb;

/// Two boxes seen from A: A at the origin along the axes, B's centre and axes in A's frame.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BoxPair {
    /// A's half extents.
    pub half_a: DVec3,
    /// B's half extents.
    pub half_b: DVec3,
    /// B's axes in A's frame (columns).
    pub axes_b: DMat3,
    /// B's centre in A's frame.
    pub offset: DVec3,
}

/// Which features of the two boxes one of the 15 axes comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum AxisFeature {
    /// The normal of A's faces along its axis `axis`.
    FaceA {
        /// 0, 1 or 2: A's x, y or z.
        axis: usize,
    },
    /// The normal of B's faces along its axis `axis`.
    FaceB {
        /// 0, 1 or 2: B's x, y or z.
        axis: usize,
    },
    /// Square to an edge of A (along its axis `edge_a`) and one of B (along `edge_b`).
    Edges {
        /// A's edge direction: 0, 1 or 2.
        edge_a: usize,
        /// B's edge direction: 0, 1 or 2.
        edge_b: usize,
    },
}

impl AxisFeature {
    /// The feature pair of axis `index` of the 15: A's faces, B's faces, then edge pairs A-major.
    pub fn of(index: usize) -> AxisFeature {
        match index {
            0..3 => AxisFeature::FaceA { axis: index },
            3..6 => AxisFeature::FaceB { axis: index - 3 },
            _ => AxisFeature::Edges { edge_a: (index - 6) / 3, edge_b: (index - 6) % 3 },
        }
    }
}

/// Below this sine of the angle between two edges they count as parallel: their cross product is no axis (the
/// face axes already separate such boxes to within a fraction of an f32 rounding).
const PARALLEL_SINE: f64 = 1e-8;

/// The 15 axes of a pair and how far apart the boxes are along each.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SeparatingAxes {
    /// Each axis as a unit vector in A's frame pointing from A towards B; zero for parallel edges.
    pub directions: [DVec3; 15],
    /// The gap along each axis (m): positive apart, negative overlapping; −∞ for parallel edges.
    pub separations: [f64; 15],
}

impl BoxPair {
    /// Box B seen from box A.
    pub fn new(a: &Obb, b: &Obb) -> BoxPair {
        let axes_a = a.axes();
        BoxPair {
            half_a: a.half_extents.as_dvec3(),
            half_b: b.half_extents.as_dvec3(),
            axes_b: axes_a.transpose() * b.axes(),
            offset: a.local_point(&axes_a, b.center),
        }
    }

    /// The same pair seen from B: B at the origin, A's centre and axes in B's frame.
    pub fn swapped(&self) -> BoxPair {
        let axes_a = self.axes_b.transpose();
        BoxPair { half_a: self.half_b, half_b: self.half_a, axes_b: axes_a, offset: -(axes_a * self.offset) }
    }

    /// How far both boxes reach along the unit `axis`, from their centres.
    pub fn reach(&self, axis: DVec3) -> f64 {
        let along_b = DVec3::new(
            self.axes_b.x_axis.dot(axis).abs(),
            self.axes_b.y_axis.dot(axis).abs(),
            self.axes_b.z_axis.dot(axis).abs(),
        );
        self.half_a.dot(axis.abs()) + self.half_b.dot(along_b)
    }

    /// The 15 candidate axes as unit vectors in A's frame (signs not yet chosen); zero where edges are parallel.
    pub fn axes(&self) -> [DVec3; 15] {
        let mut axes = [DVec3::ZERO; 15];
        for i in 0..3 {
            axes[i] = DVec3::AXES[i];
            axes[3 + i] = self.axes_b.col(i);
        }
        for i in 0..3 {
            for j in 0..3 {
                let cross = DVec3::AXES[i].cross(self.axes_b.col(j));
                let length = cross.length();
                axes[6 + 3 * i + j] = if length > PARALLEL_SINE { cross / length } else { DVec3::ZERO };
            }
        }
        axes
    }

    /// The sizes a tie between two axes is judged against: the offset and both boxes' half extents.
    pub fn scale(&self) -> f64 {
        self.offset.length() + self.half_a.element_sum() + self.half_b.element_sum()
    }

    /// The separating-axis test: each axis turned to point from A to B and the gap along it.
    pub fn separating_axes(&self) -> SeparatingAxes {
        let mut directions = self.axes();
        let mut separations = [f64::NEG_INFINITY; 15];
        for (direction, separation) in directions.iter_mut().zip(separations.iter_mut()) {
            if *direction == DVec3::ZERO {
                continue;
            }
            let along = self.offset.dot(*direction);
            if along < 0.0 {
                *direction = -*direction;
            }
            *separation = along.abs() - self.reach(*direction);
        }
        SeparatingAxes { directions, separations }
    }
}

impl SeparatingAxes {
    /// Whether the boxes overlap: no axis separates them (touching is apart).
    pub fn overlap(&self) -> bool {
        self.separations.iter().all(|&s| s < 0.0)
    }

    /// The axis that decides: the largest gap (the least overlap), preferring A's faces, then B's, then edges
    /// when others win only by the rounding of a case of this `scale`, so a box resting flat reads as a face.
    pub fn deciding(&self, scale: f64) -> usize {
        prefer_faces(&self.separations, 2.0 * f32::EPSILON as f64 * scale)
    }
}

/// The index of the largest of 15 values given per axis, preferring A's faces, then B's faces, then edges,
/// over a later group that is larger by no more than `tie`.
pub fn prefer_faces(values: &[f64; 15], tie: f64) -> usize {
    let largest = |range: std::ops::Range<usize>| range.max_by(|&i, &j| values[i].total_cmp(&values[j])).unwrap_or(0);
    let (face_a, face_b, edge) = (largest(0..3), largest(3..6), largest(6..15));
    let face = if values[face_b] > values[face_a] + tie { face_b } else { face_a };
    if values[edge] > values[face] + tie { edge } else { face }
}

#[cfg(test)]
mod tests {
    use super::*;
    use glam::{Quat, Vec3};

    #[test]
    fn a_box_turned_about_an_edge_direction_is_judged_on_its_own_face() {
        // B turned 45° about z, its corner pointing down into A's top face
        let a = Obb::new(Vec3::ZERO, Vec3::ONE, Quat::IDENTITY);
        let b = Obb::new(
            Vec3::new(0.0, 1.0 + 2f32.sqrt() - 0.1, 0.0),
            Vec3::ONE,
            Quat::from_rotation_z(0.25 * std::f32::consts::PI),
        );
        let pair = BoxPair::new(&a, &b);
        let sat = pair.separating_axes();
        assert!(sat.overlap());
        let deciding = sat.deciding(pair.scale());
        assert_eq!(AxisFeature::of(deciding), AxisFeature::FaceA { axis: 1 });
        assert!((sat.separations[deciding] + 0.1).abs() < 1e-6);
        // B's z edges are parallel to A's z edges: no axis there
        assert_eq!(sat.separations[6 + 3 * 2 + 2], f64::NEG_INFINITY);
    }

    #[test]
    fn crossed_edges_decide_an_edge_to_edge_meeting() {
        // two unit cubes, each turned so an edge leads, crossed at right angles and touching edge to edge
        let tilt = Quat::from_rotation_z(0.25 * std::f32::consts::PI);
        let crossed = Quat::from_rotation_x(0.25 * std::f32::consts::PI);
        let a = Obb::new(Vec3::ZERO, Vec3::splat(0.5), tilt);
        let b = Obb::new(Vec3::new(0.0, 2f32.sqrt() - 0.01, 0.0), Vec3::splat(0.5), crossed);
        let pair = BoxPair::new(&a, &b);
        let sat = pair.separating_axes();
        let deciding = sat.deciding(pair.scale());
        assert!(matches!(AxisFeature::of(deciding), AxisFeature::Edges { .. }), "{:?}", AxisFeature::of(deciding));
        assert!((sat.separations[deciding] + 0.01).abs() < 1e-6, "{}", sat.separations[deciding]);
    }

    #[test]
    fn seen_from_b_the_pair_is_the_same() {
        let a = Obb::new(Vec3::new(1.0, 2.0, 3.0), Vec3::new(1.0, 0.5, 2.0), Quat::from_rotation_x(0.3));
        let b = Obb::new(Vec3::new(2.0, 1.0, 3.5), Vec3::splat(0.7), Quat::from_rotation_y(-0.9));
        let (ab, ba) = (BoxPair::new(&a, &b), BoxPair::new(&b, &a));
        let swapped = ab.swapped();
        assert!((swapped.offset - ba.offset).length() < 1e-6);
        assert!(swapped.axes_b.abs_diff_eq(ba.axes_b, 1e-6));
    }
}
