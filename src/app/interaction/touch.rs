//! Touch, for tablets and touch screens. One finger is the mouse's left button: a tap on a body pushes it, a
//! drag from a body aims a push or grabs it (as the mouse tool says), a drag on empty space turns the camera.
//! Two fingers move the camera: their midpoint pans it and their spread zooms it (a pinch). A finger on a panel
//! is the panel's (egui reads touches itself).

use bevy::input::InputSystems;
use bevy::input::touch::Touches;
use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

use crate::app::state::pointer::TouchPointer;

/// A finger on the screen this frame.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Finger {
    pub id: u64,
    pub position: Vec2,
}

/// What the mouse's left button should do this frame.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ButtonChange {
    pub press: bool,
    pub release: bool,
}

/// The fingers followed from frame to frame.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct TouchTracker {
    /// The finger acting as the mouse, where it was last frame.
    pointer: Option<Finger>,
    /// Its press waits a frame, until egui has said whether the finger landed on a panel.
    waiting: bool,
    /// Whether the left button is held for it.
    pressed: bool,
    /// Two fingers were down: no finger acts as the mouse until all have lifted.
    two_fingers: bool,
    /// Two fingers' positions last frame.
    pair: Option<(Finger, Finger)>,
}

impl TouchTracker {
    /// Follows the fingers down this frame (`down`, in the order they touched) and the one lifted (`lifted`,
    /// with where it left); `on_panel` is whether egui claims the pointer.
    pub fn follow(&mut self, down: &[Finger], lifted: Option<Finger>, on_panel: bool) -> (TouchPointer, ButtonChange) {
        let mut pointer = TouchPointer::default();
        let mut button = ButtonChange::default();
        match down {
            [] => {
                if let Some(finger) = lifted.filter(|f| self.pointer.is_some_and(|p| p.id == f.id)) {
                    pointer.position = Some(finger.position);
                    // a tap shorter than a frame still presses (if it was not on a panel) before it releases
                    button.press = self.waiting && !on_panel;
                    button.release = self.pressed || button.press;
                }
                *self = TouchTracker::default();
            }
            [finger] if !self.two_fingers => {
                match self.pointer.filter(|p| p.id == finger.id) {
                    None => self.waiting = true,
                    Some(_) if self.waiting => {
                        self.waiting = false;
                        self.pressed = !on_panel;
                        button.press = self.pressed;
                    }
                    Some(last) => {
                        pointer.drag = if self.pressed { finger.position - last.position } else { Vec2::ZERO }
                    }
                }
                self.pointer = Some(*finger);
                pointer.position = Some(finger.position);
            }
            [_] => {}
            [a, b, ..] => {
                // whatever the press began is dropped, not carried out
                if self.pressed {
                    button.release = true;
                    pointer.cancel = true;
                }
                let pair = (*a, *b);
                if let Some((last_a, last_b)) = self.pair.filter(|(la, lb)| la.id == a.id && lb.id == b.id) {
                    pointer.pan = (a.position + b.position - last_a.position - last_b.position) / 2.0;
                    let before = last_a.position.distance(last_b.position);
                    let now = a.position.distance(b.position);
                    pointer.spread = if before > 1.0 && now > 1.0 { now / before } else { 1.0 };
                }
                *self = TouchTracker { two_fingers: true, pair: Some(pair), ..TouchTracker::default() };
            }
        }
        (pointer, button)
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<TouchPointer>()
        .init_resource::<TouchTracker>()
        .add_systems(PreUpdate, follow_touches.after(InputSystems));
}

/// Turns this frame's touches into the pointer, the left button and the camera's moves.
fn follow_touches(
    touches: Res<Touches>,
    egui_input: Res<EguiWantsInput>,
    mut tracker: ResMut<TouchTracker>,
    mut pointer: ResMut<TouchPointer>,
    mut buttons: ResMut<ButtonInput<MouseButton>>,
) {
    let finger = |touch: &bevy::input::touch::Touch| Finger { id: touch.id(), position: touch.position() };
    let mut down: Vec<&bevy::input::touch::Touch> = touches.iter().collect();
    down.sort_by_key(|touch| touch.id());
    let down: Vec<Finger> = down.into_iter().map(finger).collect();
    let lifted = touches.iter_just_released().chain(touches.iter_just_canceled()).next().map(finger);
    if down.is_empty() && lifted.is_none() && *tracker == TouchTracker::default() {
        pointer.set_if_neq(TouchPointer::default());
        return;
    }
    let (now, button) = tracker.follow(&down, lifted, egui_input.wants_any_pointer_input());
    *pointer = now;
    if button.press {
        buttons.press(MouseButton::Left);
    }
    if button.release {
        buttons.release(MouseButton::Left);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::input::touch::{TouchInput, TouchPhase};

    #[test]
    fn the_screen_s_touches_press_the_left_button_move_the_pointer_and_release_it() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, bevy::input::InputPlugin)).init_resource::<EguiWantsInput>();
        plugin(&mut app);
        let mut touch = |phase, x: f32| {
            let input =
                TouchInput { phase, position: Vec2::new(x, 20.0), window: Entity::PLACEHOLDER, force: None, id: 7 };
            app.world_mut().write_message(input);
            app.update();
            let buttons = app.world().resource::<ButtonInput<MouseButton>>();
            let pressed = (buttons.just_pressed(MouseButton::Left), buttons.pressed(MouseButton::Left));
            (pressed, buttons.just_released(MouseButton::Left), *app.world().resource::<TouchPointer>())
        };
        let (pressed, _, pointer) = touch(TouchPhase::Started, 10.0);
        assert_eq!((pressed, pointer.position), ((false, false), Some(Vec2::new(10.0, 20.0))));
        let (pressed, _, pointer) = touch(TouchPhase::Moved, 10.0);
        assert_eq!((pressed, pointer.drag), ((true, true), Vec2::ZERO));
        let (pressed, _, pointer) = touch(TouchPhase::Moved, 30.0);
        assert_eq!((pressed, pointer.drag), ((false, true), Vec2::new(20.0, 0.0)));
        let (pressed, released, pointer) = touch(TouchPhase::Ended, 30.0);
        assert_eq!((pressed, released, pointer.position), ((false, false), true, Some(Vec2::new(30.0, 20.0))));
    }

    fn at(id: u64, x: f32, y: f32) -> Finger {
        Finger { id, position: Vec2::new(x, y) }
    }

    #[test]
    fn a_finger_presses_a_frame_after_it_lands_and_releases_where_it_lifts() {
        let mut tracker = TouchTracker::default();
        let (pointer, button) = tracker.follow(&[at(1, 100.0, 50.0)], None, false);
        assert_eq!(pointer.position, Some(Vec2::new(100.0, 50.0)));
        assert_eq!(button, ButtonChange::default(), "egui has not seen the finger yet");
        let (pointer, button) = tracker.follow(&[at(1, 104.0, 47.0)], None, false);
        assert!(button.press && !button.release);
        assert_eq!(pointer.drag, Vec2::ZERO, "the press comes first, the drag after it");
        let (pointer, _) = tracker.follow(&[at(1, 110.0, 47.0)], None, false);
        assert_eq!(pointer.drag, Vec2::new(6.0, 0.0));
        let (pointer, button) = tracker.follow(&[], Some(at(1, 111.0, 48.0)), false);
        assert_eq!(button, ButtonChange { press: false, release: true });
        assert_eq!(pointer.position, Some(Vec2::new(111.0, 48.0)));
        assert_eq!(tracker, TouchTracker::default());
    }

    #[test]
    fn a_tap_within_one_frame_presses_and_releases_together() {
        let mut tracker = TouchTracker::default();
        tracker.follow(&[at(3, 10.0, 10.0)], None, false);
        let (pointer, button) = tracker.follow(&[], Some(at(3, 10.0, 10.0)), false);
        assert!(button.press && button.release);
        assert_eq!(pointer.position, Some(Vec2::new(10.0, 10.0)));
    }

    #[test]
    fn a_finger_on_a_panel_never_presses_the_button() {
        let mut tracker = TouchTracker::default();
        tracker.follow(&[at(1, 10.0, 10.0)], None, true);
        let (pointer, button) = tracker.follow(&[at(1, 30.0, 10.0)], None, true);
        assert_eq!(button, ButtonChange::default());
        assert_eq!(pointer.drag, Vec2::ZERO, "no camera turn under a panel's scroll");
        let (_, button) = tracker.follow(&[], Some(at(1, 30.0, 10.0)), true);
        assert_eq!(button, ButtonChange::default());
    }

    #[test]
    fn a_second_finger_cancels_the_press_then_pans_and_pinches() {
        let mut tracker = TouchTracker::default();
        tracker.follow(&[at(1, 100.0, 100.0)], None, false);
        tracker.follow(&[at(1, 100.0, 100.0)], None, false);
        let (pointer, button) = tracker.follow(&[at(1, 100.0, 100.0), at(2, 200.0, 100.0)], None, false);
        assert_eq!(button, ButtonChange { press: false, release: true });
        assert!(pointer.cancel);
        // both fingers move right by 10 and apart from 100 to 150 px
        let (pointer, button) = tracker.follow(&[at(1, 85.0, 100.0), at(2, 235.0, 100.0)], None, false);
        assert_eq!(button, ButtonChange::default());
        assert_eq!(pointer.pan, Vec2::new(10.0, 0.0));
        assert!((pointer.spread - 1.5).abs() < 1e-6, "{}", pointer.spread);
        assert_eq!(pointer.position, None);
        // one finger lifts: the other does not become the mouse until both are up
        let (pointer, button) = tracker.follow(&[at(2, 240.0, 100.0)], Some(at(1, 85.0, 100.0)), false);
        assert_eq!((pointer, button), (TouchPointer::default(), ButtonChange::default()));
        let (_, button) = tracker.follow(&[at(2, 250.0, 100.0)], None, false);
        assert_eq!(button, ButtonChange::default());
        tracker.follow(&[], Some(at(2, 250.0, 100.0)), false);
        assert_eq!(tracker, TouchTracker::default());
    }
}
