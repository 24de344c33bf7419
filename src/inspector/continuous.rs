//! The continuous stage's verdict on a pair: the sweep of both free flights, its time of impact, or why
//! there was none, and the hit the stage took.

use bevy::prelude::*;
use serde::Serialize;

use crate::geometry::{
    Aabb, AxisFeature, AxisSpan, BoxPair, Placed, SphereApproach, SweptAxes, SweptObbAxes, cast_placed, contact_placed,
    frame_of, sphere_approach, swept_sat,
};
use crate::inspector::body::InspectedBody;
use crate::physics::{
    Contacts, PhysicsClock, PhysicsSettings, SweepCause, cast_turning, closing_at_meeting, combine_materials,
    meeting_left_to_discrete, overlap_left_to_solver,
};

/// The sweep's own numbers.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SweepTest {
    /// Swept separating axes of the two boxes (of the sphere's bounds, for a box and a sphere: a necessary
    /// condition, the exact cast decides at edges and corners): they meet when every axis overlaps at once,
    /// from the latest `enter` (the deciding axis) to the earliest `leave`.
    Axes { spans: [AxisSpan; 3], deciding_axis: usize },
    /// Swept separating axes of two boxes, one turned at least: the 15 axes (A's faces, B's faces, then the
    /// edge pairs, as [`AxisFeature::of`] numbers them; parallel edges give no axis, overlapping always).
    TurnedAxes { spans: [AxisSpan; 15], deciding_axis: usize },
    /// Two spheres: the centres are a sum of radii apart at the two roots of |d + m t| = r_a + r_b, and
    /// closest at `closest` (m); `roots` is `None` when they never come that close.
    SphereRoots { roots: Option<[f32; 2]>, closest: f32 },
}

/// Why the sweep found no time of impact within the step.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum MissReason {
    /// Already overlapping when the step began: a resting or deep contact, left to the solver.
    OverlappingAtStart,
    /// Touching at the start and moving apart.
    Parting,
    /// Apart along this axis for the whole step.
    SeparatedOnAxis { axis: usize },
    /// Two boxes, one turned: apart along this of their 15 axes for the whole step.
    SeparatedAlong { feature: AxisFeature },
    /// Every axis overlaps at some time, but never all at once: the paths cross at different times.
    DifferentTimes,
    /// The centres pass no closer than the sum of the radii.
    PassWide,
    /// They would meet, but only after the step (they were not yet close enough).
    AfterTheStep,
    /// They would have met before the step began, going the other way.
    BeforeTheStep,
    /// The box's bounds meet the sphere but the rounded corner or edge does not.
    MissAtCorner,
    /// A box turning as it flies: the straight sweep of its starting turn meets, but turning it passes clear.
    TurnedClear,
}

/// A body's part in continuous detection: how far it flew against the thresholds, and whether the
/// continuous stage swept it and why (as the stage decided it in the step, not worked out again).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Sweeping {
    /// How far free flight carried it (m).
    pub travel: f32,
    /// The travel past which it is swept if a contact of it closes fast (m).
    pub threshold: f32,
    /// The travel past which it is swept whatever its contacts (m): it could tunnel.
    pub tunnel_threshold: f32,
    pub swept: bool,
    /// Why it was swept.
    pub because: Option<SweepCause>,
}

/// What continuous detection saw and did with the pair.
#[derive(Clone, Debug, Serialize)]
pub struct ContinuousVerdict {
    pub enabled: bool,
    pub a: Sweeping,
    pub b: Sweeping,
    pub test: SweepTest,
    /// A box of the pair turns as it flies: the time of impact is found by conservative advancement.
    pub turning: bool,
    /// The time of impact of the two flights, as a fraction of the step.
    pub fraction: Option<f32>,
    pub miss: Option<MissReason>,
    /// The hit the continuous stage took, if it took one: time and poses (its last, if several).
    pub hit: Option<Hit>,
    /// Every impact of the pair this step, in time order: its fraction of the step and normal impulse (N·s).
    pub impacts: Vec<(f32, f32)>,
    /// Why the stage did not take the sweep's time of impact, when it did not.
    pub not_taken: Option<NotTaken>,
}

/// Why continuous detection left a meeting the sweep finds to the discrete contact and the solver.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum NotTaken {
    /// Continuous detection is switched off.
    Disabled,
    /// Neither body was swept: too slow, opted out, or closing on nothing fast enough to need it.
    NotSwept,
    /// They overlapped when the step began and do not go on far enough into each other to pass through: the
    /// solver resolves it with the bodies' other contacts.
    OverlappingAtStart,
    /// Too slow to carry one through the other, and closing slower than an impact (resting or pressed
    /// together): the solver resolves it with the bodies' other contacts, as in a pile.
    SlowMeeting,
    /// A hit at the seam between static boxes, or on a path an earlier hit of the step changed.
    Elsewhere,
}

fn why_not_taken(
    settings: &PhysicsSettings,
    (a, sweeping_a): (&InspectedBody, Sweeping),
    (b, sweeping_b): (&InspectedBody, Sweeping),
    (fraction, dt): (f32, f32),
) -> NotTaken {
    if !settings.ccd_enabled {
        return NotTaken::Disabled;
    }
    if !sweeping_a.swept && !sweeping_b.swept {
        return NotTaken::NotSwept;
    }
    let (shape_a, shape_b) = (a.shape(), b.shape());
    let passes = settings.pair_tunnel_threshold(&shape_a, &shape_b);
    // by the continuous stage's own rules, from the step's start
    let (start_a, start_b) = (a.placed_at_start(), b.placed_at_start());
    if overlap_left_to_solver((&start_a, a.flight()), (&start_b, b.flight()), passes) {
        return NotTaken::OverlappingAtStart;
    }
    let flights = (a.turning_flight(dt), b.turning_flight(dt));
    let (normal, approach) = if flights.0.turns_its_shape() || flights.1.turns_its_shape() {
        let cast = cast_turning(&flights.0, &flights.1);
        cast.map_or((Vec3::ZERO, 0.0), |cast| (cast.normal, closing_at_meeting((&flights.0, &flights.1), &cast)))
    } else {
        let normal = cast_placed(&start_a, a.flight(), &start_b, b.flight()).map_or(Vec3::ZERO, |cast| cast.normal);
        (normal, (a.flight() - b.flight()).dot(normal) / dt)
    };
    let restitution = combine_materials(&a.material(), &b.material(), settings).0;
    if meeting_left_to_discrete((approach, normal), (fraction, fraction == 0.0, restitution), (dt, passes), settings) {
        NotTaken::SlowMeeting
    } else {
        NotTaken::Elsewhere
    }
}

/// A time of impact the continuous stage resolved.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Hit {
    pub fraction: f32,
    pub pose_a: Vec3,
    pub pose_b: Vec3,
    pub normal: Vec3,
    pub point: Vec3,
}

impl ContinuousVerdict {
    pub fn of(world: &World, a: &InspectedBody, b: &InspectedBody) -> ContinuousVerdict {
        let settings = world.resource::<PhysicsSettings>();
        let dt = world.resource::<PhysicsClock>().dt;
        let sweeping = |body: &InspectedBody| {
            let shape = body.shape();
            let because = world.resource::<Contacts>().sweep_cause(body.entity);
            Sweeping {
                travel: body.flight().length(),
                threshold: settings.sweep_threshold(&shape, dt),
                tunnel_threshold: settings.tunnel_threshold(&shape),
                swept: because.is_some(),
                because,
            }
        };
        let (test, mut fraction, mut miss) =
            sweep_test((&a.placed_at_start(), a.flight()), (&b.placed_at_start(), b.flight()));
        let flights = (a.turning_flight(dt), b.turning_flight(dt));
        let turning = flights.0.turns_its_shape() || flights.1.turns_its_shape();
        if turning {
            // a box turning as it flies: swept by conservative advancement, as the continuous stage sweeps it
            let turned = cast_turning(&flights.0, &flights.1).map(|cast| cast.fraction);
            miss = if turned.is_some() { None } else { miss.or(Some(MissReason::TurnedClear)) };
            fraction = turned;
        }
        let hit = recorded_hit(world, a.entity, b.entity);
        let (sweeping_a, sweeping_b) = (sweeping(a), sweeping(b));
        let impacts = world.resource::<Contacts>().impacts_of(a.entity, b.entity).collect();
        let not_taken = match (fraction, hit) {
            (Some(fraction), None) => Some(why_not_taken(settings, (a, sweeping_a), (b, sweeping_b), (fraction, dt))),
            _ => None,
        };
        ContinuousVerdict {
            enabled: settings.ccd_enabled,
            a: sweeping_a,
            b: sweeping_b,
            test,
            turning,
            fraction,
            miss,
            hit,
            impacts,
            not_taken,
        }
    }
}

/// The hit the continuous stage resolved between `a` and `b` this step, as seen from `a`.
fn recorded_hit(world: &World, a: Entity, b: Entity) -> Option<Hit> {
    let pair = world.resource::<Contacts>().hit(a, b)?;
    let toi = pair.toi?;
    let point = toi.pose_a + pair.contact.local_a;
    Some(if pair.a == a {
        Hit { fraction: toi.fraction, pose_a: toi.pose_a, pose_b: toi.pose_b, normal: pair.contact.normal, point }
    } else {
        Hit { fraction: toi.fraction, pose_a: toi.pose_b, pose_b: toi.pose_a, normal: -pair.contact.normal, point }
    })
}

/// Sweeps shape `a` by `motion_a` against shape `b` likewise, neither turning: the test's numbers, the time
/// of impact within the step (as the continuous stage's cast finds it), or why there is none. The numbers are
/// the engine's own: its swept SAT for boxes (on the 15 axes when one is turned; for a box and a sphere, on the
/// sphere's bounds in the box's frame) and its sphere approach for two spheres.
pub fn sweep_test(
    (a, motion_a): (&Placed, Vec3),
    (b, motion_b): (&Placed, Vec3),
) -> (SweepTest, Option<f32>, Option<MissReason>) {
    let (test, miss) = match (a.as_box(), b.as_box()) {
        (None, None) => {
            let reach = a.shape.bounding_radius() + b.shape.bounding_radius();
            let approach = sphere_approach(b.center - a.center, motion_b - motion_a, reach);
            (SweepTest::SphereRoots { roots: approach.roots, closest: approach.closest }, sphere_miss(approach))
        }
        (Some(box_a), Some(box_b)) if a.is_turned_box() || b.is_turned_box() => {
            let pair = BoxPair::new(&box_a, &box_b);
            let motion = frame_of(box_a.rotation).transpose() * (motion_b - motion_a).as_dvec3();
            turned_sweep(&SweptObbAxes::new(&pair, motion))
        }
        (boxed_a, _) => {
            // in the frame of the box (A's when both are boxes, not turned then): the other's bounds there
            let (boxed, other, motion) = match boxed_a {
                Some(boxed) => (boxed, b, motion_b - motion_a),
                None => (b.as_box().expect("a box"), a, motion_a - motion_b),
            };
            let turn = frame_of(boxed.rotation).transpose();
            let local = Aabb::new(boxed.to_local(other.center).as_vec3(), other.reach());
            let moving = (turn * motion.as_dvec3()).as_vec3();
            let axes = swept_sat(&Aabb::new(Vec3::ZERO, boxed.half_extents), Vec3::ZERO, &local, moving);
            let spans = [0, 1, 2].map(|axis| axes.span(axis));
            (SweepTest::Axes { spans, deciding_axis: axes.deciding_axis() }, axes_miss(&axes))
        }
    };
    if let Some(cast) = cast_placed(a, motion_a, b, motion_b) {
        return (test, Some(cast.fraction), None);
    }
    let overlapping = contact_placed(a, b).is_some();
    (test, None, Some(if overlapping { MissReason::Parting } else { miss }))
}

/// The 15 axes' spans of a swept pair of turned boxes, and why they miss if they do.
fn turned_sweep(swept: &SweptObbAxes) -> (SweepTest, MissReason) {
    let spans: [AxisSpan; 15] = std::array::from_fn(|k| AxisSpan::of(swept.enter[k] as f32, swept.leave[k] as f32));
    let deciding_axis = (0..15).fold(0, |best, k| if swept.enter[k] > swept.enter[best] { k } else { best });
    let outside = |k: usize| swept.leave[k] <= 0.0 || swept.enter[k] > 1.0;
    let miss = match (0..15).find(|&k| outside(k)) {
        Some(k) => MissReason::SeparatedAlong { feature: AxisFeature::of(k) },
        None => MissReason::DifferentTimes,
    };
    (SweepTest::TurnedAxes { spans, deciding_axis }, miss)
}

/// Why two spheres that do not hit within the step miss, from when their centres are in reach.
fn sphere_miss(approach: SphereApproach) -> MissReason {
    match approach.roots {
        None => MissReason::PassWide,
        Some([enter, _]) if enter > 1.0 => MissReason::AfterTheStep,
        Some([_, leave]) if leave < 0.0 => MissReason::BeforeTheStep,
        Some(_) => MissReason::OverlappingAtStart,
    }
}

/// Why two boxes (or a box and a sphere's bounds) that do not hit within the step miss, from their axes.
fn axes_miss(axes: &SweptAxes) -> MissReason {
    let outside = |axis: usize| axes.leave[axis] <= 0.0 || axes.enter[axis] > 1.0;
    if let Some(axis) = (0..3).find(|&axis| outside(axis)) {
        return MissReason::SeparatedOnAxis { axis };
    }
    if axes.enter.max_element() >= axes.leave.min_element() {
        MissReason::DifferentTimes
    } else {
        MissReason::MissAtCorner
    }
}
