//! A contact of a tumbling cuboid as the solver works on it: up to four points across the face (or the crossed
//! edges) where the bodies touch, each pushing and rubbing at its own arms.
//!
//! A point at arm r from a body's centre moves at v + ω × r, and an impulse P there changes v by P/m and ω by
//! I⁻¹(r × P): a box resting on one corner is pushed up at that corner and turned, and a box standing on a face
//! is held by the points at its corners, the impulses sharing its weight so that it neither sinks nor turns. The
//! impulse that changes a point's velocity along a direction d by 1 m/s is
//! 1 / (1/m_A + 1/m_B + (r_A × d)·I_A⁻¹(r_A × d) + (r_B × d)·I_B⁻¹(r_B × d)), its effective mass along d.
//! Friction acts at the points' middle, along the contact's two tangents, clamped to the Coulomb disc of μ
//! times the points' normal impulses together; spinning friction about the normal resists the bodies twisting
//! against each other, up to μ times that times the points' average distance from their middle. (All points lie
//! on one face or edge, so friction's lever about the bodies' centres is the same at their middle as spread over
//! them, and a box pushed at its top tips over its front edge as it should.)
//!
//! The arms are taken as the bodies were turned when the step began; a point's separation follows from how far
//! its bodies have moved and turned since then, so no substep needs the narrowphase again. With the arms and the
//! inverse inertias fixed over the step, each direction's levers and turning are worked out once ([`Lever`]), and
//! an iteration works on the two bodies' velocities loaded once ([`PairVelocity`]).

use crate::bevy_prelude::*;

use crate::geometry::MANIFOLD_POINTS;
use crate::physics::solver::contact::SolverBody;
use crate::physics::solver::lever::{InverseMasses, Lever, PairVelocity};
use crate::physics::solver::middle_friction::{KeptFriction, MiddleFriction};
use crate::physics::solver::spins::BodySpin;

/// The most iterations a manifold's bounce takes to send all its points apart.
const RESTITUTION_ITERATIONS: usize = 64;

/// One point of a [`ManifoldContact`].
#[derive(Clone, Copy, Debug, Default)]
pub struct SolverPoint {
    /// The point on A in A's own axes, and on B in B's: where the next step looks for it again.
    pub anchors: (Vec3, Vec3),
    /// The arm from A's centre to the point, in world axes as A was turned when the step began.
    pub arm_a: Vec3,
    /// The arm from B's centre to the point, likewise.
    pub arm_b: Vec3,
    /// The arms to the centres the bodies' surfaces are round about at the point (behind it along the normal),
    /// which turn with the bodies while the point stays in front of them: the arms themselves where the surfaces
    /// are flat or sharp.
    pub round_centres: (Vec3, Vec3),
    /// How far B's point lay from A's along the normal when the step began (m; negative: an overlap).
    pub separation: f32,
    /// The normal at the point.
    lever: Lever,
    /// The effective mass along the normal.
    normal_mass: f32,
    /// The normal velocity the point allows no less than in the current substep.
    target: f32,
    /// The normal velocity at the point when the step began (m/s, negative while approaching).
    approach_velocity: f32,
    /// Normal impulse of the current substep (N·s, ≥ 0).
    pub normal_impulse: f32,
    /// Normal impulse of the whole step so far.
    pub step_normal_impulse: f32,
}

/// A point as it is handed to [`ManifoldContact::new`]: where it is on each body, its arms and its separation when
/// the step began, and the normal impulse it starts from.
#[derive(Clone, Copy, Debug, Default)]
pub struct PointStart {
    pub anchors: (Vec3, Vec3),
    pub normal_impulse: f32,
    pub arm_a: Vec3,
    pub arm_b: Vec3,
    /// Where the point lies from the centres A's and B's surfaces are round about there (zero: flat or sharp).
    pub round: (Vec3, Vec3),
    pub separation: f32,
}

/// A contact of two bodies of which at least one tumbles: a normal and up to four points.
#[derive(Clone, Copy, Debug)]
pub struct ManifoldContact {
    body_a: u32,
    body_b: u32,
    /// 1/m of A and B.
    pub masses: InverseMasses,
    /// Unit normal from A to B.
    pub normal: Vec3,
    /// Two unit directions square to the normal and to each other.
    pub tangents: [Vec3; 2],
    pub friction: f32,
    restitution: f32,
    restitution_threshold: f32,
    /// The points in use first.
    pub points: [SolverPoint; MANIFOLD_POINTS],
    /// How many points are used.
    pub len: usize,
    /// Friction, at the points' middle.
    pub middle: MiddleFriction,
}

impl ManifoldContact {
    /// A contact of bodies `a` and `b` along `normal` at `starts`, from the bodies' velocities when the step began;
    /// `None` when neither body can move or turn, or without a point.
    pub fn new(
        (a, b): (usize, usize),
        (bodies, spins): (&[SolverBody], &[BodySpin]),
        (normal, starts, kept): (Vec3, &[PointStart], KeptFriction),
        (restitution, friction): (f32, f32),
        restitution_threshold: f32,
    ) -> Option<ManifoldContact> {
        let moves = |k: usize| bodies[k].moves() || spins[k].inverse_inertia != Mat3::ZERO;
        if starts.is_empty() || !(moves(a) || moves(b)) {
            return None;
        }
        let masses = InverseMasses { a: bodies[a].inverse_mass(), b: bodies[b].inverse_mass() };
        let inertias = (&spins[a].inverse_inertia, &spins[b].inverse_inertia);
        let velocity = PairVelocity::load((a, b), (bodies, spins));
        let (first, second) = normal.any_orthonormal_pair();
        let kept = kept.reaching(normal, friction);
        let mut contact = ManifoldContact {
            body_a: a as u32,
            body_b: b as u32,
            masses,
            normal,
            tangents: [first, second],
            friction,
            restitution,
            restitution_threshold,
            points: [SolverPoint::default(); MANIFOLD_POINTS],
            len: starts.len().min(MANIFOLD_POINTS),
            middle: MiddleFriction::default(),
        };
        for (point, start) in contact.points.iter_mut().zip(starts) {
            let lever = Lever::new(normal, (start.arm_a, start.arm_b), inertias);
            *point = SolverPoint {
                anchors: start.anchors,
                normal_impulse: start.normal_impulse,
                arm_a: start.arm_a,
                arm_b: start.arm_b,
                round_centres: (start.arm_a - start.round.0, start.arm_b - start.round.1),
                separation: start.separation,
                lever,
                normal_mass: lever.mass(masses),
                approach_velocity: lever.speed(&velocity),
                ..Default::default()
            };
        }
        let middle = contact.middle_arms();
        let count = contact.len as f32;
        let twist_radius = contact.used().iter().map(|point| (point.arm_a - middle.0).length()).sum::<f32>() / count;
        let kept_and_velocity = (&kept, &velocity);
        let arms = (middle, twist_radius);
        contact.middle = MiddleFriction::at(arms, (normal, [first, second]), (inertias, masses), kept_and_velocity);
        Some(contact)
    }

    /// The arms from A's and B's centres to the middle of the points, as the bodies were turned when the step
    /// began.
    pub fn middle_arms(&self) -> (Vec3, Vec3) {
        let sum = self.used().iter().fold((Vec3::ZERO, Vec3::ZERO), |sum, p| (sum.0 + p.arm_a, sum.1 + p.arm_b));
        let count = self.len as f32;
        (sum.0 / count, sum.1 / count)
    }

    /// The indices of body A and body B.
    pub fn pair(&self) -> (usize, usize) {
        (self.body_a as usize, self.body_b as usize)
    }

    /// The points in use.
    pub fn used(&self) -> &[SolverPoint] {
        &self.points[..self.len]
    }

    /// A friction impulse in world axes, from its components along the tangents.
    pub fn friction_of(&self, along: Vec2) -> Vec3 {
        self.tangents[0] * along.x + self.tangents[1] * along.y
    }

    /// Each point's separation now, from how far its bodies have `moved` and turned (`changes`) since the step
    /// began, sets the normal velocity it allows no less than in a substep of 1/`substep_rate` seconds: a point
    /// still apart may close its gap but not pass it, a touching one may not approach. Friction's levers turn
    /// with the bodies (of inverse inertias in `spins`), and it aims at the slip that closes its stick.
    pub fn begin_substep(&mut self, motion: (&[Vec3], &[Quat]), spins: &[BodySpin], substep_rate: f32) {
        for k in 0..self.len {
            let separation = self.separation_now(&self.points[k], motion);
            self.points[k].target = -separation.max(0.0) * substep_rate;
        }
        if self.grips() {
            self.follow(motion, spins, substep_rate);
        }
    }

    /// The separation of `point` now, its bodies having `moved` and turned (`changes`) since the step began: a
    /// round surface's point moves as the centre it is round about.
    fn separation_now(&self, point: &SolverPoint, (moved, changes): (&[Vec3], &[Quat])) -> f32 {
        let (a, b) = self.pair();
        let (centre_a, centre_b) = point.round_centres;
        let turned = (changes[b] * centre_b - centre_b) - (changes[a] * centre_a - centre_a);
        point.separation + (moved[b] - moved[a] + turned).dot(self.normal)
    }

    /// Starts a substep from the impulses of the one before (or of last step's last substep).
    pub fn warm_start(&mut self, (bodies, spins): (&mut [SolverBody], &mut [BodySpin])) {
        let mut velocity = PairVelocity::load(self.pair(), (bodies, spins));
        for point in &mut self.points[..self.len] {
            // an exact solve of the island may have left a point pulling a little: it starts from none
            point.normal_impulse = point.normal_impulse.max(0.0);
            point.lever.push(&mut velocity, self.masses, point.normal_impulse);
        }
        let middle = &self.middle;
        middle.tangents[0].push(&mut velocity, self.masses, middle.tangent_impulse.x);
        middle.tangents[1].push(&mut velocity, self.masses, middle.tangent_impulse.y);
        middle.twist.push(&mut velocity, self.masses, middle.twist_impulse);
        velocity.store(self.pair(), (bodies, spins));
        let (a, b) = self.pair();
        spins[a].receive(-middle.rolling_impulse);
        spins[b].receive(middle.rolling_impulse);
    }

    /// One Gauss–Seidel iteration over the contact: friction and spinning friction at the middle, bounded by the
    /// points' normal impulses so far, then the points pushed evenly, then each normal towards its target velocity
    /// (clamped at ≥ 0), last so that the turning friction gave the bodies is held where they touch. Returns the
    /// largest change of a velocity it made (m/s).
    pub fn solve(&mut self, (bodies, spins): (&mut [SolverBody], &mut [BodySpin])) -> f32 {
        let rubbed = if self.grips() { self.rub((bodies, spins)) } else { 0.0 };
        let mut velocity = PairVelocity::load(self.pair(), (bodies, spins));
        let mut change = rubbed.max(self.push_evenly(&mut velocity));
        let masses = self.masses;
        for point in &mut self.points[..self.len] {
            let normal_velocity = point.lever.speed(&velocity);
            let total = (point.normal_impulse + (point.target - normal_velocity) * point.normal_mass).max(0.0);
            let pushed = total - point.normal_impulse;
            point.normal_impulse = total;
            point.lever.push(&mut velocity, masses, pushed);
            change = change.max(pushed.abs() / point.normal_mass.max(f32::MIN_POSITIVE));
        }
        velocity.store(self.pair(), (bodies, spins));
        change
    }

    /// The points pushed together first, by the same impulse each: what stops the normal velocity at their middle,
    /// towards their average target, kept so that no point pulls. A box landing flat or resting on its face is held
    /// evenly at once and the points one by one have nothing left to do; pushed one by one alone, the first point
    /// would take the whole push and tip the box by a hair. Returns the change of the middle's velocity (m/s).
    fn push_evenly(&mut self, velocity: &mut PairVelocity) -> f32 {
        if self.len < 2 {
            return 0.0;
        }
        let normal_velocity = self.middle.normal.speed(velocity);
        let least = self.used().iter().map(|point| point.normal_impulse).fold(f32::INFINITY, f32::min);
        let count = self.len as f32;
        let change = ((self.middle_target() - normal_velocity) * self.middle.normal_mass).max(-least * count);
        if change == 0.0 {
            return 0.0;
        }
        self.share_middle(velocity, change);
        (change / self.middle.normal_mass.max(f32::MIN_POSITIVE)).abs()
    }

    /// The points' normal impulses together (N·s): the impulse at their middle.
    pub fn middle_impulse(&self) -> f32 {
        self.used().iter().map(|point| point.normal_impulse).sum()
    }

    /// The normal velocity the points allow no less than, on average, in the current substep.
    pub fn middle_target(&self) -> f32 {
        self.used().iter().map(|point| point.target).sum::<f32>() / self.len as f32
    }

    /// The relative normal velocity of the bodies at the points' middle.
    pub fn middle_velocity(&self, (bodies, spins): (&[SolverBody], &[BodySpin])) -> f32 {
        self.middle.normal.speed(&PairVelocity::load(self.pair(), (bodies, spins)))
    }

    /// Adds `change` to the impulse at the middle, shared evenly by the points, and applies it to the bodies.
    pub fn push_middle(&mut self, (bodies, spins): (&mut [SolverBody], &mut [BodySpin]), change: f32) {
        let mut velocity = PairVelocity::load(self.pair(), (bodies, spins));
        self.share_middle(&mut velocity, change);
        velocity.store(self.pair(), (bodies, spins));
    }

    /// Adds `change` to the impulse at the middle, shared evenly by the points, and applies it to `velocity`.
    fn share_middle(&mut self, velocity: &mut PairVelocity, change: f32) {
        let each = change / self.len as f32;
        self.points[..self.len].iter_mut().for_each(|point| point.normal_impulse += each);
        self.middle.normal.push(velocity, self.masses, change);
    }

    /// The levers of the normal at the middle about A's and B's centres: r_A × n and r_B × n.
    pub fn middle_levers(&self) -> (Vec3, Vec3) {
        self.middle.normal.levers()
    }

    /// Adds this substep's impulses to the step's.
    pub fn end_substep(&mut self) {
        for point in &mut self.points[..self.len] {
            point.step_normal_impulse += point.normal_impulse;
        }
        self.middle.step_tangent_impulse += self.middle.tangent_impulse;
    }

    /// After the substeps: the points that pushed and had approached faster than the restitution threshold send
    /// their bodies apart there at e times the speed they approached with, together: iterated until no point
    /// changes by more than a millionth of the fastest bounce, so a box landing flat on its face leaves it at e
    /// times its speed without turning.
    pub fn restitute(&mut self, (bodies, spins): (&mut [SolverBody], &mut [BodySpin])) {
        let bounces = |point: &SolverPoint, threshold: f32| {
            point.step_normal_impulse > 0.0 && -point.approach_velocity > threshold
        };
        if self.restitution == 0.0 || !self.used().iter().any(|point| bounces(point, self.restitution_threshold)) {
            return;
        }
        let fastest = self.used().iter().map(|point| -point.approach_velocity).fold(0.0, f32::max);
        let tolerance = 1e-6 * self.restitution * fastest;
        let mut added = [0.0; MANIFOLD_POINTS];
        let mut velocity = PairVelocity::load(self.pair(), (bodies, spins));
        for _ in 0..RESTITUTION_ITERATIONS {
            let mut change: f32 = 0.0;
            for (point, added) in self.points[..self.len].iter().zip(added.iter_mut()) {
                if !bounces(point, self.restitution_threshold) {
                    continue;
                }
                let wanted = -self.restitution * point.approach_velocity;
                let normal_velocity = point.lever.speed(&velocity);
                let total = (*added + (wanted - normal_velocity) * point.normal_mass).max(0.0);
                point.lever.push(&mut velocity, self.masses, total - *added);
                change = change.max((total - *added).abs() / point.normal_mass.max(f32::MIN_POSITIVE));
                *added = total;
            }
            if change <= tolerance {
                break;
            }
        }
        velocity.store(self.pair(), (bodies, spins));
        for (point, added) in self.points.iter_mut().zip(added) {
            point.step_normal_impulse += added;
        }
    }

    /// The whole step's normal impulse over every point (N·s), and its friction impulse in world axes.
    pub fn step_impulses(&self) -> (f32, Vec3) {
        let normal = self.used().iter().map(|point| point.step_normal_impulse).sum();
        (normal, self.friction_of(self.middle.step_tangent_impulse))
    }

    /// The deepest overlap of its points now (m; negative: the smallest gap).
    pub fn penetration_now(&self, motion: (&[Vec3], &[Quat])) -> f32 {
        -self.used().iter().map(|point| self.separation_now(point, motion)).fold(f32::INFINITY, f32::min)
    }
}
