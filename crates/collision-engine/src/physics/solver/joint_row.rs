//! A joint as the solver works on it in a substep: the line between its ends, and the tension impulse along it.
//!
//! In a substep of h seconds a body moves by h × the average of its velocities before and after, and turns
//! likewise. The joint's tension impulse T along the line n between its ends (as the substep began) is found
//! such that the ends are where the joint wants them when the substep ends: an impulse T changes the rate the
//! ends part along n by −T·w (w: the inverse of the effective mass along n, with the levers of the ends about
//! the centres), so the length at the substep's end by −T·w·h/2. Each iteration works out that end length from
//! the velocities as they are and moves T by Newton's step:
//! - a rod: the end length is its length; a string the same while it pulls (T ≥ 0);
//! - a spring: T = h·(k·(the average of the lengths before and after − rest) + c·(after − before)/h).
//!
//! The motion takes the whole impulse, the velocities keep half of it; after the motion, a rod or a taut string
//! stops its ends parting along the line between them as they are then, so the velocities are tangent to the
//! circle the ends keep to as the next substep begins. That is the RATTLE scheme of molecular dynamics (the
//! constraint's impulse shared half at the substep's start, half at its end, each along the line as it is
//! then): symplectic, so a pendulum's energy stays within a bound instead of creeping.

use crate::bevy_prelude::*;

use crate::physics::joints::{JointKind, JointSolve};
use crate::physics::principal::PrincipalInertia;
use crate::physics::solver::contact::SolverBody;
use crate::physics::solver::lever::{InverseMasses, Lever, PairVelocity};
use crate::physics::solver::spins::BodySpin;

/// The shortest line (m) whose direction a joint trusts; ends closer than that keep the last direction.
const SHORTEST_LINE: f32 = 1e-6;

/// How far off its length (m) a joint's ends may be as a substep begins and still be brought to it at once.
const MISSED: f32 = 1e-5;

/// The cosine of the largest angle a joint's line may turn through in a substep for its end length to be
/// solved for; beyond, the length along its first direction is.
const FOLLOWED_TURN: f32 = 0.95;

/// How much shorter than its length (m) a string may be and still count as taut after the motion.
const TAUT: f32 = 1e-6;

/// Where the solver's bodies are in a substep: each one's position when the step began, how far it has moved
/// since, its orientation now, and its inverse moments about its own axes where they turn with it
/// ([`Turning::own_inverse_inertias`](crate::physics::solver::spins::Turning)).
#[derive(Clone, Copy)]
pub struct BodyPlaces<'a> {
    pub starts: &'a [Vec3],
    pub moved: &'a [Vec3],
    pub rotations: &'a [Quat],
    pub own_inertias: &'a [PrincipalInertia],
}

impl<'a> BodyPlaces<'a> {
    /// The places of bodies at `starts` when the step began, `moved` since, turned to `rotations`, with
    /// `own_inertias`.
    pub fn new(
        (starts, moved): (&'a [Vec3], &'a [Vec3]),
        (rotations, own_inertias): (&'a [Quat], &'a [PrincipalInertia]),
    ) -> Self {
        BodyPlaces { starts, moved, rotations, own_inertias }
    }
}

/// One end of a joint as the solver has it: its body's solver index and the anchor in the body's own axes, or
/// (no body) a fixed point of the world.
#[derive(Clone, Copy, Debug)]
pub struct RowEnd {
    pub body: Option<u32>,
    pub anchor: Vec3,
}

impl RowEnd {
    /// Where the end is now, in three parts: where its body's centre was as the step began, how far it has
    /// moved since, and the arm from the centre to the end (world axes; for a point of the world, the point
    /// and nothing more).
    fn placed(&self, places: BodyPlaces) -> [Vec3; 3] {
        match self.body {
            Some(k) => {
                let k = k as usize;
                let arm = if self.anchor == Vec3::ZERO { Vec3::ZERO } else { places.rotations[k] * self.anchor };
                [places.starts[k], places.moved[k], arm]
            }
            None => [self.anchor, Vec3::ZERO, Vec3::ZERO],
        }
    }

    /// Where the end is now (world).
    pub fn anchor_in(&self, places: BodyPlaces) -> Vec3 {
        let [start, moved, arm] = self.placed(places);
        start + moved + arm
    }
}

/// The line from end `a` to end `b` now, and their arms: the parts subtracted alike (starts, then motions, then
/// arms), so that a joint far from the origin keeps the precision of the difference of its ends' starts.
pub fn line_between(ends: &[RowEnd; 2], places: BodyPlaces) -> (Vec3, [Vec3; 2]) {
    let [[start_a, moved_a, arm_a], [start_b, moved_b, arm_b]] = ends.map(|end| end.placed(places));
    ((start_b - start_a) + (moved_b - moved_a) + (arm_b - arm_a), [arm_a, arm_b])
}

/// A joint's row in the solver.
#[derive(Clone, Copy, Debug)]
pub struct SolverJoint {
    ends: [RowEnd; 2],
    kind: JointKind,
    masses: InverseMasses,
    /// The line from A's end to B's as the substep began, with its levers; its effective mass; the line itself,
    /// the ends' arms, and the length between them.
    lever: Lever,
    mass: f32,
    line: Vec3,
    arms: [Vec3; 2],
    length: f32,
    /// Whether the line and its lever are already those of where the next substep begins (the last substep's
    /// end worked them out).
    placed: bool,
    /// The bodies' velocities as the substep began (before gravity).
    before: PairVelocity,
    /// The tension impulse of the current substep's motion (N·s).
    pub impulse: f32,
    /// Whether it holds its ends after the motion (a rod, a taut string), and the tension impulse of that hold.
    holding: bool,
    held: f32,
    /// The last solve of the current substep, and how the solver met the joint over the step so far (its
    /// tension impulse among it).
    substep_solve: SubstepSolve,
    pub report: JointSolve,
}

/// How one substep's solve of the joints met a joint.
#[derive(Clone, Copy, Debug, Default)]
pub struct SubstepSolve {
    /// The Newton steps taken.
    pub newton_steps: u32,
    /// How far the end length missed where the joint wants it when the solve ended (m).
    pub missed: f32,
    /// Whether the joint acted (a string let go does not), and whether the solve settled.
    pub acting: bool,
    pub settled: bool,
}

/// The velocities of a joint's bodies (zero for a point of the world).
fn load(ends: &[RowEnd; 2], (bodies, spins): (&[SolverBody], &[BodySpin])) -> PairVelocity {
    PairVelocity::of_ends(ends.map(|end| end.body), (bodies, spins))
}

/// Writes the velocities back to a joint's bodies.
fn store(ends: &[RowEnd; 2], velocity: &PairVelocity, (bodies, spins): (&mut [SolverBody], &mut [BodySpin])) {
    velocity.store_ends(ends.map(|end| end.body), (bodies, spins));
}

impl SolverJoint {
    /// The row of a joint of `kind` between `ends`, whose bodies weigh `masses` (inverse), pulling with nothing yet.
    pub fn new(ends: [RowEnd; 2], kind: JointKind, masses: InverseMasses) -> Self {
        SolverJoint {
            ends,
            kind,
            masses,
            lever: Lever::default(),
            mass: 0.0,
            line: Vec3::ZERO,
            arms: [Vec3::ZERO; 2],
            length: 0.0,
            placed: false,
            before: PairVelocity {
                linear_a: Vec3::ZERO,
                angular_a: Vec3::ZERO,
                linear_b: Vec3::ZERO,
                angular_b: Vec3::ZERO,
            },
            impulse: 0.0,
            holding: false,
            held: 0.0,
            substep_solve: SubstepSolve::default(),
            report: JointSolve { settled: true, ..JointSolve::default() },
        }
    }

    /// The line between the ends as the substep begins, and the bodies' velocities then (before gravity).
    pub fn begin_substep(&mut self, places: BodyPlaces, (bodies, spins): (&[SolverBody], &[BodySpin])) {
        if !self.placed {
            self.set_line(line_between(&self.ends, places), spins);
        }
        self.placed = false;
        self.before = load(&self.ends, (bodies, spins));
    }

    /// The line between the ends and their arms (from [`line_between`]), its length and lever.
    fn set_line(&mut self, (line, [arm_a, arm_b]): (Vec3, [Vec3; 2]), spins: &[BodySpin]) {
        self.length = line.length();
        // ends that meet keep the last line (a first one has none, and pulls nothing)
        if self.length > SHORTEST_LINE {
            self.lever = Lever::new(line / self.length, (arm_a, arm_b), self.inertias(spins));
            self.mass = self.lever.mass(self.masses);
        }
        (self.line, self.arms) = (line, [arm_a, arm_b]);
    }

    /// The inverse inertias of the two ends' bodies (none for a point of the world).
    fn inertias<'a>(&self, spins: &'a [BodySpin]) -> (&'a Mat3, &'a Mat3) {
        const NONE: &Mat3 = &Mat3::ZERO;
        let of = |end: &RowEnd| end.body.map_or(NONE, |k| &spins[k as usize].inverse_inertia);
        (of(&self.ends[0]), of(&self.ends[1]))
    }

    /// Starts the substep from the tension impulse of the one before.
    pub fn warm_start(&mut self, (bodies, spins): (&mut [SolverBody], &mut [BodySpin])) {
        self.push_along(-self.impulse, (bodies, spins));
    }

    /// The joint's equation in the solve of the joints together, as the velocities are now: with K its
    /// couplings ([`SolverJoint::coupling`]) and T the tension impulses, each row asks
    /// (h/2)·Σ K·ΔT + softness·ΔT = residual (a rod's or a string's end length over its length; a spring's
    /// own law, scaled by its softness 1/(h k/2 + c) so the rows stay symmetric). Returns the residual and the
    /// softness; `None` for a spring of no stiffness and no damping, which does nothing.
    pub fn motion_row(&self, (bodies, spins): (&[SolverBody], &[BodySpin]), h: f32) -> Option<(f32, f32)> {
        let line = self.end_line(&load(&self.ends, (bodies, spins)), h);
        let end_length = line.length();
        match self.kind {
            JointKind::Rod { length } | JointKind::String { length } => {
                // the length a substep's motion missed by is made up a fifth at a time (a chain whipping
                // faster than a substep can follow would otherwise be thrown back at the speed of its miss)
                let missed = self.length - length;
                let wanted = if missed.abs() > MISSED { length + 0.8 * missed } else { length };
                // a line turning so far in a substep that Newton's steps along its first direction cannot close on
                // its end length (the tip of a whipping chain) is held along that direction, as a first order
                let along = line.dot(self.lever.direction());
                let reach = if along >= FOLLOWED_TURN * end_length { end_length } else { along };
                Some((reach - wanted, 0.0))
            }
            JointKind::Spring { rest_length, stiffness, damping } => {
                let stiff = 0.5 * h * stiffness + damping;
                if stiff <= 0.0 {
                    return None;
                }
                let average = 0.5 * (self.length + end_length) - rest_length;
                let wanted = h * stiffness * average + damping * (end_length - self.length);
                Some(((wanted - self.impulse) / stiff, 1.0 / stiff))
            }
            // the machine joints are rows of their own (machine.rs), never a joint's line
            _ => None,
        }
    }

    /// Notes how the substep's solve of the joints met this one (the last solve of a substep counts).
    pub fn note_solve(&mut self, solve: SubstepSolve) {
        self.substep_solve = solve;
    }

    /// The tension impulse of the step (N·s).
    pub fn step_impulse(&self) -> f32 {
        self.report.motion_impulse + self.report.hold_impulse
    }

    /// Whether it pulls only (a string).
    pub fn pulls_only(&self) -> bool {
        matches!(self.kind, JointKind::String { .. })
    }

    /// The tension impulse of the substep's motion so far (N·s).
    pub fn impulse(&self) -> f32 {
        self.impulse
    }

    /// Adds `change` to the tension impulse of the substep's motion.
    pub fn pull(&mut self, change: f32, (bodies, spins): (&mut [SolverBody], &mut [BodySpin])) {
        self.impulse += change;
        self.push_along(-change, (bodies, spins));
    }

    /// Applies `impulse` along the line to B and its opposite to A.
    fn push_along(&self, impulse: f32, (bodies, spins): (&mut [SolverBody], &mut [BodySpin])) {
        let mut velocity = load(&self.ends, (bodies, spins));
        self.lever.push(&mut velocity, self.masses, impulse);
        store(&self.ends, &velocity, (bodies, spins));
    }

    /// How an impulse of 1 N·s along `other`'s line changes the rate this one's ends part (m/s), through the
    /// bodies they share.
    pub fn coupling(&self, other: &SolverJoint, inverse_masses: &[SolverBody]) -> f32 {
        let mut sum = 0.0;
        for (side, end) in self.ends.iter().enumerate() {
            for (other_side, other_end) in other.ends.iter().enumerate() {
                if let (Some(k), true) = (end.body, end.body == other_end.body) {
                    let inverse_mass = inverse_masses[k as usize].inverse_mass();
                    sum += self.lever.coupling_at(side == 1, &other.lever, other_side == 1, inverse_mass);
                }
            }
        }
        sum
    }

    /// How an impulse of 1 N·s along its line changes the rate its ends part (m/s): its own coupling.
    pub fn compliance(&self) -> f32 {
        if self.mass > 0.0 { 1.0 / self.mass } else { 0.0 }
    }

    /// The solver bodies at its two ends that an impulse moves (a static body ties no joints together).
    pub fn moving_bodies(&self) -> [Option<u32>; 2] {
        let [a, b] = self.ends;
        [a.body.filter(|_| self.masses.a > 0.0), b.body.filter(|_| self.masses.b > 0.0)]
    }

    /// The line from A's end to B's when the substep of `h` seconds ends, the bodies moving and turning at the
    /// average of their velocities before and `velocity`.
    fn end_line(&self, velocity: &PairVelocity, h: f32) -> Vec3 {
        let moved = |linear: Vec3, before: Vec3| 0.5 * h * (linear + before);
        let turned = |angular: Vec3, before: Vec3, arm: Vec3| {
            if arm == Vec3::ZERO { arm } else { Quat::from_scaled_axis(0.5 * h * (angular + before)) * arm }
        };
        let before = &self.before;
        // from the line as the substep began, by the ends' motions: a difference of small numbers, which keeps
        // its precision far from the origin
        let motion_a = moved(velocity.linear_a, before.linear_a)
            + turned(velocity.angular_a, before.angular_a, self.arms[0])
            - self.arms[0];
        let motion_b = moved(velocity.linear_b, before.linear_b)
            + turned(velocity.angular_b, before.angular_b, self.arms[1])
            - self.arms[1];
        self.line + (motion_b - motion_a)
    }

    /// After the substep's motion, before [`SolverJoint::hold`]: the step's impulse counts this substep's, and a
    /// rod, or a string that pulled or is taut, keeps half of its impulse in the velocities (the motion took it
    /// whole: RATTLE's half kick as the substep began, the other half comes along the line as it is now).
    pub fn end_motion(&mut self, places: BodyPlaces, (bodies, spins): (&mut [SolverBody], &mut [BodySpin])) {
        self.held = 0.0;
        // a rod holds, a string while it pulled or is taut
        let placed = line_between(&self.ends, places);
        let (length, impulse) = (placed.0.length(), self.impulse);
        self.holding = length > SHORTEST_LINE
            && match self.kind {
                JointKind::String { length: full } => impulse > 0.0 || length >= full - TAUT,
                JointKind::Rod { .. } => true,
                // the machine joints are rows of their own (machine.rs), never a joint's line
                _ => false,
            };
        let kept = if self.holding { 0.5 * impulse } else { impulse };
        if self.holding {
            self.push_along(kept, (bodies, spins));
        }
        let (report, solve) = (&mut self.report, self.substep_solve);
        report.motion_impulse += kept;
        report.substeps += 1;
        report.acting += u32::from(solve.acting);
        report.newton_steps = report.newton_steps.max(solve.newton_steps);
        report.settled &= solve.settled;
        report.missed = report.missed.max(solve.missed);
        // the hold works along the line as it is now, which is where the next substep begins
        self.set_line(placed, spins);
        self.placed = true;
    }

    /// Whether it holds its ends after the motion (a rod, a taut string), and the rate they part (m/s).
    pub fn parting(&self, (bodies, spins): (&[SolverBody], &[BodySpin])) -> Option<f32> {
        (self.holding && self.mass > 0.0).then(|| self.lever.speed(&load(&self.ends, (bodies, spins))))
    }

    /// The tension impulse of the hold after the motion so far (N·s).
    pub fn held(&self) -> f32 {
        self.held
    }

    /// Adds `change` to the tension impulse of the hold after the motion.
    pub fn hold(&mut self, change: f32, (bodies, spins): (&mut [SolverBody], &mut [BodySpin])) {
        self.held += change;
        self.report.hold_impulse += change;
        self.push_along(-change, (bodies, spins));
    }
}
