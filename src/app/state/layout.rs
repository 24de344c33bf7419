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
