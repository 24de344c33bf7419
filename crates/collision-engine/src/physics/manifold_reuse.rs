//! A contact constraint's manifold kept from step to step while its bodies stay near the pose, relative to each
//! other, that it was found at: the corners that touched a face still touch it, each where it now is on its body,
//! and each one's depth below the face is worked out anew from where the bodies are. A resting pile then pays
//! for its manifolds' tests once, not every step; a body that moves or turns past the tolerance has its manifold
//! found again.

use crate::geometry::{ContactManifold, ManifoldFace, ManifoldPoint, Placed};
use crate::physics::data::warm_start::{FramePoint, KeptFace, KeptFrame, KeptManifold, RelativePose};
use glam::{Quat, Vec3};

/// How far (m) the bodies may move relative to each other, and how far (rad) turn, before the manifold is found
/// again: a corner then lies within a millimetre of where the tests would put it on the face, and its depth is
/// exact.
pub const REUSE_DISTANCE: f32 = 1e-3;
pub const REUSE_ANGLE: f32 = 1e-3;

/// How far (rad) either body may turn, and how far (m) a point may move on either body, from where they were when
/// a contact constraint's frame was taken before its rows are built along the directions of now.
pub const FRAME_TURN: f32 = 0.02;
pub const FRAME_DISTANCE: f32 = 5e-3;

impl KeptFrame {
    /// Whether bodies turned as `turns` (world) still lie near enough to how they lay when the frame was taken.
    pub fn holds(&self, turns: (Quat, Quat)) -> bool {
        let half_sine = (0.5 * FRAME_TURN).sin();
        let within = |then: Quat, now: Quat| (now * then.inverse()).xyz().length_squared() <= half_sine * half_sine;
        within(self.turns.0, turns.0) && within(self.turns.1, turns.1)
    }

    /// The frame's point at `anchors` (on A in A's axes, on B in B's), if within 5 mm of them on both bodies.
    pub fn point_at(&self, anchors: (Vec3, Vec3)) -> Option<&FramePoint> {
        let near = |point: &&FramePoint| {
            let limit = FRAME_DISTANCE * FRAME_DISTANCE;
            (point.anchors.0 - anchors.0).length_squared() <= limit
                && (point.anchors.1 - anchors.1).length_squared() <= limit
        };
        self.points[..self.len].iter().find(near)
    }
}

/// Where `other` is in the frame of `face_body`.
fn relative_pose(face_body: &Placed, other: &Placed) -> RelativePose {
    let inverse = face_body.rotation.inverse();
    RelativePose { offset: inverse * (other.center - face_body.center), turn: inverse * other.rotation }
}

impl KeptFace {
    /// What is kept of `found`, the manifold of `a` and `b` looked for `margin` apart; `None` when its points lie
    /// on no face.
    pub fn of(found: &ContactManifold, (a, b): (&Placed, &Placed), margin: f32) -> Option<KeptFace> {
        let (of_b, face_body, other) = match found.face {
            ManifoldFace::OfA => (false, a, b),
            ManifoldFace::OfB => (true, b, a),
            ManifoldFace::Neither => return None,
        };
        let (point, outward) = (&found.points[0], if of_b { -found.normal } else { found.normal });
        let on_face = if of_b { point.local_b } else { point.local_a };
        Some(KeptFace {
            of_b,
            normal: face_body.rotation.inverse() * outward,
            offset: on_face.dot(outward),
            pose: relative_pose(face_body, other),
            margin,
        })
    }

    /// The manifold of `kept`'s points between `a` and `b` as they are now, looked for `margin` apart; `None` when
    /// the bodies have moved or turned past the tolerance since it was found, or the margin grew.
    pub fn manifold(&self, kept: &KeptManifold, (a, b): (&Placed, &Placed), margin: f32) -> Option<ContactManifold> {
        let (face_body, other) = if self.of_b { (b, a) } else { (a, b) };
        let now = relative_pose(face_body, other);
        let moved = (now.offset - self.pose.offset).length_squared();
        // the turn between the poses is by an angle θ with sin(θ/2) the length of its axis part (well conditioned
        // where the cosine of so small an angle is 1 to the last bit)
        let turned = (now.turn * self.pose.turn.inverse()).xyz().length_squared();
        let half_sine = (0.5 * REUSE_ANGLE).sin();
        if moved > REUSE_DISTANCE * REUSE_DISTANCE || turned > half_sine * half_sine || margin > self.margin {
            return None;
        }
        let outward = face_body.rotation * self.normal;
        let (normal, face) = if self.of_b { (-outward, ManifoldFace::OfB) } else { (outward, ManifoldFace::OfA) };
        let mut manifold = ContactManifold { normal, points: Default::default(), len: kept.len, face };
        let between = other.center - face_body.center;
        for (point, kept) in manifold.points.iter_mut().zip(&kept.points[..kept.len]) {
            let corner = other.rotation * if self.of_b { kept.anchors.0 } else { kept.anchors.1 };
            let from_face_body = between + corner;
            let depth = self.offset - from_face_body.dot(outward);
            let on_face = from_face_body + outward * depth;
            *point = match self.of_b {
                true => ManifoldPoint { local_a: corner, local_b: on_face, penetration: depth, ..Default::default() },
                false => ManifoldPoint { local_a: on_face, local_b: corner, penetration: depth, ..Default::default() },
            };
        }
        Some(manifold)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{Shape, manifold_placed_within};
    use crate::physics::data::warm_start::KeptPoint;
    use glam::{Quat, Vec3};

    /// The kept points of `found` between `a` and `b`, as the solver keeps them: where each lies on each body.
    fn kept(found: &ContactManifold, (a, b): (&Placed, &Placed)) -> KeptManifold {
        let mut kept = KeptManifold { len: found.len, ..Default::default() };
        for (kept, point) in kept.points.iter_mut().zip(found.used()) {
            let anchors = (a.rotation.inverse() * point.local_a, b.rotation.inverse() * point.local_b);
            *kept = KeptPoint { anchors, normal: 0.0 };
        }
        kept
    }

    /// Each point's depth, and its place on each body in the world.
    fn world_points(found: &ContactManifold, (a, b): (&Placed, &Placed)) -> Vec<(f32, Vec3, Vec3)> {
        found.used().iter().map(|p| (p.penetration, a.center + p.local_a, b.center + p.local_b)).collect()
    }

    /// A unit cube on a tilted slab, 1 mm into it: flat on its face (the slab's face decides, as A), or tipped
    /// onto an edge (the slab's face decides, as B); `shift` and `turn` move it from there.
    fn cube_on_slab(slab: &Placed, tipped: bool, (shift, turn): (Vec3, f32)) -> Placed {
        let cube = Shape::Cuboid { half_extents: Vec3::splat(0.5) };
        let tip = if tipped { 0.5_f32 } else { 0.0 };
        let height = 0.25 + 0.5 * (tip.cos() + tip.sin()) - 1e-3;
        let rotation = slab.rotation * Quat::from_rotation_y(0.4 + turn) * Quat::from_rotation_x(tip + turn);
        Placed::new(cube, slab.center + slab.rotation * Vec3::new(0.4, height, 0.2) + shift, rotation)
    }

    #[test]
    fn a_kept_manifold_follows_a_small_move_as_the_tests_find_it_and_lets_go_of_a_large_one() {
        // Setup: a cube flat on a tilted slab (A's face) and one tipped onto its edge (B's face), then each moved
        // and turned by less than the tolerance
        let slab_shape = Shape::Cuboid { half_extents: Vec3::new(3.0, 0.25, 3.0) };
        let tilt = Quat::from_rotation_z(0.3) * Quat::from_rotation_x(0.1);
        let slab = Placed::new(slab_shape, Vec3::new(10.0, 2.0, -4.0), tilt);
        for (tipped, points) in [(false, 4), (true, 2)] {
            let before = cube_on_slab(&slab, tipped, (Vec3::ZERO, 0.0));
            let after = cube_on_slab(&slab, tipped, (Vec3::new(2e-4, -3e-4, 4e-4), 6e-4));
            let (a0, b0, a1, b1) =
                if tipped { (&before, &slab, &after, &slab) } else { (&slab, &before, &slab, &after) };
            let margin = 0.02;
            let found = manifold_placed_within(a0, b0, margin).unwrap();
            assert_eq!(found.len, points);
            let face = KeptFace::of(&found, (a0, b0), margin).unwrap();
            assert_eq!(face.of_b, tipped);
            // Run: the kept manifold where the cube is now, and the tests' own
            let reused = face.manifold(&kept(&found, (a0, b0)), (a1, b1), margin).unwrap();
            let fresh = manifold_placed_within(a1, b1, margin).unwrap();
            // Check: the same normal and, point for point, the same depth (the corners are the same), the points
            // on each body within the tolerance of the tests'
            assert!((reused.normal - fresh.normal).length() < 1e-5);
            let mut fresh_points = world_points(&fresh, (a1, b1));
            for (depth, on_a, on_b) in world_points(&reused, (a1, b1)) {
                let nearest = fresh_points.iter().position(|p| (p.1 - on_a).length() < 2e-3).unwrap();
                let (fresh_depth, fresh_a, fresh_b) = fresh_points.swap_remove(nearest);
                assert!((depth - fresh_depth).abs() < 1e-5, "{depth} against {fresh_depth}");
                assert!((on_a - fresh_a).length() < 2e-3 && (on_b - fresh_b).length() < 2e-3);
            }
            // a move or a turn past the tolerance, or a wider margin, finds the manifold again
            let far = cube_on_slab(&slab, tipped, (Vec3::new(2e-3, 0.0, 0.0), 0.0));
            let turned = cube_on_slab(&slab, tipped, (Vec3::ZERO, 2e-3));
            for moved in [&far, &turned] {
                let ends = if tipped { (moved, &slab) } else { (&slab, moved) };
                assert!(face.manifold(&kept(&found, (a0, b0)), ends, margin).is_none());
            }
            assert!(face.manifold(&kept(&found, (a0, b0)), (a0, b0), 2.0 * margin).is_none());
        }
    }
}
