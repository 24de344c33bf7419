//! The normal rows the exact solve of small islands works on: each contact's normal, and in
//! [`MixedRows`](super::rows::MixedRows) the normal at the middle of each manifold's points too.

use crate::physics::solver::contact::{SolverBody, SolverContact};

/// The normal rows the exact solve works on, each by its index: a contact's normal, or the normal at the middle
/// of a manifold's points, where it also turns its bodies.
pub trait NormalRows {
    /// How many rows there are.
    fn count(&self) -> usize;
    /// The indices of the row's body A and body B.
    fn pair(&self, row: usize) -> (usize, usize);
    /// The row's normal impulse in the current substep (N·s).
    fn impulse(&self, row: usize) -> f32;
    /// The normal velocity the row allows no less than in the current substep.
    fn target(&self, row: usize) -> f32;
    /// The relative normal velocity of the row's bodies where it acts (negative while approaching).
    fn normal_velocity(&self, row: usize, bodies: &[SolverBody]) -> f32;
    /// Adds `change` to the row's normal impulse and applies it to its bodies.
    fn push(&mut self, row: usize, bodies: &mut [SolverBody], change: f32);
    /// How an impulse along row `j` changes row `i`'s normal velocity, per N·s.
    fn coupling(&self, i: usize, j: usize, bodies: &[SolverBody]) -> f64;
}

impl NormalRows for [SolverContact] {
    fn count(&self) -> usize {
        self.len()
    }
    fn pair(&self, row: usize) -> (usize, usize) {
        self[row].pair()
    }
    fn impulse(&self, row: usize) -> f32 {
        self[row].normal_impulse
    }
    fn target(&self, row: usize) -> f32 {
        self[row].target
    }
    fn normal_velocity(&self, row: usize, bodies: &[SolverBody]) -> f32 {
        self[row].normal_velocity(bodies)
    }
    fn push(&mut self, row: usize, bodies: &mut [SolverBody], change: f32) {
        self[row].push(bodies, change);
    }
    fn coupling(&self, i: usize, j: usize, bodies: &[SolverBody]) -> f64 {
        coupling(&self[i], &self[j], bodies)
    }
}

/// How an impulse along contact `cj`'s normal changes contact `ci`'s normal velocity: through every body they
/// share, ±1/m times the product of the normals.
pub fn coupling(ci: &SolverContact, cj: &SolverContact, bodies: &[SolverBody]) -> f64 {
    let mut entry = 0.0;
    let ((ai, bi), (aj, bj)) = (ci.pair(), cj.pair());
    for (body_i, sign_i) in [(ai, -1.0), (bi, 1.0)] {
        for (body_j, sign_j) in [(aj, -1.0), (bj, 1.0)] {
            if body_i == body_j {
                entry += sign_i * sign_j * bodies[body_i].inverse_mass() as f64;
            }
        }
    }
    entry * ci.normal.as_dvec3().dot(cj.normal.as_dvec3())
}
