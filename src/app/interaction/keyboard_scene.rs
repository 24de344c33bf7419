//! The scene by keyboard alone. F and Shift+F move the focus from body to body in the scene file's order (the
//! body selected, outlined, and named on its aim's label); on a body that moves, a push is aimed at its centre:
//! the arrows turn the aim (left and right about the up axis, up and down towards it), + and − change the
//! push's strength, Enter strikes. X pairs the focused body with the next for the pair inspector (X again: with
//! the one after). Esc lets the focus go.

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

use crate::app::interaction::pointer_gestures::{Gesture, Push, PushedBody, push_body};
use crate::app::interaction::shortcuts::apply_shortcuts;
use crate::app::session::event_log::EventLog;
use crate::app::session::lesson_keys::lesson_keys;
use crate::app::state::controls::{AppControls, limits};
use crate::app::state::selection::Selection;
use crate::app::view::camera::OrbitCamera;
use crate::physics::{Collider, PhysicsSettings, RigidBody, pair_key};
use crate::scene::SceneIndex;

/// How far one arrow key turns the aim (radians).
const TURN: f32 = std::f32::consts::PI / 12.0;
/// The steepest the aim tilts towards up or down (radians from the horizontal).
const STEEPEST: f32 = 80.0 * std::f32::consts::PI / 180.0;
/// What + and − multiply and divide the push's strength by.
const STRENGTH_STEP: f32 = 1.25;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PairingFirst>().add_systems(
        Update,
        (move_focus, pair_by_keys, aim_and_strike).chain().before(lesson_keys).before(apply_shortcuts),
    );
}

/// The body the keys pair others with for the inspector (the first of the pair).
#[derive(Resource, Clone, Copy, Debug, Default)]
struct PairingFirst(Option<Entity>);

/// The scene's bodies in the file's order (bodies added since, in the order they came).
fn bodies_in_order(bodies: &Query<(Entity, Option<&SceneIndex>), With<Collider>>) -> Vec<Entity> {
    let mut found: Vec<(usize, Entity)> =
        bodies.iter().map(|(entity, index)| (index.map_or(usize::MAX, |index| index.0), entity)).collect();
    found.sort_by_key(|(index, entity)| (*index, entity.index_u32()));
    found.into_iter().map(|(_, entity)| entity).collect()
}

/// The body `step` places from `from` in `order` (the first or last when `from` is none of them).
fn neighbour(order: &[Entity], from: Option<Entity>, step: isize) -> Option<Entity> {
    let count = order.len() as isize;
    if count == 0 {
        return None;
    }
    let at = from.and_then(|from| order.iter().position(|entity| *entity == from));
    let next = match at {
        Some(at) => (at as isize + step).rem_euclid(count),
        None if step < 0 => count - 1,
        None => 0,
    };
    Some(order[next as usize])
}

/// F / Shift+F: the focus to the next / previous body, a push aimed at it if it moves; Esc: the focus let go.
fn move_focus(
    (mut keys, egui_input): (ResMut<ButtonInput<KeyCode>>, Res<EguiWantsInput>),
    bodies: Query<(Entity, Option<&SceneIndex>), With<Collider>>,
    kinds: Query<&RigidBody>,
    (camera, settings): (Single<&GlobalTransform, With<OrbitCamera>>, Res<PhysicsSettings>),
    mut selection: ResMut<Selection>,
    mut gesture: ResMut<Gesture>,
) {
    if egui_input.wants_any_keyboard_input() {
        return;
    }
    if matches!(*gesture, Gesture::KeyAiming { .. }) && keys.clear_just_pressed(KeyCode::Escape) {
        *gesture = Gesture::Idle;
        *selection = Selection::default();
        return;
    }
    if !keys.just_pressed(KeyCode::KeyF) {
        return;
    }
    let backwards = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let from = selection.body.or(selection.pair.map(|(a, _)| a));
    let Some(body) = neighbour(&bodies_in_order(&bodies), from, if backwards { -1 } else { 1 }) else { return };
    *selection = Selection { body: Some(body), pair: None };
    let up = settings.up();
    let right = camera.right().as_vec3();
    let across = (right - up * right.dot(up)).normalize_or(up.any_orthonormal_vector());
    *gesture = match kinds.get(body) {
        Ok(RigidBody::Dynamic) => Gesture::KeyAiming { body, aim: across },
        _ => Gesture::Idle,
    };
}

/// X: the focused body paired with the next body for the inspector; again, with the one after.
fn pair_by_keys(
    keys: Res<ButtonInput<KeyCode>>,
    egui_input: Res<EguiWantsInput>,
    bodies: Query<(Entity, Option<&SceneIndex>), With<Collider>>,
    mut selection: ResMut<Selection>,
    mut first: ResMut<PairingFirst>,
    mut gesture: ResMut<Gesture>,
) {
    if egui_input.wants_any_keyboard_input() || !keys.just_pressed(KeyCode::KeyX) {
        return;
    }
    let (anchor, partner) = match (selection.body, selection.pair, first.0) {
        (Some(body), _, _) => (body, body),
        (None, Some((a, b)), Some(anchor)) if a == anchor || b == anchor => (anchor, if a == anchor { b } else { a }),
        _ => return,
    };
    let order = bodies_in_order(&bodies);
    let next = neighbour(&order, Some(partner), 1).filter(|next| *next != anchor);
    let Some(next) = next.or_else(|| neighbour(&order, Some(anchor), 1)).filter(|next| *next != anchor) else {
        return;
    };
    first.0 = Some(anchor);
    *selection = Selection { body: None, pair: Some(pair_key(anchor, next)) };
    *gesture = Gesture::Idle;
}

/// The arrows turn a push aimed by keys, + and − change its strength, Enter strikes. The arrows it takes are
/// not the lesson's (they move the lesson when no push is aimed).
fn aim_and_strike(
    (mut keys, egui_input): (ResMut<ButtonInput<KeyCode>>, Res<EguiWantsInput>),
    (settings, log): (Res<PhysicsSettings>, Res<EventLog>),
    mut controls: ResMut<AppControls>,
    mut gesture: ResMut<Gesture>,
    (positions, mut pushed): (Query<&Transform>, Query<PushedBody>),
) {
    let Gesture::KeyAiming { body, aim } = *gesture else { return };
    if egui_input.wants_any_keyboard_input() {
        return;
    }
    let up = settings.up();
    let mut turned = aim;
    if keys.clear_just_pressed(KeyCode::ArrowLeft) {
        turned = Quat::from_axis_angle(up, TURN) * turned;
    }
    if keys.clear_just_pressed(KeyCode::ArrowRight) {
        turned = Quat::from_axis_angle(up, -TURN) * turned;
    }
    let tilt = |aim: Vec3, by: f32| tilted(aim, up, by);
    if keys.clear_just_pressed(KeyCode::ArrowUp) {
        turned = tilt(turned, TURN);
    }
    if keys.clear_just_pressed(KeyCode::ArrowDown) {
        turned = tilt(turned, -TURN);
    }
    *gesture = Gesture::KeyAiming { body, aim: turned };
    let (low, high) = (*limits::PUSH_IMPULSE.start(), *limits::PUSH_IMPULSE.end());
    if keys.any_just_pressed([KeyCode::Equal, KeyCode::NumpadAdd]) {
        controls.push_impulse = (controls.push_impulse * STRENGTH_STEP).clamp(low, high);
    }
    if keys.any_just_pressed([KeyCode::Minus, KeyCode::NumpadSubtract]) {
        controls.push_impulse = (controls.push_impulse / STRENGTH_STEP).clamp(low, high);
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
        let impulse = turned.normalize_or_zero() * controls.push_impulse;
        push_body(Push { body, point: None, impulse, echo: log.echo }, &positions, &mut pushed);
    }
}

/// `aim` tilted `by` radians towards `up` (away from it when negative), kept within `STEEPEST` of the horizontal.
fn tilted(aim: Vec3, up: Vec3, by: f32) -> Vec3 {
    let height = aim.dot(up).clamp(-1.0, 1.0);
    let level = (aim - up * height).normalize_or(up.any_orthonormal_vector());
    let angle = (height.asin() + by).clamp(-STEEPEST, STEEPEST);
    level * angle.cos() + up * angle.sin()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_focus_goes_round_the_bodies_both_ways() {
        let order: Vec<Entity> = (1..=3).map(Entity::from_raw_u32).map(Option::unwrap).collect();
        assert_eq!(neighbour(&order, None, 1), Some(order[0]));
        assert_eq!(neighbour(&order, None, -1), Some(order[2]));
        assert_eq!(neighbour(&order, Some(order[2]), 1), Some(order[0]));
        assert_eq!(neighbour(&order, Some(order[0]), -1), Some(order[2]));
        assert_eq!(neighbour(&[], Some(order[0]), 1), None);
    }

    #[test]
    fn the_aim_tilts_in_steps_and_stops_short_of_straight_up() {
        let up = Vec3::Y;
        let once = tilted(Vec3::X, up, TURN);
        assert!((once.angle_between(Vec3::X) - TURN).abs() < 1e-5 && once.y > 0.0, "{once}");
        let far = (0..10).fold(Vec3::X, |aim, _| tilted(aim, up, TURN));
        assert!((far.y.asin() - STEEPEST).abs() < 1e-5 && (far.length() - 1.0).abs() < 1e-5, "{far}");
        assert!((far.x > 0.0) && far.z.abs() < 1e-6, "still facing the way it did: {far}");
    }
}
