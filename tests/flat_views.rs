//! The textbook's 1D and 2D views: a scene's named view holds its moving bodies to a line or a plane, the
//! toolbar's choice switches it, and the collision the book draws comes out as the book says, in its plane.

mod common;

use bevy::prelude::*;
use collision_sandbox::app::{FlatView, flat_views};
use collision_sandbox::physics::{LinearVelocity, PhysicsSettings, RotationLock, TranslationLock};
use collision_sandbox::scene::{load_scene, spawn_scene};
use common::scene_path;

fn app() -> App {
    let mut app = collision_sandbox::headless::headless_app(PhysicsSettings::default());
    app.add_plugins(flat_views);
    // the first frame takes the (empty) scene view's: 3D
    app.update();
    app
}

#[test]
fn the_head_on_and_glancing_scenes_open_in_their_textbook_views() {
    let view = |file: &str| FlatView::of(load_scene(&scene_path(file)).unwrap().camera.and_then(|camera| camera.view));
    assert_eq!(view("04_head_on_equal.ron"), FlatView::Line);
    assert_eq!(view("19_glancing_unequal.ron"), FlatView::Front);
    assert_eq!(view("01_sphere_sphere.ron"), FlatView::Top);
    assert_eq!(view("10_box_stack.ron"), FlatView::Free);
}

#[test]
fn a_flat_view_holds_a_ball_to_the_table_and_lets_it_go_when_switched_off() {
    let mut app = app();
    let text = "(name: \"Toss\", bodies: [(name: \"ball\", shape: Sphere(radius: 0.2), position: (0.0, 2.0, 0.0),
        velocity: (1.0, 3.0, -1.0))])";
    let scene = collision_sandbox::scene::parse_scene(text, std::path::Path::new("toss.ron")).unwrap();
    let ball = spawn_scene(app.world_mut(), &scene)[0];
    *app.world_mut().resource_mut::<FlatView>() = FlatView::Top;
    // held from the frame it is switched on, where the ball is then
    app.update();
    let held_at = app.world().get::<Transform>(ball).unwrap().translation;
    for _ in 0..59 {
        app.update();
    }
    let lock = *app.world().get::<TranslationLock>(ball).expect("held to the table");
    assert_eq!(lock.at, held_at);
    assert!(lock.y && !lock.x && !lock.z);
    assert_eq!(app.world().get::<RotationLock>(ball), Some(&RotationLock { x: true, y: false, z: true }));
    let at = app.world().get::<Transform>(ball).unwrap().translation;
    // held at that height (neither thrown up nor falling), running on at (1, 0, −1) m/s for the 59 steps after
    assert_eq!(at.y, held_at.y);
    let run = at - held_at;
    assert!((run.x - 59.0 / 60.0).abs() < 1e-4 && (run.z + 59.0 / 60.0).abs() < 1e-4, "{run}");
    *app.world_mut().resource_mut::<FlatView>() = FlatView::Free;
    for _ in 0..30 {
        app.update();
    }
    assert!(app.world().get::<TranslationLock>(ball).is_none() && app.world().get::<RotationLock>(ball).is_none());
    let velocity = app.world().get::<LinearVelocity>(ball).unwrap().0;
    assert!(velocity.y < -4.0, "let go, it falls: {velocity}");
}

#[test]
fn the_glancing_collision_in_its_plane_gives_the_books_velocities() {
    let mut app = app();
    let scene = load_scene(&scene_path("19_glancing_unequal.ron")).unwrap();
    let bodies = spawn_scene(app.world_mut(), &scene);
    *app.world_mut().resource_mut::<FlatView>() = FlatView::Front;
    for _ in 0..90 {
        app.update();
    }
    assert!(app.world().get::<TranslationLock>(bodies[0]).is_some_and(|lock| lock.z && !lock.x && !lock.y));
    let velocity = |body: Entity| app.world().get::<LinearVelocity>(body).unwrap().0;
    let (small, large) = (velocity(bodies[0]), velocity(bodies[1]));
    // the scene's comment: small leaves at 2.34 m/s, large at 1.56 m/s 30° below the path; momentum (4, 0, 0)
    assert!((small.length() - 2.34).abs() < 0.01 && (large.length() - 1.56).abs() < 0.01, "{small} {large}");
    assert!((large.y.atan2(large.x).to_degrees() + 30.0).abs() < 0.5, "{large}");
    assert!((small + 3.0 * large - Vec3::new(4.0, 0.0, 0.0)).length() < 1e-4);
    assert_eq!((small.z, large.z), (0.0, 0.0), "nothing leaves the plane");
}
