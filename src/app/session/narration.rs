//! The scene told as it runs, at a pace a listener can follow: the scene in words when it opens and whenever W
//! is pressed; each simulated second's first collisions in words, the rest counted once the second is over
//! ("12 more collisions this second"). Each line goes to the page's live region (in a page), is printed with
//! `--log-events` (`said "…"`), and the newest are kept for the panels.

use std::collections::VecDeque;

use bevy::ecs::query::QueryData;
use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

use crate::app::session::active_scene::ActiveScene;
use crate::app::session::event_log::EventLog;
use crate::app::session::scene_in_words::{SeenBody, ViewAxes, collision_words, scene_words};
use crate::app::view::body_names::BodyNames;
use crate::app::view::camera::{LastFraming, OrbitCamera};
use crate::geometry::{HullSource, Shape};
use crate::language::Texts;
use crate::physics::{Collider, CollisionStarted, LinearVelocity, Mass, PhysicsClock, RigidBody};

/// The lines said so far, the newest last.
#[derive(Resource, Clone, Debug, Default)]
pub struct Narration {
    pub lines: VecDeque<String>,
}

/// The most lines kept.
const KEPT: usize = 8;
/// How many collisions a simulated second tells in words; the rest are counted.
const TOLD_A_SECOND: usize = 2;

/// Which collisions of each simulated second are told, and how many were not.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
struct Pacer {
    second: i64,
    told: usize,
    untold: usize,
}

impl Pacer {
    /// The count of untold collisions of a second that is over by `time` (s), once.
    fn second_over(&mut self, time: f32) -> Option<usize> {
        let second = time.floor() as i64;
        if second == self.second {
            return None;
        }
        let untold = std::mem::take(&mut self.untold);
        *self = Pacer { second, told: 0, untold: 0 };
        (untold > 0).then_some(untold)
    }

    /// A collision in the current second: whether it is told in words (else it is counted).
    fn heard(&mut self) -> bool {
        let tell = self.told < TOLD_A_SECOND;
        if tell {
            self.told += 1;
        } else {
            self.untold += 1;
        }
        tell
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Narration>()
        .init_resource::<Pacer>()
        .add_systems(Update, (repeat_last_line, describe_scene, tell_collisions).chain());
}

/// A body as the words read it.
#[derive(QueryData)]
struct SeenQuery {
    name: &'static Name,
    kind: &'static RigidBody,
    collider: &'static Collider,
    mass: &'static Mass,
    transform: &'static Transform,
    velocity: &'static LinearVelocity,
}

impl SeenQueryItem<'_, '_> {
    fn seen(&self, names: &BodyNames) -> SeenBody {
        SeenBody {
            name: names.shown(self.name).into_owned(),
            shape: match self.collider.0 {
                Shape::Sphere { .. } => "describe-ball",
                Shape::Cuboid { .. } => "describe-box",
                Shape::Cylinder { .. } => "describe-cylinder",
                Shape::Capsule { .. } => "describe-capsule",
                Shape::Cone { .. } => "describe-cone",
                Shape::Hull(ref hull) => match hull.source() {
                    HullSource::Wedge { .. } => "describe-wedge",
                    HullSource::Regular { .. } => "describe-polyhedron",
                    HullSource::Points => "describe-hull",
                },
                Shape::Compound(_) => "describe-compound",
            },
            moving: *self.kind == RigidBody::Dynamic,
            mass: self.mass.0,
            position: self.transform.translation,
            velocity: self.velocity.0,
        }
    }
}

/// A scene opened and not yet told: told once the camera is fitted to it, or after this many frames.
const TOLD_AFTER_FRAMES: u32 = 60;

/// The view's directions, from the camera.
fn view_axes(camera: &Transform) -> ViewAxes {
    ViewAxes { right: camera.right().as_vec3(), up: camera.up().as_vec3(), towards: camera.back().as_vec3() }
}

/// The scene in words when it has opened (its directions the framed view's), and on W.
fn describe_scene(
    (keys, egui_input): (Res<ButtonInput<KeyCode>>, Res<EguiWantsInput>),
    (active, texts, log): (Res<ActiveScene>, Res<Texts>, Res<EventLog>),
    bodies: Query<SeenQuery>,
    (camera, framing): (Single<&Transform, With<OrbitCamera>>, Res<LastFraming>),
    mut narration: ResMut<Narration>,
    mut opened: Local<Option<u32>>,
) {
    if active.is_changed() {
        *opened = Some(0);
    }
    let waited = opened.map(|frames| frames + 1);
    *opened = waited;
    // the frame it opens, the camera still frames the scene before (it is framed anew in the next)
    let settled = waited.is_some_and(|frames| (frames > 1 && framing.fitted()) || frames > TOLD_AFTER_FRAMES);
    let asked = keys.just_pressed(KeyCode::KeyW) && !shifted(&keys) && !egui_input.wants_any_keyboard_input();
    if !(asked || settled) {
        return;
    }
    *opened = None;
    let names = BodyNames::of_scene(&active.scene, texts.language());
    let seen: Vec<SeenBody> = bodies.iter().map(|body| body.seen(&names)).collect();
    let scene = active.scene.words(texts.language()).name();
    say(&mut narration, log.echo, scene_words(&texts, scene, &seen, &view_axes(&camera)));
}

/// Shift+W says the last line again, for a listener who missed it.
fn repeat_last_line(
    (keys, egui_input): (Res<ButtonInput<KeyCode>>, Res<EguiWantsInput>),
    log: Res<EventLog>,
    mut narration: ResMut<Narration>,
) {
    if !(keys.just_pressed(KeyCode::KeyW) && shifted(&keys)) || egui_input.wants_any_keyboard_input() {
        return;
    }
    if let Some(last) = narration.lines.back().cloned() {
        say(&mut narration, log.echo, last);
    }
}

/// Whether Shift is held, or went down or up this frame (a quick chord may go down and up within one, or its
/// Shift come up in the frame its key went down).
fn shifted(keys: &ButtonInput<KeyCode>) -> bool {
    let shift = [KeyCode::ShiftLeft, KeyCode::ShiftRight];
    keys.any_pressed(shift) || keys.any_just_pressed(shift) || keys.any_just_released(shift)
}

/// Each second's first collisions in words, the others counted when the second is over.
fn tell_collisions(
    mut started: MessageReader<CollisionStarted>,
    (active, texts, log, clock): (Res<ActiveScene>, Res<Texts>, Res<EventLog>, Res<PhysicsClock>),
    bodies: Query<SeenQuery>,
    camera: Single<&Transform, With<OrbitCamera>>,
    (mut pacer, mut narration): (ResMut<Pacer>, ResMut<Narration>),
) {
    let names = BodyNames::of_scene(&active.scene, texts.language());
    let view = view_axes(&camera);
    for event in started.read() {
        let time = event.step as f32 * clock.dt;
        if let Some(untold) = pacer.second_over(time) {
            say(&mut narration, log.echo, texts.with("describe-more", &[("count", untold.into())]));
        }
        let (Ok(a), Ok(b)) = (bodies.get(event.a), bodies.get(event.b)) else { continue };
        if pacer.heard() {
            let pair = [&a.seen(&names), &b.seen(&names)];
            say(&mut narration, log.echo, collision_words(&texts, time, pair, &view));
        }
    }
    if let Some(untold) = pacer.second_over(clock.step as f32 * clock.dt) {
        say(&mut narration, log.echo, texts.with("describe-more", &[("count", untold.into())]));
    }
}

/// Says `line` in `world`'s narration (a lesson's card, its result).
pub fn say_in(world: &mut World, line: String) {
    let echo = world.get_resource::<EventLog>().is_some_and(|log| log.echo);
    if let Some(mut narration) = world.get_resource_mut::<Narration>() {
        say(&mut narration, echo, line);
    }
}

/// A lesson's text as a line to be read: the bold marks dropped, the paragraphs and list items run together.
pub fn read_aloud(text: &str) -> String {
    let lines = text.lines().map(|line| line.trim().trim_start_matches("- ").trim()).filter(|line| !line.is_empty());
    lines.collect::<Vec<_>>().join(" ").replace("**", "")
}

/// Says `line`: kept, printed when asked, and put in the page's live region.
fn say(narration: &mut Narration, echo: bool, line: String) {
    if echo {
        println!("said {line:?}");
    }
    #[cfg(target_arch = "wasm32")]
    crate::files::browser::announce(&line);
    narration.lines.push_back(line);
    while narration.lines.len() > KEPT {
        narration.lines.pop_front();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_second_tells_two_collisions_and_counts_the_rest_once_it_is_over() {
        let mut pacer = Pacer::default();
        assert_eq!(pacer.second_over(0.2), None);
        let told: Vec<bool> = (0..14).map(|_| pacer.heard()).collect();
        assert_eq!(told.iter().filter(|told| **told).count(), 2);
        assert_eq!(pacer.second_over(0.9), None, "the second is not over");
        assert_eq!(pacer.second_over(1.0), Some(12));
        assert_eq!(pacer.second_over(1.5), None, "said once");
        assert!(pacer.heard(), "a new second tells its first collision");
        assert_eq!(pacer.second_over(2.0), None, "nothing untold");
    }
}
