//! How much of the window the panels take, for the 3D view.

use bevy::prelude::*;

/// The room each side's panels take, in egui's points, for the 3D viewport.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct PanelSizes {
    pub top: f32,
    pub left: f32,
    pub right: f32,
    pub bottom: f32,
}

/// Whether the panels leave the 3D view no room (a large UI size on a small window): the view then keeps its
/// last place under the panels, which must cover it with their own fill.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct ViewCrowded(pub bool);

impl PanelSizes {
    /// The part of a window of `size` (in pixels) the panels leave the 3D view, for `pixels_per_point` (the UI
    /// size times the window's scale factor, for physical pixels; the UI size alone for logical ones).
    pub fn view_rect(&self, size: Vec2, pixels_per_point: f32) -> Rect {
        let min = Vec2::new(self.left, self.top) * pixels_per_point;
        let max = size - Vec2::new(self.right, self.bottom) * pixels_per_point;
        Rect::from_corners(min.floor(), max.max(min).floor())
    }
}
