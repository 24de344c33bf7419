//! avian3d behind the engines' interface.

use bevy::app::{TaskPoolOptions, TaskPoolPlugin};
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use collision_sandbox::geometry::Shape as SandboxShape;
use collision_sandbox::headless::run_schedules_on_one_thread;

use super::{Engine, Quality, Setup};
use crate::scenes::BenchScene;

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
                let collider = avian_collider(&body.shape);
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

/// A sandbox shape as avian's collider (a cone's and a compound's parts placed about our centre of mass).
fn avian_collider(shape: &SandboxShape) -> avian3d::prelude::Collider {
    use avian3d::prelude::Collider;
    match *shape {
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
        SandboxShape::Compound(ref compound) => Collider::compound(
            compound.parts().iter().map(|part| (part.position, part.rotation, avian_collider(&part.shape))).collect(),
        ),
    }
}
