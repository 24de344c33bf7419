//! A joint in words: what it is, its force, how far apart its ends are, and how the solver met it.

use crate::inspector::joint::JointVerdict;
use crate::inspector::section::{Section, Stage, number};
use crate::language::{Arg, Texts};

/// A joint's section of the verdict (also the joints panel's "how the solver met it").
pub fn joint_section(joint: &JointVerdict, t: &Texts) -> Section {
    if !joint.by_tension {
        return machine_section(joint, t);
    }
    let what = t.with(
        "joint-what",
        &[
            ("kind", joint.kind.into()),
            ("length", number(t, joint.length).into()),
            ("a", joint.a.as_str().into()),
            ("b", joint.b.as_str().into()),
        ],
    );
    let answer = match joint.broken_at {
        Some(step) => t.with("joint-broke", &[("what", what.into()), ("step", step.into())]),
        None if joint.solve.substeps > 0 && joint.solve.acting == 0 => t.with("joint-slack", &[("what", what.into())]),
        None if joint.tension < 0.0 => {
            t.with("joint-pushes", &[("what", what.into()), ("force", number(t, -joint.tension).into())])
        }
        None => t.with("joint-pulls", &[("what", what.into()), ("force", number(t, joint.tension).into())]),
    };
    let mut lines = Vec::new();
    if let Some(distance) = joint.distance {
        lines.push(stretch_words(joint, distance, t));
    }
    if let Some(force) = joint.breaking_force {
        lines.push(t.with("joint-breaks-above", &[("force", number(t, force).into())]));
    }
    lines.extend(solve_lines(joint, t));
    Section { stage: Stage::Joint, answer, lines }
}

/// How far apart the ends are: a spring's stretch and force, or how far a rod or string is off its length.
fn stretch_words(joint: &JointVerdict, distance: f32, t: &Texts) -> String {
    let beyond = distance - joint.length;
    match (joint.stiffness, joint.damping) {
        (Some(k), Some(c)) => t.with(
            "joint-spring-stretch",
            &[
                ("distance", number(t, distance).into()),
                ("beyond", number(t, beyond).into()),
                ("force", number(t, k * beyond).into()),
                ("k", number(t, k).into()),
                ("c", number(t, c).into()),
            ],
        ),
        _ => t.with(
            "joint-stretch",
            &[("distance", number(t, distance).into()), ("beyond", number(t, beyond * 1e6).into())],
        ),
    }
}

/// How the solver met the joint: with which others, in how many substeps, how exactly, with what impulse.
fn solve_lines(joint: &JointVerdict, t: &Texts) -> Vec<String> {
    let solve = &joint.solve;
    let mut lines = vec![match solve.solved_with {
        0 | 1 => t.get("joint-solved-alone"),
        n => t.with("joint-solved-with", &[("others", (n - 1).into())]),
    }];
    if solve.substeps > 0 {
        let settled = t.get(if solve.settled { "joint-settled" } else { "joint-not-settled" });
        let args = [
            ("acting", Arg::from(solve.acting)),
            ("substeps", solve.substeps.into()),
            ("newton", solve.newton_steps.into()),
            ("settled", settled.into()),
            ("missed", number(t, solve.missed * 1e6).into()),
        ];
        lines.push(t.with("joint-acted", &args));
        let args = [
            ("total", Arg::from(number(t, solve.motion_impulse + solve.hold_impulse))),
            ("motion", number(t, solve.motion_impulse).into()),
            ("hold", number(t, solve.hold_impulse).into()),
        ];
        lines.push(t.with("joint-tension-impulse", &args));
    }
    lines
}

/// A pin's, hinge's, slider's or weld's section: what it held B with, what its motor gave, how far its anchors
/// were apart.
fn machine_section(joint: &JointVerdict, t: &Texts) -> Section {
    let what = t.with(
        "joint-machine-what",
        &[("kind", joint.kind.into()), ("a", joint.a.as_str().into()), ("b", joint.b.as_str().into())],
    );
    let answer = match joint.broken_at {
        Some(step) => t.with("joint-broke", &[("what", what.into()), ("step", step.into())]),
        None => t.with(
            "joint-holds-with",
            &[
                ("what", what.into()),
                ("force", number(t, joint.force).into()),
                ("torque", number(t, joint.torque).into()),
            ],
        ),
    };
    let mut lines = Vec::new();
    if let Some(motor) = joint.motor {
        lines.push(t.with("joint-motor-gives", &[("kind", joint.kind.into()), ("effort", number(t, motor).into())]));
    }
    if let Some(force) = joint.breaking_force {
        lines.push(t.with("joint-breaks-above", &[("force", number(t, force).into())]));
    }
    let solve = &joint.solve;
    if solve.substeps > 0 {
        let args = [("substeps", Arg::from(solve.substeps)), ("missed", number(t, solve.missed * 1e6).into())];
        lines.push(t.with("joint-machine-solved", &args));
    }
    Section { stage: Stage::Joint, answer, lines }
}
