//! The palette's pieces and what the set-up buttons do to the world: a sphere, a box, a cylinder, a capsule, a
//! cone, a wedge, a die, a hammer, a wall or a ramp added
//! in a free place near the middle of the view, the selected body deleted (with its joints) or duplicated
//! beside itself, and a new scene begun from an empty room.

use std::path::Path;
use std::sync::Arc;

use bevy::prelude::*;

use crate::app::editing::undo::{EditHistory, UndoMove};
use crate::app::instruments::gates::{GATE_HALF, Gate};
use crate::app::instruments::tools::Instruments;
use crate::app::interaction::picking::user_body;
use crate::app::session::active_scene::ActiveScene;
use crate::app::session::event_log::EventLog;
use crate::app::session::scene_library::{UserSpawned, show_scene, user_scene_dir};
use crate::app::state::controls::AppControls;
use crate::app::state::selection::Selection;
use crate::app::state::tools::{EditRequest, InstrumentKind, Piece};
use crate::app::view::camera::OrbitCamera;
use crate::geometry::{Compound, CompoundPart, ConvexHull, Placed, Shape};
use crate::language::Texts;
use crate::physics::{Collider, Joint, JointEnd, LinearVelocity, PhysicsClock, RigidBody};
use crate::recording::{BodySnapshot, put_out, put_out_joint, take_bodies};
use crate::scene::{Scene, parse_scene};

/// The room a new scene starts from: a floor under gravity.
const EMPTY_ROOM: &str = "// An empty room: add bodies from the set-up palette, drag them into place and aim them.
(
    name: \"New scene\",
    gravity: (0.0, -9.81, 0.0),
    camera: (position: (0.0, 3.0, 7.0), target: (0.0, 0.5, 0.0)),
    bodies: [
        (name: \"floor\", shape: Box(half_extents: (10.0, 0.25, 10.0)), position: (0.0, -0.25, 0.0), fixed: true,
         restitution: 0.5, friction: 0.5),
    ],
)
";

/// The empty room, as a scene.
pub fn empty_room() -> Scene {
    parse_scene(EMPTY_ROOM, Path::new("new_scene.ron")).expect("the empty room is a valid scene")
}

/// A wall's half extents (m): 0.2 thick, 2 high, 3 wide.
const WALL: Vec3 = Vec3::new(0.1, 1.0, 1.5);
/// A ramp's half extents (m) and its slope.
const RAMP: Vec3 = Vec3::new(2.0, 0.1, 1.0);
const RAMP_DEGREES: f32 = 20.0;

/// A piece as it is added: its shape, whether it is fixed, its turn, and how high its centre sits above the
/// floor.
pub struct PieceShape {
    pub shape: Shape,
    pub fixed: bool,
    pub rotation: Quat,
    pub lift: f32,
}

impl Piece {
    /// The piece at the palette's size `size` (a sphere's radius, a box's half width; a cylinder's, capsule's
    /// and cone's half height, and the cylinder's and cone's radius).
    pub fn shape(self, size: f32) -> PieceShape {
        let upright =
            |shape: Shape, fixed: bool, lift: f32| PieceShape { shape, fixed, rotation: Quat::IDENTITY, lift };
        match self {
            Piece::Sphere => upright(Shape::Sphere { radius: size }, false, size),
            Piece::Box => upright(Shape::Cuboid { half_extents: Vec3::splat(size) }, false, size),
            Piece::Cylinder => upright(Shape::Cylinder { radius: size, half_height: size }, false, size),
            Piece::Capsule => upright(Shape::Capsule { radius: 0.5 * size, half_length: 0.5 * size }, false, size),
            // a cone's centre of mass lies a quarter of its height above its base
            Piece::Cone => upright(Shape::Cone { radius: size, half_height: size }, false, 0.5 * size),
            Piece::Wedge => {
                let wedge = ConvexHull::wedge(Vec3::new(2.0 * size, size, size)).expect("a wedge of positive sizes");
                // its body sits at its centre of mass, a third of the way up from its base
                let lift = size + wedge.center().y;
                upright(Shape::Hull(Arc::new(wedge)), false, lift)
            }
            Piece::Die => {
                let die = ConvexHull::regular(20, size).expect("an icosahedron of positive size");
                // turned to stand on its lowest face
                let lowest = die.normals().iter().copied().min_by(|a, b| a.y.total_cmp(&b.y)).unwrap_or(-Vec3::Y);
                let rotation = Quat::from_rotation_arc(lowest, -Vec3::Y);
                let lift = die.inner_radius();
                PieceShape { shape: Shape::Hull(Arc::new(die)), fixed: false, rotation, lift }
            }
            Piece::Hammer => hammer(size),
            Piece::Wall => upright(Shape::Cuboid { half_extents: WALL }, true, WALL.y),
            Piece::Ramp => PieceShape {
                shape: Shape::Cuboid { half_extents: RAMP },
                fixed: true,
                rotation: Quat::from_rotation_z(RAMP_DEGREES.to_radians()),
                lift: RAMP.x * RAMP_DEGREES.to_radians().sin(),
            },
        }
    }

    /// The message for the word its bodies are named with (`sphere 1`, `sphere 2`, …).
    fn text_id(self) -> &'static str {
        match self {
            Piece::Sphere => "piece-sphere",
            Piece::Box => "piece-box",
            Piece::Cylinder => "piece-cylinder",
            Piece::Capsule => "piece-capsule",
            Piece::Cone => "piece-cone",
            Piece::Wedge => "piece-wedge",
            Piece::Die => "piece-die",
            Piece::Hammer => "piece-hammer",
            Piece::Wall => "piece-wall",
            Piece::Ramp => "piece-ramp",
        }
    }
}

/// A hammer of the palette's size: a head 3 × 1 × 1 sizes on a handle 4 sizes long, lying on the head's side with
/// the handle level along +x.
fn hammer(size: f32) -> PieceShape {
    let head = CompoundPart {
        shape: Shape::Cuboid { half_extents: Vec3::new(1.5, 0.5, 0.5) * size },
        position: Vec3::Y * (4.5 * size),
        rotation: Quat::IDENTITY,
    };
    let handle = CompoundPart {
        shape: Shape::Cylinder { radius: 0.2 * size, half_height: 2.0 * size },
        position: Vec3::Y * (2.0 * size),
        rotation: Quat::IDENTITY,
    };
    let compound = Compound::new(vec![head, handle]).expect("two single shapes");
    // lying on the head's broad side: the handle's axis along +x, the head's across z
    let rotation =
        Quat::from_rotation_z(-std::f32::consts::FRAC_PI_2) * Quat::from_rotation_y(std::f32::consts::FRAC_PI_2);
    PieceShape { shape: Shape::Compound(Arc::new(compound)), fixed: false, rotation, lift: 0.5 * size }
}

/// The first name `word 1`, `word 2`, … that no body has.
pub fn free_name(word: &str, taken: &[String]) -> String {
    (1..).map(|n| format!("{word} {n}")).find(|name| !taken.contains(name)).expect("a free name")
}

/// The first place around `around` where a body reaching `reach` from its centre keeps clear of every
/// `(centre, reach)` of `others`: along the row through it (+x, then −x, farther and farther), then the rows
/// behind and in front.
pub fn free_place(around: Vec3, reach: f32, others: &[(Vec3, f32)]) -> Vec3 {
    let step = 2.0 * reach + 0.2;
    let outwards = |n: i32| if n % 2 == 1 { (n + 1) / 2 } else { -n / 2 };
    let offsets =
        (0..7).flat_map(|row| (0..25).map(move |place| Vec3::new(outwards(place) as f32, 0.0, outwards(row) as f32)));
    let clear = |at: Vec3| others.iter().all(|&(centre, other)| centre.distance(at) >= reach + other);
    offsets.map(|offset| around + offset * step).find(|&at| clear(at)).unwrap_or(around)
}

/// Carries out the set-up buttons' and keys' requests.
pub fn carry_out_edit_requests(world: &mut World) {
    let requests = world.resource_mut::<AppControls>().take_edit_requests();
    for request in requests {
        match request {
            EditRequest::Add(piece) => add_piece(world, piece),
            EditRequest::Delete => delete_selected(world),
            EditRequest::Duplicate => duplicate_selected(world),
            EditRequest::NewScene => new_scene(world),
            EditRequest::Undo => world.resource_mut::<EditHistory>().asked = Some(UndoMove::Undo),
            EditRequest::Redo => world.resource_mut::<EditHistory>().asked = Some(UndoMove::Redo),
            EditRequest::Place(kind) => place_instrument(world, kind),
        }
    }
}

/// The top of the highest fixed body under `point` that is not above it (the floor's, usually); 0 for none.
fn support_height(world: &mut World, point: Vec3) -> f32 {
    let mut query = world.query::<(&Transform, &Collider, &RigidBody)>();
    let tops =
        query.iter(world).filter(|(.., kind)| **kind == RigidBody::Static).filter_map(|(transform, collider, _)| {
            let bounds = Placed::new(collider.0.clone(), transform.translation, transform.rotation).aabb();
            let (low, high) = (bounds.min(), bounds.max());
            let under = (low.x..=high.x).contains(&point.x) && (low.z..=high.z).contains(&point.z);
            (under && high.y <= point.y + 0.5).then_some(high.y)
        });
    tops.reduce(f32::max).unwrap_or(0.0)
}

/// The names of the bodies in the world.
fn body_names(world: &mut World) -> Vec<String> {
    world.query_filtered::<&Name, With<RigidBody>>().iter(world).map(|name| name.to_string()).collect()
}

/// The centres and reaches of the bodies a new body standing on `floor` (a height) must keep clear of: all
/// but those wholly below it.
fn reaches_above(world: &mut World, floor: f32) -> Vec<(Vec3, f32)> {
    let mut query = world.query::<(&Transform, &Collider)>();
    query
        .iter(world)
        .filter(|(transform, collider)| {
            Placed::new(collider.0.clone(), transform.translation, transform.rotation).aabb().max().y > floor + 0.01
        })
        .map(|(transform, collider)| (transform.translation, collider.0.bounding_radius()))
        .collect()
}

/// Adds a piece in a free place on the floor near the middle of the view, selected, the clock paused.
fn add_piece(world: &mut World, piece: Piece) {
    let controls = world.resource::<AppControls>().clone();
    let made = piece.shape(controls.spawn_size);
    let focus = view_focus(world);
    let floor = support_height(world, focus);
    let around = Vec3::new(focus.x, floor + made.lift, focus.z);
    let place = free_place(around, made.shape.bounding_radius(), &reaches_above(world, floor));
    let word = Texts::of_world(world).get(piece.text_id());
    let name = free_name(&word, &body_names(world));
    let kind = if made.fixed { RigidBody::Static } else { RigidBody::Dynamic };
    let placed = Transform::from_translation(place).with_rotation(made.rotation);
    let body = world.spawn(user_body(Name::new(name), (kind, made.shape, placed), &controls)).id();
    world.resource_mut::<PhysicsClock>().paused = true;
    *world.resource_mut::<Selection>() = Selection { body: Some(body), pair: None };
}

/// Where the view looks: the orbit camera's focus (the origin without one).
fn view_focus(world: &mut World) -> Vec3 {
    let mut cameras = world.query::<&OrbitCamera>();
    cameras.iter(world).next().map_or(Vec3::ZERO, |orbit| orbit.focus)
}

/// Puts an instrument near the middle of the view at the height of the action there: a tape 2 m long along
/// x, a protractor's arms along x and 30° from it, a gate facing x (each new one 2 m on from the last).
fn place_instrument(world: &mut World, kind: InstrumentKind) {
    let focus = view_focus(world);
    let floor = support_height(world, focus);
    let mut bench = world.resource_mut::<Instruments>();
    match kind {
        InstrumentKind::Tape => bench.tape = Some([focus - Vec3::X, focus + Vec3::X]),
        InstrumentKind::Protractor => {
            let arm = Vec3::new(30f32.to_radians().cos(), 0.0, -30f32.to_radians().sin());
            bench.protractor = Some([focus, focus + Vec3::X * 1.5, focus + arm * 1.5]);
        }
        InstrumentKind::Gate => {
            let along = -1.0 + 2.0 * bench.gates.len() as f32;
            let centre = Vec3::new(focus.x + along, focus.y.max(floor + GATE_HALF * 0.5), focus.z);
            bench.gates.push(Gate::new(centre, Vec3::X));
        }
    }
    world.resource_mut::<AppControls>().instruments_open = true;
    if world.get_resource::<EventLog>().is_some_and(|log| log.echo) {
        echo_handles(world);
    }
}

/// Prints every instrument handle's place in the world and on screen (`--log-events`).
fn echo_handles(world: &mut World) {
    let mut cameras = world.query_filtered::<(&Camera, &GlobalTransform), With<OrbitCamera>>();
    let Some((camera, transform)) = cameras.iter(world).next() else { return };
    for (handle, point) in world.resource::<Instruments>().handles() {
        let screen = camera.world_to_viewport(transform, point).unwrap_or(Vec2::NAN).to_array();
        println!("handle {handle:?} position={:?} screen={screen:?}", point.to_array());
    }
}

/// Takes the selected body out of the world with the joints that hold it; undo brings them back.
fn delete_selected(world: &mut World) {
    let Some(body) = world.resource::<Selection>().body else { return };
    let mut joints = world.query::<(Entity, &Joint)>();
    let held: Vec<Entity> = joints
        .iter(world)
        .filter(|(_, joint)| {
            [joint.a, joint.b].iter().any(|end| matches!(end, JointEnd::Body { entity, .. } if *entity == body))
        })
        .map(|(entity, _)| entity)
        .collect();
    for joint in held {
        put_out_joint(world, joint);
    }
    put_out(world, body);
    *world.resource_mut::<Selection>() = Selection::default();
}

/// A copy of the selected body beside it, at rest, selected in its place.
fn duplicate_selected(world: &mut World) {
    let Some(body) = world.resource::<Selection>().body else { return };
    let Some(original) = take_bodies(world).into_iter().find(|snapshot| snapshot.entity == body) else { return };
    let reach = original.shape.bounding_radius();
    let beside = original.position + Vec3::X * (2.0 * reach + 0.2);
    let floor = support_height(world, original.position);
    let place = free_place(beside, reach, &reaches_above(world, floor));
    let name = free_name(&copy_word(original.name.as_ref().map_or("body", |name| name.as_str())), &body_names(world));
    let copy = world.spawn((UserSpawned, Visibility::default())).id();
    let snapshot = BodySnapshot {
        entity: copy,
        name: Some(Name::new(name)),
        position: place,
        previous: place,
        velocity: Vec3::ZERO,
        previous_velocity: Vec3::ZERO,
        angular_velocity: Vec3::ZERO,
        ..original
    };
    snapshot.write(world);
    world.entity_mut(copy).insert(LinearVelocity(Vec3::ZERO));
    *world.resource_mut::<Selection>() = Selection { body: Some(copy), pair: None };
}

/// The name a copy is numbered after: the original's without its number.
fn copy_word(name: &str) -> String {
    let word = name.trim_end_matches(|c: char| c.is_ascii_digit()).trim_end();
    if word.is_empty() { name.to_string() } else { word.to_string() }
}

/// Opens the empty room, paused, with the set-up tool chosen.
fn new_scene(world: &mut World) {
    let path = user_scene_dir().join("my_new_scene.ron");
    show_scene(world, ActiveScene { path, scene: empty_room() });
    world.resource_mut::<PhysicsClock>().paused = true;
    world.resource_mut::<AppControls>().mouse_tool = crate::app::state::tools::MouseTool::Edit;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_body_takes_the_first_free_number_and_place() {
        let taken = vec!["sphere 1".to_string(), "sphere 3".into()];
        assert_eq!(free_name("sphere", &taken), "sphere 2");
        assert_eq!(copy_word("ball 12"), "ball");
        assert_eq!(copy_word("42"), "42");
        // a ball of 0.5 m at the middle: the place 1.2 m along +x is free
        let others = [(Vec3::ZERO, 0.5)];
        assert_eq!(free_place(Vec3::ZERO, 0.5, &others), Vec3::new(1.2, 0.0, 0.0));
        assert_eq!(free_place(Vec3::new(5.0, 0.0, 0.0), 0.5, &others), Vec3::new(5.0, 0.0, 0.0));
        // then −x, then the row behind
        let row = [(Vec3::ZERO, 0.5), (Vec3::new(1.2, 0.0, 0.0), 0.5)];
        assert_eq!(free_place(Vec3::ZERO, 0.5, &row), Vec3::new(-1.2, 0.0, 0.0));
        let crowd: Vec<(Vec3, f32)> = (-12..=12).map(|i| (Vec3::new(i as f32 * 1.2, 0.0, 0.0), 0.5)).collect();
        assert_eq!(free_place(Vec3::ZERO, 0.5, &crowd), Vec3::new(0.0, 0.0, 1.2));
    }

    #[test]
    fn the_ramp_rests_its_low_end_on_the_floor_and_the_empty_room_has_a_floor() {
        let ramp = Piece::Ramp.shape(0.5);
        // the centre line's low end (turned about +z, the −x end goes down): lift − half length · sin 20° = 0
        let low = Vec3::new(-RAMP.x, 0.0, 0.0);
        assert!((ramp.lift + (ramp.rotation * low).y).abs() < 1e-5);
        let room = empty_room();
        assert_eq!(room.bodies.len(), 1);
        assert!(room.bodies[0].fixed && room.gravity.y < 0.0);
    }
}
