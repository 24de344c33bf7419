//! What every answer must satisfy, stated against the exact reference in units of the rounding of the inputs.
//!
//! The rounding unit of a case is `f32::EPSILON` times the sum of the magnitudes the function works with in
//! its own frame: the offset between the centres, the sizes and the motions (world coordinates do not enter:
//! subtracting two nearby coordinates is exact). Answers in world coordinates (a contact point) also carry the
//! rounding of those coordinates.

use glam::{DMat3, DVec3, Vec3};

use crate::reference::{PairShapes, box_distance, turned_gaps, turned_separation};

/// How many rounding units an answer may be off: the roundings along the longest chain of operations, with
/// the few units of margin the sphere-box cast allows a start on the surface. (4 fails on about one case in
/// 10⁵, all starts within that margin; 8 passes millions.)
pub const UNITS: f64 = 8.0;

/// How far a returned normal's length may be from 1.
pub const UNIT_LENGTH: f64 = 4.0 * f32::EPSILON as f64;

/// The rounding unit of magnitudes `magnitudes`.
pub fn rounding(magnitudes: &[f64]) -> f64 {
    f32::EPSILON as f64 * magnitudes.iter().sum::<f64>().max(f64::MIN_POSITIVE)
}

/// A shape on its own, for checking that a point lies on its surface.
#[derive(Clone, Copy, Debug)]
pub enum Solid {
    Ball(f64),
    Block(DVec3),
    /// A box turned: half extents and its axes (columns) in the frame its points are given in.
    Turned(DVec3, DMat3),
}

impl Solid {
    /// Signed distance from `point` (relative to the centre) to the surface.
    pub fn surface_distance(&self, point: DVec3) -> f64 {
        match *self {
            Solid::Ball(radius) => point.length() - radius,
            Solid::Block(half) => box_distance(point, half),
            Solid::Turned(half, axes) => box_distance(axes.transpose() * point, half),
        }
    }
}

/// A normal's basic promise: finite and of unit length.
pub fn unit_normal(normal: Vec3) -> Result<(), String> {
    let length = normal.as_dvec3().length();
    if normal.is_finite() && (length - 1.0).abs() <= UNIT_LENGTH {
        Ok(())
    } else {
        Err(format!("normal {normal} is not a finite unit vector (length {length})"))
    }
}

impl PairShapes {
    /// Whether `normal` (A → B) is right for B's centre at `offset` from A's, to within `u`: along the offset for
    /// spheres; from the box's closest point for a box and a sphere; a face axis the shapes are closest across
    /// for two boxes (and, where the closest point is within rounding of a face, edge or corner, any direction
    /// between the faces that meet there).
    pub fn normal_fits(&self, offset: DVec3, normal: DVec3, u: f64) -> bool {
        let slack = UNITS * u;
        let along = |direction: DVec3, length: f64| (normal - direction).length() <= slack / length + 1e-5;
        match *self {
            PairShapes::Spheres { .. } => {
                let length = offset.length();
                length <= 64.0 * slack || along(offset / length, length)
            }
            PairShapes::BoxSphere { half, .. } => {
                let outward = offset - offset.clamp(-half, half);
                let length = outward.length();
                if length > 64.0 * slack {
                    along(outward / length, length)
                } else {
                    between_faces(offset, half, normal, slack)
                }
            }
            PairShapes::Boxes { half } => {
                between_faces(offset, half, normal, slack) && normal.abs().max_element() >= 1.0 - 1e-6
            }
            // no direction separates turned boxes further than the deciding axis: the normal must do as well
            PairShapes::Turned { half_a, half_b, axes_b } => {
                turned_separation(half_a, half_b, axes_b, offset, normal) >= self.gap(offset) - slack
            }
        }
    }
}

impl PairShapes {
    /// The length the normal's direction is taken from: an error of the rounding in the offset turns the normal
    /// by that error over this length (infinite where the normal is a face axis, exact).
    fn normal_scale(&self, offset: DVec3) -> f64 {
        match *self {
            PairShapes::Spheres { .. } => offset.length(),
            PairShapes::BoxSphere { half, .. } => match (offset - offset.clamp(-half, half)).length() {
                0.0 => f64::INFINITY,
                outward => outward,
            },
            PairShapes::Boxes { .. } | PairShapes::Turned { .. } => f64::INFINITY,
        }
    }

    /// Whether the face axis the normal is taken from is a tie to within `slack`.
    fn normal_is_unsure(&self, offset: DVec3, slack: f64) -> bool {
        let half = match *self {
            PairShapes::Spheres { .. } => return false,
            PairShapes::Turned { half_a, half_b, axes_b } => {
                // the two largest gaps over the 15 axes as near as the rounding, or B's centre as near the middle
                let mut gaps = turned_gaps(half_a, half_b, axes_b, offset);
                gaps.sort_by(|a, b| b.gap.total_cmp(&a.gap));
                return gaps[0].gap - gaps[1].gap <= slack || gaps[0].along <= slack;
            }
            PairShapes::BoxSphere { half, .. } | PairShapes::Boxes { half } => half,
        };
        let depth = half - offset.abs();
        let axis = depth.min_position();
        let mut depths = depth.to_array();
        depths.sort_by(f64::total_cmp);
        // two axes as shallow, or the shallowest's two sides as near (the centre within rounding of the middle)
        depths[0] >= 0.0 && (depths[1] - depths[0] <= slack || offset[axis].abs() <= slack)
    }
}

/// Whether `normal` points between the faces of a box (half extents `half`) that `offset` is nearest to, to
/// within `slack`: no component along an axis that is not among them, none against the side `offset` is on.
fn between_faces(offset: DVec3, half: DVec3, normal: DVec3, slack: f64) -> bool {
    let beyond = offset.abs() - half;
    let outside = beyond.max(DVec3::ZERO);
    let nearest = |axis: usize| {
        if outside != DVec3::ZERO { beyond[axis] >= -slack } else { beyond[axis] >= beyond.max_element() - slack }
    };
    (0..3).all(|axis| {
        let component = normal[axis];
        if !nearest(axis) {
            component.abs() <= 1e-5
        } else if offset[axis].abs() <= slack {
            true
        } else {
            component * offset[axis].signum() >= -1e-5
        }
    })
}

/// A cast's answer in the reference's terms: the fraction, the normal A → B, the world point.
pub struct CastAnswer {
    pub fraction: f64,
    pub normal: Vec3,
}

/// The rules for a cast of B, `offset` from A at the start and moving by `motion` relative to it: a hit reported
/// at t has the shapes touching at t (to within the rounding) without having overlapped deeper before; a miss
/// never overlaps deeper than the rounding; a start already overlapping hits at 0 while it approaches and not
/// while it parts; the normal fits the shapes at t.
pub fn check_cast(
    shapes: &PairShapes,
    offset: DVec3,
    motion: DVec3,
    answer: Option<CastAnswer>,
    u: f64,
) -> Result<(), String> {
    let slack = UNITS * u;
    let start_gap = shapes.gap(offset);
    if start_gap < -slack {
        return overlapping_start(shapes, (offset, motion), answer, u);
    }
    match answer {
        Some(a) => {
            if !(0.0..=1.0).contains(&a.fraction) {
                return Err(format!("fraction {} outside the step", a.fraction));
            }
            let at = offset + motion * a.fraction;
            let gap = shapes.gap(at);
            if gap.abs() > slack {
                return Err(format!("hit at {} where the gap is {gap} (allowed {slack})", a.fraction));
            }
            let deepest = shapes.least_gap(offset, motion, a.fraction);
            if deepest < -slack {
                return Err(format!("hit at {} after overlapping by {deepest} on the way", a.fraction));
            }
            normal_check(shapes, at, a.normal, u)
        }
        None => {
            // no deeper than the rounding past where it started (a start overlapping by less than the rounding
            // may slide along the surface)
            let deepest = shapes.least_gap(offset, motion, 1.0);
            let first = shapes.first_contact(offset, motion);
            let allowed = start_gap.min(0.0) - slack;
            (deepest >= allowed).then_some(()).ok_or(format!("missed: overlaps by {deepest}, first contact {first:?}"))
        }
    }
}

/// A start overlapping by more than the rounding: a hit at 0 while the overlap deepens, none while it
/// shrinks; when the motion runs along the surface to within the rounding of the normal, either.
fn overlapping_start(
    shapes: &PairShapes,
    (offset, motion): (DVec3, DVec3),
    answer: Option<CastAnswer>,
    u: f64,
) -> Result<(), String> {
    let slack = UNITS * u;
    let length = motion.length();
    // how fast the gap changes, per metre of motion: −1 straight in, +1 straight out
    let probe = (slack / length.max(f64::MIN_POSITIVE)).min(1.0);
    let rate = (shapes.gap(offset + motion * probe) - shapes.gap(offset)) / (probe * length).max(f64::MIN_POSITIVE);
    let unsure = shapes.normal_is_unsure(offset, slack) || rate.abs() <= slack / shapes.normal_scale(offset) + 1e-5;
    match answer {
        Some(a) if a.fraction != 0.0 => Err(format!("overlapping at the start, hit at {}", a.fraction)),
        Some(a) if rate < 0.0 || unsure => normal_check(shapes, offset, a.normal, u),
        Some(_) => Err(format!("overlapping and parting (the gap grows at {rate} per metre), yet a hit")),
        None if rate >= 0.0 || unsure => Ok(()),
        None => Err(format!("overlapping and approaching (the gap shrinks at {rate} per metre), no hit")),
    }
}

fn normal_check(shapes: &PairShapes, offset: DVec3, normal: Vec3, u: f64) -> Result<(), String> {
    unit_normal(normal)?;
    let fits = shapes.normal_fits(offset, normal.as_dvec3(), u);
    fits.then_some(()).ok_or(format!("normal {normal} does not fit the shapes at offset {offset}"))
}

/// A contact's answer in the reference's terms.
pub struct ContactAnswer {
    pub penetration: f64,
    pub normal: Vec3,
    pub local_a: DVec3,
    pub local_b: DVec3,
}

/// The rules for a contact of B at `offset` from A: a contact exactly when the shapes overlap by more than the
/// rounding, none when they are apart by more; its depth is the overlap, moving B by normal × depth separates
/// them, and each point lies on its own shape's surface.
pub fn check_contact(
    shapes: &PairShapes,
    solids: (Solid, Solid),
    offset: DVec3,
    answer: Option<ContactAnswer>,
    u: f64,
) -> Result<(), String> {
    let slack = UNITS * u;
    let gap = shapes.gap(offset);
    let Some(c) = answer else {
        return (gap >= -slack).then_some(()).ok_or(format!("no contact where they overlap by {}", -gap));
    };
    if gap > slack {
        return Err(format!("a contact where they are {gap} apart"));
    }
    if (c.penetration + gap).abs() > slack {
        return Err(format!("penetration {} where they overlap by {}", c.penetration, -gap));
    }
    normal_check(shapes, offset, c.normal, u)?;
    let separated = shapes.gap(offset + c.normal.as_dvec3() * c.penetration);
    if separated.abs() > slack {
        return Err(format!("moving B by normal × penetration leaves a gap of {separated}"));
    }
    let (on_a, on_b) = (solids.0.surface_distance(c.local_a), solids.1.surface_distance(c.local_b));
    if on_a.abs() > slack || on_b.abs() > slack {
        return Err(format!("points {} and {} are {on_a} and {on_b} off their surfaces", c.local_a, c.local_b));
    }
    Ok(())
}

/// One moving shape of a cast: its surface, centre and motion over the step.
#[derive(Clone, Copy)]
pub struct Mover {
    pub solid: Solid,
    pub center: Vec3,
    pub motion: Vec3,
}

impl Mover {
    /// Signed distance from world `point` to the surface at fraction `t` of the step.
    fn surface_distance(&self, point: Vec3, t: f64) -> f64 {
        let center = self.center.as_dvec3() + self.motion.as_dvec3() * t;
        self.solid.surface_distance(point.as_dvec3() - center)
    }
}

/// A cast's point, where the shapes touch at fraction `t`, lies on both surfaces to within the rounding `u` of
/// the case and that of the world coordinates.
pub fn point_on_both(point: Vec3, a: &Mover, b: &Mover, t: f64, u: f64) -> Result<(), String> {
    let world = [a.center, b.center, point, a.center + a.motion, b.center + b.motion];
    let largest = world.iter().map(|v| v.abs().max_element() as f64).fold(0.0, f64::max);
    let slack = UNITS * (u + rounding(&[largest]));
    let (on_a, on_b) = (a.surface_distance(point, t), b.surface_distance(point, t));
    if !point.is_finite() || on_a.abs() > slack || on_b.abs() > slack {
        return Err(format!("point {point} is {on_a} off A's surface and {on_b} off B's at {t} (allowed {slack})"));
    }
    Ok(())
}
