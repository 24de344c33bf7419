//! Undo and redo for whatever is changed by hand while the clock stands still: a body moved, aimed, resized,
//! added or deleted, a value typed, a joint attached, a setting switched.
//!
//! Any change the world shows at the end of a paused frame is an edit: the state before it goes on the undo
//! stack (while the mouse button stays down, or changes go on frame after frame, it is one edit). Undo puts
//! the bodies, joints and settings back as they were before the edit, redo as they were after it; nothing is
//! lost on the way. An edit at the scene's start (step 0) changes the set-up: Reset goes back to it, a saved
//! recording starts from it. The stacks hold the edits made at the step the clock stands at: when the clock
//! moves on, or a scene is opened, they are emptied (the timeline goes back through a run).

use bevy::ecs::change_detection::Tick;
use bevy::prelude::*;

use crate::app::session::active_scene::ActiveScene;
use crate::app::state::selection::Selection;
use crate::physics::{
    AngularVelocity, Collider, Joint, LinearVelocity, Mass, MassDistribution, PhysicsClock, PhysicsMaterial,
    PhysicsSettings, RigidBody, RollingResistance, SpinningFriction,
};
use crate::recording::{
    BodySnapshot, History, JointSnapshot, restore_bodies, restore_joints, sync_bodies, sync_tick, take_bodies,
    take_joints, update_joints,
};
use crate::scene::capture_scene;

/// The bodies, joints and settings as an edit found or left them.
#[derive(Clone, Debug)]
pub struct EditState {
    pub bodies: Vec<BodySnapshot>,
    pub joints: Vec<JointSnapshot>,
    pub settings: PhysicsSettings,
}

impl EditState {
    /// The world's state now.
    pub fn of(world: &mut World) -> EditState {
        EditState {
            bodies: take_bodies(world),
            joints: take_joints(world),
            settings: world.resource::<PhysicsSettings>().clone(),
        }
    }

    /// Whether every body of this state is still in the world (taken out, perhaps, but not despawned).
    fn is_alive(&self, world: &World) -> bool {
        self.bodies.iter().all(|body| world.get_entity(body.entity).is_ok())
    }

    /// Puts the world in this state: bodies not in it are put out, those in it written back.
    fn restore(&self, world: &mut World) {
        restore_bodies(world, &self.bodies);
        restore_joints(world, &self.joints);
        if *world.resource::<PhysicsSettings>() != self.settings {
            world.insert_resource(self.settings.clone());
        }
    }

    /// Brings this state up to the world's (whose bodies matched it at `since`); whether anything differed.
    fn refresh(&mut self, world: &mut World, since: Tick) -> bool {
        let bodies_changed = !sync_bodies(world, &mut self.bodies, Some(since)).is_empty();
        let joints_changed = !update_joints(world, &mut self.joints).is_empty();
        let settings = world.resource::<PhysicsSettings>();
        let settings_changed = *settings != self.settings;
        if settings_changed {
            self.settings = settings.clone();
        }
        bodies_changed || joints_changed || settings_changed
    }
}

/// Undo or redo, asked for by a key or a button and carried out at the end of the frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UndoMove {
    Undo,
    Redo,
}

/// The edits that can be undone and redone, and the state the last paused frame left.
#[derive(Resource, Default)]
pub struct EditHistory {
    undo: Vec<EditState>,
    redo: Vec<EditState>,
    /// The world as the last paused frame left it.
    kept: Option<KeptState>,
    /// The step the stacks' edits were made at.
    step: Option<u64>,
    /// An edit is under way: more changes add to it.
    open: bool,
    /// Asked for this frame.
    pub asked: Option<UndoMove>,
}

/// The state a paused frame left, when it matched the world, and at which step.
struct KeptState {
    state: EditState,
    synced: Tick,
    step: u64,
}

/// The oldest edits go beyond this many.
const MOST_EDITS: usize = 200;

impl EditHistory {
    /// How many edits can be undone.
    pub fn undo_count(&self) -> usize {
        self.undo.len()
    }

    /// How many undone edits can be redone.
    pub fn redo_count(&self) -> usize {
        self.redo.len()
    }

    /// Empties the stacks: another scene is on screen.
    pub fn forget(&mut self) {
        *self = EditHistory::default();
    }
}

/// A body, joint or setting the app changed this frame, by its components' change marks (the values are compared
/// only then).
#[derive(Resource, Default)]
pub struct TouchedThisFrame(pub bool);

/// Marks the frame touched when any body part, joint or the settings changed in it.
#[allow(clippy::type_complexity)]
pub fn notice_touches(
    bodies: Query<
        (),
        (
            With<RigidBody>,
            Or<(
                Changed<Transform>,
                Changed<LinearVelocity>,
                Changed<AngularVelocity>,
                Changed<Mass>,
                Changed<Collider>,
                Changed<PhysicsMaterial>,
                Changed<MassDistribution>,
                Changed<RollingResistance>,
                Changed<SpinningFriction>,
                Changed<Name>,
            )>,
        ),
    >,
    joints: Query<(), Changed<Joint>>,
    (mut bodies_gone, mut joints_gone): (RemovedComponents<RigidBody>, RemovedComponents<Joint>),
    settings: Res<PhysicsSettings>,
    mut touched: ResMut<TouchedThisFrame>,
) {
    let gone = bodies_gone.read().count() + joints_gone.read().count() > 0;
    touched.0 = gone || settings.is_changed() || !bodies.is_empty() || !joints.is_empty();
}

/// At the end of each frame: an asked undo or redo is carried out, a change made while paused opens an edit (the
/// state before it kept for undo), and an edit at the start that ended is made the scene's set-up.
pub fn keep_edits(world: &mut World) {
    let clock = world.resource::<PhysicsClock>();
    let (paused, step) = (clock.paused, clock.step);
    let held =
        world.get_resource::<ButtonInput<MouseButton>>().is_some_and(|buttons| buttons.pressed(MouseButton::Left));
    let touched = world.get_resource::<TouchedThisFrame>().is_some_and(|touched| touched.0);
    world.resource_scope(|world, mut edits: Mut<EditHistory>| {
        if edits.step.is_some_and(|edited| edited != step) {
            let asked = edits.asked;
            edits.forget();
            edits.asked = asked;
        }
        if !paused {
            // undo and redo act on edits made while paused: a key pressed while running asks for nothing later
            edits.kept = None;
            edits.open = false;
            edits.asked = None;
            return;
        }
        let kept = edits.kept.take().filter(|kept| kept.step == step && kept.state.is_alive(world));
        let Some(mut kept) = kept else {
            // a scene opened or reset since spawned other bodies: the stacks' are gone
            if !edits.undo.iter().chain(&edits.redo).all(|state| state.is_alive(world)) {
                edits.forget();
            }
            edits.kept = Some(KeptState { state: EditState::of(world), synced: sync_tick(world), step });
            return;
        };
        let before = (touched && !edits.open).then(|| kept.state.clone());
        let changed = touched && kept.state.refresh(world, kept.synced);
        kept.synced = sync_tick(world);
        if let Some(before) = before.filter(|_| changed) {
            edits.push_undo(before, step);
        }
        let ended = edits.open && !changed && !held;
        edits.open = changed || (edits.open && held);
        if let Some(asked) = edits.asked.take() {
            kept = edits.carry_out(world, asked, kept);
        }
        if ended && step == 0 {
            make_set_up(world);
            kept.synced = sync_tick(world);
        }
        edits.kept = Some(kept);
    });
}

impl EditHistory {
    /// A new edit: the state before it can be gone back to, and the undone edits are dropped.
    fn push_undo(&mut self, before: EditState, step: u64) {
        self.undo.push(before);
        if self.undo.len() > MOST_EDITS {
            self.undo.remove(0);
        }
        self.redo.clear();
        self.step = Some(step);
    }

    /// Undoes or redoes an edit, the state now kept for the other way; returns the state the world is left in.
    fn carry_out(&mut self, world: &mut World, asked: UndoMove, kept: KeptState) -> KeptState {
        let (from, to) = match asked {
            UndoMove::Undo => (&mut self.undo, &mut self.redo),
            UndoMove::Redo => (&mut self.redo, &mut self.undo),
        };
        let Some(state) = from.pop() else { return kept };
        state.restore(world);
        to.push(kept.state);
        self.open = false;
        let mut selection = world.resource_mut::<Selection>();
        let gone = |body: Entity| !state.bodies.iter().any(|kept| kept.entity == body);
        if selection.bodies().into_iter().any(gone) {
            *selection = Selection::default();
        }
        if kept.step == 0 {
            make_set_up(world);
        }
        KeptState { state, synced: sync_tick(world), step: kept.step }
    }
}

/// The world as it is becomes the scene's set-up: what Reset puts back, what a recording starts from.
fn make_set_up(world: &mut World) {
    let Some(active) = world.get_resource::<ActiveScene>() else { return };
    let loaded = active.scene.clone();
    let scene = capture_scene(world, &loaded);
    world.resource_mut::<ActiveScene>().scene = scene;
    if world.contains_resource::<History>() {
        world.resource_scope(|world, mut history: Mut<History>| history.start(world));
    }
}
