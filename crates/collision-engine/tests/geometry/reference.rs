//! The exact answers the geometry functions are held to: closed forms in f64 on the same f32 inputs. An f32
//! converts to f64 exactly, and the difference of two f32 coordinates is exact in f64, so these answers are the
//! geometry of the inputs as given, not of some rounded copy of them.

use glam::{DMat3, DVec3};

/// Which pair of shapes, with their sizes: B's shape relative to A's frame.
#[derive(Clone, Copy, Debug)]
pub enum PairShapes {
    /// Two spheres, radii summed.
    Spheres { reach: f64 },
    /// A box (half extents `half`) and a sphere (`radius`), B's centre taken relative to the box.
    BoxSphere { half: DVec3, radius: f64 },
    /// Two boxes, half extents summed.
    Boxes { half: DVec3 },
    /// Two boxes turned: A's half extents, B's, and B's axes in A's frame (the offset is in A's frame too).
    Turned { half_a: DVec3, half_b: DVec3, axes_b: DMat3 },
}

/// The exact rotation of an f32 quaternion: the unit quaternion it stands for.
pub fn turn_of(rotation: glam::Quat) -> DMat3 {
    DMat3::from_quat(rotation.as_dquat().normalize())
}

/// How far the box of half extents `half` with axes `axes` reaches along `direction` from its centre: the
/// largest projection of its eight corners.
fn corner_reach(half: DVec3, axes: DMat3, direction: DVec3) -> f64 {
    (0..8)
        .map(|k| {
            let signs = DVec3::new(
                (k & 1) as f64 * 2.0 - 1.0,
                (k >> 1 & 1) as f64 * 2.0 - 1.0,
                (k >> 2 & 1) as f64 * 2.0 - 1.0,
            );
            direction.dot(axes * (signs * half))
        })
        .fold(f64::NEG_INFINITY, f64::max)
}

/// Two turned boxes along `direction` (A's frame, B at `offset`): how far B's nearest corner is past A's
/// furthest, positive apart.
pub fn turned_separation(half_a: DVec3, half_b: DVec3, axes_b: DMat3, offset: DVec3, direction: DVec3) -> f64 {
    direction.dot(offset) - corner_reach(half_a, DMat3::IDENTITY, direction) - corner_reach(half_b, axes_b, direction)
}

/// One of the 15 axes of two turned boxes: the gap along it and how far B's centre is from A's along it.
pub struct AxisGap {
    pub gap: f64,
    pub along: f64,
}

/// The gap along each of the 15 axes of two turned boxes (A's frame, B at `offset`), each axis turned towards B.
pub fn turned_gaps(half_a: DVec3, half_b: DVec3, axes_b: DMat3, offset: DVec3) -> Vec<AxisGap> {
    let towards_b = |axis: DVec3| if axis.dot(offset) < 0.0 { -axis } else { axis };
    let gap = |axis: DVec3| AxisGap {
        gap: turned_separation(half_a, half_b, axes_b, offset, towards_b(axis)),
        along: axis.dot(offset).abs(),
    };
    turned_axes(axes_b).into_iter().map(gap).collect()
}

/// The 15 axes of two turned boxes (A's frame): the face normals and the edges' cross products that are not
/// nearly parallel.
fn turned_axes(axes_b: DMat3) -> Vec<DVec3> {
    let mut axes: Vec<DVec3> = (0..3).flat_map(|i| [DVec3::AXES[i], axes_b.col(i)]).collect();
    for i in 0..3 {
        for j in 0..3 {
            let cross = DVec3::AXES[i].cross(axes_b.col(j));
            if cross.length() > 1e-9 {
                axes.push(cross.normalize());
            }
        }
    }
    axes
}

/// Signed distance from `point` (relative to a box's centre) to the box of half extents `half`: the distance
/// outside, minus the distance to the nearest face inside.
pub fn box_distance(point: DVec3, half: DVec3) -> f64 {
    let beyond = point.abs() - half;
    let outside = beyond.max(DVec3::ZERO);
    if outside != DVec3::ZERO { outside.length() } else { beyond.max_element() }
}

impl PairShapes {
    /// How far apart the shapes are with B's centre at `offset` from A's (box first for a box and a sphere):
    /// positive apart, negative overlapping (minus the depth). For boxes the largest gap along an axis.
    pub fn gap(&self, offset: DVec3) -> f64 {
        match *self {
            PairShapes::Spheres { reach } => offset.length() - reach,
            PairShapes::BoxSphere { half, radius } => box_distance(offset, half) - radius,
            PairShapes::Boxes { half } => (offset.abs() - half).max_element(),
            PairShapes::Turned { half_a, half_b, axes_b } => {
                turned_gaps(half_a, half_b, axes_b, offset).into_iter().map(|a| a.gap).fold(f64::NEG_INFINITY, f64::max)
            }
        }
    }

    /// The first fraction t ∈ [0, 1] at which the gap at `offset + motion·t` reaches zero, 0 when it starts at or
    /// below zero; `None` when it never does within the step.
    pub fn first_contact(&self, offset: DVec3, motion: DVec3) -> Option<f64> {
        if self.gap(offset) <= 0.0 {
            return Some(0.0);
        }
        let t = match *self {
            PairShapes::Spheres { reach } => entry_into_ball(offset, motion, reach),
            PairShapes::BoxSphere { half, radius } => entry_into_rounded_box(offset, motion, half, radius),
            PairShapes::Boxes { half } => entry_into_box(offset, motion, half),
            PairShapes::Turned { .. } => self.first_root(offset, motion),
        }?;
        (t <= 1.0).then_some(t)
    }

    /// The smallest gap along the straight path from `offset` over fractions [0, `until`]: the gap is convex
    /// along a line (a distance to a convex set, or a maximum of such), so a golden-section search finds it.
    pub fn least_gap(&self, offset: DVec3, motion: DVec3, until: f64) -> f64 {
        let gap = |t: f64| self.gap(offset + motion * t);
        let (mut low, mut high) = (0.0, until);
        let ratio = (5f64.sqrt() - 1.0) / 2.0;
        for _ in 0..200 {
            let (left, right) = (high - ratio * (high - low), low + ratio * (high - low));
            if gap(left) <= gap(right) { high = right } else { low = left }
        }
        gap(0.0).min(gap(until)).min(gap(0.5 * (low + high)))
    }
}

impl PairShapes {
    /// The first root of the gap along the path over the step, for a start apart: bisection before the least
    /// gap (the gap is convex along the path).
    fn first_root(&self, offset: DVec3, motion: DVec3) -> Option<f64> {
        let gap = |t: f64| self.gap(offset + motion * t);
        let (mut low, mut high) = (0.0, 1.0);
        let ratio = (5f64.sqrt() - 1.0) / 2.0;
        for _ in 0..200 {
            let (left, right) = (high - ratio * (high - low), low + ratio * (high - low));
            if gap(left) <= gap(right) { high = right } else { low = left }
        }
        let (mut apart, mut touching) = (0.0, 0.5 * (low + high));
        if gap(touching) > 0.0 {
            return None;
        }
        for _ in 0..200 {
            let middle = 0.5 * (apart + touching);
            if gap(middle) > 0.0 { apart = middle } else { touching = middle }
        }
        Some(touching)
    }
}

/// The first t ≥ 0 at which |start + motion·t| = radius for a start outside, from the closest approach and with
/// the smaller root as c / q, so that nothing cancels.
pub fn entry_into_ball(start: DVec3, motion: DVec3, radius: f64) -> Option<f64> {
    let a = motion.length_squared();
    let b = start.dot(motion);
    if a == 0.0 || b >= 0.0 {
        return None;
    }
    let closest = start - motion * (b / a);
    let discriminant = radius * radius - closest.length_squared();
    (discriminant >= 0.0).then(|| (start.length_squared() - radius * radius) / (-b + (a * discriminant).sqrt()))
}

/// The first t ≥ 0 at which `start + motion·t` enters the box of half extents `half` (slabs).
pub fn entry_into_box(start: DVec3, motion: DVec3, half: DVec3) -> Option<f64> {
    let (mut enter, mut leave) = (0.0f64, f64::INFINITY);
    for axis in 0..3 {
        let (p, m, h) = (start[axis], motion[axis], half[axis]);
        if m == 0.0 {
            if p.abs() > h {
                return None;
            }
            continue;
        }
        let (near, far) = ((-h - p) / m, (h - p) / m);
        enter = enter.max(near.min(far));
        leave = leave.min(near.max(far));
    }
    (enter <= leave).then_some(enter)
}

/// The first t at which `start + motion·t` comes within `radius` of the box: the earliest entry into any of the
/// pieces whose union is the rounded box (three boxes each grown along one axis, twelve edge cylinders and
/// eight corner balls).
pub fn entry_into_rounded_box(start: DVec3, motion: DVec3, half: DVec3, radius: f64) -> Option<f64> {
    let mut best: Option<f64> = None;
    let mut consider = |t: Option<f64>| {
        if let Some(t) = t {
            best = Some(best.map_or(t, |b| b.min(t)));
        }
    };
    for axis in 0..3 {
        let mut grown = half;
        grown[axis] += radius;
        consider(entry_into_box(start, motion, grown));
        let (u, v) = ((axis + 1) % 3, (axis + 2) % 3);
        for (su, sv) in [(1.0, 1.0), (1.0, -1.0), (-1.0, 1.0), (-1.0, -1.0)] {
            // the plane across the edge, as a ball's cross-section
            let across = DVec3::new(start[u] - su * half[u], start[v] - sv * half[v], 0.0);
            let t = entry_into_ball(across, DVec3::new(motion[u], motion[v], 0.0), radius);
            consider(t.filter(|t| (start[axis] + motion[axis] * t).abs() <= half[axis]));
        }
    }
    for corner in 0..8 {
        let signs = DVec3::new(
            if corner & 1 == 0 { 1.0 } else { -1.0 },
            if corner & 2 == 0 { 1.0 } else { -1.0 },
            if corner & 4 == 0 { 1.0 } else { -1.0 },
        );
        consider(entry_into_ball(start - signs * half, motion, radius));
    }
    best
}
