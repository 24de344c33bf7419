//! The list of every body and the selected body's editable properties.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::panels::data_table::EditableBodyItem;
use crate::app::panels::data_table::{EditableBody, vector_drag};
use crate::app::panels::turning_fields::{TurningFields, turning_rows};
use crate::app::state::controls::limits;
use crate::app::state::selection::Selection;
use crate::app::view::body_names::BodyNames;
use crate::geometry::{HullSource, Shape};
use crate::language::Texts;
use crate::language::fields::{drag, slider};
use crate::physics::{
    AngularVelocity, Collider, LinearVelocity, Mass, MassDistribution, PhysicsMaterial, RigidBody, RollingResistance,
    SpinningFriction,
};

/// The editable properties of the selected body.
pub struct BodyFields<'a> {
    pub name: &'a str,
    pub collider: &'a mut Collider,
    pub mass: &'a mut Mass,
    pub velocity: &'a mut LinearVelocity,
    pub material: &'a mut PhysicsMaterial,
    pub is_static: bool,
    /// The teacher's lock holds restitution and friction, the body's own as well as the overrides.
    pub material_locked: bool,
}

/// The selected body's shape, mass, velocity and material, each clamped to its range.
pub fn selected_body_section(ui: &mut egui::Ui, body: BodyFields) {
    let t = Texts::of(ui.ctx());
    ui.strong(BodyNames::of(ui.ctx()).shown(body.name));
    egui::Grid::new("selected").num_columns(2).show(ui, |ui| {
        ui.label(t.get("body-shape"));
        shape_fields(ui, &mut body.collider.0, &t);
        ui.end_row();
        ui.label(t.get("body-mass"));
        if body.is_static {
            ui.label(t.get("body-static"));
        } else {
            ui.add(drag(egui::DragValue::new(&mut body.mass.0).range(limits::MASS).speed(0.05), &t));
        }
        ui.end_row();
        ui.label(t.get("body-velocity"));
        vector_drag(ui, &mut body.velocity.0, limits::SPEED, !body.is_static);
        ui.end_row();
        let free = !body.material_locked;
        ui.label(t.get("material-restitution"));
        ui.add_enabled(free, slider(egui::Slider::new(&mut body.material.restitution, 0.0..=1.0), &t));
        ui.end_row();
        ui.label(t.get("material-friction"));
        ui.add_enabled(free, slider(egui::Slider::new(&mut body.material.friction, 0.0..=2.0), &t));
        ui.end_row();
    });
}

/// A shape's sizes to drag: a sphere's radius, a box's half extents, a cylinder's, capsule's or cone's radius and
/// half length, each within 1 cm and 50 m.
fn shape_fields(ui: &mut egui::Ui, shape: &mut Shape, t: &Texts) {
    let kind = match shape {
        Shape::Capsule { .. } => "body-capsule",
        Shape::Cone { .. } => "body-cone",
        Shape::Hull(hull) => match hull.source() {
            HullSource::Wedge { .. } => "body-wedge",
            HullSource::Regular { .. } => "body-polyhedron",
            HullSource::Points => "body-hull",
        },
        Shape::Compound(_) => "body-compound",
        _ => "body-cylinder",
    };
    fn size(value: &mut f32) -> egui::DragValue<'_> {
        egui::DragValue::new(value).range(0.01..=50.0).speed(0.01)
    }
    match shape {
        Shape::Sphere { radius } => {
            ui.add(drag(size(radius).prefix(format!("{} ", t.get("body-sphere-radius"))), t));
        }
        Shape::Cuboid { half_extents } => {
            ui.horizontal(|ui| {
                ui.label(t.get("body-box-half"));
                for axis in 0..3 {
                    ui.add(drag(size(&mut half_extents[axis]), t));
                }
            });
        }
        Shape::Cylinder { radius, half_height: along }
        | Shape::Capsule { radius, half_length: along }
        | Shape::Cone { radius, half_height: along } => {
            ui.horizontal(|ui| {
                ui.add(drag(size(radius).prefix(format!("{} r = ", t.get(kind))), t));
                ui.add(drag(size(along).prefix(format!("{} ", t.get("body-half-along"))), t));
            });
        }
        // a hull or a compound keeps the size it was made with
        Shape::Hull(_) | Shape::Compound(_) => {
            ui.label(t.get(kind));
        }
    }
}

/// Every body by name; clicking one selects it (the same as Shift-clicking it in the scene).
pub(crate) fn body_list(
    ui: &mut egui::Ui,
    entities: impl Iterator<Item = Entity>,
    names: &Query<&Name>,
    selection: &mut Selection,
) {
    egui::ScrollArea::vertical().id_salt("bodies").max_height(160.0).show(ui, |ui| {
        for entity in entities {
            let name = names.get(entity).map_or_else(|_| format!("{entity}"), |n| n.as_str().to_owned());
            let picked = selection.body == Some(entity);
            if ui.selectable_label(picked, name).clicked() {
                *selection = Selection { body: (!picked).then_some(entity), pair: None };
            }
        }
    });
}

/// The selected body's section: edits copies and writes back only real changes, so an unedited body is not
/// marked changed.
pub(crate) fn edit_selected_body(
    ui: &mut egui::Ui,
    entity: Entity,
    names: &Query<&Name>,
    bodies: &mut Query<EditableBody>,
    material_locked: bool,
) {
    let name = names.get(entity).map_or_else(|_| format!("{entity}"), |n| n.as_str().to_owned());
    let Ok(mut body) = bodies.get_mut(entity) else {
        ui.weak(Texts::of(ui.ctx()).get("body-gone"));
        return;
    };
    let (mut shape, mut kg, mut speed, mut surface) =
        (body.collider.clone(), *body.mass, *body.velocity, *body.material);
    let mut turn = TurnedCopy::of(&body);
    let is_static = *body.kind == RigidBody::Static;
    let turning = TurningFields {
        rotation: &mut turn.rotation,
        spin: (&mut turn.spin, matches!(shape.0, Shape::Sphere { .. }) && !is_static),
        distribution: turn.distribution.as_mut().filter(|_| matches!(shape.0, Shape::Sphere { .. })),
        rolling_resistance: turn.rolling_resistance.as_mut(),
        spinning_friction: turn.spinning_friction.as_mut(),
    };
    let fields = BodyFields {
        name: &name,
        collider: &mut shape,
        mass: &mut kg,
        velocity: &mut speed,
        material: &mut surface,
        is_static,
        material_locked,
    };
    selected_body_section(ui, fields);
    egui::Grid::new("selected turning").num_columns(2).show(ui, |ui| turning_rows(ui, turning, !material_locked));
    body.collider.set_if_neq(shape);
    body.mass.set_if_neq(kg);
    body.velocity.set_if_neq(speed);
    body.material.set_if_neq(surface);
    turn.write_back(&mut body);
}

/// Copies of a body's turn and turning, edited and written back only where they changed.
struct TurnedCopy {
    rotation: Quat,
    spin: Vec3,
    distribution: Option<MassDistribution>,
    rolling_resistance: Option<f32>,
    spinning_friction: Option<f32>,
}

impl TurnedCopy {
    fn of(body: &EditableBodyItem) -> TurnedCopy {
        let turning = &body.turning;
        TurnedCopy {
            rotation: body.transform.rotation,
            spin: turning.angular_velocity.0,
            distribution: turning.distribution.as_deref().copied(),
            rolling_resistance: turning.rolling_resistance.as_deref().map(|resistance| resistance.0),
            spinning_friction: turning.spinning_friction.as_deref().map(|friction| friction.0),
        }
    }

    fn write_back(self, body: &mut EditableBodyItem) {
        if body.transform.rotation != self.rotation {
            body.transform.rotation = self.rotation;
        }
        let turning = &mut body.turning;
        turning.angular_velocity.set_if_neq(AngularVelocity(self.spin));
        if let (Some(mut now), Some(edited)) = (turning.distribution.take(), self.distribution) {
            now.set_if_neq(edited);
        }
        if let (Some(mut now), Some(edited)) = (turning.rolling_resistance.take(), self.rolling_resistance) {
            now.set_if_neq(RollingResistance(edited));
        }
        if let (Some(mut now), Some(edited)) = (turning.spinning_friction.take(), self.spinning_friction) {
            now.set_if_neq(SpinningFriction(edited));
        }
    }
}
