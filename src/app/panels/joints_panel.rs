//! The scene's joints in the Controls panel: each one's kind, the bodies it joins, its tension now, and its
//! length (a spring's rest length), a spring's stiffness and damping, edited within sane ranges; how the solver
//! met it in the last step; and a button that removes it.

use std::ops::RangeInclusive;

use bevy::prelude::*;
use bevy_egui::egui;

use super::machine_fields::edit_machine;
use crate::app::state::controls::{AppControls, Request};
use crate::app::view::body_names::BodyNames;
use crate::inspector::{JointState, JointVerdict, end_name, joint_section};
use crate::language::fields::drag;
use crate::language::{Arg, Texts};
use crate::physics::{Joint, JointBroken, JointForce, JointKind, JointSolve};

/// The lengths (m), stiffnesses (N/m) and dampings (N·s/m) the panel allows.
pub const LENGTH: RangeInclusive<f32> = 0.01..=100.0;
pub const STIFFNESS: RangeInclusive<f32> = 0.1..=100_000.0;
pub const DAMPING: RangeInclusive<f32> = 0.0..=1_000.0;

/// The joints as the panel reads and edits them.
pub type JointRows<'w, 's> =
    Query<'w, 's, (Entity, &'static mut Joint, &'static JointForce, &'static JointSolve, Option<&'static JointBroken>)>;

/// Lists every joint with its fields; a removal is asked of the app through `controls`.
pub fn joints_section(ui: &mut egui::Ui, joints: &mut JointRows, names: &Query<&Name>, controls: &mut AppControls) {
    let t = Texts::of(ui.ctx());
    if joints.is_empty() {
        ui.weak(t.get("joints-none"));
        return;
    }
    let shown = BodyNames::of(ui.ctx());
    let mut entities: Vec<Entity> = joints.iter().map(|(entity, ..)| entity).collect();
    entities.sort_by_key(|entity| entity.index_u32());
    for entity in entities {
        let Ok((_, mut joint, force, solve, broken)) = joints.get_mut(entity) else { continue };
        let name = |body| names.get(body).ok().map(|name| shown.shown(name).into_owned());
        let state = match broken {
            Some(_) => t.get("joints-broken"),
            None if matches!(
                joint.kind,
                JointKind::Pin | JointKind::Hinge(_) | JointKind::Slider(_) | JointKind::Weld(_)
            ) =>
            {
                t.with("joints-force", &[("force", t.number(force.force.length(), 1).into())])
            }
            None => t.with("joints-force", &[("force", t.number(force.tension, 1).into())]),
        };
        let ends = [end_name(&joint.a, name, &t), end_name(&joint.b, name, &t)];
        let row = [
            ("kind", Arg::from(joint.kind.word())),
            ("a", ends[0].as_str().into()),
            ("b", ends[1].as_str().into()),
            ("state", state.into()),
        ];
        ui.label(t.with("joints-row", &row));
        let state =
            JointState { held: *force, solve: *solve, broken_at: broken.map(|broken| broken.step), distance: None };
        let section = joint_section(&JointVerdict::new(entity, &joint, ends, state), &t);
        egui::CollapsingHeader::new(t.get("joints-how-solved")).id_salt(("joint solve", entity)).show(ui, |ui| {
            section.lines.iter().for_each(|line| {
                ui.label(line);
            });
        });
        let mut edited = *joint;
        ui.horizontal(|ui| {
            edit_kind(ui, &mut edited.kind);
            if ui.button(t.get("joints-remove")).clicked() {
                controls.requests.push(Request::RemoveJoint(entity));
            }
        });
        joint.set_if_neq(edited);
        ui.separator();
    }
}

/// The fields of a joint's kind, each within its range.
pub fn edit_kind(ui: &mut egui::Ui, kind: &mut JointKind) {
    let t = Texts::of(ui.ctx());
    let clamped = |value: &mut f32, range: &RangeInclusive<f32>| *value = value.clamp(*range.start(), *range.end());
    match kind {
        JointKind::Rod { length } | JointKind::String { length } => {
            ui.add(drag(egui::DragValue::new(length).range(LENGTH).speed(0.01).suffix(" m"), &t));
            clamped(length, &LENGTH);
        }
        JointKind::Spring { rest_length, stiffness, damping } => {
            let rest = format!("{} ", t.get("joints-rest"));
            ui.add(drag(egui::DragValue::new(rest_length).range(LENGTH).speed(0.01).prefix(rest).suffix(" m"), &t));
            ui.add(drag(egui::DragValue::new(stiffness).range(STIFFNESS).speed(1.0).prefix("k ").suffix(" N/m"), &t));
            ui.add(drag(egui::DragValue::new(damping).range(DAMPING).speed(0.1).prefix("c ").suffix(" N·s/m"), &t));
            clamped(rest_length, &LENGTH);
            clamped(stiffness, &STIFFNESS);
            clamped(damping, &DAMPING);
        }
        _ => edit_machine(ui, kind),
    }
}
