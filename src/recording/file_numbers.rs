//! The bodies and joints of a recording file by number: a history's inputs written with them, and a file's
//! inputs read back into a world.

use std::path::Path;

use bevy::ecs::entity::EntityHashMap;
use bevy::prelude::*;

use super::file::{FileBody, FileChange, FileInput, RecordingFile};
use super::joint_state::{FileJoint, JointChange};
use super::{History, Input, LoggedInput};
use crate::physics::ContactFilter;
use crate::scene::{JointIndex, SceneIndex};

/// A recording of what `history` holds of the world it records, whose bodies came from the scene file
/// `scene_path` (its text `scene_text`): the settings it began with, the inputs and every step's hash.
pub fn recording_of(history: &History, world: &World, scene_text: &str, scene_path: &Path) -> RecordingFile {
    let (first, last) = history.range().unwrap_or((0, 0));
    let settings = history.first_settings().cloned().unwrap_or_default();
    // the scene's bodies and joints keep their file order; those made later are numbered as they appear
    let mut bodies = Numbering::of::<SceneIndex>(world, |index| index.0);
    let mut joints = Numbering::of::<JointIndex>(world, |index| index.0);
    let inputs = history
        .inputs()
        .iter()
        .map(|logged| FileInput {
            after_step: logged.after_step,
            change: match &logged.input {
                Input::Body(body) => FileChange::Body { body: bodies.number(body.entity), state: FileBody::of(body) },
                Input::Despawn(entity) => FileChange::Despawn { body: bodies.number(*entity) },
                Input::Settings(settings) => FileChange::Settings((**settings).clone()),
                Input::Joint(JointChange::Set(joint)) => FileChange::Joint {
                    joint: joints.number(joint.entity),
                    state: FileJoint::of(joint, |entity| bodies.number(entity)),
                },
                Input::Joint(JointChange::Remove(entity)) => FileChange::RemoveJoint { joint: joints.number(*entity) },
            },
        })
        .collect();
    RecordingFile {
        scene_path: scene_path.to_path_buf(),
        scene: scene_text.to_owned(),
        steps: last - first,
        dt: settings.step_dt(),
        substeps: settings.substeps,
        ccd: settings.ccd_enabled,
        gravity: settings.gravity_enabled,
        hashes: (first..=last).filter_map(|step| history.hash(step)).collect(),
        settings: Some(settings),
        inputs,
    }
}

/// Numbers entities for a recording file: those marked with an index keep it, the others get the next
/// numbers as they first appear.
struct Numbering {
    numbers: EntityHashMap<usize>,
    next: usize,
}

impl Numbering {
    /// The entities marked with `M`, numbered by `index`.
    fn of<M: Component>(world: &World, index: impl Fn(&M) -> usize) -> Numbering {
        let mut numbers: EntityHashMap<usize> = EntityHashMap::default();
        if let Some(mut query) = world.try_query::<(Entity, &M)>() {
            numbers.extend(query.iter(world).map(|(entity, marked)| (entity, index(marked))));
        }
        let next = numbers.values().max().map_or(0, |&n| n + 1);
        Numbering { numbers, next }
    }

    fn number(&mut self, entity: Entity) -> usize {
        *self.numbers.entry(entity).or_insert_with(|| {
            self.next += 1;
            self.next - 1
        })
    }
}

/// The entities of a recording's numbered bodies and joints: the scene's in file order, then those made later
/// as their numbers first appear (new entities, out of the world until their first input brings them in).
pub struct FileNumbers {
    pub bodies: Vec<Entity>,
    pub joints: Vec<Entity>,
}

impl FileNumbers {
    /// The scene's joints in `world` (marked with their [`JointIndex`]) and its bodies, `bodies` in file order.
    pub fn of_scene(world: &mut World, bodies: Vec<Entity>) -> FileNumbers {
        let mut joints: Vec<(usize, Entity)> =
            world.query::<(Entity, &JointIndex)>().iter(world).map(|(entity, index)| (index.0, entity)).collect();
        joints.sort_unstable();
        FileNumbers { bodies, joints: joints.into_iter().map(|(_, entity)| entity).collect() }
    }

    /// The entity numbered `number` of `list`, made when it is new.
    fn entity(world: &mut World, list: &mut Vec<Entity>, number: usize) -> Entity {
        while list.len() <= number {
            list.push(world.spawn_empty().id());
        }
        list[number]
    }

    /// The recorded change as an input to the world.
    pub fn input(&mut self, world: &mut World, change: &FileChange) -> Input {
        match change {
            FileChange::Body { body, state } => {
                let entity = Self::entity(world, &mut self.bodies, *body);
                let filter = world.get::<ContactFilter>(entity).cloned();
                Input::Body(Box::new(state.snapshot(entity, filter)))
            }
            FileChange::Despawn { body } => Input::Despawn(Self::entity(world, &mut self.bodies, *body)),
            FileChange::Settings(settings) => Input::Settings(Box::new(settings.clone())),
            FileChange::Joint { joint, state } => {
                let entity = Self::entity(world, &mut self.joints, *joint);
                let bodies = &mut self.bodies;
                Input::Joint(JointChange::Set(state.snapshot(entity, |body| Self::entity(world, bodies, body))))
            }
            FileChange::RemoveJoint { joint } => {
                Input::Joint(JointChange::Remove(Self::entity(world, &mut self.joints, *joint)))
            }
        }
    }
}

/// Takes a recording on disk into `world`, its scene just spawned and its [`History`] started: the history
/// replays its inputs and checks its hashes as it plays on. Returns the bodies the recording makes later
/// (their entities made, out of the world until their first input).
pub fn adopt_recording(world: &mut World, bodies: Vec<Entity>, file: &RecordingFile) -> Vec<Entity> {
    let scene_bodies = bodies.len();
    let mut numbers = FileNumbers::of_scene(world, bodies);
    let inputs = file
        .inputs
        .iter()
        .map(|logged| LoggedInput { after_step: logged.after_step, input: numbers.input(world, &logged.change) })
        .collect();
    world.resource_mut::<History>().adopt(inputs, file.hashes.clone());
    numbers.bodies.split_off(scene_bodies)
}
