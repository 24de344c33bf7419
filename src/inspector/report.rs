//! The verdict in words, stage by stage: printed by the `inspect` command and shown by the app's panel.

use bevy::prelude::*;

use crate::geometry::AxisFeature;
use crate::inspector::PairVerdict;
use crate::inspector::axis_words::{feature_words, span_words, turned_gap_lines, turned_summary};
use crate::inspector::broadphase::BroadphaseVerdict;
use crate::inspector::continuous::{ContinuousVerdict, MissReason, NotTaken, SweepTest};
use crate::inspector::joint::JointVerdict;
use crate::inspector::narrowphase::{NarrowphaseVerdict, PairTest};
use crate::inspector::response::{ROLLING_SLIP, ResponseVerdict};
use crate::physics::{Filing, SweepCause};

const AXES: [&str; 3] = ["x", "y", "z"];

/// One stage of the verdict: its name, its one-line answer and the numbers behind it.
pub struct Section {
    pub stage: &'static str,
    pub answer: String,
    pub lines: Vec<String>,
}

/// The verdict as sections in pipeline order, then a section for each joint between the two.
pub fn sections(verdict: &PairVerdict) -> Vec<Section> {
    let mut sections = vec![
        broadphase(&verdict.broadphase),
        narrowphase(&verdict.narrowphase, verdict),
        continuous(&verdict.continuous, verdict),
        response(&verdict.response),
    ];
    sections.extend(verdict.joints.iter().map(joint_section));
    sections
}

/// The whole verdict as text.
pub fn write_report(verdict: &PairVerdict) -> String {
    let mut text = format!(
        "step {} (dt {} s): {} and {} {}\n",
        verdict.step,
        number(verdict.dt),
        verdict.a.name,
        verdict.b.name,
        if verdict.collided() { "collided" } else { "did not collide" }
    );
    for body in [&verdict.a, &verdict.b] {
        text += &format!(
            "  {}: from {} at {} m/s, free flight to {}, ended at {} at {} m/s\n",
            body.name,
            vector(body.start),
            vector(body.start_velocity),
            vector(body.flight_end),
            vector(body.end),
            vector(body.end_velocity)
        );
    }
    for section in sections(verdict) {
        text += &format!("{}: {}\n", section.stage, section.answer);
        for line in section.lines {
            text += &format!("  {line}\n");
        }
    }
    for (body, other, speed) in
        [(&verdict.a, &verdict.b, verdict.safe_speed_a), (&verdict.b, &verdict.a, verdict.safe_speed_b)]
    {
        if let Some(speed) = speed {
            text += &format!(
                "tunnelling: {} needs continuous detection above {} m/s to be sure of meeting {} (moving as now)\n",
                body.name,
                number(speed),
                other.name
            );
        }
    }
    text
}

fn broadphase(verdict: &BroadphaseVerdict) -> Section {
    let answer = if verdict.both_static {
        "both static: never a pair".to_string()
    } else if !verdict.layers_meet {
        "their collision layers do not meet: never a pair".to_string()
    } else if verdict.candidate {
        "the swept bounds overlap: a candidate pair".to_string()
    } else {
        let axis = verdict.gap.max_position();
        format!("the swept bounds are {} m apart along {}: not a pair", number(verdict.gap[axis]), AXES[axis])
    };
    Section {
        stage: "broadphase",
        answer,
        lines: vec![
            format!("bounds A {} to {}", vector(verdict.bounds_a.min), vector(verdict.bounds_a.max)),
            format!("bounds B {} to {}", vector(verdict.bounds_b.min), vector(verdict.bounds_b.max)),
            format!("gap per axis {} m (negative: overlap)", vector(verdict.gap)),
            format!("A filed {}", filing(verdict.filing_a)),
            format!("B filed {}", filing(verdict.filing_b)),
        ],
    }
}

/// Where the broadphase filed a body, in words.
fn filing(filing: Option<Filing>) -> String {
    let cell = |[x, y, z]: [i64; 3]| format!("({x}, {y}, {z})");
    match filing {
        None => "nowhere (not a body this step, or its position is not finite)".to_string(),
        Some(Filing::Moving { cell_size, cell: at }) => format!(
            "in the grid of moving bodies (cells {} m), cell {}: tested against its own and the 26 neighbouring cells",
            number(cell_size),
            cell(at)
        ),
        Some(Filing::Static { cell_size, first, last }) => format!(
            "in the grid of static bodies (cells {} m, kept between steps), cells {} to {}",
            number(cell_size),
            cell(first),
            cell(last)
        ),
        Some(Filing::Outsized) => "apart, too wide for its grid: tested against every body".to_string(),
    }
}

/// The exact test's numbers in words.
fn pair_test_words(test: &PairTest) -> String {
    match *test {
        PairTest::SphereSphere { distance, radius_sum } => {
            format!("centre distance {} m against the sum of radii {} m", number(distance), number(radius_sum))
        }
        PairTest::BoxBox { overlap, least_axis } => format!(
            "overlap per axis {} m{}",
            vector(overlap),
            least_axis.map_or(String::new(), |axis| format!(", least along {} (the normal's axis)", AXES[axis]))
        ),
        PairTest::BoxSphere { box_is_a, closest, distance, radius, region } => format!(
            "closest point of the box ({}) to the sphere's centre {}: {} m from it against the radius {} m; the centre is {}",
            if box_is_a { "A" } else { "B" },
            vector(closest),
            number(distance),
            number(radius),
            region.words()
        ),
    }
}

fn narrowphase(verdict: &NarrowphaseVerdict, pair: &PairVerdict) -> Section {
    let mut lines = match verdict.turned {
        // two boxes, one turned: all 15 axes
        Some(turned) => {
            [vec![turned_summary(&turned.gaps, turned.deciding)], turned_gap_lines(&turned.gaps, turned.deciding)]
                .concat()
        }
        None => vec![pair_test_words(&verdict.test)],
    };
    lines.push(format!(
        "tested where free flight took them: A at {}, B at {}; speculative reach {} m",
        vector(pair.a.flight_end),
        vector(pair.b.flight_end),
        number(verdict.reach)
    ));
    let answer = match verdict.contact {
        Some(contact) => {
            lines.push(format!(
                "normal {} (A to B), penetration {} m",
                vector(contact.normal),
                number(contact.penetration)
            ));
            lines.push(format!("points: on A {}, on B {}", vector(contact.point_a), vector(contact.point_b)));
            lines.push(format!("local points: A {}, B {}", vector(contact.local_a), vector(contact.local_b)));
            if verdict.rerouted {
                lines.push(
                    "the face hit is covered by a neighbouring box (a seam): the normal was taken along another axis"
                        .into(),
                );
            }
            if let Some(manifold) = &verdict.manifold {
                lines.extend(manifold.lines(number, vector));
            }
            if contact.touching {
                "overlapping: a contact".to_string()
            } else {
                format!("a gap of {} m within the reach: a speculative contact", number(-contact.penetration))
            }
        }
        None => "apart: no contact".to_string(),
    };
    Section { stage: "narrowphase", answer, lines }
}

fn continuous(verdict: &ContinuousVerdict, pair: &PairVerdict) -> Section {
    let mut lines = Vec::new();
    for (name, sweeping) in [(&pair.a.name, verdict.a), (&pair.b.name, verdict.b)] {
        lines.push(format!(
            "{name}: travelled {} m, swept beyond {} m if a contact closes fast, beyond {} m always: {}",
            number(sweeping.travel),
            number(sweeping.threshold),
            number(sweeping.tunnel_threshold),
            match sweeping.because {
                None => "not swept",
                Some(SweepCause::MayTunnel) => "swept, as it could tunnel",
                Some(SweepCause::ClosesFast) => "swept, as a contact of it closed fast",
                Some(SweepCause::SentOn) => "swept, as a hit sent it off on a new path",
                Some(SweepCause::EveryBody) => "swept, as every moving body is",
            }
        ));
    }
    lines.extend(sweep_lines(&verdict.test));
    if verdict.turning {
        lines.push(
            "a box turns as it flies: the pair is moved on by their gap over the fastest any point can close \
             (relative speed + angular speed × reach), again and again until they touch (conservative advancement)"
                .into(),
        );
    }
    if let Some(hit) = verdict.hit {
        lines.push(format!(
            "poses at impact: A {}, B {}; normal {}, point {}",
            vector(hit.pose_a),
            vector(hit.pose_b),
            vector(hit.normal),
            vector(hit.point)
        ));
    }
    if verdict.impacts.len() > 1 {
        let each = verdict.impacts.iter().map(|&(t, j)| format!("t = {} ({} N·s)", number(t), number(j)));
        lines.push(format!("impacts this step, in time order: {}", each.collect::<Vec<_>>().join(", ")));
    }
    let answer = continuous_answer(verdict);
    Section { stage: "continuous", answer, lines }
}

/// The continuous stage's answer: where the flights met and what was done there, or why nothing was.
fn continuous_answer(verdict: &ContinuousVerdict) -> String {
    match (verdict.fraction, verdict.hit, verdict.miss, verdict.not_taken) {
        (_, Some(hit), ..) if verdict.impacts.len() > 1 => {
            format!(
                "met {} times this step, each resolved at its own time; the last at t = {}",
                verdict.impacts.len(),
                number(hit.fraction)
            )
        }
        (_, Some(hit), ..) => format!("hit at t = {} of the step, resolved there", number(hit.fraction)),
        (Some(fraction), None, _, Some(why)) => format!(
            "the flights meet at t = {}, {}",
            number(fraction),
            match why {
                NotTaken::Disabled => "but continuous detection is off",
                NotTaken::NotSwept =>
                    "but neither body was swept (too slow, or closing on nothing fast): left to the discrete test",
                NotTaken::OverlappingAtStart => "but they overlapped when the step began: left to the solver",
                NotTaken::SlowMeeting => "too slowly to pass through: left to the solver",
                NotTaken::Elsewhere => "but an earlier hit changed a path, or it is at a seam between boxes",
            }
        ),
        (_, _, Some(miss), _) => format!("no time of impact: {}", miss_words(miss)),
        _ => "no time of impact".to_string(),
    }
}

/// The sweep's numbers: each axis's interval, or the sphere roots and the closest approach.
fn sweep_lines(test: &SweepTest) -> Vec<String> {
    match *test {
        SweepTest::Axes { spans, deciding_axis } => {
            spans.iter().enumerate().map(|(axis, span)| span_words(AXES[axis], span, axis == deciding_axis)).collect()
        }
        SweepTest::TurnedAxes { spans, deciding_axis } => spans
            .iter()
            .enumerate()
            .map(|(k, span)| span_words(&feature_words(AxisFeature::of(k)), span, k == deciding_axis))
            .collect(),
        SweepTest::SphereRoots { roots, closest } => vec![
            match roots {
                Some([f32::NEG_INFINITY, f32::INFINITY]) => "no relative motion: in reach the whole step".to_string(),
                Some([enter, leave]) => format!("roots t = {} and {}", number(enter), number(leave)),
                None => "no real roots".to_string(),
            },
            format!("the centres come closest at {} m", number(closest)),
        ],
    }
}

fn miss_words(miss: MissReason) -> String {
    match miss {
        MissReason::OverlappingAtStart => "they overlapped when the step began".into(),
        MissReason::Parting => "touching at the start and moving apart".into(),
        MissReason::SeparatedOnAxis { axis } => format!("apart along {} for the whole step", AXES[axis]),
        MissReason::SeparatedAlong { feature } => format!("apart along {} for the whole step", feature_words(feature)),
        MissReason::DifferentTimes => "the paths cross, but at different times".into(),
        MissReason::PassWide => "the centres pass wider than the sum of the radii".into(),
        MissReason::AfterTheStep => "they would meet only after the step".into(),
        MissReason::BeforeTheStep => "they would have met before the step began".into(),
        MissReason::MissAtCorner => "the bounds meet, but the sphere passes the rounded corner".into(),
        MissReason::TurnedClear => "the box turns as it flies and passes clear of the other".into(),
    }
}

fn response(verdict: &ResponseVerdict) -> Section {
    let mut lines = vec![format!(
        "restitution {} and friction {} (combined); below {} m/s approach no bounce",
        number(verdict.restitution),
        number(verdict.friction),
        number(verdict.restitution_threshold)
    )];
    if let (Some(speed), Some(used)) = (verdict.approach_speed, verdict.restitution_used) {
        lines.push(format!("approach speed {} m/s: restitution used {}", number(speed), number(used)));
    }
    for record in &verdict.records {
        lines.push(format!(
            "{}: normal {}, normal impulse {} N·s, friction impulse {} N·s, correction shift {} m{}",
            record.fraction.map_or("discrete contact".to_string(), |t| format!("hit at t = {}", number(t))),
            vector(record.normal),
            number(record.normal_impulse),
            vector(record.friction_impulse),
            number(record.correction),
            if record.resolved { "" } else { " (not resolved)" }
        ));
    }
    if let Some(slip) = verdict.slip {
        let state = if slip < ROLLING_SLIP { "rolling: the contact points move together" } else { "slipping" };
        lines.push(format!("at the end of the step the contact points slip at {} m/s: {state}", number(slip)));
    }
    let impulse: f32 =
        verdict.records.iter().filter(|record| record.resolved).map(|record| record.normal_impulse).sum();
    let answer = if verdict.sensor {
        "a sensor: reported, not resolved".to_string()
    } else if verdict.vetoed {
        "vetoed by game code: reported, not resolved".to_string()
    } else if verdict.records.is_empty() {
        "no contact: nothing to resolve".to_string()
    } else if impulse > 0.0 {
        format!("resolved: a normal impulse of {} N·s in all", number(impulse))
    } else {
        "no impulse needed: the bodies did not press together".to_string()
    };
    Section { stage: "response", answer, lines }
}

/// A joint: what it is, its force, how far apart its ends are, and how the solver met it.
pub fn joint_section(joint: &JointVerdict) -> Section {
    let what = format!("a {} of {} m from {} to {}", joint.kind, number(joint.length), joint.a, joint.b);
    let answer = match joint.broken_at {
        Some(step) => format!("{what}: broke on step {step}, and pulls no more"),
        None if joint.solve.substeps > 0 && joint.solve.acting == 0 => format!("{what}: slack, pulls nothing"),
        None if joint.tension < 0.0 => format!("{what}: pushes with {} N", number(-joint.tension)),
        None => format!("{what}: pulls with {} N", number(joint.tension)),
    };
    let mut lines = Vec::new();
    if let Some(distance) = joint.distance {
        let beyond = distance - joint.length;
        lines.push(match (joint.stiffness, joint.damping) {
            (Some(k), Some(c)) => format!(
                "its ends {} m apart, {} m beyond its rest length: k·x = {} N (k {} N/m, damping {} N·s/m)",
                number(distance),
                number(beyond),
                number(k * beyond),
                number(k),
                number(c)
            ),
            _ => format!("its ends {} m apart: {} µm beyond its length", number(distance), number(beyond * 1e6)),
        });
    }
    if let Some(force) = joint.breaking_force {
        lines.push(format!("breaks above {} N", number(force)));
    }
    let solve = &joint.solve;
    lines.push(match solve.solved_with {
        0 | 1 => "solved exactly, on its own: no other joint shares a body that moves".to_owned(),
        2 => "solved exactly together with the other joint tied to it through a body they share".to_owned(),
        n => format!("solved exactly together with the {} other joints tied to it through shared bodies", n - 1),
    });
    if solve.substeps > 0 {
        lines.push(format!(
            "acted in {} of {} substeps, at most {} Newton step{} in one; {}, its ends missed by {} µm at most",
            solve.acting,
            solve.substeps,
            solve.newton_steps,
            if solve.newton_steps == 1 { "" } else { "s" },
            if solve.settled { "settled within the tolerance" } else { "not settled in every substep" },
            number(solve.missed * 1e6)
        ));
        lines.push(format!(
            "tension impulse {} N·s: {} in the substeps' motion, {} holding its ends from parting after it",
            number(solve.motion_impulse + solve.hold_impulse),
            number(solve.motion_impulse),
            number(solve.hold_impulse)
        ));
    }
    Section { stage: "joint", answer, lines }
}

/// A number to four significant decimals, without a trailing "-0".
fn number(value: f32) -> String {
    let text = format!("{:.4}", value);
    if text == "-0.0000" { "0.0000".to_string() } else { text }
}

fn vector(value: Vec3) -> String {
    format!("({}, {}, {})", number(value.x), number(value.y), number(value.z))
}
