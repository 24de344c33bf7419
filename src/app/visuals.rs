//! How bodies look: a colour by kind, a glow on the selected ones and a dusk-blue tint on sleeping ones.
//!
//! Every body is drawn by a child entity holding one of two shared unit meshes (a sphere, a cube) scaled to its
//! shape, and one of a few shared materials (one per colour and state), so the renderer draws the bodies of a
//! look together in instanced batches instead of one draw call per body.

use bevy::platform::collections::HashMap;
use bevy::prelude::*;

use super::graphics::{GraphicsQuality, UnitBall};
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

/// A body's colour: one of the palette's for a moving body, or the static or sensor colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Paint {
    /// The palette's colour of this index.
    Moving(usize),
    Static,
    Sensor,
}

impl Paint {
    fn color(self) -> Color {
        match self {
            Paint::Moving(n) => PALETTE[n],
            Paint::Static => STATIC_COLOR,
            Paint::Sensor => SENSOR_COLOR,
        }
    }
}

/// How a body is drawn: its paint, and the child entity that draws it.
#[derive(Component, Clone, Debug)]
pub struct BodyLook {
    pub paint: Paint,
    pub drawn_by: Entity,
}

/// A paint in a state: selected (lit) or not, asleep or not.
type Style = (Paint, bool, bool);

/// The shared unit cube and the materials made so far, one per style (the unit balls are [`UnitBall`]).
#[derive(Resource)]
struct SharedLooks {
    cube: Handle<Mesh>,
    materials: HashMap<Style, Handle<StandardMaterial>>,
}

impl SharedLooks {
    /// The unit mesh of `shape` (a ball the detailed one) and the scale that makes it that shape.
    fn mesh(&self, shape: &Shape, balls: &UnitBall) -> (Handle<Mesh>, Vec3) {
        match *shape {
            Shape::Sphere { radius } => (balls.detailed.clone(), Vec3::splat(radius)),
            Shape::Box { half_extents } => (self.cube.clone(), half_extents * 2.0),
        }
    }

    /// The material of `style`, made on first use.
    fn material(&mut self, style: Style, materials: &mut Assets<StandardMaterial>) -> Handle<StandardMaterial> {
        self.materials.entry(style).or_insert_with(|| materials.add(style_material(style))).clone()
    }
}

fn style_material((paint, lit, asleep): Style) -> StandardMaterial {
    let (tint, amount) = SLEEP_TINT;
    let color = if asleep { paint.color().mix(&tint, amount) } else { paint.color() };
    StandardMaterial {
        base_color: color,
        perceptual_roughness: 0.6,
        alpha_mode: if paint == Paint::Sensor { AlphaMode::Blend } else { AlphaMode::Opaque },
        emissive: if lit { HIGHLIGHT } else { LinearRgba::BLACK },
        ..default()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, (spawn_lights, make_shared_looks))
        .add_systems(Update, (attach_body_visuals, restyle_bodies).chain());
}

fn spawn_lights(mut commands: Commands) {
    commands.spawn((
        DirectionalLight { illuminance: 9_000.0, shadow_maps_enabled: false, ..default() },
        Transform::from_xyz(4.0, 10.0, 6.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    commands.insert_resource(GlobalAmbientLight { brightness: 400.0, ..default() });
}

fn make_shared_looks(mut commands: Commands, mut meshes: ResMut<Assets<Mesh>>) {
    // the graphics settings reshape the ball
    let detailed = meshes.add(GraphicsQuality::High.settings().ball());
    let coarse = meshes.add(GraphicsQuality::High.settings().coarse_ball());
    commands.insert_resource(UnitBall { detailed, coarse });
    commands.insert_resource(SharedLooks { cube: meshes.add(Cuboid::from_length(1.0)), materials: HashMap::default() });
}

/// Gives every new body a child drawing it in the colour of its kind, and resizes the drawing of a body whose
/// shape was edited in the panel.
fn attach_body_visuals(
    mut commands: Commands,
    bodies: Query<(Entity, &Collider, &RigidBody, Has<Sensor>, Option<&BodyLook>), Changed<Collider>>,
    mut drawings: Query<(&mut Mesh3d, &mut Transform)>,
    mut looks: ResMut<SharedLooks>,
    balls: Res<UnitBall>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut spawned: Local<usize>,
) {
    for (entity, collider, body, sensor, look) in &bodies {
        let (mesh, scale) = looks.mesh(collider, &balls);
        if let Some(look) = look {
            if let Ok((mut drawn, mut transform)) = drawings.get_mut(look.drawn_by) {
                drawn.set_if_neq(Mesh3d(mesh));
                transform.scale = scale;
            }
            continue;
        }
        let paint = match (sensor, body) {
            (true, _) => Paint::Sensor,
            (false, RigidBody::Static) => Paint::Static,
            _ => {
                *spawned += 1;
                // the colour's index, not the count: bodies of one colour share a material and a batch
                Paint::Moving(*spawned % PALETTE.len())
            }
        };
        let material = looks.material((paint, false, false), &mut materials);
        let drawing = (Mesh3d(mesh), MeshMaterial3d(material), Transform::from_scale(scale), ChildOf(entity));
        let drawn_by = commands.spawn(drawing).id();
        commands.entity(entity).insert((BodyLook { paint, drawn_by }, Visibility::default()));
    }
}

/// Gives a body the material of its state when it changes: the selected bodies glow (the body picked and the
/// pair picked in the contacts table), sleeping ones are tinted.
fn restyle_bodies(
    selection: Res<Selection>,
    fell_asleep: Query<Entity, Added<Sleeping>>,
    mut woke: RemovedComponents<Sleeping>,
    bodies: Query<(Entity, &BodyLook, Has<Sleeping>)>,
    mut drawings: Query<&mut MeshMaterial3d<StandardMaterial>>,
    mut looks: ResMut<SharedLooks>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let slept_or_woke = fell_asleep.iter().chain(woke.read());
    let changed: Vec<Entity> = match selection.is_changed() {
        true => bodies.iter().map(|(entity, ..)| entity).collect(),
        false => slept_or_woke.collect(),
    };
    for (entity, look, asleep) in changed.into_iter().filter_map(|entity| bodies.get(entity).ok()) {
        let material = looks.material((look.paint, selection.contains(entity), asleep), &mut materials);
        if let Ok(mut drawn) = drawings.get_mut(look.drawn_by) {
            drawn.set_if_neq(MeshMaterial3d(material));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bodies_of_one_colour_share_one_material_and_bodies_of_one_shape_one_mesh() {
        // Setup: 40 balls and boxes, 2 static boxes
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .init_resource::<Assets<Mesh>>()
            .init_resource::<Assets<StandardMaterial>>()
            .init_resource::<Selection>()
            .add_systems(Startup, make_shared_looks)
            .add_systems(Update, (attach_body_visuals, restyle_bodies).chain());
        for i in 0..42 {
            let shape = if i % 2 == 0 { Shape::Sphere { radius: 0.5 } } else { Shape::Box { half_extents: Vec3::ONE } };
            let kind = if i < 40 { RigidBody::Dynamic } else { RigidBody::Static };
            app.world_mut().spawn((Collider(shape), kind, Transform::default()));
        }
        // Action
        app.update();
        // Expected: the palette's 6 colours and the static grey; a sphere and a cube
        let world = app.world_mut();
        let mut drawings = world.query::<(&Mesh3d, &MeshMaterial3d<StandardMaterial>)>();
        let drawn: Vec<_> = drawings.iter(world).map(|(mesh, material)| (mesh.id(), material.id())).collect();
        assert_eq!(drawn.len(), 42);
        let materials: std::collections::HashSet<_> = drawn.iter().map(|(_, material)| *material).collect();
        let meshes: std::collections::HashSet<_> = drawn.iter().map(|(mesh, _)| *mesh).collect();
        assert_eq!((materials.len(), meshes.len()), (PALETTE.len() + 1, 2));
    }
}
