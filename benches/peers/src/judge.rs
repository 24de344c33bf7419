//! Judging a run the same way for every engine: deepest overlap, non-finite values, tunnelled bodies.

use bevy::math::{Quat, Vec3};
use collision_sandbox::geometry::contact_shapes;
use collision_sandbox::physics::{Proxy, grid_pairs};

use crate::scenes::{BenchJoint, BenchJointKind, BenchScene};

/// What a run did wrong, accumulated over the samples taken.
#[derive(Clone, Copy, Debug, Default, serde::Serialize)]
pub struct Verdict {
    pub max_penetration: f32,
    pub non_finite: usize,
    pub tunnelled: usize,
    /// In a scene without gravity: the most the kinetic energy rose above its start, as a fraction of it.
    pub energy_gain: f64,
    start_energy: Option<f64>,
    /// In a scene of joints: the most its strings together were longer than their lengths (m).
    pub stretch: f32,
    /// In a scene of hinges: the farthest any hinge's two anchors were apart (m).
    pub hinge_gap: f32,
    /// In a scene that should stand still: the farthest any body moved from where it started (m).
    pub drift: f32,
}

impl Verdict {
    /// Whether the scene had no gravity, so that kinetic energy was watched.
    pub fn measures_energy(&self) -> bool {
        self.start_energy.is_some()
    }

    /// Looks at one moment: every overlapping pair (by our exact tests; rotations are locked in every
    /// engine, so boxes stay axis-aligned) and every body's numbers.
    pub fn sample(
        &mut self,
        scene: &BenchScene,
        (positions, velocities, rotations): (&[Vec3], &[Vec3], &[Quat]),
        last: bool,
    ) {
        if scene.gravity == Vec3::ZERO {
            let energy: f64 = scene
                .bodies
                .iter()
                .zip(velocities)
                .filter(|(body, _)| !body.fixed)
                .map(|(body, v)| 0.5 * body.mass as f64 * v.length_squared() as f64)
                .sum();
            let start = *self.start_energy.get_or_insert(energy);
            if start > 0.0 {
                self.energy_gain = self.energy_gain.max((energy - start) / start);
            }
        }
        self.non_finite = self.non_finite.max(positions.iter().filter(|p| !p.is_finite()).count());
        let beyond = |joint: &BenchJoint| match joint.kind {
            BenchJointKind::String { length } => (positions[joint.b].distance(positions[joint.a]) - length).max(0.0),
            BenchJointKind::Spring { .. } | BenchJointKind::Hinge { .. } => 0.0,
        };
        self.stretch = self.stretch.max(scene.joints.iter().map(beyond).sum());
        let gap = |joint: &BenchJoint| match joint.kind {
            BenchJointKind::Hinge { anchors, .. } => {
                let end = |body: usize, anchor: Vec3| positions[body] + rotations[body] * anchor;
                end(joint.a, anchors[0]).distance(end(joint.b, anchors[1]))
            }
            _ => 0.0,
        };
        self.hinge_gap = scene.joints.iter().map(gap).fold(self.hinge_gap, f32::max);
        if scene.stands {
            let moved = scene.bodies.iter().zip(positions).map(|(body, at)| body.position.distance(*at));
            self.drift = moved.fold(self.drift, f32::max);
        }
        let proxies: Vec<Proxy> = scene
            .bodies
            .iter()
            .zip(positions)
            .map(|(body, &at)| {
                let at = if at.is_finite() { at } else { Vec3::splat(1e9) };
                Proxy { aabb: body.shape.aabb(at), is_static: body.fixed }
            })
            .collect();
        for (i, j) in grid_pairs(&proxies) {
            let (a, b) = (&scene.bodies[i], &scene.bodies[j]);
            if let Some(contact) = contact_shapes(&a.shape, positions[i], &b.shape, positions[j]) {
                self.max_penetration = self.max_penetration.max(contact.penetration);
            }
        }
        if last {
            self.tunnelled =
                scene.bodies.iter().zip(positions).filter(|(body, at)| !body.fixed && escaped(scene, at)).count();
        }
    }
}

/// Through the wall (bullets), out of the container (high speed), or through the ground (everything else).
fn escaped(scene: &BenchScene, at: &Vec3) -> bool {
    match (scene.wall_far_side, scene.container) {
        (Some(wall), _) => at.x > wall,
        (None, Some((min, max))) => !(at.cmpge(min).all() && at.cmple(max).all()),
        (None, None) => scene.gravity.y < 0.0 && at.y < -1.0,
    }
}
