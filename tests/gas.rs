//! A gas of elastic balls in a closed box: from every ball at the same speed, the speeds relax to the
//! Maxwell–Boltzmann distribution of the gas's temperature, and the walls feel the ideal-gas pressure.

use bevy::prelude::*;
use collision_sandbox::gas::{SpeedHistogram, ideal_pressure, impulse_on, temperature};
use collision_sandbox::geometry::Shape;
use collision_sandbox::headless::headless_app;
use collision_sandbox::physics::{
    Contacts, LinearVelocity, MassDistribution, PhysicsMaterial, PhysicsSettings, RigidBody,
};
use collision_sandbox::scene::{Scene, SceneBody, spawn_scene};

const SIDE: f32 = 10.0;
const RADIUS: f32 = 0.15;

/// A body of the gas's scene.
fn body(name: String, shape: Shape, position: Vec3, velocity: Vec3, fixed: bool) -> SceneBody {
    SceneBody {
        name,
        shape,
        position,
        rotation: Quat::IDENTITY,
        velocity,
        angular_velocity: Vec3::ZERO,
        mass: 1.0,
        distribution: MassDistribution::Solid,
        fixed,
        kinematic: false,
        material: PhysicsMaterial::new(1.0, 0.0),
        rolling_resistance: 0.0,
        spinning_friction: 0.0,
        sensor: false,
        ccd: true,
        one_way: None,
        color: None,
        glass: false,
    }
}

/// `n` balls on a grid inside a closed box of side `SIDE`, each at `speed` in a direction of its own.
fn gas(n: usize, speed: f32) -> Scene {
    let half = SIDE / 2.0;
    let wall = |axis: usize, sign: f32| {
        let mut extents = Vec3::splat(half + 0.5);
        extents[axis] = 0.25;
        let mut at = Vec3::ZERO;
        at[axis] = sign * (half + 0.25);
        body(format!("wall {axis} {sign}"), Shape::Cuboid { half_extents: extents }, at, Vec3::ZERO, true)
    };
    let mut bodies: Vec<SceneBody> = (0..3).flat_map(|axis| [wall(axis, -1.0), wall(axis, 1.0)]).collect();
    let across = (n as f32).cbrt().ceil() as usize;
    let spacing = (SIDE - 1.0) / across as f32;
    // a fixed sequence of directions: a Fibonacci sphere, shuffled by the golden angle
    for i in 0..n {
        let cell = Vec3::new((i % across) as f32, ((i / across) % across) as f32, (i / across / across) as f32);
        let position = Vec3::splat(-half + 0.5 + spacing * 0.5) + cell * spacing;
        let z = 1.0 - 2.0 * (i as f32 + 0.5) / n as f32;
        let angle = i as f32 * 2.399_963;
        let direction = Vec3::new((1.0 - z * z).sqrt() * angle.cos(), (1.0 - z * z).sqrt() * angle.sin(), z);
        bodies.push(body(format!("ball {i}"), Shape::Sphere { radius: RADIUS }, position, direction * speed, false));
    }
    Scene {
        name: "Gas".into(),
        description: String::new(),
        gravity: Vec3::ZERO,
        bodies,
        compare: None,
        camera: None,
        labels: None,
        topic: None,
        instrument: None,
        joints: Vec::new(),
        translations: Default::default(),
    }
}

/// Pearson's χ² of these speeds against Maxwell–Boltzmann at their own temperature, with its degrees of freedom.
fn chi_squared(speeds: &[f64]) -> (f64, usize) {
    let kt = temperature(&speeds.iter().map(|&speed| (1.0, speed)).collect::<Vec<_>>());
    let histogram = SpeedHistogram::of(speeds.iter().copied(), 0.25, 20);
    histogram.chi_squared(&histogram.expected(speeds.len(), 1.0, kt))
}

/// The χ² a sample from the distribution exceeds one time in a thousand (Wilson–Hilferty, z = 3.09).
fn chi_squared_bound(dof: usize) -> f64 {
    let k = dof as f64;
    k * (1.0 - 2.0 / (9.0 * k) + 3.09 * (2.0 / (9.0 * k)).sqrt()).powi(3)
}

fn ball_speeds(app: &mut App) -> Vec<f64> {
    let world = app.world_mut();
    let mut balls = world.query::<(&LinearVelocity, &RigidBody)>();
    let moving = balls.iter(world).filter(|(_, kind)| **kind == RigidBody::Dynamic);
    moving.map(|(velocity, _)| f64::from(velocity.0.length())).collect()
}

/// The normal impulse the walls received in the step just run (N·s).
fn wall_impulse(world: &World) -> f64 {
    let is_wall = |entity: Entity| world.get::<RigidBody>(entity) == Some(&RigidBody::Static);
    impulse_on(world.resource::<Contacts>(), is_wall)
}

/// The gas's kinetic energy (J; every ball of 1 kg).
fn kinetic_energy(app: &mut App) -> f64 {
    ball_speeds(app).iter().map(|speed| 0.5 * speed * speed).sum()
}

#[test]
fn a_gas_relaxes_to_maxwell_boltzmann_and_presses_on_its_walls_as_an_ideal_gas() {
    // Setup: 1,000 balls of 0.15 m at 2 m/s each in a closed 10 m box, elastic, no friction, no gravity
    let n = 1000;
    let mut app = headless_app(PhysicsSettings::default());
    spawn_scene(app.world_mut(), &gas(n, 2.0));
    let (start, dof) = chi_squared(&ball_speeds(&mut app));
    assert!(start > 1000.0, "every ball at one speed is far from Maxwell-Boltzmann: chi2 {start} ({dof} dof)");
    // Run: 40 s, the walls' impulses summed over the last 20
    let (seconds, window) = (40.0, 20.0);
    let mut impulse = 0.0;
    for step in 0..(seconds * 60.0) as usize {
        app.update();
        if step as f64 >= (seconds - window) * 60.0 {
            impulse += wall_impulse(app.world());
        }
    }
    // Check: the speeds pass a chi2 test at 1 in 1,000; the pressure is N kT / V of the room the centres have
    let speeds = ball_speeds(&mut app);
    let (chi, dof) = chi_squared(&speeds);
    assert!(chi < chi_squared_bound(dof), "chi2 {chi} over {dof} dof (bound {})", chi_squared_bound(dof));
    let kt = temperature(&speeds.iter().map(|&speed| (1.0, speed)).collect::<Vec<_>>());
    let pressure = impulse / (window * 6.0 * f64::from(SIDE * SIDE));
    let ideal = ideal_pressure(n, kt, f64::from(SIDE - 2.0 * RADIUS).powi(3));
    println!(
        "chi2 {chi:.1} over {dof} dof (bound {:.1}); pressure {pressure:.4} Pa, ideal {ideal:.4} Pa",
        chi_squared_bound(dof)
    );
    assert!((pressure / ideal - 1.0).abs() < 0.05, "pressure {pressure} Pa against the ideal {ideal} Pa");
}

#[test]
fn a_gas_keeps_its_energy_to_a_millionth_over_ten_minutes() {
    // Setup: the same gas
    let mut app = headless_app(PhysicsSettings::default());
    spawn_scene(app.world_mut(), &gas(1000, 2.0));
    let start = kinetic_energy(&mut app);
    // Run: ten simulated minutes at 60 steps a second
    let mut impacts = 0;
    for _ in 0..600 * 60 {
        app.update();
        impacts += app.world().resource::<Contacts>().impacts.len();
    }
    // Check: every meeting was an impact of its own, and the energy is kept
    let end = kinetic_energy(&mut app);
    println!("{impacts} impacts; energy {start} J -> {end} J");
    assert!(impacts > 100_000, "{impacts} impacts");
    assert!((end / start - 1.0).abs() < 1e-6, "energy {start} J -> {end} J");
}
