//! Pins, hinges, sliders, welds and pulleys against their textbook answers: the physical pendulum's period, the
//! Atwood machine's acceleration and tension, a motor's speed and its torque's limit, a hinge's limits, a
//! slider's travel, a welded body's centre of mass and angular momentum, and joints that break.

mod common;

use std::f64::consts::PI;

use bevy::prelude::*;
use collision_engine::physics::*;
use common::*;

const G: f64 = 9.81;

/// A world with gravity (or none) and sleeping off.
fn world(gravity: bool) -> App {
    let mut app = app_with(PhysicsSettings { sleep_enabled: false, gravity_enabled: gravity, ..default() });
    app.update();
    app
}

/// The angular velocity of `entity`.
fn spin(app: &App, entity: Entity) -> Vec3 {
    app.world().get::<AngularVelocity>(entity).unwrap().0
}

/// What `joint` held with over the last step.
fn held(app: &App, joint: Entity) -> JointForce {
    *app.world().get::<JointForce>(joint).unwrap()
}

/// The times (s) at which `entity`'s centre crossed x = 0 going from + to −, over `steps` steps, and the
/// largest error the joint reported.
fn crossings(app: &mut App, (entity, joint): (Entity, Entity), steps: usize) -> (Vec<f64>, f32) {
    let dt = f64::from(app.world().resource::<PhysicsSettings>().step_dt());
    let mut last = position(app, entity).x;
    let (mut times, mut missed) = (Vec::new(), 0.0_f32);
    for step in 1..=steps {
        app.update();
        let x = position(app, entity).x;
        if last > 0.0 && x <= 0.0 {
            times.push((step as f64 - 1.0 + f64::from(last / (last - x))) * dt);
        }
        last = x;
        missed = missed.max(app.world().get::<JointSolve>(joint).unwrap().missed);
    }
    (times, missed)
}

/// A uniform bar of `length` (and 5 cm square), hung from the world at its top end by `kind`, pulled aside by
/// `angle` in the x–y plane.
fn bar_pendulum(app: &mut App, kind: JointKind, (length, angle): (f32, f32)) -> (Entity, Entity) {
    let half = Vec3::new(0.025, 0.5 * length, 0.025);
    let rotation = Quat::from_rotation_z(angle);
    let centre = rotation * Vec3::new(0.0, -0.5 * length, 0.0);
    let bar = cuboid(half).at(centre).mass(2.0).material(0.0, 0.0).spawn(app);
    app.world_mut().get_mut::<Transform>(bar).unwrap().rotation = rotation;
    let top = JointEnd::body_at(bar, Vec3::new(0.0, 0.5 * length, 0.0));
    let joint = app.world_mut().spawn(Joint::new(JointEnd::world(Vec3::ZERO), top, kind)).id();
    (bar, joint)
}

#[test]
fn a_bar_hung_by_its_end_swings_with_the_period_of_a_physical_pendulum() {
    let length = 1.0_f32;
    let hinge = JointKind::Hinge(Hinge::new(Vec3::Z, Quat::from_rotation_z(4f32.to_radians())));
    for kind in [JointKind::Pin, hinge] {
        // Setup: a 1 m bar on a pin, then on a hinge about z, pulled aside 4°
        let mut app = world(true);
        let (bar, joint) = bar_pendulum(&mut app, kind, (length, 4f32.to_radians()));
        // Run: 12 s, about seven swings
        let (times, missed) = crossings(&mut app, (bar, joint), 720);
        // Check: T = 2π√(I/(m g d)), I = m(L² + w²)/12 + m d², d = L/2, to 0.2 %; the joint within 0.1 mm
        let (l, w) = (f64::from(length), 0.05);
        let inertia = (l * l + w * w) / 12.0 + l * l / 4.0;
        let expected = 2.0 * PI * (inertia / (G * l / 2.0)).sqrt() * (1.0 + (4f64.to_radians()).powi(2) / 16.0);
        let period = (times[times.len() - 1] - times[0]) / (times.len() - 1) as f64;
        assert!(times.len() >= 6, "{kind:?}: {times:?}");
        assert!(
            close(period, expected, 0.002 * expected),
            "{}: T = {period:.5} s, expected {expected:.5}",
            kind.word()
        );
        assert!(missed < 1e-4, "{}: the joint let go by {missed} m", kind.word());
    }
}

/// Two blocks of `masses` hung from a pulley's two wheels, 1 m below them, at rest.
fn atwood(app: &mut App, masses: [f32; 2]) -> ([Entity; 2], Entity) {
    let wheels = [Vec3::new(-0.5, 3.0, 0.0), Vec3::new(0.5, 3.0, 0.0)];
    let blocks = [0, 1].map(|i| {
        let at = wheels[i] - Vec3::Y;
        cuboid(Vec3::splat(0.1)).at(at).mass(masses[i]).material(0.0, 0.0).spawn(app)
    });
    let pulley = Pulley { wheels, ratio: 1.0, length: 2.0 };
    let joint = app.world_mut().spawn(Joint::pulley(JointEnd::body(blocks[0]), JointEnd::body(blocks[1]), pulley)).id();
    (blocks, joint)
}

#[test]
fn the_atwood_machine_accelerates_and_pulls_as_its_masses_say() {
    // Setup: 3 kg and 1 kg over a pulley, at rest
    let (m1, m2) = (3.0_f32, 1.0_f32);
    let mut app = world(true);
    let ([heavy, light], joint) = atwood(&mut app, [m1, m2]);
    // Run: half a second
    step(&mut app, 30);
    // Check: a = g(m₁ − m₂)/(m₁ + m₂) both ways, tension 2m₁m₂g/(m₁ + m₂), to 0.5 %
    let (m1, m2) = (f64::from(m1), f64::from(m2));
    let a = G * (m1 - m2) / (m1 + m2);
    let t = 0.5;
    let (down, up) = (f64::from(3.0 - 1.0 - position(&app, heavy).y), f64::from(position(&app, light).y - 2.0));
    assert!(close(down, 0.5 * a * t * t, 0.005 * 0.5 * a * t * t), "the heavy block fell {down} m");
    assert!(close(up, 0.5 * a * t * t, 0.005 * 0.5 * a * t * t), "the light block rose {up} m");
    let tension = f64::from(held(&app, joint).tension);
    let expected = 2.0 * m1 * m2 * G / (m1 + m2);
    assert!(close(tension, expected, 0.005 * expected), "tension {tension} N, expected {expected}");
}

#[test]
fn a_motor_spins_a_wheel_up_at_its_torque_and_holds_its_speed() {
    // Setup: a 1 kg ball of radius 0.5 on a hinge about z at the world's origin, no gravity; a motor of 2 rad/s
    // and at most 0.1 N·m
    let mut app = world(false);
    let wheel = sphere(0.5).at(Vec3::ZERO).mass(1.0).spawn(&mut app);
    let hinge = Hinge::new(Vec3::Z, Quat::IDENTITY).driven(2.0, 0.1);
    let joint = app.world_mut().spawn(Joint::hinge(JointEnd::world(Vec3::ZERO), JointEnd::body(wheel), hinge)).id();
    // Run: half a second: α = τ/I = 0.1 / (0.4 · 1 · 0.25) = 1 rad/s²
    step(&mut app, 30);
    // Check: ω = α t, the motor at its most torque
    let inertia = 0.4 * 0.25;
    let omega = spin(&app, wheel);
    assert!(close(omega.z, 0.1 / inertia * 0.5, 0.01), "ω = {omega}");
    assert!(close(held(&app, joint).motor, 0.1, 1e-4), "motor {:?}", held(&app, joint));
    // Run: three seconds more: the wheel at the motor's speed, the motor giving nothing
    step(&mut app, 180);
    let omega = spin(&app, wheel);
    assert!(close(omega.z, 2.0, 1e-3) && omega.truncate().length() < 1e-4, "ω = {omega}");
    assert!(held(&app, joint).motor.abs() < 1e-3, "motor {:?}", held(&app, joint));
}

/// The angle (rad) about z that `entity` is turned by.
fn angle_z(app: &App, entity: Entity) -> f32 {
    let rotation = app.world().get::<Transform>(entity).unwrap().rotation;
    let (axis, angle) = rotation.to_axis_angle();
    angle * axis.z.signum()
}

#[test]
fn a_hinge_keeps_its_angle_within_its_limits() {
    // Setup: a 1 m bar hanging on a hinge about z kept within ±0.2 rad, struck to swing 0.6 rad out
    let mut app = world(true);
    let hinge = JointKind::Hinge(Hinge::new(Vec3::Z, Quat::IDENTITY).limited(-0.2, 0.2));
    let (bar, joint) = bar_pendulum(&mut app, hinge, (1.0, 0.0));
    // ω for a swing of 0.6 rad: ½ I ω² = m g (L/2)(1 − cos 0.6), I = m(L² + w²)/12 + m L²/4
    let inertia = (1.0 + 0.05 * 0.05) / 12.0 + 0.25;
    let omega = (9.81 * (1.0 - 0.6_f32.cos()) / inertia).sqrt();
    app.world_mut().get_mut::<AngularVelocity>(bar).unwrap().0 = Vec3::Z * omega;
    app.world_mut().get_mut::<LinearVelocity>(bar).unwrap().0 = Vec3::X * omega * 0.5;
    // Run: 3 s, the angle watched each step
    let (mut lowest, mut highest, mut missed) = (0.0_f32, 0.0_f32, 0.0_f32);
    for _ in 0..180 {
        app.update();
        let angle = angle_z(&app, bar);
        (lowest, highest) = (lowest.min(angle), highest.max(angle));
        missed = missed.max(app.world().get::<JointSolve>(joint).unwrap().missed);
    }
    // Check: it reached both limits and passed neither by more than a milliradian; the axle held within 0.2 mm
    // as the bar struck them
    assert!(highest > 0.199 && highest < 0.201, "highest {highest}");
    assert!(lowest < -0.19 && lowest > -0.201, "lowest {lowest}");
    assert!(missed < 2e-4, "the axle let go by {missed} m");
}

#[test]
fn a_block_on_a_slider_slides_down_its_axis_as_on_a_frictionless_ramp_and_stops_at_its_limit() {
    // Setup: a block on a slider to the world along a 30° slope, its travel kept within [−0.1, 0.5] m
    let mut app = world(true);
    let slope = 30f32.to_radians();
    let axis = Vec3::new(slope.cos(), -slope.sin(), 0.0);
    let block = cuboid(Vec3::splat(0.1)).at(Vec3::ZERO).mass(2.0).spawn(&mut app);
    let slider = Slider::new(axis, Quat::IDENTITY).limited(-0.1, 0.5);
    let joint = app.world_mut().spawn(Joint::slider(JointEnd::world(Vec3::ZERO), JointEnd::body(block), slider)).id();
    // Run: 0.25 s
    step(&mut app, 15);
    // Check: s = ½ g sin θ t² along the axis, nothing across it, no turn
    let t = 0.25_f64;
    let along = f64::from(position(&app, block).dot(axis));
    let expected = 0.5 * G * f64::from(slope.sin()) * t * t;
    assert!(close(along, expected, 0.005 * expected), "slid {along} m, expected {expected}");
    assert!(position(&app, block).reject_from(axis).length() < 1e-5, "off the axis: {}", position(&app, block));
    assert!(spin(&app, block).length() < 1e-5, "turning at {}", spin(&app, block));
    // Run: a second more: it stops at 0.5 m, held by the limit with the weight's share along the slope
    step(&mut app, 60);
    let along = position(&app, block).dot(axis);
    assert!(close(along, 0.5, 1e-3), "at {along} m");
    let force = held(&app, joint).force;
    assert!(close(force.dot(axis), -2.0 * 9.81 * slope.sin(), 0.01), "the limit held with {force}");
}

#[test]
fn a_motor_drives_a_slider_to_its_speed() {
    // Setup: a 2 kg block on a level slider along x, no gravity, a motor of 1 m/s and at most 4 N
    let mut app = world(false);
    let block = cuboid(Vec3::splat(0.1)).at(Vec3::ZERO).mass(2.0).spawn(&mut app);
    let slider = Slider::new(Vec3::X, Quat::IDENTITY).driven(1.0, 4.0);
    app.world_mut().spawn(Joint::slider(JointEnd::world(Vec3::ZERO), JointEnd::body(block), slider));
    // Run: 0.25 s at a = F/m = 2 m/s², then a second
    step(&mut app, 15);
    assert!(close(velocity(&app, block).x, 0.5, 1e-3), "v = {}", velocity(&app, block));
    step(&mut app, 60);
    assert!(close(velocity(&app, block).x, 1.0, 1e-4), "v = {}", velocity(&app, block));
}

/// A cuboid's inertia tensor (world axes) of `mass` and `half` extents, turned `rotation`.
fn box_inertia(mass: f32, half: Vec3, rotation: Quat) -> Mat3 {
    let size = 2.0 * half;
    let own = Vec3::new(
        size.y * size.y + size.z * size.z,
        size.x * size.x + size.z * size.z,
        size.x * size.x + size.y * size.y,
    );
    let turn = Mat3::from_quat(rotation);
    turn * Mat3::from_diagonal(own * mass / 12.0) * turn.transpose()
}

/// The angular momentum about `centre` of `bodies` (each with its mass and half extents).
fn angular_momentum(app: &App, bodies: &[(Entity, f32, Vec3)], centre: Vec3) -> Vec3 {
    let mut sum = Vec3::ZERO;
    for &(body, mass, half) in bodies {
        let rotation = app.world().get::<Transform>(body).unwrap().rotation;
        sum += (position(app, body) - centre).cross(velocity(app, body) * mass)
            + box_inertia(mass, half, rotation) * spin(app, body);
    }
    sum
}

#[test]
fn a_welded_l_thrown_spinning_keeps_its_centre_on_the_parabola_and_its_angular_momentum() {
    // Setup: two 1 kg bars welded into an L (2 cm apart at the corner), thrown at (2, 6, 0) m/s spinning about
    // (0.5, 0, 3) rad/s as one body
    let mut app = world(true);
    let (half_a, half_b) = (Vec3::new(0.5, 0.1, 0.1), Vec3::new(0.1, 0.4, 0.1));
    let (at_a, at_b) = (Vec3::ZERO, Vec3::new(0.4, 0.52, 0.0));
    let centre = 0.5 * (at_a + at_b);
    let (throw, omega) = (Vec3::new(2.0, 6.0, 0.0), Vec3::new(0.5, 0.0, 3.0));
    let bar = |half: Vec3, at: Vec3| cuboid(half).at(at).mass(1.0).moving(throw + omega.cross(at - centre));
    let (a, b) = (bar(half_a, at_a).spawn(&mut app), bar(half_b, at_b).spawn(&mut app));
    for body in [a, b] {
        app.world_mut().get_mut::<AngularVelocity>(body).unwrap().0 = omega;
    }
    let corner = Vec3::new(0.4, 0.11, 0.0);
    let weld = Joint::weld(JointEnd::body_at(a, corner - at_a), JointEnd::body_at(b, corner - at_b), Quat::IDENTITY);
    let joint = app.world_mut().spawn(weld).id();
    let bodies = [(a, 1.0, half_a), (b, 1.0, half_b)];
    let start = angular_momentum(&app, &bodies, centre);
    // Run: one second, the weld's error watched
    let mut missed = 0.0_f32;
    for _ in 0..60 {
        app.update();
        missed = missed.max(app.world().get::<JointSolve>(joint).unwrap().missed);
    }
    // Check: the centre of mass at p₀ + v t + ½ g t² within 0.1 mm; L about it kept within 1 %; the weld within 1 mm
    let now = 0.5 * (position(&app, a) + position(&app, b));
    let expected = centre + throw + 0.5 * Vec3::new(0.0, -9.81, 0.0);
    assert!(now.distance(expected) < 1e-4, "centre at {now}, expected {expected}");
    let kept = angular_momentum(&app, &bodies, now);
    assert!(kept.distance(start) < 0.01 * start.length(), "L = {kept}, at the throw {start}");
    assert!(missed < 1e-3, "the weld let go by {missed} m");
}

#[test]
fn a_weld_breaks_when_the_torque_it_holds_exceeds_its_limit() {
    for (limit, breaks) in [(4.0, true), (6.0, false)] {
        // Setup: a 1 kg, 1 m bar welded to the world at its end, sticking out level: it holds m g L/2 = 4.9 N·m
        let mut app = world(true);
        let bar = cuboid(Vec3::new(0.5, 0.05, 0.05)).at(Vec3::new(0.5, 0.0, 0.0)).mass(1.0).spawn(&mut app);
        let weld =
            Joint::weld(JointEnd::world(Vec3::ZERO), JointEnd::body_at(bar, Vec3::new(-0.5, 0.0, 0.0)), Quat::IDENTITY);
        let joint = app.world_mut().spawn(weld.breaking_at_torque(limit)).id();
        // Run: two seconds
        step(&mut app, 120);
        // Check: a limit of 4 N·m broke and the bar fell; one of 6 N·m held it level, with 4.9 N·m
        let broken = app.world().get::<JointBroken>(joint).is_some();
        assert_eq!(broken, breaks, "limit {limit} N·m");
        if breaks {
            assert!(position(&app, bar).y < -1.0, "the bar at {}", position(&app, bar));
        } else {
            let torque = held(&app, joint).torque;
            assert!(
                close(torque.z, 0.5 * 9.81, 0.01) && position(&app, bar).y.abs() < 1e-3,
                "held with {torque}, at {}",
                position(&app, bar)
            );
        }
    }
}

#[test]
fn a_chain_of_hinged_bars_kicked_out_of_its_plane_is_held_in_it() {
    // Setup: four bars 0.6 m long, hinged about z end to end (1 m apart) from the world, no gravity; the last
    // kicked at 1 m/s along z, out of the plane the hinges let them turn in
    let mut app = world(false);
    let half = Vec3::new(0.3, 0.05, 0.5);
    let mut bars: Vec<Entity> = Vec::new();
    for i in 0..4 {
        let bar = cuboid(half).at(Vec3::new(0.5 + i as f32, 0.0, 0.0)).spawn(&mut app);
        let a = match bars.last() {
            Some(&before) => JointEnd::body_at(before, Vec3::new(0.5, 0.0, 0.0)),
            None => JointEnd::world(Vec3::ZERO),
        };
        let hinge = Hinge::new(Vec3::Z, Quat::IDENTITY);
        app.world_mut().spawn(Joint::hinge(a, JointEnd::body_at(bar, Vec3::new(-0.5, 0.0, 0.0)), hinge));
        bars.push(bar);
    }
    app.world_mut().get_mut::<LinearVelocity>(bars[3]).unwrap().0 = Vec3::new(0.0, 0.0, 1.0);
    // Run: 5 s, the bars' largest step out of the plane watched
    let mut out = 0.0_f32;
    for _ in 0..300 {
        app.update();
        out = bars.iter().fold(out, |most, &bar| most.max(position(&app, bar).z.abs()));
    }
    // Check: the hinges stop the kick before the bar has gone as far as one step of 1/60 s would take it, and
    // bring the chain back: at the end every bar within 1 mm of the plane and turned out of it by under 1 mrad,
    // none moving faster than 1 mm/s
    assert!(out < 1.0 / 60.0, "{out} m out of the plane");
    for &bar in &bars {
        let tilt = (app.world().get::<Transform>(bar).unwrap().rotation * Vec3::Z).truncate().length();
        let (z, speed) = (position(&app, bar).z.abs(), velocity(&app, bar).length());
        assert!(z < 1e-3 && tilt < 1e-3 && speed < 1e-3, "{z} m out, tilted {tilt} rad, at {speed} m/s");
    }
}
