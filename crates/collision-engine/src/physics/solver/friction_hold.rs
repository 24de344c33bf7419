//! Where static friction holds a manifold contact's bodies together (a [`FrictionHold`]): as a step begins, how
//! far apart its points have come; as it ends, the hold kept while friction holds, or a new one where the
//! bodies then touch.

use crate::bevy_prelude::*;

use crate::physics::data::warm_start::FrictionHold;
use crate::physics::solver::manifold::ManifoldContact;
use crate::physics::solver::middle_friction::HoldStart;
use crate::physics::solver::scratch::SolverScratch;

impl SolverScratch {
    /// Where the held `points` of bodies `a` and `b` are as the step begins.
    pub(super) fn hold_start(&self, points: FrictionHold, (a, b): (usize, usize)) -> HoldStart {
        let on_a = self.starts[a] + self.back_turns[a].to_start * points.on_a;
        let on_b = self.starts[b] + self.back_turns[b].to_start * points.on_b;
        HoldStart { points, apart: on_b - on_a }
    }

    /// Where friction holds `manifold`'s bodies as the step ends: where it `held` them as the step began, or, if
    /// it held none, the middle of the points on A and the point of B there now; `None` while they slide.
    pub(super) fn hold_at_end(&self, manifold: &ManifoldContact, held: Option<FrictionHold>) -> Option<FrictionHold> {
        if !manifold.holds() {
            return None;
        }
        if held.is_some() {
            return held;
        }
        let (a, b) = manifold.pair();
        let on_a = manifold.used().iter().map(|point| point.anchors.0).sum::<Vec3>() / manifold.len as f32;
        let turns = &self.turning.changes;
        let end = |k: usize| self.starts[k] + self.moved[k];
        let from_b = end(a) - end(b) + turns[a] * (self.back_turns[a].to_start * on_a);
        let on_b = self.back_turns[b].to_start.transpose() * (turns[b].inverse() * from_b);
        Some(FrictionHold { on_a, on_b })
    }
}
