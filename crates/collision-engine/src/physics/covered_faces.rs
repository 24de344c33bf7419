//! Faces of static boxes that a neighbouring static box covers: the seams of a floor or wall built of tiles.
//!
//! A body sliding over a tiled floor reaches the next tile's side face while it rests a few millimetres
//! deep in the tiles' tops. The shallowest way out of that tile is then sideways, back out of its side face,
//! and the body stops dead at the seam (a ghost collision), although that face is covered by the tile before
//! it. The narrowphase and the continuous stage ask here whether the face a contact's normal points out of
//! is covered where the bodies touch; such a contact is internal, and is taken along another axis instead.

use crate::bevy_prelude::*;

use crate::geometry::aabb::Aabb;
use crate::geometry::contact::Contact;
use crate::geometry::contact_along_axis;
use crate::geometry::shape::Shape;
use crate::physics::broadphase::candidates::CandidatePairs;
use crate::physics::broadphase::collect::collect_candidate_pairs;
use crate::physics::broadphase::uniform_grid::UniformGrid;
use crate::physics::components::{Collider, RigidBody};
use crate::physics::detected_body::DetectedBody;
use crate::physics::schedule::{PhysicsSchedule, PhysicsSystems};
use crate::physics::settings::PhysicsSettings;
use crate::physics::slots::BodySlots;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CoveredFaces>().add_systems(
        PhysicsSchedule,
        collect_covered_faces.after(collect_candidate_pairs).in_set(PhysicsSystems::BroadPhase),
    );
}

/// The smallest part of a unit direction that points out of a face ([`CoveredFaces::uncovered`]): a ten-thousandth.
const FACE_TILT: f32 = 1e-4;

/// For every static box, the neighbouring static boxes whose opposite face lies in the plane of each of its
/// faces, near enough across that face to cover a point on it.
#[derive(Resource, Debug, Default)]
pub struct CoveredFaces {
    /// Per static box, per face (axis × 2 + positive side): its range of `neighbours`.
    faces: Vec<[(u32, u32); 6]>,
    /// The neighbours of each face, as indices into `aabbs`.
    neighbours: Vec<u32>,
    /// The static boxes, by slot.
    aabbs: Vec<Aabb>,
    /// Per static box, a bit per face that some neighbour covers at least partly.
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
    /// Whether the face of static box `body` that `outward` (a unit axis) points out of is covered
    /// at `point` (to within the slop) by a neighbouring static box whose opposite face lies in the same plane.
    pub fn covers(&self, body: Entity, outward: Vec3, point: Vec3) -> bool {
        let Some(slot) = self.boxes.get(body) else {
            return false;
        };
        let axis = outward.abs().max_position();
        let face = face_index(axis, outward[axis] > 0.0);
        if self.masks[slot] & (1 << face) == 0 {
            return false;
        }
        let (from, to) = self.faces[slot][face];
        self.neighbours[from as usize..to as usize].iter().any(|&neighbour| {
            let neighbour = &self.aabbs[neighbour as usize];
            (0..3).filter(|&other| other != axis).all(|other| {
                (point[other] - neighbour.center[other]).abs() <= neighbour.half_extents[other] + self.reach
            })
        })
    }

    /// `outward` (a direction out of static box `body`) without its parts that point out of faces covered at
    /// `point`; unchanged where nothing covers them. A part of less than a ten-thousandth of a unit direction does
    /// not point out of a face: a box turned by a hair meets a wall along the wall's face, not out of its floor.
    pub fn uncovered(&self, body: Entity, outward: Vec3, point: Vec3) -> Vec3 {
        let mut kept = outward;
        for axis in (0..3).filter(|&axis| outward[axis].abs() > FACE_TILT) {
            if self.covers(body, Vec3::AXES[axis] * outward[axis].signum(), point) {
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
        if !matches!(boxed.shape, Shape::Cuboid { .. }) || boxed.placed().is_turned_box() {
            return contact;
        }
        let aabb = boxed.shape.aabb(boxed.center);
        let kept = self.uncovered(boxed.entity, outward, point);
        if kept == outward {
            return contact;
        }
        let along = |direction: Vec3| contact_along_axis(&aabb, (other.shape, other.center, other.rotation), direction);
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
        // an exit deeper than the body is thick would push it through the box, not out of a seam (a body leaning
        // on a wall that stands on the floor touches the floor beside the wall's foot)
        if rerouted.penetration > other.shape.min_extent().max(contact.penetration) {
            return contact;
        }
        if a.is_static { rerouted } else { rerouted.flipped() }
    }
}

/// Lists, for every static box, the neighbours sharing the plane of each of its faces: the pairs of boxes
/// near each other come from a grid, so each box meets a handful of boxes, not every box of its plane. Static
/// boxes rarely change, so the table is built again only when the broadphase files them again.
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
    covered.tolerance = settings.slop * 0.1;
    covered.reach = settings.slop;
    covered.boxes.clear();
    let mut boxes = std::mem::take(&mut covered.aabbs);
    boxes.clear();
    for (entity, body, collider, transform) in &bodies {
        // a turned box shares no face plane with the axis-aligned tiles of a floor
        if *body == RigidBody::Static
            && matches!(collider.0, Shape::Cuboid { .. })
            && !collider.placed(transform).is_turned_box()
        {
            covered.boxes.get_or_add(entity, |_| boxes.push(collider.aabb(transform.translation)));
        }
    }
    // grown so that boxes whose faces share a plane and reach across each other overlap
    let grow = Vec3::splat(covered.reach + covered.tolerance);
    let grid = UniformGrid::new(boxes.iter().map(|aabb| Aabb::new(aabb.center, aabb.half_extents + grow)).collect());
    let mut near = Vec::new();
    grid.pairs(&mut near);
    group_by_face(covered, &boxes, &near);
    covered.aabbs = boxes;
}

/// Fills the table with the neighbours sharing each face, from the `near` pairs of boxes, grouped by box and
/// face by counting: the shared faces are found once, counted per box and face, then filed in the order found
/// (a sort of the entries cost more than the rest of the build, and finding them twice as much again).
fn group_by_face(covered: &mut CoveredFaces, boxes: &[Aabb], near: &[(usize, usize)]) {
    let (tolerance, reach) = (covered.tolerance, covered.reach);
    covered.faces.clear();
    covered.faces.resize(boxes.len(), [(0, 0); 6]);
    covered.masks.clear();
    covered.masks.resize(boxes.len(), 0);
    // (box, face, neighbour) for every face a neighbour shares; a face of one box shared with another is
    // that box's opposite face shared with the first, so each pair is tested once
    let mut shared = Vec::with_capacity(near.len() * 2);
    for &(own, other) in near {
        let faces = &mut covered.faces;
        let mask = shared_faces(&boxes[own], &boxes[other], (tolerance, reach), |face| {
            faces[own][face].1 += 1;
            faces[other][opposite(face)].1 += 1;
            shared.push((own as u32, face as u8, other as u32));
            shared.push((other as u32, opposite(face) as u8, own as u32));
        });
        covered.masks[own] |= mask;
        // the same faces seen from the other box: each axis's pair of bits swapped
        covered.masks[other] |= ((mask & 0b01_0101) << 1) | ((mask >> 1) & 0b01_0101);
    }
    let mut end = 0;
    for range in covered.faces.iter_mut().flatten() {
        let count = range.1;
        *range = (end, end);
        end += count;
    }
    covered.neighbours.clear();
    covered.neighbours.resize(end as usize, 0);
    for (own, face, other) in shared {
        let range = &mut covered.faces[own as usize][face as usize];
        covered.neighbours[range.1 as usize] = other;
        range.1 += 1;
    }
}

/// Calls `sharing` with every face of `aabb` whose plane `other`'s opposite face shares, reaching across
/// it; returns the mask of those faces whose cross-section `other`'s overlaps. (Worked out for the three
/// axes at once, as bits: a table of 10,000 tiles makes some 80,000 of these tests.)
fn shared_faces(aabb: &Aabb, other: &Aabb, (tolerance, reach): (f32, f32), mut sharing: impl FnMut(usize)) -> u8 {
    // per axis: whether the low face of `aabb` lies in the plane of the high face of `other`, then the reverse
    let in_plane = |gap: Vec3| gap.abs().cmple(Vec3::splat(tolerance)).bitmask();
    let planes = [in_plane(other.max() - aabb.min()), in_plane(other.min() - aabb.max())];
    // per axis, the gap between the two boxes' extents (negative where they overlap)
    let apart = (other.center - aabb.center).abs() - other.half_extents - aabb.half_extents;
    let (near, overlapping) =
        (apart.cmple(Vec3::splat(reach + tolerance)).bitmask(), apart.cmplt(Vec3::ZERO).bitmask());
    let mut mask = 0;
    for axis in 0..3 {
        // the two axes across this one
        let across = |bits: u32| bits | (1 << axis) == 0b111;
        for (positive, planes) in [(false, planes[0]), (true, planes[1])] {
            if planes & (1 << axis) == 0 {
                continue;
            }
            if across(near) {
                sharing(face_index(axis, positive));
            }
            if across(overlapping) {
                mask |= 1 << face_index(axis, positive);
            }
        }
    }
    mask
}

fn face_index(axis: usize, positive: bool) -> usize {
    axis * 2 + positive as usize
}

/// The face on the other side of the same axis.
fn opposite(face: usize) -> usize {
    face ^ 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::physics::data::sleep_state::SleepState;
    use crate::physics::data::stats::PhysicsStats;
    use crate::test_random::Lcg;

    /// Where the face of `aabb` along `axis` (its high side when `positive`) lies on that axis.
    fn face_plane(aabb: &Aabb, axis: usize, positive: bool) -> f32 {
        if positive { aabb.center[axis] + aabb.half_extents[axis] } else { aabb.center[axis] - aabb.half_extents[axis] }
    }

    /// Whether a static box other than `own` has its opposite face in the plane of `own`'s face (axis,
    /// positive) and passes `test`, by testing every box.
    fn any_neighbour(
        boxes: &[Aabb],
        own: usize,
        (axis, positive): (usize, bool),
        test: impl Fn(&Aabb) -> bool,
    ) -> bool {
        let (aabb, tolerance) = (&boxes[own], PhysicsSettings::default().slop * 0.1);
        let plane = face_plane(aabb, axis, positive);
        (0..boxes.len())
            .filter(|&n| n != own)
            .any(|n| (face_plane(&boxes[n], axis, !positive) - plane).abs() <= tolerance && test(&boxes[n]))
    }

    #[test]
    fn a_face_is_covered_exactly_where_some_neighbour_in_its_plane_reaches_the_point() {
        let mut random = Lcg(3);
        let reach = PhysicsSettings::default().slop;
        for layout in 0..6 {
            let mut world = World::new();
            world.init_resource::<PhysicsSettings>();
            world.init_resource::<CandidatePairs>();
            world.init_resource::<PhysicsStats>();
            world.init_resource::<SleepState>();
            world.init_resource::<CoveredFaces>();
            // tiles of about 1 m: tops level, a hair off (within the tolerance) or a few mm off; some missing,
            // some narrower; a static ball among them
            let mut boxes = Vec::new();
            let mut entities = Vec::new();
            for x in 0..8 {
                for z in 0..6 {
                    if random.next() < 0.1 {
                        continue;
                    }
                    let rise = [0.0, 0.0001, 0.003][(random.next() * 3.0) as usize % 3];
                    // narrower along x by up to 10 cm, or along z by a few mm (a gap within the reach)
                    let narrow = if random.next() < 0.2 { 0.1 * random.next() } else { 0.0 };
                    let thin = if random.next() < 0.2 { 0.003 } else { 0.0 };
                    let half = Vec3::new(0.5 - narrow, 0.5 + layout as f32 * 0.1, 0.5 - thin);
                    // and some shifted along z by 1 cm, past the reach
                    let shift = if random.next() < 0.2 { 0.01 } else { 0.0 };
                    let aabb = Aabb::new(Vec3::new(x as f32, -half.y + rise, z as f32 + shift), half);
                    let shape = Shape::Cuboid { half_extents: half };
                    entities.push(
                        world
                            .spawn((RigidBody::Static, Collider(shape), Transform::from_translation(aabb.center)))
                            .id(),
                    );
                    boxes.push(aabb);
                }
            }
            world.spawn((
                RigidBody::Static,
                Collider(Shape::Sphere { radius: 0.5 }),
                Transform::from_xyz(3.0, 0.5, 3.0),
            ));
            let mut schedule = Schedule::default();
            schedule.add_systems((collect_candidate_pairs, collect_covered_faces).chain());
            schedule.run(&mut world);
            let covered = world.resource::<CoveredFaces>();
            let (mut checked, mut covers) = (0, 0);
            for (own, &entity) in entities.iter().enumerate() {
                let aabb = boxes[own];
                for (axis, positive) in (0..3).flat_map(|axis| [(axis, false), (axis, true)]) {
                    let outward = Vec3::AXES[axis] * if positive { 1.0 } else { -1.0 };
                    for _ in 0..20 {
                        // a point on the face, often on an edge of it
                        let spot = Vec3::new(random.next(), random.next(), random.next()) * 2.2 - 1.1;
                        let mut point = aabb.center + spot.clamp(Vec3::NEG_ONE, Vec3::ONE) * aabb.half_extents;
                        point[axis] = face_plane(&aabb, axis, positive);
                        let across = |within: &dyn Fn(usize) -> bool| (0..3).filter(|&o| o != axis).all(within);
                        let overlapping = |n: &Aabb| {
                            across(&|o| (n.center[o] - aabb.center[o]).abs() < n.half_extents[o] + aabb.half_extents[o])
                        };
                        let reaching =
                            |n: &Aabb| across(&|o| (point[o] - n.center[o]).abs() <= n.half_extents[o] + reach);
                        let expected = any_neighbour(&boxes, own, (axis, positive), overlapping)
                            && any_neighbour(&boxes, own, (axis, positive), reaching);
                        assert_eq!(
                            covered.covers(entity, outward, point),
                            expected,
                            "layout {layout} box {own} {outward} {point}"
                        );
                        checked += 1;
                        covers += usize::from(expected);
                    }
                }
            }
            // both answers are common
            assert!(covers > checked / 5 && covers < checked * 4 / 5, "{covers} of {checked}");
        }
    }
}
