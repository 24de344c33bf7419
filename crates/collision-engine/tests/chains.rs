//! Chains of rods: twenty links hanging still at their length, and a hundred dropped sideways that whip down and
//! stay whole.

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

#[test]
fn a_hanging_chain_of_twenty_links_hangs_still_at_its_length() {
    // Setup: 20 balls of 0.1 kg, 0.1 m apart on rods hanging from the world, the bottom one 1 kg
    let mut app = world();
    let mut above = JointEnd::world(Vec3::ZERO);
    let links: Vec<Entity> = (1..=20)
        .map(|i| {
            let mass = if i == 20 { 1.0 } else { 0.1 };
            let link = sphere(0.03).at(Vec3::new(0.0, -0.1 * i as f32, 0.0)).mass(mass).spawn(&mut app);
            app.world_mut().spawn(Joint::rod(above, JointEnd::body(link), 0.1));
            above = JointEnd::body(link);
            link
        })
        .collect();
    // Run: 10 s
    step(&mut app, 600);
    // Check: the chain 2 m long to 0.1 mm, every link still and right under the anchor
    let bottom = position(&app, links[19]);
    assert!(close(bottom.y, -2.0, 1e-4), "the chain is {} m long", -bottom.y);
    for &link in &links {
        assert!(position(&app, link).xz().length() < 1e-5 && velocity(&app, link).length() < 1e-3);
    }
}

#[test]
fn a_chain_of_a_hundred_dropped_sideways_whips_down_and_stays_whole() {
    // Setup: 100 links of 0.1 kg, 0.1 m apart on rods, laid out level from the anchor and let fall
    let mut app = world();
    let mut above = JointEnd::world(Vec3::ZERO);
    let links: Vec<Entity> = (1..=100)
        .map(|i| {
            let link = sphere(0.03).at(Vec3::new(0.1 * i as f32, 0.0, 0.0)).mass(0.1).spawn(&mut app);
            app.world_mut().spawn(Joint::rod(above, JointEnd::body(link), 0.1));
            above = JointEnd::body(link);
            link
        })
        .collect();
    // Run: 10 s of whipping, the tip at some 40 m/s, the links knocking into each other as the chain folds
    let mut worst = 0.0f32;
    for _ in 0..600 {
        app.update();
        let mut last = Vec3::ZERO;
        for &link in &links {
            let at = position(&app, link);
            assert!(at.is_finite());
            worst = worst.max((at.distance(last) - 0.1).abs());
            last = at;
        }
    }
    // Check: it stays whole and finite, no rod ever off by its own length (the tip turns a link through more than
    // a radian a substep), and the chain within its reach of the anchor
    assert!(worst < 0.1, "a rod {worst} m off its length");
    assert!(position(&app, links[99]).length() <= 10.0 + 0.1);
}
