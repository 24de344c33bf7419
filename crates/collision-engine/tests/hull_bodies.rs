//! Hulls as bodies: a block sliding down a free wedge on a frictionless floor pushes the wedge back at
//! m g sin θ cos θ / (M + m sin² θ); each regular polyhedron dropped on a floor comes to rest on a face; a wedge
//! spinning free keeps its angular momentum and energy about its leaning principal axes.

mod common;

use bevy::prelude::*;
use collision_engine::geometry::{Compound, CompoundPart, ConvexHull, Placed, Shape, manifold_placed_within};
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

/// A hammer: a 0.3 m steel-like head (a box) on the end of a 0.6 m handle (a cylinder), one density, placed
/// about the end of its handle.
fn hammer() -> Shape {
    let head = CompoundPart {
        shape: Shape::Cuboid { half_extents: Vec3::new(0.15, 0.05, 0.05) },
        position: Vec3::new(0.0, 0.65, 0.0),
        rotation: Quat::IDENTITY,
    };
    let handle = CompoundPart {
        shape: Shape::Cylinder { radius: 0.02, half_height: 0.3 },
        position: Vec3::Y * 0.3,
        rotation: Quat::IDENTITY,
    };
    Shape::Compound(Arc::new(Compound::new(vec![head, handle]).unwrap()))
}

#[test]
fn a_hammer_thrown_spinning_keeps_its_centre_of_mass_on_the_parabola_and_its_angular_momentum() {
    let mut app = world(PhysicsSettings::default());
    let shape = hammer();
    let Shape::Compound(compound) = &shape else { unreachable!() };
    // its centre of mass lies near the head: the head's volume 3e-3 m³ at 0.65, the handle's 7.5e-4 at 0.3
    let (head, handle) = (0.3f32 * 0.1 * 0.1, std::f32::consts::PI * 0.02 * 0.02 * 0.6);
    assert_close!(compound.center().y, (head * 0.65 + handle * 0.3) / (head + handle), 1e-6, "its centre of mass");
    let (start, velocity, spin) = (Vec3::new(0.0, 3.0, 0.0), Vec3::new(3.0, 4.0, 0.0), Vec3::new(0.3, 0.2, 9.0));
    let thrown = Body { shape: shape.clone(), mass: 0.8, ..sphere(1.0) }.at(start).moving(velocity).spawn(&mut app);
    app.world_mut().entity_mut(thrown).insert(AngularVelocity(spin));
    let inertia = principal_inertia(RigidBody::Dynamic, Mass(0.8), &shape, Default::default());
    let momentum = |app: &App| {
        let rotation = app.world().get::<Transform>(thrown).unwrap().rotation;
        inertia.momentum(rotation, app.world().get::<AngularVelocity>(thrown).unwrap().0)
    };
    let at_start = momentum(&app);
    // Run: 0.8 s of flight (it lands after about 1.3 s)
    step(&mut app, 48);
    let t = 0.8;
    let expected = start + velocity * t - Vec3::Y * (0.5 * G * t * t);
    assert!(position(&app, thrown).distance(expected) < 1e-3, "{} against {expected}", position(&app, thrown));
    assert!(momentum(&app).distance(at_start) < 1e-4 * at_start.length(), "{at_start} → {}", momentum(&app));
}

#[test]
fn a_hammer_dropped_on_a_floor_comes_to_rest_on_its_head_and_its_handle() {
    let mut app = world(PhysicsSettings::default());
    floor(&mut app, 0.0, 0.6);
    let shape = hammer();
    let Shape::Compound(compound) = &shape else { unreachable!() };
    // the handle along x, the head standing on its end, 5 cm above the floor
    let turn = Quat::from_rotation_z(-std::f32::consts::FRAC_PI_2);
    let center = Vec3::new(0.0, 0.2, 0.0) + turn * (compound.center() - Vec3::Y * 0.65);
    let dropped = body(&mut app, shape.clone(), 0.8, (center, turn));
    step(&mut app, 180);
    // the head tips onto its edge, its centre of mass being off the head towards the handle, until the handle's
    // far end meets the floor: at rest on the head's two corners and the end of the handle
    assert!(velocity(&app, dropped).length() < 1e-3, "{}", velocity(&app, dropped));
    let rotation = app.world().get::<Transform>(dropped).unwrap().rotation;
    let placed = Placed::new(shape.clone(), position(&app, dropped), rotation);
    let ground = Placed::at(Shape::Cuboid { half_extents: Vec3::new(50.0, 0.5, 50.0) }, Vec3::new(0.0, -0.5, 0.0));
    let manifold = manifold_placed_within(&placed, &ground, 0.0).expect("it lies on the floor");
    let points: Vec<Vec3> = manifold.used().iter().map(|point| placed.center + point.local_a).collect();
    assert_eq!(points.len(), 3, "{points:?}");
    assert!(manifold.used().iter().all(|point| point.penetration.abs() < 1e-3), "{manifold:?}");
    let handle_end = placed.center + rotation * (compound.parts()[1].position - Vec3::Y * 0.3);
    assert!(points.iter().any(|p| p.distance(handle_end) < 0.03), "the handle's end is not on the floor: {points:?}");
    let head_corners = points.iter().filter(|p| p.z.abs() > 0.045).count();
    assert_eq!(head_corners, 2, "the head's edge: {points:?}");
    // the floor's line through the head's corner nearest the handle (0.15 m off the axis, 0.6 m along it) and
    // the handle's rim (0.02 m off it) at its end: the handle leans atan(0.13/0.6) from level
    let tilt = (rotation * Vec3::Y).angle_between(Vec3::X);
    assert_close!(tilt, (0.13f32 / 0.6).atan(), 2e-3, "the handle's lean");
}
