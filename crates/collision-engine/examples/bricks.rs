//! A 3D brick breaker on the engine alone: a kinematic paddle, a ball kept at one speed, static bricks removed
//! when the ball's collision events name them, a sensor behind the paddle that costs a life, collision layers
//! (the paddle and the goal meet only the ball), a sphere cast that draws where an aimed launch will hit, and
//! the moving bodies shown smoothly between fixed steps.
//!
//! `cargo run --release --example bricks`: A/D or the arrows move the paddle, the mouse aims, Space or a
//! click launches, R starts again. The score and the lives are in the window's title.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use collision_engine::geometry::{Ray, Shape};
use collision_engine::physics::{
    Collider, CollisionEventsDisabled, CollisionLayers, CollisionStarted, LinearVelocity, PhysicsMaterial,
    PhysicsPlugin, PhysicsSettings, PhysicsStepSystems, QueryFilter, RigidBody, Sensor, SpatialQuery,
    TransformInterpolation,
};

const BALL: u32 = 1;
const PADDLE: u32 = 2;
const WALLS: u32 = 4;
const BRICKS: u32 = 8;
const GOAL: u32 = 16;

const BALL_RADIUS: f32 = 0.3;
const BALL_SPEED: f32 = 12.0;
const PADDLE_SPEED: f32 = 12.0;
const PADDLE_Z: f32 = 7.0;
/// Half the field's width and depth (m).
const FIELD: Vec2 = Vec2::new(6.0, 8.0);
const PADDLE_HALF: Vec3 = Vec3::new(1.2, 0.4, 0.25);

#[derive(Component)]
struct Paddle;
#[derive(Component)]
struct Ball;
#[derive(Component)]
struct Brick;
#[derive(Component)]
struct Goal;

/// The score, the lives left and whether the ball waits on the paddle.
#[derive(Resource)]
struct Game {
    score: u32,
    lives: u32,
    held: bool,
}

fn main() -> AppExit {
    App::new()
        .add_plugins((DefaultPlugins, PhysicsPlugin::default()))
        .insert_resource(PhysicsSettings { gravity_enabled: false, ..default() })
        .insert_resource(Game { score: 0, lives: 3, held: true })
        .add_systems(Startup, (set_up_field, spawn_bricks))
        .add_systems(FixedUpdate, steer_paddle.before(PhysicsStepSystems::Step))
        .add_systems(Update, (hold_ball, aim_and_launch, restart, show_score).chain())
        .add_systems(FixedPostUpdate, keep_ball_speed)
        .run()
}

/// A static, rendered box of half extents `half` at `at`.
fn block(half: Vec3, at: Vec3, mesh: &mut Assets<Mesh>, material: Handle<StandardMaterial>) -> impl Bundle {
    (
        Collider::cuboid(half.x, half.y, half.z),
        Transform::from_translation(at),
        Mesh3d(mesh.add(Cuboid::from_size(half * 2.0))),
        MeshMaterial3d(material),
    )
}

fn set_up_field(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut colors: ResMut<Assets<StandardMaterial>>,
) {
    commands.spawn((
        Camera3d::default(),
        Transform::from_xyz(0.0, 17.0, 12.0).looking_at(Vec3::new(0.0, 0.0, 0.5), Vec3::Y),
    ));
    commands.spawn((DirectionalLight::default(), Transform::from_xyz(3.0, 10.0, 4.0).looking_at(Vec3::ZERO, Vec3::Y)));
    let grey = colors.add(Color::srgb(0.45, 0.47, 0.5));
    let side = Vec3::new(0.25, 0.5, FIELD.y + 0.5);
    let walls = [
        (side, Vec3::X * (FIELD.x + 0.25)),
        (side, Vec3::X * -(FIELD.x + 0.25)),
        (Vec3::new(FIELD.x + 0.5, 0.5, 0.25), Vec3::Z * -(FIELD.y + 0.25)),
    ];
    for (half, at) in walls {
        // nothing listens to the walls' collisions: they raise no events
        commands.spawn((
            block(half, at, &mut meshes, grey.clone()),
            CollisionLayers::new(WALLS, BALL),
            CollisionEventsDisabled,
        ));
    }
    commands.spawn((
        Collider::cuboid(FIELD.x, 0.5, 0.25),
        Transform::from_xyz(0.0, 0.0, FIELD.y + 1.0),
        Sensor,
        Goal,
        CollisionLayers::new(GOAL, BALL),
    ));
    let floor = Mesh3d(meshes.add(Plane3d::default().mesh().size(FIELD.x * 2.0, FIELD.y * 2.0)));
    commands.spawn((
        floor,
        MeshMaterial3d(colors.add(Color::srgb(0.12, 0.14, 0.18))),
        Transform::from_xyz(0.0, -0.5, 0.0),
    ));
    let paddle = block(PADDLE_HALF, Vec3::Z * PADDLE_Z, &mut meshes, colors.add(Color::srgb(0.9, 0.9, 0.95)));
    commands.spawn((paddle, RigidBody::Kinematic, Paddle, CollisionLayers::new(PADDLE, BALL), TransformInterpolation));
    let ball = (Mesh3d(meshes.add(Sphere::new(BALL_RADIUS))), MeshMaterial3d(colors.add(Color::srgb(1.0, 0.8, 0.2))));
    commands
        .spawn((ball, RigidBody::Dynamic, Collider::sphere(BALL_RADIUS), Ball, CollisionLayers::new(BALL, u32::MAX)))
        .insert((PhysicsMaterial::new(1.0, 0.0), TransformInterpolation))
        .observe(ball_hit);
}

/// Eight columns of four rows of bricks at the far end.
fn spawn_bricks(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut colors: ResMut<Assets<StandardMaterial>>,
) {
    let half = Vec3::new(0.6, 0.4, 0.3);
    for row in 0..4 {
        let color = colors.add(Color::hsl(row as f32 * 40.0, 0.7, 0.55));
        for column in 0..8 {
            let at = Vec3::new(-5.25 + column as f32 * 1.5, 0.0, -6.5 + row as f32 * 0.9);
            commands.spawn((block(half, at, &mut meshes, color.clone()), Brick, CollisionLayers::new(BRICKS, BALL)));
        }
    }
}

/// The ball's collisions (an observer on the ball hears only its own): a brick is knocked out, the goal costs
/// a life.
fn ball_hit(
    hit: On<CollisionStarted>,
    bricks: Query<(), With<Brick>>,
    goals: Query<(), With<Goal>>,
    mut game: ResMut<Game>,
    mut commands: Commands,
) {
    if bricks.contains(hit.b) {
        commands.entity(hit.b).despawn();
        game.score += 1;
    } else if goals.contains(hit.b) {
        game.lives = game.lives.saturating_sub(1);
        game.held = true;
    }
}

/// The paddle moves by its velocity (it is kinematic), set before each step so that the step ends inside
/// the field.
fn steer_paddle(
    keys: Res<ButtonInput<KeyCode>>,
    time: Res<Time>,
    paddle: Single<(&Transform, &mut LinearVelocity), With<Paddle>>,
) {
    let (transform, mut velocity) = paddle.into_inner();
    let left = keys.any_pressed([KeyCode::KeyA, KeyCode::ArrowLeft]);
    let right = keys.any_pressed([KeyCode::KeyD, KeyCode::ArrowRight]);
    let wanted = (right as i8 - left as i8) as f32 * PADDLE_SPEED;
    let (room, dt) = (FIELD.x - PADDLE_HALF.x, time.delta_secs().max(1e-6));
    let x = transform.translation.x;
    velocity.0 = Vec3::X * wanted.clamp((-room - x) / dt, (room - x) / dt);
}

/// A ball waiting to be launched rides just in front of the paddle.
fn hold_ball(
    game: Res<Game>,
    paddle: Single<&Transform, (With<Paddle>, Without<Ball>)>,
    ball: Single<(&mut Transform, &mut LinearVelocity), With<Ball>>,
) {
    if game.held {
        let (mut transform, mut velocity) = ball.into_inner();
        transform.translation = paddle.translation - Vec3::Z * (PADDLE_HALF.z + BALL_RADIUS + 0.05);
        velocity.0 = Vec3::ZERO;
    }
}

/// While the ball is held, draws its path towards the pointer up to where a sphere cast says it will hit
/// first; Space or a click launches it that way.
fn aim_and_launch(
    (keys, buttons): (Res<ButtonInput<KeyCode>>, Res<ButtonInput<MouseButton>>),
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform)>,
    ball: Single<(Entity, &Transform, &mut LinearVelocity), With<Ball>>,
    query: SpatialQuery,
    mut game: ResMut<Game>,
    mut gizmos: Gizmos,
) {
    let (entity, transform, mut velocity) = ball.into_inner();
    if !game.held || game.lives == 0 {
        return;
    }
    let (camera, camera_transform) = *camera;
    let pointer = window.cursor_position().and_then(|cursor| camera.viewport_to_world(camera_transform, cursor).ok());
    let target = pointer.and_then(|ray| ray.plane_intersection_point(Vec3::ZERO, InfinitePlane3d::new(Vec3::Y)));
    // towards the pointer, but always at least a little up the field
    let aim = target.map_or(-Vec3::Z, |point| point - transform.translation).with_y(0.0);
    let aim = Vec3::new(aim.x, 0.0, aim.z.min(-0.3 * aim.length())).normalize_or(-Vec3::Z);
    let Some(ray) = Ray::new(transform.translation, aim) else {
        return;
    };
    let ball_shape = Shape::Sphere { radius: BALL_RADIUS };
    let filter = QueryFilter::default().with_mask(WALLS | BRICKS).excluding([entity]);
    if let Some(hit) = query.cast_shape(&ball_shape, &ray, 40.0, &filter) {
        gizmos.line(ray.origin, ray.at(hit.distance), Color::srgb(1.0, 0.9, 0.3));
        gizmos.arrow(hit.point, hit.point + hit.normal, Color::srgb(1.0, 0.4, 0.2));
    }
    if keys.just_pressed(KeyCode::Space) || buttons.just_pressed(MouseButton::Left) {
        velocity.0 = aim * BALL_SPEED;
        game.held = false;
    }
}

/// Bounces keep e = 1, but a ball skimming a wall could end up crossing the field forever: keep it at one
/// speed with some motion along the field.
fn keep_ball_speed(game: Res<Game>, mut ball: Single<&mut LinearVelocity, With<Ball>>) {
    if game.held {
        return;
    }
    let v = ball.0.with_y(0.0);
    let along = v.z.signum() * v.z.abs().max(0.25 * v.length());
    ball.0 = Vec3::new(v.x, 0.0, along).normalize_or(-Vec3::Z) * BALL_SPEED;
}

/// R after the game is lost or won: the bricks again, three lives.
fn restart(
    keys: Res<ButtonInput<KeyCode>>,
    bricks: Query<Entity, With<Brick>>,
    mut game: ResMut<Game>,
    mut commands: Commands,
) {
    let over = game.lives == 0 || bricks.is_empty();
    if over && keys.just_pressed(KeyCode::KeyR) {
        bricks.iter().for_each(|brick| commands.entity(brick).despawn());
        commands.run_system_cached(spawn_bricks);
        *game = Game { score: 0, lives: 3, held: true };
    }
}

fn show_score(game: Res<Game>, bricks: Query<(), With<Brick>>, mut window: Single<&mut Window, With<PrimaryWindow>>) {
    let state = match (game.lives, bricks.is_empty()) {
        (0, _) => " — game over, R to play again",
        (_, true) => " — cleared! R to play again",
        _ => "",
    };
    let title = format!("Bricks: score {}, lives {}{state}", game.score, game.lives);
    if window.title != title {
        window.title = title;
    }
}
