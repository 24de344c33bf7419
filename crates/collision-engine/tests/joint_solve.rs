//! How the solver met each joint (`JointSolve`): what it was solved with, in how many substeps it acted, how
//! close its ends came to where it wants them, and how its tension impulse adds up.

mod common;

use bevy::prelude::*;
use collision_engine::physics::*;
use common::*;

/// A world with gravity and sleeping off.
fn world() -> App {
    let mut app = app_with(PhysicsSettings { sleep_enabled: false, ..default() });
    app.update();
    app
}

fn solve(app: &App, joint: Entity) -> JointSolve {
    *app.world().get::<JointSolve>(joint).expect("a joint has its JointSolve")
}

fn tension(app: &App, joint: Entity) -> f32 {
    app.world().get::<JointForce>(joint).expect("a joint has its JointForce").tension
}

#[test]
fn a_hanging_pendulum_is_met_in_every_substep_and_its_impulses_add_up_to_its_tension() {
    // Setup: 1 kg on a 1 m string from a fixed point, hanging still
    let mut app = world();
    let ball = sphere(0.1).at(Vec3::new(0.0, -1.0, 0.0)).mass(1.0).spawn(&mut app);
    let joint = app.world_mut().spawn(Joint::string(JointEnd::world(Vec3::ZERO), JointEnd::body(ball), 1.0)).id();
    // Run: 1 s
    step(&mut app, 60);
    // Check: alone in its solve, acting in all 4 substeps, settled: its ends as close to 1 m as the tolerance on
    // the rate they part makes over half a substep; the two parts of its impulse make the tension m g
    let met = solve(&app, joint);
    assert_eq!((met.solved_with, met.substeps, met.acting), (1, 4, 4), "{met:?}");
    let dt = app.world().resource::<PhysicsClock>().dt;
    let tolerance = app.world().resource::<PhysicsSettings>().solver_tolerance;
    assert!(met.settled && met.newton_steps <= 4 && met.missed <= 0.5 * dt / 4.0 * tolerance, "{met:?}");
    let impulse = met.motion_impulse + met.hold_impulse;
    assert!(close(impulse / dt, tension(&app, joint), 1e-4), "{impulse} N·s against {}", tension(&app, joint));
    assert!(close(tension(&app, joint), 9.81, 0.01));
}

#[test]
fn the_links_of_a_chain_are_solved_together_and_apart_from_another_chain() {
    // Setup: a chain of 5 rods and, beside it, a chain of 3
    let mut app = world();
    let mut chain = |links: usize, x: f32| {
        let mut above = JointEnd::world(Vec3::new(x, 0.0, 0.0));
        (1..=links)
            .map(|i| {
                let link = sphere(0.03).at(Vec3::new(x, -0.1 * i as f32, 0.0)).mass(0.1).spawn(&mut app);
                let joint = app.world_mut().spawn(Joint::rod(above, JointEnd::body(link), 0.1)).id();
                above = JointEnd::body(link);
                joint
            })
            .collect::<Vec<Entity>>()
    };
    let (long, short) = (chain(5, 0.0), chain(3, 1.0));
    // Run: one step
    step(&mut app, 1);
    // Check: each joint solved with the joints of its own chain
    assert!(long.iter().all(|&joint| solve(&app, joint).solved_with == 5));
    assert!(short.iter().all(|&joint| solve(&app, joint).solved_with == 3));
}

#[test]
fn a_slack_string_acts_in_no_substep_and_pulls_nothing() {
    // Setup: a ball 0.5 m under a point, on a 1 m string, falling
    let mut app = world();
    let ball = sphere(0.1).at(Vec3::new(0.0, -0.5, 0.0)).mass(1.0).spawn(&mut app);
    let joint = app.world_mut().spawn(Joint::string(JointEnd::world(Vec3::ZERO), JointEnd::body(ball), 1.0)).id();
    // Run: one step
    step(&mut app, 1);
    // Check: its 4 substeps, acting in none, no impulse
    let met = solve(&app, joint);
    assert_eq!((met.substeps, met.acting), (4, 0), "{met:?}");
    assert_eq!((met.motion_impulse, met.hold_impulse, tension(&app, joint)), (0.0, 0.0, 0.0));
}

#[test]
fn a_spring_gives_its_whole_impulse_in_the_motion() {
    // Setup: 2 kg hanging on a spring of 100 N/m at its rest length, let go
    let mut app = app_with(PhysicsSettings { sleep_enabled: false, gravity: Vec3::ZERO, ..default() });
    app.update();
    let ball = sphere(0.1).at(Vec3::new(0.0, -1.2, 0.0)).mass(2.0).spawn(&mut app);
    let spring = Joint::spring(JointEnd::world(Vec3::ZERO), JointEnd::body(ball), 1.0, 100.0, 0.0);
    let joint = app.world_mut().spawn(spring).id();
    // Run: one step
    step(&mut app, 1);
    // Check: no hold; the tension k·x of a spring stretched 0.2 m (it has barely moved in 1/60 s)
    let met = solve(&app, joint);
    assert_eq!((met.acting, met.hold_impulse), (4, 0.0), "{met:?}");
    assert!(close(tension(&app, joint), 20.0, 0.1), "{} N", tension(&app, joint));
}
