//! The turning the solver keeps over a step: each body's angular velocity and inverse inertia, its orientation
//! as the substeps turn it, and what each contact of turning bodies adds to its [`SolverContact`].

use crate::bevy_prelude::*;

use crate::physics::data::warm_start::PairImpulses;
use crate::physics::free_turn::turned;
use crate::physics::principal::PrincipalInertia;
use crate::physics::solver::contact::SolverContact;

/// A body's turning as the solver works on it, beside its [`SolverBody`]: angular velocity (rad/s, world axes)
/// and the inverse of its inertia tensor in world axes (none about an axis it cannot turn about).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct BodySpin {
    /// Angular velocity (rad/s) as the iterations change it.
    pub angular_velocity: Vec3,
    /// I⁻¹ in world axes, as the body was turned when the step began.
    pub inverse_inertia: Mat3,
}

impl BodySpin {
    /// Whether the body turns, or can be turned.
    pub fn turns(&self) -> bool {
        self.angular_velocity != Vec3::ZERO || self.inverse_inertia != Mat3::ZERO
    }

    /// Changes the angular velocity by the angular impulse `impulse` (N·m·s).
    pub fn receive(&mut self, impulse: Vec3) {
        self.angular_velocity += self.inverse_inertia * impulse;
    }
}

/// A body's surface as a contact of turning bodies reads it: how far its contact points lie from its centre (a
/// sphere's radius; 0 for a cuboid), and its coefficients of rolling resistance and spinning friction.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Resistance {
    pub arm: f32,
    pub rolling: f32,
    pub spinning: f32,
}

/// What a contact between turning bodies adds to its [`SolverContact`]: the arms from each centre to the
/// contact point, and the resistance to rolling and spinning.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ContactSpin {
    /// A's arm: the contact point at `arm_a`·n from A's centre (A's radius for a sphere, 0 for a cuboid).
    pub arm_a: f32,
    /// B's arm: the contact point at −`arm_b`·n from B's centre.
    pub arm_b: f32,
    /// Rolling resistance times the rolling radius (m): the largest rolling torque per newton of normal force.
    pub rolling_limit: f32,
    /// Spinning friction times the rolling radius (m): the largest spinning torque per newton of normal force.
    pub spinning_limit: f32,
    /// Angular impulse against rolling (N·m·s, perpendicular to the normal), accumulated over the substep.
    pub rolling_impulse: Vec3,
    /// Angular impulse against spinning about the normal (N·m·s), accumulated over the substep.
    pub spinning_impulse: f32,
    /// The impulse that stops a slip of 1 m/s in whatever direction, for bodies whose inertia is the same about
    /// every axis (no axis locked); 0 where it hangs on the direction and is worked out for each slip.
    pub slip_mass: f32,
}

impl ContactSpin {
    /// The contact of two shapes whose arms are `arms` (a sphere's radius, 0 for a shape that does not turn),
    /// resisting rolling and spinning by the coefficients of its material. The rolling radius is the sphere's
    /// radius, or for two spheres the reduced radius rA·rB/(rA + rB) (a ball rolling in a groove of another).
    pub fn new((arm_a, arm_b): (f32, f32), (rolling_resistance, spinning_friction): (f32, f32)) -> Self {
        let radius = match (arm_a > 0.0, arm_b > 0.0) {
            (true, true) => arm_a * arm_b / (arm_a + arm_b),
            _ => arm_a.max(arm_b),
        };
        ContactSpin {
            arm_a,
            arm_b,
            rolling_limit: rolling_resistance * radius,
            spinning_limit: spinning_friction * radius,
            ..Default::default()
        }
    }

    /// The arms from A's and B's centres to the contact point.
    pub fn arms(&self, normal: Vec3) -> (Vec3, Vec3) {
        (normal * self.arm_a, normal * -self.arm_b)
    }
}

/// The turning the solver keeps over a step, beside its bodies and contacts: every body's [`BodySpin`] and arm,
/// the bodies that turn with their orientation as the substeps turn them, and the contacts' [`ContactSpin`]s.
#[derive(Default)]
pub struct Turning {
    /// Per solver body.
    pub spins: Vec<BodySpin>,
    /// Per solver body: its arm and its surface's resistance to turning.
    pub resistances: Vec<Resistance>,
    /// The solver bodies that turn, each with its orientation now and its angular velocity when the substep
    /// began.
    pub turning: Vec<TurningBody>,
    /// Per contact whose [`SolverContact::spin`] is set.
    pub contacts: Vec<ContactSpin>,
    /// Per solver body: how its shape has turned since the step began (none for a ball's).
    pub changes: Vec<Quat>,
    /// Per solver body: its orientation now (a ball's too).
    pub rotations: Vec<Quat>,
    /// Per solver body: its inverse moments about its principal axes when they turn with it (a tumbling
    /// cuboid's, [`TurningBody::free_inverse_inertia`]); none when its inverse inertia in world axes stays as it
    /// was.
    pub own_inverse_inertias: Vec<PrincipalInertia>,
}

/// A solver body that turns: its orientation as the substeps turn it.
#[derive(Clone, Copy, Debug)]
pub struct TurningBody {
    /// Its index among the solver bodies.
    pub body: usize,
    /// Its orientation now.
    pub rotation: Quat,
    /// Its angular velocity when the substep began.
    pub substep_start: Vec3,
    /// Its orientation when the step began.
    pub start: Quat,
    /// Its inverse moments about its principal axes when it keeps its angular momentum as it turns (a tumbling
    /// cuboid); none when it turns at a constant rate between the impulses.
    pub free_inverse_inertia: PrincipalInertia,
}

impl Turning {
    /// Empties what the last step left, keeping the memory.
    pub fn clear(&mut self) {
        self.spins.clear();
        self.resistances.clear();
        self.turning.clear();
        self.contacts.clear();
        self.changes.clear();
        self.rotations.clear();
        self.own_inverse_inertias.clear();
    }

    /// Adds the next solver body: its turning as the step began, its arm and resistance, its orientation `start`
    /// when the step began, and its [`TurningBody::free_inverse_inertia`].
    pub fn add_body(
        &mut self,
        spin: BodySpin,
        resistance: Resistance,
        start: Quat,
        free_inverse_inertia: PrincipalInertia,
    ) {
        if spin.turns() {
            let body = self.spins.len();
            let substep_start = Vec3::ZERO;
            self.turning.push(TurningBody { body, rotation: start, substep_start, start, free_inverse_inertia });
        }
        self.spins.push(spin);
        self.resistances.push(resistance);
        self.changes.push(Quat::IDENTITY);
        self.rotations.push(start);
        self.own_inverse_inertias.push(free_inverse_inertia);
    }

    /// Gives `contact` its [`ContactSpin`] when one of its bodies turns and something in the contact plane can
    /// turn it (friction, rolling resistance or spinning friction: the larger of the two bodies', as a ball rolls
    /// on felt as the felt decides). A frictionless contact does not: its normal impulse has no lever on a sphere.
    pub fn add_contact(&mut self, contact: &mut SolverContact) {
        let (a, b) = contact.pair();
        let (of_a, of_b) = (self.resistances[a], self.resistances[b]);
        let resistance = (of_a.rolling.max(of_b.rolling), of_a.spinning.max(of_b.spinning));
        let grips = contact.friction > 0.0 || resistance.0 > 0.0 || resistance.1 > 0.0;
        if !grips || !(self.spins[a].turns() || self.spins[b].turns()) {
            return;
        }
        contact.spin = self.contacts.len() as u32;
        let mut spin = ContactSpin::new((of_a.arm, of_b.arm), resistance);
        // an arm along the normal has the full lever r against any slip across it: 1/m_eff + r²/I for each
        let isotropic =
            |body: &BodySpin| body.inverse_inertia == Mat3::from_diagonal(Vec3::splat(body.inverse_inertia.x_axis.x));
        if isotropic(&self.spins[a]) && isotropic(&self.spins[b]) {
            let turning = self.spins[a].inverse_inertia.x_axis.x * of_a.arm * of_a.arm
                + self.spins[b].inverse_inertia.x_axis.x * of_b.arm * of_b.arm;
            spin.slip_mass = 1.0 / (1.0 / contact.effective_mass + turning);
        }
        self.contacts.push(spin);
    }

    /// Remembers each turning body's angular velocity as the substep begins.
    pub fn begin_substep(&mut self) {
        for body in &mut self.turning {
            body.substep_start = self.spins[body.body].angular_velocity;
        }
    }

    /// Turns each turning body: by the average of its angular velocities before and after the substep, or, when
    /// it keeps its angular momentum as it turns, from its angular velocity after the substep's impulses.
    pub fn end_substep(&mut self, h: f32) {
        for body in &mut self.turning {
            let spin = &mut self.spins[body.body].angular_velocity;
            if body.free_inverse_inertia.is_none() {
                body.rotation = turned(body.rotation, (body.substep_start + *spin) * 0.5, h);
            } else {
                (body.rotation, *spin) = body.free_inverse_inertia.turned_freely(body.rotation, *spin, h);
            }
            self.rotations[body.body] = body.rotation;
            self.changes[body.body] = shape_turn(body, self.resistances[body.body]).unwrap_or(self.changes[body.body]);
        }
    }

    /// Turns solver body `k` by `turn` (rad, a scaled axis), as the position pass of the machine joints does;
    /// [`Turning::follow_rotations`] passes it on. A body whose inertia turns with it (a tumbling cuboid) keeps
    /// its angular momentum: being turned where it belongs gives it no spin.
    pub fn turn_by(&mut self, k: usize, turn: Vec3) {
        if turn == Vec3::ZERO {
            return;
        }
        let (before, own) = (self.rotations[k], self.own_inverse_inertias[k]);
        let after = (Quat::from_scaled_axis(turn) * before).normalize();
        self.rotations[k] = after;
        if !own.is_none() {
            let momentum = own.momentum(before, self.spins[k].angular_velocity);
            self.spins[k].angular_velocity = own.angular_velocity(after, momentum);
        }
    }

    /// Each turning body's orientation as [`Turning::rotations`] has it now.
    pub fn follow_rotations(&mut self) {
        for body in &mut self.turning {
            body.rotation = self.rotations[body.body];
            self.changes[body.body] = shape_turn(body, self.resistances[body.body]).unwrap_or(self.changes[body.body]);
        }
    }
}

/// How the shape of `body` has turned since the step began, unless it is a ball's: a ball's shape is the same
/// however it turns (its arm is its radius), and its points do not move round.
fn shape_turn(body: &TurningBody, resistance: Resistance) -> Option<Quat> {
    (resistance.arm == 0.0).then(|| body.rotation * body.start.inverse())
}

impl Turning {
    /// The impulses of `contact`'s substep, its resistance to turning with them.
    pub fn impulses(&self, contact: &SolverContact) -> PairImpulses {
        let spin = self.contacts.get(contact.spin as usize).copied().unwrap_or_default();
        PairImpulses {
            normal: contact.normal_impulse,
            tangent: contact.tangent_impulse,
            rolling: spin.rolling_impulse,
            spinning: spin.spinning_impulse,
        }
    }
}
