//! The textbook's views: motion held to a line or a plane and seen square to it without perspective, so that
//! a head-on or glancing collision looks like the figure in the book and nothing drifts out of the plane. A
//! scene asks for one with its camera's view (`Line`, `FlatFront`, `FlatTop`); the toolbar's View menu switches
//! any scene into one and back.

use bevy::camera::ScalingMode;
use bevy::prelude::*;

use crate::app::view::camera::{FOV, OrbitCamera, OrbitSystems, SceneView};
use crate::app::view::framing::SQUARE_FROM_ABOVE;
use crate::physics::{PhysicsClock, RigidBody, RotationLock, TranslationLock};
use crate::scene::NamedView;

/// How the scene's motion is held and seen.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FlatView {
    /// 3D: free, in perspective.
    #[default]
    Free,
    /// 1D along x, seen from +z.
    Line,
    /// 2D in the x–y plane, seen from +z.
    Front,
    /// 2D in the x–z plane, seen from above.
    Top,
}

/// Marks the locks a flat view put on a body, to take off again.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct HeldFlat;

impl FlatView {
    /// The flat view a scene's named view asks for.
    pub fn of(view: Option<NamedView>) -> FlatView {
        match view {
            Some(NamedView::Line) => FlatView::Line,
            Some(NamedView::FlatFront) => FlatView::Front,
            Some(NamedView::FlatTop) => FlatView::Top,
            _ => FlatView::Free,
        }
    }

    /// The axes a body's centre is held along (x, y, z) and the lock on its turning: it turns only about the
    /// axis the camera looks along.
    pub fn locks(self) -> Option<((bool, bool, bool), RotationLock)> {
        let about_z = RotationLock { x: true, y: true, z: false };
        match self {
            FlatView::Free => None,
            FlatView::Line => Some(((false, true, true), about_z)),
            FlatView::Front => Some(((false, false, true), about_z)),
            FlatView::Top => Some(((false, true, false), RotationLock { x: true, y: false, z: true })),
        }
    }

    /// The camera's yaw and pitch, square to the line or plane.
    fn yaw_and_pitch(self) -> Option<(f32, f32)> {
        match self {
            FlatView::Free => None,
            FlatView::Line | FlatView::Front => Some((0.0, 0.0)),
            FlatView::Top => Some((0.0, SQUARE_FROM_ABOVE)),
        }
    }

    /// The message naming it in the menu.
    pub fn text_id(self) -> &'static str {
        match self {
            FlatView::Free => "view-free",
            FlatView::Line => "view-line",
            FlatView::Front => "view-front",
            FlatView::Top => "view-top",
        }
    }
}

/// The flat views: a scene's own followed, bodies held while one is on, the camera squared to it.
pub fn flat_views(app: &mut App) {
    app.init_resource::<FlatView>()
        .init_resource::<SceneView>()
        .add_systems(PreUpdate, follow_scene_view)
        .add_systems(Update, (hold_flat, square_camera.after(OrbitSystems)));
}

/// A scene opened takes the flat view its camera asks for.
fn follow_scene_view(scene_view: Res<SceneView>, mut flat: ResMut<FlatView>) {
    if scene_view.is_changed() {
        flat.set_if_neq(FlatView::of(scene_view.0.and_then(|camera| camera.view)));
    }
}

/// Holds every moving body to its line or plane while a flat view is on (from where it is; a body moved while
/// paused is held where it was put), and lets them go when it is off.
#[allow(clippy::type_complexity)]
fn hold_flat(
    mut commands: Commands,
    flat: Res<FlatView>,
    clock: Res<PhysicsClock>,
    unheld: Query<(Entity, &Transform, &RigidBody), Without<HeldFlat>>,
    mut held: Query<(Entity, Ref<Transform>, &mut TranslationLock), With<HeldFlat>>,
) {
    if flat.is_changed() {
        for (entity, ..) in &held {
            commands.entity(entity).try_remove::<(TranslationLock, RotationLock, HeldFlat)>();
        }
    }
    let Some(((x, y, z), turning)) = flat.locks() else { return };
    if !flat.is_changed() && clock.paused {
        for (_, transform, mut lock) in &mut held {
            if transform.is_changed() && lock.at != transform.translation {
                lock.at = transform.translation;
            }
        }
    }
    let moving = unheld.iter().filter(|(.., kind)| **kind == RigidBody::Dynamic);
    let relock =
        held.iter().filter(|_| flat.is_changed()).map(|(entity, transform, _)| (entity, transform.translation));
    let bodies: Vec<(Entity, Vec3)> =
        moving.map(|(entity, transform, _)| (entity, transform.translation)).chain(relock).collect();
    for (entity, at) in bodies {
        commands.entity(entity).try_insert((TranslationLock { x, y, z, at }, turning, HeldFlat));
    }
}

/// In a flat view the camera looks square at the line or plane without perspective (zoom and pan as ever;
/// it does not turn), the visible height at the focus what the perspective view showed there.
fn square_camera(flat: Res<FlatView>, mut camera: Single<(&mut OrbitCamera, &mut Transform, &mut Projection)>) {
    let (orbit, transform, projection) = &mut *camera;
    let Some((yaw, pitch)) = flat.yaw_and_pitch() else {
        if !matches!(**projection, Projection::Perspective(_)) {
            **projection = Projection::Perspective(PerspectiveProjection { fov: FOV, ..default() });
        }
        return;
    };
    if (orbit.yaw, orbit.pitch) != (yaw, pitch) {
        orbit.yaw = yaw;
        orbit.pitch = pitch;
        **transform = orbit.transform();
    }
    let height = 2.0 * orbit.distance * (FOV * 0.5).tan();
    let scaling_mode = ScalingMode::FixedVertical { viewport_height: height };
    let square = || OrthographicProjection { scaling_mode, ..OrthographicProjection::default_3d() };
    match &mut **projection {
        Projection::Orthographic(ortho) => {
            if !matches!(ortho.scaling_mode, ScalingMode::FixedVertical { viewport_height } if viewport_height == height)
            {
                ortho.scaling_mode = scaling_mode;
            }
        }
        _ => **projection = Projection::Orthographic(square()),
    }
}
