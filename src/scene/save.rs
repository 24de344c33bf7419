//! Writing a scene back to RON in the scene format: the bodies as a world holds them now, or a loaded scene.

use bevy::prelude::*;

use super::file_values::RotationFile;
use super::format::{BodyFile, CameraFile, SceneFile};
use super::joints::{captured_joints, joint_file};
use super::shape_file::ShapeFile;
use super::{Scene, SceneBody, SceneIndex};
use crate::physics::{
    AngularVelocity, CcdDisabled, Collider, LinearVelocity, Mass, MassDistribution, PhysicsMaterial, PhysicsSettings,
    RigidBody, RollingResistance, Sensor, SpinningFriction,
};
use bevy::ecs::query::QueryData;

/// A body's turning as a saved scene keeps it.
#[derive(QueryData)]
struct CapturedTurning {
    angular_velocity: &'static AngularVelocity,
    distribution: Option<&'static MassDistribution>,
    rolling_resistance: Option<&'static RollingResistance>,
    spinning_friction: Option<&'static SpinningFriction>,
}

/// `scene` as a scene file: its description as the opening comment, then the scene in RON. Loading the
/// text gives `scene` back.
pub fn scene_text(scene: &Scene) -> String {
    let file = SceneFile {
        name: scene.name.clone(),
        gravity: scene.gravity.into(),
        bodies: scene.bodies.iter().map(body_file).collect(),
        compare: scene.compare,
        camera: scene.camera.map(|camera| CameraFile {
            view: camera.view,
            position: camera.position.map(Into::into),
            target: camera.target.map(Into::into),
        }),
        labels: scene.labels.clone(),
        topic: scene.topic,
        instrument: scene.instrument,
        joints: scene.joints.iter().map(|joint| joint_file(joint, &scene.bodies)).collect(),
        translations: scene.translations.clone(),
    };
    let config = ron::ser::PrettyConfig::new().struct_names(false).indentor("    ".to_string());
    let body = ron::ser::to_string_pretty(&file, config).expect("a scene is plain data");
    format!("{}{body}\n", comment_lines(&scene.description))
}

/// The description as `//` lines of at most about 110 characters (loading joins them with spaces again).
fn comment_lines(description: &str) -> String {
    let mut lines: Vec<String> = Vec::new();
    for word in description.split_whitespace() {
        match lines.last_mut() {
            Some(line) if line.len() + word.len() < 110 => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(format!("// {word}")),
        }
    }
    lines.iter().map(|line| format!("{line}\n")).collect()
}

fn body_file(body: &SceneBody) -> BodyFile {
    BodyFile {
        name: body.name.clone(),
        shape: ShapeFile::from(&body.shape),
        position: body.position.into(),
        rotation: RotationFile::Quaternion(body.rotation.into()),
        velocity: body.velocity.into(),
        angular_velocity: body.angular_velocity.into(),
        mass: body.mass,
        inertia: body.distribution,
        fixed: body.fixed,
        kinematic: body.kinematic,
        restitution: body.material.restitution,
        friction: body.material.friction,
        rolling_resistance: body.rolling_resistance,
        spinning_friction: body.spinning_friction,
        sensor: body.sensor,
        ccd: body.ccd,
        one_way: body.one_way.map(Into::into),
        color: body.color.map(|[r, g, b]| format!("#{r:02x}{g:02x}{b:02x}")),
        glass: body.glass,
    }
}

/// The bodies of `world` as they are now, as a scene named like `loaded` (the scene they came from, which
/// also gives the one-way platforms' directions): the scene's own bodies in file order, then the others in
/// the order they were spawned. Unnamed bodies are called "body N"; a repeated name gets a number.
pub fn capture_scene(world: &mut World, loaded: &Scene) -> Scene {
    let mut query = world.query::<(
        Entity,
        Option<&Name>,
        Option<&SceneIndex>,
        (&RigidBody, &Collider, &Transform, &LinearVelocity, &Mass, &PhysicsMaterial),
        (Has<Sensor>, Has<CcdDisabled>),
        CapturedTurning,
    )>();
    let mut found: Vec<_> = query.iter(world).collect();
    found.sort_by_key(|(entity, _, index, ..)| (index.map_or(usize::MAX, |i| i.0), *entity));
    let order: Vec<Entity> = found.iter().map(|(entity, ..)| *entity).collect();
    let mut names = std::collections::HashSet::new();
    let bodies = found
        .into_iter()
        .enumerate()
        .map(
            |(
                n,
                (_, name, index, (kind, collider, transform, velocity, mass, material), (sensor, no_ccd), turning),
            )| {
                let wanted = name.map_or_else(|| format!("body {}", n + 1), |name| name.to_string());
                let from_file = index.and_then(|index| loaded.bodies.get(index.0));
                let name = (1..).map(|k| if k == 1 { wanted.clone() } else { format!("{wanted} {k}") });
                SceneBody {
                    name: name.into_iter().find(|name| names.insert(name.clone())).expect("a free name"),
                    shape: collider.0.clone(),
                    position: transform.translation,
                    rotation: transform.rotation,
                    velocity: velocity.0,
                    angular_velocity: turning.angular_velocity.0,
                    mass: mass.0,
                    distribution: turning.distribution.copied().unwrap_or_default(),
                    fixed: *kind == RigidBody::Static,
                    kinematic: *kind == RigidBody::Kinematic,
                    material: *material,
                    rolling_resistance: turning.rolling_resistance.map_or(0.0, |resistance| resistance.0),
                    spinning_friction: turning.spinning_friction.map_or(0.0, |friction| friction.0),
                    sensor,
                    ccd: !no_ccd,
                    one_way: from_file.and_then(|body| body.one_way),
                    color: from_file.and_then(|body| body.color),
                    glass: from_file.is_some_and(|body| body.glass),
                }
            },
        )
        .collect();
    let gravity = world.resource::<PhysicsSettings>().gravity;
    let joints = captured_joints(world, &order);
    Scene { bodies, gravity, joints, ..loaded.clone() }
}
