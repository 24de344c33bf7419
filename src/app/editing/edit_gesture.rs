//! What the set-up tool's parts share: the drag in progress, the tool's switches, the pointer and camera, and a
//! body as the tool reads and changes it.

use bevy::ecs::query::QueryData;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use crate::app::editing::drag_plane::DragPlane;
use crate::app::editing::shape_handles::ShapeHandle;
use crate::app::instruments::tools::Handle;
use crate::app::interaction::picking::pointer_ray;
use crate::app::state::pointer::TouchPointer;
use crate::app::view::camera::OrbitCamera;
use crate::geometry::{Ray, Shape};
use crate::physics::{Collider, LinearVelocity, Mass, RigidBody};

/// The drag of the set-up tool in progress, if any.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub enum EditGesture {
    #[default]
    Idle,
    /// A body dragged on `plane`, its centre kept `offset` from the pointer's point there.
    Moving { body: Entity, offset: Vec3, plane: DragPlane },
    /// A body's velocity arrow dragged by its tip on `plane` (through the centre), drawn at `scale` m/s per
    /// metre (or on the log scale).
    Aiming { body: Entity, plane: DragPlane, scale: f32, log: bool },
    /// A body's size handle dragged on `plane` (through its centre, facing the view), from the body's `start`.
    Sizing { body: Entity, handle: ShapeHandle, plane: DragPlane, start: BodySize },
    /// A box's knob dragged on `plane` from `from`, the box turned by `start` when the drag began.
    Turning { body: Entity, from: Vec3, start: Quat, plane: DragPlane },
    /// An instrument's handle dragged on `plane`.
    Instrument { handle: Handle, plane: DragPlane },
}

impl EditGesture {
    /// The body the drag changes, if it changes one.
    pub fn body(&self) -> Option<Entity> {
        match self {
            EditGesture::Moving { body, .. }
            | EditGesture::Aiming { body, .. }
            | EditGesture::Sizing { body, .. }
            | EditGesture::Turning { body, .. } => Some(*body),
            EditGesture::Instrument { .. } | EditGesture::Idle => None,
        }
    }
}

/// A body's shape and mass, as a resize started from.
#[derive(Clone, Debug, PartialEq)]
pub struct BodySize {
    pub shape: Shape,
    pub mass: f32,
}

/// The set-up tool's switches.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct EditSettings {
    /// Positions go to the floor grid's tenths, speeds to tenths of a metre per second, angles to whole
    /// multiples of 5° and sizes to 5 cm.
    pub snap: bool,
    /// A body resized keeps its density (a ball twice as wide is eight times as heavy), or else its mass.
    pub same_density: bool,
}

impl Default for EditSettings {
    fn default() -> Self {
        EditSettings { snap: true, same_density: true }
    }
}

/// The snap's step for positions (m): a tenth of the floor grid's square.
pub const SNAP_STEP: f32 = 0.1;
/// A press this close to a handle (logical pixels) takes it.
pub const HANDLE_REACH: f32 = 12.0;

/// The pointer on screen and the camera.
#[derive(bevy::ecs::system::SystemParam)]
pub struct EditView<'w, 's> {
    window: Single<'w, 's, &'static Window, With<PrimaryWindow>>,
    pub camera: Single<'w, 's, (&'static Camera, &'static GlobalTransform), With<OrbitCamera>>,
    touch: Res<'w, TouchPointer>,
}

impl EditView<'_, '_> {
    pub fn pointer(&self) -> Option<Vec2> {
        self.touch.position_in(&self.window)
    }

    pub fn ray(&self) -> Option<Ray> {
        pointer_ray(self.pointer(), self.camera.0, self.camera.1)
    }

    pub fn on_screen(&self, point: Vec3) -> Option<Vec2> {
        self.camera.0.world_to_viewport(self.camera.1, point).ok()
    }

    /// The plane through `point` facing the view square on, with the view's right and up in it.
    pub fn facing_plane(&self, point: Vec3) -> DragPlane {
        let transform = self.camera.1;
        DragPlane { point, normal: *transform.forward(), right: *transform.right(), up: *transform.up() }
    }
}

/// A body as the set-up tool reads and changes it.
#[derive(QueryData)]
#[query_data(mutable)]
pub struct EditedBody {
    pub entity: Entity,
    pub transform: &'static mut Transform,
    pub velocity: &'static mut LinearVelocity,
    pub collider: &'static mut Collider,
    pub mass: &'static mut Mass,
    pub kind: &'static RigidBody,
    pub name: Option<&'static Name>,
}

pub type EditedBodies<'w, 's> = Query<'w, 's, EditedBody>;
