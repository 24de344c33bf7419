//! Putting a validated scene into a world.

use bevy::prelude::*;

use super::Scene;
use super::joints::spawn_joints;
use crate::physics::{
    AngularVelocity, CcdDisabled, Collider, ContactFilter, LinearVelocity, Mass, PhysicsSettings, RollingResistance,
    Sensor, SpinningFriction,
};

/// Marks a body that came from a scene file, with its place in the file, so reports list bodies in file order.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct SceneIndex(pub usize);

/// The colour a scene file gives a body, as sRGB bytes: the app draws it, its graphs and its table rows in it.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct BodyColor(pub [u8; 3]);

/// A body the scene file asks to be drawn as faint glass, so that what lies behind it shows.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Glass;

/// Spawns every body of `scene` and its joints and sets the scene's gravity; returns the bodies' entities in
/// file order.
pub fn spawn_scene(world: &mut World, scene: &Scene) -> Vec<Entity> {
    world.resource_mut::<PhysicsSettings>().gravity = scene.gravity;
    let entities: Vec<Entity> = scene
        .bodies
        .iter()
        .enumerate()
        .map(|(index, body)| {
            let mut entity = world.spawn((
                Name::new(body.name.clone()),
                SceneIndex(index),
                body.kind(),
                Collider(body.shape.clone()),
                Transform::from_translation(body.position).with_rotation(body.rotation),
                LinearVelocity(if body.fixed { Vec3::ZERO } else { body.velocity }),
                AngularVelocity(if body.fixed { Vec3::ZERO } else { body.angular_velocity }),
                Mass(body.mass),
                body.distribution,
                body.material,
            ));
            // zero too, so that the body editor can change them
            entity.insert((RollingResistance(body.rolling_resistance), SpinningFriction(body.spinning_friction)));
            if body.sensor {
                entity.insert(Sensor);
            }
            if !body.ccd {
                entity.insert(CcdDisabled);
            }
            if let Some(up) = body.one_way {
                entity.insert(ContactFilter::one_way(up));
            }
            if let Some(color) = body.color {
                entity.insert(BodyColor(color));
            }
            if body.glass {
                entity.insert(Glass);
            }
            entity.id()
        })
        .collect();
    spawn_joints(world, &scene.joints, &entities);
    entities
}
