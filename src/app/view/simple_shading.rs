//! Simple shading, the low preset's material: one sun, an ambient term and a small highlight, no shadows. The
//! standard material's physically based lighting costs a software renderer most of a frame; this costs a
//! fraction of it. Balls drawn with it are sprites: a square of two triangles turned to face the eye, on which
//! each pixel casts its ray at the true sphere (`simple_lighting.wgsl`), where a mesh ball needs 56 to 168
//! triangles and a depth prepass. Opaque balls are drawn all at once instead ([`super::ball_sprites`]); the
//! material draws boxes and see-through balls.

use bevy::asset::{AssetPath, embedded_asset, embedded_path};
use bevy::mesh::{Indices, MeshVertexBufferLayoutRef, PrimitiveTopology};
use bevy::pbr::{MaterialPipeline, MaterialPipelineKey};
use bevy::prelude::*;
use bevy::render::render_resource::{AsBindGroup, RenderPipelineDescriptor, ShaderType, SpecializedMeshPipelineError};
use bevy::shader::{ShaderRef, load_shader_library};

/// The direction towards the sun, the scene's one light, by which both shadings light.
pub const SUN_DIRECTION: Vec3 = Vec3::new(4.0, 10.0, 6.0);

pub(crate) fn plugin(app: &mut App) {
    load_shader_library!(app, "simple_lighting.wgsl");
    embedded_asset!(app, "simple_shading.wgsl");
    app.add_plugins(MaterialPlugin::<SimpleMaterial>::default());
}

/// A body's colour under simple shading; `sprite` draws a ball as a sprite (its mesh must be [`sprite_mesh`]).
#[derive(Asset, TypePath, AsBindGroup, Clone, Debug)]
#[bind_group_data(SimpleKey)]
pub struct SimpleMaterial {
    #[uniform(0)]
    shading: Shading,
    blend: bool,
    sprite: bool,
}

impl SimpleMaterial {
    /// A material of this colour and glow, see-through when the colour is, drawing balls as sprites or not.
    pub fn new(color: Color, emissive: LinearRgba, sprite: bool) -> Self {
        let shading = Shading { color: color.to_linear().to_vec4(), emissive: emissive.to_vec4() };
        SimpleMaterial { shading, blend: color.alpha() < 1.0, sprite }
    }
}

#[derive(Clone, Copy, Debug, ShaderType)]
struct Shading {
    color: Vec4,
    emissive: Vec4,
}

/// What the pipeline is specialised on: sprites get the `BALL_SPRITE` shader.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SimpleKey {
    sprite: bool,
}

impl From<&SimpleMaterial> for SimpleKey {
    fn from(material: &SimpleMaterial) -> Self {
        SimpleKey { sprite: material.sprite }
    }
}

fn shader() -> ShaderRef {
    ShaderRef::Path(AssetPath::from_path_buf(embedded_path!("simple_shading.wgsl")).with_source("embedded"))
}

impl Material for SimpleMaterial {
    fn vertex_shader() -> ShaderRef {
        shader()
    }

    fn fragment_shader() -> ShaderRef {
        shader()
    }

    fn alpha_mode(&self) -> AlphaMode {
        if self.blend { AlphaMode::Blend } else { AlphaMode::Opaque }
    }

    /// The prepass would draw a sprite as a flat square, and the shading is too cheap for it to pay.
    fn enable_prepass() -> bool {
        false
    }

    fn enable_shadows() -> bool {
        false
    }

    fn specialize(
        _pipeline: &MaterialPipeline,
        descriptor: &mut RenderPipelineDescriptor,
        _layout: &MeshVertexBufferLayoutRef,
        key: MaterialPipelineKey<Self>,
    ) -> Result<(), SpecializedMeshPipelineError> {
        if key.bind_group_data.sprite {
            descriptor.vertex.shader_defs.push("BALL_SPRITE".into());
            if let Some(fragment) = descriptor.fragment.as_mut() {
                fragment.shader_defs.push("BALL_SPRITE".into());
            }
        }
        Ok(())
    }
}

/// The square a sprite is drawn on: corners at ±1 across, and two points at ±1 along the normal that no
/// triangle uses, so that the bounds Bevy culls by hold the whole ball whichever way the square turns.
pub fn sprite_mesh() -> Mesh {
    let corners = [[-1.0, -1.0, 0.0], [1.0, -1.0, 0.0], [1.0, 1.0, 0.0], [-1.0, 1.0, 0.0]];
    let positions: Vec<[f32; 3]> = corners.into_iter().chain([[0.0, 0.0, -1.0], [0.0, 0.0, 1.0]]).collect();
    Mesh::new(PrimitiveTopology::TriangleList, default())
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vec![[0.0, 0.0, 1.0]; positions.len()])
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
        .with_inserted_indices(Indices::U16(vec![0, 1, 2, 0, 2, 3]))
}

#[cfg(test)]
mod tests {
    use bevy::camera::primitives::MeshAabb;

    use super::*;

    #[test]
    fn a_sprites_bounds_hold_the_unit_ball_and_it_draws_two_triangles() {
        let mesh = sprite_mesh();
        let bounds = mesh.compute_aabb().unwrap();
        assert_eq!((Vec3::from(bounds.min()), Vec3::from(bounds.max())), (-Vec3::ONE, Vec3::ONE));
        assert_eq!(mesh.indices().map(|indices| indices.len() / 3), Some(2));
    }
}
