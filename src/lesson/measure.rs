//! The values a reveal shows, measured in the world as the run left it.

use std::fmt;

use bevy::prelude::*;

use super::format::{Axis, Measure};
use super::watch::{Outcome, Watch, entity_named};
use crate::physics::{
    AngularVelocity, Contacts, LinearVelocity, Mass, PhysicsClock, PhysicsSettings, PotentialEnergy, RigidBody,
    TurningShape, measure_potential, measure_totals, pair_key,
};

/// One measured value, with what it is and its unit.
#[derive(Clone, Debug, PartialEq)]
pub struct Measured {
    /// What was measured, in words ("speed of right").
    pub what: String,
    pub value: f32,
    pub unit: &'static str,
}

impl fmt::Display for Measured {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.unit {
            "" => write!(f, "{} = {}", self.what, self.value),
            unit => write!(f, "{} = {:.3} {unit}", self.what, self.value),
        }
    }
}

/// Measures `measure` now. Names were checked against the scene when the lesson loaded; a body since
/// removed reads as NaN.
pub fn measure(world: &mut World, measure: &Measure) -> Measured {
    let of = |what: &str, name: &str| format!("{what} of {name}");
    let (what, value, unit) = match measure {
        Measure::Speed(name) => (of("speed", name), velocity(world, name).length(), "m/s"),
        Measure::Spin(name) => (of("spin", name), spin(world, name).length(), "rad/s"),
        Measure::Velocity(name, axis) => {
            (of(&format!("velocity {}", axis_name(*axis)), name), component(velocity(world, name), *axis), "m/s")
        }
        Measure::Momentum(name, axis) => {
            let p = velocity(world, name) * mass(world, name);
            (of(&format!("momentum {}", axis_name(*axis)), name), component(p, *axis), "kg·m/s")
        }
        Measure::TotalMomentum(axis) => {
            let p = moving(world).into_iter().map(|(m, v)| m * v).sum::<Vec3>();
            (format!("total momentum {}", axis_name(*axis)), component(p, *axis), "kg·m/s")
        }
        Measure::KineticEnergy(name) => (of("kinetic energy", name), kinetic_energy(world, name), "J"),
        Measure::TotalKineticEnergy => {
            ("total kinetic energy".to_owned(), measure_totals(world).kinetic_energy as f32, "J")
        }
        Measure::SpringEnergy => ("energy in the springs".to_owned(), potential(world).spring as f32, "J"),
        Measure::TotalEnergy => {
            let total = measure_totals(world).kinetic_energy + potential(world).total();
            ("total energy (moving, height, springs)".to_owned(), total as f32, "J")
        }
        Measure::Height(name) => {
            (of("height", name), position(world, name).dot(world.resource::<PhysicsSettings>().up()), "m")
        }
        Measure::HighestPoint(name) => (of("highest point", name), run_value(world, name, highest), "m"),
        Measure::Distance(name) => (of("distance moved", name), run_value(world, name, moved), "m"),
        Measure::Tilt(name) => (of("tilt", name), run_value(world, name, tilt), "°"),
        Measure::Angle(a, b) => {
            let angle = velocity(world, a).angle_between(velocity(world, b)).to_degrees();
            (format!("angle between {a} and {b}"), angle, "°")
        }
        Measure::Time => ("time".to_owned(), stop_time(world), "s"),
        Measure::Collisions(names) => ("collisions".to_owned(), among(world, names, |w| &w.begins) as f32, ""),
        Measure::Impacts(names) => ("impacts".to_owned(), among(world, names, |w| &w.impacts) as f32, ""),
        Measure::Penetration(a, b) => (format!("overlap of {a} and {b}"), penetration(world, a, b), "m"),
        Measure::Apart(a, b) => {
            (format!("distance between {a} and {b}"), position(world, a).distance(position(world, b)), "m")
        }
    };
    Measured { what, value, unit }
}

/// The potential energy of the world's heights and springs.
fn potential(world: &World) -> PotentialEnergy {
    measure_potential(world, world.resource::<PhysicsSettings>().effective_gravity())
}

fn axis_name(axis: Axis) -> &'static str {
    match axis {
        Axis::X => "x",
        Axis::Y => "y",
        Axis::Z => "z",
    }
}

fn component(vector: Vec3, axis: Axis) -> f32 {
    match axis {
        Axis::X => vector.x,
        Axis::Y => vector.y,
        Axis::Z => vector.z,
    }
}

fn velocity(world: &mut World, name: &str) -> Vec3 {
    let entity = entity_named(world, name);
    entity.and_then(|entity| world.get::<LinearVelocity>(entity)).map_or(Vec3::NAN, |v| v.0)
}

fn spin(world: &mut World, name: &str) -> Vec3 {
    let entity = entity_named(world, name);
    entity.and_then(|entity| world.get::<AngularVelocity>(entity)).map_or(Vec3::NAN, |w| w.0)
}

/// A body's kinetic energy, of turning too (J).
fn kinetic_energy(world: &mut World, name: &str) -> f32 {
    let Some(entity) = entity_named(world, name) else {
        return f32::NAN;
    };
    let mut bodies = world.query::<(&RigidBody, &Mass, &LinearVelocity, &AngularVelocity, &Transform, TurningShape)>();
    let Ok((kind, mass, velocity, spin, at, shape)) = bodies.get(world, entity) else {
        return f32::NAN;
    };
    0.5 * mass.0 * velocity.0.length_squared() + shape.turning_energy(*kind, *mass, at.rotation, spin.0)
}

fn position(world: &mut World, name: &str) -> Vec3 {
    let entity = entity_named(world, name);
    entity.and_then(|entity| world.get::<Transform>(entity)).map_or(Vec3::NAN, |at| at.translation)
}

fn mass(world: &mut World, name: &str) -> f32 {
    let entity = entity_named(world, name);
    entity.and_then(|entity| world.get::<Mass>(entity)).map_or(f32::NAN, |m| m.0)
}

/// Mass and velocity of every dynamic body.
fn moving(world: &mut World) -> Vec<(f32, Vec3)> {
    let mut bodies = world.query::<(&Mass, &LinearVelocity, &RigidBody)>();
    bodies.iter(world).filter(|(.., kind)| **kind == RigidBody::Dynamic).map(|(m, v, _)| (m.0, v.0)).collect()
}

/// The highest a body rose during the run (noted after every step).
fn highest(_: &World, entity: Entity, watch: &Watch) -> Option<f32> {
    watch.run.as_ref()?.highest.get(&entity).copied()
}

/// How far a body is from where it was when the scene opened.
fn moved(world: &World, entity: Entity, watch: &Watch) -> Option<f32> {
    let start = *watch.origins.get(&entity)?;
    Some(world.get::<Transform>(entity)?.translation.distance(start))
}

/// How far a body has turned from how it was when the scene opened (degrees).
fn tilt(world: &World, entity: Entity, watch: &Watch) -> Option<f32> {
    let start = *watch.orientations.get(&entity)?;
    Some(world.get::<Transform>(entity)?.rotation.angle_between(start).to_degrees())
}

/// A value from the run's records for the body `name`.
fn run_value(world: &mut World, name: &str, read: fn(&World, Entity, &Watch) -> Option<f32>) -> f32 {
    let entity = entity_named(world, name);
    let watch = world.get_resource::<Watch>();
    entity.zip(watch).and_then(|(entity, watch)| read(world, entity, watch)).unwrap_or(f32::NAN)
}

/// When the run stopped, in simulated seconds since the scene opened.
fn stop_time(world: &World) -> f32 {
    let clock = world.resource::<PhysicsClock>();
    let outcome = world.get_resource::<Watch>().and_then(|watch| watch.run.as_ref()?.outcome);
    let step = match outcome {
        Some(Outcome::Fired { step } | Outcome::TimedOut { step }) => step,
        None => clock.step,
    };
    step as f32 * clock.dt
}

/// The events of `list` (begins or impacts) among the named bodies (all when none are named) since the scene
/// opened.
fn among(world: &mut World, names: &[String], list: fn(&Watch) -> &[(u64, (Entity, Entity))]) -> u32 {
    let entities: Vec<Entity> = names.iter().filter_map(|name| entity_named(world, name)).collect();
    let Some(watch) = world.get_resource::<Watch>() else {
        return 0;
    };
    let counted = |(a, b): &(Entity, Entity)| names.is_empty() || (entities.contains(a) && entities.contains(b));
    list(watch).iter().filter(|(_, pair)| counted(pair)).count() as u32
}

/// How deep the contact between two bodies is now (0 when they do not touch).
fn penetration(world: &mut World, a: &str, b: &str) -> f32 {
    let (Some(a), Some(b)) = (entity_named(world, a), entity_named(world, b)) else {
        return f32::NAN;
    };
    let contacts = world.resource::<Contacts>();
    let pair = contacts.pairs.iter().find(|pair| pair_key(pair.a, pair.b) == pair_key(a, b));
    pair.filter(|pair| pair.touching).map_or(0.0, |pair| pair.contact.penetration.max(0.0))
}
