//! The render scale: the 3D view drawn at a fraction of its pixels and stretched back over its viewport. A
//! software rasteriser's frame costs about what its pixels do, so half the width and height draws a quarter
//! of them; the panels, drawn by their own camera, stay sharp. Bevy draws the main passes into the corner
//! of the view ([`MainPassResolutionOverride`]) and a fullscreen pass of ours stretches that corner.

use bevy::asset::{AssetPath, embedded_asset, embedded_path};
use bevy::camera::MainPassResolutionOverride;
use bevy::core_pipeline::fullscreen_material::{FullscreenMaterial, FullscreenMaterialPlugin};
use bevy::prelude::*;
use bevy::render::extract_component::ExtractComponent;
use bevy::render::render_resource::ShaderType;
use bevy::render::sync_component::SyncComponent;
use bevy::shader::ShaderRef;

/// The fraction of a 3D camera's viewport width and height that is drawn (1: every pixel).
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct RenderScale(pub f32);

impl RenderScale {
    /// The fraction drawn, kept between a quarter (below it the bodies' outlines break up) and 1.
    pub fn fraction(self) -> f32 {
        self.0.clamp(0.25, 1.0)
    }
}

pub(super) fn plugin(app: &mut App) {
    embedded_asset!(app, "upscale.wgsl");
    app.add_plugins(FullscreenMaterialPlugin::<Upscale>::default());
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

impl FullscreenMaterial for Upscale {
    fn fragment_shader() -> ShaderRef {
        ShaderRef::Path(AssetPath::from_path_buf(embedded_path!("upscale.wgsl")).with_source("embedded"))
    }
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
