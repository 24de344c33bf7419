//! A pendulum on a string that snaps: a 1 kg ball on a 1 m string rated 25 N, let go from level with the
//! anchor. The string's tension is printed as the ball swings down (m g (3 cos θ) from rest at 90°); past 25 N
//! it snaps and the ball flies off. `cargo run --release --example pendulum`
use bevy::prelude::*;
use collision_engine::physics::{Collider, Joint, JointBroke, JointEnd, JointForce, Mass, PhysicsPlugin, RigidBody};

fn main() -> AppExit {
    App::new()
        .add_plugins((MinimalPlugins, PhysicsPlugin::default()))
        .add_systems(Startup, |mut commands: Commands| {
            let ball = commands
                .spawn((RigidBody::Dynamic, Collider::sphere(0.05), Mass(1.0), Transform::from_xyz(1.0, 0.0, 0.0)))
                .id();
            commands
                .spawn(Joint::string(JointEnd::world(Vec3::ZERO), JointEnd::body(ball), 1.0).breaking_at(25.0))
                .observe(|broke: On<JointBroke>| println!("the string snapped at {:.1} N", broke.tension));
        })
        .add_systems(FixedPostUpdate, print_tension)
        .run()
}

/// Prints the string's tension and the ball's place every fifth step; stops after 1.5 s of simulated time.
fn print_tension(
    strings: Query<&JointForce>,
    balls: Query<&Transform, With<RigidBody>>,
    time: Res<Time>,
    mut steps: Local<u32>,
    mut exit: MessageWriter<AppExit>,
) {
    *steps += 1;
    if steps.is_multiple_of(5) {
        let tension = strings.iter().map(|force| force.tension).sum::<f32>();
        let at = balls.iter().map(|transform| transform.translation).sum::<Vec3>();
        println!("t = {:.2} s: ball at ({:.3}, {:.3}), tension {tension:.1} N", time.elapsed_secs(), at.x, at.y);
    }
    if time.elapsed_secs() > 1.5 {
        exit.write(AppExit::Success);
    }
}
