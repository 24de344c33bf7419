//! A sky behind the scene: a backdrop at the far end of the view, light at the horizon and darker overhead, so
//! bodies stand out against depth rather than a flat fill (with the projector preset, from near black to a deep
//! blue, for contrast).

use bevy::asset::AssetPath;
use bevy::asset::{RenderAssetUsages, embedded_asset, embedded_path};
use bevy::light::NotShadowCaster;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use bevy::render::render_resource::{AsBindGroup, ShaderType};
use bevy::shader::ShaderRef;

use crate::app::state::controls::AppControls;
use crate::app::view::camera::{FOV, OrbitCamera};
use crate::app::view::visuals::leave_culling_to_the_gpu;

/// How far in front of the camera the backdrop hangs, in metres: behind anything a framing shows.
const DISTANCE: f32 = 900.0;
/// The backdrop's width over its height: wide enough for any window.
const WIDTH_PER_HEIGHT: f32 = 4.0;
/// The horizon's colour, normally and with the projector preset; overhead is `ZENITH_SHARE` of it.
const HORIZON: [Color; 2] = [Color::srgb(0.36, 0.40, 0.48), Color::srgb(0.10, 0.13, 0.24)];
const ZENITH_SHARE: f32 = 0.12;

/// The sky's two colours: a material of its own whose shader only blends them (the standard material, even
/// unlit, costs a software renderer a frame's worth of work over the whole background).
#[derive(Asset, TypePath, AsBindGroup, Clone, Debug)]
struct SkyMaterial {
    #[uniform(0)]
    colors: SkyColors,
}

#[derive(Clone, Copy, Debug, ShaderType)]
struct SkyColors {
    horizon: Vec4,
    zenith: Vec4,
}

impl SkyMaterial {
    fn new(horizon: Color) -> Self {
        let horizon = horizon.to_linear().to_vec4();
        let zenith = (horizon.truncate() * ZENITH_SHARE).extend(1.0);
        SkyMaterial { colors: SkyColors { horizon, zenith } }
    }
}

impl Material for SkyMaterial {
    fn fragment_shader() -> ShaderRef {
        ShaderRef::Path(AssetPath::from_path_buf(embedded_path!("sky.wgsl")).with_source("embedded"))
    }
}

/// The backdrop's material, recoloured with the projector preset.
#[derive(Resource)]
struct Sky(Handle<SkyMaterial>);

pub(crate) fn plugin(app: &mut App) {
    embedded_asset!(app, "sky.wgsl");
    app.add_plugins(MaterialPlugin::<SkyMaterial>::default())
        .add_systems(PostStartup, hang_backdrop)
        .add_systems(Update, colour_sky);
}

/// A quad filling the view at `DISTANCE`, its texture coordinates running from 0 at the top to 1 at the bottom.
fn backdrop_mesh() -> Mesh {
    let half_height = DISTANCE * (FOV * 0.5).tan() * 1.1;
    let half_width = half_height * WIDTH_PER_HEIGHT;
    let corners = [[-1.0, -1.0], [1.0, -1.0], [1.0, 1.0], [-1.0, 1.0]];
    let positions: Vec<[f32; 3]> = corners.iter().map(|[x, y]| [x * half_width, y * half_height, -DISTANCE]).collect();
    let uvs: Vec<[f32; 2]> = corners.iter().map(|[x, y]| [(x + 1.0) * 0.5, (1.0 - y) * 0.5]).collect();
    Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::default())
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vec![[0.0, 0.0, 1.0]; 4])
        .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
        .with_inserted_indices(Indices::U16(vec![0, 1, 2, 0, 2, 3]))
}

/// Hangs the backdrop from the 3D camera, so it stays behind the scene whichever way the camera turns.
fn hang_backdrop(
    mut commands: Commands,
    camera: Single<Entity, With<OrbitCamera>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<SkyMaterial>>,
) {
    let material = materials.add(SkyMaterial::new(HORIZON[0]));
    let mut backdrop = commands.spawn((
        ChildOf(*camera),
        Mesh3d(meshes.add(backdrop_mesh())),
        MeshMaterial3d(material.clone()),
        NotShadowCaster,
    ));
    leave_culling_to_the_gpu(&mut backdrop);
    commands.insert_resource(Sky(material));
}

/// The sky's colours follow the projector preset.
fn colour_sky(
    controls: Res<AppControls>,
    sky: Option<Res<Sky>>,
    mut materials: ResMut<Assets<SkyMaterial>>,
    mut shown: Local<Option<bool>>,
) {
    let Some(sky) = sky else {
        return;
    };
    if *shown == Some(controls.projector) {
        return;
    }
    if let Some(mut material) = materials.get_mut(&sky.0) {
        *material = SkyMaterial::new(HORIZON[usize::from(controls.projector)]);
        *shown = Some(controls.projector);
    }
}
