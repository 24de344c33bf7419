//! The step's joints solved together, exactly: a hanging chain is held at its length in one solve, where
//! iterating joint by joint would need about as many iterations as the square of its links (and, left short,
//! lets the chain stretch and ring).
//!
//! Joints couple where they share a body: the rate one's ends part changes by K_ij per unit of tension impulse
//! along the other's line. The rows (h/2)·K·ΔT + softness·ΔT = residual ([`SolverJoint::motion_row`]) form a
//! symmetric matrix, numbered so that coupled joints lie close (Cuthill–McKee: breadth first from a joint of few
//! neighbours): a chain's or a tree's matrix is then a band one or two wide, factored as L·D·Lᵀ within the band
//! in time proportional to the joints. The lines are those of the substep's start, so the matrix is factored
//! once a substep and each Newton step (the end length depends on the turning of the lines) costs a solve of
//! the band. A string that would push is let go and the rest solved again. After the motion the holds of
//! rods and taut strings ([`SolverJoint::parting`]) are solved the same way with the lines as they are then.

use crate::physics::solver::contact::SolverBody;
use crate::physics::solver::joint_row::{SolverJoint, SubstepSolve};
use crate::physics::solver::spins::BodySpin;

/// The most Newton steps of one call, and the most times strings that would push are let go in one solve.
const NEWTON_STEPS: usize = 4;
const RELEASES: usize = 8;

/// The joints' matrix in band form and what numbering it needs, kept between steps for its memory.
#[derive(Default)]
pub struct JointSystem {
    /// The joints in band order, and each joint's place in it.
    order: Vec<usize>,
    place: Vec<usize>,
    /// Each moving body's joints, as ranges (`body_starts`) into `body_joints`.
    body_starts: Vec<usize>,
    body_joints: Vec<usize>,
    /// Each joint's neighbours (joints sharing a moving body), as ranges into `neighbour_list`.
    neighbours: Vec<(usize, usize)>,
    neighbour_list: Vec<usize>,
    /// The band's width below the diagonal.
    band: usize,
    /// Per joint: how many joints are tied to it through shared bodies, itself included (its part of the
    /// numbering's breadth-first walks).
    together: Vec<u32>,
    /// L below the diagonal, `band` entries a row (row p holds columns p − band … p − 1), and D.
    lower: Vec<f64>,
    diagonal: Vec<f64>,
    /// Per joint: whether it is in the solve (a string let go is not), its residual and softness; per place
    /// in the band order, the right-hand side and the solution.
    active: Vec<bool>,
    residuals: Vec<f64>,
    softness: Vec<f64>,
    values: Vec<f64>,
}

impl JointSystem {
    /// Numbers the step's joints so that those sharing a body lie close; `bodies` is the solver's body count.
    pub fn prepare(&mut self, joints: &mut [SolverJoint], bodies: usize) {
        let n = joints.len();
        // each body's joints, as ranges into one list: counted, summed to each body's range's end, then filled
        // from those ends backwards, which leaves `body_starts` at the starts
        self.body_starts.clear();
        self.body_starts.resize(bodies + 1, 0);
        for body in joints.iter().flat_map(|joint| joint.moving_bodies()).flatten() {
            self.body_starts[body as usize] += 1;
        }
        for k in 1..=bodies {
            self.body_starts[k] += self.body_starts[k - 1];
        }
        self.body_joints.clear();
        self.body_joints.resize(self.body_starts[bodies], 0);
        for (i, joint) in joints.iter().enumerate().rev() {
            for body in joint.moving_bodies().into_iter().flatten() {
                self.body_starts[body as usize] -= 1;
                self.body_joints[self.body_starts[body as usize]] = i;
            }
        }
        self.neighbour_list.clear();
        self.neighbours.clear();
        for joint in joints.iter() {
            let start = self.neighbour_list.len();
            for body in joint.moving_bodies().into_iter().flatten() {
                let (from, to) = (self.body_starts[body as usize], self.body_starts[body as usize + 1]);
                self.neighbour_list.extend_from_slice(&self.body_joints[from..to]);
            }
            self.neighbour_list[start..].sort_unstable();
            let mut kept = start;
            for k in start..self.neighbour_list.len() {
                if k == start || self.neighbour_list[k] != self.neighbour_list[kept - 1] {
                    self.neighbour_list[kept] = self.neighbour_list[k];
                    kept += 1;
                }
            }
            self.neighbour_list.truncate(kept);
            self.neighbours.push((start, kept));
        }
        self.number(n);
        for (joint, &together) in joints.iter_mut().zip(&self.together) {
            joint.report.solved_with = together;
        }
    }

    /// The joints' tension impulses of the substep's motion moved by Newton steps until the ends end the substep
    /// of `h` seconds where the joints want them, to the end length a change of `tolerance` (m/s) in the rate
    /// their ends part makes. Returns whether they are (otherwise the Newton steps ran out, or a line turned too
    /// far to close on).
    pub fn solve_motion(
        &mut self,
        joints: &mut [SolverJoint],
        (bodies, spins): (&mut [SolverBody], &mut [BodySpin]),
        (h, tolerance): (f32, f32),
    ) -> bool {
        let n = joints.len();
        self.active.clear();
        self.active.resize(n, true);
        self.residuals.resize(n, 0.0);
        self.softness.resize(n, 0.0);
        // the end length a row may miss by: what a change of `tolerance` in the rate its ends part makes (a
        // spring's row is its law scaled by its softness: a length too)
        let close_enough = f64::from(0.5 * h * tolerance);
        let mut previous = f64::INFINITY;
        let (mut steps, mut settled) = (0, false);
        for step in 0..=NEWTON_STEPS {
            steps = step;
            let mut missed: f64 = 0.0;
            for (i, joint) in joints.iter().enumerate() {
                match joint.motion_row((bodies, spins), h) {
                    Some((residual, softness)) => {
                        (self.residuals[i], self.softness[i]) = (residual.into(), softness.into());
                        missed = missed.max(self.residuals[i].abs());
                    }
                    None => self.active[i] = false,
                }
            }
            if missed <= close_enough {
                settled = true;
                break;
            }
            if step == NEWTON_STEPS || !self.newton_step(joints, (bodies, spins), (h, step), &mut previous) {
                break;
            }
        }
        for (i, joint) in joints.iter_mut().enumerate() {
            let acting = self.active[i];
            let missed = if acting { self.residuals[i].abs() as f32 } else { 0.0 };
            joint.note_solve(SubstepSolve { newton_steps: steps as u32, missed, acting, settled });
        }
        settled
    }

    /// One Newton step of the motion's solve (the matrix factored on the first, `step` 0); false when a line
    /// turned too far in the substep for Newton's steps to close on its end (the tip of a whipping chain): the
    /// step is then not taken rather than thrown far off. `previous` is the size of the last step's change.
    fn newton_step(
        &mut self,
        joints: &mut [SolverJoint],
        (bodies, spins): (&mut [SolverBody], &mut [BodySpin]),
        (h, step): (f32, usize),
        previous: &mut f64,
    ) -> bool {
        if step == 0 {
            let softness = std::mem::take(&mut self.softness);
            self.factor(joints, bodies, (0.5 * f64::from(h), &softness));
            self.softness = softness;
        }
        self.solve_releasing(joints, bodies, (0.5 * f64::from(h), SolverJoint::impulse));
        let size = self.values.iter().fold(0.0f64, |size, value| size.max(value.abs()));
        if !size.is_finite() || (step > 0 && size > *previous) {
            return false;
        }
        *previous = size;
        for (i, joint) in joints.iter_mut().enumerate() {
            let change = if self.active[i] { self.values[self.place[i]] as f32 } else { -joint.impulse() };
            if change != 0.0 {
                joint.pull(change, (bodies, spins));
            }
        }
        true
    }

    /// After the motion: the holds of rods and taut strings, solved together so that no held pair of ends parts.
    pub fn hold(&mut self, joints: &mut [SolverJoint], (bodies, spins): (&mut [SolverBody], &mut [BodySpin])) {
        let n = joints.len();
        self.active.clear();
        self.residuals.clear();
        for joint in joints.iter() {
            let parting = joint.parting((bodies, spins));
            self.active.push(parting.is_some());
            self.residuals.push(parting.unwrap_or(0.0).into());
        }
        self.softness.clear();
        self.softness.resize(n, 0.0);
        let softness = std::mem::take(&mut self.softness);
        self.factor(joints, bodies, (1.0, &softness));
        self.softness = softness;
        self.solve_releasing(joints, bodies, (1.0, SolverJoint::held));
        if !self.values.iter().all(|value| value.is_finite()) {
            return;
        }
        for (i, joint) in joints.iter_mut().enumerate() {
            let change = if self.active[i] { self.values[self.place[i]] as f32 } else { -joint.held() };
            if change != 0.0 {
                joint.hold(change, (bodies, spins));
            }
        }
    }

    /// Solves the factored system for the residuals; a string whose tension would fall below zero is let go and
    /// the rest solved again (refactored with `scale`); `so_far` is the tension impulse of the solve's kind a joint holds already.
    fn solve_releasing(
        &mut self,
        joints: &[SolverJoint],
        bodies: &[SolverBody],
        (scale, so_far): (f64, fn(&SolverJoint) -> f32),
    ) {
        for _ in 0..RELEASES {
            self.values.clear();
            self.values.extend(self.order.iter().map(|&i| if self.active[i] { self.residuals[i] } else { 0.0 }));
            self.back_solve();
            let mut released = false;
            for (i, joint) in joints.iter().enumerate() {
                let after = f64::from(so_far(joint)) + self.values[self.place[i]];
                if self.active[i] && joint.pulls_only() && after < 0.0 {
                    self.active[i] = false;
                    released = true;
                }
            }
            if !released {
                return;
            }
            let softness = std::mem::take(&mut self.softness);
            self.factor(joints, bodies, (scale, &softness));
            self.softness = softness;
        }
    }

    /// Cuthill–McKee: breadth first from an unnumbered joint of fewest neighbours, neighbours in order of
    /// their count; then the band's width.
    fn number(&mut self, n: usize) {
        let degree = |system: &JointSystem, i: usize| system.neighbours[i].1 - system.neighbours[i].0;
        let mut by_degree: Vec<usize> = (0..n).collect();
        by_degree.sort_by_key(|&i| degree(self, i));
        self.order.clear();
        self.place.clear();
        self.place.resize(n, usize::MAX);
        self.together.clear();
        self.together.resize(n, 0);
        let mut next = Vec::new();
        for &root in &by_degree {
            if self.place[root] != usize::MAX {
                continue;
            }
            let first = self.order.len();
            self.place[root] = first;
            self.order.push(root);
            let mut head = first;
            while head < self.order.len() {
                let i = self.order[head];
                head += 1;
                let (start, end) = self.neighbours[i];
                next.clear();
                next.extend(self.neighbour_list[start..end].iter().copied().filter(|&j| self.place[j] == usize::MAX));
                next.sort_by_key(|&j| degree(self, j));
                for &j in &next {
                    self.place[j] = self.order.len();
                    self.order.push(j);
                }
            }
            let size = (self.order.len() - first) as u32;
            self.order[first..].iter().for_each(|&i| self.together[i] = size);
        }
        self.band = 0;
        for i in 0..n {
            let (start, end) = self.neighbours[i];
            for &j in &self.neighbour_list[start..end] {
                self.band = self.band.max(self.place[i].abs_diff(self.place[j]));
            }
        }
    }

    /// Factors (scale·K + diag(softness)) over the active joints, an inactive one's row the identity.
    fn factor(&mut self, joints: &[SolverJoint], bodies: &[SolverBody], (scale, softness): (f64, &[f64])) {
        let (n, band) = (joints.len(), self.band);
        self.lower.clear();
        self.lower.resize(n * band, 0.0);
        self.diagonal.clear();
        self.diagonal.resize(n, 0.0);
        for p in 0..n {
            let i = self.order[p];
            if !self.active[i] {
                self.diagonal[p] = 1.0;
                continue;
            }
            let own = scale * f64::from(joints[i].compliance()) + softness[i];
            // a joint the others make redundant (a closed loop of rods) keeps a trace of its own
            self.diagonal[p] = own.max(1e-12);
            let (start, end) = self.neighbours[i];
            for &j in &self.neighbour_list[start..end] {
                let q = self.place[j];
                if q < p && self.active[j] {
                    self.lower[p * band + (q + band - p)] = scale * f64::from(joints[i].coupling(&joints[j], bodies));
                }
            }
        }
        for p in 0..n {
            let first = p.saturating_sub(band);
            for q in first..p {
                let mut entry = self.lower[p * band + (q + band - p)];
                for r in first.max(q.saturating_sub(band))..q {
                    entry -= self.lower[p * band + (r + band - p)]
                        * self.diagonal[r]
                        * self.lower[q * band + (r + band - q)];
                }
                self.lower[p * band + (q + band - p)] = entry / self.diagonal[q];
            }
            let mut pivot = self.diagonal[p];
            for r in first..p {
                let l = self.lower[p * band + (r + band - p)];
                pivot -= l * l * self.diagonal[r];
            }
            self.diagonal[p] = if pivot.abs() > 1e-300 { pivot } else { 1e-300 };
        }
    }

    /// Solves the factored system for `values` (given and returned in band order).
    fn back_solve(&mut self) {
        let (n, band) = (self.values.len(), self.band);
        for p in 0..n {
            let first = p.saturating_sub(band);
            let sum: f64 = (first..p).map(|r| self.lower[p * band + (r + band - p)] * self.values[r]).sum();
            self.values[p] -= sum;
        }
        for p in 0..n {
            self.values[p] /= self.diagonal[p];
        }
        for p in (0..n).rev() {
            let last = (p + band + 1).min(n);
            let sum: f64 = (p + 1..last).map(|r| self.lower[r * band + (p + band - r)] * self.values[r]).sum();
            self.values[p] -= sum;
        }
    }
}
