//! A machine joint's rows built where its bodies are: which blocks each kind is made of, and their errors.

use crate::bevy_prelude::*;

use crate::physics::joints::{JointImpulses, JointKind};
use crate::physics::solver::joint_row::{BodyPlaces, RowEnd, line_between};
use crate::physics::solver::lever::{InverseMasses, Lever, PairVelocity};
use crate::physics::solver::machine::blocks::{Inertias, PointBlock, TurnBlock};
use crate::physics::solver::machine::lines::{AcrossBlock, AxisRow, PulleyRow};
use crate::physics::solver::machine::pass::MachinePass;
use crate::physics::solver::softness::Softness;

/// The blocks of a machine joint where its bodies are now: those of its kind, the others `None`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Rows {
    /// A pin's, hinge's or weld's point.
    point: Option<PointBlock>,
    /// A slider's two rows across its axis.
    across: Option<AcrossBlock>,
    /// A hinge's two turning rows, a weld's or slider's three.
    turn: Option<TurnBlock>,
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

impl Rows {
    /// The rows of a joint of `kind` between `ends`, its bodies as `places` has them.
    pub fn placed(
        kind: &JointKind,
        (ends, places): (&[RowEnd; 2], BodyPlaces),
        body: (InverseMasses, &Inertias),
    ) -> Self {
        let (masses, inertias) = body;
        let (separation, arms) = line_between(ends, places);
        let [turned_a, turned_b] = ends.map(|end| end.body.map_or(Quat::IDENTITY, |k| places.rotations[k as usize]));
        let inertia_refs = (&inertias.a, &inertias.b);
        let mut rows = Rows::default();
        match *kind {
            JointKind::Pin => rows.point = Some(PointBlock::new(arms, separation, masses, inertias)),
            JointKind::Weld(weld) => {
                rows.point = Some(PointBlock::new(arms, separation, masses, inertias));
                rows.turn = Some(TurnBlock::all(turn_error(turned_a, turned_b, weld.rest), inertias));
            }
            JointKind::Hinge(hinge) => {
                rows.point = Some(PointBlock::new(arms, separation, masses, inertias));
                let axis = turned_a * hinge.axis;
                let [first, second] = across(hinge.axis);
                let on_b = |v: Vec3| turned_b * (hinge.rest.inverse() * v);
                let (first_b, second_b) = (on_b(first), on_b(second));
                let axes = [first_b.cross(axis), second_b.cross(axis)];
                let error = Vec3::new(axis.dot(first_b), axis.dot(second_b), 0.0);
                rows.turn = Some(TurnBlock::two(axes, error, inertias));
                if hinge.limits.is_some() || hinge.motor.is_some() {
                    let first_a = turned_a * first;
                    let angle = first_a.cross(first_b).dot(axis).atan2(first_a.dot(first_b));
                    rows.axis = Some(AxisRow::new(Lever::about(axis, inertia_refs), angle, masses));
                }
            }
            JointKind::Slider(slider) => {
                let axis = turned_a * slider.axis;
                let [first, second] = across(slider.axis).map(|v| turned_a * v);
                // A's lever reaches to B's anchor: where the rows act
                let reach = (arms[0] + separation, arms[1]);
                let levers = [Lever::new(first, reach, inertia_refs), Lever::new(second, reach, inertia_refs)];
                let error = Vec2::new(first.dot(separation), second.dot(separation));
                rows.across = Some(AcrossBlock::new(levers, error, masses));
                rows.turn = Some(TurnBlock::all(turn_error(turned_a, turned_b, slider.rest), inertias));
                if slider.limits.is_some() || slider.motor.is_some() {
                    let lever = Lever::new(axis, reach, inertia_refs);
                    rows.axis = Some(AxisRow::new(lever, axis.dot(separation), masses));
                }
            }
            JointKind::Pulley(pulley) => {
                let anchors = ends.map(|end| end.anchor_in(places));
                rows.pulley = Some(PulleyRow::new(&pulley, (anchors, arms), body));
            }
            JointKind::Rod { .. } | JointKind::String { .. } | JointKind::Spring { .. } => {}
        }
        rows
    }

    /// Gives the bodies `impulses` again (warm starting).
    pub fn give(&self, v: &mut PairVelocity, impulses: &JointImpulses, (masses, inertias): (InverseMasses, &Inertias)) {
        if let Some(axis) = &self.axis {
            axis.lever.push(v, masses, impulses.motor + impulses.limits[0] - impulses.limits[1]);
        }
        if let Some(turn) = &self.turn {
            turn.push(v, impulses.angular, inertias);
        }
        if let Some(across) = &self.across {
            across.push(v, impulses.linear.truncate(), masses);
        }
        if let Some(point) = &self.point {
            point.push(v, impulses.linear, masses, inertias);
        }
        if let Some(pulley) = &self.pulley {
            pulley.pull(v, impulses.pulley, masses);
        }
    }

    /// One solve of every row in `pass`: the motor first, then the limits, the turning and the point last, so
    /// that what holds the joint together has the last word.
    pub fn solve(
        &self,
        v: &mut PairVelocity,
        impulses: &mut JointImpulses,
        (kind, pass): (&JointKind, &MachinePass),
        (masses, inertias): (InverseMasses, &Inertias),
    ) {
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
        if let Some(turn) = &self.turn {
            let turn_soft = match kind {
                JointKind::Weld(weld) => {
                    weld.spring.map_or(soft, |spring| Softness::new(spring.hertz, spring.damping_ratio, pass.h))
                }
                _ => soft,
            };
            turn.solve(v, &mut impulses.angular, &turn_soft, inertias);
        }
        if let Some(across) = &self.across {
            let mut linear = impulses.linear.truncate();
            across.solve(v, &mut linear, &soft, masses);
            impulses.linear = linear.extend(0.0);
        }
        if let Some(point) = &self.point {
            point.solve(v, &mut impulses.linear, &soft, (masses, inertias));
        }
        if let Some(pulley) = &self.pulley {
            pulley.solve(v, &mut impulses.pulley, (&soft, pass.h), masses);
        }
    }

    /// What `impulses` hold B with: the force at its anchor and the torque.
    pub fn held(&self, impulses: &JointImpulses) -> Held {
        let mut held = Held { force: Vec3::ZERO, torque: Vec3::ZERO, acting: true };
        let along = impulses.motor + impulses.limits[0] - impulses.limits[1];
        if self.point.is_some() {
            held.force += impulses.linear;
        }
        if let Some(across) = &self.across {
            held.force += across.world(impulses.linear.truncate());
        }
        if let Some(turn) = &self.turn {
            held.torque += turn.world(impulses.angular);
        }
        if let Some(axis) = &self.axis {
            let direction = axis.lever.direction();
            match direction == Vec3::ZERO {
                // a hinge's axis: a torque about it
                true => held.torque += axis.lever.levers().1 * along,
                false => held.force += direction * along,
            }
        }
        if let Some(pulley) = &self.pulley {
            held.acting = impulses.pulley > 0.0 || pulley.stretch >= 0.0;
        }
        held
    }

    /// How many blocks of rows it has besides its axis (a pin, pulley: 1; a hinge, slider, weld: 2).
    pub fn blocks(&self) -> usize {
        [self.point.is_some(), self.across.is_some(), self.turn.is_some(), self.pulley.is_some()]
            .iter()
            .filter(|&&block| block)
            .count()
            .max(1)
    }

    /// Whether it has limits or a motor to solve along or about its axis.
    pub fn has_axis(&self) -> bool {
        self.axis.is_some()
    }

    /// How fast B turns or slides against A about or along the axis (0 without one).
    pub fn axis_speed(&self, v: &PairVelocity) -> f32 {
        self.axis.as_ref().map_or(0.0, |axis| axis.lever.speed(v))
    }

    /// How far the joint is off where it holds B (m): its point's error, a slider's across its axis, a pulley's
    /// stretch.
    pub fn error(&self) -> f32 {
        let point = self.point.as_ref().map_or(0.0, PointBlock::error);
        let across = self.across.as_ref().map_or(0.0, AcrossBlock::error);
        let pulley = self.pulley.as_ref().map_or(0.0, |pulley| pulley.stretch.max(0.0));
        point.max(across).max(pulley)
    }
}
