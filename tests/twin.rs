//! Twin worlds: the scene run again with one setting different, in step with ours and with our pushes.

mod common;

use bevy::prelude::*;
use collision_sandbox::app::{ActiveScene, Twin, TwinSetting, keep_twin_in_step};
use collision_sandbox::physics::{LinearVelocity, PhysicsClock};
use collision_sandbox::recording::History;
use collision_sandbox::scene::load_scene;

/// Our world with a scene, its recording, and a twin with `setting`.
fn world_with_twin(file: &str, setting: TwinSetting) -> (App, Vec<Entity>) {
    let (mut app, bodies) = common::recorded_app(file);
    let path = common::scene_path(file);
    app.insert_resource(ActiveScene { scene: load_scene(&path).unwrap(), path });
    // as the app does when it shows a scene
    app.world_mut().resource_scope(|world, mut history: Mut<History>| history.start(world));
    let mut twin = Twin::default();
    twin.setting = setting;
    app.insert_resource(twin);
    (app, bodies)
}

fn step_both(app: &mut App) {
    app.update();
    keep_twin_in_step(app.world_mut());
}

fn x_of(app: &App, entity: Entity) -> (f32, f32) {
    let ours = app.world().get::<Transform>(entity).unwrap().translation.x;
    let (twin, step) = app.world().resource::<Twin>().position_of(entity).unwrap();
    assert_eq!(step, app.world().resource::<PhysicsClock>().step, "the twin is at our step");
    (ours, twin.x)
}

#[test]
fn the_bullet_stops_at_the_wall_here_and_passes_it_in_the_twin_without_continuous_detection() {
    // Setup: the bullet scene, the twin with continuous detection off
    let (mut app, bodies) = world_with_twin("13_bullet_wall.ron", TwinSetting::ContinuousDetection);
    let bullet = bodies[0];
    keep_twin_in_step(app.world_mut());
    let start = x_of(&app, bullet);
    assert_eq!(start.0, start.1, "the twin starts where we do");
    // Run: 10 steps
    for _ in 0..10 {
        step_both(&mut app);
    }
    // Check: ours bounced back off the wall at x = 0; the twin's went through it
    let (ours, twin) = x_of(&app, bullet);
    assert!(ours < 0.0, "ours stayed on the near side: {ours}");
    assert!(twin > 5.0, "the twin's bullet passed the wall: {twin}");
    // back in time, the twin comes along
    app.world_mut().resource_scope(|world, mut history: Mut<History>| history.seek(world, 2));
    keep_twin_in_step(app.world_mut());
    let (ours, twin) = x_of(&app, bullet);
    assert_eq!(ours, twin, "before the wall both bullets are in the same place");
}

#[test]
fn our_push_reaches_the_twin_too() {
    // Setup: head-on equal balls, the twin with e = 0
    let (mut app, bodies) = world_with_twin("04_head_on_equal.ron", TwinSetting::Restitution(0.0));
    keep_twin_in_step(app.world_mut());
    // Run: a push on the resting ball before the first step
    app.world_mut().get_mut::<LinearVelocity>(bodies[1]).unwrap().0.y = 2.0;
    for _ in 0..5 {
        step_both(&mut app);
    }
    // Check: both worlds moved it alike (no contact yet, so e does not matter)
    let ours = app.world().get::<Transform>(bodies[1]).unwrap().translation;
    let (twin, _) = app.world().resource::<Twin>().position_of(bodies[1]).unwrap();
    assert!(ours.y > 0.1 && (ours - twin).length() < 1e-6, "ours {ours}, twin {twin}");
}
