//! The rows that hold a machine joint together, solved at once as one block: its point (three rows along the
//! world's axes) or a slider's two rows across its axis, with the turning it holds about two axes (a hinge's) or
//! three (a weld's, a slider's). Solving them together leaves no error of one to be undone by the next: the
//! point and the turning of a hinge whose bar hangs from it agree after one solve, where solving them one after
//! the other converges only by the share of the bar's turning the point's push does not move.
//!
//! Every row is soft in the solve pass (Catto's soft step, [`Softness`]) and hard in the relax pass: the
//! impulses Δλ = −K⁻¹ · mass scale · (J·v + bias rate · C) − impulse scale · λ, with C the rows' errors as the
//! substep began and K their effective mass matrix, J M⁻¹ Jᵀ.

use crate::bevy_prelude::*;

use crate::physics::solver::lever::{InverseMasses, Lever, PairVelocity};
use crate::physics::solver::softness::Softness;

/// The most rows a block holds: a weld's three along and three about the world's axes.
pub const MOST_ROWS: usize = 6;

/// The inverse inertias (world axes) of a joint's two bodies, zero for a point of the world.
#[derive(Clone, Copy, Debug, Default)]
pub struct Inertias {
    pub a: Mat3,
    pub b: Mat3,
}

/// A value per row of a block.
pub type RowValues = [f32; MOST_ROWS];

/// Up to `N` rows solved at once: their levers, the inverse of their effective mass matrix and their errors.
#[derive(Clone, Copy, Debug)]
pub struct RowBlock<const N: usize> {
    levers: [Lever; N],
    rows: usize,
    /// K⁻¹, nothing in the rows and columns of a row that nothing can move (a body whose turning is locked).
    mass: [[f32; N]; N],
    /// Each row's error as the substep began (m or rad).
    error: [f32; N],
}

impl<const N: usize> Default for RowBlock<N> {
    fn default() -> Self {
        RowBlock { levers: [Lever::default(); N], rows: 0, mass: [[0.0; N]; N], error: [0.0; N] }
    }
}

/// The inverse of the symmetric `k` of `n` rows, found through K = L D Lᵀ. A row whose pivot is (almost) nothing
/// (its speed cannot be changed but through the rows before it, or not at all) is left out: nothing in its row
/// and column.
fn inverse_or_partial<const N: usize>(k: &[[f32; N]; N], n: usize) -> [[f32; N]; N] {
    let mut lower = [[0.0_f32; N]; N];
    let mut pivots = [0.0_f32; N];
    for j in 0..n {
        let pivot = k[j][j] - (0..j).map(|p| lower[j][p] * lower[j][p] * pivots[p]).sum::<f32>();
        if k[j][j] <= 0.0 || pivot <= 1e-6 * k[j][j] {
            continue;
        }
        pivots[j] = pivot;
        lower[j][j] = 1.0;
        for i in j + 1..n {
            let sum: f32 = (0..j).map(|p| lower[i][p] * lower[j][p] * pivots[p]).sum();
            lower[i][j] = (k[i][j] - sum) / pivot;
        }
    }
    let mut inverse = [[0.0_f32; N]; N];
    for column in (0..n).filter(|&c| pivots[c] > 0.0) {
        // L y = e, z = y / D, Lᵀ x = z
        let mut x = [0.0_f32; N];
        for i in 0..n {
            let y = f32::from(u8::from(i == column)) - (0..i).map(|p| lower[i][p] * x[p]).sum::<f32>();
            x[i] = y;
        }
        for i in 0..n {
            x[i] = if pivots[i] > 0.0 { x[i] / pivots[i] } else { 0.0 };
        }
        for i in (0..n).rev() {
            x[i] -= (i + 1..n).map(|p| lower[p][i] * x[p]).sum::<f32>();
        }
        for (row, value) in inverse.iter_mut().zip(x).take(n) {
            row[column] = value;
        }
    }
    inverse
}

impl<const N: usize> RowBlock<N> {
    /// The block of `levers` (at most `N`) erring by `error`, between bodies that weigh `masses`.
    pub fn new(levers: &[Lever], error: &[f32], masses: InverseMasses) -> Self {
        let rows = levers.len();
        let mut block = RowBlock { rows, ..RowBlock::default() };
        block.levers[..rows].copy_from_slice(levers);
        block.error[..rows].copy_from_slice(error);
        let mut k = [[0.0_f32; N]; N];
        for i in 0..rows {
            for j in 0..=i {
                k[i][j] = levers[i].coupling(&levers[j], masses);
                k[j][i] = k[i][j];
            }
        }
        block.mass = inverse_or_partial(&k, rows);
        block
    }

    /// How many rows it has.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The rows' levers.
    pub fn levers(&self) -> &[Lever] {
        &self.levers[..self.rows]
    }

    /// The length of the errors of its rows `range` (m or rad).
    pub fn error(&self, range: std::ops::Range<usize>) -> f32 {
        self.error[range].iter().map(|e| e * e).sum::<f32>().sqrt()
    }

    /// Gives the rows `impulses`.
    pub fn push(&self, v: &mut PairVelocity, impulses: &[f32], masses: InverseMasses) {
        for (lever, &impulse) in self.levers().iter().zip(impulses) {
            lever.push(v, masses, impulse);
        }
    }

    /// One solve of the block with `soft`, its impulses so far `totals`: the change of the impulses, given. Returns
    /// how far the rows were from their targets before it (the largest, m/s or rad/s).
    pub fn solve(&self, v: &mut PairVelocity, totals: &mut [f32], soft: &Softness, masses: InverseMasses) -> f32 {
        let n = self.rows;
        let mut target = [0.0_f32; N];
        for ((target, lever), error) in target.iter_mut().zip(self.levers()).zip(self.error) {
            *target = lever.speed(v) + error * soft.bias_rate;
        }
        let mut change = [0.0_f32; N];
        for ((change, total), mass) in change.iter_mut().zip(totals.iter_mut()).zip(&self.mass).take(n) {
            let solved: f32 = mass[..n].iter().zip(&target).map(|(m, t)| m * t).sum();
            *change = -solved * soft.mass_scale - *total * soft.impulse_scale;
            *total += *change;
        }
        self.push(v, &change, masses);
        target[..n].iter().fold(0.0, |most, t| most.max(t.abs()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_inverse_of_a_stiff_block_times_the_block_is_one() {
        let k = [[4.0, 1.0, 0.5], [1.0, 3.0, 0.25], [0.5, 0.25, 2.0]];
        let inverse = inverse_or_partial(&k, 3);
        for (i, row) in k.iter().enumerate() {
            for j in 0..3 {
                let product: f32 = row.iter().zip(&inverse).map(|(value, column)| value * column[j]).sum();
                assert!((product - f32::from(u8::from(i == j))).abs() < 1e-5, "{i} {j}: {product}");
            }
        }
    }

    #[test]
    fn a_row_nothing_moves_is_left_out_and_the_others_are_inverted() {
        let k = [[2.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 4.0]];
        let inverse = inverse_or_partial(&k, 3);
        assert_eq!([inverse[0][0], inverse[1][1], inverse[2][2]], [0.5, 0.0, 0.25]);
        // a row that repeats another: only the first is kept
        let k = [[1.0, 1.0, 0.0], [1.0, 1.0, 0.0], [0.0, 0.0, 1.0]];
        let inverse = inverse_or_partial(&k, 3);
        assert_eq!([inverse[0][0], inverse[1][1], inverse[0][1]], [1.0, 0.0, 0.0]);
    }
}
