//! The solver's working arrays and the bodies as it reads and writes them.

use crate::bevy_prelude::*;
use bevy_ecs::query::QueryData;

use crate::geometry::Placed;
use crate::physics::components::{AngularVelocity, ExternalForce, LinearVelocity, Mass, PhysicsMaterial, RigidBody};
use crate::physics::data::warm_start::{FrictionStick, KeptFace, KeptFrame};
use crate::physics::joints::{Joint, JointImpulses};
use crate::physics::rotation::{ExternalTorque, RollingResistance, SpinningFriction, TurningShape};
use crate::physics::slots::BodySlots;
use crate::physics::solver::block::{BlockScratch, IslandScratch, SmallIsland};
use crate::physics::solver::contact::{ContactStep, SolverBody, SolverContact};
use crate::physics::solver::contact_lanes::ContactLanes;
use crate::physics::solver::joint_row::SolverJoint;
use crate::physics::solver::joint_system::JointSystem;
use crate::physics::solver::machine::MachineJoint;
use crate::physics::solver::manifold::{ManifoldContact, PointStart as ManifoldPointStart};
use crate::physics::solver::spins::{Resistance, Turning};

/// How a body's point, found from its centre where its flight ended, is taken back to where the step began: into
/// the body's own axes (its turn there undone), then turned as the body was when the step began (a ball's as it
/// ends, being the same however it turns).
#[derive(Clone, Copy, Debug)]
pub struct BackTurn {
    pub to_own: Mat3,
    pub to_start: Mat3,
}

/// The solver's working arrays, kept between steps so their memory is reused.
#[derive(Default)]
pub struct SolverScratch {
    pub slots: BodySlots,
    pub bodies: Vec<SolverBody>,
    /// Per body, how far it has moved since the step began: contacts follow their separation from it.
    pub moved: Vec<Vec3>,
    /// Per body: where its flight began and ended, and its material.
    pub starts: Vec<Vec3>,
    pub predicted: Vec<Vec3>,
    pub materials: Vec<PhysicsMaterial>,
    /// Per body: its shape where its flight ended, how its points found there are taken back to where the step
    /// began, and whether it tumbles (a cuboid that turns).
    pub ends: Vec<Placed>,
    pub back_turns: Vec<BackTurn>,
    pub tumbles: Vec<bool>,
    pub contacts: Vec<SolverContact>,
    /// Per contact, what it keeps over the whole step.
    pub steps: Vec<ContactStep>,
    /// For each prepared contact, its index in [`Contacts::pairs`](crate::physics::Contacts).
    pub pairs: Vec<usize>,
    /// The contacts of tumbling bodies, each with its index in the step's pairs.
    pub manifolds: Vec<ManifoldContact>,
    pub manifold_pairs: Vec<usize>,
    /// Per manifold contact, where friction stuck its bodies together as the step began.
    pub manifold_sticks: Vec<Option<FrictionStick>>,
    /// A manifold's points as they are prepared.
    pub manifold_starts: Vec<ManifoldPointStart>,
    /// With [`PhysicsSettings::soft_contacts`](crate::physics::PhysicsSettings::soft_contacts), the contacts of
    /// tumbling bodies as soft constraints instead, each with where it came from.
    pub contact_lanes: ContactLanes,
    pub manifold_origins: Vec<ManifoldOrigin>,
    /// Per body, its velocity when the substep began.
    pub substep_start: Vec<Vec3>,
    /// The bodies a force or torque acts on, each with the change of its velocity and angular velocity it makes
    /// per second.
    pub driven: Vec<Driven>,
    /// Islands whose normal impulses may be solved exactly after the iterations.
    pub islands: Vec<SmallIsland>,
    pub block: BlockScratch,
    pub island_scratch: IslandScratch,
    /// Islands of contact constraints whose masses differ too much for the soft step's passes, solved exactly
    /// after each pass, and the target each of their constraints has in the pass.
    pub soft_islands: Vec<SmallIsland>,
    pub soft_island_scratch: IslandScratch,
    pub soft_targets: Vec<f32>,
    /// Per contact, whether the last iteration changed it by more than the tolerance.
    pub unsettled: Vec<bool>,
    /// Per contact, whether it belongs to one of the `islands`.
    pub in_small_island: Vec<bool>,
    /// The bodies' turning and the contacts that turn them.
    pub turning: Turning,
    /// The rows of the joints that act, and each row's entity.
    pub joints: Vec<SolverJoint>,
    pub joint_entities: Vec<Entity>,
    pub joint_system: JointSystem,
    /// The machine joints that act, and each one's entity.
    pub machines: Vec<MachineJoint>,
    pub machine_entities: Vec<Entity>,
}

/// A joint as the step takes it in: its entity, the joint, and (a machine joint) the impulses it starts from.
#[derive(Clone, Copy, Debug)]
pub struct JointInput {
    pub entity: Entity,
    pub joint: Joint,
    pub impulses: JointImpulses,
}

impl SolverScratch {
    /// Empties what the last step left, keeping the memory.
    pub fn clear_step(&mut self) {
        self.slots.clear();
        self.bodies.clear();
        self.moved.clear();
        self.steps.clear();
        self.starts.clear();
        self.predicted.clear();
        self.materials.clear();
        self.ends.clear();
        self.back_turns.clear();
        self.tumbles.clear();
        self.contacts.clear();
        self.pairs.clear();
        self.manifolds.clear();
        self.manifold_pairs.clear();
        self.manifold_sticks.clear();
        self.contact_lanes.clear();
        self.manifold_origins.clear();
        self.driven.clear();
        self.turning.clear();
        self.joints.clear();
        self.joint_entities.clear();
        self.machines.clear();
        self.machine_entities.clear();
    }
}

/// Where a contact constraint came from: its pair's index in the step's contacts, and its points in use with where
/// each lies on A (in A's own axes) and on B (in B's), for the next step to find them again.
#[derive(Clone, Copy, Debug)]
pub struct ManifoldOrigin {
    pub pair: usize,
    pub len: usize,
    pub anchors: [(Vec3, Vec3); 4],
    /// The face its points lie on, to use them again next step.
    pub face: Option<KeptFace>,
    /// The directions its rows were built along, to build them along again next step.
    pub frame: KeptFrame,
}

/// A body a force or torque acts on: its solver index and the change of its velocity (m/s²) and angular
/// velocity (rad/s²) they make per second.
#[derive(Clone, Copy, Debug)]
pub struct Driven {
    pub body: usize,
    pub acceleration: Vec3,
    pub angular_acceleration: Vec3,
}

/// A body as the solver reads and writes it.
#[derive(QueryData)]
#[query_data(mutable)]
pub struct SolvedBody {
    pub body: &'static RigidBody,
    pub mass: &'static Mass,
    pub material: &'static PhysicsMaterial,
    pub shape: TurningShape,
    rolling_resistance: Option<&'static RollingResistance>,
    spinning_friction: Option<&'static SpinningFriction>,
    pub velocity: &'static mut LinearVelocity,
    pub angular_velocity: &'static mut AngularVelocity,
    pub transform: &'static mut Transform,
    pub force: Option<&'static ExternalForce>,
    pub torque: Option<&'static ExternalTorque>,
}

/// The bodies the solver reads and writes.
pub type SolverQuery<'w, 's> = Query<'w, 's, SolvedBody>;

impl SolvedBodyReadOnlyItem<'_, '_> {
    /// What its force and torque change per second, as it was turned (`rotation`) when the step began: Δv/s and
    /// Δω/s; zero for a body that is not dynamic or has neither.
    pub fn driving(&self, rotation: Quat) -> (Vec3, Vec3) {
        if *self.body != RigidBody::Dynamic || (self.force.is_none() && self.torque.is_none()) {
            return (Vec3::ZERO, Vec3::ZERO);
        }
        let inverse_mass = if self.mass.0 > 0.0 { 1.0 / self.mass.0 } else { 0.0 };
        let linear = self.force.map_or(Vec3::ZERO, |force| force.0 * inverse_mass);
        let inverse_inertia = self.shape.inverse_inertia(*self.body, *self.mass, rotation);
        (linear, inverse_inertia * self.torque.map_or(Vec3::ZERO, |torque| torque.0))
    }

    /// How its surface resists rolling and spinning, at its arm.
    pub fn resistance(&self) -> Resistance {
        Resistance {
            arm: self.shape.arm(),
            rolling: self.rolling_resistance.map_or(0.0, |resistance| resistance.0),
            spinning: self.spinning_friction.map_or(0.0, |friction| friction.0),
        }
    }
}
