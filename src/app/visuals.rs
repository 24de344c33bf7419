//! How bodies look: a colour by kind, a glow on the selected ones and a dusk-blue tint on sleeping ones.
//!
//! Every body is drawn by a child entity holding one of two shared unit meshes (a sphere, a cube) scaled to its
//! shape, and one of a few shared materials (one per colour and state), so the renderer draws the bodies of a
//! look together in instanced batches instead of one draw call per body.

use bevy::camera::visibility::NoCpuCulling;
use bevy::ecs::system::SystemParam;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;

use super::graphics::{GraphicsQuality, GraphicsSettings, UnitBall, simple_shading};
use super::picking::Selection;
use super::simple_shading::{SUN_DIRECTION, SimpleMaterial, sprite_mesh};
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

/// The shared unit cube and sprite square, and the materials made so far, one per style and shading (the unit
/// balls are [`UnitBall`]).
#[derive(Resource)]
struct SharedLooks {
    cube: Handle<Mesh>,
    sprite: Handle<Mesh>,
    standard: HashMap<Style, Handle<StandardMaterial>>,
    /// By style and whether it draws sprites.
    simple: HashMap<(Style, bool), Handle<SimpleMaterial>>,
}

/// The material assets of both shadings, and the materials the drawings have now.
#[derive(SystemParam)]
struct Materials<'w, 's> {
    standard: ResMut<'w, Assets<StandardMaterial>>,
    simple: ResMut<'w, Assets<SimpleMaterial>>,
    drawn: Query<
        'w,
        's,
        (Option<&'static MeshMaterial3d<StandardMaterial>>, Option<&'static MeshMaterial3d<SimpleMaterial>>),
    >,
}

impl SharedLooks {
    /// The unit mesh of `shape` (a ball the detailed one, or the sprite square under simple shading) and the
    /// scale that makes it that shape.
    fn mesh(&self, shape: &Shape, balls: &UnitBall, simple: bool) -> (Handle<Mesh>, Vec3) {
        match *shape {
            Shape::Sphere { radius } if simple => (self.sprite.clone(), Vec3::splat(radius)),
            Shape::Sphere { radius } => (balls.detailed.clone(), Vec3::splat(radius)),
            Shape::Box { half_extents } => (self.cube.clone(), half_extents * 2.0),
        }
    }

    /// Gives `drawing` the material of `style` in the shading asked for (made on first use), and takes the
    /// other shading's away; a drawing that has it already is left alone (a new material costs the renderer a
    /// new specialisation).
    fn put_material(
        &mut self,
        commands: &mut Commands,
        drawing: Entity,
        look: (Style, &Shape, bool),
        materials: &mut Materials,
    ) {
        let (style, shape, simple) = look;
        let (standard, simple_now) = materials.drawn.get(drawing).unwrap_or((None, None));
        if simple {
            let sprite = matches!(shape, Shape::Sphere { .. });
            let material = self.simple.entry((style, sprite)).or_insert_with(|| {
                let (color, emissive) = style_colors(style);
                materials.simple.add(SimpleMaterial::new(color, emissive, sprite))
            });
            if simple_now.is_none_or(|now| now.0 != *material) || standard.is_some() {
                commands
                    .entity(drawing)
                    .insert(MeshMaterial3d(material.clone()))
                    .remove::<MeshMaterial3d<StandardMaterial>>();
            }
        } else {
            let material =
                self.standard.entry(style).or_insert_with(|| materials.standard.add(standard_material(style)));
            if standard.is_none_or(|now| now.0 != *material) || simple_now.is_some() {
                commands
                    .entity(drawing)
                    .insert(MeshMaterial3d(material.clone()))
                    .remove::<MeshMaterial3d<SimpleMaterial>>();
            }
        }
    }
}

/// The colour and glow of a style.
fn style_colors((paint, lit, asleep): Style) -> (Color, LinearRgba) {
    let (tint, amount) = SLEEP_TINT;
    let color = if asleep { paint.color().mix(&tint, amount) } else { paint.color() };
    (color, if lit { HIGHLIGHT } else { LinearRgba::BLACK })
}

fn standard_material(style: Style) -> StandardMaterial {
    let (color, emissive) = style_colors(style);
    StandardMaterial {
        base_color: color,
        perceptual_roughness: 0.6,
        alpha_mode: if color.alpha() < 1.0 { AlphaMode::Blend } else { AlphaMode::Opaque },
        emissive,
        ..default()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, (spawn_lights, make_shared_looks)).add_systems(
        Update,
        (reshade_bodies.run_if(resource_changed::<GraphicsSettings>), attach_body_visuals, restyle_bodies).chain(),
    );
}

fn spawn_lights(mut commands: Commands) {
    commands.spawn((
        DirectionalLight { illuminance: 9_000.0, shadow_maps_enabled: false, ..default() },
        Transform::from_translation(SUN_DIRECTION).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    commands.insert_resource(GlobalAmbientLight { brightness: 400.0, ..default() });
}

fn make_shared_looks(mut commands: Commands, mut meshes: ResMut<Assets<Mesh>>) {
    // the graphics settings reshape the ball
    let detailed = meshes.add(GraphicsQuality::High.settings().ball());
    let coarse = meshes.add(GraphicsQuality::High.settings().coarse_ball());
    commands.insert_resource(UnitBall { detailed, coarse });
    commands.insert_resource(SharedLooks {
        cube: meshes.add(Cuboid::from_length(1.0)),
        sprite: meshes.add(sprite_mesh()),
        standard: HashMap::default(),
        simple: HashMap::default(),
    });
}

/// Gives every new body a child drawing it in the colour of its kind, and resizes the drawing of a body whose
/// shape was edited in the panel.
fn attach_body_visuals(
    mut commands: Commands,
    bodies: Query<(Entity, &Collider, &RigidBody, Has<Sensor>, Has<Sleeping>, Option<&BodyLook>), Changed<Collider>>,
    mut drawings: Query<(&mut Mesh3d, &mut Transform)>,
    mut looks: ResMut<SharedLooks>,
    balls: Res<UnitBall>,
    mut materials: Materials,
    (simple, selection): (Option<Res<GraphicsSettings>>, Res<Selection>),
    mut spawned: Local<usize>,
) {
    let simple = simple_shading(simple);
    for (entity, collider, body, sensor, asleep, look) in &bodies {
        let (mesh, scale) = looks.mesh(collider, &balls, simple);
        if let Some(look) = look {
            if let Ok((mut drawn, mut transform)) = drawings.get_mut(look.drawn_by) {
                drawn.set_if_neq(Mesh3d(mesh));
                transform.scale = scale;
                // a ball turned box (or back) under simple shading changes between sprite and mesh material
                let style = (look.paint, selection.contains(entity), asleep);
                looks.put_material(&mut commands, look.drawn_by, (style, collider, simple), &mut materials);
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
        // culled against the view by the GPU's mesh preprocessing, which runs anyway, not by the CPU (at 10,000
        // bodies the CPU's test cost the app about 0.5 ms a frame)
        let drawn_by = commands.spawn((Mesh3d(mesh), Transform::from_scale(scale), ChildOf(entity), NoCpuCulling)).id();
        looks.put_material(&mut commands, drawn_by, ((paint, false, false), collider, simple), &mut materials);
        commands.entity(entity).insert((BodyLook { paint, drawn_by }, Visibility::default()));
    }
}

/// Gives a body the material of its state when it changes: the selected bodies glow (the body picked and the
/// pair picked in the contacts table), sleeping ones are tinted.
fn restyle_bodies(
    mut commands: Commands,
    selection: Res<Selection>,
    fell_asleep: Query<Entity, Added<Sleeping>>,
    mut woke: RemovedComponents<Sleeping>,
    bodies: Query<(Entity, &BodyLook, &Collider, Has<Sleeping>)>,
    mut looks: ResMut<SharedLooks>,
    mut materials: Materials,
    simple: Option<Res<GraphicsSettings>>,
) {
    let simple = simple_shading(simple);
    let slept_or_woke = fell_asleep.iter().chain(woke.read());
    let changed: Vec<Entity> = match selection.is_changed() {
        true => bodies.iter().map(|(entity, ..)| entity).collect(),
        false => slept_or_woke.collect(),
    };
    for (entity, look, collider, asleep) in changed.into_iter().filter_map(|entity| bodies.get(entity).ok()) {
        let style = (look.paint, selection.contains(entity), asleep);
        looks.put_material(&mut commands, look.drawn_by, (style, collider, simple), &mut materials);
    }
}

/// Draws every body again in the shading the settings now ask for, when that changed.
fn reshade_bodies(
    mut commands: Commands,
    settings: Res<GraphicsSettings>,
    mut shaded: Local<bool>,
    selection: Res<Selection>,
    bodies: Query<(Entity, &BodyLook, &Collider, Has<Sleeping>)>,
    mut looks: ResMut<SharedLooks>,
    balls: Res<UnitBall>,
    mut materials: Materials,
) {
    // bodies are first drawn in the shading the settings ask for, or the standard one before there are any
    let simple = settings.simple_shading;
    if std::mem::replace(&mut *shaded, simple) == simple {
        return;
    }
    for (entity, look, collider, asleep) in &bodies {
        let style = (look.paint, selection.contains(entity), asleep);
        commands.entity(look.drawn_by).insert(Mesh3d(looks.mesh(collider, &balls, simple).0));
        looks.put_material(&mut commands, look.drawn_by, (style, collider, simple), &mut materials);
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
            .init_resource::<Assets<SimpleMaterial>>()
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

    /// What each body is drawn with: its mesh, its scale, and whether its material is the simple one.
    fn drawn(world: &mut World) -> Vec<(AssetId<Mesh>, Vec3, bool)> {
        let mut drawings = world.query::<(&Mesh3d, &Transform, Has<MeshMaterial3d<SimpleMaterial>>)>();
        let mut drawn: Vec<_> = drawings.iter(world).map(|(mesh, at, simple)| (mesh.id(), at.scale, simple)).collect();
        let mut standard = world.query::<&MeshMaterial3d<StandardMaterial>>();
        assert_eq!(standard.iter(world).count(), drawn.iter().filter(|(.., simple)| !simple).count());
        drawn.sort_by(|a, b| a.1.x.total_cmp(&b.1.x));
        drawn
    }

    #[test]
    fn switching_simple_shading_redraws_balls_as_sprites_of_the_same_size_and_back() {
        // Setup: a ball of radius 0.5 and a 2 m box under the standard shading
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, plugin))
            .init_resource::<Assets<Mesh>>()
            .init_resource::<Assets<StandardMaterial>>()
            .init_resource::<Assets<SimpleMaterial>>()
            .init_resource::<Selection>()
            .insert_resource(GraphicsQuality::High.settings());
        let ball = app.world_mut().spawn((Collider(Shape::Sphere { radius: 0.5 }), RigidBody::Dynamic)).id();
        app.world_mut().spawn((Collider(Shape::Box { half_extents: Vec3::ONE }), RigidBody::Dynamic));
        app.update();
        let (sprite, cube, detailed) = {
            let looks = app.world().resource::<SharedLooks>();
            (looks.sprite.id(), looks.cube.id(), app.world().resource::<UnitBall>().detailed.id())
        };
        let standard = vec![(detailed, Vec3::splat(0.5), false), (cube, Vec3::splat(2.0), false)];
        assert_eq!(drawn(app.world_mut()), standard);
        // Action: simple shading on, then the ball selected
        app.world_mut().resource_mut::<GraphicsSettings>().simple_shading = true;
        app.update();
        app.world_mut().resource_mut::<Selection>().body = Some(ball);
        app.update();
        // Expected: the ball a sprite of the same scale, both simply shaded, the selection too
        let simple = vec![(sprite, Vec3::splat(0.5), true), (cube, Vec3::splat(2.0), true)];
        assert_eq!(drawn(app.world_mut()), simple);
        // Action: back to the standard shading
        app.world_mut().resource_mut::<GraphicsSettings>().simple_shading = false;
        app.update();
        // Expected: as at first
        assert_eq!(drawn(app.world_mut()), standard);
    }
}
