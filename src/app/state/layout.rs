//! How much of the window the panels take, for the 3D view.

use bevy::prelude::*;

/// The width of the left panel and the height of the bottom one, in logical pixels, for the 3D viewport.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct PanelSizes {
    pub left: f32,
    pub right: f32,
    pub bottom: f32,
}

/// Whether the panels leave the 3D view no room (a large UI size on a small window): the view then keeps its
/// last place under the panels, which must cover it with their own fill.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct ViewCrowded(pub bool);
