//! The engine in a dozen lines, without a window: a ball dropped on a floor; its collision and its height
//! are printed for 2 s of simulated time. `cargo run --release --example minimal`
use bevy::prelude::*;
use collision_engine::physics::{Collider, CollisionStarted, PhysicsPlugin, RigidBody};

fn main() -> AppExit {
    App::new()
        .add_plugins((MinimalPlugins, PhysicsPlugin::default()))
        .add_systems(Startup, |mut commands: Commands| {
            commands.spawn((Collider::cuboid(5.0, 0.5, 5.0), Transform::from_xyz(0.0, -0.5, 0.0)));
            commands
                .spawn((RigidBody::Dynamic, Collider::sphere(0.5), Transform::from_xyz(0.0, 3.0, 0.0)))
                .observe(|hit: On<CollisionStarted>| println!("the ball hit {}, normal {}", hit.b, hit.contact.normal));
        })
        .add_systems(FixedPostUpdate, print_height)
        .run()
}

/// Prints the ball's height every tenth step, and stops the app after 2 s of simulated time.
fn print_height(
    bodies: Query<(&Transform, &RigidBody)>,
    time: Res<Time>,
    mut steps: Local<u32>,
    mut exit: MessageWriter<AppExit>,
) {
    *steps += 1;
    for (transform, _) in bodies.iter().filter(|(_, body)| **body == RigidBody::Dynamic) {
        if steps.is_multiple_of(10) {
            println!("t = {:.2} s: height {:.3} m", time.elapsed_secs(), transform.translation.y);
        }
    }
    if time.elapsed_secs() > 2.0 {
        exit.write(AppExit::Success);
    }
}
