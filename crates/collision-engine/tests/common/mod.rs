//! Helpers shared by the integration tests: a headless world and bodies built in one line.
#![allow(dead_code, unused_imports, unused_macros)]

use bevy::prelude::*;
use collision_engine::geometry::Shape;
use collision_engine::headless::headless_app;
use collision_engine::physics::*;

#[path = "../../src/test_random.rs"]
mod test_random;
pub(crate) use test_random::Lcg;

/// Where the tests move a scene to check it plays as at the origin: 1 km out, along no axis.
pub const FAR_AWAY: Vec3 = Vec3::new(600.0, 480.0, -640.0);

/// A headless app with the given settings; `app.update()` runs one fixed step.
pub fn app_with(settings: PhysicsSettings) -> App {
    headless_app(settings)
}

/// A headless app with gravity off.
pub fn space() -> App {
    app_with(PhysicsSettings { gravity_enabled: false, ..default() })
}

/// A body to spawn, built up with chained setters.
#[derive(Clone)]
pub struct Body {
    pub shape: Shape,
    pub position: Vec3,
    pub velocity: Vec3,
    pub mass: f32,
    pub restitution: f32,
    pub friction: f32,
    pub is_static: bool,
    pub sensor: bool,
}

pub fn sphere(radius: f32) -> Body {
    Body {
        shape: Shape::Sphere { radius },
        position: Vec3::ZERO,
        velocity: Vec3::ZERO,
        mass: 1.0,
        restitution: 0.5,
        friction: 0.5,
        is_static: false,
        sensor: false,
    }
}

pub fn cuboid(half_extents: Vec3) -> Body {
    Body { shape: Shape::Cuboid { half_extents }, ..sphere(1.0) }
}

impl Body {
    pub fn at(self, position: Vec3) -> Self {
        Body { position, ..self }
    }
    pub fn moving(self, velocity: Vec3) -> Self {
        Body { velocity, ..self }
    }
    pub fn mass(self, mass: f32) -> Self {
        Body { mass, ..self }
    }
    pub fn material(self, restitution: f32, friction: f32) -> Self {
        Body { restitution, friction, ..self }
    }
    pub fn fixed(self) -> Self {
        Body { is_static: true, ..self }
    }
    pub fn sensor(self) -> Self {
        Body { sensor: true, ..self }
    }
    pub fn spawn(&self, app: &mut App) -> Entity {
        let mut entity = app.world_mut().spawn((
            if self.is_static { RigidBody::Static } else { RigidBody::Dynamic },
            Collider(self.shape.clone()),
            Transform::from_translation(self.position),
            LinearVelocity(self.velocity),
            Mass(self.mass),
            PhysicsMaterial::new(self.restitution, self.friction),
        ));
        if self.sensor {
            entity.insert(Sensor);
        }
        entity.id()
    }
}

/// A static ramp of 40 × 1 × 8 m turned by `degrees` about z, so that its top slopes down towards +x, of
/// friction `friction`; its top face passes through the origin. Returns the ramp's turn.
pub fn ramp(app: &mut App, degrees: f32, friction: f32) -> Quat {
    let turn = Quat::from_rotation_z(-degrees.to_radians());
    let ramp = cuboid(Vec3::new(20.0, 0.5, 4.0)).at(turn * Vec3::new(0.0, -0.5, 0.0)).material(0.0, friction).fixed();
    let entity = ramp.spawn(app);
    app.world_mut().entity_mut(entity).insert(Transform::from_translation(ramp.position).with_rotation(turn));
    turn
}

pub fn step(app: &mut App, steps: usize) {
    for _ in 0..steps {
        app.update();
    }
}

pub fn position(app: &App, entity: Entity) -> Vec3 {
    app.world().get::<Transform>(entity).unwrap().translation
}

pub fn velocity(app: &App, entity: Entity) -> Vec3 {
    app.world().get::<LinearVelocity>(entity).unwrap().0
}

/// A static floor whose top face is at y = 0.
pub fn floor(app: &mut App, restitution: f32, friction: f32) -> Entity {
    cuboid(Vec3::new(50.0, 0.5, 50.0)).at(Vec3::new(0.0, -0.5, 0.0)).material(restitution, friction).fixed().spawn(app)
}

/// Every message of type `M` sent so far and not yet read through `cursor`.
pub fn read_new<M: Message + Clone>(app: &App, cursor: &mut bevy::ecs::message::MessageCursor<M>) -> Vec<M> {
    let messages = app.world().resource::<Messages<M>>();
    cursor.read(messages).cloned().collect()
}

/// Whether `got` lies within `tolerance` of `want`; for conditions that join several such checks.
pub fn close(got: impl Into<f64>, want: impl Into<f64>, tolerance: impl Into<f64>) -> bool {
    (got.into() - want.into()).abs() <= tolerance.into()
}

/// `assert_close!(got, want, tolerance)`, optionally followed by a message in `format!` form: fails when
/// |got − want| > tolerance and prints both values and the tolerance, so every test states its numbers one way.
macro_rules! assert_close {
    ($got:expr, $want:expr, $tolerance:expr $(,)?) => {
        assert_close!($got, $want, $tolerance, "not close")
    };
    ($got:expr, $want:expr, $tolerance:expr, $($context:tt)+) => {{
        let (got, want, tolerance): (f64, f64, f64) = (($got).into(), ($want).into(), ($tolerance).into());
        assert!(
            (got - want).abs() <= tolerance,
            "{}: got {got}, want {want} ± {tolerance}",
            format_args!($($context)+)
        );
    }};
}
pub(crate) use assert_close;
