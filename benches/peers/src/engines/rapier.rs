//! rapier3d behind the engines' interface.

use bevy::prelude::*;
use collision_sandbox::geometry::Shape as SandboxShape;

use super::{Engine, Quality, Setup};
use crate::scenes::{BenchJointKind, BenchScene};

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
                let (shape, middle) = rapier_shape(&body.shape);
                let collider = ColliderBuilder::new(shape)
                    .translation(Vector::new(middle.x, middle.y, middle.z))
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

/// A sandbox shape as rapier's, and where rapier's centre lies from ours (a cone's middle lies above its centre
/// of mass); a compound's parts each placed so.
fn rapier_shape(shape: &SandboxShape) -> (rapier3d::prelude::SharedShape, Vec3) {
    use rapier3d::prelude::{Pose, SharedShape, Vector};
    let vector = |v: Vec3| Vector::new(v.x, v.y, v.z);
    let made = match *shape {
        SandboxShape::Sphere { radius } => SharedShape::ball(radius),
        SandboxShape::Cuboid { half_extents: h } => SharedShape::cuboid(h.x, h.y, h.z),
        SandboxShape::Cylinder { radius, half_height } => SharedShape::cylinder(half_height, radius),
        SandboxShape::Capsule { radius, half_length } => SharedShape::capsule_y(half_length, radius),
        SandboxShape::Cone { radius, half_height } => {
            return (SharedShape::cone(half_height, radius), Vec3::Y * (0.5 * half_height));
        }
        SandboxShape::Hull(ref hull) => {
            let points: Vec<Vector> = hull.vertices().iter().map(|&v| vector(v)).collect();
            SharedShape::convex_hull(&points).expect("a hull of points in no plane")
        }
        SandboxShape::Compound(ref compound) => SharedShape::compound(
            compound
                .parts()
                .iter()
                .map(|part| {
                    let (shape, middle) = rapier_shape(&part.shape);
                    let at = part.position + part.rotation * middle;
                    (Pose::new(vector(at), vector(part.rotation.to_scaled_axis())), shape)
                })
                .collect(),
        ),
    };
    (made, Vec3::ZERO)
}
