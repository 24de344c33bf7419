//! The continuous stage in words: how far each body travelled and whether it was swept, the sweep's
//! numbers, and where the flights met or why they did not.

use crate::geometry::AxisFeature;
use crate::inspector::PairVerdict;
use crate::inspector::axis_words::{AXES, feature_words, span_words};
use crate::inspector::continuous::{ContinuousVerdict, MissReason, NotTaken, SweepTest};
use crate::inspector::section::{Section, Stage, number, vector};
use crate::language::{Arg, Texts};
use crate::physics::SweepCause;

pub(crate) fn continuous(verdict: &ContinuousVerdict, pair: &PairVerdict, t: &Texts) -> Section {
    let mut lines = Vec::new();
    for (name, sweeping) in [(&pair.a.name, verdict.a), (&pair.b.name, verdict.b)] {
        let swept = t.get(match sweeping.because {
            None => "swept-not",
            Some(SweepCause::MayTunnel) => "swept-may-tunnel",
            Some(SweepCause::ClosesFast) => "swept-closes-fast",
            Some(SweepCause::SentOn) => "swept-sent-on",
            Some(SweepCause::EveryBody) => "swept-every-body",
        });
        let args = [
            ("body", Arg::from(name.as_str())),
            ("travel", number(t, sweeping.travel).into()),
            ("threshold", number(t, sweeping.threshold).into()),
            ("tunnel", number(t, sweeping.tunnel_threshold).into()),
            ("swept", swept.into()),
        ];
        lines.push(t.with("sweep-body", &args));
    }
    lines.extend(sweep_lines(&verdict.test, t));
    if verdict.turning {
        lines.push(t.get("continuous-turning"));
    }
    if let Some(hit) = verdict.hit {
        let args = [
            ("a", Arg::from(vector(t, hit.pose_a))),
            ("b", vector(t, hit.pose_b).into()),
            ("normal", vector(t, hit.normal).into()),
            ("point", vector(t, hit.point).into()),
        ];
        lines.push(t.with("continuous-poses", &args));
    }
    if verdict.impacts.len() > 1 {
        let each = verdict.impacts.iter().map(|&(time, impulse)| {
            t.with("continuous-impact", &[("t", number(t, time).into()), ("impulse", number(t, impulse).into())])
        });
        let impacts = each.collect::<Vec<_>>().join(t.separator());
        lines.push(t.with("continuous-impacts", &[("impacts", impacts.into())]));
    }
    Section { stage: Stage::Continuous, answer: continuous_answer(verdict, t), lines }
}

/// The continuous stage's answer: where the flights met and what was done there, or why nothing was.
fn continuous_answer(verdict: &ContinuousVerdict, t: &Texts) -> String {
    match (verdict.fraction, verdict.hit, verdict.miss, verdict.not_taken) {
        (_, Some(hit), ..) if verdict.impacts.len() > 1 => t.with(
            "continuous-met-times",
            &[("count", verdict.impacts.len().into()), ("t", number(t, hit.fraction).into())],
        ),
        (_, Some(hit), ..) => t.with("continuous-hit", &[("t", number(t, hit.fraction).into())]),
        (Some(fraction), None, _, Some(why)) => {
            let why = t.get(match why {
                NotTaken::Disabled => "not-taken-disabled",
                NotTaken::NotSwept => "not-taken-not-swept",
                NotTaken::OverlappingAtStart => "not-taken-overlapping",
                NotTaken::SlowMeeting => "not-taken-slow",
                NotTaken::Elsewhere => "not-taken-elsewhere",
            });
            t.with("continuous-meet", &[("t", number(t, fraction).into()), ("why", why.into())])
        }
        (_, _, Some(miss), _) => t.with("continuous-miss", &[("why", miss_words(miss, t).into())]),
        _ => t.get("continuous-none"),
    }
}

/// The sweep's numbers: each axis's interval, or the sphere roots and the closest approach.
fn sweep_lines(test: &SweepTest, t: &Texts) -> Vec<String> {
    match *test {
        SweepTest::Axes { spans, deciding_axis } => spans
            .iter()
            .enumerate()
            .map(|(axis, span)| span_words(AXES[axis], span, axis == deciding_axis, t))
            .collect(),
        SweepTest::TurnedAxes { spans, deciding_axis } => spans
            .iter()
            .enumerate()
            .map(|(k, span)| span_words(&feature_words(AxisFeature::of(k), t), span, k == deciding_axis, t))
            .collect(),
        SweepTest::SphereRoots { roots, closest } => vec![
            match roots {
                Some([f32::NEG_INFINITY, f32::INFINITY]) => t.get("sphere-still"),
                Some([enter, leave]) => {
                    t.with("sphere-roots", &[("enter", number(t, enter).into()), ("leave", number(t, leave).into())])
                }
                None => t.get("sphere-no-roots"),
            },
            t.with("sphere-closest", &[("distance", number(t, closest).into())]),
        ],
    }
}

fn miss_words(miss: MissReason, t: &Texts) -> String {
    let apart_along = |axis: String| t.with("miss-apart-along", &[("axis", axis.into())]);
    match miss {
        MissReason::SeparatedOnAxis { axis } => apart_along(AXES[axis].to_string()),
        MissReason::SeparatedAlong { feature } => apart_along(feature_words(feature, t)),
        MissReason::OverlappingAtStart => t.get("miss-overlapping"),
        MissReason::Parting => t.get("miss-parting"),
        MissReason::DifferentTimes => t.get("miss-different-times"),
        MissReason::PassWide => t.get("miss-pass-wide"),
        MissReason::AfterTheStep => t.get("miss-after"),
        MissReason::BeforeTheStep => t.get("miss-before"),
        MissReason::MissAtCorner => t.get("miss-corner"),
        MissReason::TurnedClear => t.get("miss-turned-clear"),
    }
}
