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
    // the gallery covers the window: nothing of the scene would show
    if camera.is_active == controls.gallery_open {
        camera.is_active = !controls.gallery_open;
    }
    let window_size = UVec2::new(window.physical_width(), window.physical_height()).as_vec2();
    let view = sizes.view_rect(window_size, window.scale_factor() * controls.ui_scale);
    crowded.set_if_neq(ViewCrowded(view.width() <= 16.0 || view.height() <= 16.0));
    if crowded.0 {
        return;
    }
    let viewport =
        Viewport { physical_position: view.min.as_uvec2(), physical_size: view.size().as_uvec2(), ..default() };
    if camera.viewport.as_ref().map(|v| (v.physical_position, v.physical_size))
        != Some((viewport.physical_position, viewport.physical_size))
    {
        camera.viewport = Some(viewport);
    }
}
