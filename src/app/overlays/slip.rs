//! With the spin overlay, how fast each contact of a turning body slips: an arrow along the contact points'
//! relative motion in the contact plane, or a ring where they move together and the ball rolls.

use bevy::prelude::*;

use crate::app::overlays::arrow_scales::ArrowScales;
use crate::app::overlays::switches::Overlays;
use crate::inspector::{ContactSide, ROLLING_SLIP, contact_slip};
use crate::physics::{AngularVelocity, Contacts, LinearVelocity};

const SLIP_COLOR: Color = Color::srgb(1.0, 0.35, 0.2);
const ROLLING_COLOR: Color = Color::srgb(0.35, 1.0, 0.45);

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(PostUpdate, draw_slips);
}

fn draw_slips(
    mut gizmos: Gizmos,
    overlays: Res<Overlays>,
    contacts: Res<Contacts>,
    bodies: Query<(&Transform, &LinearVelocity, &AngularVelocity)>,
    scales: Res<ArrowScales>,
) {
    if !overlays.spins {
        return;
    }
    for pair in contacts.pairs.iter().filter(|pair| pair.touching) {
        let (Ok(a), Ok(b)) = (bodies.get(pair.a), bodies.get(pair.b)) else { continue };
        if a.2.0 == Vec3::ZERO && b.2.0 == Vec3::ZERO {
            continue;
        }
        let side = |(_, velocity, spin): (&Transform, &LinearVelocity, &AngularVelocity), arm| ContactSide {
            velocity: velocity.0,
            spin: spin.0,
            arm,
        };
        let slip = contact_slip(side(a, pair.contact.local_a), side(b, pair.contact.local_b), pair.contact.normal);
        let point = a.0.translation + pair.contact.local_a;
        if slip.length() < ROLLING_SLIP {
            let facing = Quat::from_rotation_arc(Vec3::Z, pair.contact.normal);
            gizmos.circle(Isometry3d::new(point, facing), 0.05, ROLLING_COLOR);
        } else {
            gizmos.arrow(point, point + slip / scales.velocity, SLIP_COLOR);
        }
    }
}
