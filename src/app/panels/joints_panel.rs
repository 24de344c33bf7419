//! The scene's joints in the Controls panel: each one's kind, the bodies it joins, its tension now, and its
//! length (a spring's rest length), a spring's stiffness and damping, edited within sane ranges; and a button
//! that removes it.

use std::ops::RangeInclusive;

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::state::controls::{AppControls, Request};
use crate::physics::{Joint, JointBroken, JointEnd, JointForce, JointKind};

/// The lengths (m), stiffnesses (N/m) and dampings (N·s/m) the panel allows.
pub const LENGTH: RangeInclusive<f32> = 0.01..=100.0;
pub const STIFFNESS: RangeInclusive<f32> = 0.1..=100_000.0;
pub const DAMPING: RangeInclusive<f32> = 0.0..=1_000.0;

/// The joints as the panel reads and edits them.
pub type JointRows<'w, 's> = Query<'w, 's, (Entity, &'static mut Joint, &'static JointForce, Has<JointBroken>)>;

/// Lists every joint with its fields; a removal is asked of the app through `controls`.
pub fn joints_section(ui: &mut egui::Ui, joints: &mut JointRows, names: &Query<&Name>, controls: &mut AppControls) {
    if joints.is_empty() {
        ui.weak("No joints: the string, rod and spring tools (J) attach them.");
        return;
    }
    let mut entities: Vec<Entity> = joints.iter().map(|(entity, ..)| entity).collect();
    entities.sort_by_key(|entity| entity.index_u32());
    for entity in entities {
        let Ok((_, mut joint, force, broken)) = joints.get_mut(entity) else { continue };
        let name = |end: &JointEnd| match end.entity() {
            Some(body) => names.get(body).map_or_else(|_| "a body".to_owned(), |name| name.to_string()),
            None => "a fixed point".to_owned(),
        };
        let state = if broken { "broken".to_owned() } else { format!("{:.1} N", force.tension) };
        ui.label(format!("{} from {} to {}: {state}", joint.kind.word(), name(&joint.a), name(&joint.b)));
        let mut edited = *joint;
        ui.horizontal(|ui| {
            edit_kind(ui, &mut edited.kind);
            if ui.button("Remove").clicked() {
                controls.requests.push(Request::RemoveJoint(entity));
            }
        });
        joint.set_if_neq(edited);
        ui.separator();
    }
}

/// The fields of a joint's kind, each within its range.
pub fn edit_kind(ui: &mut egui::Ui, kind: &mut JointKind) {
    let clamped = |value: &mut f32, range: &RangeInclusive<f32>| *value = value.clamp(*range.start(), *range.end());
    match kind {
        JointKind::Rod { length } | JointKind::String { length } => {
            ui.add(egui::DragValue::new(length).range(LENGTH).speed(0.01).suffix(" m"));
            clamped(length, &LENGTH);
        }
        JointKind::Spring { rest_length, stiffness, damping } => {
            ui.add(egui::DragValue::new(rest_length).range(LENGTH).speed(0.01).prefix("rest ").suffix(" m"));
            ui.add(egui::DragValue::new(stiffness).range(STIFFNESS).speed(1.0).prefix("k ").suffix(" N/m"));
            ui.add(egui::DragValue::new(damping).range(DAMPING).speed(0.1).prefix("c ").suffix(" N·s/m"));
            clamped(rest_length, &LENGTH);
            clamped(stiffness, &STIFFNESS);
            clamped(damping, &DAMPING);
        }
    }
}
