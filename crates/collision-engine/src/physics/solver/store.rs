//! The solver's store stage: each contact's impulses and separation in its pair, the impulses kept for the next
//! step, and the bodies' new positions, velocities and orientations written back.

use crate::bevy_prelude::*;

use crate::physics::data::contacts::Contacts;
use crate::physics::data::warm_start::{KeptManifold, KeptPoint, ManifoldWarmStart, WarmStart};
use crate::physics::solver::manifold::ManifoldContact;
use crate::physics::solver::scratch::{SolverQuery, SolverScratch};
use crate::physics::solver::spins::TurningBody;

/// Records each contact's impulses and separation, keeps the last substep's impulses for the next step (after
/// those kept before), and writes the bodies' new positions and velocities.
pub fn write_back(
    scratch: &SolverScratch,
    contacts: &mut Contacts,
    warm_start: &mut WarmStart,
    bodies: &mut SolverQuery,
) {
    let prepared = scratch.contacts.iter().zip(&scratch.steps);
    for ((contact, step), &pair_index) in prepared.zip(&scratch.pairs) {
        let pair = &mut contacts.pairs[pair_index];
        pair.normal_impulse = step.normal_impulse;
        pair.tangent_impulse = step.tangent_impulse;
        pair.contact.penetration = -step.separation_now(contact, &scratch.moved);
        pair.solved = true;
    }
    let solved = scratch.contacts.iter().zip(&scratch.pairs);
    warm_start.keep(solved.map(|(contact, &p)| (contacts.pairs[p].key(), scratch.turning.impulses(contact))));
    let solved = scratch.slots.entities().iter().zip(&scratch.bodies).zip(scratch.starts.iter().zip(&scratch.moved));
    for ((entity, solved), (start, moved)) in solved {
        if !solved.moves() {
            continue;
        }
        if let Ok(mut body) = bodies.get_mut(*entity) {
            body.velocity.0 = solved.velocity();
            body.transform.translation = *start + *moved;
        }
    }
    for turned in &scratch.turning.turning {
        if let Ok(mut body) = bodies.get_mut(scratch.slots.entities()[turned.body]) {
            let spin = scratch.turning.spins[turned.body].angular_velocity;
            let reach = scratch.ends[turned.body].shape.bounding_radius();
            (body.angular_velocity.0, body.transform.rotation) = kept_turn(turned, spin, reach);
        }
    }
}

/// A body's angular velocity and orientation at the end of the step: as the substeps left them, unless its
/// surface turns slower than [`RESTING_TURN`] at its `reach` from the centre and turned no further than that
/// over the step. Then it is at rest: the impulses that held it left it turning by a rounding, and a box at rest
/// stays square (a box never turned meets others by the exact tests of boxes that are not turned).
fn kept_turn(turned: &TurningBody, spin: Vec3, reach: f32) -> (Vec3, Quat) {
    let resting = spin.length() * reach < RESTING_TURN && turned.rotation.angle_between(turned.start) * reach < 1e-7;
    if resting { (Vec3::ZERO, turned.start) } else { (spin, turned.rotation) }
}

/// The speed (m/s) of a body's surface from its turning below which a body at rest stops turning: a
/// micrometre a second.
const RESTING_TURN: f32 = 1e-6;

/// Records each manifold contact's impulses and deepest overlap in its pair, and keeps its points' last substep
/// impulses for the next step (after those kept before).
pub fn write_back_manifolds(scratch: &SolverScratch, contacts: &mut Contacts, kept: &mut ManifoldWarmStart) {
    let motion = (scratch.moved.as_slice(), scratch.turning.changes.as_slice());
    for (manifold, &pair_index) in scratch.manifolds.iter().zip(&scratch.manifold_pairs) {
        let pair = &mut contacts.pairs[pair_index];
        (pair.normal_impulse, pair.tangent_impulse) = manifold.step_impulses();
        pair.contact.penetration = manifold.penetration_now(motion);
        pair.solved = true;
    }
    let solved = scratch.manifolds.iter().zip(&scratch.manifold_pairs).zip(&scratch.manifold_sticks);
    kept.keep(solved.map(|((manifold, &pair_index), &stuck)| {
        let stick = scratch.stick_at_end(manifold, stuck);
        (contacts.pairs[pair_index].key(), KeptManifold { stick, ..kept_points(manifold) })
    }))
}

/// A manifold contact's points with their last substep's impulses.
fn kept_points(manifold: &ManifoldContact) -> KeptManifold {
    let middle = &manifold.middle;
    let tangent = manifold.friction_of(middle.tangent_impulse);
    let (twist, rolling) = (middle.twist_impulse, middle.rolling_impulse);
    let mut kept = KeptManifold { len: manifold.len, tangent, twist, rolling, ..Default::default() };
    for (kept, point) in kept.points.iter_mut().zip(manifold.used()) {
        *kept = KeptPoint { anchors: point.anchors, normal: point.normal_impulse };
    }
    kept
}
