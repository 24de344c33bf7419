//! When a pair meets if one of its bodies is a box that turns: conservative advancement. No point of a body
//! moves faster than its centre plus its angular speed times its reach (the distance of its farthest corner), so
//! two bodies a gap g apart along an axis cannot meet sooner than g divided by how fast their centres close along
//! it plus those reaches; the pair is moved on by that much, the gap read again, and so on until they touch. A box spinning at any speed cannot skip a thin
//! wall between two looks, as a cast at one orientation would let it.

use crate::bevy_prelude::*;
use crate::geometry::cast::ShapeCast;
use crate::geometry::gap::gap_placed;
use crate::geometry::placed::{Placed, contact_placed_within};
use crate::geometry::shape::Shape;
use crate::physics::ccd::mover::Mover;
use crate::physics::free_turn::turned;
use crate::physics::principal::PrincipalInertia;

/// The gap (m) at which a turning box counts as meeting what it closes on.
const TOUCH_GAP: f32 = 1e-4;

/// The most advances one cast takes; a pair still apart after them meets where the last advance left it.
const MOST_ADVANCES: usize = 256;

/// A body's motion over a stretch of a step as a turning cast follows it: from `start` its centre moves on by
/// `motion` in a straight line while it turns from angular velocity `spin`, keeping its angular momentum when
/// `free_inverse_inertia` (its inverse moments about its principal axes) is set, at a constant rate otherwise.
#[derive(Clone, Debug, PartialEq)]
pub struct TurningFlight {
    /// The body where and as it is when the stretch begins.
    pub start: Placed,
    /// How far its centre moves over the stretch (m).
    pub motion: Vec3,
    /// Its angular velocity when the stretch begins (rad/s).
    pub spin: Vec3,
    /// Its inverse moments about its principal axes when it keeps its angular momentum as it turns, else none.
    pub free_inverse_inertia: PrincipalInertia,
    /// How long the stretch lasts (s).
    pub duration: f32,
}

impl TurningFlight {
    /// Whether its shape changes as it turns: any but a ball turning (a ball looks the same however it turns).
    pub fn turns_its_shape(&self) -> bool {
        !matches!(self.start.shape, Shape::Sphere { .. }) && self.spin != Vec3::ZERO
    }

    /// The body at `fraction` ∈ [0, 1] of the stretch, and its angular velocity there.
    pub fn at(&self, fraction: f32) -> (Placed, Vec3) {
        let time = fraction * self.duration;
        let (rotation, spin) = if self.free_inverse_inertia.is_none() {
            (turned(self.start.rotation, self.spin, time), self.spin)
        } else {
            self.free_inverse_inertia.turned_freely(self.start.rotation, self.spin, time)
        };
        (Placed::new(self.start.shape.clone(), self.start.center + self.motion * fraction, rotation), spin)
    }

    /// How far any point of its shape may move by turning over the whole stretch (m): a tumbling box keeps its
    /// angular momentum L, so it turns no faster than |L| times its largest inverse moment.
    fn turning_reach(&self) -> f32 {
        if !self.turns_its_shape() {
            return 0.0;
        }
        let mut fastest = self.spin.length();
        let inertia = self.free_inverse_inertia;
        if !inertia.is_none() {
            let momentum = (inertia.frame(self.start.rotation).inverse() * self.spin) / inertia.inverse;
            fastest = fastest.max(momentum.length() * inertia.inverse.max_element());
        }
        fastest * self.start.shape.bounding_radius() * self.duration
    }

    /// The velocity (m/s) of its point at `point` at `fraction` of the stretch.
    fn point_velocity(&self, point: Vec3, fraction: f32) -> Vec3 {
        let (placed, spin) = self.at(fraction);
        let turning = if self.turns_its_shape() { spin.cross(point - placed.center) } else { Vec3::ZERO };
        self.motion / self.duration + turning
    }
}

/// The first meeting of two turning flights within their stretch, as a cast reports it (its fraction of the
/// stretch, the normal from A to B and the point on A).
pub fn cast_turning(a: &TurningFlight, b: &TurningFlight) -> Option<ShapeCast> {
    if a.duration <= 0.0 || b.duration <= 0.0 {
        return None;
    }
    let turning = a.turning_reach() + b.turning_reach();
    let mut fraction = 0.0;
    for _ in 0..MOST_ADVANCES {
        let gap = gap_placed(&a.at(fraction).0, &b.at(fraction).0);
        // touching where they part (the corner a hit just sent back): on, until another part closes in
        if gap.distance <= TOUCH_GAP
            && let Some(cast) = meeting((a, b), fraction, 2.0 * TOUCH_GAP)
            && closing_at_meeting((a, b), &cast) > 0.0
        {
            return Some(cast);
        }
        // along the gap's axis they close no faster than their centres do along it plus their turning reach
        let closing = (a.motion - b.motion).dot(gap.axis).max(0.0) + turning;
        if closing <= 0.0 {
            return None;
        }
        fraction += gap.distance.max(TOUCH_GAP) / closing;
        if fraction >= 1.0 {
            return None;
        }
    }
    let gap = gap_placed(&a.at(fraction).0, &b.at(fraction).0);
    let cast = meeting((a, b), fraction, gap.distance.max(0.0) + TOUCH_GAP)?;
    (closing_at_meeting((a, b), &cast) > 0.0).then_some(cast)
}

/// The flights' contact at `fraction` if they are no more than `margin` apart there.
fn meeting((a, b): (&TurningFlight, &TurningFlight), fraction: f32, margin: f32) -> Option<ShapeCast> {
    let (placed_a, placed_b) = (a.at(fraction).0, b.at(fraction).0);
    let contact = contact_placed_within(&placed_a, &placed_b, margin)?;
    Some(ShapeCast { fraction, normal: contact.normal, point: placed_a.center + contact.local_a })
}

/// How fast A's point of `cast` closes on B's along its normal (m/s, positive closing).
pub fn closing_at_meeting((a, b): (&TurningFlight, &TurningFlight), cast: &ShapeCast) -> f32 {
    (a.point_velocity(cast.point, cast.fraction) - b.point_velocity(cast.point, cast.fraction)).dot(cast.normal)
}

impl Mover {
    /// Whether its shape changes as it turns within the step: any but a ball turning.
    pub fn turns_its_shape(&self) -> bool {
        !matches!(self.shape, Shape::Sphere { .. }) && !self.frozen && self.angular_velocity != glam::DVec3::ZERO
    }

    /// Its motion from `from` to the end of the step of `dt` seconds.
    pub fn flight_from(&self, from: f32, dt: f32) -> TurningFlight {
        let (rate, free_inverse_inertia) = match self.frozen {
            true => (Vec3::ZERO, PrincipalInertia::NONE),
            false => (self.rate, self.free_inverse_inertia),
        };
        let spin = if self.frozen { Vec3::ZERO } else { self.angular_velocity_at(from, dt).as_vec3() };
        TurningFlight {
            start: self.placed(from, dt),
            motion: rate * (1.0 - from),
            spin,
            free_inverse_inertia,
            duration: (1.0 - from) * dt,
        }
    }
}
