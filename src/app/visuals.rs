//! How bodies look: a mesh and a material per body, colours by kind, a glow on the selected ones, and a
//! dusk-blue tint on sleeping ones.

use bevy::prelude::*;

use super::picking::Selection;
use crate::geometry::Shape;
use crate::physics::{Collider, RigidBody, Sensor, Sleeping};

/// Colours for moving bodies, cycled by spawn order: distinct on a projector and for colour-blind eyes.
const PALETTE: [Color; 6] = [
    Color::srgb(0.90, 0.62, 0.00),
    Color::srgb(0.34, 0.71, 0.91),
    Color::srgb(0.00, 0.62, 0.45),
    Color::srgb(0.94, 0.89, 0.26),
    Color::srgb(0.00, 0.45, 0.70),
    Color::srgb(0.80, 0.47, 0.65),
];
const STATIC_COLOR: Color = Color::srgb(0.55, 0.56, 0.60);
const SENSOR_COLOR: Color = Color::srgba(0.2, 0.9, 0.4, 0.18);
const HIGHLIGHT: LinearRgba = LinearRgba::rgb(0.9, 0.9, 0.9);
/// What a sleeping body's colour is mixed towards, and how far.
const SLEEP_TINT: (Color, f32) = (Color::srgb(0.16, 0.20, 0.36), 0.6);

/// The material a body was given, so highlighting can change it and put it back.
#[derive(Component, Clone, Debug)]
pub struct BodyLook {
    pub material: Handle<StandardMaterial>,
    /// Its colour while awake.
    pub color: Color,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_lights)
        .add_systems(Update, (attach_body_visuals, highlight_selection, tint_sleepers).chain());
}

fn spawn_lights(mut commands: Commands) {
    commands.spawn((
        DirectionalLight { illuminance: 9_000.0, shadow_maps_enabled: false, ..default() },
        Transform::from_xyz(4.0, 10.0, 6.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    commands.insert_resource(GlobalAmbientLight { brightness: 400.0, ..default() });
}

/// Gives every new body a mesh of its shape and a material of its kind, and a body whose shape was edited
/// in the panel a new mesh.
fn attach_body_visuals(
    mut commands: Commands,
    bodies: Query<(Entity, &Collider, &RigidBody, Has<Sensor>, Has<BodyLook>), Changed<Collider>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut spawned: Local<usize>,
) {
    for (entity, collider, body, sensor, dressed) in &bodies {
        let mesh = match collider.0 {
            Shape::Sphere { radius } => meshes.add(Sphere::new(radius).mesh().uv(32, 18)),
            Shape::Box { half_extents } => meshes.add(Cuboid::from_size(half_extents * 2.0)),
        };
        if dressed {
            commands.entity(entity).insert(Mesh3d(mesh));
            continue;
        }
        let color = if sensor {
            SENSOR_COLOR
        } else if *body == RigidBody::Static {
            STATIC_COLOR
        } else {
            *spawned += 1;
            PALETTE[*spawned % PALETTE.len()]
        };
        let material = materials.add(StandardMaterial {
            base_color: color,
            perceptual_roughness: 0.6,
            alpha_mode: if sensor { AlphaMode::Blend } else { AlphaMode::Opaque },
            ..default()
        });
        commands.entity(entity).insert((Mesh3d(mesh), MeshMaterial3d(material.clone()), BodyLook { material, color }));
    }
}

/// Lights up the selected body and the pair picked in the contacts table.
fn highlight_selection(
    selection: Res<Selection>,
    bodies: Query<(Entity, &BodyLook)>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    if !selection.is_changed() {
        return;
    }
    for (entity, look) in &bodies {
        let lit = selection.contains(entity);
        if let Some(mut material) = materials.get_mut(&look.material) {
            let emissive = if lit { HIGHLIGHT } else { LinearRgba::BLACK };
            if material.emissive != emissive {
                material.emissive = emissive;
            }
        }
    }
}

/// Tints the bodies that fell asleep and gives the ones that woke their colour back.
fn tint_sleepers(
    fell_asleep: Query<&BodyLook, Added<Sleeping>>,
    mut woke: RemovedComponents<Sleeping>,
    looks: Query<&BodyLook, Without<Sleeping>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let (tint, amount) = SLEEP_TINT;
    let asleep = fell_asleep.iter().map(|look| (look, look.color.mix(&tint, amount)));
    let awake = woke.read().filter_map(|entity| looks.get(entity).ok()).map(|look| (look, look.color));
    for (look, color) in asleep.chain(awake).collect::<Vec<_>>() {
        if let Some(mut material) = materials.get_mut(&look.material) {
            material.base_color = color;
        }
    }
}
