//! Where static friction sticks a manifold contact's bodies together (a [`FrictionStick`]): as a step begins,
//! how far apart its points have come; as it ends, the stick kept while friction holds, or a new one where the
//! bodies then touch.

use crate::bevy_prelude::*;

use crate::physics::data::warm_start::FrictionStick;
use crate::physics::solver::manifold::ManifoldContact;
use crate::physics::solver::middle_friction::StickStart;
use crate::physics::solver::scratch::SolverScratch;

impl SolverScratch {
    /// Where the stuck `points` of bodies `a` and `b` are as the step begins.
    pub(super) fn stick_start(&self, points: FrictionStick, (a, b): (usize, usize)) -> StickStart {
        let on_a = self.starts[a] + self.back_turns[a].to_start * points.on_a;
        let on_b = self.starts[b] + self.back_turns[b].to_start * points.on_b;
        StickStart { points, apart: on_b - on_a }
    }

    /// Where friction sticks `manifold`'s bodies as the step ends: where they were `stuck` as the step began, or,
    /// if nowhere, the middle of the points on A and the point of B there now; `None` while they slide.
    pub(super) fn stick_at_end(
        &self,
        manifold: &ManifoldContact,
        stuck: Option<FrictionStick>,
    ) -> Option<FrictionStick> {
        if !manifold.sticks() {
            return None;
        }
        if stuck.is_some() {
            return stuck;
        }
        let (a, b) = manifold.pair();
        let on_a = manifold.used().iter().map(|point| point.anchors.0).sum::<Vec3>() / manifold.len as f32;
        let turns = &self.turning.changes;
        let end = |k: usize| self.starts[k] + self.moved[k];
        let from_b = end(a) - end(b) + turns[a] * (self.back_turns[a].to_start * on_a);
        let on_b = self.back_turns[b].to_start.transpose() * (turns[b].inverse() * from_b);
        Some(FrictionStick { on_a, on_b })
    }
}
