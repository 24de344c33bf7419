//! Hulls as bodies: a block sliding down a free wedge on a frictionless floor pushes the wedge back at
//! m g sin θ cos θ / (M + m sin² θ); each regular polyhedron dropped on a floor comes to rest on a face; a wedge
//! spinning free keeps its angular momentum and energy about its leaning principal axes.

mod common;

use bevy::prelude::*;
use collision_engine::geometry::{ConvexHull, Shape};
use collision_engine::physics::*;
use common::*;
use std::sync::Arc;

const G: f32 = 9.81;

fn world(settings: PhysicsSettings) -> App {
    let mut app = app_with(PhysicsSettings { sleep_enabled: false, ..settings });
    app.update();
    app
}

/// A body of `shape` and `mass` at `position` turned by `rotation`, with no friction.
fn body(app: &mut App, shape: Shape, mass: f32, (position, rotation): (Vec3, Quat)) -> Entity {
    let entity = Body { shape, mass, ..sphere(1.0) }.at(position).material(0.0, 0.0).spawn(app);
    app.world_mut().entity_mut(entity).insert(Transform::from_translation(position).with_rotation(rotation));
    entity
}

#[test]
fn a_block_sliding_down_a_free_wedge_pushes_it_back_at_its_formula() {
    // Setup: a wedge 2 m long and 1 m high (θ = atan ½) of 2 kg on a frictionless floor, a 1 kg block of 0.2 m
    // on the middle of its slope, nothing rubbing
    let mut app = world(PhysicsSettings::default());
    floor(&mut app, 0.0, 0.0);
    let (length, height, mass_wedge, mass_block) = (2.0f32, 1.0f32, 2.0f32, 1.0f32);
    let wedge = Arc::new(ConvexHull::wedge(Vec3::new(length / 2.0, height / 2.0, 0.5)).unwrap());
    // the wedge's box sits on the floor; its body is placed by its centre of mass
    let box_center = Vec3::Y * (height / 2.0);
    let wedge_body =
        body(&mut app, Shape::Hull(wedge.clone()), mass_wedge, (box_center + wedge.center(), Quat::IDENTITY));
    let theta = (height / length).atan();
    let normal = Vec3::new(theta.sin(), theta.cos(), 0.0);
    let block_at = box_center + normal * 0.1;
    let block = Shape::Cuboid { half_extents: Vec3::splat(0.1) };
    let block_body = body(&mut app, block, mass_block, (block_at, Quat::from_rotation_z(-theta)));
    // Run: 0.5 s
    step(&mut app, 30);
    // Check: the wedge moves back along −x at A t, A = m g sin θ cos θ / (M + m sin² θ); it stays on the floor
    let expected = mass_block * G * theta.sin() * theta.cos() / (mass_wedge + mass_block * theta.sin().powi(2));
    let wedge_velocity = velocity(&app, wedge_body);
    assert_close!(wedge_velocity.x, -expected * 0.5, 0.02 * expected * 0.5, "recoil {wedge_velocity}");
    assert_close!(position(&app, wedge_body).y, height / 2.0 + wedge.center().y, 2e-3, "on the floor");
    // and momentum along x is shared: M V + m v = 0
    let block_velocity = velocity(&app, block_body);
    let momentum = mass_wedge * wedge_velocity.x + mass_block * block_velocity.x;
    assert_close!(momentum, 0.0, 0.01, "momentum along x {wedge_velocity} {block_velocity}");
}

#[test]
fn each_regular_polyhedron_thrown_on_a_floor_comes_to_rest_on_a_face() {
    for faces in [4, 6, 8, 12, 20] {
        let mut app = world(PhysicsSettings::default());
        floor(&mut app, 0.2, 0.6);
        let die = Arc::new(ConvexHull::regular(faces, 0.3).unwrap());
        let turn = Quat::from_euler(EulerRot::XYZ, 0.7, 0.3, -0.4);
        let thrown = Body { shape: Shape::Hull(die.clone()), ..sphere(1.0) }
            .at(Vec3::Y * 1.0)
            .moving(Vec3::new(1.5, 0.0, 0.5))
            .material(0.2, 0.6)
            .spawn(&mut app);
        app.world_mut().entity_mut(thrown).insert((
            Transform::from_translation(Vec3::Y).with_rotation(turn),
            AngularVelocity(Vec3::new(4.0, -2.0, 6.0)),
        ));
        step(&mut app, 300);
        // Check: at rest, a face's normal straight down, the centre the face's distance above the floor
        let rotation = app.world().get::<Transform>(thrown).unwrap().rotation;
        let down = die.faces().iter().map(|face| (rotation * face.normal).dot(-Vec3::Y)).fold(f32::MIN, f32::max);
        assert!(down > 0.9999, "{faces} faces: no face flat on the floor ({down})");
        let inner = die.inner_radius();
        assert_close!(position(&app, thrown).y, inner, 2e-3, "{faces} faces: its height");
        assert!(velocity(&app, thrown).length() < 0.01, "{faces} faces: {}", velocity(&app, thrown));
    }
}

#[test]
fn a_wedge_spinning_free_keeps_its_angular_momentum_and_energy() {
    let mut app = world(PhysicsSettings { gravity_enabled: false, ..default() });
    let wedge = Shape::Hull(Arc::new(ConvexHull::wedge(Vec3::new(0.6, 0.3, 0.2)).unwrap()));
    let spinning = body(&mut app, wedge.clone(), 2.0, (Vec3::ZERO, Quat::IDENTITY));
    app.world_mut().entity_mut(spinning).insert(AngularVelocity(Vec3::new(1.0, 2.0, 5.0)));
    let inertia = principal_inertia(RigidBody::Dynamic, Mass(2.0), &wedge, Default::default());
    let state = |app: &App| {
        let rotation = app.world().get::<Transform>(spinning).unwrap().rotation;
        let spin = app.world().get::<AngularVelocity>(spinning).unwrap().0;
        (inertia.momentum(rotation, spin), inertia.energy(rotation, spin))
    };
    let (momentum, energy) = state(&app);
    step(&mut app, 240);
    let (after, energy_after) = state(&app);
    assert!(after.distance(momentum) < 1e-4 * momentum.length(), "{momentum} → {after}");
    assert_close!(energy_after, energy, 1e-4 * energy, "energy");
    // its principal axes lean off its own: the spin is not about them, so it wobbles
    assert!(inertia.axes.angle_between(Quat::IDENTITY) > 0.1, "{:?}", inertia.axes);
}
