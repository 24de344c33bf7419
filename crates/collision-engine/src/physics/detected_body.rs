//! A body as the exact contact test needs it: where free flight took it, how it moved, what it is.

use crate::bevy_prelude::*;
use crate::physics::predict::moving_velocity;

use crate::geometry::placed::Placed;
use crate::geometry::shape::Shape;
use crate::physics::components::{Collider, ContactFilter, LinearVelocity, RigidBody};
use crate::physics::predict::flight;

/// A body as the exact test needs it.
#[derive(Clone, Copy, Debug)]
pub struct DetectedBody<'a> {
    /// The body.
    pub entity: Entity,
    /// Its shape.
    pub shape: &'a Shape,
    /// Where free flight took it.
    pub center: Vec3,
    /// How it is turned there.
    pub rotation: Quat,
    /// How far it moved this step.
    pub flight: Vec3,
    /// Its velocity at the end of the step.
    pub velocity: Vec3,
    /// Whether it is a sensor.
    pub sensor: bool,
    /// Whether it is static.
    pub is_static: bool,
    /// Whether it is dynamic: contacts and forces move it.
    pub moves: bool,
    /// Whether it is a cuboid that turns: its contacts are held at manifolds of up to four points.
    pub tumbles: bool,
    /// Its contact filter, if it has one.
    pub filter: Option<&'a ContactFilter>,
}

impl<'a> DetectedBody<'a> {
    /// The same body, tumbling or not.
    pub fn tumbling(self, tumbles: bool) -> Self {
        DetectedBody { tumbles, ..self }
    }

    /// Its shape where it is.
    pub fn placed(&self) -> Placed {
        Placed::new(self.shape.clone(), self.center, self.rotation)
    }

    /// A body where it ends the step, having moved there in free flight under `gravity` for `dt` seconds (taken
    /// not to tumble: [`Self::tumbling`] says whether it does).
    pub fn new(
        entity: Entity,
        (body, collider, sensor, filter): (RigidBody, &'a Collider, bool, Option<&'a ContactFilter>),
        (transform, velocity): (&Transform, &LinearVelocity),
        gravity: Vec3,
        dt: f32,
    ) -> Self {
        DetectedBody {
            entity,
            shape: &collider.0,
            center: transform.translation,
            rotation: transform.rotation,
            flight: flight(body, velocity.0, gravity, dt),
            velocity: moving_velocity(body, velocity.0),
            sensor,
            is_static: body == RigidBody::Static,
            moves: body == RigidBody::Dynamic,
            tumbles: false,
            filter,
        }
    }
}
