//! The render scale: the 3D view drawn at a fraction of its pixels and stretched back over its viewport. A
//! software rasteriser's frame costs about what its pixels do, so half the width and height draws a quarter
//! of them; the panels, drawn by their own camera, stay sharp. Bevy draws the main passes into the corner
//! of the view ([`MainPassResolutionOverride`]) and a pass of ours stretches that corner over the viewport,
//! shading the viewport's pixels only (a fullscreen pass over the whole window would shade the panels' pixels
//! too, which a software renderer pays for).

use bevy::asset::{embedded_asset, load_embedded_asset};
use bevy::camera::MainPassResolutionOverride;
use bevy::core_pipeline::schedule::Core3d;
use bevy::core_pipeline::tonemapping::tonemapping;
use bevy::core_pipeline::{Core3dSystems, FullscreenShader};
use bevy::prelude::*;
use bevy::render::extract_component::{
    ComponentUniforms, DynamicUniformIndex, ExtractComponent, ExtractComponentPlugin, UniformComponentPlugin,
};
use bevy::render::render_resource::binding_types::{texture_2d, uniform_buffer};
use bevy::render::render_resource::{
    BindGroupEntries, BindGroupLayoutDescriptor, BindGroupLayoutEntries, CachedRenderPipelineId, ColorTargetState,
    ColorWrites, FragmentState, LoadOp, Operations, PipelineCache, RenderPassColorAttachment, RenderPassDescriptor,
    RenderPipelineDescriptor, ShaderStages, ShaderType, SpecializedRenderPipeline, SpecializedRenderPipelines, StoreOp,
    TextureFormat, TextureSampleType,
};
use bevy::render::renderer::{RenderContext, ViewQuery};
use bevy::render::sync_component::SyncComponent;
use bevy::render::view::{ExtractedView, ViewTarget};
use bevy::render::{Render, RenderApp, RenderStartup, RenderSystems};

/// The fraction of a 3D camera's viewport width and height that is drawn (1: every pixel).
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct RenderScale(pub f32);

impl RenderScale {
    /// The fraction drawn, kept between a quarter (below it the bodies' outlines break up) and 1.
    pub fn fraction(self) -> f32 {
        self.0.clamp(0.25, 1.0)
    }
}

pub(crate) fn plugin(app: &mut App) {
    embedded_asset!(app, "upscale.wgsl");
    app.add_plugins((ExtractComponentPlugin::<Upscale>::default(), UniformComponentPlugin::<Upscale>::default()));
    let Some(render_app) = app.get_sub_app_mut(RenderApp) else {
        return;
    };
    render_app
        .init_resource::<SpecializedRenderPipelines<UpscalePipeline>>()
        .add_systems(RenderStartup, init_upscale_pipeline)
        .add_systems(Render, specialize_upscale.in_set(RenderSystems::Prepare))
        .add_systems(Core3d, stretch_view.in_set(Core3dSystems::PostProcess).before(tonemapping));
}

/// The stretching pass's parameters, made in the render world from a camera's [`RenderScale`].
#[derive(Component, Clone, Copy, Debug, Default, ShaderType)]
pub struct Upscale {
    viewport_min: Vec2,
    viewport_size: Vec2,
    drawn_size: Vec2,
}

impl Upscale {
    /// The pass for a viewport at `min` of `size` pixels drawn at `scale`, with the size drawn; none when
    /// every pixel is drawn.
    fn new(min: UVec2, size: UVec2, scale: RenderScale) -> Option<(Upscale, UVec2)> {
        let drawn = (size.as_vec2() * scale.fraction()).round().as_uvec2().max(UVec2::ONE).min(size);
        let upscale =
            Upscale { viewport_min: min.as_vec2(), viewport_size: size.as_vec2(), drawn_size: drawn.as_vec2() };
        (drawn != size).then_some((upscale, drawn))
    }
}

impl SyncComponent for Upscale {
    type Target = (Upscale, MainPassResolutionOverride);
}

impl ExtractComponent for Upscale {
    type QueryData = (&'static RenderScale, &'static Camera);
    type QueryFilter = ();
    type Out = (Upscale, MainPassResolutionOverride);

    fn extract_component((scale, camera): (&RenderScale, &Camera)) -> Option<Self::Out> {
        let size = camera.physical_viewport_size()?;
        let min = camera.physical_viewport_rect().map_or(UVec2::ZERO, |rect| rect.min);
        let (upscale, drawn) = Upscale::new(min, size, *scale)?;
        Some((upscale, MainPassResolutionOverride(drawn)))
    }
}

/// The stretching pass's bind group layout and shaders; its pipelines differ by the view's texture format.
#[derive(Resource)]
struct UpscalePipeline {
    layout: BindGroupLayoutDescriptor,
    fullscreen: FullscreenShader,
    fragment: Handle<Shader>,
}

impl SpecializedRenderPipeline for UpscalePipeline {
    type Key = TextureFormat;

    fn specialize(&self, format: TextureFormat) -> RenderPipelineDescriptor {
        RenderPipelineDescriptor {
            label: Some("upscale_pipeline".into()),
            layout: vec![self.layout.clone()],
            vertex: self.fullscreen.to_vertex_state(),
            fragment: Some(FragmentState {
                shader: self.fragment.clone(),
                targets: vec![Some(ColorTargetState { format, blend: None, write_mask: ColorWrites::ALL })],
                ..default()
            }),
            ..default()
        }
    }
}

fn init_upscale_pipeline(mut commands: Commands, fullscreen: Res<FullscreenShader>, assets: Res<AssetServer>) {
    let layout = BindGroupLayoutDescriptor::new(
        "upscale_bind_group_layout",
        &BindGroupLayoutEntries::sequential(
            ShaderStages::FRAGMENT,
            (texture_2d(TextureSampleType::Float { filterable: false }), uniform_buffer::<Upscale>(true)),
        ),
    );
    let fragment = load_embedded_asset!(assets.as_ref(), "upscale.wgsl");
    commands.insert_resource(UpscalePipeline { layout, fullscreen: fullscreen.clone(), fragment });
}

/// The pipeline a stretched view draws with.
#[derive(Component)]
struct UpscalePipelineId(CachedRenderPipelineId);

fn specialize_upscale(
    mut commands: Commands,
    cache: Res<PipelineCache>,
    pipeline: Res<UpscalePipeline>,
    mut pipelines: ResMut<SpecializedRenderPipelines<UpscalePipeline>>,
    views: Query<(Entity, &ExtractedView), With<Upscale>>,
) {
    for (entity, view) in &views {
        let id = pipelines.specialize(&cache, &pipeline, view.target_format);
        commands.entity(entity).insert(UpscalePipelineId(id));
    }
}

/// Stretches the drawn corner over the viewport, into the view's other texture. Only the viewport is shaded:
/// the rest of the window is the panels', which their camera draws over it.
fn stretch_view(
    view: ViewQuery<(&ViewTarget, &Upscale, &DynamicUniformIndex<Upscale>, &UpscalePipelineId)>,
    cache: Res<PipelineCache>,
    pipeline: Res<UpscalePipeline>,
    uniforms: Res<ComponentUniforms<Upscale>>,
    mut ctx: RenderContext,
) {
    let (target, upscale, index, id) = view.into_inner();
    let (Some(render_pipeline), Some(binding)) = (cache.get_render_pipeline(id.0), uniforms.uniforms().binding())
    else {
        return;
    };
    let write = target.post_process_write();
    let bind_group = ctx.render_device().create_bind_group(
        "upscale_bind_group",
        &cache.get_bind_group_layout(&pipeline.layout),
        &BindGroupEntries::sequential((write.source, binding)),
    );
    let mut pass = ctx.command_encoder().begin_render_pass(&RenderPassDescriptor {
        label: Some("upscale_pass"),
        color_attachments: &[Some(RenderPassColorAttachment {
            view: write.destination,
            depth_slice: None,
            resolve_target: None,
            ops: Operations { load: LoadOp::Load, store: StoreOp::Store },
        })],
        ..default()
    });
    let (min, size) = (upscale.viewport_min, upscale.viewport_size);
    pass.set_viewport(min.x, min.y, size.x, size.y, 0.0, 1.0);
    pass.set_pipeline(render_pipeline);
    pass.set_bind_group(0, &bind_group, &[index.index()]);
    pass.draw(0..3, 0..1);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_scale_draws_half_of_each_side() {
        let (upscale, drawn) = Upscale::new(UVec2::new(300, 0), UVec2::new(981, 720), RenderScale(0.5)).unwrap();
        assert_eq!(drawn, UVec2::new(491, 360));
        assert_eq!(upscale.viewport_min, Vec2::new(300.0, 0.0));
        assert_eq!(upscale.drawn_size, Vec2::new(491.0, 360.0));
    }

    #[test]
    fn full_scale_needs_no_pass() {
        assert!(Upscale::new(UVec2::ZERO, UVec2::new(1280, 720), RenderScale(1.0)).is_none());
    }

    #[test]
    fn scale_is_kept_in_range() {
        let (_, drawn) = Upscale::new(UVec2::ZERO, UVec2::new(1000, 400), RenderScale(0.01)).unwrap();
        assert_eq!(drawn, UVec2::new(250, 100));
        assert!(Upscale::new(UVec2::ZERO, UVec2::new(1000, 400), RenderScale(3.0)).is_none());
    }
}
