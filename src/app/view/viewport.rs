//! The 3D view in the part of the window the panels leave free.

use bevy::camera::Viewport;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use crate::app::state::controls::AppControls;
use crate::app::state::layout::{PanelSizes, ViewCrowded};
use crate::app::view::camera::OrbitCamera;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PanelSizes>().init_resource::<ViewCrowded>().add_systems(Update, fit_camera_viewport);
}

/// Keeps the 3D view in the part of the window the panels leave free.
fn fit_camera_viewport(
    sizes: Res<PanelSizes>,
    window: Single<&Window, With<PrimaryWindow>>,
    controls: Res<AppControls>,
    mut camera: Single<&mut Camera, With<OrbitCamera>>,
    mut crowded: ResMut<ViewCrowded>,
) {
    let scale = window.scale_factor() * controls.ui_scale;
    let left = (sizes.left * scale) as u32;
    let right = (sizes.right * scale) as u32;
    let bottom = (sizes.bottom * scale) as u32;
    let top = (sizes.top * scale) as u32;
    let (width, height) = (window.physical_width(), window.physical_height());
    crowded.set_if_neq(ViewCrowded(width <= left + right + 16 || height <= top + bottom + 16));
    if crowded.0 {
        return;
    }
    let viewport = Viewport {
        physical_position: UVec2::new(left, top),
        physical_size: UVec2::new(width - left - right, height - top - bottom),
        ..default()
    };
    if camera.viewport.as_ref().map(|v| (v.physical_position, v.physical_size))
        != Some((viewport.physical_position, viewport.physical_size))
    {
        camera.viewport = Some(viewport);
    }
}
