//! Correct-positions stage: separations overlapping bodies apart, since impulses fix velocities but not overlap.
//!
//! Runs once per step, after the solver's substeps, on the contacts the solver resolved (and those it left
//! alone as closing fast but apart, measured where the bodies are now, as limits). Each wants its
//! penetration beyond `slop` reduced by `correction_percent`; every other one is a limit that the separations may
//! close by no more than its gap plus the slop, so a body pushed out of one overlap is not pushed through a
//! wall beside it. The separations are solved together over the solver iterations (like the impulses, accumulated
//! and clamped ≥ 0), so a body between two contacts, as in a stack, is not pushed twice. Only positions
//! change: no energy is added. `position_correction` switches the stage off, to show what overlap the
//! impulses alone leave.

use crate::bevy_prelude::*;

use crate::geometry::contact::Contact;
use crate::geometry::placed::contact_placed_within;
use crate::physics::components::{Collider, Mass, RigidBody, inverse_mass};
use crate::physics::data::contacts::{ContactPair, Contacts};
use crate::physics::schedule::{PhysicsSchedule, PhysicsSystems};
use crate::physics::settings::PhysicsSettings;
use crate::physics::slots::BodySlots;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CorrectionShifts>()
        .add_systems(PhysicsSchedule, correct_positions.in_set(PhysicsSystems::CorrectPositions));
}

/// How far this step's correction moved each body it moved (m), so the shift can be shown apart from the
/// impulse.
#[derive(Resource, Clone, Debug, Default)]
pub struct CorrectionShifts(pub Vec<(Entity, Vec3)>);

/// One contact's position constraint: the bodies move apart along `normal` by at least `wanted` (negative:
/// they may close by that much).
struct Separation {
    pair_index: usize,
    body_a: usize,
    body_b: usize,
    normal: Vec3,
    wanted: f32,
    effective_mass: f32,
    accumulated: f32,
}

/// Moves bodies out of each other along the contact normals, in proportion to inverse mass.
pub fn correct_positions(
    settings: Res<PhysicsSettings>,
    mut contacts: ResMut<Contacts>,
    mut bodies: Query<(&RigidBody, &Mass, &mut Transform, &Collider)>,
    mut slots: Local<BodySlots>,
    mut shifted: ResMut<CorrectionShifts>,
) {
    shifted.0.clear();
    if !settings.position_correction {
        return;
    }
    let corrected_here = |pair: &&ContactPair| pair.solved && !pushed_out_softly(pair, &settings);
    let Some(largest) =
        contacts.pairs.iter().filter(corrected_here).map(|pair| pair.contact.penetration).reduce(f32::max)
    else {
        return;
    };
    // the solver's tolerance, as the distance it amounts to over a step
    let tolerance = settings.solver_tolerance * settings.step_dt();
    // an overlap within the tolerance of the slop is not worth an iteration over every contact (a pile at rest
    // keeps its contacts a rounding error past the slop, where the last corrections left them)
    if largest <= settings.slop + tolerance {
        return;
    }
    let corrected = measure_skipped_contacts(&mut contacts, &bodies, largest);
    slots.clear();
    // per body: inverse mass and displacement so far
    let mut moved: Vec<(f32, Vec3)> = Vec::new();
    let mut separations = position_constraints(&contacts, &corrected, &bodies, (&mut slots, &mut moved), &settings);
    relax(&mut separations, &mut moved, settings.solver_iterations.max(1), tolerance);
    for separation in &separations {
        let apart = (moved[separation.body_b].1 - moved[separation.body_a].1).dot(separation.normal);
        let pair = &mut contacts.pairs[separation.pair_index];
        pair.correction = apart;
        pair.contact.penetration -= apart;
    }
    for (entity, (_, displacement)) in slots.entities().iter().zip(&moved) {
        if *displacement != Vec3::ZERO
            && let Ok((_, _, mut transform, _)) = bodies.get_mut(*entity)
        {
            transform.translation += *displacement;
            shifted.0.push((*entity, *displacement));
        }
    }
}

/// A position constraint for each `corrected` contact between bodies that can move, each body given a slot
/// in `moved` (its inverse mass and its displacement so far); contacts with static bodies last, so whatever
/// else an iteration leaves undone, it never leaves a body pushed into a wall.
fn position_constraints(
    contacts: &Contacts,
    corrected: &[bool],
    bodies: &Query<(&RigidBody, &Mass, &mut Transform, &Collider)>,
    (slots, moved): (&mut BodySlots, &mut Vec<(f32, Vec3)>),
    settings: &PhysicsSettings,
) -> Vec<Separation> {
    let mut separations = Vec::new();
    for (pair_index, pair) in contacts.pairs.iter().enumerate().filter(|&(index, _)| corrected[index]) {
        let excess = pair.contact.penetration - settings.slop;
        let mut slot = |entity: Entity| {
            slots.get(entity).or_else(|| {
                let (body, mass, ..) = bodies.get(entity).ok()?;
                Some(slots.get_or_add(entity, |_| moved.push((inverse_mass(*body, *mass), Vec3::ZERO))))
            })
        };
        let (Some(body_a), Some(body_b)) = (slot(pair.a), slot(pair.b)) else {
            continue;
        };
        let inverse_mass_sum = moved[body_a].0 + moved[body_b].0;
        if inverse_mass_sum <= 0.0 {
            continue;
        }
        // a soft contact pushes its own overlap out: here it is only a limit, closing no further
        let wanted = match (pushed_out_softly(pair, settings), excess > 0.0) {
            (true, _) => excess.min(0.0),
            (false, true) => excess * settings.correction_percent,
            (false, false) => excess,
        };
        separations.push(Separation {
            pair_index,
            body_a,
            body_b,
            normal: pair.contact.normal,
            wanted,
            effective_mass: 1.0 / inverse_mass_sum,
            accumulated: 0.0,
        });
    }
    separations
        .sort_by_key(|separation: &Separation| moved[separation.body_a].0 == 0.0 || moved[separation.body_b].0 == 0.0);
    separations
}

/// Whether the soft step solved `pair` (where a body tumbles, its contacts soft): its soft bias pushes its
/// overlap out over the substeps, and pushed out again here a leaning pile would be shoved along its normals.
fn pushed_out_softly(pair: &ContactPair, settings: &PhysicsSettings) -> bool {
    settings.soft_contacts && pair.manifold.is_some()
}

/// Gauss–Seidel iterations over the constraints, each clamped to push and never pull, until no iteration changes one
/// by more than `tolerance` (m) or the `iterations` run out.
fn relax(separations: &mut [Separation], moved: &mut [(f32, Vec3)], iterations: u32, tolerance: f32) {
    for _ in 0..iterations {
        let mut largest_change = 0.0f32;
        for separation in separations.iter_mut() {
            let separated = (moved[separation.body_b].1 - moved[separation.body_a].1).dot(separation.normal);
            let total = (separation.accumulated + (separation.wanted - separated) * separation.effective_mass).max(0.0);
            let change = total - separation.accumulated;
            separation.accumulated = total;
            let a = &mut moved[separation.body_a];
            a.1 -= separation.normal * change * a.0;
            let b = &mut moved[separation.body_b];
            b.1 += separation.normal * change * b.0;
            largest_change = largest_change.max(change.abs() / separation.effective_mass);
        }
        if largest_change <= tolerance {
            break;
        }
    }
}

/// Which contacts the correction works on: those the solver resolved, and those it left alone (closing fast
/// but apart) that are within `margin` where the bodies are now, measured there: they are limits too, or a
/// push could shove a body into one.
fn measure_skipped_contacts(
    contacts: &mut Contacts,
    bodies: &Query<(&RigidBody, &Mass, &mut Transform, &Collider)>,
    margin: f32,
) -> Vec<bool> {
    let mut corrected: Vec<bool> = contacts.pairs.iter().map(|pair| pair.solved).collect();
    for (pair, corrected) in contacts.pairs.iter_mut().zip(&mut corrected) {
        if pair.resolve
            && !pair.solved
            && pair.toi.is_none()
            && let Some(contact) = contact_now(bodies, (pair.a, pair.b), margin)
        {
            pair.contact = contact;
            *corrected = true;
        }
    }
    corrected
}

/// The contact of `a` and `b` where they are now, if they are within `margin` of each other.
fn contact_now(
    bodies: &Query<(&RigidBody, &Mass, &mut Transform, &Collider)>,
    (a, b): (Entity, Entity),
    margin: f32,
) -> Option<Contact> {
    let (.., transform_a, collider_a) = bodies.get(a).ok()?;
    let (.., transform_b, collider_b) = bodies.get(b).ok()?;
    contact_placed_within(&collider_a.placed(transform_a), &collider_b.placed(transform_b), margin)
}

#[cfg(test)]
mod tests {
    use bevy_ecs::system::RunSystemOnce;

    use super::*;
    use crate::geometry::shape::Shape;

    fn body(world: &mut World, body: RigidBody, mass: f32, at: Vec3) -> Entity {
        world.spawn((body, Mass(mass), Transform::from_translation(at), Collider(Shape::Sphere { radius: 0.5 }))).id()
    }

    /// A contact the solver resolved, with normal +x from `a` to `b`.
    fn solved(a: Entity, b: Entity, penetration: f32) -> ContactPair {
        let contact = Contact { normal: Vec3::X, penetration, local_a: Vec3::ZERO, local_b: Vec3::ZERO };
        ContactPair { solved: true, ..ContactPair::new(a, b, contact) }
    }

    fn correct(world: &mut World, pairs: Vec<ContactPair>) -> Vec<ContactPair> {
        world.insert_resource(PhysicsSettings::default());
        world.insert_resource(Contacts { pairs, ..Default::default() });
        world.init_resource::<CorrectionShifts>();
        world.run_system_once(correct_positions).unwrap();
        world.resource::<Contacts>().pairs.clone()
    }

    #[test]
    fn an_overlap_is_pushed_apart_by_the_fraction_beyond_the_slop_in_inverse_mass_shares() {
        // Setup: 1 kg and 3 kg overlapping by 10.5 cm
        let mut world = World::new();
        let a = body(&mut world, RigidBody::Dynamic, 1.0, Vec3::ZERO);
        let b = body(&mut world, RigidBody::Dynamic, 3.0, Vec3::X * 0.895);
        // Run
        let pairs = correct(&mut world, vec![solved(a, b, 0.105)]);
        // Check: 0.8 × (0.105 − 0.005) = 8 cm apart, three quarters of it by the lighter body
        let settings = PhysicsSettings::default();
        let wanted = settings.correction_percent * (0.105 - settings.slop);
        assert!((pairs[0].correction - wanted).abs() < 1e-5, "{}", pairs[0].correction);
        let moved_a = world.get::<Transform>(a).unwrap().translation.x;
        assert!((moved_a + wanted * 0.75).abs() < 1e-5, "{moved_a}");
        // each body's shift is listed, for the overlay
        let shifts = &world.resource::<CorrectionShifts>().0;
        let shift = |entity| shifts.iter().find(|(e, _)| *e == entity).unwrap().1;
        assert!(
            (shift(a) + Vec3::X * wanted * 0.75).length() < 1e-5
                && (shift(b) - Vec3::X * wanted * 0.25).length() < 1e-5
        );
    }

    #[test]
    fn a_push_never_takes_a_body_deeper_into_a_wall_than_the_slop() {
        // Setup: a light body 1 cm from a static wall, a heavy one 10 cm into it from the other side
        let mut world = World::new();
        let wall = body(&mut world, RigidBody::Static, 1.0, Vec3::X);
        let light = body(&mut world, RigidBody::Dynamic, 1.0, Vec3::ZERO);
        let heavy = body(&mut world, RigidBody::Dynamic, 100.0, Vec3::X * -0.9);
        // Run: the wall's contact has a gap (negative penetration)
        let pairs = correct(&mut world, vec![solved(heavy, light, 0.1), solved(light, wall, -0.01)]);
        // Check: the light body closes the 1 cm gap and the slop at most; the heavy body is pushed back
        let slop = PhysicsSettings::default().slop;
        let moved = world.get::<Transform>(light).unwrap().translation.x;
        assert!(moved <= 0.01 + slop + 1e-5, "light body moved {moved} towards the wall");
        assert!(pairs[1].correction >= -(0.01 + slop) - 1e-5, "{}", pairs[1].correction);
        assert!(world.get::<Transform>(heavy).unwrap().translation.x < -0.9);
    }

    #[test]
    fn a_contact_the_solver_left_alone_is_measured_again_and_holds_too() {
        // Setup: as above, but the light body's contact with the wall was skipped by the solver (closing fast
        // but apart where free flight ended) and its record is stale: 50 cm apart
        let mut world = World::new();
        let wall = body(&mut world, RigidBody::Static, 1.0, Vec3::X * 1.01);
        let light = body(&mut world, RigidBody::Dynamic, 1.0, Vec3::ZERO);
        let heavy = body(&mut world, RigidBody::Dynamic, 100.0, Vec3::X * -0.9);
        let skipped = ContactPair::new(light, wall, Contact { penetration: -0.5, ..solved(light, wall, 0.0).contact });
        // Run
        let pairs = correct(&mut world, vec![solved(heavy, light, 0.1), skipped]);
        // Check: measured where the bodies are (1 cm apart), it lets the light body close that and the slop
        let slop = PhysicsSettings::default().slop;
        let moved = world.get::<Transform>(light).unwrap().translation.x;
        assert!(moved <= 0.01 + slop + 1e-5, "light body moved {moved} towards the wall");
        assert!(moved > 0.0, "the overlap with the heavy body still separations it");
        assert!(!pairs[1].solved, "still reported as left alone by the solver");
    }
}
