//! The selected body's values typed in the set-up bar: mass, size, position and velocity. A value is taken when
//! Enter is pressed; one that is not a number, or lies outside its field's range, is refused with the field named
//! and the body keeps its value.

use bevy::math::Vec3;
use bevy_egui::egui;

use crate::app::editing::shape_handles::SIZES;
use crate::app::state::controls::limits;
use crate::geometry::Shape;
use crate::language::{Texts, numbers};

/// A field of the typed values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    Mass,
    /// A sphere's radius or the radius across a cylinder's, capsule's or cone's axis; a box's width (0), height
    /// (1) or depth (2); the length of a cylinder, capsule or cone from end to end.
    Radius,
    Width(usize),
    Length,
    Position(usize),
    Velocity(usize),
}

impl Field {
    /// The field's name as the bar writes it.
    pub fn name(self, t: &Texts) -> String {
        let axis = |i: usize| ["x", "y", "z"][i.min(2)];
        match self {
            Field::Mass => t.get("field-mass"),
            Field::Radius => t.get("field-radius"),
            Field::Width(i) => t.get(["field-width", "field-height", "field-depth"][i.min(2)]),
            Field::Length => t.get("field-length"),
            Field::Position(i) => axis(i).into(),
            Field::Velocity(i) => format!("v{}", axis(i)),
        }
    }

    /// The values the field takes, and their unit.
    fn range(self) -> (std::ops::RangeInclusive<f32>, &'static str) {
        match self {
            Field::Mass => (limits::MASS, "kg"),
            Field::Radius => (SIZES, "m"),
            Field::Width(_) | Field::Length => (2.0 * SIZES.start()..=2.0 * SIZES.end(), "m"),
            Field::Position(_) => (limits::POSITION, "m"),
            Field::Velocity(_) => (limits::SPEED, "m/s"),
        }
    }

    /// The number typed (with either decimal mark), or why it is refused (naming the field).
    pub fn parse(self, text: &str, t: &Texts) -> Result<f32, String> {
        let (range, unit) = self.range();
        let refused = |why: String| {
            let args = [("field", self.name(t).into()), ("text", text.trim().into()), ("why", why.into())];
            t.with("field-refused", &args)
        };
        let value = numbers::parse_decimal(text).ok_or_else(|| refused(t.get("field-not-a-number")))? as f32;
        if !value.is_finite() {
            return Err(refused(t.get("field-not-finite")));
        }
        if !range.contains(&value) {
            let (low, high) = (t.shortest(*range.start()), t.shortest(*range.end()));
            let args = [("low", low.into()), ("high", high.into()), ("unit", unit.into())];
            return Err(refused(t.with("field-range", &args)));
        }
        Ok(value)
    }
}

/// The selected body's values as typed in.
#[derive(Clone, Debug, PartialEq)]
pub struct BodyValues {
    pub mass: f32,
    pub shape: Shape,
    pub position: Vec3,
    pub velocity: Vec3,
    /// A fixed body has no mass or velocity to type.
    pub fixed: bool,
}

impl BodyValues {
    /// The fields it has and their values now.
    pub fn fields(&self) -> Vec<(Field, f32)> {
        let mut fields = Vec::new();
        if !self.fixed {
            fields.push((Field::Mass, self.mass));
        }
        match self.shape {
            Shape::Sphere { radius } => fields.push((Field::Radius, radius)),
            Shape::Cuboid { half_extents } => fields.extend((0..3).map(|i| (Field::Width(i), 2.0 * half_extents[i]))),
            // a hull or a compound keeps the size it was made with
            Shape::Hull(_) | Shape::Compound(_) => {}
            ref axial => {
                let (radius, length) = axial.axial_sizes().unwrap_or_default();
                fields.extend([(Field::Radius, radius), (Field::Length, length)]);
            }
        }
        fields.extend((0..3).map(|i| (Field::Position(i), self.position[i])));
        if !self.fixed {
            fields.extend((0..3).map(|i| (Field::Velocity(i), self.velocity[i])));
        }
        fields
    }

    /// Sets `field` to `value`.
    pub fn set(&mut self, field: Field, value: f32) {
        match (field, &mut self.shape) {
            (Field::Mass, _) => self.mass = value,
            (Field::Radius, Shape::Sphere { radius }) => *radius = value,
            (Field::Width(i), Shape::Cuboid { half_extents }) => half_extents[i.min(2)] = value / 2.0,
            (
                Field::Radius,
                Shape::Cylinder { radius, .. } | Shape::Capsule { radius, .. } | Shape::Cone { radius, .. },
            ) => *radius = value,
            (Field::Length, Shape::Cylinder { half_height, .. } | Shape::Cone { half_height, .. }) => {
                *half_height = value / 2.0
            }
            (Field::Length, Shape::Capsule { radius, half_length }) => {
                *half_length = (value / 2.0 - *radius).max(*SIZES.start())
            }
            (Field::Position(i), _) => self.position[i.min(2)] = value,
            (Field::Velocity(i), _) => self.velocity[i.min(2)] = value,
            _ => {}
        }
    }
}

/// What is being typed: a field's text while it has the focus, and the last value refused.
#[derive(bevy::prelude::Resource, Clone, Debug, Default, PartialEq)]
pub struct TypedValues {
    pub editing: Option<(Field, String)>,
    pub refused: Option<String>,
}

/// A row of the selected body's fields: click one, type, press Enter.
pub fn typed_values_row(ui: &mut egui::Ui, typed: &mut TypedValues, values: &mut BodyValues) {
    let t = Texts::of(ui.ctx());
    ui.horizontal_wrapped(|ui| {
        for (field, value) in values.fields() {
            ui.label(field.name(&t));
            let mut text = match &typed.editing {
                Some((editing, text)) if *editing == field => text.clone(),
                _ => t.number(f64::from(value), 3),
            };
            let response = ui.add(egui::TextEdit::singleline(&mut text).desired_width(52.0).id_salt(field));
            if response.has_focus() || response.changed() {
                typed.editing = Some((field, text.clone()));
            }
            if response.lost_focus() {
                typed.editing = None;
                if ui.input(|input| input.key_pressed(egui::Key::Enter)) {
                    match field.parse(&text, &t) {
                        Ok(number) => {
                            values.set(field, number);
                            typed.refused = None;
                        }
                        Err(why) => typed.refused = Some(why),
                    }
                }
            }
        }
        if let Some(why) = &typed.refused {
            ui.colored_label(egui::Color32::LIGHT_RED, why);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bad_value_is_refused_with_its_field_named() {
        let t = Texts::english();
        assert_eq!(Field::Mass.parse(" 2.5 ", &t), Ok(2.5));
        assert_eq!(Field::Mass.parse("-1", &t), Err("mass: \"-1\" refused: from 0.01 to 1000 kg".into()));
        assert_eq!(Field::Radius.parse("abc", &t), Err("radius: \"abc\" refused: not a number".into()));
        assert_eq!(Field::Velocity(1).parse("NaN", &t), Err("vy: \"NaN\" refused: not a finite number".into()));
        assert!(Field::Width(2).parse("0", &t).unwrap_err().starts_with("depth:"));
        let german = Texts::of_language(crate::language::Language::German);
        assert_eq!(Field::Mass.parse("2,5", &german), Ok(2.5));
        assert_eq!(Field::Mass.parse("0", &german), Err("Masse: \"0\" abgelehnt: von 0,01 bis 1000 kg".into()));
        let mut values = BodyValues {
            mass: 1.0,
            shape: Shape::Cuboid { half_extents: Vec3::splat(0.5) },
            position: Vec3::ZERO,
            velocity: Vec3::ZERO,
            fixed: false,
        };
        assert_eq!(values.fields().len(), 10);
        values.set(Field::Width(1), 3.0);
        assert_eq!(values.shape, Shape::Cuboid { half_extents: Vec3::new(0.5, 1.5, 0.5) });
        assert_eq!(BodyValues { fixed: true, ..values }.fields().len(), 6, "a fixed body: size and place");
    }
}
