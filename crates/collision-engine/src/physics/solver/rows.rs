//! The step's contacts and manifold contacts as one list of normal rows, for the exact solve of small islands:
//! the contacts first, then each manifold's row at the middle of its points.

use crate::bevy_prelude::*;

use crate::physics::solver::contact::{SolverBody, SolverContact};
use crate::physics::solver::manifold::ManifoldContact;
use crate::physics::solver::normal_rows::{NormalRows, coupling};
use crate::physics::solver::spins::BodySpin;

/// The contacts and manifold contacts of a substep, with the bodies' turning that the manifolds' rows need.
pub struct MixedRows<'a> {
    pub contacts: &'a mut [SolverContact],
    pub manifolds: &'a mut [ManifoldContact],
    pub spins: &'a mut [BodySpin],
}

/// How a row acts on its bodies: their indices, its normal, and the levers of the normal about A's and B's
/// centres (zero for a contact, whose normal passes through the centres or turns nothing).
struct Acting {
    pair: (usize, usize),
    normal: Vec3,
    levers: (Vec3, Vec3),
}

impl MixedRows<'_> {
    /// Whether `row` may be solved exactly as one row: a contact, or a manifold whose every point pushes.
    pub fn evenly_held(&self, row: usize) -> bool {
        self.manifold(row).is_none_or(|manifold| manifold.used().iter().all(|point| point.normal_impulse > 0.0))
    }

    /// The manifold of `row`, if it is one.
    fn manifold(&self, row: usize) -> Option<&ManifoldContact> {
        row.checked_sub(self.contacts.len()).map(|m| &self.manifolds[m])
    }

    fn acting(&self, row: usize) -> Acting {
        match self.manifold(row) {
            Some(manifold) => {
                Acting { pair: manifold.pair(), normal: manifold.normal, levers: manifold.middle_levers() }
            }
            None => {
                let contact = &self.contacts[row];
                Acting { pair: contact.pair(), normal: contact.normal, levers: (Vec3::ZERO, Vec3::ZERO) }
            }
        }
    }
}

impl NormalRows for MixedRows<'_> {
    fn count(&self) -> usize {
        self.contacts.len() + self.manifolds.len()
    }
    fn pair(&self, row: usize) -> (usize, usize) {
        self.manifold(row).map_or_else(|| self.contacts[row].pair(), ManifoldContact::pair)
    }
    fn impulse(&self, row: usize) -> f32 {
        self.manifold(row).map_or_else(|| self.contacts[row].normal_impulse, ManifoldContact::middle_impulse)
    }
    fn target(&self, row: usize) -> f32 {
        self.manifold(row).map_or_else(|| self.contacts[row].target, ManifoldContact::middle_target)
    }
    fn normal_velocity(&self, row: usize, bodies: &[SolverBody]) -> f32 {
        match self.manifold(row) {
            Some(manifold) => manifold.middle_velocity((bodies, self.spins)),
            None => self.contacts[row].normal_velocity(bodies),
        }
    }
    fn push(&mut self, row: usize, bodies: &mut [SolverBody], change: f32) {
        match row.checked_sub(self.contacts.len()) {
            Some(m) => self.manifolds[m].push_middle((bodies, self.spins), change),
            None => self.contacts[row].push(bodies, change),
        }
    }
    fn coupling(&self, i: usize, j: usize, bodies: &[SolverBody]) -> f64 {
        if i < self.contacts.len() && j < self.contacts.len() {
            return coupling(&self.contacts[i], &self.contacts[j], bodies);
        }
        let (row_i, row_j) = (self.acting(i), self.acting(j));
        let mut entry = 0.0;
        let sides = |row: &Acting| [(row.pair.0, -1.0, row.levers.0), (row.pair.1, 1.0, row.levers.1)];
        for (body_i, sign_i, lever_i) in sides(&row_i) {
            for (body_j, sign_j, lever_j) in sides(&row_j) {
                if body_i == body_j {
                    let linear = bodies[body_i].inverse_mass() * row_i.normal.dot(row_j.normal);
                    let turning = lever_i.dot(self.spins[body_i].inverse_inertia * lever_j);
                    entry += sign_i * sign_j * f64::from(linear + turning);
                }
            }
        }
        entry
    }
}
