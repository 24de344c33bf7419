//! Where the pointer is: the mouse's cursor, or on a touch screen the finger acting as the mouse (the
//! interaction's touch module follows the fingers).

use bevy::prelude::*;

/// What the fingers did this frame, for the pointer and the camera.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct TouchPointer {
    /// Where the finger acting as the mouse is (logical pixels): while it is down, and on the frame it lifts.
    pub position: Option<Vec2>,
    /// That finger's move since the last frame, while it holds the button down.
    pub drag: Vec2,
    /// Two fingers: how far their midpoint moved since the last frame.
    pub pan: Vec2,
    /// Two fingers: their spread against the last frame's (above 1 they moved apart: zoom in).
    pub spread: f32,
    /// A second finger came down during a one-finger drag: what the drag began is dropped, not carried out.
    pub cancel: bool,
}

impl Default for TouchPointer {
    fn default() -> Self {
        TouchPointer { position: None, drag: Vec2::ZERO, pan: Vec2::ZERO, spread: 1.0, cancel: false }
    }
}

impl TouchPointer {
    /// Where the pointer is in `window` (logical pixels): the finger acting as the mouse, else the cursor.
    pub fn position_in(&self, window: &Window) -> Option<Vec2> {
        self.position.or_else(|| window.cursor_position())
    }
}
