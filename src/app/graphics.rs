//! The graphics quality: anti-aliasing, shadows, the 3D view's resolution and how many triangles a ball has. "Low" is chosen by itself on
//! a software renderer (a school laptop without a driver, or Mesa's llvmpipe), where it draws the 520-body ball
//! pit about nine times as fast (43 against 407 ms a frame); "high" otherwise. The panel and `--graphics` change it.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;
use bevy_egui::egui;

use super::camera::OrbitCamera;
use super::render_scale::RenderScale;

/// How the scene is drawn.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum GraphicsQuality {
    /// No anti-aliasing, no shadows, the 3D view drawn at half its width and height, balls of 12 × 8 segments.
    Low,
    /// 4× multisampling, shadows of the sun, every pixel drawn, balls of 32 × 18 segments.
    High,
}

impl GraphicsQuality {
    /// The preset for an adapter: low on a software renderer.
    pub fn for_adapter(software: bool) -> Self {
        if software { GraphicsQuality::Low } else { GraphicsQuality::High }
    }

    /// Multisampling of the 3D view.
    pub fn msaa(self) -> Msaa {
        match self {
            GraphicsQuality::Low => Msaa::Off,
            GraphicsQuality::High => Msaa::Sample4,
        }
    }

    /// Whether the sun casts shadows: they show how high a ball is above the floor, but a software renderer
    /// draws the scene once more for them.
    pub fn shadows(self) -> bool {
        self == GraphicsQuality::High
    }

    /// The fraction of the 3D view's width and height drawn: a software renderer's frame costs what its
    /// pixels do, and half of each side is a quarter of them.
    pub fn render_scale(self) -> RenderScale {
        match self {
            GraphicsQuality::Low => RenderScale(0.5),
            GraphicsQuality::High => RenderScale(1.0),
        }
    }

    /// The unit ball a spherical body is drawn with.
    pub fn ball(self) -> Mesh {
        unit_ball(match self {
            GraphicsQuality::Low => (12, 8),
            GraphicsQuality::High => (32, 18),
        })
    }

    /// The unit ball a spherical body small on screen is drawn with.
    pub fn coarse_ball(self) -> Mesh {
        unit_ball(match self {
            GraphicsQuality::Low => (7, 5),
            GraphicsQuality::High => (14, 9),
        })
    }
}

/// A ball of radius 1 with this many (sectors, stacks).
fn unit_ball((sectors, stacks): (u32, u32)) -> Mesh {
    Sphere::new(1.0).mesh().uv(sectors, stacks)
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

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AskedQuality>()
        .add_systems(Startup, choose_quality)
        .add_systems(Update, apply_quality.run_if(resource_changed::<GraphicsQuality>));
}

/// The quality asked for, or the adapter's preset.
fn choose_quality(mut commands: Commands, asked: Res<AskedQuality>, adapter: Option<Res<RenderAdapterInfo>>) {
    let software = adapter.is_some_and(|info| format!("{:?}", info.0.device_type) == "Cpu");
    commands.insert_resource(asked.0.unwrap_or(GraphicsQuality::for_adapter(software)));
}

/// Puts the quality into the camera, the sun and the unit balls.
fn apply_quality(
    quality: Res<GraphicsQuality>,
    mut commands: Commands,
    camera: Query<Entity, With<OrbitCamera>>,
    mut suns: Query<&mut DirectionalLight>,
    ball: Option<Res<UnitBall>>,
    mut meshes: ResMut<Assets<Mesh>>,
) {
    for entity in &camera {
        commands.entity(entity).insert((quality.msaa(), quality.render_scale()));
    }
    for mut sun in &mut suns {
        sun.shadow_maps_enabled = quality.shadows();
    }
    if let Some(ball) = ball {
        for (handle, mesh) in [(&ball.detailed, quality.ball()), (&ball.coarse, quality.coarse_ball())] {
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
    quality: Option<Res<'w, GraphicsQuality>>,
    camera: Query<'w, 's, (&'static Msaa, Option<&'static RenderScale>), With<OrbitCamera>>,
    suns: Query<'w, 's, &'static DirectionalLight>,
    ball: Option<Res<'w, UnitBall>>,
    meshes: Res<'w, Assets<Mesh>>,
}

impl DrawnQuality<'_, '_> {
    pub fn report(&self) -> serde_json::Value {
        let triangles = |ball: fn(&UnitBall) -> &Handle<Mesh>| {
            let mesh = self.ball.as_ref().and_then(|unit| self.meshes.get(ball(unit)));
            mesh.and_then(|mesh| mesh.indices()).map(|indices| indices.len() / 3)
        };
        serde_json::json!({
            "graphics": self.quality.as_ref().map(|q| format!("{:?}", **q).to_lowercase()),
            "msaa_samples": self.camera.iter().next().map(|(msaa, _)| msaa.samples()),
            "render_scale": self.camera.iter().next().map(|(_, scale)| scale.map_or(1.0, |scale| scale.0)),
            "shadows": self.suns.iter().any(|sun| sun.shadow_maps_enabled),
            "ball_triangles": triangles(|unit| &unit.detailed),
            "coarse_ball_triangles": triangles(|unit| &unit.coarse),
        })
    }
}

/// The panel's switch between the two.
pub fn quality_switch(ui: &mut egui::Ui, quality: &mut GraphicsQuality) {
    ui.horizontal(|ui| {
        ui.label("Graphics");
        ui.selectable_value(quality, GraphicsQuality::Low, "Low");
        ui.selectable_value(quality, GraphicsQuality::High, "High").on_hover_text(
            "4× anti-aliasing, shadows, full resolution and smoother balls: slow on a software renderer",
        );
    });
}
