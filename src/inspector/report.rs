//! The verdict in words, stage by stage, in the language of `Texts`: printed by the `inspect` command (in
//! English) and shown by the app's panel.

use bevy::prelude::*;

use crate::inspector::PairVerdict;
use crate::inspector::axis_words::{AXES, turned_gap_lines, turned_summary};
use crate::inspector::broadphase::BroadphaseVerdict;
use crate::inspector::continuous_words::continuous;
use crate::inspector::joint_words::joint_section;
use crate::inspector::narrowphase::{NarrowphaseVerdict, PairTest};
use crate::inspector::response::{ROLLING_SLIP, ResponseVerdict};
use crate::inspector::section::{Section, Stage, number, vector};
use crate::language::{Arg, Texts};
use crate::physics::Filing;

/// The verdict as sections in pipeline order, then a section for each joint between the two.
pub fn sections(verdict: &PairVerdict, t: &Texts) -> Vec<Section> {
    let mut sections = vec![
        broadphase(&verdict.broadphase, t),
        narrowphase(&verdict.narrowphase, verdict, t),
        continuous(&verdict.continuous, verdict, t),
        response(&verdict.response, t),
    ];
    sections.extend(verdict.joints.iter().map(|joint| joint_section(joint, t)));
    sections
}

/// The whole verdict as text.
pub fn write_report(verdict: &PairVerdict, t: &Texts) -> String {
    let head = if verdict.collided() { "report-head-collided" } else { "report-head-missed" };
    let args = [
        ("step", Arg::from(verdict.step)),
        ("dt", number(t, verdict.dt).into()),
        ("a", verdict.a.name.as_str().into()),
        ("b", verdict.b.name.as_str().into()),
    ];
    let mut text = t.with(head, &args);
    text.push('\n');
    for body in [&verdict.a, &verdict.b] {
        let path = [
            ("body", Arg::from(body.name.as_str())),
            ("start", vector(t, body.start).into()),
            ("velocity", vector(t, body.start_velocity).into()),
            ("flight", vector(t, body.flight_end).into()),
            ("end", vector(t, body.end).into()),
            ("end_velocity", vector(t, body.end_velocity).into()),
        ];
        text += &format!("  {}\n", t.with("report-body-path", &path));
    }
    for section in sections(verdict, t) {
        text += &format!("{}: {}\n", section.stage.name(t), section.answer);
        for line in section.lines {
            text += &format!("  {line}\n");
        }
    }
    for (body, other, speed) in
        [(&verdict.a, &verdict.b, verdict.safe_speed_a), (&verdict.b, &verdict.a, verdict.safe_speed_b)]
    {
        if let Some(speed) = speed {
            let args = [
                ("body", Arg::from(body.name.as_str())),
                ("speed", number(t, speed).into()),
                ("other", other.name.as_str().into()),
            ];
            text += &format!("{}\n", t.with("report-tunnelling", &args));
        }
    }
    text
}

fn broadphase(verdict: &BroadphaseVerdict, t: &Texts) -> Section {
    let answer = if verdict.both_static {
        t.get("broad-both-static")
    } else if !verdict.layers_meet {
        t.get("broad-layers-apart")
    } else if verdict.candidate {
        t.get("broad-candidate")
    } else {
        let axis = verdict.gap.max_position();
        t.with("broad-apart", &[("gap", number(t, verdict.gap[axis]).into()), ("axis", AXES[axis].into())])
    };
    let bounds = |id, min, max| t.with(id, &[("min", vector(t, min).into()), ("max", vector(t, max).into())]);
    Section {
        stage: Stage::Broadphase,
        answer,
        lines: vec![
            bounds("broad-bounds-a", verdict.bounds_a.min, verdict.bounds_a.max),
            bounds("broad-bounds-b", verdict.bounds_b.min, verdict.bounds_b.max),
            t.with("broad-gap", &[("gap", vector(t, verdict.gap).into())]),
            t.with("broad-filed-a", &[("filing", filing(verdict.filing_a, t).into())]),
            t.with("broad-filed-b", &[("filing", filing(verdict.filing_b, t).into())]),
        ],
    }
}

/// Where the broadphase filed a body, in words.
fn filing(filing: Option<Filing>, t: &Texts) -> String {
    let cell = |[x, y, z]: [i64; 3]| format!("({x}, {y}, {z})");
    match filing {
        None => t.get("filing-nowhere"),
        Some(Filing::Moving { cell_size, cell: at }) => {
            t.with("filing-moving", &[("size", number(t, cell_size).into()), ("cell", cell(at).into())])
        }
        Some(Filing::Static { cell_size, first, last }) => t.with(
            "filing-static",
            &[("size", number(t, cell_size).into()), ("first", cell(first).into()), ("last", cell(last).into())],
        ),
        Some(Filing::Outsized) => t.get("filing-outsized"),
    }
}

/// The exact test's numbers in words.
fn pair_test_words(test: &PairTest, t: &Texts) -> String {
    match *test {
        PairTest::SphereSphere { distance, radius_sum } => {
            t.with("test-spheres", &[("distance", number(t, distance).into()), ("radii", number(t, radius_sum).into())])
        }
        PairTest::BoxBox { overlap, least_axis } => match least_axis {
            Some(axis) => {
                t.with("test-boxes-least", &[("overlap", vector(t, overlap).into()), ("axis", AXES[axis].into())])
            }
            None => t.with("test-boxes", &[("overlap", vector(t, overlap).into())]),
        },
        PairTest::Solids { gap, normal, .. } if gap <= 0.0 => t.with(
            "test-solids-overlapping",
            &[("depth", number(t, -gap).into()), ("normal", vector(t, normal).into())],
        ),
        PairTest::Solids { gap, on_a, on_b, .. } => t.with(
            "test-solids-apart",
            &[("gap", number(t, gap).into()), ("a", vector(t, on_a).into()), ("b", vector(t, on_b).into())],
        ),
        PairTest::BoxSphere { box_is_a, closest, distance, radius, region } => t.with(
            "test-box-sphere",
            &[
                ("box", if box_is_a { "A" } else { "B" }.into()),
                ("closest", vector(t, closest).into()),
                ("distance", number(t, distance).into()),
                ("radius", number(t, radius).into()),
                ("region", region.words(t).into()),
            ],
        ),
    }
}

fn narrowphase(verdict: &NarrowphaseVerdict, pair: &PairVerdict, t: &Texts) -> Section {
    let mut lines = match verdict.turned {
        // two boxes, one turned: all 15 axes
        Some(turned) => {
            [vec![turned_summary(&turned.gaps, turned.deciding, t)], turned_gap_lines(&turned.gaps, turned.deciding, t)]
                .concat()
        }
        None => vec![pair_test_words(&verdict.test, t)],
    };
    lines.push(t.with(
        "narrow-tested-at",
        &[
            ("a", vector(t, pair.a.flight_end).into()),
            ("b", vector(t, pair.b.flight_end).into()),
            ("reach", number(t, verdict.reach).into()),
        ],
    ));
    let answer = match verdict.contact {
        Some(contact) => {
            let pair_of = |id, a, b| t.with(id, &[("a", vector(t, a).into()), ("b", vector(t, b).into())]);
            lines.push(t.with(
                "narrow-normal",
                &[("normal", vector(t, contact.normal).into()), ("penetration", number(t, contact.penetration).into())],
            ));
            lines.push(pair_of("narrow-points", contact.point_a, contact.point_b));
            lines.push(pair_of("narrow-local-points", contact.local_a, contact.local_b));
            if verdict.rerouted {
                lines.push(t.get("narrow-seam"));
            }
            if let Some(manifold) = &verdict.manifold {
                lines.extend(manifold.lines(t));
            }
            if contact.touching {
                t.get("narrow-overlapping")
            } else {
                t.with("narrow-speculative", &[("gap", number(t, -contact.penetration).into())])
            }
        }
        None => t.get("narrow-apart"),
    };
    Section { stage: Stage::Narrowphase, answer, lines }
}

fn response(verdict: &ResponseVerdict, t: &Texts) -> Section {
    let mut lines = vec![t.with(
        "response-materials",
        &[
            ("restitution", number(t, verdict.restitution).into()),
            ("friction", number(t, verdict.friction).into()),
            ("threshold", number(t, verdict.restitution_threshold).into()),
        ],
    )];
    if let (Some(speed), Some(used)) = (verdict.approach_speed, verdict.restitution_used) {
        lines
            .push(t.with("response-approach", &[("speed", number(t, speed).into()), ("used", number(t, used).into())]));
    }
    for record in &verdict.records {
        let when = match record.fraction {
            None => t.get("response-discrete"),
            Some(fraction) => t.with("response-hit-at", &[("t", number(t, fraction).into())]),
        };
        let line = t.with(
            "response-record",
            &[
                ("when", when.into()),
                ("normal", vector(t, record.normal).into()),
                ("impulse", number(t, record.normal_impulse).into()),
                ("friction", vector(t, record.friction_impulse).into()),
                ("shift", number(t, record.correction).into()),
            ],
        );
        lines.push(if record.resolved { line } else { t.with("response-not-resolved", &[("line", line.into())]) });
    }
    if let Some(slip) = verdict.slip {
        let id = if slip < ROLLING_SLIP { "response-rolling" } else { "response-slipping" };
        lines.push(t.with(id, &[("slip", number(t, slip).into())]));
    }
    Section { stage: Stage::Response, answer: response_answer(verdict, t), lines }
}

/// The response's answer: whether the pair was resolved, and the impulse it took.
fn response_answer(verdict: &ResponseVerdict, t: &Texts) -> String {
    let impulse: f32 =
        verdict.records.iter().filter(|record| record.resolved).map(|record| record.normal_impulse).sum();
    if verdict.sensor {
        t.get("response-sensor")
    } else if verdict.vetoed {
        t.get("response-vetoed")
    } else if verdict.records.is_empty() {
        t.get("response-nothing")
    } else if impulse > 0.0 {
        t.with("response-resolved", &[("impulse", number(t, impulse).into())])
    } else {
        t.get("response-no-impulse")
    }
}
