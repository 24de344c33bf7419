//! Collision begin/end events: exactly one of each per contact episode, as messages and observer events.

mod common;

use bevy::ecs::message::MessageCursor;
use bevy::prelude::*;
use collision_engine::physics::*;
use common::*;

/// Counters filled by observers on one entity.
#[derive(Resource, Default, Debug)]
struct Observed {
    started: Vec<(Entity, Entity)>,
    ended: Vec<(Entity, Entity)>,
}

fn watch(app: &mut App, entity: Entity) {
    app.init_resource::<Observed>();
    app.world_mut()
        .entity_mut(entity)
        .observe(|event: On<CollisionStarted>, mut seen: ResMut<Observed>| seen.started.push((event.a, event.b)))
        .observe(|event: On<CollisionEnded>, mut seen: ResMut<Observed>| seen.ended.push((event.a, event.b)));
}

struct Log {
    started: MessageCursor<CollisionStarted>,
    ended: MessageCursor<CollisionEnded>,
    all_started: Vec<CollisionStarted>,
    all_ended: Vec<CollisionEnded>,
}

impl Log {
    fn new() -> Self {
        Log { started: default(), ended: default(), all_started: vec![], all_ended: vec![] }
    }
    fn read(&mut self, app: &App) {
        self.all_started.extend(read_new(app, &mut self.started));
        self.all_ended.extend(read_new(app, &mut self.ended));
    }
    fn run(&mut self, app: &mut App, steps: usize) {
        for _ in 0..steps {
            step(app, 1);
            self.read(app);
        }
    }
}

#[test]
fn head_on_collision_starts_and_ends_once() {
    // Setup
    let mut app = space();
    let left = sphere(0.5).at(Vec3::new(-2.0, 0.0, 0.0)).moving(Vec3::X * 3.0).material(1.0, 0.0).spawn(&mut app);
    let right = sphere(0.5).at(Vec3::new(2.0, 0.0, 0.0)).material(1.0, 0.0).spawn(&mut app);
    watch(&mut app, right);
    // Run
    let mut log = Log::new();
    log.run(&mut app, 180);
    // Check: one of each as messages, A sorting before B, with the contact normal from A to B
    assert_eq!(log.all_started.len(), 1);
    assert_eq!(log.all_ended.len(), 1);
    let start = log.all_started[0];
    assert_eq!((start.a, start.b), (left, right));
    assert!((start.contact.normal - Vec3::X).length() < 1e-6);
    assert!(log.all_ended[0].step > start.step);
    // and one of each on the observed entity, seen from that entity
    let seen = app.world().resource::<Observed>();
    assert_eq!(seen.started, vec![(right, left)]);
    assert_eq!(seen.ended, vec![(right, left)]);
}

#[test]
fn each_bounce_is_one_start_and_one_end() {
    // Setup: a lively ball over a floor
    let mut app = app_with(PhysicsSettings::default());
    floor(&mut app, 1.0, 0.5);
    let ball = sphere(0.25).at(Vec3::Y * 3.0).material(0.9, 0.5).spawn(&mut app);
    let mut log = Log::new();
    // Run: until the third bounce's apex, counting bounces as the velocity turning upwards
    let mut bounces = 0;
    let mut last_vy = 0.0;
    while bounces < 3 || velocity(&app, ball).y > 0.0 {
        log.run(&mut app, 1);
        let vy = velocity(&app, ball).y;
        if last_vy < 0.0 && vy > 0.0 {
            bounces += 1;
        }
        last_vy = vy;
        assert!(app.world().resource::<PhysicsClock>().step < 2000, "ball never bounced three times");
    }
    // Check
    assert_eq!(log.all_started.len(), 3, "{:?}", log.all_started);
    assert_eq!(log.all_ended.len(), 3, "{:?}", log.all_ended);
}

#[test]
fn despawning_a_touching_body_ends_its_contact() {
    // Setup: a ball resting on the floor
    let mut app = app_with(PhysicsSettings::default());
    let ground = floor(&mut app, 0.0, 0.5);
    let ball = sphere(0.5).at(Vec3::Y * 0.5).material(0.0, 0.5).spawn(&mut app);
    watch(&mut app, ground);
    let mut log = Log::new();
    log.run(&mut app, 30);
    assert_eq!((log.all_started.len(), log.all_ended.len()), (1, 0));
    // Run
    app.world_mut().despawn(ball);
    log.run(&mut app, 5);
    // Check: one end, also on the floor that is still there
    assert_eq!(log.all_ended.len(), 1);
    assert_eq!((log.all_ended[0].a, log.all_ended[0].b), (ground, ball));
    assert_eq!(app.world().resource::<Observed>().ended, vec![(ground, ball)]);
    assert!(app.world().resource::<TouchingPairs>().is_empty());
}

#[test]
fn sensor_reports_but_does_not_deflect() {
    // Setup: a ball flying through a sensor zone
    let mut app = space();
    let v0 = Vec3::new(4.0, 0.0, 0.0);
    let ball = sphere(0.25).at(Vec3::new(-3.0, 0.0, 0.0)).moving(v0).spawn(&mut app);
    cuboid(Vec3::splat(1.0)).fixed().sensor().spawn(&mut app);
    let mut log = Log::new();
    // Run
    log.run(&mut app, 120);
    // Check
    assert_eq!((log.all_started.len(), log.all_ended.len()), (1, 1));
    assert_eq!(velocity(&app, ball), v0);
    assert!(position(&app, ball).x > 3.0);
}

#[test]
fn filter_systems_veto_the_response_but_keep_the_report() {
    // Setup: a ball thrown at a wall, with a system that vetoes every discrete contact
    fn veto_all(mut contacts: ResMut<Contacts>) {
        for pair in &mut contacts.pairs {
            pair.resolve = false;
        }
    }
    let mut app = space();
    app.add_systems(PhysicsSchedule, veto_all.in_set(PhysicsSystems::Filter));
    let v0 = Vec3::new(5.0, 0.0, 0.0);
    let ball = sphere(0.25).at(Vec3::new(-2.0, 0.0, 0.0)).moving(v0).spawn(&mut app);
    app.world_mut().entity_mut(ball).insert(CcdDisabled);
    cuboid(Vec3::new(0.5, 2.0, 2.0)).fixed().spawn(&mut app);
    let mut log = Log::new();
    // Run
    log.run(&mut app, 90);
    // Check
    assert_eq!((log.all_started.len(), log.all_ended.len()), (1, 1));
    assert_eq!(velocity(&app, ball), v0);
}

#[test]
fn vetoed_pairs_pass_through_in_discrete_and_continuous_stages() {
    for (speed, ccd) in [(5.0, false), (5.0, true), (300.0, true)] {
        // Setup: the ball–wall pair vetoed before anything happens
        let mut app = app_with(PhysicsSettings { gravity_enabled: false, ccd_enabled: ccd, ..default() });
        let v0 = Vec3::new(speed, 0.0, 0.0);
        let ball = sphere(0.25).at(Vec3::new(-2.0, 0.0, 0.0)).moving(v0).spawn(&mut app);
        let wall = cuboid(Vec3::new(0.5, 2.0, 2.0)).fixed().spawn(&mut app);
        app.world_mut().resource_mut::<ResponseVetoes>().veto_pair(wall, ball);
        let mut log = Log::new();
        // Run
        log.run(&mut app, 90);
        // Check: reported once, never deflected
        assert_eq!((log.all_started.len(), log.all_ended.len()), (1, 1), "speed {speed}, ccd {ccd}");
        assert_eq!(velocity(&app, ball), v0);
        assert!(position(&app, ball).x > 2.0);
    }
}

#[test]
fn a_veto_from_a_start_observer_applies_in_the_same_step() {
    // Setup: whatever the ball touches first, it then passes through (discrete detection)
    let mut app = app_with(PhysicsSettings { gravity_enabled: false, ccd_enabled: false, ..default() });
    let v0 = Vec3::new(5.0, 0.0, 0.0);
    let ball = sphere(0.25).at(Vec3::new(-2.0, 0.0, 0.0)).moving(v0).spawn(&mut app);
    cuboid(Vec3::new(0.5, 2.0, 2.0)).fixed().spawn(&mut app);
    app.world_mut().entity_mut(ball).observe(|event: On<CollisionStarted>, mut vetoes: ResMut<ResponseVetoes>| {
        vetoes.veto_pair(event.a, event.b);
    });
    // Run + Check
    step(&mut app, 90);
    assert_eq!(velocity(&app, ball), v0);
}

#[test]
fn grace_steps_bridge_short_gaps() {
    // Setup: two overlapping sensors; one is moved away for a few steps and back
    for (grace, gap_steps, expected_episodes) in [(0, 1, 2), (2, 2, 1), (2, 3, 2)] {
        let mut app = app_with(PhysicsSettings { gravity_enabled: false, event_grace_steps: grace, ..default() });
        sphere(1.0).sensor().spawn(&mut app);
        let mover = sphere(1.0).at(Vec3::X).sensor().spawn(&mut app);
        let mut log = Log::new();
        log.run(&mut app, 3);
        app.world_mut().get_mut::<Transform>(mover).unwrap().translation.x = 10.0;
        log.run(&mut app, gap_steps);
        app.world_mut().get_mut::<Transform>(mover).unwrap().translation.x = 1.0;
        log.run(&mut app, 3);
        assert_eq!(log.all_started.len(), expected_episodes, "grace {grace}, gap {gap_steps}");
        assert_eq!(log.all_ended.len(), expected_episodes - 1, "grace {grace}, gap {gap_steps}");
    }
}

#[test]
fn a_stack_resting_face_to_face_begins_each_contact_once_and_never_ends_it() {
    // Setup: ten unit boxes stacked exactly face to face on the floor (each contact starts at zero depth,
    // and rounding moves its separation either side of zero while the stack settles)
    let mut app = app_with(PhysicsSettings::default());
    floor(&mut app, 0.5, 0.5);
    for level in 0..10 {
        cuboid(Vec3::splat(0.5)).at(Vec3::new(0.0, 0.5 + level as f32, 0.0)).spawn(&mut app);
    }
    let (mut started, mut ended) = (Default::default(), Default::default());
    let (mut begins, mut ends) = (Vec::new(), Vec::new());
    for _ in 0..600 {
        step(&mut app, 1);
        begins.extend(read_new::<CollisionStarted>(&app, &mut started));
        ends.extend(read_new::<CollisionEnded>(&app, &mut ended));
    }
    // Check: the floor and the ten boxes touch in ten pairs, each begun once, none ended in 10 s
    assert_eq!(begins.len(), 10, "{begins:?}");
    assert!(ends.is_empty(), "{} ends: {:?}", ends.len(), ends.iter().map(|e| e.step).collect::<Vec<_>>());
}

#[test]
fn a_silenced_body_raises_no_events_and_the_others_still_do() {
    // two head-on pairs side by side, one ball of the second pair silenced
    let mut app = space();
    let mut pair = |z: f32| {
        let left = sphere(0.5).at(Vec3::new(-2.0, 0.0, z)).moving(Vec3::X * 3.0).material(1.0, 0.0).spawn(&mut app);
        let right = sphere(0.5).at(Vec3::new(2.0, 0.0, z)).material(1.0, 0.0).spawn(&mut app);
        (left, right)
    };
    let (heard_left, heard_right) = pair(0.0);
    let (quiet_left, quiet_right) = pair(5.0);
    app.world_mut().entity_mut(quiet_right).insert(CollisionEventsDisabled);
    watch(&mut app, quiet_left);
    let mut log = Log::new();
    log.run(&mut app, 180);
    let started: Vec<(Entity, Entity)> = log.all_started.iter().map(|event| (event.a, event.b)).collect();
    let ended: Vec<(Entity, Entity)> = log.all_ended.iter().map(|event| (event.a, event.b)).collect();
    assert_eq!((started, ended), (vec![(heard_left, heard_right)], vec![(heard_left, heard_right)]));
    let seen = app.world().resource::<Observed>();
    assert!(seen.started.is_empty() && seen.ended.is_empty(), "{seen:?}");
    // the silenced pair still collided: elastic, the velocities swapped
    assert_close!(velocity(&app, quiet_right).x, 3.0, 1e-3);
    assert_close!(velocity(&app, quiet_left).x, 0.0, 1e-3);
}

#[test]
fn silencing_a_body_mid_contact_still_reports_the_end_of_a_reported_begin() {
    // a ball resting on the floor, silenced after its begin was reported, then lifted away
    let mut app = app_with(PhysicsSettings::default());
    floor(&mut app, 0.0, 0.5);
    let ball = sphere(0.5).at(Vec3::Y * 0.5).material(0.0, 0.5).spawn(&mut app);
    let mut log = Log::new();
    log.run(&mut app, 10);
    assert_eq!((log.all_started.len(), log.all_ended.len()), (1, 0));
    app.world_mut().entity_mut(ball).insert(CollisionEventsDisabled);
    app.world_mut().get_mut::<LinearVelocity>(ball).unwrap().0 = Vec3::Y * 5.0;
    log.run(&mut app, 20);
    assert_eq!((log.all_started.len(), log.all_ended.len()), (1, 1), "the episode that began reported ends reported");
    // back down and landing again: silenced now, so no new begin
    log.run(&mut app, 120);
    assert_eq!((log.all_started.len(), log.all_ended.len()), (1, 1));
}
