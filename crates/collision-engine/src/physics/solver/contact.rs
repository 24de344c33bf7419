//! One contact as the solver works on it: a normal that pushes and never pulls, and Coulomb friction.

use crate::bevy_prelude::*;

/// A body's state as the solver's iterations need it, copied out of the ECS for the substeps: velocity (m/s) in
/// x, y, z and inverse mass (1/m; 0 for static and kinematic bodies) in w. One 16-byte value, read and
/// written whole: an iteration reading a body that the contact before it has just written then gets it straight
/// from the store buffer (a 12-byte and a 4-byte write cannot be forwarded to one 16-byte read, and the iteration
/// would wait for them). How far the body has moved is kept apart.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SolverBody(Vec4);

impl SolverBody {
    /// A body moving at `velocity` with inverse mass `inverse_mass`.
    pub fn new(velocity: Vec3, inverse_mass: f32) -> Self {
        SolverBody(velocity.extend(inverse_mass))
    }

    /// Velocity (m/s) as the iterations change it.
    pub fn velocity(&self) -> Vec3 {
        self.0.truncate()
    }

    /// 1/m; 0 for static and kinematic bodies.
    pub fn inverse_mass(&self) -> f32 {
        self.0.w
    }

    /// Whether an impulse changes the body's velocity.
    pub fn moves(&self) -> bool {
        self.0.w > 0.0
    }

    /// Sets the velocity.
    pub fn set_velocity(&mut self, velocity: Vec3) {
        self.0 = velocity.extend(self.0.w);
    }

    /// Adds `change` to the velocity.
    pub fn accelerate(&mut self, change: Vec3) {
        self.0 += change.extend(0.0);
    }

    /// Changes the velocity by `impulse` / m, in one 16-byte write.
    fn receive(&mut self, impulse: Vec3A) {
        self.0 += impulse.extend(0.0) * self.0.w;
    }

    /// The velocity as a 16-byte value, for the iterations' arithmetic.
    fn velocity_a(&self) -> Vec3A {
        Vec3A::from_vec4(self.0)
    }
}

/// One contact as the solver's iterations work on it: only what an iteration reads and writes (52 bytes), so the
/// iterations stream through as little memory as they can. What the contact keeps over the whole step is in
/// its `ContactStep`.
#[derive(Clone, Copy, Debug)]
pub struct SolverContact {
    body_a: u32,
    body_b: u32,
    /// Unit normal from A to B.
    pub normal: Vec3,
    /// 1 / (1/mA + 1/mB): the impulse that changes the relative velocity by 1 m/s.
    pub effective_mass: f32,
    /// Friction coefficient of the pair.
    pub friction: f32,
    /// The normal velocity the contact allows no less than in the current substep ([`Self::begin_substep`]).
    pub target: f32,
    /// Impulses of the current substep, accumulated over its iterations (the normal one ≥ 0).
    pub normal_impulse: f32,
    /// Friction impulse of the current substep, in the contact plane.
    pub tangent_impulse: Vec3,
    /// Its [`ContactSpin`](super::turning::ContactSpin) among the step's, when it turns a body; [`NO_SPIN`] when
    /// neither body turns.
    pub spin: u32,
}

/// [`SolverContact::spin`] of a contact whose bodies do not turn.
pub const NO_SPIN: u32 = u32::MAX;

/// What a contact keeps over the whole step, beside its [`SolverContact`].
#[derive(Clone, Copy, Debug)]
pub struct ContactStep {
    /// Separation along the normal when the step began (m); negative for an overlap.
    pub separation: f32,
    /// Normal relative velocity when the step began (m/s, negative while approaching): what bounces back.
    pub approach_velocity: f32,
    /// Restitution of the pair, 0 when it approached slower than the threshold.
    pub restitution: f32,
    /// Impulses of the whole step so far, for the contacts table and overlays.
    pub normal_impulse: f32,
    pub tangent_impulse: Vec3,
}

impl ContactStep {
    /// The separation now, from how far both bodies have `moved` along the normal since the step began.
    pub fn separation_now(&self, contact: &SolverContact, moved: &[Vec3]) -> f32 {
        let (a, b) = contact.pair();
        self.separation + (moved[b] - moved[a]).dot(contact.normal)
    }
}

impl SolverContact {
    /// Prepares a contact from the bodies' velocities when the step began; `None` when neither body can move.
    pub fn new(
        (body_a, body_b): (usize, usize),
        bodies: &[SolverBody],
        (normal, separation): (Vec3, f32),
        (restitution, friction): (f32, f32),
        restitution_threshold: f32,
    ) -> Option<(SolverContact, ContactStep)> {
        let (a, b) = (bodies[body_a], bodies[body_b]);
        let inverse_mass_sum = a.inverse_mass() + b.inverse_mass();
        if inverse_mass_sum <= 0.0 {
            return None;
        }
        let approach_velocity = (b.velocity() - a.velocity()).dot(normal);
        // below a small approach speed, resting bodies must stop bouncing
        let restitution = if -approach_velocity > restitution_threshold { restitution } else { 0.0 };
        let contact = SolverContact {
            body_a: body_a as u32,
            body_b: body_b as u32,
            normal,
            effective_mass: 1.0 / inverse_mass_sum,
            friction,
            target: 0.0,
            normal_impulse: 0.0,
            tangent_impulse: Vec3::ZERO,
            spin: NO_SPIN,
        };
        let step = ContactStep {
            separation,
            approach_velocity,
            restitution,
            normal_impulse: 0.0,
            tangent_impulse: Vec3::ZERO,
        };
        Some((contact, step))
    }

    /// The indices of body A and body B.
    pub fn pair(&self) -> (usize, usize) {
        (self.body_a as usize, self.body_b as usize)
    }

    /// The relative velocity of B from A along the normal (negative while approaching).
    pub fn normal_velocity(&self, bodies: &[SolverBody]) -> f32 {
        let (a, b) = self.pair();
        (bodies[b].velocity_a() - bodies[a].velocity_a()).dot(self.normal.into())
    }

    /// How fast the bodies slide along each other (m/s): their relative velocity in the contact plane.
    pub fn sliding_speed(&self, bodies: &[SolverBody]) -> f32 {
        let (a, b) = self.pair();
        let relative = bodies[b].velocity() - bodies[a].velocity();
        (relative - relative.dot(self.normal) * self.normal).length()
    }

    /// Adds `change` to the normal impulse and applies it to both bodies.
    pub fn push(&mut self, bodies: &mut [SolverBody], change: f32) {
        self.normal_impulse += change;
        self.apply(bodies, Vec3A::from(self.normal) * change);
    }

    /// Applies `impulse` to B and its opposite to A.
    pub(super) fn apply(&self, bodies: &mut [SolverBody], impulse: Vec3A) {
        let (a, b) = self.pair();
        bodies[a].receive(-impulse);
        bodies[b].receive(impulse);
    }

    /// Fixes the normal velocity this contact allows no less than in a substep of 1/`substep_rate` seconds,
    /// from the `separation` when the substep begins (the bodies do not move during its iterations): a contact
    /// still apart may close its gap but not pass it (speculative), a touching one may not approach. (A rate,
    /// not a duration: a division per contact and substep was a tenth of the iterations' time.)
    pub fn begin_substep(&mut self, separation: f32, substep_rate: f32) {
        self.target = -separation.max(0.0) * substep_rate;
    }

    /// Starts a substep from the impulses of the one before (or of last step's last substep).
    pub fn warm_start(&mut self, bodies: &mut [SolverBody], normal_impulse: f32, tangent_impulse: Vec3) {
        self.normal_impulse = normal_impulse;
        // keep only the part of the earlier friction that lies in this contact plane
        self.tangent_impulse = tangent_impulse - tangent_impulse.dot(self.normal) * self.normal;
        self.apply(bodies, (self.normal * self.normal_impulse + self.tangent_impulse).into());
    }

    /// One Gauss–Seidel iteration over this contact in the current substep: friction (bounded by the normal
    /// impulse so far), then the normal, towards its target velocity. Returns how much it changed the
    /// impulse (the largest change along an axis). Inlined: it is the iterations' inner loop.
    #[inline(always)]
    pub fn solve(&mut self, bodies: &mut [SolverBody]) -> f32 {
        let (a, b) = self.pair();
        let normal = Vec3A::from(self.normal);
        let relative = bodies[b].velocity_a() - bodies[a].velocity_a();
        let normal_velocity = relative.dot(normal);
        // clamp the accumulated friction impulse to the Coulomb disc
        let tangent_impulse = Vec3A::from(self.tangent_impulse);
        let limit = self.friction * self.normal_impulse;
        let friction = if limit > 0.0 {
            let sliding = relative - normal_velocity * normal;
            (tangent_impulse - sliding * self.effective_mass).clamp_length_max(limit)
        } else {
            Vec3A::ZERO
        };
        let friction_change = friction - tangent_impulse;
        self.tangent_impulse = friction.into();
        // friction lies in the contact plane, so the normal velocity is still `normal_velocity`;
        // clamp the accumulated normal impulse: contacts push, never pull
        let total = (self.normal_impulse + (self.target - normal_velocity) * self.effective_mass).max(0.0);
        let normal_change = total - self.normal_impulse;
        self.normal_impulse = total;
        let change = friction_change + normal * normal_change;
        self.apply(bodies, change);
        change.abs().max_element()
    }

    /// The normal row alone: the accumulated normal impulse moved towards the target velocity, clamped at ≥ 0.
    /// Returns how much it changed.
    pub fn solve_normal(&mut self, bodies: &mut [SolverBody]) -> f32 {
        let normal_velocity = self.normal_velocity(bodies);
        let total = (self.normal_impulse + (self.target - normal_velocity) * self.effective_mass).max(0.0);
        let change = total - self.normal_impulse;
        self.push(bodies, change);
        change.abs()
    }

    /// Adds this substep's impulses to the step's.
    pub fn end_substep(&self, step: &mut ContactStep) {
        step.normal_impulse += self.normal_impulse;
        step.tangent_impulse += self.tangent_impulse;
    }

    /// After the substeps: a contact that pushed sends the bodies apart at e times the speed at which they
    /// approached when the step began, so a bounce keeps e exactly however many substeps stopped it.
    pub fn restitute(&self, step: &mut ContactStep, bodies: &mut [SolverBody]) {
        if step.restitution == 0.0 || step.normal_impulse <= 0.0 {
            return;
        }
        let wanted = -step.restitution * step.approach_velocity;
        let impulse = ((wanted - self.normal_velocity(bodies)) * self.effective_mass).max(0.0);
        step.normal_impulse += impulse;
        self.apply(bodies, Vec3A::from(self.normal) * impulse);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const H: f32 = 1.0 / 240.0;

    fn pair(
        a: SolverBody,
        b: SolverBody,
        separation: f32,
        materials: (f32, f32),
    ) -> (Vec<SolverBody>, SolverContact, ContactStep) {
        let bodies = vec![a, b];
        let (contact, step) = SolverContact::new((0, 1), &bodies, (Vec3::X, separation), materials, 0.5).unwrap();
        (bodies, contact, step)
    }

    #[test]
    fn a_touching_contact_stops_the_approach_in_proportion_to_inverse_mass() {
        // 1 kg at 3 m/s into 3 kg at rest, touching: they move on together at 0.75 m/s
        let (mut bodies, mut contact, step) =
            pair(SolverBody::new(Vec3::X * 3.0, 1.0), SolverBody::new(Vec3::ZERO, 1.0 / 3.0), 0.0, (0.0, 0.0));
        contact.begin_substep(step.separation, 1.0 / H);
        contact.solve(&mut bodies);
        assert!((bodies[0].velocity().x - 0.75).abs() < 1e-6 && (bodies[1].velocity().x - 0.75).abs() < 1e-6);
        assert!((contact.normal_impulse - 2.25).abs() < 1e-5, "impulse {}", contact.normal_impulse);
    }

    #[test]
    fn a_speculative_contact_closes_its_gap_in_the_substep_and_no_more() {
        // 1 cm apart at 10 m/s: the body may only travel the 1 cm this substep
        let (mut bodies, mut contact, step) =
            pair(SolverBody::new(Vec3::ZERO, 0.0), SolverBody::new(Vec3::X * -10.0, 1.0), 0.01, (0.0, 0.0));
        contact.begin_substep(step.separation, 1.0 / H);
        contact.solve(&mut bodies);
        assert!((bodies[1].velocity().x - -0.01 / H).abs() < 1e-4, "{}", bodies[1].velocity().x);
        // a slow one is left alone
        let (mut bodies, mut contact, step) =
            pair(SolverBody::new(Vec3::ZERO, 0.0), SolverBody::new(Vec3::X * -1.0, 1.0), 0.01, (0.0, 0.0));
        contact.begin_substep(step.separation, 1.0 / H);
        contact.solve(&mut bodies);
        assert_eq!(bodies[1].velocity().x, -1.0);
        assert_eq!(contact.normal_impulse, 0.0);
    }

    #[test]
    fn contacts_never_pull() {
        let (mut bodies, mut contact, step) =
            pair(SolverBody::new(Vec3::X * -2.0, 1.0), SolverBody::new(Vec3::ZERO, 1.0), -0.01, (0.0, 0.0));
        contact.begin_substep(step.separation, 1.0 / H);
        contact.solve(&mut bodies);
        assert_eq!((bodies[0].velocity().x, contact.normal_impulse), (-2.0, 0.0));
    }

    #[test]
    fn restitution_after_the_substeps_reflects_the_approach_speed() {
        // a 2 m/s approach onto a static wall, e = 0.5: out at 1 m/s once stopped
        let (mut bodies, mut contact, mut step) =
            pair(SolverBody::new(Vec3::ZERO, 0.0), SolverBody::new(Vec3::X * -2.0, 1.0), 0.0, (0.5, 0.0));
        contact.begin_substep(step.separation, 1.0 / H);
        contact.solve(&mut bodies);
        contact.end_substep(&mut step);
        contact.restitute(&mut step, &mut bodies);
        assert!((bodies[1].velocity().x - 1.0).abs() < 1e-6, "{}", bodies[1].velocity().x);
        assert!((step.normal_impulse - 3.0).abs() < 1e-5);
        // below the threshold nothing bounces
        let (mut bodies, mut contact, mut step) =
            pair(SolverBody::new(Vec3::ZERO, 0.0), SolverBody::new(Vec3::X * -0.4, 1.0), 0.0, (0.5, 0.0));
        contact.begin_substep(step.separation, 1.0 / H);
        contact.solve(&mut bodies);
        contact.end_substep(&mut step);
        contact.restitute(&mut step, &mut bodies);
        assert_eq!(bodies[1].velocity().x, 0.0);
    }

    #[test]
    fn friction_stays_inside_the_coulomb_disc() {
        // pressed together by 1 N·s, sliding at 5 m/s with μ = 0.2: at most 0.2 N·s of friction
        let (mut bodies, mut contact, step) =
            pair(SolverBody::new(Vec3::ZERO, 0.0), SolverBody::new(Vec3::new(-1.0, 5.0, 0.0), 1.0), 0.0, (0.0, 0.2));
        contact.begin_substep(step.separation, 1.0 / H);
        contact.solve(&mut bodies);
        contact.solve(&mut bodies);
        assert!((contact.tangent_impulse.length() - 0.2).abs() < 1e-6, "{}", contact.tangent_impulse);
        assert!((bodies[1].velocity().y - 4.8).abs() < 1e-5, "{}", bodies[1].velocity());
        assert!(bodies[1].velocity().x.abs() < 1e-6);
    }
}
