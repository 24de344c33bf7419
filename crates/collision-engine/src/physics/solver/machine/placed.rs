//! A machine joint's rows built where its bodies are: which rows each kind is made of, and their errors.

use crate::bevy_prelude::*;

use crate::physics::joints::{Hinge, JointKind};
use crate::physics::solver::joint_row::{BodyPlaces, RowEnd, line_between};
use crate::physics::solver::lever::{InverseMasses, Lever, PairVelocity};
use crate::physics::solver::machine::blocks::{Inertias, MOST_ROWS, RowBlock, RowValues};
use crate::physics::solver::machine::lines::{AxisRow, PulleyRow};
use crate::physics::solver::machine::pass::MachinePass;
use crate::physics::solver::machine::row_impulses::{RowImpulses, block_layout};
use crate::physics::solver::softness::Softness;

/// How many times a joint with limits or a motor goes over its rows in a solve.
const AXIS_PASSES: usize = 16;

/// The rows of a machine joint where its bodies are now.
#[derive(Clone, Copy, Debug, Default)]
pub struct Rows {
    /// The rows that hold it together, solved at once: a pin's, hinge's or weld's point (its first three) or a
    /// slider's two across its axis, then the turning held (a hinge's two rows, a slider's or hard weld's three).
    block: RowBlock<MOST_ROWS>,
    /// How many of `block`'s rows are along a direction (the others are about one).
    linear_rows: usize,
    /// A soft weld's turning, bent with its spring's softness.
    bent: Option<RowBlock<3>>,
    /// A hinge's or slider's axis, for its limits and motor.
    axis: Option<AxisRow>,
    pulley: Option<PulleyRow>,
}

/// What a joint's impulses held B with in a substep (N·s, N·m·s), and whether it held at all.
pub struct Held {
    pub force: Vec3,
    pub torque: Vec3,
    pub acting: bool,
}

/// Two unit vectors across the unit `axis`, and the axis: a right-handed frame.
fn across(axis: Vec3) -> [Vec3; 2] {
    let first = axis.any_orthonormal_vector();
    [first, axis.cross(first)]
}

/// The turn (rad, a scaled axis in world axes) that B, turned `b`, is off where it belongs against A, turned `a`,
/// at `rest`: twice the vector part of the quaternion between them.
fn turn_error(a: Quat, b: Quat, rest: Quat) -> Vec3 {
    let off = b * (a * rest).inverse();
    let off = if off.w < 0.0 { -off } else { off };
    2.0 * Vec3::new(off.x, off.y, off.z)
}

/// The three rows that hold B's anchor on A's, along the world's axes, acting at the point halfway between the
/// anchors (at `arms` from the centres, `separation` apart): however far apart the anchors are, a pair of their
/// impulses turns the two bodies together by nothing, so the joint keeps their angular momentum. Their errors
/// are the separation's components.
fn point_levers(arms: [Vec3; 2], separation: Vec3, inertias: (&Mat3, &Mat3)) -> [Lever; 3] {
    let arms = (arms[0] + 0.5 * separation, arms[1] - 0.5 * separation);
    [Vec3::X, Vec3::Y, Vec3::Z].map(|axis| Lever::new(axis, arms, inertias))
}

/// The rows that hold the turning about the world's axes, for a turn error of a scaled axis.
fn turn_levers(inertias: (&Mat3, &Mat3)) -> [Lever; 3] {
    [Vec3::X, Vec3::Y, Vec3::Z].map(|axis| Lever::about(axis, inertias))
}

/// The rows that hold a joint together as they are gathered, and their errors.
#[derive(Default)]
struct GatheredRows {
    levers: [Lever; MOST_ROWS],
    error: RowValues,
    rows: usize,
}

impl GatheredRows {
    /// Adds `levers` with their `errors`.
    fn add(&mut self, levers: &[Lever], errors: &[f32]) {
        let (from, to) = (self.rows, self.rows + levers.len());
        self.levers[from..to].copy_from_slice(levers);
        self.error[from..to].copy_from_slice(errors);
        self.rows = to;
    }
}

/// A hinge's two rows that hold B's turning about the axes across A's axis, their errors, and the angle B has
/// turned about the axis from where it rests.
fn hinge_turning(hinge: &Hinge, turned: [Quat; 2], inertias: (&Mat3, &Mat3)) -> ([Lever; 2], [f32; 2], f32) {
    let axis = turned[0] * hinge.axis;
    let [first, second] = across(hinge.axis);
    let on_b = |v: Vec3| turned[1] * (hinge.rest.inverse() * v);
    let (first_b, second_b) = (on_b(first), on_b(second));
    let levers = [first_b.cross(axis), second_b.cross(axis)].map(|about| Lever::about(about, inertias));
    let first_a = turned[0] * first;
    let angle = first_a.cross(first_b).dot(axis).atan2(first_a.dot(first_b));
    (levers, [axis.dot(first_b), axis.dot(second_b)], angle)
}

impl Rows {
    /// The rows of a joint of `kind` between `ends`, its bodies as `places` has them.
    pub fn placed(
        kind: &JointKind,
        (ends, places): (&[RowEnd; 2], BodyPlaces),
        body: (InverseMasses, &Inertias),
    ) -> Self {
        let (masses, inertias) = body;
        let (separation, arms) = line_between(ends, places);
        let turned = ends.map(|end| end.body.map_or(Quat::IDENTITY, |k| places.rotations[k as usize]));
        let refs = (&inertias.a, &inertias.b);
        let (linear_rows, _) = block_layout(kind);
        let (mut rows, mut gathered) = (Rows { linear_rows, ..Rows::default() }, GatheredRows::default());
        if matches!(kind, JointKind::Pin | JointKind::Weld(_) | JointKind::Hinge(_)) {
            gathered.add(&point_levers(arms, separation, refs), &separation.to_array());
        }
        match *kind {
            JointKind::Weld(weld) => {
                let turn = turn_error(turned[0], turned[1], weld.rest).to_array();
                match weld.spring {
                    Some(_) => rows.bent = Some(RowBlock::new(&turn_levers(refs), &turn, masses)),
                    None => gathered.add(&turn_levers(refs), &turn),
                }
            }
            JointKind::Hinge(hinge) => {
                let (levers, error, angle) = hinge_turning(&hinge, turned, refs);
                gathered.add(&levers, &error);
                if hinge.limits.is_some() || hinge.motor.is_some() {
                    rows.axis = Some(AxisRow::new(Lever::about(turned[0] * hinge.axis, refs), angle, masses));
                }
            }
            JointKind::Slider(slider) => {
                // A's lever reaches to B's anchor: where the rows act
                let reach = (arms[0] + separation, arms[1]);
                let axis = turned[0] * slider.axis;
                let [first, second] = across(slider.axis).map(|v| turned[0] * v);
                let levers = [Lever::new(first, reach, refs), Lever::new(second, reach, refs)];
                gathered.add(&levers, &[first.dot(separation), second.dot(separation)]);
                gathered.add(&turn_levers(refs), &turn_error(turned[0], turned[1], slider.rest).to_array());
                if slider.limits.is_some() || slider.motor.is_some() {
                    rows.axis = Some(AxisRow::new(Lever::new(axis, reach, refs), axis.dot(separation), masses));
                }
            }
            JointKind::Pulley(pulley) => {
                let anchors = ends.map(|end| end.anchor_in(places));
                rows.pulley = Some(PulleyRow::new(&pulley, (anchors, arms), body));
            }
            JointKind::Pin | JointKind::Rod { .. } | JointKind::String { .. } | JointKind::Spring { .. } => {}
        }
        rows.block = RowBlock::new(&gathered.levers[..gathered.rows], &gathered.error[..gathered.rows], masses);
        rows
    }

    /// Gives the bodies `impulses` again (warm starting).
    pub fn give(&self, v: &mut PairVelocity, impulses: &RowImpulses, masses: InverseMasses) {
        if let Some(axis) = &self.axis {
            axis.lever.push(v, masses, impulses.motor + impulses.limits[0] - impulses.limits[1]);
        }
        if let Some(bent) = &self.bent {
            bent.push(v, &impulses.bent.to_array(), masses);
        }
        self.block.push(v, &impulses.block, masses);
        if let Some(pulley) = &self.pulley {
            pulley.pull(v, impulses.pulley, masses);
        }
    }

    /// One solve of every row in `pass`: the motor first, then the limits, a soft weld's turning, and the rows
    /// that hold the joint together last, so that they have the last word. Returns how far those were from their
    /// targets before it (m/s or rad/s).
    pub fn solve(
        &self,
        v: &mut PairVelocity,
        impulses: &mut RowImpulses,
        (kind, pass): (&JointKind, &MachinePass),
        masses: InverseMasses,
    ) -> f32 {
        let soft = if pass.relax { Softness::HARD } else { pass.soft };
        let (limits, motor) = match kind {
            JointKind::Hinge(hinge) => (hinge.limits, hinge.motor),
            JointKind::Slider(slider) => (slider.limits, slider.motor),
            _ => (None, None),
        };
        if let Some(axis) = &self.axis {
            if let Some(motor) = &motor {
                axis.drive(v, &mut impulses.motor, (motor, pass.h), masses);
            }
            if let Some(limits) = &limits {
                axis.limit(v, &mut impulses.limits, (limits, &soft, pass.h), masses);
            }
        }
        if let (Some(bent), JointKind::Weld(weld)) = (&self.bent, kind) {
            let spring = weld.spring.map_or(soft, |spring| Softness::new(spring.hertz, spring.damping_ratio, pass.h));
            let mut about = impulses.bent.to_array();
            bent.solve(v, &mut about, &spring, masses);
            impulses.bent = Vec3::from_array(about);
        }
        let off = match self.block.rows() {
            0 => 0.0,
            _ => self.block.solve(v, &mut impulses.block, &Softness::HARD, masses),
        };
        if let Some(pulley) = &self.pulley {
            pulley.solve(v, &mut impulses.pulley, (&soft, pass.h), masses);
        }
        off
    }

    /// Gives `shift` the turns (rad, scaled axes) and moves (m) of the two bodies that close the errors of the
    /// rows that hold the joint together, were the rows straight lines: the position pass's step.
    pub fn close(&self, shift: &mut PairVelocity, masses: InverseMasses) {
        if self.block.rows() > 0 {
            let closing = Softness { bias_rate: 1.0, ..Softness::HARD };
            self.block.solve(shift, &mut [0.0; MOST_ROWS], &closing, masses);
        }
    }

    /// What `impulses` hold B with: the force at its anchor and the torque.
    pub fn held(&self, impulses: &RowImpulses) -> Held {
        let mut held = Held { force: Vec3::ZERO, torque: Vec3::ZERO, acting: true };
        let bent = self.bent.iter().flat_map(|bent| bent.levers().iter().zip(impulses.bent.to_array()));
        for (lever, impulse) in self.block.levers().iter().zip(impulses.block).chain(bent) {
            match lever.direction() == Vec3::ZERO {
                // a row about an axis: a torque about it
                true => held.torque += lever.levers().1 * impulse,
                false => held.force += lever.direction() * impulse,
            }
        }
        if let Some(axis) = &self.axis {
            let along = impulses.motor + impulses.limits[0] - impulses.limits[1];
            match axis.lever.direction() == Vec3::ZERO {
                true => held.torque += axis.lever.levers().1 * along,
                false => held.force += axis.lever.direction() * along,
            }
        }
        if let Some(pulley) = &self.pulley {
            held.acting = impulses.pulley > 0.0 || pulley.stretch >= 0.0;
        }
        held
    }

    /// How many times a solve goes over its rows: a joint with limits or a motor [`AXIS_PASSES`] times, so that
    /// the stop at a limit and the axle agree (a bar swinging into its limit would otherwise stop about the axle
    /// and pull its peg off it); a soft weld twice, so that its point and its bending agree; the others once.
    pub fn passes(&self) -> usize {
        match (self.axis.is_some(), self.bent.is_some()) {
            (true, _) => AXIS_PASSES,
            (false, true) => 2,
            (false, false) => 1,
        }
    }

    /// How fast B turns or slides against A about or along the axis (0 without one).
    pub fn axis_speed(&self, v: &PairVelocity) -> f32 {
        self.axis.as_ref().map_or(0.0, |axis| axis.lever.speed(v))
    }

    /// How far the joint is off where it holds B (m): its point's error, a slider's across its axis, a pulley's
    /// stretch.
    pub fn error(&self) -> f32 {
        let block = self.block.error(0..self.linear_rows);
        let pulley = self.pulley.as_ref().map_or(0.0, |pulley| pulley.stretch.max(0.0));
        block.max(pulley)
    }
}
