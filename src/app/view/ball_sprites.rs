//! Every opaque ball under simple shading in one draw call. Each frame the balls' centres, radii and colours are
//! copied into one list, the list into one buffer, and the buffer is drawn as that many instances of a sprite
//! (`ball_sprites.wgsl`, lit as the simple material lights). Drawn as a mesh entity each, a ball costs Bevy's
//! renderer an extraction, a specialisation check, a queue entry and a batch slot every frame it moves, and its
//! drawing entity a transform to propagate: with thousands of falling balls the list is the cheaper by far
//! (`benches/app_work.sh` measures it).

use bevy::asset::{embedded_asset, load_embedded_asset};
use bevy::camera::visibility::{RenderLayers, VisibilitySystems};
use bevy::core_pipeline::core_3d::{CORE_3D_DEPTH_FORMAT, Opaque3d, Opaque3dBatchSetKey, Opaque3dBinKey};
use bevy::ecs::system::SystemParamItem;
use bevy::ecs::system::lifetimeless::SRes;
use bevy::mesh::VertexBufferLayout;
use bevy::pbr::{MeshPipeline, MeshPipelineKey, MeshPipelineSystems, SetMeshViewBindGroup, ViewKeyCache};
use bevy::prelude::*;
use bevy::render::mesh::allocator::MeshSlabs;
use bevy::render::render_phase::{
    AddRenderCommand, BinnedRenderPhaseType, DrawFunctions, InputUniformIndex, PhaseItem, RenderCommand,
    RenderCommandResult, SetItemPipeline, TrackedRenderPass, ViewBinnedRenderPhases,
};
use bevy::render::render_resource::{
    BufferUsages, ColorTargetState, ColorWrites, CompareFunction, DepthStencilState, FragmentState, MultisampleState,
    PipelineCache, RawBufferVec, RenderPipelineDescriptor, SpecializedRenderPipeline, SpecializedRenderPipelines,
    VertexAttribute, VertexFormat, VertexState, VertexStepMode,
};
use bevy::render::renderer::{RenderDevice, RenderQueue};
use bevy::render::sync_world::{MainEntity, RenderEntity, SyncToRenderWorld};
use bevy::render::view::ExtractedView;
use bevy::render::{Extract, ExtractSchedule, Render, RenderApp, RenderStartup, RenderSystems};
use bevy::shader::Shader;
use bytemuck::{Pod, Zeroable};

use crate::geometry::Shape;
use crate::physics::Collider;

pub(crate) fn plugin(app: &mut App) {
    embedded_asset!(app, "ball_sprites.wgsl");
    app.add_systems(Startup, spawn_sprite_list).add_systems(
        PostUpdate,
        gather_ball_sprites.after(TransformSystems::Propagate).after(VisibilitySystems::VisibilityPropagate),
    );
    let Some(render_app) = app.get_sub_app_mut(RenderApp) else {
        return;
    };
    render_app
        .init_resource::<SpriteBuffer>()
        .init_resource::<SpecializedRenderPipelines<SpritePipeline>>()
        .add_render_command::<Opaque3d, DrawBallSprites>()
        .add_systems(RenderStartup, make_sprite_pipeline.after(MeshPipelineSystems))
        .add_systems(ExtractSchedule, extract_ball_sprites)
        .add_systems(
            Render,
            (
                upload_ball_sprites.in_set(RenderSystems::PrepareResources),
                queue_ball_sprites.in_set(RenderSystems::QueueMeshes),
            ),
        );
}

/// On a ball drawn in the sprite list: its colour and glow (linear).
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct SpriteLook {
    pub color: Vec3,
    pub emissive: Vec3,
}

/// One ball of the list, as the shader reads it.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Pod, Zeroable)]
pub struct BallSprite {
    pub centre: Vec3,
    pub radius: f32,
    pub color: Vec3,
    pub emissive: Vec3,
    /// How the ball is turned, as a quaternion (x, y, z, w): its markings turn with it.
    pub rotation: [f32; 4],
}

/// The balls drawn this frame: the one entity whose draw call draws them all.
#[derive(Component, Debug, Default)]
#[require(SyncToRenderWorld)]
pub struct BallSprites(pub Vec<BallSprite>);

fn spawn_sprite_list(mut commands: Commands) {
    commands.spawn(BallSprites::default());
}

/// Lists every visible ball of the sprite list where it is shown this frame.
pub fn gather_ball_sprites(
    balls: Query<(&GlobalTransform, &Collider, &SpriteLook, &InheritedVisibility)>,
    mut list: Single<&mut BallSprites>,
) {
    list.0.clear();
    for (at, collider, look, visible) in &balls {
        if let (&Shape::Sphere { radius }, true) = (&collider.0, visible.get()) {
            let (color, emissive) = (look.color, look.emissive);
            let (_, rotation, centre) = at.to_scale_rotation_translation();
            list.0.push(BallSprite { centre, radius, color, emissive, rotation: rotation.to_array() });
        }
    }
}

/// The render world's copy of the list, in a vertex buffer kept from frame to frame, and the entity that draws it.
#[derive(Resource)]
struct SpriteBuffer {
    sprites: RawBufferVec<BallSprite>,
    drawn_by: Option<(Entity, MainEntity)>,
}

impl Default for SpriteBuffer {
    fn default() -> Self {
        SpriteBuffer { sprites: RawBufferVec::new(BufferUsages::VERTEX), drawn_by: None }
    }
}

fn extract_ball_sprites(
    lists: Extract<Query<(Entity, &RenderEntity, &BallSprites)>>,
    mut buffer: ResMut<SpriteBuffer>,
) {
    buffer.sprites.clear();
    buffer.drawn_by = None;
    if let Ok((main, render, list)) = lists.single() {
        buffer.sprites.values_mut().extend_from_slice(&list.0);
        buffer.drawn_by = Some((render.id(), MainEntity::from(main)));
    }
}

fn upload_ball_sprites(mut buffer: ResMut<SpriteBuffer>, device: Res<RenderDevice>, queue: Res<RenderQueue>) {
    if !buffer.sprites.is_empty() {
        buffer.sprites.write_buffer(&device, &queue);
    }
}

/// Draws the list in the opaque pass of every 3D view that shows the default render layer. Binned anew each
/// frame: its pipeline follows the view's, and an empty list is not drawn.
fn queue_ball_sprites(
    buffer: Res<SpriteBuffer>,
    draw_functions: Res<DrawFunctions<Opaque3d>>,
    sprite_pipeline: Res<SpritePipeline>,
    mut pipelines: ResMut<SpecializedRenderPipelines<SpritePipeline>>,
    pipeline_cache: Res<PipelineCache>,
    mut phases: ResMut<ViewBinnedRenderPhases<Opaque3d>>,
    views: Query<(&ExtractedView, Option<&RenderLayers>)>,
    view_keys: Res<ViewKeyCache>,
) {
    let Some(drawn_by) = buffer.drawn_by else {
        return;
    };
    let draw_function = draw_functions.read().id::<DrawBallSprites>();
    for (view, layers) in &views {
        let Some(phase) = phases.get_mut(&view.retained_view_entity) else {
            continue;
        };
        phase.remove(drawn_by.1);
        let shows_bodies = layers.is_none_or(|layers| layers.intersects(&RenderLayers::default()));
        let Some(&view_key) = view_keys.get(&view.retained_view_entity) else {
            continue;
        };
        if buffer.sprites.is_empty() || !shows_bodies {
            continue;
        }
        let batch_set = Opaque3dBatchSetKey {
            pipeline: pipelines.specialize(&pipeline_cache, &sprite_pipeline, view_key),
            draw_function,
            material_bind_group_index: None,
            slabs: MeshSlabs::default(),
            lightmap_slab: None,
        };
        let bin = Opaque3dBinKey { asset_id: sprite_pipeline.shader.id().untyped() };
        phase.add(batch_set, bin, drawn_by, InputUniformIndex::default(), BinnedRenderPhaseType::NonMesh);
    }
}

/// The sprites' pipeline: the view's bindings of Bevy's mesh pipeline, the list as a per-instance vertex buffer.
#[derive(Resource)]
struct SpritePipeline {
    mesh_pipeline: MeshPipeline,
    shader: Handle<Shader>,
}

fn make_sprite_pipeline(mut commands: Commands, mesh_pipeline: Res<MeshPipeline>, assets: Res<AssetServer>) {
    let shader = load_embedded_asset!(assets.as_ref(), "ball_sprites.wgsl");
    commands.insert_resource(SpritePipeline { mesh_pipeline: mesh_pipeline.clone(), shader });
}

impl SpecializedRenderPipeline for SpritePipeline {
    /// The view's: its sample count and target format.
    type Key = MeshPipelineKey;

    fn specialize(&self, key: MeshPipelineKey) -> RenderPipelineDescriptor {
        let attribute = |format, offset, shader_location| VertexAttribute { format, offset, shader_location };
        let instances = VertexBufferLayout {
            array_stride: size_of::<BallSprite>() as u64,
            step_mode: VertexStepMode::Instance,
            attributes: vec![
                attribute(VertexFormat::Float32x4, 0, 0),
                attribute(VertexFormat::Float32x3, 16, 1),
                attribute(VertexFormat::Float32x3, 28, 2),
                attribute(VertexFormat::Float32x4, 40, 3),
            ],
        };
        let target = ColorTargetState { format: key.target_format(), blend: None, write_mask: ColorWrites::ALL };
        RenderPipelineDescriptor {
            label: Some("ball sprites".into()), // not shown: the renderer's name for the pipeline
            layout: vec![self.mesh_pipeline.get_view_layout(key.into()).main_layout.clone()],
            vertex: VertexState { shader: self.shader.clone(), buffers: vec![instances], ..default() },
            fragment: Some(FragmentState { shader: self.shader.clone(), targets: vec![Some(target)], ..default() }),
            depth_stencil: Some(DepthStencilState {
                format: CORE_3D_DEPTH_FORMAT,
                depth_write_enabled: Some(true),
                depth_compare: Some(CompareFunction::GreaterEqual),
                stencil: default(),
                bias: default(),
            }),
            multisample: MultisampleState { count: key.msaa_samples(), ..default() },
            ..default()
        }
    }
}

type DrawBallSprites = (SetItemPipeline, SetMeshViewBindGroup<0>, DrawSpriteList);

/// Six corners an instance, as many instances as balls.
struct DrawSpriteList;

impl<P: PhaseItem> RenderCommand<P> for DrawSpriteList {
    type Param = SRes<SpriteBuffer>;
    type ViewQuery = ();
    type ItemQuery = ();

    fn render<'w>(
        _item: &P,
        _view: (),
        _entity: Option<()>,
        buffer: SystemParamItem<'w, '_, Self::Param>,
        pass: &mut TrackedRenderPass<'w>,
    ) -> RenderCommandResult {
        let buffer = buffer.into_inner();
        let Some(vertices) = buffer.sprites.buffer() else {
            return RenderCommandResult::Skip;
        };
        pass.set_vertex_buffer(0, vertices.slice(..));
        pass.draw(0..6, 0..buffer.sprites.len() as u32);
        RenderCommandResult::Success
    }
}

#[cfg(test)]
mod tests {
    use bevy::ecs::system::RunSystemOnce;

    use super::*;

    #[test]
    fn the_list_holds_each_visible_ball_where_it_is_shown_and_as_large() {
        // Setup: two balls of the list, one of them taken out of the world (hidden), and a box
        let mut world = World::new();
        world.spawn(BallSprites::default());
        let look = SpriteLook { color: Vec3::new(0.9, 0.4, 0.0), emissive: Vec3::ZERO };
        let turned = Quat::from_rotation_z(0.5);
        let ball = |x: f32, radius: f32| {
            let at = Transform::from_xyz(x, 1.0, 2.0).with_rotation(turned);
            (GlobalTransform::from(at), Collider(Shape::Sphere { radius }), look)
        };
        world.spawn((ball(3.0, 0.25), InheritedVisibility::VISIBLE));
        world.spawn((ball(5.0, 0.5), InheritedVisibility::HIDDEN));
        let cube = Collider(Shape::Cuboid { half_extents: Vec3::ONE });
        world.spawn((GlobalTransform::default(), cube, look, InheritedVisibility::VISIBLE));
        // Action
        world.run_system_once(gather_ball_sprites).unwrap();
        // Expected: the visible ball alone, at its centre and radius, in its colours, turned as it is
        let mut lists = world.query::<&BallSprites>();
        let listed = &lists.single(&world).unwrap().0;
        assert_eq!(listed.len(), 1);
        let (sprite, turned) = (listed[0], Vec4::from(turned));
        let rotation = Vec4::from_array(sprite.rotation);
        assert!((sprite.centre - Vec3::new(3.0, 1.0, 2.0)).length() < 1e-6 && sprite.radius == 0.25);
        assert_eq!((sprite.color, sprite.emissive), (look.color, Vec3::ZERO));
        assert!((rotation - turned).abs().max_element() < 1e-6, "{rotation} against {turned}");
    }
}
