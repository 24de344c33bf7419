//! Faces of static boxes that a neighbouring static box covers: the seams of a floor or wall built of tiles.
//!
//! A body sliding over a tiled floor reaches the next tile's side face while it rests a few millimetres
//! deep in the tiles' tops. The shallowest way out of that tile is then sideways, back out of its side face,
//! and the body stops dead at the seam (a ghost collision), although that face is covered by the tile before
//! it. The narrowphase and the continuous stage ask here whether the face a contact's normal points out of
//! is covered where the bodies touch; such a contact is internal, and is taken along another axis instead.

use crate::bevy_prelude::*;
use bevy_platform::collections::HashMap;

use super::slots::BodySlots;
use super::{
    CandidatePairs, Collider, DetectedBody, PhysicsSchedule, PhysicsSettings, PhysicsSystems, RigidBody,
    collect_candidate_pairs,
};
use crate::geometry::{Aabb, Contact, Shape, contact_along_axis};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CoveredFaces>().add_systems(
        PhysicsSchedule,
        collect_covered_faces.after(collect_candidate_pairs).in_set(PhysicsSystems::BroadPhase),
    );
}

/// Static box faces by plane: (axis, side, plane in steps of the tolerance) → the boxes with that face.
#[derive(Resource, Debug, Default)]
pub struct CoveredFaces {
    faces: HashMap<(usize, bool, i64), Vec<Aabb>>,
    /// Per static box, a bit per face (axis × 2 + positive side) that some neighbour covers at least partly.
    masks: Vec<u8>,
    boxes: BodySlots,
    /// How far two faces may be apart and still share a plane.
    tolerance: f32,
    /// How far past a neighbour's edge a contact may be and still be covered: a step in a floor no higher
    /// than the slop is slid over, not hit.
    reach: f32,
    /// The broadphase's filing of the static bodies the table was built from.
    filing: Option<u64>,
}

impl CoveredFaces {
    /// Whether the face of static `body` (box `aabb`) that `outward` (a unit axis) points out of is covered
    /// at `point` (to within the slop) by a neighbouring static box whose opposite face lies in the same plane.
    pub fn covers(&self, body: Entity, aabb: &Aabb, outward: Vec3, point: Vec3) -> bool {
        let Some(slot) = self.boxes.get(body) else {
            return false;
        };
        let axis = outward.abs().max_position();
        let positive = outward[axis] > 0.0;
        if self.masks[slot] & face_bit(axis, positive) == 0 {
            return false;
        }
        opposite_faces(&self.faces, aabb, (axis, positive), self.tolerance).any(|neighbour| {
            (0..3).filter(|&other| other != axis).all(|other| {
                (point[other] - neighbour.center[other]).abs() <= neighbour.half_extents[other] + self.reach
            })
        })
    }

    /// `outward` (a direction out of static box `body`) without its parts that point out of faces covered at
    /// `point`; unchanged where nothing covers them.
    pub fn uncovered(&self, body: Entity, aabb: &Aabb, outward: Vec3, point: Vec3) -> Vec3 {
        let mut kept = outward;
        for axis in (0..3).filter(|&axis| outward[axis] != 0.0) {
            if self.covers(body, aabb, Vec3::AXES[axis] * outward[axis].signum(), point) {
                kept[axis] = 0.0;
            }
        }
        kept
    }

    /// `contact` of `a` with `b` (normal from A to B), taken along another axis when it points out of a
    /// covered face of the one that is a static box: the shallowest way out that is not a seam.
    pub fn reroute(&self, contact: Contact, a: &DetectedBody, b: &DetectedBody) -> Contact {
        let (boxed, other, outward, point) = match (a.is_static, b.is_static) {
            (true, false) => (a, b, contact.normal, a.center + contact.local_a),
            (false, true) => (b, a, -contact.normal, b.center + contact.local_b),
            _ => return contact,
        };
        if !matches!(boxed.shape, Shape::Box { .. }) {
            return contact;
        }
        let aabb = boxed.shape.aabb(boxed.center);
        let kept = self.uncovered(boxed.entity, &aabb, outward, point);
        if kept == outward {
            return contact;
        }
        let along = |direction: Vec3| contact_along_axis(&aabb, other.shape, other.center, direction);
        let rerouted = if kept != Vec3::ZERO {
            // off an edge the other face is still real: leave through it
            let axis = kept.abs().max_position();
            along(Vec3::AXES[axis] * kept[axis].signum())
        } else {
            // straight out of a covered face: the shallowest exit along the other two axes
            let axis = outward.abs().max_position();
            let others =
                (0..3).filter(|&other| other != axis).flat_map(|other| [Vec3::AXES[other], -Vec3::AXES[other]]);
            others.map(along).min_by(|x, y| x.penetration.total_cmp(&y.penetration)).unwrap_or(contact)
        };
        if a.is_static { rerouted } else { rerouted.flipped() }
    }
}

/// Files every static box's six faces by plane and marks the faces a neighbour's opposite face shares.
/// Static boxes rarely change, so the table is built again only when the broadphase files them again.
pub fn collect_covered_faces(
    settings: Res<PhysicsSettings>,
    candidates: Res<CandidatePairs>,
    bodies: Query<(Entity, &RigidBody, &Collider, &Transform)>,
    mut covered: ResMut<CoveredFaces>,
) {
    let covered = &mut *covered;
    let filing = Some(candidates.statics_version());
    if covered.tolerance == settings.slop * 0.1 && covered.filing == filing {
        return;
    }
    covered.filing = filing;
    let boxes: Vec<(Entity, Aabb)> = bodies
        .iter()
        .filter(|(_, body, collider, _)| matches!((body, collider.0), (RigidBody::Static, Shape::Box { .. })))
        .map(|(entity, _, collider, transform)| (entity, collider.aabb(transform.translation)))
        .collect();
    covered.tolerance = settings.slop * 0.1;
    covered.reach = settings.slop;
    covered.faces.clear();
    covered.boxes.clear();
    for &(entity, aabb) in boxes.iter() {
        covered.boxes.get_or_add(entity, |_| ());
        for (axis, positive) in (0..3).flat_map(|axis| [(axis, false), (axis, true)]) {
            let key = plane_key(face_plane(&aabb, axis, positive), covered.tolerance);
            covered.faces.entry((axis, positive, key)).or_default().push(aabb);
        }
    }
    covered.masks = boxes.iter().map(|(_, aabb)| face_mask(aabb, &covered.faces, covered.tolerance)).collect();
}

/// The boxes whose face opposite to `aabb`'s face (axis, positive) lies in the same plane.
fn opposite_faces<'a>(
    faces: &'a HashMap<(usize, bool, i64), Vec<Aabb>>,
    aabb: &Aabb,
    (axis, positive): (usize, bool),
    tolerance: f32,
) -> impl Iterator<Item = &'a Aabb> {
    let plane = face_plane(aabb, axis, positive);
    let key = plane_key(plane, tolerance);
    (key.saturating_sub(1)..=key.saturating_add(1))
        .filter_map(move |k| faces.get(&(axis, !positive, k)))
        .flatten()
        .filter(move |other| (face_plane(other, axis, !positive) - plane).abs() <= tolerance)
}

/// The faces of `aabb` whose plane another box's opposite face shares, their cross-sections overlapping.
fn face_mask(aabb: &Aabb, faces: &HashMap<(usize, bool, i64), Vec<Aabb>>, tolerance: f32) -> u8 {
    let mut mask = 0;
    for (axis, positive) in (0..3).flat_map(|axis| [(axis, false), (axis, true)]) {
        let shared = opposite_faces(faces, aabb, (axis, positive), tolerance).any(|other| {
            (0..3)
                .filter(|&o| o != axis)
                .all(|o| (other.center[o] - aabb.center[o]).abs() < other.half_extents[o] + aabb.half_extents[o])
        });
        if shared {
            mask |= face_bit(axis, positive);
        }
    }
    mask
}

/// A face plane's coordinate in steps of the tolerance (far-off planes saturate, as a float cast does).
fn plane_key(plane: f32, tolerance: f32) -> i64 {
    (plane / tolerance).round() as i64
}

fn face_bit(axis: usize, positive: bool) -> u8 {
    1 << (axis * 2 + positive as usize)
}

fn face_plane(aabb: &Aabb, axis: usize, positive: bool) -> f32 {
    if positive { aabb.center[axis] + aabb.half_extents[axis] } else { aabb.center[axis] - aabb.half_extents[axis] }
}
