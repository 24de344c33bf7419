//! Overlays drawn with gizmos over the scene: contacts, normals, bounds, sweeps and flashes, and the
//! switches of every overlay.

use bevy::camera::primitives::{Frustum, Sphere};
use bevy::prelude::*;

use super::camera::OrbitCamera;
use super::event_log::{FLASH_SECONDS, Flashes};
use crate::geometry::{Aabb, Shape};
use crate::physics::{Collider, ContactPair, Contacts, TimeOfImpact};

/// How long a continuous hit's sweep stays drawn, in seconds, so the eye can catch it.
const SWEEP_SECONDS: f32 = 2.5;

const POINT_COLOR: Color = Color::srgb(1.0, 0.85, 0.1);
const NORMAL_COLOR: Color = Color::srgb(1.0, 0.25, 0.2);
const AABB_COLOR: Color = Color::srgb(0.35, 0.8, 0.35);
const SWEEP_COLOR: Color = Color::srgb(0.85, 0.4, 1.0);
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

/// Which overlays are on; one switch each.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Overlays {
    pub contact_points: bool,
    pub normals: bool,
    pub penetration_labels: bool,
    pub aabbs: bool,
    pub velocities: bool,
    pub sweeps: bool,
    pub impulses: bool,
    pub corrections: bool,
    pub tunnelling: bool,
    /// The floor grid with its scale and the axes.
    pub grid: bool,
    pub momenta: bool,
    pub centre_of_mass: bool,
    /// Velocity and momentum arrows on a log scale.
    pub log_arrows: bool,
    /// Fading paths of the moving bodies.
    pub traces: bool,
}

impl Default for Overlays {
    fn default() -> Self {
        Overlays {
            contact_points: true,
            normals: true,
            penetration_labels: false,
            aabbs: false,
            velocities: false,
            sweeps: true,
            impulses: false,
            corrections: false,
            tunnelling: false,
            grid: true,
            momenta: false,
            centre_of_mass: false,
            log_arrows: false,
            traces: false,
        }
    }
}

impl Overlays {
    /// The names `--overlays` takes, and the switch each names.
    pub const NAMES: [&'static str; 9] =
        ["contacts", "normals", "penetration", "aabbs", "velocity", "swept", "impulses", "corrections", "tunnelling"];

    /// Overlays from a comma-separated list of [`Overlays::NAMES`]; an unknown name is an error.
    pub fn parse(list: &str) -> Result<Overlays, String> {
        let mut overlays = Overlays { contact_points: false, normals: false, sweeps: false, grid: false, ..default() };
        for name in list.split(',').map(str::trim).filter(|n| !n.is_empty()) {
            *overlays
                .switch(name)
                .ok_or_else(|| format!("unknown overlay `{name}`; known: {}", Self::NAMES.join(", ")))? = true;
        }
        Ok(overlays)
    }

    fn switch(&mut self, name: &str) -> Option<&mut bool> {
        Some(match name {
            "contacts" => &mut self.contact_points,
            "normals" => &mut self.normals,
            "penetration" => &mut self.penetration_labels,
            "aabbs" => &mut self.aabbs,
            "velocity" => &mut self.velocities,
            "swept" => &mut self.sweeps,
            "impulses" => &mut self.impulses,
            "corrections" => &mut self.corrections,
            "tunnelling" => &mut self.tunnelling,
            "grid" => &mut self.grid,
            "momentum" => &mut self.momenta,
            "com" => &mut self.centre_of_mass,
            "log" => &mut self.log_arrows,
            "traces" => &mut self.traces,
            _ => return None,
        })
    }
}

/// Continuous hits of the last few seconds with a sweep to draw, kept after their step so the sweep stays on
/// screen.
#[derive(Resource, Clone, Debug, Default)]
pub struct RecentHits(pub Vec<RecentHit>);

#[derive(Clone, Debug)]
pub struct RecentHit {
    pub shapes: (Shape, Shape),
    pub toi: TimeOfImpact,
    pub seconds_left: f32,
}

pub(super) fn plugin(app: &mut App) {
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
    colliders: Query<&Collider>,
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
        if long_path(&a.0, toi.sweep_a) || long_path(&b.0, toi.sweep_b) {
            recent.0.push(RecentHit { shapes: (a.0, b.0), toi, seconds_left: SWEEP_SECONDS });
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
    contacts: Res<Contacts>,
    recent: Res<RecentHits>,
    flashes: Res<Flashes>,
    bodies: Query<(&Collider, &Transform)>,
    camera: Option<Single<(&Frustum, &GlobalTransform), With<OrbitCamera>>>,
) {
    let frustum = camera.as_deref().map(|(frustum, _)| *frustum);
    let eye = camera.as_deref().map_or(Vec3::ZERO, |(_, transform)| transform.translation());
    if overlays.contact_points || overlays.normals {
        draw_contacts(&mut gizmos, &overlays, &contacts, &bodies, (frustum, eye));
    }
    if overlays.aabbs {
        for (collider, transform) in &bodies {
            let aabb = collider.aabb(transform.translation);
            if in_view(frustum, aabb.center, aabb.half_extents.length()) {
                draw_aabb(&mut gizmos, &aabb, AABB_COLOR);
            }
        }
    }
    if overlays.sweeps {
        for hit in &recent.0 {
            for (shape, sweep, pose) in
                [(hit.shapes.0, hit.toi.sweep_a, hit.toi.pose_a), (hit.shapes.1, hit.toi.sweep_b, hit.toi.pose_b)]
            {
                let path = shape.aabb(sweep.0).union(&shape.aabb(sweep.1));
                if long_path(&shape, sweep) && in_view(frustum, path.center, path.half_extents.length()) {
                    draw_sweep(&mut gizmos, &shape, sweep);
                    draw_shape(&mut gizmos, &shape, pose, TOI_COLOR);
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
    contacts: &Contacts,
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

fn draw_aabb(gizmos: &mut Gizmos, aabb: &Aabb, color: Color) {
    gizmos.cube(Transform::from_translation(aabb.center).with_scale(aabb.half_extents * 2.0), color);
}

pub(super) fn draw_shape(gizmos: &mut Gizmos, shape: &Shape, center: Vec3, color: Color) {
    match *shape {
        Shape::Sphere { radius } => {
            gizmos.sphere(Isometry3d::from_translation(center), radius, color);
        }
        Shape::Box { .. } => draw_aabb(gizmos, &shape.aabb(center), color),
    }
}

/// A sphere's sweep is a capsule: both end spheres and the lines joining their rims; a box's is its
/// stretched bounds.
pub(super) fn draw_sweep(gizmos: &mut Gizmos, shape: &Shape, (start, end): (Vec3, Vec3)) {
    match *shape {
        Shape::Sphere { radius } => {
            gizmos.sphere(Isometry3d::from_translation(start), radius, SWEEP_COLOR);
            gizmos.sphere(Isometry3d::from_translation(end), radius, SWEEP_COLOR);
            let along = (end - start).normalize_or_zero();
            let side = along.any_orthonormal_vector();
            let up = along.cross(side);
            for offset in [side, -side, up, -up] {
                gizmos.line(start + offset * radius, end + offset * radius, SWEEP_COLOR);
            }
        }
        Shape::Box { .. } => draw_aabb(gizmos, &shape.aabb(start).union(&shape.aabb(end)), SWEEP_COLOR),
    }
}

#[cfg(test)]
mod tests {
    use bevy::math::primitives::ViewFrustum;

    use super::*;

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

    #[test]
    fn overlay_list_parses_known_names_and_refuses_others() {
        let overlays = Overlays::parse("contacts, aabbs").unwrap();
        assert!(overlays.contact_points && overlays.aabbs);
        assert!(!overlays.normals && !overlays.sweeps && !overlays.velocities);
        assert!(Overlays::parse("contacts,sparkles").unwrap_err().contains("sparkles"));
        assert_eq!(
            Overlays::parse("").unwrap(),
            Overlays { contact_points: false, normals: false, sweeps: false, grid: false, ..default() }
        );
    }
}
