//! Overlays drawn with gizmos over the scene: contacts, normals, bounds, sweeps and flashes.

use bevy::camera::primitives::{Frustum, Sphere};
use bevy::prelude::*;

use crate::app::overlays::flashes::{FLASH_SECONDS, Flashes};
use crate::app::overlays::shapes::{draw_aabb, draw_shape, draw_sweep};
use crate::app::overlays::switches::Overlays;
use crate::app::view::camera::OrbitCamera;
use crate::geometry::{Placed, Shape};
use crate::physics::{Collider, ContactPair, Contacts, ManifoldWarmStart, TimeOfImpact};

/// How long a continuous hit's sweep stays drawn, in seconds, so the eye can catch it.
const SWEEP_SECONDS: f32 = 2.5;

const POINT_COLOR: Color = Color::srgb(1.0, 0.85, 0.1);
const NORMAL_COLOR: Color = Color::srgb(1.0, 0.25, 0.2);
const AABB_COLOR: Color = Color::srgb(0.35, 0.8, 0.35);
const TOI_COLOR: Color = Color::srgb(1.0, 0.3, 0.9);
const FLASH_COLOR: Color = Color::srgb(1.0, 1.0, 0.6);
/// Segments of a contact point's marker and of a flash: they are a few pixels wide.
const MARKER_RESOLUTION: u32 = 8;
const FLASH_RESOLUTION: u32 = 16;
/// A contact point's marker's radius (m).
const MARKER_RADIUS: f32 = 0.06;
/// The length of a contact normal's arrow (m), which is also how far a contact's overlay reaches from its point
/// for the on-screen test.
const NORMAL_LENGTH: f32 = 0.6;
/// The contacts drawn at most (the nearest the eye): thousands of markers hide the scene and cost a frame.
const DRAWN_CONTACTS: usize = 1000;
/// A flash's radius as it starts and as it fades out, in metres.
const FLASH_RADII: (f32, f32) = (0.1, 0.6);

/// Continuous hits of the last few seconds with a sweep to draw, kept after their step so the sweep stays on
/// screen.
#[derive(Resource, Clone, Debug, Default)]
pub struct RecentHits(pub Vec<RecentHit>);

#[derive(Clone, Debug)]
pub struct RecentHit {
    pub shapes: (Shape, Shape),
    /// How the two bodies are turned at the end of the step.
    pub rotations: (Quat, Quat),
    pub toi: TimeOfImpact,
    pub seconds_left: f32,
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Overlays>()
        .init_resource::<RecentHits>()
        .add_systems(Startup, style_gizmos)
        .add_systems(PostUpdate, (remember_continuous_hits, draw_overlays).chain());
}

/// Lines drawn over the bodies: a normal inside a ball must still be seen (their width is the projector
/// preset's).
fn style_gizmos(mut store: ResMut<GizmoConfigStore>) {
    store.config_mut::<DefaultGizmoConfigGroup>().0.depth_bias = -1.0;
}

/// Takes the continuous hits of the step just run (none when the frame ran no step) whose sweep is drawn.
fn remember_continuous_hits(
    time: Res<Time>,
    contacts: Res<Contacts>,
    colliders: Query<(&Collider, &Transform)>,
    mut recent: ResMut<RecentHits>,
) {
    let dt = time.delta_secs();
    recent.0.retain_mut(|hit| {
        hit.seconds_left -= dt;
        hit.seconds_left > 0.0
    });
    if !contacts.is_changed() {
        return;
    }
    for pair in &contacts.pairs {
        let (Some(toi), Ok(a), Ok(b)) = (pair.toi, colliders.get(pair.a), colliders.get(pair.b)) else {
            continue;
        };
        let ((a, turn_a), (b, turn_b)) = (a, b);
        if long_path(&a.0, toi.sweep_a) || long_path(&b.0, toi.sweep_b) {
            let (shapes, rotations) = ((a.0.clone(), b.0.clone()), (turn_a.rotation, turn_b.rotation));
            recent.0.push(RecentHit { shapes, rotations, toi, seconds_left: SWEEP_SECONDS });
        }
    }
}

/// Whether a body's path over the step is long against the body, so that a discrete test could have missed
/// the hit: only such sweeps are drawn (a ball pit's thousands of slow hits would hide the one that matters).
fn long_path(shape: &Shape, sweep: (Vec3, Vec3)) -> bool {
    sweep.0.distance(sweep.1) > shape.min_extent()
}

/// What the 3D view can see: gizmo lines are built on the CPU and drawn even off screen, so the overlays skip
/// what lies outside the view (a thousand contacts in a ball pit, most of them hidden by a zoom).
fn in_view(frustum: Option<&Frustum>, center: Vec3, radius: f32) -> bool {
    frustum.is_none_or(|frustum| frustum.intersects_sphere(&Sphere { center: center.into(), radius }, true))
}

fn draw_overlays(
    mut gizmos: Gizmos,
    overlays: Res<Overlays>,
    (contacts, kept): (Res<Contacts>, Res<ManifoldWarmStart>),
    recent: Res<RecentHits>,
    flashes: Res<Flashes>,
    bodies: Query<(&Collider, &Transform)>,
    camera: Option<Single<(&Frustum, &GlobalTransform), With<OrbitCamera>>>,
) {
    let frustum = camera.as_deref().map(|(frustum, _)| *frustum);
    let eye = camera.as_deref().map_or(Vec3::ZERO, |(_, transform)| transform.translation());
    if overlays.contact_points || overlays.normals {
        draw_contacts(&mut gizmos, &overlays, (&contacts, &kept), &bodies, (frustum, eye));
    }
    if overlays.aabbs {
        for (collider, transform) in &bodies {
            let aabb = collider.bounds(transform);
            if in_view(frustum, aabb.center, aabb.half_extents.length()) {
                draw_aabb(&mut gizmos, &aabb, AABB_COLOR);
            }
        }
    }
    if overlays.sweeps {
        for hit in &recent.0 {
            let toi = &hit.toi;
            let a = (&hit.shapes.0, hit.rotations.0, toi.sweep_a, toi.pose_a);
            for (shape, rotation, sweep, pose) in [a, (&hit.shapes.1, hit.rotations.1, toi.sweep_b, toi.pose_b)] {
                let start = Placed::new(shape.clone(), sweep.0, rotation);
                let path = start.swept_aabb(sweep.1);
                if long_path(shape, sweep) && in_view(frustum, path.center, path.half_extents.length()) {
                    draw_sweep(&mut gizmos, &start, sweep.1);
                    draw_shape(&mut gizmos, &Placed { center: pose, ..start }, TOI_COLOR);
                }
            }
        }
    }
    let (first, last) = FLASH_RADII;
    for &(point, left) in flashes.0.iter().filter(|(point, _)| in_view(frustum, *point, last)) {
        let grown = first + (1.0 - left / FLASH_SECONDS) * (last - first);
        let color = FLASH_COLOR.with_alpha(left / FLASH_SECONDS);
        draw_dot(&mut gizmos, (point, grown), color, eye, FLASH_RESOLUTION);
    }
}

/// The touching pairs' points, the line between them and the normal, for the [`DRAWN_CONTACTS`] nearest the
/// eye; speculative contacts (a gap within the margin) are listed in the table but not drawn: nothing
/// touches yet.
fn draw_contacts(
    gizmos: &mut Gizmos,
    overlays: &Overlays,
    (contacts, kept): (&Contacts, &ManifoldWarmStart),
    bodies: &Query<(&Collider, &Transform)>,
    (frustum, eye): (Option<&Frustum>, Vec3),
) {
    // body B is looked up only for the contacts kept: a pile of 10,000 balls has some 20,000
    let mut seen: Vec<(Vec3, &ContactPair)> = Vec::new();
    for pair in contacts.pairs.iter().filter(|pair| pair.is_touching()) {
        if let Ok((_, transform_a)) = bodies.get(pair.a) {
            let point_a = transform_a.translation + pair.contact.local_a;
            if in_view(frustum, point_a, NORMAL_LENGTH) {
                seen.push((point_a, pair));
            }
        }
    }
    keep_nearest(&mut seen, eye, DRAWN_CONTACTS, |(point, _)| *point);
    // made linear once, not for each point of each line (from sRGB, three powers a point)
    let (point_color, normal_color) = (Color::from(POINT_COLOR.to_linear()), Color::from(NORMAL_COLOR.to_linear()));
    for (point_a, pair) in seen {
        let Ok((_, transform_b)) = bodies.get(pair.b) else { continue };
        let (point_b, normal) = (transform_b.translation + pair.contact.local_b, pair.contact.normal);
        if overlays.contact_points {
            // a box that tumbles is held at up to four points: the patch they span, on A
            if let (Some(manifold), Ok((_, transform_a))) = (kept.find(pair.key()), bodies.get(pair.a)) {
                let on_a =
                    manifold.points[..manifold.len].iter().map(|point| transform_a.transform_point(point.anchors.0));
                let patch = patch_outline(on_a.collect(), normal);
                for (k, &corner) in patch.iter().enumerate() {
                    draw_dot(gizmos, (corner, 0.5 * MARKER_RADIUS), point_color, eye, MARKER_RESOLUTION);
                    gizmos.line(corner, patch[(k + 1) % patch.len()], point_color);
                }
            }
            draw_dot(gizmos, (point_a, MARKER_RADIUS), point_color, eye, MARKER_RESOLUTION);
            // the two points of a resting contact lie within one marker: its second dot and the line between
            // would draw over the first (and cost as many lines again)
            if point_a.distance_squared(point_b) > MARKER_RADIUS * MARKER_RADIUS {
                draw_dot(gizmos, (point_b, MARKER_RADIUS), point_color, eye, MARKER_RESOLUTION);
                gizmos.line(point_a, point_b, point_color);
            }
        }
        if overlays.normals {
            gizmos.arrow(point_a, point_a + normal * NORMAL_LENGTH, normal_color);
        }
    }
}

/// A manifold's points in order around their middle, about `normal`, so that the outline through them does not
/// cross itself.
pub fn patch_outline(mut points: Vec<Vec3>, normal: Vec3) -> Vec<Vec3> {
    let middle = points.iter().sum::<Vec3>() / points.len().max(1) as f32;
    let (across, along) = normal.any_orthonormal_pair();
    let angle = |point: &Vec3| (*point - middle).dot(along).atan2((*point - middle).dot(across));
    points.sort_by(|p, q| angle(p).total_cmp(&angle(q)));
    points
}

/// A round marker: a circle turned to face the eye, which looks the same from every side as a wire sphere
/// does, for a third of its lines (a line costs a software renderer as much as a small ball).
fn draw_dot(gizmos: &mut Gizmos, (center, radius): (Vec3, f32), color: Color, eye: Vec3, resolution: u32) {
    let facing = Quat::from_rotation_arc(Vec3::Z, (eye - center).normalize_or(Vec3::Z));
    gizmos.circle(Isometry3d::new(center, facing), radius, color).resolution(resolution);
}

/// Keeps the `limit` items nearest `eye` (in no order).
fn keep_nearest<T>(items: &mut Vec<T>, eye: Vec3, limit: usize, at: impl Fn(&T) -> Vec3) {
    if items.len() > limit {
        items.select_nth_unstable_by(limit, |a, b| at(a).distance_squared(eye).total_cmp(&at(b).distance_squared(eye)));
        items.truncate(limit);
    }
}

#[cfg(test)]
mod tests {
    use bevy::math::primitives::ViewFrustum;

    use super::*;

    #[test]
    fn a_patchs_corners_are_joined_round_its_edge_not_across_it() {
        // the corners of a square face, listed crosswise: joined in order they would make a bow tie
        let corners = vec![
            Vec3::new(1.0, 0.0, 1.0),
            Vec3::new(-1.0, 0.0, -1.0),
            Vec3::new(1.0, 0.0, -1.0),
            Vec3::new(-1.0, 0.0, 1.0),
        ];
        let patch = patch_outline(corners, Vec3::Y);
        for k in 0..4 {
            // each side of the outline is a side of the square (2 m), none a diagonal
            let side = patch[k].distance(patch[(k + 1) % 4]);
            assert!((side - 2.0).abs() < 1e-5, "{patch:?}");
        }
    }

    #[test]
    fn only_the_contacts_nearest_the_eye_are_drawn_past_the_limit() {
        let mut points: Vec<Vec3> = (0..50).rev().map(|i| Vec3::new(i as f32, 0.0, 0.0)).collect();
        keep_nearest(&mut points, Vec3::new(-1.0, 0.0, 0.0), 10, |point| *point);
        points.sort_by(|a, b| a.x.total_cmp(&b.x));
        assert_eq!(points, (0..10).map(|i| Vec3::new(i as f32, 0.0, 0.0)).collect::<Vec<_>>());
        let mut few = vec![Vec3::ONE, Vec3::ZERO];
        keep_nearest(&mut few, Vec3::ZERO, 10, |point| *point);
        assert_eq!(few, [Vec3::ONE, Vec3::ZERO]);
    }

    #[test]
    fn overlays_skip_what_the_camera_cannot_see() {
        // a camera at z = 10 looking down −z with a 45° field of view
        let view = Mat4::look_at_rh(Vec3::new(0.0, 0.0, 10.0), Vec3::ZERO, Vec3::Y);
        let projection = Mat4::perspective_infinite_reverse_rh(std::f32::consts::FRAC_PI_4, 16.0 / 9.0, 0.1);
        let frustum = Frustum(ViewFrustum::from_clip_from_world(&(projection * view)));
        assert!(in_view(Some(&frustum), Vec3::ZERO, 0.1));
        // behind the camera, far to the side or above: skipped
        for point in [Vec3::new(0.0, 0.0, 12.0), Vec3::new(30.0, 0.0, 0.0), Vec3::new(0.0, 20.0, 0.0)] {
            assert!(!in_view(Some(&frustum), point, 0.5), "{point}");
        }
        // a reach that crosses the edge of the view counts as seen; without a camera everything does
        assert!(in_view(Some(&frustum), Vec3::new(0.0, 0.0, 10.6), 0.7));
        assert!(in_view(None, Vec3::new(0.0, 0.0, 12.0), 0.5));
    }
}
