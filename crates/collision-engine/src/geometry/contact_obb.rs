//! Contacts of oriented boxes: with a sphere (the axis-aligned test in the box's frame) and with each other
//! (the separating-axis test on the 15 axes, then where the deciding features touch: one point, or the manifold
//! of up to four).

use glam::{DVec3, Vec3};

use crate::geometry::aabb::Aabb;
use crate::geometry::box_features::touch_points;
use crate::geometry::box_manifold::{MANIFOLD_POINTS, touch_manifold};
use crate::geometry::contact::Contact;
use crate::geometry::contact_sphere_cuboid::contact_cuboid_sphere;
use crate::geometry::obb::{Obb, to_world};
use crate::geometry::separating_axes::{AxisFeature, BoxPair, prefer_faces};
use crate::geometry::sphere::Sphere;

/// Contact of oriented box A with sphere B, or `None` when they do not overlap: the sphere's centre is taken
/// into the box's frame (in f64, rounded once, as the axis-aligned test rounds the centres' difference) and
/// the answer turned back.
pub fn contact_obb_sphere(a: &Obb, b: &Sphere) -> Option<Contact> {
    let axes = a.axes();
    let local = Sphere::new(a.local_point(&axes, b.center).as_vec3(), b.radius);
    contact_cuboid_sphere(&Aabb::new(Vec3::ZERO, a.half_extents), &local).map(|c| c.turned(&axes))
}

/// Contact of sphere A with oriented box B: the box-first contact seen from the sphere.
pub fn contact_sphere_obb(a: &Sphere, b: &Obb) -> Option<Contact> {
    contact_obb_sphere(b, a).map(Contact::flipped)
}

/// Contact of oriented boxes A and B, or `None` when an axis separates them (touching is apart).
///
/// The normal is the axis of least overlap among the 15, ties within rounding going to A's faces, then B's,
/// then edges, so a box resting flat is pushed out of the face it rests on. The points are where the deciding
/// features touch: the middle of B's face clipped to A's (or the reverse), or the closest points of two edges.
pub fn contact_obb_obb(a: &Obb, b: &Obb) -> Option<Contact> {
    let decided = Decided::of(a, b)?;
    let (pair, normal) = (&decided.pair, decided.normal);
    let points = touch_points(pair, decided.feature, normal);
    let axes = a.axes();
    Some(Contact {
        normal: to_world(&axes, normal),
        penetration: decided.overlap as f32,
        local_a: to_world(&axes, points.on_a),
        local_b: to_world(&axes, points.on_b - pair.offset),
    })
}

/// How much less another axis must overlap than A's best face to decide a manifold instead (m): half a
/// millimetre, so a box at rest on another, turned by a hair, is held along the other's face normal.
pub const FACE_PREFERENCE: f64 = 5e-4;

/// Two overlapping boxes and the axis that decided them, in A's frame.
struct Decided {
    pair: BoxPair,
    feature: AxisFeature,
    /// The deciding axis's unit direction, from A to B.
    normal: DVec3,
    /// How far the boxes overlap along it.
    overlap: f64,
}

impl Decided {
    /// The axis of least overlap of A and B, or `None` when one separates them.
    fn of(a: &Obb, b: &Obb) -> Option<Decided> {
        Decided::within(a, b, None)
    }

    /// The axis of least overlap (or of the largest gap) of A and B, or `None` when one separates them by more
    /// than `margin` (by anything, without one). With a margin, a face of A is kept unless another axis wins by
    /// more than [`FACE_PREFERENCE`]: a box resting on A turned by a hair is pushed out of A's face, not its own.
    fn within(a: &Obb, b: &Obb, margin: Option<f64>) -> Option<Decided> {
        let pair = BoxPair::new(a, b);
        let sat = pair.separating_axes();
        let deciding = match margin {
            None => sat.deciding(pair.scale()),
            Some(_) => {
                prefer_faces(&sat.separations, FACE_PREFERENCE.max(2.0 * f64::from(f32::EPSILON) * pair.scale()))
            }
        };
        let (normal, overlap) = (sat.directions[deciding], -sat.separations[deciding]);
        let near = match margin {
            None => sat.overlap(),
            Some(margin) => sat.separations.iter().all(|&gap| gap <= margin),
        };
        near.then_some(Decided { pair, feature: AxisFeature::of(deciding), normal, overlap })
    }
}

/// Up to four contact points of two oriented boxes, with the contact's normal (from A to B, in the world).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ContactManifold {
    /// The unit normal from A to B.
    pub normal: Vec3,
    /// The points in use first, then unused ones.
    pub points: [ManifoldPoint; MANIFOLD_POINTS],
    /// How many points are used.
    pub len: usize,
    /// Whose face the points lie on, if they lie on a face.
    pub face: ManifoldFace,
}

/// Whose face a [`ContactManifold`]'s points lie on: A's (B's corners clipped to it), B's, or neither (crossed
/// edges, a sphere's one point).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ManifoldFace {
    /// A's face, B's corners on it.
    OfA,
    /// B's face, A's corners on it.
    OfB,
    /// No face.
    #[default]
    Neither,
}

/// One point of a [`ContactManifold`], in world axes (negative penetration: a gap within the margin).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ManifoldPoint {
    /// The point on A's surface, from A's centre.
    pub local_a: Vec3,
    /// The point on B's surface, from B's centre.
    pub local_b: Vec3,
    /// How far B's point reaches through A's surface along the normal.
    pub penetration: f32,
    /// Where A's point lies from the centre A's surface is round about there (world axes): a ball's, a capsule's or
    /// a cylinder's side's radius along the normal, a can's rim's in the can's plane; turning about that centre
    /// moves the surface's point nowhere. Zero where flat or sharp.
    pub round_a: Vec3,
    /// Likewise for B's surface.
    pub round_b: Vec3,
}

impl ContactManifold {
    /// The points in use.
    pub fn used(&self) -> &[ManifoldPoint] {
        &self.points[..self.len]
    }

    /// The same manifold seen with A and B swapped.
    pub fn flipped(&self) -> ContactManifold {
        let face = match self.face {
            ManifoldFace::OfA => ManifoldFace::OfB,
            ManifoldFace::OfB => ManifoldFace::OfA,
            ManifoldFace::Neither => ManifoldFace::Neither,
        };
        let mut flipped = ContactManifold { normal: -self.normal, face, ..*self };
        for point in &mut flipped.points[..self.len] {
            (point.local_a, point.local_b) = (point.local_b, point.local_a);
            (point.round_a, point.round_b) = (point.round_b, point.round_a);
        }
        flipped
    }

    /// The manifold of one point: `contact`'s.
    pub fn of_contact(contact: &Contact) -> ContactManifold {
        let mut manifold =
            ContactManifold { normal: contact.normal, points: Default::default(), len: 1, face: ManifoldFace::Neither };
        manifold.points[0] = ManifoldPoint {
            local_a: contact.local_a,
            local_b: contact.local_b,
            penetration: contact.penetration,
            ..Default::default()
        };
        manifold
    }
}

/// The contact manifold of overlapping oriented boxes A and B, or `None` when an axis separates them: the
/// normal of [`contact_obb_obb`], and across a face every corner of the clipped patch within `margin` of it,
/// at most four ([`touch_manifold`]); across crossed edges one point.
pub fn manifold_obb_obb(a: &Obb, b: &Obb, margin: f32) -> Option<ContactManifold> {
    Decided::of(a, b).map(|decided| manifold_of(&decided, a, margin))
}

/// Like [`manifold_obb_obb`], but also for boxes no more than `margin` apart along any axis: the normal of the
/// axis of the largest gap, and the points of the face (or edge) across it, with negative penetrations. A's
/// faces are preferred by half a millimetre, so the normal may be one whose overlap is deeper by that much.
pub fn manifold_obb_obb_within(a: &Obb, b: &Obb, margin: f32) -> Option<ContactManifold> {
    Decided::within(a, b, Some(margin as f64)).map(|decided| manifold_of(&decided, a, margin))
}

/// The manifold across the axis that `decided` A and B, points within `margin` of the reference face.
fn manifold_of(decided: &Decided, a: &Obb, margin: f32) -> ContactManifold {
    let pair = &decided.pair;
    let found = touch_manifold(pair, decided.feature, decided.normal, margin as f64);
    let axes = a.axes();
    let face = match decided.feature {
        AxisFeature::FaceA { .. } => ManifoldFace::OfA,
        AxisFeature::FaceB { .. } => ManifoldFace::OfB,
        AxisFeature::Edges { .. } => ManifoldFace::Neither,
    };
    let normal = to_world(&axes, decided.normal);
    let mut manifold = ContactManifold { normal, points: [ManifoldPoint::default(); 4], len: found.len, face };
    for (point, (touch, depth)) in manifold.points.iter_mut().zip(found.used()) {
        *point = ManifoldPoint {
            local_a: to_world(&axes, touch.on_a),
            local_b: to_world(&axes, touch.on_b - pair.offset),
            penetration: depth as f32,
            ..Default::default()
        };
    }
    manifold
}

#[cfg(test)]
mod tests {
    use super::*;
    use glam::Quat;

    fn close(a: Vec3, b: Vec3) -> bool {
        (a - b).length() < 1e-5
    }

    #[test]
    fn a_ball_on_a_ramp_is_pushed_out_along_the_ramp_normal() {
        let slope = 30f32.to_radians();
        let ramp = Obb::new(Vec3::ZERO, Vec3::new(5.0, 0.5, 2.0), Quat::from_rotation_z(slope));
        let up = Vec3::new(-slope.sin(), slope.cos(), 0.0);
        let ball = Sphere::new(up * 0.74 + Vec3::new(slope.cos(), slope.sin(), 0.0), 0.25);
        let c = contact_obb_sphere(&ramp, &ball).unwrap();
        assert!(close(c.normal, up), "{c:?}");
        assert!((c.penetration - 0.01).abs() < 1e-5);
        assert!(close(c.local_b, -up * 0.25));
        let f = contact_sphere_obb(&ball, &ramp).unwrap();
        assert!(close(f.normal, -up));
    }

    #[test]
    fn a_block_on_a_ramp_rests_on_its_face() {
        let slope = 20f32.to_radians();
        let turn = Quat::from_rotation_z(slope);
        let ramp = Obb::new(Vec3::ZERO, Vec3::new(5.0, 0.5, 2.0), turn);
        let up = turn * Vec3::Y;
        let block = Obb::new(up * 0.99 + turn * Vec3::X, Vec3::splat(0.5), turn);
        let c = contact_obb_obb(&ramp, &block).unwrap();
        assert!(close(c.normal, up), "{c:?}");
        assert!((c.penetration - 0.01).abs() < 1e-5);
        // the middle of the block's bottom face, and under it on the ramp's top
        assert!(close(block.center + c.local_b, up * 0.49 + turn * Vec3::X), "{c:?}");
        assert!(close(c.local_a, up * 0.5 + turn * Vec3::X));
        assert!(contact_obb_obb(&ramp, &Obb { center: up * 1.01 + turn * Vec3::X, ..block }).is_none());
    }
}
