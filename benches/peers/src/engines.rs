//! The three engines behind one interface: load a scene, take a step, report positions.

use bevy::app::{TaskPoolOptions, TaskPoolPlugin};
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use collision_sandbox::geometry::Shape as SandboxShape;
use collision_sandbox::headless::{headless_app_with, run_schedules_on_one_thread};
use collision_sandbox::physics as ours;

use crate::scenes::{BenchJointKind, BenchScene};

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

/// rapier3d, rotations locked but where spheres turn, CCD on fast bodies, sleeping off.
pub struct Rapier {
    world: rapier3d::prelude::PhysicsWorld,
    handles: Vec<rapier3d::prelude::RigidBodyHandle>,
}

impl Rapier {
    pub fn new(scene: &BenchScene, setup: Setup) -> Rapier {
        use rapier3d::prelude::*;
        let mut world = PhysicsWorld::new();
        world.gravity = Vector::new(scene.gravity.x, scene.gravity.y, scene.gravity.z);
        world.integration_parameters.dt = 1.0 / 60.0;
        if let Quality::Substeps(n) = setup.quality {
            world.integration_parameters.num_solver_iterations = n as usize;
        }
        let handles: Vec<RigidBodyHandle> = scene
            .bodies
            .iter()
            .map(|body| {
                let at = Vector::new(body.position.x, body.position.y, body.position.z);
                let builder = if body.fixed { RigidBodyBuilder::fixed() } else { RigidBodyBuilder::dynamic() };
                let fast = body.velocity.length() * world.integration_parameters.dt > body.shape.min_extent();
                let builder = builder
                    .translation(at)
                    .rotation({
                        let turn = body.rotation.to_scaled_axis();
                        Vector::new(turn.x, turn.y, turn.z)
                    })
                    .linvel(Vector::new(body.velocity.x, body.velocity.y, body.velocity.z))
                    .ccd_enabled(fast)
                    .can_sleep(false);
                let rigid = if setup.rotation.turns(&body.shape) { builder } else { builder.lock_rotations() }.build();
                let collider = match body.shape {
                    SandboxShape::Hull(ref hull) => {
                        let points: Vec<Vector> = hull.vertices().iter().map(|v| Vector::new(v.x, v.y, v.z)).collect();
                        ColliderBuilder::convex_hull(&points).expect("a hull of points in no plane")
                    }
                    SandboxShape::Sphere { radius } => ColliderBuilder::ball(radius),
                    SandboxShape::Cuboid { half_extents: h } => ColliderBuilder::cuboid(h.x, h.y, h.z),
                    SandboxShape::Cylinder { radius, half_height } => ColliderBuilder::cylinder(half_height, radius),
                    SandboxShape::Capsule { radius, half_length } => ColliderBuilder::capsule_y(half_length, radius),
                    // rapier's cone is centred on the middle of its height, ours on its centre of mass below it
                    SandboxShape::Cone { radius, half_height } => {
                        ColliderBuilder::cone(half_height, radius).translation(Vector::new(0.0, 0.5 * half_height, 0.0))
                    }
                }
                .mass(body.mass)
                .friction(body.friction)
                .restitution(body.restitution)
                .build();
                let handle = world.bodies.insert(rigid);
                world.colliders.insert_with_parent(collider, handle, &mut world.bodies);
                handle
            })
            .collect();
        for joint in &scene.joints {
            let built: GenericJoint = match joint.kind {
                BenchJointKind::String { length } => RopeJointBuilder::new(length).build().into(),
                BenchJointKind::Spring { rest_length, stiffness, damping } => {
                    SpringJointBuilder::new(rest_length, stiffness, damping).build().into()
                }
                BenchJointKind::Hinge { anchors, axis } => {
                    let vector = |v: bevy::math::Vec3| Vector::new(v.x, v.y, v.z);
                    let builder = RevoluteJointBuilder::new(vector(axis));
                    builder.local_anchor1(vector(anchors[0])).local_anchor2(vector(anchors[1])).build().into()
                }
            };
            world.impulse_joints.insert(handles[joint.a], handles[joint.b], built, true);
        }
        Rapier { world, handles }
    }
}

/// rapier3d's own stages, as its pipeline counters time them.
pub const RAPIER_STAGES: [&str; 7] =
    ["broad phase", "narrow phase", "islands", "assembly", "resolution", "ccd", "total"];

impl Rapier {
    /// Turns its pipeline counters on: each step's stage times are then kept.
    pub fn count_stages(&mut self) {
        self.world.physics_pipeline.counters.enable();
    }

    /// The last step's time in each of [`RAPIER_STAGES`] (ms).
    pub fn stage_ms(&self) -> [f64; RAPIER_STAGES.len()] {
        let counters = &self.world.physics_pipeline.counters;
        [
            counters.cd.broad_phase_time.time_ms() + counters.cd.final_broad_phase_time.time_ms(),
            counters.cd.narrow_phase_time.time_ms(),
            counters.stages.island_construction_time.time_ms(),
            counters.solver.velocity_assembly_time.time_ms(),
            counters.solver.velocity_resolution_time.time_ms(),
            counters.stages.ccd_time.time_ms(),
            counters.step_time.time_ms(),
        ]
    }
}

impl Engine for Rapier {
    fn step(&mut self) {
        self.world.step();
    }

    fn positions(&mut self) -> Vec<Vec3> {
        self.handles
            .iter()
            .map(|&h| {
                let t = self.world.bodies[h].translation();
                Vec3::new(t.x, t.y, t.z)
            })
            .collect()
    }

    fn velocities(&mut self) -> Vec<Vec3> {
        self.handles
            .iter()
            .map(|&h| {
                let v = self.world.bodies[h].linvel();
                Vec3::new(v.x, v.y, v.z)
            })
            .collect()
    }

    fn rotations(&mut self) -> Vec<Quat> {
        self.handles
            .iter()
            .map(|&h| {
                let q = self.world.bodies[h].rotation();
                Quat::from_xyzw(q.x, q.y, q.z, q.w)
            })
            .collect()
    }
}

/// avian3d in a headless app, rotations locked but where spheres turn, swept CCD on fast bodies, sleeping off.
pub struct Avian {
    app: App,
    entities: Vec<Entity>,
}

impl Avian {
    pub fn new(scene: &BenchScene, setup: Setup) -> Avian {
        use avian3d::prelude::*;
        let mut app = App::new();
        let one_thread = TaskPoolPlugin { task_pool_options: TaskPoolOptions::with_num_threads(1) };
        app.add_plugins((MinimalPlugins.set(one_thread), TransformPlugin, PhysicsPlugins::default()))
            .insert_resource(Gravity(scene.gravity))
            .insert_resource(Time::<Fixed>::from_hz(60.0))
            .insert_resource(TimeUpdateStrategy::FixedTimesteps(1));
        if let Quality::Substeps(n) = setup.quality {
            app.insert_resource(SubstepCount(n));
        }
        // what `App::run` would do before the first update: avian registers resources in `finish`
        app.finish();
        app.cleanup();
        let entities = scene
            .bodies
            .iter()
            .map(|body| {
                let collider = match body.shape {
                    SandboxShape::Hull(ref hull) => {
                        Collider::convex_hull(hull.vertices().to_vec()).expect("a hull of points in no plane")
                    }
                    SandboxShape::Sphere { radius } => Collider::sphere(radius),
                    SandboxShape::Cuboid { half_extents: h } => Collider::cuboid(2.0 * h.x, 2.0 * h.y, 2.0 * h.z),
                    SandboxShape::Cylinder { radius, half_height } => Collider::cylinder(radius, 2.0 * half_height),
                    SandboxShape::Capsule { radius, half_length } => Collider::capsule(radius, 2.0 * half_length),
                    SandboxShape::Cone { radius, half_height } => Collider::compound(vec![(
                        Vec3::Y * (0.5 * half_height),
                        Quat::IDENTITY,
                        Collider::cone(radius, 2.0 * half_height),
                    )]),
                };
                let mut entity = app.world_mut().spawn((
                    if body.fixed { RigidBody::Static } else { RigidBody::Dynamic },
                    collider,
                    Transform::from_translation(body.position).with_rotation(body.rotation),
                    LinearVelocity(body.velocity),
                    if setup.rotation.turns(&body.shape) { LockedAxes::new() } else { LockedAxes::ROTATION_LOCKED },
                    Mass(body.mass),
                    Friction::new(body.friction),
                    Restitution::new(body.restitution),
                    SleepingDisabled,
                ));
                if body.velocity.length() / 60.0 > body.shape.min_extent() {
                    entity.insert(SweptCcd::default());
                }
                entity.id()
            })
            .collect();
        // every schedule on one thread, as ours: the comparison is single-threaded
        run_schedules_on_one_thread(app.world_mut());
        // the first update only records the start time
        app.update();
        Avian { app, entities }
    }
}

impl Engine for Avian {
    fn step(&mut self) {
        self.app.update();
    }

    fn positions(&mut self) -> Vec<Vec3> {
        let world = self.app.world();
        self.entities.iter().map(|&e| world.get::<Transform>(e).map_or(Vec3::NAN, |t| t.translation)).collect()
    }

    fn velocities(&mut self) -> Vec<Vec3> {
        use avian3d::prelude::LinearVelocity;
        let world = self.app.world();
        self.entities.iter().map(|&e| world.get::<LinearVelocity>(e).map_or(Vec3::NAN, |v| v.0)).collect()
    }

    fn rotations(&mut self) -> Vec<Quat> {
        let world = self.app.world();
        self.entities.iter().map(|&e| world.get::<Transform>(e).map_or(Quat::NAN, |t| t.rotation)).collect()
    }
}
