//! Totals a teacher reads off the world: kinetic energy and momentum of the moving bodies.

use crate::bevy_prelude::*;

use crate::physics::components::{LinearVelocity, Mass, RigidBody};

/// Kinetic energy (J) and momentum (kg·m/s) of all dynamic bodies, summed in f64 so long runs of many
/// bodies do not lose the small terms.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Totals {
    /// Σ ½·m·v² (J).
    pub kinetic_energy: f64,
    /// Σ m·v (kg·m/s), per axis.
    pub momentum: [f64; 3],
}

impl Totals {
    /// Adds one moving body of `mass` kg at `velocity`.
    pub fn add_body(&mut self, mass: f32, velocity: Vec3) {
        let (m, v) = (mass as f64, velocity.as_dvec3());
        self.kinetic_energy += 0.5 * m * v.length_squared();
        for axis in 0..3 {
            self.momentum[axis] += m * v[axis];
        }
    }
}

/// Sums energy and momentum over every dynamic body in `world`.
pub fn measure_totals(world: &mut World) -> Totals {
    let mut query = world.query::<(&RigidBody, &Mass, &LinearVelocity)>();
    let mut totals = Totals::default();
    for (body, mass, velocity) in query.iter(world) {
        if *body != RigidBody::Dynamic {
            continue;
        }
        totals.add_body(mass.0, velocity.0);
    }
    totals
}
