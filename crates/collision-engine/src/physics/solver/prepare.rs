//! Preparing the step's contacts for the solver: the bodies taken back to where their flights began, and each
//! pair as a contact of one point, or, where a body tumbles, as a manifold of up to four.

use crate::bevy_prelude::*;

use crate::geometry::{ContactManifold, MANIFOLD_POINTS, ManifoldPoint, Placed};
use crate::physics::broadphase::candidates::CandidatePairs;
use crate::physics::components::{PhysicsMaterial, RigidBody, inverse_mass};
use crate::physics::data::contacts::{ContactPair, Contacts, PairManifold};
use crate::physics::data::warm_start::{FramePoint, KeptFrame, KeptManifold, ManifoldWarmStart};
use crate::physics::joints::JointEnd;
use crate::physics::predict::{flight, moving_velocity};
use crate::physics::principal::PrincipalInertia;
use crate::physics::reach::SolverReach;
use crate::physics::settings::PhysicsSettings;
use crate::physics::solver::contact::{SolverBody, SolverContact};
use crate::physics::solver::input_lanes::{BodyStart, ContactMaterial, PointStart};
use crate::physics::solver::joint_row::{RowEnd, SolverJoint};
use crate::physics::solver::lane_bodies::PairIndex;
use crate::physics::solver::lever::InverseMasses;
use crate::physics::solver::machine::MachineJoint;
use crate::physics::solver::manifold::{ManifoldContact, PointStart as ManifoldPointStart};
use crate::physics::solver::middle_friction::KeptFriction;
use crate::physics::solver::scratch::{BackTurn, Driven, JointInput, ManifoldOrigin, SolverQuery, SolverScratch};
use crate::physics::solver::softness::Softness;
use crate::physics::solver::spins::BodySpin;

/// Restitution and friction of a pair: e = min(eA, eB), μ = √(μA·μB), unless the settings override them.
pub fn combine_materials(a: &PhysicsMaterial, b: &PhysicsMaterial, settings: &PhysicsSettings) -> (f32, f32) {
    let restitution = settings.restitution_override.unwrap_or(a.restitution.min(b.restitution));
    let friction = settings.friction_override.unwrap_or((a.friction * b.friction).sqrt());
    (restitution, friction)
}

/// What preparing a step's contacts reads besides the bodies.
pub struct StepInputs<'a> {
    pub contacts: &'a Contacts,
    pub candidates: &'a CandidatePairs,
    pub reach: &'a SolverReach,
    pub kept: &'a ManifoldWarmStart,
    pub settings: &'a PhysicsSettings,
    pub dt: f32,
}

/// Numbers the bodies of the contacts `pairs` (indices of the step's pairs the solver holds) and of the
/// `joints`, and prepares them, back at the step's start.
pub fn prepare_contacts(
    scratch: &mut SolverScratch,
    inputs: &StepInputs,
    bodies: &SolverQuery,
    (pairs, joints): (&[usize], &[JointInput]),
) {
    scratch.clear_step();
    for &pair_index in pairs {
        let pair = &inputs.contacts.pairs[pair_index];
        let (Some(a), Some(b)) = (scratch.slot(pair.a, bodies, inputs), scratch.slot(pair.b, bodies, inputs)) else {
            continue;
        };
        let flight = scratch.flight(b) - scratch.flight(a);
        let Some(separation) = starting_separation(pair, flight, inputs) else {
            continue;
        };
        let materials = combine_materials(&scratch.materials[a], &scratch.materials[b], inputs.settings);
        if scratch.tumbles[a] || scratch.tumbles[b] {
            match inputs.settings.soft_contacts {
                true => scratch.add_constraint((pair, pair_index), (a, b), materials, inputs),
                false => scratch.add_manifold((pair, pair_index), (a, b), materials, inputs),
            }
            continue;
        }
        let normal = pair.contact.normal;
        let threshold = inputs.settings.restitution_threshold;
        let contact = SolverContact::new((a, b), &scratch.bodies, (normal, separation), materials, threshold);
        if let Some((mut contact, step)) = contact {
            scratch.turning.add_contact(&mut contact);
            scratch.contacts.push(contact);
            scratch.steps.push(step);
            scratch.pairs.push(pair_index);
        }
    }
    for input in joints {
        scratch.add_joint(input, inputs, bodies);
    }
    if !scratch.joints.is_empty() {
        scratch.joint_system.prepare(&mut scratch.joints, scratch.bodies.len());
    }
}

/// The pair's separation where the bodies' flights start (it was measured where they end, `flight` apart
/// along the way). None for a pair closing fast but still apart where the flights end that no push may close:
/// nothing to stop this step (a body flying past a corner must not be held by a contact measured along a line).
fn starting_separation(pair: &ContactPair, flight: Vec3, inputs: &StepInputs) -> Option<f32> {
    let normal = pair.contact.normal;
    let closing_fast = inputs.settings.closes_as_an_impact((-flight.dot(normal), normal), inputs.dt);
    if closing_fast && pair.contact.penetration + inputs.reach.closing(inputs.candidates, pair) <= 0.0 {
        return None;
    }
    Some(-pair.contact.penetration - flight.dot(normal))
}

impl SolverScratch {
    /// How far body `k` flew this step.
    fn flight(&self, k: usize) -> Vec3 {
        self.predicted[k] - self.starts[k]
    }

    /// The solver body of `entity`, added as the step began when it is met first; `None` if it is no body.
    fn slot(&mut self, entity: Entity, bodies: &SolverQuery, inputs: &StepInputs) -> Option<usize> {
        if let Some(slot) = self.slots.get(entity) {
            return Some(slot);
        }
        let solved = bodies.get(entity).ok()?;
        let (body, mass, velocity, dt) = (*solved.body, *solved.mass, solved.velocity.0, inputs.dt);
        let (end, end_rotation) = (solved.transform.translation, solved.transform.rotation);
        // free flight turned it over the step: turned back, it is where the step began
        let axes = solved.shape.axes(body);
        let spin = solved.angular_velocity.0 * axes;
        let (start_rotation, start_spin) = if spin == Vec3::ZERO {
            (end_rotation, spin)
        } else {
            solved.shape.turn(body, mass, (end_rotation, spin), -dt)
        };
        // the step's gravity, force and torque are in a dynamic body's velocities: the substeps add them again, a
        // piece at a time, so that its contacts hold against them as they act
        let gravity = inputs.settings.effective_gravity();
        let (acceleration, angular_acceleration) = solved.driving(start_rotation);
        let falls = body == RigidBody::Dynamic;
        let start_velocity =
            if falls { velocity - (gravity + acceleration) * dt } else { moving_velocity(body, velocity) };
        let start_spin = start_spin - angular_acceleration * dt;
        let inverse_inertia = solved.shape.inverse_inertia(body, mass, start_rotation);
        let start = BodySpin { angular_velocity: start_spin, inverse_inertia };
        let free_inertia =
            if axes == Vec3::ZERO { PrincipalInertia::NONE } else { solved.shape.free_inverse_inertia(body, mass) };
        let shape = solved.shape.shape()?;
        let driven = Driven { body: self.bodies.len(), acceleration, angular_acceleration };
        if acceleration != Vec3::ZERO || angular_acceleration != Vec3::ZERO {
            self.driven.push(driven);
        }
        Some(self.slots.get_or_add(entity, |_| {
            self.bodies.push(SolverBody::new(start_velocity, inverse_mass(body, mass)));
            self.turning.add_body(start, solved.resistance(), start_rotation, free_inertia);
            self.moved.push(Vec3::ZERO);
            self.starts.push(end - flight(body, velocity, gravity, dt));
            self.predicted.push(end);
            self.materials.push(*solved.material);
            self.ends.push(Placed::new(shape, end, end_rotation));
            // a ball's shape is the same however it turns: its contact points are where they are found
            let start_turn = if solved.shape.arm() > 0.0 { end_rotation } else { start_rotation };
            self.back_turns.push(BackTurn {
                to_own: Mat3::from_quat(end_rotation.inverse()),
                to_start: Mat3::from_quat(start_turn),
            });
            self.tumbles.push(solved.shape.tumbles(body));
        }))
    }

    /// Prepares the pair of bodies `a` and `b`, one of which tumbles, as a manifold contact: its points where
    /// the flights end (within the speculative margin and their relative flight), taken back to the step's start,
    /// each starting from the impulses of last step's point found near it.
    fn add_manifold(
        &mut self,
        (pair, pair_index): (&ContactPair, usize),
        (a, b): (usize, usize),
        materials: (f32, f32),
        inputs: &StepInputs,
    ) {
        let flight = self.flight(b) - self.flight(a);
        let found = pair_manifold(pair, inputs.contacts).manifold;
        let kept = inputs.kept.find(pair.key());
        let tolerance = match_tolerance(&found);
        self.manifold_starts.clear();
        for point in found.used() {
            let PlacedPoint { anchors, arm_a, arm_b, separation } = self.at_start(point, (a, b), found.normal, flight);
            let normal_impulse = kept.and_then(|kept| kept.near(anchors, tolerance)).map_or(0.0, |kept| kept.normal);
            let round = (point.round_a, point.round_b);
            self.manifold_starts.push(ManifoldPointStart { anchors, normal_impulse, arm_a, arm_b, round, separation });
        }
        let (spins, threshold) = (&self.turning.spins, inputs.settings.restitution_threshold);
        let friction = kept.map_or(KeptFriction::default(), |kept| KeptFriction {
            tangent: kept.tangent,
            twist: kept.twist,
            stick: kept.stick.filter(|_| kept.len == found.len).map(|points| self.stick_start(points, (a, b))),
        });
        let stuck = friction.stick.map(|stick| stick.points);
        let normal_and_points = (found.normal, self.manifold_starts.as_slice(), friction);
        let contact = ManifoldContact::new((a, b), (&self.bodies, spins), normal_and_points, materials, threshold);
        if let Some(mut contact) = contact {
            contact.resisting(self.resistance_between(a, b), kept.map_or(Vec3::ZERO, |kept| kept.rolling));
            self.manifold_sticks.push(stuck.filter(|_| contact.middle.stuck.is_some()));
            self.manifolds.push(contact);
            self.manifold_pairs.push(pair_index);
        }
    }
}

impl SolverScratch {
    /// Prepares the pair of bodies `a` and `b`, one of which tumbles, as a contact constraint: its points where
    /// the flights end (within the speculative margin and their relative flight), taken back to the step's start,
    /// each starting from the impulses of last step's point found near it.
    fn add_constraint(
        &mut self,
        (pair, pair_index): (&ContactPair, usize),
        (a, b): (usize, usize),
        (restitution, friction): (f32, f32),
        inputs: &StepInputs,
    ) {
        let moves = |k: usize| self.bodies[k].moves() || self.turning.spins[k].inverse_inertia != Mat3::ZERO;
        let (moves_a, moves_b) = (moves(a), moves(b));
        if !(moves_a || moves_b) {
            return;
        }
        let kept = inputs.kept.find(pair.key());
        let found = pair_manifold(pair, inputs.contacts);
        let (len, face) = (found.manifold.len, found.face);
        let mut origin =
            ManifoldOrigin { pair: pair_index, len, anchors: Default::default(), face, frame: KeptFrame::default() };
        let mut points = self.start_points(&found, kept, (a, b), &mut origin);
        let frame = self.rows_frame((&found, kept), (a, b), (&points, &origin.anchors));
        for (point, held) in points.iter_mut().zip(&frame.points).take(len) {
            (point.arm_a, point.arm_b) = held.arms;
        }
        origin.frame = frame;
        let found = found.manifold;
        let h = inputs.dt / inputs.settings.substeps.max(1) as f32;
        let (rolling_limit, spinning_limit) = self.resistance_between(a, b);
        let (tangent_impulse, twist_impulse, rolling) =
            kept.map_or((Vec3::ZERO, 0.0, Vec3::ZERO), |kept| (kept.tangent, kept.twist, kept.rolling));
        let material = ContactMaterial {
            friction,
            restitution,
            softness: Softness::of_contacts(inputs.settings, h, !(moves_a && moves_b)),
            rolling_limit,
            spinning_limit,
            tangent_impulse,
            twist_impulse,
            rolling_impulse: rolling - rolling.dot(found.normal) * found.normal,
        };
        let start = |k: usize| BodyStart {
            inverse_mass: self.bodies[k].inverse_mass(),
            spin: self.turning.spins[k],
            velocity: self.bodies[k].velocity(),
        };
        let bodies = [start(a), start(b)];
        let input = self.contact_lanes.add(PairIndex { a: a as u32, b: b as u32 }, (moves_a, moves_b));
        (input.bodies, input.normal, input.points, input.len, input.material) =
            (bodies, frame.normal, points, found.len, material);
        self.manifold_origins.push(origin);
    }

    /// The points of a contact constraint's manifold as the step began (those past its length unused), each
    /// starting from the normal impulse of last step's point: the same point where the manifold was kept, else the
    /// one found near it.
    fn start_points(
        &self,
        found: &PairManifold,
        kept: Option<&KeptManifold>,
        (a, b): (usize, usize),
        origin: &mut ManifoldOrigin,
    ) -> [PointStart; MANIFOLD_POINTS] {
        let tolerance = if found.kept { 0.0 } else { match_tolerance(&found.manifold) };
        let mut starts = [PointStart::default(); MANIFOLD_POINTS];
        let (flight, normal) = (self.flight(b) - self.flight(a), found.manifold.normal);
        let points = found.manifold.used().iter().zip(&mut origin.anchors).zip(&mut starts);
        for (k, ((point, anchors_of), start)) in points.enumerate() {
            let PlacedPoint { anchors, arm_a, arm_b, separation } = self.at_start(point, (a, b), normal, flight);
            let normal_impulse = match (found.kept, kept) {
                (true, Some(kept)) => kept.points[k].normal,
                (_, kept) => kept.and_then(|kept| kept.near(anchors, tolerance)).map_or(0.0, |kept| kept.normal),
            };
            *anchors_of = anchors;
            *start = PointStart { arm_a, arm_b, separation, normal_impulse };
        }
        starts
    }

    /// The directions a contact constraint's rows are built along: those of the step its points were found while
    /// each is found again where it was and neither body has turned far since (rows built along directions that
    /// turn with a leaning pile would tip it further each step under its own weight), else the normal and arms
    /// of `points` now.
    fn rows_frame(
        &self,
        (found, kept): (&PairManifold, Option<&KeptManifold>),
        (a, b): (usize, usize),
        (points, anchors): (&[PointStart; MANIFOLD_POINTS], &[(Vec3, Vec3); MANIFOLD_POINTS]),
    ) -> KeptFrame {
        let (turns, len) = ((self.turning.rotations[a], self.turning.rotations[b]), found.manifold.len);
        let mut now = KeptFrame { normal: found.manifold.normal, points: Default::default(), len, turns };
        for ((frame_point, point), &anchors) in now.points.iter_mut().zip(points).zip(anchors).take(len) {
            *frame_point = FramePoint { anchors, arms: (point.arm_a, point.arm_b) };
        }
        let Some(frame) = kept.and_then(|kept| kept.frame).filter(|frame| frame.holds(turns)) else {
            return now;
        };
        let mut held = KeptFrame { points: now.points, len, ..frame };
        for point in held.points.iter_mut().take(len) {
            let Some(same) = frame.point_at(point.anchors) else {
                return now;
            };
            *point = *same;
        }
        held
    }

    /// A manifold's `point` where the flights end taken back to where the step began, the bodies of the pair
    /// having flown `flight` apart along the way: a point on a round surface stays in front of the centre the
    /// surface is round about, which turns back with its body.
    fn at_start(&self, point: &ManifoldPoint, (a, b): (usize, usize), normal: Vec3, flight: Vec3) -> PlacedPoint {
        let (back_a, back_b) = (&self.back_turns[a], &self.back_turns[b]);
        let anchors = (back_a.to_own * point.local_a, back_b.to_own * point.local_b);
        let (out_a, out_b) = (point.round_a, point.round_b);
        let arm_a = back_a.to_start * (back_a.to_own * (point.local_a - out_a)) + out_a;
        let arm_b = back_b.to_start * (back_b.to_own * (point.local_b - out_b)) + out_b;
        let turned = (arm_b - point.local_b) - (arm_a - point.local_a);
        let separation = -point.penetration + (turned - flight).dot(normal);
        PlacedPoint { anchors, arm_a, arm_b, separation }
    }
}

impl SolverScratch {
    /// Prepares a joint whose bodies are awake: a rod, string or spring starting each step from no tension (so
    /// that a step depends on the bodies alone), a machine joint from its impulses of the last step (kept with the
    /// joint, and so in a recording's keyframes); a joint none of whose ends can move is left out.
    fn add_joint(&mut self, input: &JointInput, inputs: &StepInputs, bodies: &SolverQuery) {
        let mut end = |end: JointEnd| match end {
            JointEnd::Body { entity, anchor } => {
                self.slot(entity, bodies, inputs).map(|k| RowEnd { body: Some(k as u32), anchor })
            }
            JointEnd::World(point) => Some(RowEnd { body: None, anchor: point }),
        };
        let (Some(a), Some(b)) = (end(input.joint.a), end(input.joint.b)) else {
            return;
        };
        let moves = |end: &RowEnd| {
            end.body.is_some_and(|k| self.bodies[k as usize].moves() || self.turning.spins[k as usize].turns())
        };
        if !(moves(&a) || moves(&b)) {
            return;
        }
        let inverse_mass = |end: &RowEnd| end.body.map_or(0.0, |k| self.bodies[k as usize].inverse_mass());
        let masses = InverseMasses { a: inverse_mass(&a), b: inverse_mass(&b) };
        if input.joint.kind.is_machine() {
            let inertia =
                |end: &RowEnd| end.body.map_or(Mat3::ZERO, |k| self.turning.spins[k as usize].inverse_inertia);
            let inertias = [inertia(&a), inertia(&b)];
            self.machines.push(MachineJoint::new([a, b], input.joint.kind, (masses, inertias), input.impulses));
            self.machine_entities.push(input.entity);
            return;
        }
        self.joints.push(SolverJoint::new([a, b], input.joint.kind, masses));
        self.joint_entities.push(input.entity);
    }

    /// How bodies `a` and `b` resist rolling and spinning over each other: the larger of their coefficients, times
    /// the radius of the ball among them (a box has none to roll on).
    fn resistance_between(&self, a: usize, b: usize) -> (f32, f32) {
        let (of_a, of_b) = (self.turning.resistances[a], self.turning.resistances[b]);
        let radius = of_a.arm.max(of_b.arm);
        (of_a.rolling.max(of_b.rolling) * radius, of_a.spinning.max(of_b.spinning) * radius)
    }
}

/// The manifold the narrowphase found for `pair`, or its one contact point where it found none.
fn pair_manifold(pair: &ContactPair, contacts: &Contacts) -> PairManifold {
    let one_point = || PairManifold { manifold: ContactManifold::of_contact(&pair.contact), face: None, kept: false };
    contacts.manifold_of(pair).copied().unwrap_or_else(one_point)
}

/// A manifold's point as the step began: where it lies on A (in A's own axes) and on B (in B's), its arms from
/// each centre in world axes, and its separation.
struct PlacedPoint {
    anchors: (Vec3, Vec3),
    arm_a: Vec3,
    arm_b: Vec3,
    separation: f32,
}

/// How near a point must lie to where last step's point was, on both bodies, to start from its impulses: a
/// quarter of the distance between the manifold's two closest points, and no more than 2 cm.
fn match_tolerance(manifold: &ContactManifold) -> f32 {
    let points = manifold.used();
    let mut closest = 0.08_f32;
    for (i, p) in points.iter().enumerate() {
        for q in &points[i + 1..] {
            closest = closest.min((p.local_a - q.local_a).length());
        }
    }
    0.25 * closest
}
