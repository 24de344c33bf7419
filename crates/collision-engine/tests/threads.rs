//! The step spread over threads ([`PhysicsSettings::threads`]) ends every step the same, bit for bit, on one
//! thread or many: the narrowphase's pairs, the continuous stage's first predictions and the solver's batches
//! (islands of touching bodies) each go to the threads in pieces whose results depend on nothing another writes.

mod common;

use bevy::prelude::*;
use collision_engine::physics::*;
use common::*;

/// Every body's place, turn, velocity and angular velocity, as bits.
fn state_bits(app: &mut App) -> Vec<[u32; 13]> {
    let mut bodies = app.world_mut().query::<(Entity, &Transform, &LinearVelocity, &AngularVelocity)>();
    let mut states: Vec<(Entity, [u32; 13])> = bodies
        .iter(app.world())
        .map(|(entity, transform, velocity, spin)| {
            let (p, q, v, w) = (transform.translation, transform.rotation, velocity.0, spin.0);
            let numbers = [p.x, p.y, p.z, q.x, q.y, q.z, q.w, v.x, v.y, v.z, w.x, w.y, w.z];
            (entity, numbers.map(f32::to_bits))
        })
        .collect();
    states.sort_by_key(|(entity, _)| *entity);
    states.into_iter().map(|(_, bits)| bits).collect()
}

/// Eight piles of 100 tumbling boxes dropped onto a floor side by side (eight islands, as many batches), each
/// box a little turned, with a heavy box thrown across them: enough pairs and batches for every stage to share.
fn piles(settings: PhysicsSettings) -> App {
    let mut app = app_with(PhysicsSettings { sleep_enabled: false, ..settings });
    floor(&mut app, 0.2, 0.5);
    let mut random = Lcg(7);
    for pile in 0..8 {
        let centre = Vec3::new(pile as f32 * 7.0 - 24.5, 0.0, 0.0);
        for k in 0..100 {
            let (column, layer) = (k % 25, k / 25);
            let at =
                centre + Vec3::new((column % 5) as f32 * 1.1, 0.55 + layer as f32 * 1.2, (column / 5) as f32 * 1.1);
            let body = cuboid(Vec3::splat(0.5)).at(at).material(0.2, 0.5).spawn(&mut app);
            let turn = Quat::from_euler(EulerRot::XYZ, random.next() * 0.2, random.next() * 0.2, random.next() * 0.2);
            app.world_mut().get_mut::<Transform>(body).unwrap().rotation = turn;
        }
    }
    cuboid(Vec3::splat(0.6))
        .at(Vec3::new(-25.0, 2.0, 2.0))
        .moving(Vec3::new(30.0, 0.0, 0.0))
        .mass(20.0)
        .spawn(&mut app);
    app
}

#[test]
fn tumbling_piles_end_every_step_the_same_on_one_two_and_four_threads() {
    for soft_contacts in [false, true] {
        // Setup: the same piles three times, their steps spread over 1, 2 and 4 threads
        let mut apps: Vec<App> =
            [1, 2, 4].map(|threads| piles(PhysicsSettings { threads, soft_contacts, ..default() })).into();
        // Run: 2 s, the piles landing, toppling and struck
        for step in 0..120 {
            let states: Vec<Vec<[u32; 13]>> = apps
                .iter_mut()
                .map(|app| {
                    app.update();
                    state_bits(app)
                })
                .collect();
            // Check: after every step every body the same to the bit
            assert!(states[0] == states[1] && states[0] == states[2], "soft {soft_contacts}: apart at step {step}");
        }
        // and the piles did land and touch: enough pairs and contacts for the threads to share (1,024 each)
        let candidates = apps[0].world().resource::<CandidatePairs>().pairs.len();
        let contacts = apps[0].world().resource::<Contacts>().pairs.len();
        assert!(candidates >= 2048 && contacts >= 1024, "{candidates} candidate pairs, {contacts} contacts");
    }
}

#[test]
fn a_gas_ends_every_step_the_same_on_one_and_three_threads() {
    // Setup: 1,000 balls flying at up to 20 m/s in a closed box, no gravity, every meeting an impact in time order
    let gas = |threads| {
        let mut app = app_with(PhysicsSettings { threads, gravity_enabled: false, ..default() });
        let walls = [(Vec3::X, 9.0), (Vec3::Y, 9.0), (Vec3::Z, 9.0)];
        for (axis, reach) in walls {
            for side in [-1.0, 1.0] {
                let half = Vec3::splat(reach + 1.0) - axis * (reach + 0.5);
                cuboid(half).at(axis * side * (reach + 0.5)).material(1.0, 0.0).fixed().spawn(&mut app);
            }
        }
        let mut random = Lcg(11);
        for k in 0..1000 {
            let cell = Vec3::new((k % 10) as f32, ((k / 10) % 10) as f32, (k / 100) as f32) * 1.6 - Vec3::splat(7.2);
            let velocity = Vec3::new(random.next() - 0.5, random.next() - 0.5, random.next() - 0.5) * 40.0;
            sphere(0.3).at(cell).moving(velocity).material(1.0, 0.0).spawn(&mut app);
        }
        app
    };
    let (mut one, mut three) = (gas(1), gas(3));
    // Run: 2 s
    for step in 0..120 {
        one.update();
        three.update();
        // Check: every ball the same to the bit after every step
        assert!(state_bits(&mut one) == state_bits(&mut three), "apart at step {step}");
    }
    // and every ball was swept, in pairs enough for the threads to share (128 each)
    let (candidates, swept) = (three.world().resource::<CandidatePairs>(), &three.world().resource::<Contacts>().swept);
    assert!(
        candidates.pairs.len() >= 256 && swept.len() >= 900,
        "{} pairs, {} swept",
        candidates.pairs.len(),
        swept.len()
    );
}
