//! A sky behind the scene: a backdrop at the far end of the view, light at the horizon and darker overhead, so
//! bodies stand out against depth rather than a flat fill (with the projector preset, from near black to a deep
//! blue, for contrast).

use bevy::asset::RenderAssetUsages;
use bevy::camera::visibility::NoCpuCulling;
use bevy::light::NotShadowCaster;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

use crate::app::state::controls::AppControls;
use crate::app::view::camera::{FOV, OrbitCamera};

/// How far in front of the camera the backdrop hangs, in metres: behind anything a framing shows.
const DISTANCE: f32 = 900.0;
/// The backdrop's width over its height: wide enough for any window.
const WIDTH_PER_HEIGHT: f32 = 4.0;
/// The horizon's colour, normally and with the projector preset; overhead is `ZENITH_SHARE` of it.
const HORIZON: [Color; 2] = [Color::srgb(0.30, 0.34, 0.42), Color::srgb(0.10, 0.13, 0.22)];
const ZENITH_SHARE: f32 = 0.3;

/// The backdrop's material, recoloured with the projector preset.
#[derive(Resource)]
struct Sky(Handle<StandardMaterial>);

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(PostStartup, hang_backdrop).add_systems(Update, colour_sky);
}

/// A quad filling the view at `DISTANCE`, its vertices shaded from the horizon's colour up to the zenith's.
fn backdrop_mesh() -> Mesh {
    let half_height = DISTANCE * (FOV * 0.5).tan() * 1.1;
    let half_width = half_height * WIDTH_PER_HEIGHT;
    let corners = [[-1.0, -1.0], [1.0, -1.0], [1.0, 1.0], [-1.0, 1.0]];
    let positions: Vec<[f32; 3]> = corners.iter().map(|[x, y]| [x * half_width, y * half_height, -DISTANCE]).collect();
    let shade = |y: f32| if y > 0.0 { ZENITH_SHARE } else { 1.0 };
    let colors: Vec<[f32; 4]> = corners.iter().map(|[_, y]| [shade(*y), shade(*y), shade(*y), 1.0]).collect();
    Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::default())
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vec![[0.0, 0.0, 1.0]; 4])
        .with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, colors)
        .with_inserted_indices(Indices::U16(vec![0, 1, 2, 0, 2, 3]))
}

/// Hangs the backdrop from the 3D camera, so it stays behind the scene whichever way the camera turns.
fn hang_backdrop(
    mut commands: Commands,
    camera: Single<Entity, With<OrbitCamera>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let material = materials.add(StandardMaterial { base_color: HORIZON[0], unlit: true, ..default() });
    commands.spawn((
        ChildOf(*camera),
        Mesh3d(meshes.add(backdrop_mesh())),
        MeshMaterial3d(material.clone()),
        NotShadowCaster,
        NoCpuCulling,
    ));
    commands.insert_resource(Sky(material));
}

/// The sky's colours follow the projector preset.
fn colour_sky(
    controls: Res<AppControls>,
    sky: Option<Res<Sky>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut shown: Local<Option<bool>>,
) {
    let Some(sky) = sky else {
        return;
    };
    if *shown == Some(controls.projector) {
        return;
    }
    if let Some(mut material) = materials.get_mut(&sky.0) {
        material.base_color = HORIZON[usize::from(controls.projector)];
        *shown = Some(controls.projector);
    }
}
