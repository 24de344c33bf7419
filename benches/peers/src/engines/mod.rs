//! The three engines behind one interface: load a scene, take a step, report positions.

use bevy::prelude::*;
use collision_sandbox::geometry::Shape as SandboxShape;
use collision_sandbox::headless::headless_app_with;
use collision_sandbox::physics as ours;

use crate::scenes::{BenchJointKind, BenchScene};

mod avian;
mod rapier;

pub use avian::Avian;
pub use rapier::{RAPIER_STAGES, Rapier};

pub trait Engine {
    fn step(&mut self);
    fn positions(&mut self) -> Vec<Vec3>;
    fn velocities(&mut self) -> Vec<Vec3>;
    fn rotations(&mut self) -> Vec<Quat>;
}

/// How hard each engine works at a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Quality {
    /// Each engine as it comes: ours 4 substeps, rapier3d 4 solver iterations (its substeps), avian3d 6.
    Default,
    /// Every engine with this many substeps (rapier3d: solver iterations).
    Substeps(u32),
}

impl Quality {
    pub fn label(self) -> String {
        match self {
            Quality::Default => "each engine's default quality".into(),
            Quality::Substeps(n) => format!("{n} substep{} for every engine", if n == 1 { "" } else { "s" }),
        }
    }
}

/// Which bodies turn, the same way in every engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Rotation {
    /// No body turns: rotations locked in every engine.
    Locked,
    /// Spheres turn (rolling, spinning); cuboids keep their orientation.
    Spheres,
    /// Every body turns: balls roll, boxes tip and tumble.
    All,
}

impl Rotation {
    pub fn label(self) -> &'static str {
        match self {
            Rotation::Locked => "rotations locked",
            Rotation::Spheres => "spheres turn, cuboids locked",
            Rotation::All => "every body turns",
        }
    }

    /// Whether a body of `shape` turns.
    fn turns(self, shape: &SandboxShape) -> bool {
        match self {
            Rotation::Locked => false,
            Rotation::Spheres => matches!(shape, SandboxShape::Sphere { .. }),
            Rotation::All => true,
        }
    }
}

/// How a scene is run: each engine's quality and which bodies turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Setup {
    pub quality: Quality,
    pub rotation: Rotation,
    /// Whether our tumbling boxes are held by soft contacts ([`ours::PhysicsSettings::soft_contacts`]).
    pub soft: bool,
    /// How many threads our step spreads over ([`ours::PhysicsSettings::threads`]).
    pub threads: u32,
}

impl Setup {
    pub fn label(self) -> String {
        let contacts = if self.soft { ", our contacts soft" } else { "" };
        let threads = if self.threads == 1 { String::new() } else { format!(", ours on {} threads", self.threads) };
        format!("{}, {}{contacts}{threads}", self.quality.label(), self.rotation.label())
    }
}

/// collision-sandbox, stepped bare (`run_physics_step`) or through Bevy's `app.update()`, with sleeping off
/// (as the peers run) or on (our engine's default).
pub struct Sandbox {
    pub app: App,
    entities: Vec<Entity>,
    through_app: bool,
}

impl Sandbox {
    /// Our engine as a game runs it: stages untimed (as rapier3d's counters are off by default).
    pub fn new(scene: &BenchScene, setup: Setup, through_app: bool, sleeping: bool) -> Sandbox {
        Sandbox::with_plugin(ours::PhysicsPlugin::setting_fixed_rate(), scene, setup, (through_app, sleeping))
    }

    /// Our engine in `setup` with its stages timed, for `--stages`.
    pub fn timed(scene: &BenchScene, setup: Setup) -> Sandbox {
        let plugin = ours::PhysicsPlugin::setting_fixed_rate().timing_stages();
        Sandbox::with_plugin(plugin, scene, setup, (false, false))
    }

    fn with_plugin(
        plugin: ours::PhysicsPlugin,
        scene: &BenchScene,
        setup: Setup,
        (through_app, sleeping): (bool, bool),
    ) -> Sandbox {
        let defaults = ours::PhysicsSettings::default();
        let substeps = match setup.quality {
            Quality::Default => defaults.substeps,
            Quality::Substeps(n) => n,
        };
        let settings = ours::PhysicsSettings {
            gravity: scene.gravity,
            substeps,
            sleep_enabled: sleeping,
            soft_contacts: setup.soft,
            threads: setup.threads,
            ..defaults
        };
        let mut app = headless_app_with(plugin, settings);
        let entities = scene
            .bodies
            .iter()
            .map(|body| {
                let mut entity = app.world_mut().spawn((
                    if body.fixed { ours::RigidBody::Static } else { ours::RigidBody::Dynamic },
                    ours::Collider(body.shape.clone()),
                    Transform::from_translation(body.position).with_rotation(body.rotation),
                    ours::LinearVelocity(body.velocity),
                    ours::Mass(body.mass),
                    ours::PhysicsMaterial::new(body.restitution, body.friction),
                ));
                if !setup.rotation.turns(&body.shape) {
                    entity.insert(ours::RotationLock::ALL);
                }
                entity.id()
            })
            .collect::<Vec<Entity>>();
        for joint in &scene.joints {
            let ends = (ours::JointEnd::body(entities[joint.a]), ours::JointEnd::body(entities[joint.b]));
            app.world_mut().spawn(match joint.kind {
                BenchJointKind::String { length } => ours::Joint::string(ends.0, ends.1, length),
                BenchJointKind::Spring { rest_length, stiffness, damping } => {
                    ours::Joint::spring(ends.0, ends.1, rest_length, stiffness, damping)
                }
                BenchJointKind::Hinge { anchors, axis } => {
                    let rest = ours::rest_between(scene.bodies[joint.a].rotation, scene.bodies[joint.b].rotation);
                    let a = ours::JointEnd::body_at(entities[joint.a], anchors[0]);
                    let b = ours::JointEnd::body_at(entities[joint.b], anchors[1]);
                    ours::Joint::hinge(a, b, ours::Hinge::new(axis, rest))
                }
            });
        }
        // what `App::run` does before the first update, as for avian3d below (ours builds its schedule); its
        // schedules already run on one thread (`headless_app_with`)
        app.finish();
        app.cleanup();
        Sandbox { app, entities, through_app }
    }
}

impl Engine for Sandbox {
    fn step(&mut self) {
        if self.through_app {
            self.app.update();
        } else {
            ours::run_physics_step(self.app.world_mut());
        }
    }

    fn positions(&mut self) -> Vec<Vec3> {
        let world = self.app.world();
        self.entities.iter().map(|&e| world.get::<Transform>(e).map_or(Vec3::NAN, |t| t.translation)).collect()
    }

    fn velocities(&mut self) -> Vec<Vec3> {
        let world = self.app.world();
        self.entities.iter().map(|&e| world.get::<ours::LinearVelocity>(e).map_or(Vec3::NAN, |v| v.0)).collect()
    }

    fn rotations(&mut self) -> Vec<Quat> {
        let world = self.app.world();
        self.entities.iter().map(|&e| world.get::<Transform>(e).map_or(Quat::NAN, |t| t.rotation)).collect()
    }
}
