//! The position pass over the machine joints as a step ends: the error that the substeps' straight-line steps
//! leave closed by moving and turning the bodies, and their velocities made to keep to the rows where they then
//! are.
//!
//! Each joint in turn moves its two bodies as the impulses that would close its rows' errors in a second would,
//! all its rows at once (nonlinear Gauss–Seidel), [`CLOSING_SWEEPS`] times over the joints. The moves give the
//! bodies no momentum; a pair pulled together about their common centre keeps its angular momentum (a spinning
//! welded pair spins up as it is pulled in, as a skater does), and a tumbling body turned keeps its own.

use crate::bevy_prelude::*;

use crate::physics::solver::contact::SolverBody;
use crate::physics::solver::joint_row::BodyPlaces;
use crate::physics::solver::lever::PairVelocity;
use crate::physics::solver::machine::MachineJoint;
use crate::physics::solver::machine::pass::MachinePass;
use crate::physics::solver::machine::placed::Rows;
use crate::physics::solver::spins::Turning;

/// How many sweeps of the position pass over the machine joints close their errors as a step ends.
const CLOSING_SWEEPS: usize = 2;

/// How a joint's bodies are moved and turned to close its errors: `moves` in a [`PairVelocity`]'s places
/// (metres and scaled axes), and the angular velocity both bodies gain (`spin`) to keep the angular momentum
/// the moves would take from their motion about their common centre.
struct ClosingShift {
    moves: PairVelocity,
    spin: Vec3,
}

/// The position pass over `machines` as the step ends, the bodies at `starts` when it began and `moved` since,
/// then the velocities made to keep to the rows where the bodies now are (`relax`: no bias).
pub fn close_joints(
    machines: &mut [MachineJoint],
    (starts, moved): (&[Vec3], &mut [Vec3]),
    (bodies, turning): (&mut [SolverBody], &mut Turning),
    relax: &MachinePass,
) {
    if machines.is_empty() {
        return;
    }
    for _ in 0..CLOSING_SWEEPS {
        for machine in machines.iter() {
            let places = BodyPlaces::new((starts, moved), (&turning.rotations, &turning.own_inverse_inertias));
            let shift = machine.closing_shift(places, bodies);
            let [a, b] = machine.bodies();
            let moves = [
                (a, (shift.moves.linear_a, shift.moves.angular_a)),
                (b, (shift.moves.linear_b, shift.moves.angular_b)),
            ];
            for (end, (linear, turn)) in moves {
                if let Some(k) = end.map(|k| k as usize) {
                    moved[k] += linear;
                    turning.turn_by(k, turn);
                    turning.spins[k].angular_velocity += shift.spin;
                }
            }
        }
    }
    turning.follow_rotations();
    let places = BodyPlaces::new((starts, moved), (&turning.rotations, &turning.own_inverse_inertias));
    for machine in machines.iter_mut() {
        machine.place(places);
        machine.solve(relax, (bodies, &mut turning.spins));
    }
}

impl MachineJoint {
    /// The position pass's step for the joint where its bodies are now ([`ClosingShift`]).
    fn closing_shift(&self, places: BodyPlaces, bodies: &[SolverBody]) -> ClosingShift {
        let inertias = self.inertias_in(places);
        let rows = Rows::placed(&self.kind, (&self.ends, places), (self.masses, &inertias));
        let mut moves = PairVelocity::default();
        rows.close(&mut moves, self.masses);
        let [Some(a), Some(b)] = self.bodies() else {
            return ClosingShift { moves, spin: Vec3::ZERO };
        };
        // the angular momentum the moves take: Σ m Δx × v about the pair's centre, which they do not move
        let momentum = |inverse_mass: f32, shift: Vec3, k: u32| {
            if inverse_mass > 0.0 { shift.cross(bodies[k as usize].velocity()) / inverse_mass } else { Vec3::ZERO }
        };
        let taken = momentum(self.masses.a, moves.linear_a, a) + momentum(self.masses.b, moves.linear_b, b);
        let turning_both = inverse_of(inverse_of(inertias.a) + inverse_of(inertias.b));
        ClosingShift { moves, spin: -(turning_both * taken) }
    }
}

/// The inverse of `m`, or nothing when it has none (a body that cannot turn about some axis: nothing is given
/// back through its turning).
fn inverse_of(m: Mat3) -> Mat3 {
    let scale = m.x_axis.x.abs() + m.y_axis.y.abs() + m.z_axis.z.abs();
    if m.determinant().abs() > 1e-9 * scale * scale * scale && scale > 0.0 { m.inverse() } else { Mat3::ZERO }
}
