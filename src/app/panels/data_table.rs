//! The data table (PhET's "More Data"): mass, position, velocity, spin, momentum and kinetic energy (turning
//! included) of the selected bodies, or of every body, with their totals. Mass, position and velocity are
//! edited in place (the spin in the body editor); momentum and energy follow from them.

use bevy::ecs::query::QueryData;
use bevy::prelude::*;
use bevy_egui::egui;
use std::ops::RangeInclusive;

use crate::app::state::controls::limits;
use crate::app::state::selection::Selection;
use crate::app::state::tools::TableRows;
use crate::app::view::body_names::BodyNames;
use crate::app::view::labels::egui_color;
use crate::app::view::visuals::BodyLook;
use crate::geometry::Shape;
use crate::language::Texts;
use crate::language::fields::drag;
use crate::physics::{
    AngularVelocity, Collider, LinearVelocity, Mass, MassDistribution, PhysicsMaterial, PrincipalInertia, RigidBody,
    RollingResistance, RotationLock, SpinningFriction, principal_inertia,
};

/// The most rows laid out at once: a big scene is counted, not listed.
pub const MAX_ROWS: usize = 40;

/// What the panel reads and edits of a body.
#[derive(QueryData)]
#[query_data(mutable)]
pub struct EditableBody {
    pub entity: Entity,
    pub kind: &'static RigidBody,
    pub transform: &'static mut Transform,
    pub collider: &'static mut Collider,
    pub mass: &'static mut Mass,
    pub velocity: &'static mut LinearVelocity,
    pub material: &'static mut PhysicsMaterial,
    pub turning: EditableTurning,
    /// How it is drawn: its name is written in its colour.
    pub look: Option<&'static BodyLook>,
}

/// A body's turning as the editor changes it (the scene's bodies carry every part; others show what they have).
#[derive(QueryData)]
#[query_data(mutable)]
pub struct EditableTurning {
    pub angular_velocity: &'static mut AngularVelocity,
    pub distribution: Option<&'static mut MassDistribution>,
    pub rolling_resistance: Option<&'static mut RollingResistance>,
    pub spinning_friction: Option<&'static mut SpinningFriction>,
    pub lock: Option<&'static RotationLock>,
}

/// The sums over the table's moving bodies (static ones have no momentum or energy to add).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Totals {
    pub mass: f32,
    pub momentum: Vec3,
    pub kinetic_energy: f32,
    /// Σ m·x, divided by the mass for the centre of mass.
    weighted_position: Vec3,
}

impl Totals {
    /// Adds a moving body.
    pub fn add(&mut self, mass: f32, position: Vec3, velocity: Vec3) {
        self.mass += mass;
        self.momentum += mass * velocity;
        self.kinetic_energy += 0.5 * mass * velocity.length_squared();
        self.weighted_position += mass * position;
    }

    /// Adds the kinetic energy of a body's turning (J).
    pub fn add_turning(&mut self, energy: f32) {
        self.kinetic_energy += energy;
    }

    /// The centre of mass and its velocity, if there is any mass.
    pub fn centre(&self) -> Option<(Vec3, Vec3)> {
        (self.mass > 0.0).then(|| (self.weighted_position / self.mass, self.momentum / self.mass))
    }
}

/// The table, with its switch between the selection and every body.
pub fn data_table_section(
    ui: &mut egui::Ui,
    shown: &mut TableRows,
    selection: &Selection,
    bodies: &mut Query<EditableBody>,
    names: &Query<&Name>,
) {
    // the bottom panel keeps its height whichever tab it shows
    ui.set_min_height(ui.available_height());
    let t = Texts::of(ui.ctx());
    ui.horizontal(|ui| {
        ui.selectable_value(shown, TableRows::Selected, t.get("table-selected"));
        ui.selectable_value(shown, TableRows::Every, t.get("table-every"));
    });
    let entities = match shown {
        TableRows::Selected => selection.bodies(),
        TableRows::Every => {
            let mut every: Vec<Entity> = bodies.iter().map(|body| body.entity).collect();
            every.sort_by_key(|entity| entity.index_u32());
            every
        }
    };
    if entities.is_empty() {
        ui.weak(t.get("table-empty"));
        return;
    }
    let shown = BodyNames::of(ui.ctx());
    egui::ScrollArea::both().id_salt("data table").show(ui, |ui| {
        egui::Grid::new("data table grid").striped(true).show(ui, |ui| {
            header_row(ui, &t);
            for &entity in entities.iter().take(MAX_ROWS) {
                if let Ok(body) = bodies.get_mut(entity) {
                    let name =
                        names.get(entity).map_or_else(|_| entity.to_string(), |name| shown.shown(name).into_owned());
                    data_row(ui, &name, body, &t);
                }
            }
            let mut totals = Totals::default();
            for body in bodies.iter_many(&entities).filter(|body| *body.kind != RigidBody::Static) {
                totals.add(body.mass.0, body.transform.translation, body.velocity.0);
                totals.add_turning(body_turning_energy(&body));
            }
            totals_row(ui, &totals, &t);
        });
        if entities.len() > MAX_ROWS {
            ui.weak(t.with("table-more", &[("count", (entities.len() - MAX_ROWS).into())]));
        }
    });
}

fn header_row(ui: &mut egui::Ui, t: &Texts) {
    let columns = [
        "table-body",
        "table-mass",
        "table-position",
        "table-velocity",
        "table-spin",
        "table-momentum",
        "table-energy",
    ];
    for column in columns {
        ui.strong(t.get(column));
    }
    ui.end_row();
}

/// One body's row; edits are written back only when they change a value, so an untouched body is not marked
/// changed (the recording would log it as an edit).
fn data_row(ui: &mut egui::Ui, name: &str, mut body: EditableBodyItem, t: &Texts) {
    let is_static = *body.kind == RigidBody::Static;
    let color = body.look.map_or(ui.visuals().text_color(), |look| egui_color(look.paint.color()));
    ui.colored_label(color, name);
    let mut mass = body.mass.0;
    if is_static {
        ui.label(t.get("table-static"));
    } else {
        ui.add(drag(egui::DragValue::new(&mut mass).range(limits::MASS).speed(0.05).max_decimals(3), t));
    }
    let mut position = body.transform.translation;
    vector_drag(ui, &mut position, limits::POSITION, true);
    let mut velocity = body.velocity.0;
    vector_drag(ui, &mut velocity, limits::SPEED, !is_static);
    // the spin is shown here and edited in the body editor, beside the turn and the inertia
    let spin = body.turning.angular_velocity.0;
    let distribution = body.turning.distribution.as_deref().copied().unwrap_or_default();
    let lock = body.turning.lock.copied().unwrap_or_default();
    let inertia = inertia_about(*body.kind, mass, &body.collider.0, (distribution, lock));
    ui.label(t.vector(spin.to_array(), 3));
    let turning = inertia.energy(body.transform.rotation, spin);
    let (momentum, energy) = match is_static {
        true => (Vec3::ZERO, 0.0),
        false => (mass * velocity, 0.5 * mass * velocity.length_squared() + turning),
    };
    ui.label(t.vector(momentum.to_array(), 3));
    ui.label(t.number(f64::from(energy), 3));
    ui.end_row();
    body.mass.set_if_neq(Mass(mass));
    body.velocity.set_if_neq(LinearVelocity(velocity));
    if body.transform.translation != position {
        body.transform.translation = position;
    }
}

fn totals_row(ui: &mut egui::Ui, totals: &Totals, t: &Texts) {
    ui.strong(t.get("table-total"));
    ui.label(t.number(f64::from(totals.mass), 3));
    match totals.centre() {
        Some((position, velocity)) => {
            ui.label(t.with("table-centre", &[("vector", t.vector(position.to_array(), 3).into())]));
            ui.label(t.with("table-centre-velocity", &[("vector", t.vector(velocity.to_array(), 3).into())]));
        }
        None => {
            ui.label("");
            ui.label("");
        }
    }
    ui.strong(t.vector(totals.momentum.to_array(), 3));
    ui.strong(t.number(f64::from(totals.kinetic_energy), 3));
    ui.end_row();
}

/// A body's inertia about its principal axes (none about an axis it does not turn about).
fn inertia_about(
    kind: RigidBody,
    mass: f32,
    shape: &Shape,
    (distribution, lock): (MassDistribution, RotationLock),
) -> PrincipalInertia {
    principal_inertia(kind, Mass(mass), shape, (distribution, lock))
}

/// ½ ω·Iω (J) of a body: the kinetic energy of its turning.
pub fn body_turning_energy(body: &EditableBodyReadOnlyItem) -> f32 {
    let spread =
        (body.turning.distribution.copied().unwrap_or_default(), body.turning.lock.copied().unwrap_or_default());
    let inertia = inertia_about(*body.kind, body.mass.0, &body.collider.0, spread);
    inertia.energy(body.transform.rotation, body.turning.angular_velocity.0)
}

/// Three drag fields side by side, one per axis.
pub fn vector_drag(ui: &mut egui::Ui, vector: &mut Vec3, range: RangeInclusive<f32>, enabled: bool) {
    let t = Texts::of(ui.ctx());
    ui.horizontal(|ui| {
        for axis in 0..3 {
            let field = egui::DragValue::new(&mut vector[axis]).range(range.clone()).speed(0.05).max_decimals(3);
            ui.add_enabled(enabled, drag(field, &t));
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn totals_give_the_centre_of_mass_and_its_velocity() {
        let mut totals = Totals::default();
        totals.add(1.0, Vec3::new(-3.0, 0.0, 0.0), Vec3::new(2.0, 0.0, 0.0));
        totals.add(3.0, Vec3::new(1.0, 2.0, 0.0), Vec3::new(-2.0, 0.0, 1.0));
        totals.add_turning(0.25);
        let (centre, velocity) = totals.centre().unwrap();
        assert_eq!(centre, Vec3::new(0.0, 1.5, 0.0));
        assert_eq!(velocity, Vec3::new(-1.0, 0.0, 0.75));
        assert_eq!(totals.momentum, Vec3::new(-4.0, 0.0, 3.0));
        assert_eq!(totals.kinetic_energy, 0.5 * 4.0 + 0.5 * 3.0 * 5.0 + 0.25, "turning counts");
        assert_eq!(Totals::default().centre(), None);
    }
}
