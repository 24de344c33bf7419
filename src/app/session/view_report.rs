//! How much of the window the scene gets and how big its action is drawn, for `--frame-report`: the share of the
//! window the 3D view covers, and on the frame the scene is first framed, each framed body's size on screen and
//! how much of the view they span together.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use serde::Serialize;

use crate::app::view::camera::{FramedBodies, OrbitCamera};
use crate::app::view::framing::box_corners;
use crate::physics::{Collider, RigidBody};

/// A framed body's size on screen, in logical pixels.
#[derive(Serialize, Clone, Debug, PartialEq)]
pub struct BodyOnScreen {
    pub name: String,
    /// It can move (otherwise it is a static body a moving one will meet).
    pub moving: bool,
    pub size_px: [f32; 2],
}

/// The view on the frame the scene was first framed.
#[derive(Serialize, Clone, Debug, PartialEq)]
pub struct FirstView {
    /// The view's size, in logical pixels.
    pub view_px: [f32; 2],
    /// The share of the view's width and height that the framed bodies span together.
    pub action_span: [f32; 2],
    /// The same for the moving bodies alone.
    pub moving_span: [f32; 2],
    pub bodies: Vec<BodyOnScreen>,
}

/// What the view report reads.
#[derive(SystemParam)]
pub struct ViewMeasure<'w, 's> {
    framed: Res<'w, FramedBodies>,
    bodies: Query<'w, 's, (&'static Collider, &'static Transform, &'static RigidBody, Option<&'static Name>)>,
    camera: Query<'w, 's, (&'static Camera, &'static GlobalTransform), With<OrbitCamera>>,
    window: Query<'w, 's, &'static Window, With<PrimaryWindow>>,
}

impl ViewMeasure<'_, '_> {
    /// The share of the window the 3D view covers, 0 to 1.
    pub fn scene_coverage(&self) -> Option<f32> {
        let (camera, _) = self.camera.single().ok()?;
        let window = self.window.single().ok()?;
        let view = camera.physical_viewport_size()?.as_vec2();
        Some(view.x * view.y / (window.physical_width() * window.physical_height()).max(1) as f32)
    }

    /// Whether a framing happened since the last frame.
    pub fn just_framed(&self) -> bool {
        self.framed.is_changed() && !self.framed.is_added()
    }

    /// The framed bodies' sizes on screen now, and their span of the view.
    pub fn first_view(&self) -> Option<FirstView> {
        let (camera, transform) = self.camera.single().ok()?;
        let view = camera.logical_viewport_rect()?;
        let (mut span, mut moving_span) = (Rect::EMPTY, Rect::EMPTY);
        let mut bodies = Vec::new();
        for &entity in &self.framed.0 {
            let Ok((collider, place, kind, name)) = self.bodies.get(entity) else {
                continue;
            };
            let mut drawn = Rect::EMPTY;
            for corner in box_corners(&collider.bounds(place)) {
                if let Ok(at) = camera.world_to_viewport(transform, corner) {
                    drawn = drawn.union_point(at);
                }
            }
            let drawn = drawn.intersect(view);
            span = span.union(drawn);
            let name = name.map_or_else(|| format!("{entity}"), |name| name.to_string());
            let moving = *kind != RigidBody::Static;
            if moving {
                moving_span = moving_span.union(drawn);
            }
            bodies.push(BodyOnScreen { name, moving, size_px: drawn.size().max(Vec2::ZERO).to_array() });
        }
        let share = |span: Rect| (span.size().max(Vec2::ZERO) / view.size()).to_array();
        let (action_span, moving_span) = (share(span), share(moving_span));
        Some(FirstView { view_px: view.size().to_array(), action_span, moving_span, bodies })
    }
}
