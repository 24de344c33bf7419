//! The soft step's stages over the contact constraints, as the solve stage runs them: in each substep warm started, solved with the soft bias, and after the bodies have moved relaxed without
//! it; after the substeps their bounce, then their impulses stored for the pairs and for the next step.

use crate::physics::data::contacts::Contacts;
use crate::physics::data::warm_start::{KeptManifold, KeptPoint, ManifoldWarmStart};
use crate::physics::solver::block::{BLOCK_MASS_RATIO, small_islands, solve_block};
use crate::physics::solver::contact::SolverBody;
use crate::physics::solver::contact_lanes::{ConstraintReport, ContactLanes};
use crate::physics::solver::held_rows::SoftRows;
use crate::physics::solver::lane_bodies::BodyArrays;
use crate::physics::solver::scratch::{ManifoldOrigin, SolverScratch};
use crate::physics::solver::spins::Turning;

/// Which of the two passes of a substep: with the soft bias (before the bodies move) or without it (after).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SoftPass {
    Solve,
    Relax,
}

impl SolverScratch {
    /// The contact constraints, and the solver's bodies as they read and write them.
    pub fn constraints_and_bodies(&mut self) -> (&mut ContactLanes, BodyArrays<'_>) {
        let SolverScratch { contact_lanes, bodies, moved, turning, .. } = self;
        let Turning { spins, changes, .. } = turning;
        (contact_lanes, BodyArrays { bodies, spins, moved, changes })
    }

    /// Applies every contact constraint's impulses of the substep before again.
    pub fn warm_start_constraints(&mut self) {
        let (lanes, mut arrays) = self.constraints_and_bodies();
        lanes.warm_start(&mut arrays);
    }

    /// One pass over the contact constraints in a substep of `h` seconds, pushing out no faster than `max_push`,
    /// then the islands of too different masses solved exactly to the pass's targets (within `tolerance`, m/s);
    /// the relax pass also adds the substep's impulses to the step's.
    pub fn solve_constraints(&mut self, pass: SoftPass, (h, max_push): (f32, f32), tolerance: f32) {
        let pass = (1.0 / h, pass == SoftPass::Solve, max_push);
        let (lanes, mut arrays) = self.constraints_and_bodies();
        lanes.solve(&mut arrays, pass);
        if !self.soft_islands.is_empty() {
            self.solve_soft_islands(pass, tolerance);
        }
    }

    /// Finds the islands of contact constraints whose masses differ more than the passes can hold
    /// ([`BLOCK_MASS_RATIO`]), for the exact solve after each pass.
    pub fn mark_soft_islands(&mut self) {
        // most steps have no two moving bodies of masses that far apart: no island to look for
        let moving = self.bodies.iter().map(SolverBody::inverse_mass).filter(|&inverse| inverse > 0.0);
        let (lightest, heaviest) = moving.fold((f32::INFINITY, 0.0_f32), |(low, high), m| (low.min(m), high.max(m)));
        if self.contact_lanes.is_empty() || heaviest <= BLOCK_MASS_RATIO * lightest {
            self.soft_islands.clear();
            return;
        }
        let SolverScratch { bodies, contact_lanes, turning, soft_islands, soft_island_scratch, .. } = self;
        let rows = SoftRows { lanes: contact_lanes, spins: &mut turning.spins, targets: &[] };
        small_islands(bodies, &rows, soft_island_scratch, soft_islands);
        soft_islands.retain(|island| island.stiff);
    }

    /// Solves exactly each island of [`Self::mark_soft_islands`] whose every constraint pushes with all its points
    /// (one row at their middle then stands for them): each ends at the target of `pass` at its middle, none pulls.
    fn solve_soft_islands(&mut self, pass: (f32, bool, f32), tolerance: f32) {
        let SolverScratch {
            bodies,
            contact_lanes,
            turning,
            soft_islands,
            soft_island_scratch,
            soft_targets,
            block,
            moved,
            ..
        } = self;
        let Turning { spins, changes, .. } = turning;
        let motion = BodyArrays { bodies: &mut [], spins: &mut [], moved, changes };
        soft_targets.resize(contact_lanes.len(), 0.0);
        for island in soft_islands.iter_mut() {
            if !island.contacts.iter().all(|&k| contact_lanes.held_row(k).evenly) {
                continue;
            }
            for &k in &island.contacts {
                soft_targets[k] = contact_lanes.middle_target(k, &motion, pass);
            }
            let mut rows = SoftRows { lanes: contact_lanes, spins, targets: soft_targets };
            soft_island_scratch.look_for_chain(island, &rows, bodies);
            solve_block(bodies, &mut rows, (island, tolerance), block);
        }
    }

    /// After the substeps: the contact constraints' bounces.
    pub fn restitute_constraints(&mut self, threshold: f32) {
        let (lanes, mut arrays) = self.constraints_and_bodies();
        lanes.restitute(&mut arrays, threshold);
    }
}

/// Records each contact constraint's impulses and deepest overlap in its pair, and keeps its points' last
/// substep impulses for the next step (after those kept before).
pub fn write_back_constraints(scratch: &SolverScratch, contacts: &mut Contacts, kept: &mut ManifoldWarmStart) {
    let motion =
        BodyArrays { bodies: &mut [], spins: &mut [], moved: &scratch.moved, changes: &scratch.turning.changes };
    let lanes = &scratch.contact_lanes;
    let reported = scratch.manifold_origins.iter().zip(lanes.reports(&motion)).map(|(origin, report)| {
        let pair = &mut contacts.pairs[origin.pair];
        pair.normal_impulse = report.step_normal;
        pair.tangent_impulse = report.step_tangent;
        pair.contact.penetration = report.penetration;
        pair.solved = true;
        (pair.key(), kept_points(&report, origin))
    });
    kept.keep(reported);
}

/// A contact constraint's points with their last substep's impulses.
fn kept_points(report: &ConstraintReport, origin: &ManifoldOrigin) -> KeptManifold {
    let (len, tangent, twist, rolling) = (origin.len, report.tangent, report.twist, report.rolling);
    let (face, frame) = (origin.face, Some(origin.frame));
    let mut kept = KeptManifold { len, tangent, twist, rolling, face, frame, ..Default::default() };
    for (k, (kept, &anchors)) in kept.points.iter_mut().zip(&origin.anchors).take(origin.len).enumerate() {
        *kept = KeptPoint { anchors, normal: report.normal[k] };
    }
    kept
}
