//! Velocity and momentum arrows with a scale a legend can state, and the centre of mass of the moving bodies
//! with its velocity (the frame in which the total momentum is zero).

use bevy::prelude::*;

use crate::app::overlays::arrow_scales::{ArrowScales, HeldVelocityScale, arrow, arrow_scale};
use crate::app::overlays::switches::Overlays;
use crate::physics::{AngularVelocity, Collider, LinearVelocity, Mass, RigidBody};

const VELOCITY_COLOR: Color = Color::srgb(0.3, 0.85, 1.0);
const MOMENTUM_COLOR: Color = Color::srgb(1.0, 0.45, 0.75);
const CENTRE_COLOR: Color = Color::srgb(1.0, 1.0, 1.0);
const SPIN_COLOR: Color = Color::srgb(1.0, 0.8, 0.2);
/// The longest linear arrow (m).
pub(crate) const LONGEST_ARROW: f32 = 3.0;
/// The longest spin arrow beyond its ball (m).
const LONGEST_SPIN: f32 = 1.5;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ArrowScales>()
        .init_resource::<HeldVelocityScale>()
        .add_systems(PostUpdate, (draw_motion_vectors, draw_centre_of_mass, draw_spins));
}

/// Where a spin arrow of `spin` (rad/s) on a ball of `radius` at `centre` runs, at `scale` rad/s per metre:
/// along the axis (right-handed) from the centre through the surface, and beyond it by |ω| / scale.
pub fn spin_arrow(centre: Vec3, radius: f32, spin: Vec3, scale: f32) -> (Vec3, Vec3) {
    let axis = spin.normalize_or_zero();
    (centre, centre + axis * (radius + spin.length() / scale))
}

/// Each turning body's angular velocity: an arrow along its axis out of the ball, and at the arrow's root on the
/// surface a ring with a short arrow showing which way the ball turns about it.
fn draw_spins(
    mut gizmos: Gizmos,
    overlays: Res<Overlays>,
    bodies: Query<(&Transform, &AngularVelocity, &Collider)>,
    scales: ResMut<ArrowScales>,
) {
    if !overlays.spins {
        return;
    }
    let turning = || bodies.iter().filter(|(_, spin, _)| spin.length_squared() > 1e-6);
    let fastest = turning().map(|(_, spin, _)| spin.length()).fold(0.0, f32::max);
    let scale = arrow_scale(fastest, LONGEST_SPIN);
    scales.map_unchanged(|scales| &mut scales.spin).set_if_neq(scale);
    for (transform, spin, collider) in turning() {
        let radius = collider.0.bounding_radius();
        let (from, to) = spin_arrow(transform.translation, radius, spin.0, scale);
        gizmos.arrow(from, to, SPIN_COLOR);
        let axis = spin.0.normalize();
        let (root, ring_radius) = (from + axis * radius, radius * 0.6);
        gizmos.circle(Isometry3d::new(root, Quat::from_rotation_arc(Vec3::Z, axis)), ring_radius, SPIN_COLOR);
        // the sense: a point on the ring moves along ω × r
        let side = axis.any_orthonormal_vector() * ring_radius;
        gizmos.arrow(root + side, root + side + axis.cross(side), SPIN_COLOR);
    }
}

/// The centre of mass of `bodies` (position, mass, velocity) and its velocity, if they have any mass.
pub fn centre_of_mass(bodies: impl IntoIterator<Item = (Vec3, f32, Vec3)>) -> Option<(Vec3, Vec3)> {
    let (moment, momentum, mass) = bodies
        .into_iter()
        .fold((Vec3::ZERO, Vec3::ZERO, 0.0), |(x, p, m), (at, mass, v)| (x + at * mass, p + v * mass, m + mass));
    (mass > 0.0).then(|| (moment / mass, momentum / mass))
}

type Moving<'w, 's> = Query<'w, 's, (&'static Transform, &'static LinearVelocity, &'static Mass, &'static RigidBody)>;

fn draw_motion_vectors(
    mut gizmos: Gizmos,
    overlays: Res<Overlays>,
    bodies: Moving,
    (mut scales, held): (ResMut<ArrowScales>, Res<HeldVelocityScale>),
) {
    if !overlays.velocities && !overlays.momenta {
        return;
    }
    let dynamic = || bodies.iter().filter(|(.., body)| **body == RigidBody::Dynamic);
    let fastest = dynamic().map(|(_, v, ..)| v.length()).fold(0.0, f32::max);
    let heaviest = dynamic().map(|(_, v, m, _)| v.length() * m.0).fold(0.0, f32::max);
    let wanted = ArrowScales {
        velocity: held.0.unwrap_or_else(|| arrow_scale(fastest, LONGEST_ARROW)),
        momentum: arrow_scale(heaviest, LONGEST_ARROW),
        ..*scales
    };
    scales.set_if_neq(wanted);
    for (transform, velocity, mass, _) in dynamic().filter(|(_, v, ..)| v.length_squared() > 1e-6) {
        let from = transform.translation;
        if overlays.velocities {
            gizmos.arrow(from, from + arrow(velocity.0, wanted.velocity, overlays.log_arrows), VELOCITY_COLOR);
        }
        if overlays.momenta {
            let momentum = velocity.0 * mass.0;
            gizmos.arrow(from, from + arrow(momentum, wanted.momentum, overlays.log_arrows), MOMENTUM_COLOR);
        }
    }
}

/// A cross at the centre of mass of the moving bodies, and its velocity on the velocity arrows' scale.
fn draw_centre_of_mass(mut gizmos: Gizmos, overlays: Res<Overlays>, bodies: Moving, scales: Res<ArrowScales>) {
    if !overlays.centre_of_mass {
        return;
    }
    let dynamic = bodies.iter().filter(|(.., body)| **body == RigidBody::Dynamic);
    let Some((centre, velocity)) = centre_of_mass(dynamic.map(|(t, v, m, _)| (t.translation, m.0, v.0))) else {
        return;
    };
    for axis in Vec3::AXES {
        gizmos.line(centre - axis * 0.3, centre + axis * 0.3, CENTRE_COLOR);
    }
    gizmos.sphere(Isometry3d::from_translation(centre), 0.12, CENTRE_COLOR);
    if velocity.length_squared() > 1e-6 {
        gizmos.arrow(centre, centre + arrow(velocity, scales.velocity, overlays.log_arrows), CENTRE_COLOR);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_spin_arrow_runs_along_the_right_handed_axis_out_of_the_ball_by_its_rate() {
        // a ball of radius 0.5 rolling along +x turns about −z at 10 rad/s; at 5 rad/s per metre, 2 m beyond it
        let (from, to) = spin_arrow(Vec3::new(1.0, 0.5, 0.0), 0.5, Vec3::NEG_Z * 10.0, 5.0);
        assert_eq!(from, Vec3::new(1.0, 0.5, 0.0));
        assert!((to - Vec3::new(1.0, 0.5, -2.5)).length() < 1e-6, "{to}");
    }

    #[test]
    fn the_centre_of_mass_weighs_positions_and_velocities_by_mass() {
        // 1 kg at x = 0 moving at 3 m/s, 3 kg at x = 4 at rest: x = 3, v = 0.75 m/s
        let (centre, velocity) =
            centre_of_mass([(Vec3::ZERO, 1.0, Vec3::X * 3.0), (Vec3::X * 4.0, 3.0, Vec3::ZERO)]).unwrap();
        assert!((centre - Vec3::X * 3.0).length() < 1e-6 && (velocity - Vec3::X * 0.75).length() < 1e-6);
        assert_eq!(centre_of_mass([]), None);
    }
}
