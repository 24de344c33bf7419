//! Time of impact of two moving axis-aligned boxes, by the swept separating-axis test.

use crate::geometry::aabb::Aabb;
use crate::geometry::cast::ShapeCast;
use crate::geometry::contact_cuboid_cuboid::{middle_on_face, overlap_contact};
use glam::Vec3;

/// Per-axis entry and exit times of a swept SAT, kept so the app can show why a pair did or did not hit.
///
/// On axis i the boxes' intervals overlap for t in `[enter[i], leave[i]]`. With no relative motion along an
/// axis they overlap there for ever (−∞, +∞) or never (+∞, −∞): [`SweptAxes::span`] tells which.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SweptAxes {
    /// Per axis, the fraction at which the intervals begin to overlap.
    pub enter: Vec3,
    /// Per axis, the fraction at which they stop overlapping.
    pub leave: Vec3,
}

/// When two boxes' intervals overlap along one axis, as fractions of the step.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum AxisSpan {
    /// No relative motion along the axis, and overlapping along it the whole time.
    Always,
    /// No relative motion along the axis, and apart along it the whole time.
    Never,
    /// Overlapping from `enter` to `leave` (which may lie outside [0, 1]).
    Between {
        /// When the intervals begin to overlap.
        enter: f32,
        /// When they stop overlapping.
        leave: f32,
    },
}

impl AxisSpan {
    /// The span entered at `enter` and left at `leave`: (−∞, +∞) for always, (+∞, −∞) for never.
    pub fn of(enter: f32, leave: f32) -> AxisSpan {
        match (enter, leave) {
            (f32::NEG_INFINITY, f32::INFINITY) => AxisSpan::Always,
            (f32::INFINITY, f32::NEG_INFINITY) => AxisSpan::Never,
            (enter, leave) => AxisSpan::Between { enter, leave },
        }
    }
}

impl SweptAxes {
    /// The axis that decides first contact: the one entered last.
    pub fn deciding_axis(&self) -> usize {
        self.enter.max_position()
    }

    /// First time all three intervals overlap, if they ever do within the step.
    pub fn first_contact(&self) -> Option<f32> {
        let first = self.enter.max_element();
        let last = self.leave.min_element();
        // a positive stretch of overlap that starts within the step (touching and parting is no contact)
        (first < last && first <= 1.0 && last > 0.0).then_some(first.max(0.0))
    }

    /// How the intervals overlap along `axis`.
    pub fn span(&self, axis: usize) -> AxisSpan {
        AxisSpan::of(self.enter[axis], self.leave[axis])
    }
}

/// Entry and exit times of box B moving by `motion_b` relative to box A moving by `motion_a`, per axis. An axis
/// with no relative motion on which the boxes are apart (or only touch) never overlaps (+∞, −∞), so they never
/// meet. Worked out from B's offset from A, so a millimetre box 100 m from the origin keeps its millimetres.
pub fn swept_sat(a: &Aabb, motion_a: Vec3, b: &Aabb, motion_b: Vec3) -> SweptAxes {
    let offset = b.center - a.center;
    let motion = motion_b - motion_a;
    let reach = a.half_extents + b.half_extents;
    let mut enter = Vec3::ZERO;
    let mut leave = Vec3::ZERO;
    for axis in 0..3 {
        let m = motion[axis];
        if m == 0.0 {
            let apart = offset[axis].abs() >= reach[axis];
            (enter[axis], leave[axis]) =
                if apart { (f32::INFINITY, f32::NEG_INFINITY) } else { (f32::NEG_INFINITY, f32::INFINITY) };
            continue;
        }
        // B's −side meets A's +side after (reach − offset) / m, B's +side A's −side after −(reach + offset) / m:
        // the same two depths the overlap contact compares
        let plus = (reach[axis] - offset[axis]) / m;
        let minus = -(reach[axis] + offset[axis]) / m;
        enter[axis] = plus.min(minus);
        leave[axis] = plus.max(minus);
    }
    SweptAxes { enter, leave }
}

/// When box A, moving by `motion_a`, first touches box B, moving by `motion_b`, within the step.
///
/// The normal is the deciding axis, pointing from A to B; boxes already overlapping count as hitting at
/// t = 0 while they approach along their least-overlap axis. The point is the middle of the touching faces'
/// overlap, on A's face.
pub fn cast_cuboid_cuboid(a: &Aabb, motion_a: Vec3, b: &Aabb, motion_b: Vec3) -> Option<ShapeCast> {
    let motion = motion_b - motion_a;
    let axes = swept_sat(a, motion_a, b, motion_b);
    // Overlapping at t = 0 by the same interval arithmetic as the sweep (a centre-based overlap test can
    // round the other way for boxes exactly touching, and the sweep would then take the far face)
    if axes.enter.max_element() < 0.0 && axes.leave.min_element() > 0.0 {
        let contact = overlap_contact(a, b);
        return (motion.dot(contact.normal) < 0.0).then(|| ShapeCast {
            fraction: 0.0,
            normal: contact.normal,
            point: a.center + contact.local_a,
        });
    }
    let fraction = axes.first_contact()?;
    let axis = axes.deciding_axis();
    // B moving along +axis relative to A comes from A's −axis side, so the normal A→B points along −axis
    let mut normal = Vec3::ZERO;
    normal[axis] = -motion[axis].signum();
    // in A's frame at the hit: the middle of the overlap of the faces, on A's face
    let offset = b.center - a.center + motion * fraction;
    let point = middle_on_face(a.half_extents, b.half_extents, offset, (axis, normal[axis]));
    Some(ShapeCast { fraction, normal, point: a.center + motion_a * fraction + point })
}

#[cfg(test)]
mod tests {
    use super::*;

    const TOLERANCE: f32 = 1e-5;

    fn cube(center: Vec3) -> Aabb {
        Aabb::new(center, Vec3::splat(0.5))
    }

    #[test]
    fn head_on_boxes_meet_when_the_gap_closes() {
        // gap 8 m, closing at 20 m per step
        let a = cube(Vec3::new(-4.5, 0.0, 0.0));
        let b = cube(Vec3::new(4.5, 0.2, 0.0));
        let hit = cast_cuboid_cuboid(&a, Vec3::X * 10.0, &b, -Vec3::X * 10.0).unwrap();
        assert!((hit.fraction - 0.4).abs() < TOLERANCE, "{hit:?}");
        assert_eq!(hit.normal, Vec3::X);
        assert!((hit.point - Vec3::new(0.0, 0.1, 0.0)).length() < TOLERANCE);
        let axes = swept_sat(&a, Vec3::X * 10.0, &b, -Vec3::X * 10.0);
        assert_eq!(axes.deciding_axis(), 0);
        assert!((axes.leave.x - 0.5).abs() < TOLERANCE, "they would part at t = 0.5");
        assert_eq!((axes.enter.y, axes.leave.y), (f32::NEG_INFINITY, f32::INFINITY));
    }

    #[test]
    fn diagonal_approach_is_decided_by_the_axis_entered_last() {
        // B comes down and left: the x gap (1) closes at t = 0.25, the y gap (2) at t = 0.5
        let a = cube(Vec3::ZERO);
        let b = cube(Vec3::new(2.0, 3.0, 0.0));
        let hit = cast_cuboid_cuboid(&a, Vec3::ZERO, &b, Vec3::new(-4.0, -4.0, 0.0)).unwrap();
        assert!((hit.fraction - 0.5).abs() < TOLERANCE, "{hit:?}");
        assert_eq!(hit.normal, Vec3::Y);
        // edge meeting edge: at t = 0.5, B spans x ∈ [−0.5, 0.5], so the whole top face touches
        assert!((hit.point - Vec3::new(0.0, 0.5, 0.0)).length() < TOLERANCE);
    }

    #[test]
    fn corner_to_corner_hit() {
        let a = cube(Vec3::ZERO);
        let b = cube(Vec3::splat(3.0));
        let hit = cast_cuboid_cuboid(&a, Vec3::ZERO, &b, Vec3::splat(-4.0)).unwrap();
        // every gap is 2 and closes at the same t = 0.5
        assert!((hit.fraction - 0.5).abs() < TOLERANCE);
        assert!((hit.point - Vec3::splat(0.5)).length() < TOLERANCE);
    }

    #[test]
    fn passing_past_a_corner_misses_though_the_swept_bounds_overlap() {
        // x overlaps for t in [0.125, 0.375], y for t in [0.505, 1.505]: never both at once
        let a = cube(Vec3::ZERO);
        let b = cube(Vec3::new(-2.0, 2.01, 0.0));
        let motion = Vec3::new(8.0, -2.0, 0.0);
        let swept_b = b.union(&cube(b.center + motion));
        assert!(swept_b.overlaps(&a));
        assert!(cast_cuboid_cuboid(&a, Vec3::ZERO, &b, motion).is_none());
    }

    #[test]
    fn misses_by_a_hair_short_steps_and_zero_relative_motion() {
        let a = cube(Vec3::ZERO);
        let beside = cube(Vec3::new(-5.0, 1.0001, 0.0));
        assert!(cast_cuboid_cuboid(&a, Vec3::ZERO, &beside, Vec3::X * 10.0).is_none());
        let short = cube(Vec3::new(-5.0, 0.0, 0.0));
        assert!(cast_cuboid_cuboid(&a, Vec3::ZERO, &short, Vec3::X * 3.9).is_none());
        assert!(cast_cuboid_cuboid(&a, Vec3::ZERO, &short, Vec3::X * 4.1).is_some());
        assert!(cast_cuboid_cuboid(&a, Vec3::X * 9.0, &short, Vec3::X * 9.0).is_none());
    }

    #[test]
    fn touching_or_overlapping_at_the_start() {
        let a = cube(Vec3::ZERO);
        let touching = cube(Vec3::new(1.0, 0.0, 0.0));
        assert_eq!(cast_cuboid_cuboid(&a, Vec3::ZERO, &touching, -Vec3::X).unwrap().fraction, 0.0);
        assert!(cast_cuboid_cuboid(&a, Vec3::ZERO, &touching, Vec3::X).is_none(), "parting");
        let overlapping = cube(Vec3::new(0.8, 0.0, 0.0));
        let hit = cast_cuboid_cuboid(&a, Vec3::ZERO, &overlapping, -Vec3::X).unwrap();
        assert_eq!((hit.fraction, hit.normal), (0.0, Vec3::X));
        assert!(cast_cuboid_cuboid(&a, Vec3::ZERO, &overlapping, Vec3::X).is_none());
    }

    #[test]
    fn boxes_crossing_at_different_times_do_not_hit() {
        // A passes the origin around t = 0.1, B around t = 0.9
        let a = cube(Vec3::new(-10.0, 0.0, 0.0));
        let b = cube(Vec3::new(0.0, 0.0, -90.0));
        assert!(cast_cuboid_cuboid(&a, Vec3::X * 100.0, &b, Vec3::Z * 100.0).is_none());
    }

    #[test]
    fn a_bullet_bouncing_off_a_wall_face_it_touches_does_not_hit_it_again() {
        // −0.055 + 0.05 rounds to just inside the wall's face at −0.005: overlapping by 1e-9 on the
        // intervals, not by the centre test; moving away, it must not be pushed back through the wall
        let wall = Aabb::new(Vec3::ZERO, Vec3::new(0.005, 1.0, 1.0));
        let bullet = Aabb::new(Vec3::new(-0.055, 0.0, 0.0), Vec3::splat(0.05));
        assert!(cast_cuboid_cuboid(&wall, Vec3::ZERO, &bullet, Vec3::new(-0.011, 0.0, 0.0)).is_none());
        let back = cast_cuboid_cuboid(&wall, Vec3::ZERO, &bullet, Vec3::new(0.011, 0.0, 0.0)).unwrap();
        assert_eq!((back.fraction, back.normal), (0.0, -Vec3::X));
    }

    #[test]
    fn an_axis_without_relative_motion_overlaps_always_or_never() {
        let (a, b) = (cube(Vec3::ZERO), cube(Vec3::new(3.0, 0.5, 5.0)));
        let axes = swept_sat(&a, Vec3::ZERO, &b, Vec3::new(-4.0, 0.0, 0.0));
        // along x the 1 m gap closes after 2 m of the 4 and the boxes part after 4: t = 0.5 to 1
        assert_eq!(axes.span(0), AxisSpan::Between { enter: 0.5, leave: 1.0 });
        assert_eq!(axes.span(1), AxisSpan::Always);
        assert_eq!(axes.span(2), AxisSpan::Never);
        assert_eq!(axes.first_contact(), None, "apart along z for ever");
        assert_eq!(cast_cuboid_cuboid(&a, Vec3::ZERO, &b, Vec3::new(-4.0, 0.0, 0.0)), None);
    }
}
