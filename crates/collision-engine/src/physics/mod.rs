//! The collision engine as Bevy ECS systems.
//!
//! # Pipeline
//! Every fixed step (`FixedUpdate`, 60 Hz by default) runs [`PhysicsSchedule`] once, and that schedule runs
//! the stages in this order, one [`PhysicsSystems`] set and one file each:
//!
//! 0. `Sleep` (sleep.rs): islands at rest put to sleep, disturbed ones woken (the broadphase also wakes the
//!    sleepers a moving body reaches).
//! 1. `Predict` (predict.rs): every awake body's free flight over the step (gravity, then motion).
//! 2. `BroadPhase` (broadphase.rs): pairs whose bounds overlap → [`CandidatePairs`].
//! 3. `NarrowPhase` (narrowphase.rs): exact contact per candidate, where free flight took the bodies →
//!    [`Contacts`].
//! 4. `Ccd` (ccd.rs): fast bodies swept from the step's start; hits resolved at their time of impact.
//! 5. `Reach` (reach.rs): how far the solver may move each body off its flight, and the contacts such a
//!    move may reach (a heavy box driving a row of boxes at rest shoves each into the next).
//! 6. `Events` (events.rs): [`CollisionStarted`] / [`CollisionEnded`] by diffing the touching pairs.
//! 7. `Filter`: empty; game code decides here which contacts are resolved (below).
//! 8. `Solve` (solver/): the bodies in contact go back along their flight and move again in `substeps`
//!    substeps of sequential impulses, friction and speculative contacts (for tumbling boxes, soft contact
//!    constraints solved four at a time); restitution once after them.
//! 9. `CorrectPositions` (correction.rs): shifts remaining overlap apart.
//!
//! Pairs and contacts are found once per step: a substep costs only the solver's work, and a contact's
//! separation in a substep follows from how far its bodies have moved. Every stage reads and writes plain
//! components and resources, so each can be run and tested alone.
//!
//! # Vetoing a contact's response
//! A contact is always detected and reported; whether it is resolved is [`ContactPair::resolve`]. Sensors
//! are never resolved. Game code vetoes a pair, or every contact of a body, through [`ResponseVetoes`],
//! which the discrete and the continuous stages both obey (the Jelly Reef pattern: a jelly meeting a
//! propeller is destroyed by game code instead of bouncing):
//! ```
//! use bevy_app::prelude::*;
//! use bevy_ecs::prelude::*;
//! use collision_engine::physics::{CollisionStarted, ResponseVetoes};
//!
//! #[derive(Component)]
//! struct Jelly;
//!
//! /// From the first touch on, the jelly is not bounced but removed.
//! fn burst_jellies(event: On<CollisionStarted>, jellies: Query<(), With<Jelly>>, mut vetoes: ResMut<ResponseVetoes>, mut commands: Commands) {
//!     if jellies.contains(event.a) {
//!         vetoes.veto_body(event.a);
//!         commands.entity(event.a).despawn();
//!     }
//! }
//! # let mut app = App::new();
//! app.add_observer(burst_jellies);
//! ```
//! A veto made when a discrete contact starts applies in that same step (the solver runs after the
//! events). A continuous hit is resolved at its time of impact, before its event is sent, so a pair that
//! must pass through fast bodies is vetoed ahead of time (when it is spawned, say). For decisions that need
//! the contact itself, a body's [`ContactFilter`] is asked with the normal and the relative velocity before
//! any of its contacts is resolved, by the narrowphase and at every continuous hit: the one-way platform
//! ([`ContactFilter::one_way`]) lets bodies through from below however fast they come. A system in
//! [`PhysicsSystems::Filter`] may also set `resolve` to false on this step's discrete contacts.

pub(crate) mod broadphase;
pub(crate) mod ccd;
pub(crate) mod components;
pub(crate) mod correction;
pub(crate) mod covered_faces;
pub(crate) mod data;
pub(crate) mod detected_body;
pub(crate) mod events;
pub(crate) mod free_turn;
pub mod impacts;
pub(crate) mod interpolation;
pub(crate) mod joints;
pub(crate) mod layers;
pub(crate) mod manifold_reuse;
pub(crate) mod measure;
pub(crate) mod narrowphase;
pub(crate) mod predict;
pub(crate) mod principal;
pub(crate) mod queries;
pub(crate) mod reach;
pub(crate) mod response;
pub(crate) mod rotation;
pub(crate) mod schedule;
pub(crate) mod settings;
pub(crate) mod sleep;
pub(crate) mod slots;
pub(crate) mod solver;
pub(crate) mod stage_timing;
pub(crate) mod step_start;
pub(crate) mod threads;
pub(crate) mod translation_lock;
pub(crate) mod union_find;

pub use broadphase::candidates::{CandidatePairs, Filing};
pub use broadphase::proxy::{Proxy, grid_pairs, proxy_bounds};
pub use ccd::{TurningFlight, cast_turning, closing_at_meeting, meeting_left_to_discrete, overlap_left_to_solver};
pub use components::{
    AngularVelocity, CcdDisabled, Collider, CollisionEventsDisabled, ContactFilter, ContactView, Density,
    ExternalForce, ExternalImpulse, LinearDamping, LinearVelocity, Mass, Moving, PhysicsMaterial, RigidBody, Sensor,
    inverse_mass,
};
pub use correction::CorrectionShifts;
pub use covered_faces::CoveredFaces;
pub use data::contacts::{ContactPair, Contacts, DetectedPair, PairManifold, SweepCause, TimeOfImpact, pair_key};
pub use data::sleep_state::{SleepState, Sleeping, SleepingDisabled};
pub use data::stats::{PhysicsStats, STAGES, SolverStage};
pub use data::touching::TouchingPairs;
pub use data::warm_start::{
    FramePoint, FrictionStick, KeptFace, KeptFrame, KeptManifold, KeptPoint, ManifoldWarmStart, PairImpulses,
    RelativePose, WarmStart,
};
pub use detected_body::DetectedBody;
pub use events::{CollisionEnded, CollisionImpact, CollisionStarted};
pub use free_turn::{turned, turned_freely};
pub use interpolation::TransformInterpolation;
pub use joints::{
    Hinge, Joint, JointBroke, JointBroken, JointEnd, JointForce, JointImpulses, JointKind, JointLimits, JointMotor,
    JointSolve, Pulley, Slider, Weld, WeldSpring, rest_between,
};
pub use layers::CollisionLayers;
pub use measure::{MeasuredBody, PotentialEnergy, Totals, measure_potential, measure_totals};
pub use narrowphase::{ContactRules, detect_contact};
pub use predict::{flight, free_flight};
pub use principal::{PrincipalInertia, world_tensor};
pub use queries::filter::QueryFilter;
pub use queries::spatial_query::{QueryHit, SpatialQuery};
pub use reach::{Reach, SolverReach};
pub use response::ResponseVetoes;
pub use rotation::{
    AngularDamping, ExternalAngularImpulse, ExternalTorque, MassDistribution, RollingResistance, RotationLock,
    SpinningFriction, TurningShape, free_inverse_inertia, inertia_of, inverse_inertia, principal_inertia,
    world_inverse_inertia,
};
pub use schedule::{PhysicsSchedule, PhysicsStepSystems, PhysicsSystems};
pub use settings::{
    CONTACT_DAMPING_RANGE, CONTACT_HERTZ_RANGE, ITERATION_RANGE, JOINT_HERTZ_RANGE, OutOfRange, PUSH_SPEED_RANGE,
    PhysicsClock, PhysicsSettings, SUBSTEP_RANGE,
};
pub use solver::prepare::combine_materials;
pub use step_start::{PreviousAngularVelocity, PreviousPosition, PreviousRotation, PreviousVelocity};
pub use threads::machine_threads;
pub use translation_lock::TranslationLock;

use crate::bevy_prelude::*;
use bevy_ecs::schedule::SingleThreadedExecutor;

/// Adds the engine. Works with `MinimalPlugins`: no window, renderer or time plugin is needed.
///
/// The pipeline runs once per fixed step, in `FixedUpdate`, at the app's own fixed rate (`Time<Fixed>`):
/// [`PhysicsSettings::fixed_hz`] follows it. [`PhysicsPlugin::setting_fixed_rate`] turns that round, for an
/// app whose rate is the engine's to choose (the sandbox's panel sets it).
#[derive(Clone, Copy, Debug, Default)]
pub struct PhysicsPlugin {
    /// Whether `Time<Fixed>` is set to [`PhysicsSettings::fixed_hz`] whenever the settings change, instead of
    /// `fixed_hz` following `Time<Fixed>`.
    pub sets_fixed_rate: bool,
    /// Whether each stage's time is measured into [`PhysicsStats::stage_ms`] (off by default: it costs a
    /// system between every two stages).
    pub times_stages: bool,
}

impl PhysicsPlugin {
    /// The engine that sets the app's fixed rate from [`PhysicsSettings::fixed_hz`].
    pub fn setting_fixed_rate() -> Self {
        PhysicsPlugin { sets_fixed_rate: true, ..Self::default() }
    }

    /// The same engine, timing each stage into [`PhysicsStats::stage_ms`] (the sandbox's panel shows them).
    pub fn timing_stages(self) -> Self {
        PhysicsPlugin { times_stages: true, ..self }
    }
}

impl Plugin for PhysicsPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<PhysicsSettings>()
            .init_resource::<PhysicsClock>()
            .init_resource::<ResponseVetoes>()
            .init_schedule(PhysicsSchedule)
            .edit_schedule(PhysicsSchedule, run_on_one_thread)
            .add_plugins((
                crate::physics::sleep::plugin,
                crate::physics::predict::plugin,
                crate::physics::broadphase::collect::plugin,
                crate::physics::narrowphase::plugin,
                crate::physics::reach::plugin,
                crate::physics::ccd::plugin,
                crate::physics::events::plugin,
                crate::physics::solver::solve::plugin,
                crate::physics::correction::plugin,
                crate::physics::covered_faces::plugin,
                crate::physics::queries::spatial_query::plugin,
                crate::physics::interpolation::plugin,
                crate::physics::joints::plugin,
                crate::physics::translation_lock::plugin,
            ))
            .add_systems(FixedUpdate, run_physics_step.in_set(PhysicsStepSystems::Step));
        crate::physics::stage_timing::plugin(app, self.times_stages);
        match self.sets_fixed_rate {
            true => app.add_systems(First, set_fixed_rate),
            false => app.add_systems(First, follow_fixed_rate),
        };
        for pair in PhysicsSystems::ALL.windows(2) {
            app.configure_sets(PhysicsSchedule, pair[1].after(pair[0]));
        }
    }

    /// Builds the pipeline's schedule with the app, so that the first step does not pay for ordering its
    /// systems and setting up their queries. Systems added later are set up at the first step.
    fn finish(&self, app: &mut App) {
        app.world_mut().resource_scope(|world, mut schedules: Mut<Schedules>| {
            let built = schedules.get_mut(PhysicsSchedule).map(|schedule| schedule.initialize(world));
            if let Some(Err(error)) = built {
                tracing::warn!("the physics schedule could not be built: {error}");
            }
        });
    }
}

/// The pipeline's stages run one after the other, so a multi-threaded executor would only add its cost of
/// handing each of the step's ~25 systems to a thread.
fn run_on_one_thread(schedule: &mut Schedule) {
    schedule.set_executor(SingleThreadedExecutor::new());
}

/// Runs one fixed step of the pipeline, unless paused with no single step queued.
pub fn run_physics_step(world: &mut World) {
    let mut clock = world.resource_mut::<PhysicsClock>();
    if clock.paused {
        if clock.queued_steps == 0 {
            return;
        }
        clock.queued_steps -= 1;
    }
    step_physics(world);
}

/// Runs one step of the pipeline now, paused or not (a recording stepping to the step it was asked for).
pub fn step_physics(world: &mut World) {
    let dt = world.resource::<PhysicsSettings>().step_dt();
    let mut clock = world.resource_mut::<PhysicsClock>();
    clock.step += 1;
    clock.dt = dt;
    world.resource_mut::<PhysicsStats>().begin_step();
    world.run_schedule(PhysicsSchedule);
}

/// Forgets everything the engine remembers between steps (touching pairs, warm-start impulses, this step's
/// contacts, sleeping islands, the step count), for a scene reset: no end events are sent for pairs that vanish with it.
pub fn clear_physics_state(world: &mut World) {
    world.resource_mut::<PhysicsClock>().step = 0;
    world.insert_resource(TouchingPairs::default());
    world.insert_resource(WarmStart::default());
    world.insert_resource(Contacts::default());
    world.insert_resource(CandidatePairs::default());
    world.insert_resource(SleepState::default());
}

/// Keeps Bevy's fixed clock at the rate the settings ask for.
fn set_fixed_rate(settings: Res<PhysicsSettings>, time: Option<ResMut<Time<Fixed>>>) {
    if let Some(mut time) = time
        && settings.is_changed()
    {
        time.set_timestep_hz(settings.fixed_hz);
    }
}

/// Keeps the settings' rate at Bevy's fixed clock's, so each step covers the time that clock gives it.
fn follow_fixed_rate(mut settings: ResMut<PhysicsSettings>, time: Option<Res<Time<Fixed>>>) {
    let Some(time) = time else {
        return;
    };
    let hz = 1.0 / time.timestep().as_secs_f64();
    if (settings.fixed_hz - hz).abs() > 1e-9 * hz {
        settings.fixed_hz = hz;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How many systems the pipeline's schedule holds once built, or `None` before.
    fn built_systems(app: &App) -> Option<usize> {
        let schedule = app.world().resource::<Schedules>().get(PhysicsSchedule)?;
        schedule.systems().ok().map(|systems| systems.count())
    }

    #[test]
    fn the_pipeline_is_built_with_the_app_and_a_system_added_later_still_runs() {
        // Setup: the engine in an app, and a ball in free fall
        let mut app = App::new();
        app.add_plugins(PhysicsPlugin::default());
        let ball = app.world_mut().spawn((RigidBody::Dynamic, Collider::sphere(0.5), Transform::default())).id();
        assert_eq!(built_systems(&app), None);
        // Action: the app finished, as `App::run` does before its first update
        app.finish();
        // Expected: every stage's systems are set up before any step
        let systems = built_systems(&app).expect("the schedule is built by finish");
        assert!(systems >= PhysicsSystems::ALL.len(), "{systems} systems");
        // Action: a system added afterwards, then a step
        #[derive(Resource)]
        struct Ran(bool);
        app.insert_resource(Ran(false));
        app.add_systems(PhysicsSchedule, |mut ran: ResMut<Ran>| ran.0 = true);
        step_physics(app.world_mut());
        // Expected: the step ran the new system too, and the ball fell g·dt²/2 from rest
        assert!(app.world().resource::<Ran>().0);
        let fallen = app.world().get::<Transform>(ball).unwrap().translation.y;
        let gravity = app.world().resource::<PhysicsSettings>().effective_gravity().y;
        let dt = app.world().resource::<PhysicsClock>().dt;
        assert!((fallen - 0.5 * gravity * dt * dt).abs() < 1e-7, "fell to {fallen}");
    }
}
