//! The three engines behind one interface: load a scene, take a step, report positions.

use bevy::app::{TaskPoolOptions, TaskPoolPlugin};
use bevy::ecs::schedule::{Schedules, SingleThreadedExecutor};
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use collision_sandbox::geometry::Shape as SandboxShape;
use collision_sandbox::headless::headless_app;
use collision_sandbox::physics as ours;

use crate::scenes::BenchScene;

pub trait Engine {
    fn step(&mut self);
    fn positions(&mut self) -> Vec<Vec3>;
}

/// Every schedule of `app` on one thread: the comparison is single-threaded.
fn single_threaded(app: &mut App) {
    let mut schedules = app.world_mut().resource_mut::<Schedules>();
    for (_, schedule) in schedules.iter_mut() {
        schedule.set_executor(SingleThreadedExecutor::new());
    }
}

/// collision-sandbox, stepped bare (`run_physics_step`) or through Bevy's `app.update()`.
pub struct Sandbox {
    app: App,
    entities: Vec<Entity>,
    through_app: bool,
}

impl Sandbox {
    pub fn new(scene: &BenchScene, through_app: bool) -> Sandbox {
        let mut app = headless_app(ours::PhysicsSettings { gravity: scene.gravity, ..default() });
        let entities = scene
            .bodies
            .iter()
            .map(|body| {
                app.world_mut()
                    .spawn((
                        if body.fixed { ours::RigidBody::Static } else { ours::RigidBody::Dynamic },
                        ours::Collider(body.shape),
                        Transform::from_translation(body.position),
                        ours::LinearVelocity(body.velocity),
                        ours::Mass(body.mass),
                    ))
                    .id()
            })
            .collect();
        single_threaded(&mut app);
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
}

/// rapier3d with one solver iteration per step (its substeps), rotations locked, CCD on fast bodies.
pub struct Rapier {
    world: rapier3d::prelude::PhysicsWorld,
    handles: Vec<rapier3d::prelude::RigidBodyHandle>,
}

impl Rapier {
    pub fn new(scene: &BenchScene) -> Rapier {
        use rapier3d::prelude::*;
        let mut world = PhysicsWorld::new();
        world.gravity = Vector::new(scene.gravity.x, scene.gravity.y, scene.gravity.z);
        world.integration_parameters.dt = 1.0 / 60.0;
        world.integration_parameters.num_solver_iterations = 1;
        let handles = scene
            .bodies
            .iter()
            .map(|body| {
                let at = Vector::new(body.position.x, body.position.y, body.position.z);
                let builder = if body.fixed { RigidBodyBuilder::fixed() } else { RigidBodyBuilder::dynamic() };
                let fast = body.velocity.length() * world.integration_parameters.dt > body.shape.min_extent();
                let rigid = builder
                    .translation(at)
                    .linvel(Vector::new(body.velocity.x, body.velocity.y, body.velocity.z))
                    .lock_rotations()
                    .ccd_enabled(fast)
                    .build();
                let collider = match body.shape {
                    SandboxShape::Sphere { radius } => ColliderBuilder::ball(radius),
                    SandboxShape::Box { half_extents: h } => ColliderBuilder::cuboid(h.x, h.y, h.z),
                }
                .mass(body.mass)
                .friction(0.5)
                .restitution(0.5)
                .build();
                let handle = world.bodies.insert(rigid);
                world.colliders.insert_with_parent(collider, handle, &mut world.bodies);
                handle
            })
            .collect();
        Rapier { world, handles }
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
}

/// avian3d in a headless app, one substep, rotations locked, swept CCD on fast bodies.
pub struct Avian {
    app: App,
    entities: Vec<Entity>,
}

impl Avian {
    pub fn new(scene: &BenchScene) -> Avian {
        use avian3d::prelude::*;
        let mut app = App::new();
        let one_thread = TaskPoolPlugin { task_pool_options: TaskPoolOptions::with_num_threads(1) };
        app.add_plugins((MinimalPlugins.set(one_thread), TransformPlugin, PhysicsPlugins::default()))
            .insert_resource(Gravity(scene.gravity))
            .insert_resource(SubstepCount(1))
            .insert_resource(Time::<Fixed>::from_hz(60.0))
            .insert_resource(TimeUpdateStrategy::FixedTimesteps(1));
        // what `App::run` would do before the first update: avian registers resources in `finish`
        app.finish();
        app.cleanup();
        let entities = scene
            .bodies
            .iter()
            .map(|body| {
                let collider = match body.shape {
                    SandboxShape::Sphere { radius } => Collider::sphere(radius),
                    SandboxShape::Box { half_extents: h } => Collider::cuboid(2.0 * h.x, 2.0 * h.y, 2.0 * h.z),
                };
                let mut entity = app.world_mut().spawn((
                    if body.fixed { RigidBody::Static } else { RigidBody::Dynamic },
                    collider,
                    Transform::from_translation(body.position),
                    LinearVelocity(body.velocity),
                    LockedAxes::ROTATION_LOCKED,
                    Mass(body.mass),
                    Friction::new(0.5),
                    Restitution::new(0.5),
                ));
                if body.velocity.length() / 60.0 > body.shape.min_extent() {
                    entity.insert(SweptCcd::default());
                }
                entity.id()
            })
            .collect();
        single_threaded(&mut app);
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
}
