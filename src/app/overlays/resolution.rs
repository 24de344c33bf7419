//! The resolution made visible: impulse arrows at each contact (normal and friction apart, with a scale),
//! the positional correction's shift apart from them (a ghost where the body was before it, an arrow), and
//! the tunnelling predictor (bodies moving faster than discrete detection can catch near them).

use bevy::prelude::*;

use crate::app::overlays::arrow_scales::{ArrowScales, arrow_scale};
use crate::app::overlays::shapes::draw_shape;
use crate::app::overlays::switches::Overlays;
use crate::geometry::{Aabb, Placed, Shape};
use crate::inspector::safe_speed;
use crate::physics::{CandidatePairs, Collider, Contacts, CorrectionShifts, LinearVelocity, PhysicsClock, RigidBody};

const NORMAL_IMPULSE_COLOR: Color = Color::srgb(1.0, 0.55, 0.1);
const FRICTION_IMPULSE_COLOR: Color = Color::srgb(0.6, 1.0, 0.3);
const SHIFT_COLOR: Color = Color::srgb(0.75, 0.75, 0.85);
const TOO_FAST_COLOR: Color = Color::srgb(1.0, 0.15, 0.15);

/// The longest impulse arrow (m).
const LONGEST_ARROW: f32 = 1.5;
/// Shifts are millimetres: their arrows are drawn this many times longer.
pub const SHIFT_MAGNIFICATION: f32 = 20.0;
/// Shifts shorter than this are not drawn (m).
const SMALLEST_SHIFT: f32 = 1e-4;
/// The tunnelling predictor looks this many steps ahead along each body's path for obstacles.
const LOOKAHEAD_STEPS: f32 = 10.0;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ArrowScales>().add_systems(PostUpdate, (draw_impulses, draw_shifts, draw_tunnelling_risks));
}

/// An arrow for the impulse each resolved contact gave B (A got the opposite), from the contact point.
fn draw_impulses(
    mut gizmos: Gizmos,
    overlays: Res<Overlays>,
    contacts: Res<Contacts>,
    transforms: Query<&Transform>,
    mut scales: ResMut<ArrowScales>,
) {
    if !overlays.impulses {
        return;
    }
    let largest =
        contacts.pairs.iter().map(|pair| pair.normal_impulse.max(pair.tangent_impulse.length())).fold(0.0, f32::max);
    if largest > 0.0 {
        let impulse = arrow_scale(largest, LONGEST_ARROW);
        if scales.impulse != impulse {
            scales.impulse = impulse;
        }
    }
    let scale = scales.impulse;
    for pair in contacts.pairs.iter().filter(|pair| pair.normal_impulse > 0.0 || pair.tangent_impulse != Vec3::ZERO) {
        let Ok(at_b) = transforms.get(pair.b) else { continue };
        let point = at_b.translation + pair.contact.local_b;
        gizmos.arrow(point, point + pair.contact.normal * pair.normal_impulse / scale, NORMAL_IMPULSE_COLOR);
        if pair.tangent_impulse.length() > 1e-6 {
            gizmos.arrow(point, point + pair.tangent_impulse / scale, FRICTION_IMPULSE_COLOR);
        }
    }
}

/// A ghost where each shifted body was before the correction moved it, and an arrow (magnified) to where it is.
fn draw_shifts(
    mut gizmos: Gizmos,
    overlays: Res<Overlays>,
    shifts: Res<CorrectionShifts>,
    bodies: Query<(&Collider, &Transform)>,
) {
    if !overlays.corrections {
        return;
    }
    for &(entity, shift) in shifts.0.iter().filter(|(_, shift)| shift.length() > SMALLEST_SHIFT) {
        let Ok((collider, transform)) = bodies.get(entity) else { continue };
        let now = transform.translation;
        let before = Placed::new(collider.0.clone(), now - shift, transform.rotation);
        draw_shape(&mut gizmos, &before, SHIFT_COLOR.with_alpha(0.6));
        gizmos.arrow(now - shift * SHIFT_MAGNIFICATION, now, SHIFT_COLOR);
    }
}

/// Outlines in red every body moving faster than discrete detection can be sure to catch against the
/// thinnest body near its path: it relies on continuous detection (or tunnels without it).
fn draw_tunnelling_risks(
    mut gizmos: Gizmos,
    overlays: Res<Overlays>,
    clock: Res<PhysicsClock>,
    candidates: Res<CandidatePairs>,
    bodies: Query<(Entity, &Collider, &Transform, &LinearVelocity, &RigidBody)>,
) {
    if !overlays.tunnelling || clock.dt <= 0.0 {
        return;
    }
    for (entity, collider, transform, velocity, body) in &bodies {
        if *body == RigidBody::Static || velocity.0 == Vec3::ZERO {
            continue;
        }
        let shapes = |other: Entity| bodies.get(other).ok().map(|(_, collider, ..)| collider.0.clone());
        let limit =
            lowest_safe_speed((entity, &collider.0, transform.translation, velocity.0), &candidates, shapes, clock.dt);
        if velocity.length() > limit {
            draw_shape(&mut gizmos, &collider.placed(transform), TOO_FAST_COLOR);
        }
    }
}

/// The lowest safe speed of a body against the bodies near its path over the next steps.
fn lowest_safe_speed(
    (entity, shape, position, velocity): (Entity, &Shape, Vec3, Vec3),
    candidates: &CandidatePairs,
    shapes: impl Fn(Entity) -> Option<Shape>,
    dt: f32,
) -> f32 {
    let path = shape.swept_aabb(position, position + velocity * dt * LOOKAHEAD_STEPS);
    let region = Aabb::new(path.center, path.half_extents);
    let mut lowest = f32::INFINITY;
    candidates.overlapping(&region, |index| {
        let other = candidates.entity(index);
        if other != entity
            && let Some(obstacle) = shapes(other)
        {
            lowest = lowest.min(safe_speed(shape, &obstacle, velocity, dt));
        }
    });
    lowest
}
