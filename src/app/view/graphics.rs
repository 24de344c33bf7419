//! The graphics settings: simple or standard shading, anti-aliasing, shadows, the 3D view's resolution and how
//! many triangles a ball has, each switched in the panel's Graphics section, and two presets that set them all.
//! "Low" is chosen by itself on a software renderer (a school laptop without a driver, or Mesa's llvmpipe),
//! where it draws the ball pit an order of magnitude faster; "high" otherwise. The panel's preset buttons and `--graphics` choose a preset.

use bevy::diagnostic::DiagnosticsStore;
use bevy::ecs::system::SystemParam;
use bevy::light::ShadowFilteringMethod;
use bevy::light::cluster::GlobalClusterSettings;
use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;
use bevy_egui::{PrimaryEguiContext, egui};

use crate::app::view::ball_sprites::SpriteLook;
use crate::app::view::camera::{OrbitCamera, share_window_texture};
use crate::app::view::frame_rate::FRAME_TIME;
use crate::app::view::render_scale::RenderScale;
use crate::app::view::simple_shading::SimpleMaterial;
use crate::language::Texts;

/// A preset of the graphics settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum GraphicsQuality {
    /// Simple shading (balls as sprites), no anti-aliasing, no shadows, the 3D view drawn at half its width and
    /// height, or finer where the frame time allows.
    Low,
    /// 4× multisampling, shadows of the sun, every pixel drawn, balls of 32 × 18 segments.
    High,
}

impl GraphicsQuality {
    /// The preset for an adapter: low on a software renderer.
    pub fn for_adapter(software: bool) -> Self {
        if software { GraphicsQuality::Low } else { GraphicsQuality::High }
    }

    /// The settings of this preset: every option on for high, off for low.
    pub fn settings(self) -> GraphicsSettings {
        let on = self == GraphicsQuality::High;
        // a web page (WebGL2) has no multisampled render textures, and draws every pixel: the stretch pass of
        // the partial resolution is the desktop's
        let web = cfg!(target_arch = "wasm32");
        GraphicsSettings {
            anti_aliasing: on && !web,
            shadows: on && !web,
            full_resolution: on || web,
            smooth_balls: on,
            simple_shading: !on,
        }
    }
}

/// How the scene is drawn; each option costs a software renderer much of a frame.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct GraphicsSettings {
    /// 4× multisampling of the 3D view.
    pub anti_aliasing: bool,
    /// The sun casts shadows: they show how high a ball is above the floor, but a software renderer draws the
    /// scene once more for them.
    pub shadows: bool,
    /// Every pixel of the 3D view drawn; otherwise from half its width and height up to all of it, as the frame
    /// time allows, stretched back (a software renderer's frame costs what its pixels do, and half of each side
    /// is a quarter of them).
    pub full_resolution: bool,
    /// Balls of 32 × 18 segments (14 × 9 when small on screen); otherwise 12 × 8 (7 × 5). Not used by simple
    /// shading, whose balls are sprites.
    pub smooth_balls: bool,
    /// One sun and no shadows instead of the standard, physically based material, and every ball a sprite of two
    /// triangles: a software renderer draws the 520-body ball pit's bodies in a fifth of the time.
    pub simple_shading: bool,
}

impl GraphicsSettings {
    /// The preset these settings are, if any.
    pub fn preset(self) -> Option<GraphicsQuality> {
        [GraphicsQuality::Low, GraphicsQuality::High].into_iter().find(|preset| preset.settings() == self)
    }

    /// Multisampling of the 3D view.
    pub fn msaa(self) -> Msaa {
        if self.anti_aliasing { Msaa::Sample4 } else { Msaa::Off }
    }

    /// The fraction of the 3D view's width and height drawn.
    pub fn render_scale(self) -> RenderScale {
        RenderScale(if self.full_resolution { 1.0 } else { 0.5 })
    }

    /// The unit ball a spherical body is drawn with.
    pub fn ball(self) -> Mesh {
        unit_ball(if self.smooth_balls { (32, 18) } else { (12, 8) })
    }

    /// The unit ball a spherical body small on screen is drawn with.
    pub fn coarse_ball(self) -> Mesh {
        unit_ball(if self.smooth_balls { (14, 9) } else { (7, 5) })
    }
}

/// How much darker a ball's marked quarters are than its colour.
const MARKED: f32 = 0.55;

/// A ball of radius 1 with this many (sectors, stacks), marked as a beach ball: the quarters where x and z
/// differ in sign darker, meeting at the poles on y, so that a ball turning about any axis shows it.
fn unit_ball((sectors, stacks): (u32, u32)) -> Mesh {
    let mut ball = Sphere::new(1.0).mesh().uv(sectors, stacks);
    // each triangle its own corners, coloured by its centre: the quarters' edges run along the sectors
    ball.duplicate_vertices();
    let colors: Vec<[f32; 4]> = match ball.attribute(Mesh::ATTRIBUTE_POSITION).and_then(|p| p.as_float3()) {
        Some(corners) => corners
            .chunks_exact(3)
            .flat_map(|triangle| {
                let centre = triangle.iter().map(|&corner| Vec3::from(corner)).sum::<Vec3>();
                let shade = if centre.x * centre.z < 0.0 { MARKED } else { 1.0 };
                [[shade, shade, shade, 1.0]; 3]
            })
            .collect(),
        None => Vec::new(),
    };
    ball.insert_attribute(Mesh::ATTRIBUTE_COLOR, colors);
    ball
}

/// The quality asked for on the command line, if any (otherwise chosen from the adapter).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct AskedQuality(pub Option<GraphicsQuality>);

/// The shared unit balls' meshes, which the quality reshapes: the detailed one, and the coarse one for balls
/// small on screen.
#[derive(Resource, Clone, Debug)]
pub struct UnitBall {
    pub detailed: Handle<Mesh>,
    pub coarse: Handle<Mesh>,
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<AskedQuality>()
        .add_systems(Startup, choose_quality)
        .add_systems(Startup, cluster_lights_on_cpu)
        .add_systems(Update, apply_settings.run_if(resource_changed::<GraphicsSettings>))
        .add_systems(Update, adapt_render_scale.after(apply_settings));
}

/// The render scales a view not drawn in full steps between, from coarse but fast to every pixel.
const ADAPTIVE_SCALES: [f32; 3] = [0.5, 0.75, 1.0];
/// A smoothed frame slower than this (ms) steps the resolution down; one whose next step up, were the frame
/// all pixels, would stay below `FAST_FRAME_MS` steps it up.
const SLOW_FRAME_MS: f64 = 45.0;
const FAST_FRAME_MS: f64 = 30.0;
/// Seconds between two steps, for the smoothed frame time to follow the last one.
const ADAPT_EVERY: f32 = 1.5;

/// Unless the view is drawn in full, chooses its resolution from the measured frame time: as fine as keeps
/// frames under `SLOW_FRAME_MS`.
fn adapt_render_scale(
    settings: Res<GraphicsSettings>,
    diagnostics: Res<DiagnosticsStore>,
    time: Res<Time<Real>>,
    mut camera: Query<&mut RenderScale, With<OrbitCamera>>,
    mut waited: Local<f32>,
) {
    *waited += time.delta_secs();
    if settings.full_resolution || *waited < ADAPT_EVERY {
        return;
    }
    let (Ok(mut scale), Some(frame_ms)) =
        (camera.single_mut(), diagnostics.get(&FRAME_TIME).and_then(|d| d.smoothed()))
    else {
        return;
    };
    if let Some(next) = next_render_scale(scale.0, frame_ms) {
        scale.set_if_neq(RenderScale(next));
        *waited = 0.0;
    }
}

/// The render scale to step to from `scale` after frames of `frame_ms`, if any.
pub fn next_render_scale(scale: f32, frame_ms: f64) -> Option<f32> {
    let at = ADAPTIVE_SCALES.iter().position(|&step| step >= scale).unwrap_or(0);
    if frame_ms > SLOW_FRAME_MS {
        return at.checked_sub(1).map(|coarser| ADAPTIVE_SCALES[coarser]);
    }
    // were the frame all pixels, a step up would cost the ratio of the pixels drawn
    let finer = *ADAPTIVE_SCALES.get(at + 1)?;
    (frame_ms * f64::from((finer / ADAPTIVE_SCALES[at]).powi(2)) < FAST_FRAME_MS).then_some(finer)
}

/// Whether the renderer runs on the processor (Mesa's llvmpipe), where every pixel's shading costs time.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct SoftwareRenderer(pub bool);

impl SoftwareRenderer {
    /// How shadow edges are softened: a Gaussian of several shadow-map taps on a graphics card; one filtered
    /// tap on a software renderer, which runs the lit shader on the processor for every pixel.
    pub fn shadow_filter(self) -> ShadowFilteringMethod {
        if self.0 { ShadowFilteringMethod::Hardware2x2 } else { ShadowFilteringMethod::Gaussian }
    }
}

/// The quality asked for, or the adapter's preset.
fn choose_quality(mut commands: Commands, asked: Res<AskedQuality>, adapter: Option<Res<RenderAdapterInfo>>) {
    let software = adapter.is_some_and(|info| format!("{:?}", info.0.device_type) == "Cpu"); // not shown
    commands.insert_resource(SoftwareRenderer(software));
    commands.insert_resource(asked.0.unwrap_or(GraphicsQuality::for_adapter(software)).settings());
}

/// The scenes are lit by one sun and ambient light, neither of which is sorted into clusters, so Bevy's light
/// clustering has nothing to do; done on the GPU it still runs a compute and two raster passes each frame (a
/// software renderer feels both), done on the CPU it costs nothing without point lights.
fn cluster_lights_on_cpu(settings: Option<ResMut<GlobalClusterSettings>>) {
    if let Some(mut settings) = settings {
        settings.gpu_clustering = None;
    }
}

/// Whether bodies are drawn with simple shading (off where no graphics settings exist, as in tests).
pub fn simple_shading(settings: Option<Res<GraphicsSettings>>) -> bool {
    settings.is_some_and(|settings| settings.simple_shading)
}

/// The 3D view's camera and the panels'.
#[derive(SystemParam)]
struct Cameras<'w, 's> {
    scene: Query<'w, 's, (Entity, &'static mut Camera), With<OrbitCamera>>,
    panels: Query<'w, 's, &'static mut Camera, (With<PrimaryEguiContext>, Without<OrbitCamera>)>,
}

/// Puts the settings into the cameras, the sun and the unit balls.
fn apply_settings(
    settings: Res<GraphicsSettings>,
    renderer: Option<Res<SoftwareRenderer>>,
    mut commands: Commands,
    mut cameras: Cameras,
    mut suns: Query<&mut DirectionalLight>,
    ball: Option<Res<UnitBall>>,
    mut meshes: ResMut<Assets<Mesh>>,
) {
    let shadow_filter = renderer.map_or(ShadowFilteringMethod::Gaussian, |renderer| renderer.shadow_filter());
    for (entity, _) in &cameras.scene {
        commands.entity(entity).insert((settings.msaa(), settings.render_scale(), shadow_filter));
    }
    if let (Ok((_, mut scene)), Ok(mut panels)) = (cameras.scene.single_mut(), cameras.panels.single_mut()) {
        share_window_texture(settings.msaa(), &mut scene, &mut panels);
    }
    for mut sun in &mut suns {
        // simple shading neither casts nor receives shadows
        sun.shadow_maps_enabled = settings.shadows && !settings.simple_shading;
    }
    if let Some(ball) = ball {
        for (handle, mesh) in [(&ball.detailed, settings.ball()), (&ball.coarse, settings.coarse_ball())] {
            if let Some(mut shared) = meshes.get_mut(handle) {
                *shared = mesh;
            }
        }
    }
}

/// What the renderer is given: the 3D camera's multisampling, the sun's shadows and the unit balls'
/// triangles, as the frame report states them (so a test can tell that a preset reached the renderer).
#[derive(SystemParam)]
pub struct DrawnQuality<'w, 's> {
    settings: Option<Res<'w, GraphicsSettings>>,
    camera: Query<
        'w,
        's,
        (&'static Msaa, Option<&'static RenderScale>, Option<&'static ShadowFilteringMethod>),
        With<OrbitCamera>,
    >,
    suns: Query<'w, 's, &'static DirectionalLight>,
    ball: Option<Res<'w, UnitBall>>,
    meshes: Res<'w, Assets<Mesh>>,
    listed: Query<'w, 's, (), With<SpriteLook>>,
    simple: Query<'w, 's, (), With<MeshMaterial3d<SimpleMaterial>>>,
    standard: Query<'w, 's, (), With<MeshMaterial3d<StandardMaterial>>>,
}

impl DrawnQuality<'_, '_> {
    pub fn report(&self) -> serde_json::Value {
        let triangles = |ball: fn(&UnitBall) -> &Handle<Mesh>| {
            let mesh = self.ball.as_ref().and_then(|unit| self.meshes.get(ball(unit)));
            // the marked balls' triangles each have corners of their own: no indices
            mesh.map(|mesh| mesh.indices().map_or(mesh.count_vertices(), |indices| indices.len()) / 3)
        };
        serde_json::json!({
            "graphics": self.settings.as_ref().map(|settings| match settings.preset() {
                Some(preset) => format!("{preset:?}").to_lowercase(),
                None => "custom".to_string(),
            }),
            "msaa_samples": self.camera.iter().next().map(|(msaa, ..)| msaa.samples()),
            "render_scale": self.camera.iter().next().map(|(_, scale, _)| scale.map_or(1.0, |scale| scale.fraction())),
            "shadows": self.suns.iter().any(|sun| sun.shadow_maps_enabled),
            "shadow_filter": self.camera.iter().next().and_then(|(.., filter)| filter.map(|f| format!("{f:?}"))),
            "simple_shading": self.settings.as_ref().map(|settings| settings.simple_shading),
            "drawn_as_sprites": self.listed.iter().count(),
            "drawn_simple": self.simple.iter().count(),
            "drawn_standard": self.standard.iter().count(),
            "ball_triangles": triangles(|unit| &unit.detailed),
            "coarse_ball_triangles": triangles(|unit| &unit.coarse),
        })
    }
}

/// The panel's preset buttons: the one the settings match is lit (neither when they were changed one by one).
pub fn preset_buttons(ui: &mut egui::Ui, settings: &mut GraphicsSettings) {
    let t = Texts::of(ui.ctx());
    ui.horizontal(|ui| {
        ui.label(t.get("graphics-label"));
        let now = settings.preset();
        for (preset, id) in [(GraphicsQuality::Low, "graphics-low"), (GraphicsQuality::High, "graphics-high")] {
            if ui.selectable_label(now == Some(preset), t.get(id)).on_hover_text(t.hint(id)).clicked() {
                *settings = preset.settings();
            }
        }
    });
}

/// The Graphics section: each setting on its own.
pub fn graphics_section(ui: &mut egui::Ui, settings: &mut GraphicsSettings) {
    let t = Texts::of(ui.ctx());
    ui.checkbox(&mut settings.simple_shading, t.get("graphics-simple-shading"));
    ui.checkbox(&mut settings.anti_aliasing, t.get("graphics-anti-aliasing"));
    let standard = !settings.simple_shading;
    let why = t.get("graphics-why-not");
    let shadows = egui::Checkbox::new(&mut settings.shadows, t.get("graphics-shadows"));
    ui.add_enabled(standard, shadows).on_disabled_hover_text(&why);
    ui.checkbox(&mut settings.full_resolution, t.get("graphics-full-resolution"));
    let smooth = egui::Checkbox::new(&mut settings.smooth_balls, t.get("graphics-smooth-balls"));
    ui.add_enabled(standard, smooth).on_disabled_hover_text(why);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_render_scale_follows_the_frame_time() {
        // fast frames: half, three quarters, every pixel; each step up only while it would stay fast
        assert_eq!(next_render_scale(0.5, 10.0), Some(0.75));
        assert_eq!(next_render_scale(0.75, 10.0), Some(1.0));
        assert_eq!(next_render_scale(1.0, 10.0), None);
        assert_eq!(next_render_scale(0.5, 20.0), None, "20 ms at half would be about 45 ms at three quarters");
        // slow frames step down, never below half
        assert_eq!(next_render_scale(1.0, 60.0), Some(0.75));
        assert_eq!(next_render_scale(0.5, 60.0), None);
        // in between, the scale stays
        assert_eq!(next_render_scale(0.75, 35.0), None);
    }
}
