//! How bodies look: a colour by kind, a glow on the selected ones and a dusk-blue tint on sleeping ones.
//!
//! Every body is drawn by a child entity holding its shape's shared mesh ([`super::shape_meshes`]; a unit one
//! scaled to its size where it can be), and one of a few shared materials (one per colour and state, [`super::paint`]), so the renderer draws the bodies of a
//! look together in instanced batches instead of one draw call per body. Under simple shading an opaque ball has
//! no such child: it is one of the sprite list's balls ([`super::ball_sprites`]), in the colours its
//! [`SpriteLook`] gives.

use bevy::camera::visibility::NoCpuCulling;
use bevy::ecs::system::SystemParam;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;

use crate::app::state::selection::Selection;
use crate::app::view::ball_sprites::SpriteLook;
use crate::app::view::graphics::{GraphicsQuality, GraphicsSettings, UnitBall, simple_shading};
use crate::app::view::paint::{PALETTE, Paint, Style, standard_material, style_colors};
use crate::app::view::shape_meshes::{ShapeMesh, ShapeMeshes};
use crate::app::view::simple_shading::{SUN_DIRECTION, SimpleMaterial, sprite_mesh};
use crate::geometry::Shape;
use crate::physics::{Collider, RigidBody, Sensor, Sleeping};
use crate::scene::{BodyColor, Glass};

/// How a body is drawn: its paint, and the child entity that draws it (none for a ball in the sprite list).
#[derive(Component, Clone, Debug)]
pub struct BodyLook {
    pub paint: Paint,
    pub drawn_by: Option<Entity>,
}

/// The shared unit cube and sprite square, and the materials made so far, one per style and shading (the unit
/// balls are [`UnitBall`]).
#[derive(Resource)]
struct SharedLooks {
    shapes: ShapeMeshes,
    sprite: Handle<Mesh>,
    standard: HashMap<Style, Handle<StandardMaterial>>,
    /// By style and whether it draws sprites.
    simple: HashMap<(Style, bool), Handle<SimpleMaterial>>,
}

/// The material assets of both shadings, and how the drawings are drawn now.
#[derive(SystemParam)]
struct Materials<'w, 's> {
    meshes: ResMut<'w, Assets<Mesh>>,
    standard: ResMut<'w, Assets<StandardMaterial>>,
    simple: ResMut<'w, Assets<SimpleMaterial>>,
    drawn: Query<
        'w,
        's,
        (
            Option<&'static Mesh3d>,
            Option<&'static MeshMaterial3d<StandardMaterial>>,
            Option<&'static MeshMaterial3d<SimpleMaterial>>,
            Option<&'static SpriteLook>,
        ),
    >,
}

/// Culls a mesh against the view by the GPU's mesh preprocessing, which runs anyway, not by the CPU, whose test
/// grows with the bodies. Not in a web page: WebGL2 has no GPU preprocessing, and a mesh neither culls is never
/// drawn.
pub(crate) fn leave_culling_to_the_gpu(mesh: &mut EntityCommands) {
    if cfg!(not(target_arch = "wasm32")) {
        mesh.insert(NoCpuCulling);
    }
}

/// Whether a body of this style and shape is one of the sprite list's balls under this shading.
fn in_sprite_list((style, shape, simple): (Style, &Shape, bool)) -> bool {
    simple && matches!(shape, Shape::Sphere { .. }) && style_colors(style).0.alpha() >= 1.0
}

impl SharedLooks {
    /// The mesh of `shape` (a ball the detailed one, or the sprite square under simple shading) and where it
    /// sits in the body's frame, scaled to the shape.
    fn mesh(&mut self, shape: &Shape, balls: &UnitBall, simple: bool, meshes: &mut Assets<Mesh>) -> ShapeMesh {
        let ball = |mesh: &Handle<Mesh>, radius: f32| ShapeMesh {
            mesh: mesh.clone(),
            transform: Transform::from_scale(Vec3::splat(radius)),
        };
        match *shape {
            Shape::Sphere { radius } if simple => ball(&self.sprite, radius),
            Shape::Sphere { radius } => ball(&balls.detailed, radius),
            _ => self.shapes.of(shape, meshes).expect("a shape other than a ball has a mesh"),
        }
    }

    /// Draws `body` in this look: by a child holding its unit mesh at the shape's scale (spawned if it has
    /// none), or, for an opaque ball under simple shading, in the sprite list (its child despawned).
    fn draw(
        &mut self,
        commands: &mut Commands,
        (body, look): (Entity, &BodyLook),
        (style, shape, simple): (Style, &Shape, bool),
        (materials, balls): (&mut Materials, &UnitBall),
    ) {
        let listed = in_sprite_list((style, shape, simple));
        let drawn_by = match (listed, look.drawn_by) {
            (true, Some(drawing)) => {
                commands.entity(drawing).despawn();
                None
            }
            (true, None) => None,
            (false, drawing) => {
                let ShapeMesh { mesh, transform } = self.mesh(shape, balls, simple, &mut materials.meshes);
                let drawing = drawing.unwrap_or_else(|| {
                    let mut drawing = commands.spawn(ChildOf(body));
                    leave_culling_to_the_gpu(&mut drawing);
                    drawing.id()
                });
                let now = materials.drawn.get(drawing).ok().and_then(|(mesh, ..)| mesh);
                let mut drawn = commands.entity(drawing);
                drawn.insert(transform);
                if now.is_none_or(|now| now.0 != mesh) {
                    drawn.insert(Mesh3d(mesh));
                }
                Some(drawing)
            }
        };
        if drawn_by != look.drawn_by {
            commands.entity(body).insert(BodyLook { drawn_by, ..look.clone() });
        }
        self.put_look(commands, (body, drawn_by), (style, shape, simple), materials);
    }

    /// Gives `body` the look of `style` in the shading asked for: a place in the sprite list in the style's
    /// colours, or the style's material (made on first use) on its drawing and no place in the list. What a
    /// drawing has already is left alone (a new material costs the renderer a new specialisation).
    fn put_look(
        &mut self,
        commands: &mut Commands,
        (body, drawn_by): (Entity, Option<Entity>),
        look: (Style, &Shape, bool),
        materials: &mut Materials,
    ) {
        let (style, shape, simple) = look;
        let listed_now = materials.drawn.get(body).ok().and_then(|(.., sprite)| sprite).copied();
        if in_sprite_list(look) {
            let (color, emissive) = style_colors(style);
            let listed = SpriteLook { color: color.to_linear().to_vec3(), emissive: emissive.to_vec3() };
            if listed_now != Some(listed) {
                commands.entity(body).insert(listed);
            }
            return;
        }
        if listed_now.is_some() {
            commands.entity(body).remove::<SpriteLook>();
        }
        let Some(drawing) = drawn_by else { return };
        let (_, standard, simple_now, _) = materials.drawn.get(drawing).unwrap_or((None, None, None, None));
        let mut drawn = commands.entity(drawing);
        if simple {
            let sprite = matches!(shape, Shape::Sphere { .. });
            let material = self.simple.entry((style, sprite)).or_insert_with(|| {
                let (color, emissive) = style_colors(style);
                materials.simple.add(SimpleMaterial::new(color, emissive, sprite))
            });
            if simple_now.is_none_or(|now| now.0 != *material) || standard.is_some() {
                drawn.insert(MeshMaterial3d(material.clone())).remove::<MeshMaterial3d<StandardMaterial>>();
            }
        } else {
            let material =
                self.standard.entry(style).or_insert_with(|| materials.standard.add(standard_material(style)));
            if standard.is_none_or(|now| now.0 != *material) || simple_now.is_some() {
                drawn.insert(MeshMaterial3d(material.clone())).remove::<MeshMaterial3d<SimpleMaterial>>();
            }
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
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
        shapes: ShapeMeshes::new(&mut meshes),
        sprite: meshes.add(sprite_mesh()),
        standard: HashMap::default(),
        simple: HashMap::default(),
    });
}

/// Gives every new body a child drawing it in the colour of its kind, and redraws a body whose shape was edited
/// in the panel.
fn attach_body_visuals(
    mut commands: Commands,
    bodies: Query<
        (
            Entity,
            &Collider,
            &RigidBody,
            (Has<Sensor>, Has<Sleeping>, Has<Glass>),
            Option<&BodyLook>,
            Option<&BodyColor>,
        ),
        Changed<Collider>,
    >,
    mut looks: ResMut<SharedLooks>,
    balls: Res<UnitBall>,
    mut materials: Materials,
    (simple, selection): (Option<Res<GraphicsSettings>>, Res<Selection>),
    mut spawned: Local<usize>,
) {
    let simple = simple_shading(simple);
    for (entity, collider, body, (sensor, asleep, glass), look, own) in &bodies {
        let look = look.cloned().unwrap_or_else(|| {
            let paint = match (sensor, own, body) {
                (true, ..) => Paint::Sensor,
                _ if glass => Paint::Glass,
                (false, Some(own), _) => Paint::Own(own.0),
                (false, None, RigidBody::Static) => Paint::Static,
                _ => {
                    *spawned += 1;
                    // the colour's index, not the count: bodies of one colour share a material and a batch
                    Paint::Moving(*spawned % PALETTE.len())
                }
            };
            let look = BodyLook { paint, drawn_by: None };
            commands.entity(entity).insert((look.clone(), Visibility::default()));
            look
        });
        let style = (look.paint, selection.contains(entity), asleep);
        looks.draw(&mut commands, (entity, &look), (style, collider, simple), (&mut materials, &balls));
    }
}

/// Gives a body the look of its state when it changes: the selected bodies glow (the body picked and the
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
        looks.put_look(&mut commands, (entity, look.drawn_by), (style, collider, simple), &mut materials);
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
        looks.draw(&mut commands, (entity, look), (style, collider, simple), (&mut materials, &balls));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::view::paint::HIGHLIGHT;

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
            let shape =
                if i % 2 == 0 { Shape::Sphere { radius: 0.5 } } else { Shape::Cuboid { half_extents: Vec3::ONE } };
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

    /// How a drawing is drawn.
    #[derive(Debug, PartialEq)]
    enum Drawn {
        Standard(AssetId<Mesh>),
        Simple(AssetId<Mesh>),
        Listed(SpriteLook),
    }

    /// How each body is drawn, and at what scale (a listed ball's: its radius), smallest first; a body drawn
    /// two ways, or none, fails.
    fn drawn(world: &mut World) -> Vec<(Drawn, Vec3)> {
        type Drawing = (
            Option<&'static Mesh3d>,
            &'static Transform,
            Has<MeshMaterial3d<StandardMaterial>>,
            Has<MeshMaterial3d<SimpleMaterial>>,
        );
        let mut bodies = world.query::<(&BodyLook, &Collider, Option<&SpriteLook>)>();
        let bodies: Vec<_> = bodies
            .iter(world)
            .map(|(look, collider, listed)| (look.drawn_by, collider.0.clone(), listed.copied()))
            .collect();
        let mut drawings = world.query::<Drawing>();
        let mut drawn: Vec<_> = bodies
            .into_iter()
            .map(|(drawn_by, shape, listed)| {
                match (drawn_by.map(|child| drawings.get(world, child).unwrap()), listed, shape) {
                    (None, Some(listed), Shape::Sphere { radius }) => (Drawn::Listed(listed), Vec3::splat(radius)),
                    (Some((Some(mesh), at, true, false)), None, _) => (Drawn::Standard(mesh.id()), at.scale),
                    (Some((Some(mesh), at, false, true)), None, _) => (Drawn::Simple(mesh.id()), at.scale),
                    other => panic!("drawn two ways or none: {other:?}"),
                }
            })
            .collect();
        drawn.sort_by(|a, b| a.1.x.total_cmp(&b.1.x));
        drawn
    }

    #[test]
    fn under_simple_shading_opaque_balls_join_the_sprite_list_in_their_colours_and_come_back_as_meshes() {
        // Setup: a ball of radius 0.5, a sensor ball of radius 0.3 and a 2 m box under the standard shading
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, plugin))
            .init_resource::<Assets<Mesh>>()
            .init_resource::<Assets<StandardMaterial>>()
            .init_resource::<Assets<SimpleMaterial>>()
            .init_resource::<Selection>()
            .insert_resource(GraphicsQuality::High.settings());
        let ball = app.world_mut().spawn((Collider(Shape::Sphere { radius: 0.5 }), RigidBody::Dynamic)).id();
        app.world_mut().spawn((Collider(Shape::Sphere { radius: 0.3 }), RigidBody::Static, Sensor));
        app.world_mut().spawn((Collider(Shape::Cuboid { half_extents: Vec3::ONE }), RigidBody::Dynamic));
        app.update();
        let cube = app.world_mut().resource_scope(|world, mut looks: Mut<SharedLooks>| {
            let mut meshes = world.resource_mut::<Assets<Mesh>>();
            looks.shapes.of(&Shape::Cuboid { half_extents: Vec3::ONE }, &mut meshes).map(|drawn| drawn.mesh.id())
        });
        let cube = cube.expect("a box has a mesh");
        let (sprite, detailed) = {
            let looks = app.world().resource::<SharedLooks>();
            (looks.sprite.id(), app.world().resource::<UnitBall>().detailed.id())
        };
        let standard = vec![
            (Drawn::Standard(detailed), Vec3::splat(0.3)),
            (Drawn::Standard(detailed), Vec3::splat(0.5)),
            (Drawn::Standard(cube), Vec3::splat(2.0)),
        ];
        assert_eq!(drawn(app.world_mut()), standard);
        // Action: simple shading on, then the ball selected
        app.world_mut().resource_mut::<GraphicsSettings>().simple_shading = true;
        app.update();
        app.world_mut().resource_mut::<Selection>().body = Some(ball);
        app.update();
        // Expected: the ball in the list at the same scale, in its colour and glowing; the see-through sensor a
        // sprite of the simple material; the box simply shaded
        let color = PALETTE[1].to_linear().to_vec3();
        let listed = SpriteLook { color, emissive: HIGHLIGHT.to_vec3() };
        let simple = vec![
            (Drawn::Simple(sprite), Vec3::splat(0.3)),
            (Drawn::Listed(listed), Vec3::splat(0.5)),
            (Drawn::Simple(cube), Vec3::splat(2.0)),
        ];
        assert_eq!(drawn(app.world_mut()), simple);
        // Action: back to the standard shading
        app.world_mut().resource_mut::<GraphicsSettings>().simple_shading = false;
        app.update();
        // Expected: as at first
        assert_eq!(drawn(app.world_mut()), standard);
    }
}
