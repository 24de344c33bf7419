//! The continuous stage's hits: when a swept pair first meets, and the impact that resolves it there.

use glam::{DMat3, DVec3};

use crate::bevy_prelude::*;
use crate::geometry::contact::Contact;
use crate::geometry::placed::{Placed, cast_placed, contact_placed};
use crate::geometry::shape::Shape;
use crate::physics::ccd::hit_queue::Hit;
use crate::physics::ccd::mover::Mover;
use crate::physics::ccd::swept_pairs::{SweptPairs, tie};
use crate::physics::ccd::turning_cast::{cast_turning, closing_at_meeting};
use crate::physics::components::filters_allow;
use crate::physics::covered_faces::CoveredFaces;
use crate::physics::data::contacts::{ContactPair, TimeOfImpact};
use crate::physics::impacts::{ImpactImpulse, Meeting, impact_impulse};
use crate::physics::narrowphase::ContactRules;
use crate::physics::response::{ResponseVetoes, responds};
use crate::physics::settings::PhysicsSettings;
use crate::physics::solver::prepare::combine_materials;
use crate::physics::threads::Workers;

/// Whether a hit of movers A and B with `normal` at `fraction` of the step is resolved: neither is a sensor,
/// the pair is not vetoed, and their contact filters allow it.
fn resolves_hit(a: &Mover, b: &Mover, normal: Vec3, fraction: f32, vetoes: &ResponseVetoes, dt: f32) -> bool {
    responds(vetoes, (a.entity, a.sensor), (b.entity, b.sensor))
        && filters_allow(
            (a.entity, a.filter.as_ref()),
            (b.entity, b.filter.as_ref()),
            normal,
            (b.velocity_at(fraction, dt) - a.velocity_at(fraction, dt)).as_vec3(),
        )
}

/// Predicts the first hit of every pair, at the start of the step: each pair alone, on every thread of
/// [`PhysicsSettings::threads`].
pub fn predict_all(swept_pairs: &mut SweptPairs, movers: &[Mover], rules: ContactRules, dt: f32) {
    let workers = Workers::of(rules.settings);
    let hits = workers.map_pieces(&mut swept_pairs.pairs, SHARED_CASTS, |_, piece| {
        piece.iter().map(|&pair| predict_hit(pair, movers, false, rules, dt)).collect::<Vec<_>>()
    });
    for (p, hit) in hits.into_iter().flatten().enumerate() {
        swept_pairs.queue.set(p, hit, tie(movers, swept_pairs.pairs[p]));
    }
}

/// The fewest swept pairs a thread takes.
const SHARED_CASTS: usize = 128;

/// Predicts again every pair of the two bodies of a hit whose motion it changed (a static body's pairs
/// stay as they were: a wall hit by a thousand bullets keeps its other pairs).
pub fn repredict(swept_pairs: &mut SweptPairs, (i, j): (usize, usize), movers: &[Mover], rules: ContactRules, dt: f32) {
    let moving = |k: usize| movers[k].inverse_mass > 0.0;
    let touched: Vec<usize> = [i, j].into_iter().filter(|&k| moving(k)).flat_map(|k| swept_pairs.of(k)).collect();
    for q in touched {
        let already_hit = swept_pairs.recorded[q].is_some();
        let hit = predict_hit(swept_pairs.pairs[q], movers, already_hit, rules, dt);
        swept_pairs.queue.set(q, hit, tie(movers, swept_pairs.pairs[q]));
    }
}

/// Whether two bodies overlapping where a sweep starts, each given as (placed shape, motion to the step's
/// end), are left to the solver: a resting or deep contact is, unless they go on into each other by more than
/// `passes` (the pair's [`PhysicsSettings::pair_tunnel_threshold`]).
pub fn overlap_left_to_solver(a: (&Placed, Vec3), b: (&Placed, Vec3), passes: f32) -> bool {
    contact_placed(a.0, b.0).is_some_and(|contact| (a.1 - b.1).dot(contact.normal) <= passes)
}

/// Whether a meeting a sweep found at `fraction` of the step, closing at `approach` (m/s along its unit
/// `normal`), is left to the discrete contact: it cannot carry one body through the other (by more than
/// `passes`) before the step of `dt` s ends, and it is slower than an impact
/// ([`PhysicsSettings::impact_speed_along`]), or the bodies already `touch` where the sweep starts and their
/// combined `restitution` is below 1. Touching elastic bodies pass an impact on one by one (a cradle);
/// inelastic ones pressed together are a pile for the solver, whose impacts one at a time would never end
/// (each leaves the last pair closing again).
pub fn meeting_left_to_discrete(
    (approach, normal): (f32, Vec3),
    (fraction, touch, restitution): (f32, bool, f32),
    (dt, passes): (f32, f32),
    settings: &PhysicsSettings,
) -> bool {
    let cannot_pass = approach * dt * (1.0 - fraction) <= passes;
    cannot_pass && (approach <= settings.impact_speed_along(normal, dt) || (touch && restitution < 1.0))
}

/// The first hit of one swept pair from where its bodies are now to the end of the step.
fn predict_hit(
    (i, j): (usize, usize),
    movers: &[Mover],
    already_hit: bool,
    rules: ContactRules,
    dt: f32,
) -> Option<Hit> {
    let (a, b) = (&movers[i], &movers[j]);
    if a.frozen && b.frozen {
        return None;
    }
    let settings = rules.settings;
    let from = a.since.max(b.since);
    let (start_a, start_b) = (a.placed(from, dt), b.placed(from, dt));
    let motion_a = a.pose(1.0) - start_a.center;
    let motion_b = b.pose(1.0) - start_b.center;
    let passes = settings.pair_tunnel_threshold(&a.shape, &b.shape);
    // overlapping when the step began: a resting or deep contact, for the solver, unless the bodies go on
    // into each other far enough to pass through (a ball left against a wall, moving into it fast: the
    // discrete contact where its flight ends would take it out through the far side); later in the step an
    // overlap is a hit the cast reports at once while the bodies approach
    if from == 0.0 && overlap_left_to_solver((&start_a, motion_a), (&start_b, motion_b), passes) {
        return None;
    }
    let turning = a.turns_its_shape() || b.turns_its_shape();
    let flights = turning.then(|| (a.flight_from(from, dt), b.flight_from(from, dt)));
    let cast = match &flights {
        Some((flight_a, flight_b)) => cast_turning(flight_a, flight_b)?,
        None => cast_placed(&start_a, motion_a, &start_b, motion_b)?,
    };
    let fraction = from + cast.fraction * (1.0 - from);
    // A meeting that cannot carry one body through the other before the step ends and closes slower than
    // an impact is left to the discrete contact, which the solver resolves together with the bodies' other
    // contacts, as a pile needs: resolving resting contacts here, one pair at a time, would let gravity
    // restart them hit after hit. How fast they close is taken from how they move from here (a frozen body
    // does not, whatever its velocity), at the point where they meet when a box turns.
    let approach = match &flights {
        Some((flight_a, flight_b)) => closing_at_meeting((flight_a, flight_b), &cast),
        None => (motion_a - motion_b).dot(cast.normal) / ((1.0 - from) * dt),
    };
    let restitution = combine_materials(&a.material, &b.material, settings).0;
    let meeting = (fraction, cast.fraction == 0.0, restitution);
    if meeting_left_to_discrete((approach, cast.normal), meeting, (dt, passes), settings) {
        return None;
    }
    if meets_at_a_seam((a, b), (cast.normal, cast.point), rules.covered) {
        return None;
    }
    // a pair that is not resolved does not stop anything, so it reports one crossing per step
    if already_hit && !resolves_hit(a, b, cast.normal, fraction, rules.vetoes, dt) {
        return None;
    }
    Some(Hit { fraction, normal: cast.normal, point: cast.point })
}

/// Whether movers A and B meet with `normal` at `point` even partly out of a face of a static box that a
/// neighbouring box covers (the edge at a seam): not an impact, as the discrete contact, taken out of the uncovered
/// face, holds the body up.
fn meets_at_a_seam((a, b): (&Mover, &Mover), (normal, point): (Vec3, Vec3), covered: &CoveredFaces) -> bool {
    let seam = |boxed: &Mover, outward: Vec3| {
        boxed.is_static
            && matches!(boxed.shape, Shape::Cuboid { .. })
            && covered.uncovered(boxed.entity, outward, point) != outward
    };
    seam(a, normal) || seam(b, -normal)
}

/// Applies a predicted hit of pair (i, j): both bodies to the impact pose, the contact resolved there, and
/// its record for [`Contacts`](crate::physics::Contacts).
pub fn take_hit((i, j): (usize, usize), hit: Hit, movers: &mut [Mover], rules: ContactRules, dt: f32) -> ContactPair {
    let Hit { fraction, normal, point } = hit;
    let (path_a, path_b) = (movers[i].path, movers[j].path);
    let swept_from = movers[i].since.max(movers[j].since);
    let (pose_a, pose_b) = (movers[i].pose(fraction), movers[j].pose(fraction));
    let resolve = resolves_hit(&movers[i], &movers[j], normal, fraction, rules.vetoes, dt);
    let contact = Contact { normal, penetration: 0.0, local_a: point - pose_a, local_b: point - pose_b };
    let mut record = ContactPair::new(movers[i].entity, movers[j].entity, contact);
    record.touching = true;
    record.resolve = resolve;
    record.toi = Some(TimeOfImpact { fraction, pose_a, pose_b, sweep_a: path_a, sweep_b: path_b, swept_from });
    if !resolve {
        return record;
    }
    // turned as they were when they met, before the impact changes how they turn
    let (turn_a, turn_b) = (movers[i].rotation(fraction, dt), movers[j].rotation(fraction, dt));
    let impulse = resolve_hit(movers, (i, j), hit, rules.settings, dt);
    (record.normal_impulse, record.tangent_impulse) = (impulse.normal as f32, impulse.friction.as_vec3());
    // restart the segments of the bodies that can move (a static body's since stays 0: nothing to restart)
    for (k, pose, rotation) in [(i, pose_a, turn_a), (j, pose_b, turn_b)] {
        let mover = &mut movers[k];
        if mover.inverse_mass > 0.0 {
            let on_path = pose + mover.bend(fraction, dt);
            mover.restart(fraction, (on_path, rotation), dt);
            mover.hits += 1;
            if mover.hits >= rules.settings.ccd_max_hits {
                mover.freeze(fraction, dt);
            }
        }
    }
    record
}

/// Applies the impulse of a hit to both movers ([`impact_impulse`]) and returns it. Restitution applies in full
/// to a meeting as fast as an impact, not at all to a slower one. Friction acts at the contact point, on a
/// sphere at its radius from the centre, so it turns a sphere as it slows its slip.
///
/// A mover's velocity already holds the whole step's gravity. The impulse is worked out from the velocities
/// at impact, without the part still to come after `fraction`, so a bounce reflects the velocity the body
/// had then, not gravity it has not felt yet; that part is the same after the impulse.
fn resolve_hit(
    movers: &mut [Mover],
    (i, j): (usize, usize),
    hit: Hit,
    settings: &PhysicsSettings,
    dt: f32,
) -> ImpactImpulse {
    let (a, b) = (&movers[i], &movers[j]);
    let (velocity_a, velocity_b) = (a.velocity_at(hit.fraction, dt), b.velocity_at(hit.fraction, dt));
    let (restitution, friction) = combine_materials(&a.material, &b.material, settings);
    // a unit normal to double precision: off by a rounding, an elastic impact would change the energy by as much
    let n = hit.normal.as_dvec3().normalize();
    let (arm_a, arm_b) = (impact_arm(a, hit, n, 1.0), impact_arm(b, hit, n, -1.0));
    let (spin_a, spin_b) = (a.angular_velocity_at(hit.fraction, dt), b.angular_velocity_at(hit.fraction, dt));
    let inertias =
        (a.inverse_inertia_at(hit.fraction, dt).as_dmat3(), b.inverse_inertia_at(hit.fraction, dt).as_dmat3());
    let points = (velocity_b + spin_b.cross(arm_b)) - (velocity_a + spin_a.cross(arm_a));
    let relative = if a.turns_its_shape() || b.turns_its_shape() { points } else { velocity_b - velocity_a };
    let bounces = -relative.dot(n) > f64::from(settings.impact_speed_along(hit.normal, dt));
    let e = if bounces { f64::from(restitution) } else { 0.0 };
    let slip = points - n * points.dot(n);
    let inverse_masses = f64::from(a.inverse_mass) + f64::from(b.inverse_mass);
    // a normal impulse turns only a box that turns (see impact_arm)
    let lever = |mover: &Mover, inertia: &DMat3, arm: DVec3| {
        if mover.turns_its_shape() { turning_inverse_mass(inertia, arm, n) } else { 0.0 }
    };
    let normal_inverse_mass = inverse_masses + lever(a, &inertias.0, arm_a) + lever(b, &inertias.1, arm_b);
    let slip_inverse_mass = inverse_masses
        + turning_inverse_mass(&inertias.0, arm_a, slip)
        + turning_inverse_mass(&inertias.1, arm_b, slip);
    let meeting = Meeting { relative, slip, inverse_masses: normal_inverse_mass, slip_inverse_mass };
    let impulse = impact_impulse(&meeting, n, (e, f64::from(friction)));
    let push = n * impulse.normal + impulse.friction;
    let sides = [(i, -1.0, arm_a, spin_a, inertias.0), (j, 1.0, arm_b, spin_b, inertias.1)];
    for (k, sign, arm, spin, inertia) in sides {
        let mover = &mut movers[k];
        mover.velocity += push * (sign * f64::from(mover.inverse_mass));
        // it turns on from its angular velocity at the hit (its segment restarts there)
        mover.angular_velocity = spin;
        // the normal impulse passes through a sphere's centre, and a box's that does not turn: only friction
        // turns them
        let turning_push = if mover.turns_its_shape() { push } else { impulse.friction };
        if turning_push != DVec3::ZERO {
            mover.angular_velocity += inertia * arm.cross(turning_push) * sign;
        }
    }
    impulse
}

/// The arm from a mover's centre to where a hit's impulse acts on it: a sphere's radius along the normal
/// (`side` −1 for B, which the normal points into); for a box that turns, the point of the hit; for one that does
/// not, none: a box hit square does not start to turn from the impact alone, as a ball does not (the bodies it
/// rests on would hold it, and they are not part of the hit).
fn impact_arm(mover: &Mover, hit: Hit, n: DVec3, side: f64) -> DVec3 {
    if mover.turns_its_shape() {
        (hit.point - mover.pose(hit.fraction)).as_dvec3()
    } else {
        n * (side * f64::from(mover.arm))
    }
}

/// How much an impulse of 1 N·s against `slip` at `arm` from the centre of a body of world inverse inertia
/// `inertia` changes the slip by turning it.
fn turning_inverse_mass(inertia: &DMat3, arm: DVec3, slip: DVec3) -> f64 {
    let Some(direction) = slip.try_normalize().filter(|_| *inertia != DMat3::ZERO) else {
        return 0.0;
    };
    let lever = arm.cross(direction);
    lever.dot(*inertia * lever)
}
