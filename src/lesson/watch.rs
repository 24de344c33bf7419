//! Watching a lesson's run: after each fixed step, whether its trigger fired (then the clock pauses there),
//! and what the reveal measures. The app and `lesson check` watch with this same system.

use bevy::ecs::entity::EntityHashMap;
use bevy::prelude::*;

use super::format::Trigger;
use crate::physics::{
    AngularVelocity, Collider, CollisionEnded, CollisionImpact, CollisionStarted, LinearVelocity, PhysicsClock,
    PhysicsSettings, PhysicsStepSystems, RigidBody, Sleeping, pair_key,
};
use bevy::ecs::query::QueryData;

/// What the watch keeps while a lesson plays: where the bodies were and the begins of contact since the
/// scene opened, and the run.
#[derive(Resource, Clone, Debug, Default)]
pub struct Watch {
    /// Each body's centre when the scene opened.
    pub origins: EntityHashMap<Vec3>,
    /// How each body was turned when the scene opened.
    pub orientations: EntityHashMap<Quat>,
    /// Each begin of contact since the scene opened: its step and its pair (smaller entity first).
    pub begins: Vec<(u64, (Entity, Entity))>,
    /// Each impact since the scene opened (several a step when bodies meet again and again), likewise.
    pub impacts: Vec<(u64, (Entity, Entity))>,
    pub run: Option<Run>,
}

impl Watch {
    /// Forgets what happened after `step`: the timeline went back there.
    pub fn forget_after(&mut self, step: u64) {
        self.begins.retain(|(at, _)| *at <= step);
        self.impacts.retain(|(at, _)| *at <= step);
    }
}

/// Starts watching a scene just opened (forgetting the last one's).
pub fn watch_scene(world: &mut World) {
    let mut bodies = world.query::<(Entity, &Transform)>();
    let origins = bodies.iter(world).map(|(entity, at)| (entity, at.translation)).collect();
    let orientations = bodies.iter(world).map(|(entity, at)| (entity, at.rotation)).collect();
    world.insert_resource(Watch { origins, orientations, ..default() });
}

/// A run in progress, or stopped.
#[derive(Clone, Debug)]
pub struct Run {
    pub trigger: Option<Trigger>,
    /// The clock's step when it began.
    pub start_step: u64,
    /// Steps it may take.
    pub limit: u64,
    /// The highest each body's centre has been since it began (height along up).
    pub highest: EntityHashMap<f32>,
    /// The last step watched, and what the trigger's body did then: its side of the plane, its rise.
    last_step: u64,
    last: Option<f32>,
    pub outcome: Option<Outcome>,
}

/// How a run stopped.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Outcome {
    /// The trigger happened in this step.
    Fired { step: u64 },
    /// The run took all the steps it could without the trigger.
    TimedOut { step: u64 },
}

/// Adds the watch on a lesson's runs (it runs while a [`Watch`] exists).
pub fn plugin(app: &mut App) {
    app.add_systems(FixedUpdate, watch_run.after(PhysicsStepSystems::Step).run_if(resource_exists::<Watch>));
}

/// The bodies by name.
pub fn entity_named(world: &mut World, name: &str) -> Option<Entity> {
    world.query::<(Entity, &Name)>().iter(world).find(|(_, n)| n.as_str() == name).map(|(entity, _)| entity)
}

/// Begins a run that stops at `trigger` (or after `within` seconds, as a time out); with no trigger the run
/// only marks where the bodies were, for the reveal. Unpauses the clock.
pub fn start_run(world: &mut World, trigger: Option<Trigger>, within: f32) {
    let up = world.resource::<PhysicsSettings>().up();
    let mut bodies = world.query::<(Entity, &Transform)>();
    let highest = bodies.iter(world).map(|(entity, at)| (entity, at.translation.dot(up))).collect();
    let last = trigger.as_ref().and_then(|trigger| noted_before(world, trigger, up));
    let limit = (within / world.resource::<PhysicsSettings>().step_dt()).ceil() as u64;
    let mut clock = world.resource_mut::<PhysicsClock>();
    clock.paused = trigger.is_none();
    let start_step = clock.step;
    let run = Run { trigger, start_step, limit, highest, last_step: start_step, last, outcome: None };
    world.get_resource_or_insert_with(Watch::default).run = Some(run);
}

/// What a crossing or a top is judged against, as the run begins: the body's side of the plane, its rise.
fn noted_before(world: &mut World, trigger: &Trigger, up: Vec3) -> Option<f32> {
    let (name, side) = match trigger {
        Trigger::Crosses { body, point, normal } => (body, Some((Vec3::from(*point), Vec3::from(*normal)))),
        Trigger::Highest(body) => (body, None),
        _ => return None,
    };
    let entity = entity_named(world, name)?;
    let noted = match side {
        Some((point, normal)) => world.get::<Transform>(entity).map(|at| (at.translation - point).dot(normal)),
        None => world.get::<LinearVelocity>(entity).map(|v| v.0.dot(up)),
    };
    // on the plane, or at rest: nothing to judge against yet
    noted.filter(|&value| value != 0.0)
}

/// A body as the watch reads it.
#[derive(QueryData)]
pub struct WatchedBody {
    entity: Entity,
    name: &'static Name,
    transform: &'static Transform,
    velocity: &'static LinearVelocity,
    angular_velocity: &'static AngularVelocity,
    collider: Option<&'static Collider>,
    kind: &'static RigidBody,
    asleep: Has<Sleeping>,
}

/// The bodies as the watch reads them.
type Watched<'w, 's> = Query<'w, 's, WatchedBody>;

/// Below this speed (m/s) a ball's lowest point stands still: the ball rolls.
const ROLLING_SLIP: f32 = 0.01;

impl WatchedBodyItem<'_, '_> {
    /// Whether the body is a ball rolling on what is below it (along `up`): its lowest point stands still while its
    /// centre moves.
    fn rolls(&self, up: Vec3) -> bool {
        let radius = self.collider.map_or(0.0, |collider| collider.0.bounding_radius());
        let lowest = self.velocity.0 + self.angular_velocity.0.cross(-up * radius);
        self.velocity.0.length() > ROLLING_SLIP && lowest.length() < ROLLING_SLIP
    }
}

/// The begins and ends of contact of the step just run, as pair keys.
struct Happened {
    begun: Vec<(Entity, Entity)>,
    over: Vec<(Entity, Entity)>,
}

fn watch_run(
    mut watch: ResMut<Watch>,
    mut clock: ResMut<PhysicsClock>,
    (mut started, mut ended, mut impacts): (
        MessageReader<CollisionStarted>,
        MessageReader<CollisionEnded>,
        MessageReader<CollisionImpact>,
    ),
    bodies: Watched,
    settings: Res<PhysicsSettings>,
) {
    let happened = Happened {
        begun: started.read().map(|event| pair_key(event.a, event.b)).collect(),
        over: ended.read().map(|event| pair_key(event.a, event.b)).collect(),
    };
    let now = clock.step;
    watch.begins.extend(happened.begun.iter().map(|&pair| (now, pair)));
    watch.impacts.extend(impacts.read().map(|event| (now, pair_key(event.a, event.b))));
    let Watch { run, orientations, .. } = &mut *watch;
    let Some(run) = run.as_mut().filter(|run| run.outcome.is_none() && clock.step > run.last_step) else {
        return;
    };
    run.last_step = clock.step;
    let up = settings.up();
    for body in &bodies {
        let height = body.transform.translation.dot(up);
        run.highest.entry(body.entity).and_modify(|highest| *highest = highest.max(height)).or_insert(height);
    }
    let steps = clock.step - run.start_step;
    if trigger_fired(run, (&happened, orientations), &bodies, (steps, clock.dt), up) {
        run.outcome = Some(Outcome::Fired { step: clock.step });
    } else if steps >= run.limit {
        run.outcome = Some(Outcome::TimedOut { step: clock.step });
    }
    if run.outcome.is_some() {
        clock.paused = true;
    }
}

/// Whether the run's trigger happened in the step just run, `steps` of `dt` seconds into the run (`orientations`:
/// how the bodies were turned when the scene opened).
fn trigger_fired(
    run: &mut Run,
    (happened, orientations): (&Happened, &EntityHashMap<Quat>),
    bodies: &Watched,
    (steps, dt): (u64, f32),
    up: Vec3,
) -> bool {
    let named = |name: &str| bodies.iter().find(|body| body.name.as_str() == name);
    let pair = |a: &str, b: &str| named(a).zip(named(b)).map(|(a, b)| pair_key(a.entity, b.entity));
    match run.trigger.as_ref() {
        None => false,
        Some(Trigger::Steps(n)) => steps >= *n,
        Some(Trigger::Seconds(s)) => steps as f32 * dt >= s - dt * 1e-3,
        Some(Trigger::Begin(a, b)) => pair(a, b).is_some_and(|pair| happened.begun.contains(&pair)),
        Some(Trigger::End(a, b)) => pair(a, b).is_some_and(|pair| happened.over.contains(&pair)),
        Some(Trigger::Crosses { body, point, normal }) => named(body).is_some_and(|body| {
            crossed(&mut run.last, (body.transform.translation - Vec3::from(*point)).dot(Vec3::from(*normal)))
        }),
        Some(Trigger::SlowerThan(body, speed)) => named(body).is_some_and(|body| body.velocity.0.length() < *speed),
        Some(Trigger::Highest(body)) => named(body).is_some_and(|body| {
            let rise = body.velocity.0.dot(up);
            let was_rising = run.last.replace(rise).is_some_and(|last| last > 0.0);
            was_rising && rise <= 0.0
        }),
        Some(Trigger::Rolling(body)) => named(body).is_some_and(|body| body.rolls(up)),
        Some(Trigger::AllAsleep) => {
            bodies.iter().filter(|body| *body.kind == RigidBody::Dynamic).all(|body| body.asleep)
        }
        Some(Trigger::Tilted(body, degrees)) => named(body).is_some_and(|body| {
            let start = orientations.get(&body.entity).copied().unwrap_or(Quat::IDENTITY);
            body.transform.rotation.angle_between(start).to_degrees() > *degrees
        }),
    }
}

/// Whether a body `side` of a plane has crossed it since the side noted in `last` (the first side off the
/// plane is noted, not a crossing).
fn crossed(last: &mut Option<f32>, side: f32) -> bool {
    if side == 0.0 {
        return false;
    }
    match last.replace(side) {
        Some(before) => before.signum() != side.signum(),
        None => false,
    }
}
