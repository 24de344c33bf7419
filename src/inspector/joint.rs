//! A joint as the inspector explains it: what it is and joins, how far apart its ends are, the force it pulled
//! with in the step that just ran and how the solver met it.

use bevy::prelude::*;
use serde::Serialize;

use crate::language::Texts;
use crate::physics::{Joint, JointBroken, JointEnd, JointForce, JointKind, JointSolve};

/// One joint in the step that just ran.
#[derive(Clone, Debug, Serialize)]
pub struct JointVerdict {
    #[serde(skip)]
    pub entity: Entity,
    /// "rod", "string", "spring", "pin", "hinge", "slider", "weld" or "pulley".
    pub kind: &'static str,
    /// Whether it holds with a tension along a line (a rod, string, spring or pulley), not a force and a torque.
    pub by_tension: bool,
    /// The names of the bodies at its ends ("a fixed point" for a point of the world).
    pub a: String,
    pub b: String,
    /// Its length, or a spring's rest length (m).
    pub length: f32,
    /// A spring's stiffness (N/m) and damping (N·s/m).
    pub stiffness: Option<f32>,
    pub damping: Option<f32>,
    /// How far apart its ends are at the end of the step (m; `None` when an end's body is gone).
    pub distance: Option<f32>,
    /// The tension it pulled with over the step (N; negative: it pushed).
    pub tension: f32,
    /// The size of the force (N) and torque (N·m) a pin, hinge, slider or weld held B with, and what its motor
    /// gave (N·m for a hinge, N for a slider), if it has one.
    pub force: f32,
    pub torque: f32,
    pub motor: Option<f32>,
    /// The tension above which it breaks (N; `None`: it never breaks), and the step it broke on.
    pub breaking_force: Option<f32>,
    pub broken_at: Option<u64>,
    /// How the solver met it.
    pub solve: JointSolve,
}

/// What a joint did in the step that just ran.
#[derive(Clone, Copy, Debug, Default)]
pub struct JointState {
    /// What it held with, how the solver met it, the step it broke on.
    pub held: JointForce,
    pub solve: JointSolve,
    pub broken_at: Option<u64>,
    /// How far apart its ends are (m), when known.
    pub distance: Option<f32>,
}

impl JointVerdict {
    /// The joint `entity` that is `joint` between bodies named `names`, in `state`.
    pub fn new(entity: Entity, joint: &Joint, names: [String; 2], state: JointState) -> JointVerdict {
        let spring = match joint.kind {
            JointKind::Spring { stiffness, damping, .. } => Some((stiffness, damping)),
            _ => None,
        };
        let has_motor = match joint.kind {
            JointKind::Hinge(hinge) => hinge.motor.is_some(),
            JointKind::Slider(slider) => slider.motor.is_some(),
            _ => false,
        };
        let [a, b] = names;
        JointVerdict {
            entity,
            kind: joint.kind.word(),
            by_tension: joint.kind.holds_by_tension(),
            a,
            b,
            length: joint.kind.length(),
            stiffness: spring.map(|(stiffness, _)| stiffness),
            damping: spring.map(|(_, damping)| damping),
            distance: state.distance,
            tension: state.held.tension,
            force: state.held.force.length(),
            torque: state.held.torque.length(),
            motor: has_motor.then_some(state.held.motor),
            breaking_force: joint.breaking_force.is_finite().then_some(joint.breaking_force),
            broken_at: state.broken_at,
            solve: state.solve,
        }
    }

    /// The joint `entity` as the last step left it; `None` when it is no joint.
    pub fn of(world: &World, entity: Entity) -> Option<JointVerdict> {
        let joint = world.get::<Joint>(entity)?;
        let texts = Texts::of_world(world);
        let name = |end: &JointEnd| end_name(end, |body| world.get::<Name>(body).map(Name::to_string), &texts);
        let state = JointState {
            held: world.get::<JointForce>(entity).copied().unwrap_or_default(),
            solve: world.get::<JointSolve>(entity).copied().unwrap_or_default(),
            broken_at: world.get::<JointBroken>(entity).map(|broken| broken.step),
            // a pulley's ends are as far apart as its strings make them, not as the line between them
            distance: (!matches!(joint.kind, JointKind::Pulley(_)))
                .then(|| joint.a.point_in(world).zip(joint.b.point_in(world)).map(|(a, b)| a.distance(b)))
                .flatten(),
        };
        Some(JointVerdict::new(entity, joint, [name(&joint.a), name(&joint.b)], state))
    }
}

/// What an end is called: its body's name (`named`), or its entity; a fixed point, in `t`'s words, for a point
/// of the world.
pub fn end_name(end: &JointEnd, named: impl Fn(Entity) -> Option<String>, t: &Texts) -> String {
    match end.entity() {
        Some(body) => named(body).unwrap_or_else(|| body.to_string()),
        None => t.get("joint-fixed-point"),
    }
}

/// The joints between bodies `a` and `b`, either way round, in the order they were made.
pub fn joints_between(world: &World, a: Entity, b: Entity) -> Vec<JointVerdict> {
    let Some(mut joints) = world.try_query::<(Entity, &Joint)>() else {
        return Vec::new();
    };
    let mut found: Vec<Entity> = joints
        .iter(world)
        .filter(|(_, joint)| {
            let ends = [joint.a.entity(), joint.b.entity()];
            ends == [Some(a), Some(b)] || ends == [Some(b), Some(a)]
        })
        .map(|(entity, _)| entity)
        .collect();
    found.sort_by_key(|entity| entity.index_u32());
    found.into_iter().filter_map(|entity| JointVerdict::of(world, entity)).collect()
}
