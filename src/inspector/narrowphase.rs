//! The narrowphase's verdict on a pair: the shapes' own test where free flight took them, and the contact.

use bevy::prelude::*;
use serde::Serialize;

use crate::geometry::{
    Aabb, AxisFeature, BoxPair, Contact, Obb, Placed, Shape, Sphere, contact_placed, contact_placed_within, frame_of,
    gap_placed,
};
use crate::inspector::body::InspectedBody;
use crate::inspector::manifold::ManifoldView;
use crate::language::Texts;
use crate::physics::{
    ContactFilter, ContactRules, CoveredFaces, DetectedBody, PhysicsClock, PhysicsSettings, ResponseVetoes, RigidBody,
    detect_contact, flight,
};

/// The exact test's own numbers for the pair's shapes.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PairTest {
    /// Touching when the centres are closer than the sum of the radii.
    SphereSphere { distance: f32, radius_sum: f32 },
    /// Overlapping when every axis overlaps; the normal is the axis of least overlap.
    BoxBox { overlap: Vec3, least_axis: Option<usize> },
    /// Touching when the point of the box closest to the sphere's centre is nearer than the radius; which
    /// region of the box (face, edge, corner) the centre is over decides the normal's direction.
    BoxSphere { box_is_a: bool, closest: Vec3, distance: f32, radius: f32, region: Region },
    /// Any other pair (a cylinder, a capsule, a cone, a hull, a compound): GJK's distance between their nearest
    /// points while apart (`gap` > 0), EPA's depth along the normal once they overlap (`gap` ≤ 0).
    Solids { gap: f32, normal: Vec3, on_a: Vec3, on_b: Vec3 },
}

/// Two boxes, one turned at least: the gap along each of their 15 axes (A's three face normals, B's three, then
/// the nine cross products of an edge of each, A's edge major; `None` where two edges are parallel). They
/// overlap when every gap is negative; the normal is then the deciding axis, the least overlap.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct TurnedTest {
    pub gaps: [Option<f32>; 15],
    pub deciding: Option<usize>,
}

/// Where a sphere's centre lies relative to a box: over a face (one axis outside the box's extent), an
/// edge (two), a corner (three), or inside.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Region {
    Inside,
    Face,
    Edge,
    Corner,
}

impl Region {
    /// Where the sphere's centre is, in words.
    pub fn words(self, t: &Texts) -> String {
        t.get(match self {
            Region::Inside => "region-inside",
            Region::Face => "region-face",
            Region::Edge => "region-edge",
            Region::Corner => "region-corner",
        })
    }
}

/// The exact test of shape `a` against shape `b`, where they are, with its numbers. Two boxes, one turned, are
/// told along A's own axes here; [`turned_test`] has all 15.
pub fn pair_test(a: &Placed, b: &Placed) -> PairTest {
    let closed = |placed: &Placed| matches!(placed.shape, Shape::Sphere { .. } | Shape::Cuboid { .. });
    if !closed(a) || !closed(b) {
        return solids_test(a, b);
    }
    match (a.as_box(), b.as_box()) {
        (None, None) => PairTest::SphereSphere {
            distance: a.center.distance(b.center),
            radius_sum: a.shape.bounding_radius() + b.shape.bounding_radius(),
        },
        (Some(_), Some(_)) if let Some(turned) = turned_test(a, b) => {
            let overlap = Vec3::from_array(std::array::from_fn(|axis| -turned.gaps[axis].unwrap_or(0.0)));
            PairTest::BoxBox { overlap, least_axis: turned.deciding.filter(|&axis| axis < 3) }
        }
        (Some(_), Some(_)) => cuboid_cuboid(&a.aabb(), &b.aabb()),
        (Some(boxed), None) => cuboid_sphere(&boxed, &b.shape.bounding_sphere(b.center), true),
        (None, Some(boxed)) => cuboid_sphere(&boxed, &a.shape.bounding_sphere(a.center), false),
    }
}

/// GJK's nearest points of two solids, or EPA's depth where they overlap: their contact (within just over their
/// gap while apart: a wider margin would grow a box part past the face that decides), its gap the negative of its
/// depth.
fn solids_test(a: &Placed, b: &Placed) -> PairTest {
    let gap = gap_placed(a, b).distance;
    let contact = if gap <= 0.0 { contact_placed(a, b) } else { contact_placed_within(a, b, gap + 1e-3) };
    match contact {
        Some(contact) => PairTest::Solids {
            gap: -contact.penetration,
            normal: contact.normal,
            on_a: a.center + contact.local_a,
            on_b: b.center + contact.local_b,
        },
        None => PairTest::Solids { gap: f32::INFINITY, normal: Vec3::ZERO, on_a: a.center, on_b: b.center },
    }
}

/// The separating-axis test of two boxes one of which is turned; `None` for any other pair.
pub fn turned_test(a: &Placed, b: &Placed) -> Option<TurnedTest> {
    let (box_a, box_b) = (a.as_box()?, b.as_box()?);
    if !a.is_turned_box() && !b.is_turned_box() {
        return None;
    }
    let pair = BoxPair::new(&box_a, &box_b);
    let sat = pair.separating_axes();
    let gaps = sat.separations.map(|gap| gap.is_finite().then_some(gap as f32));
    Some(TurnedTest { gaps, deciding: sat.overlap().then(|| sat.deciding(pair.scale())) })
}

fn cuboid_cuboid(a: &Aabb, b: &Aabb) -> PairTest {
    // along each axis, the shorter of the two ways out: the overlap, negative where the boxes are apart
    let overlap = (a.max() - b.min()).min(b.max() - a.min());
    let least_axis = (overlap.min_element() > 0.0).then(|| overlap.min_position());
    PairTest::BoxBox { overlap, least_axis }
}

/// In the box's own frame: which region of the box the sphere's centre is over, and the closest point.
fn cuboid_sphere(boxed: &Obb, sphere: &Sphere, box_is_a: bool) -> PairTest {
    let relative = boxed.to_local(sphere.center).as_vec3();
    let outside = (relative.abs().cmpgt(boxed.half_extents)).bitmask().count_ones();
    let region = [Region::Inside, Region::Face, Region::Edge, Region::Corner][outside as usize];
    let inside = relative.clamp(-boxed.half_extents, boxed.half_extents);
    let closest = boxed.center + (frame_of(boxed.rotation) * inside.as_dvec3()).as_vec3();
    PairTest::BoxSphere { box_is_a, closest, distance: closest.distance(sphere.center), radius: sphere.radius, region }
}

/// A contact as the report shows it: world points as well as local ones.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct ContactSummary {
    /// Unit normal from A towards B.
    pub normal: Vec3,
    /// Overlap along the normal (m); negative for a gap within the speculative reach.
    pub penetration: f32,
    pub local_a: Vec3,
    pub local_b: Vec3,
    pub point_a: Vec3,
    pub point_b: Vec3,
    /// Really overlapping (not only speculative).
    pub touching: bool,
}

impl ContactSummary {
    pub fn new(contact: &Contact, center_a: Vec3, center_b: Vec3) -> ContactSummary {
        ContactSummary {
            normal: contact.normal,
            penetration: contact.penetration,
            local_a: contact.local_a,
            local_b: contact.local_b,
            point_a: center_a + contact.local_a,
            point_b: center_b + contact.local_b,
            touching: contact.penetration > 0.0,
        }
    }
}

/// What the exact test found where free flight took the two bodies.
#[derive(Clone, Debug, Serialize)]
pub struct NarrowphaseVerdict {
    pub test: PairTest,
    /// For two boxes one of which is turned: the test on all 15 axes.
    pub turned: Option<TurnedTest>,
    /// How far apart the test still makes a speculative contact (m): the margin plus the bodies' flight
    /// relative to each other.
    pub reach: f32,
    /// The contact the narrowphase made, as it made it, if any.
    pub contact: Option<ContactSummary>,
    /// For two boxes: the manifold's points, as the solver holds a box that tumbles.
    pub manifold: Option<ManifoldView>,
    /// A covered face (a seam between boxes) sent the normal along another axis than the plain test's.
    pub rerouted: bool,
    /// The contact is kept but not resolved (a sensor, a veto or a filter), as the narrowphase marked it.
    pub resolve: bool,
}

impl NarrowphaseVerdict {
    pub fn of(world: &World, a: &InspectedBody, b: &InspectedBody) -> NarrowphaseVerdict {
        let settings = world.resource::<PhysicsSettings>();
        let dt = world.resource::<PhysicsClock>().dt;
        let gravity = settings.effective_gravity();
        let (shape_a, shape_b) = (a.shape(), b.shape());
        let detected = |body: &InspectedBody, shape| DetectedBody {
            entity: body.entity,
            shape,
            center: body.flight_end,
            rotation: body.rotation,
            flight: flight(body.kind(), body.flight_velocity, gravity, dt),
            velocity: body.flight_velocity,
            sensor: body.sensor,
            is_static: body.is_static,
            moves: body.kind() == RigidBody::Dynamic,
            // the manifold is shown on its own, below
            tumbles: false,
            filter: world.get::<ContactFilter>(body.entity),
        };
        let (detected_a, detected_b) = (detected(a, &shape_a), detected(b, &shape_b));
        let reach = settings.speculative_margin + (detected_b.flight - detected_a.flight).length();
        let rules = ContactRules {
            vetoes: world.resource::<ResponseVetoes>(),
            covered: world.resource::<CoveredFaces>(),
            settings,
        };
        let pair = detect_contact(&detected_a, &detected_b, rules, settings.speculative_margin).map(|found| found.pair);
        let (placed_a, placed_b) = (a.placed(a.flight_end), b.placed(b.flight_end));
        let plain = contact_placed_within(&placed_a, &placed_b, reach);
        let (test, turned) = (pair_test(&placed_a, &placed_b), turned_test(&placed_a, &placed_b));
        // the face the points lie across: the deciding axis (A's faces first, as the manifold takes them)
        let reference = match (turned, test) {
            (Some(turned), _) => turned.deciding.map(AxisFeature::of),
            (None, PairTest::BoxBox { least_axis, .. }) => least_axis.map(|axis| AxisFeature::FaceA { axis }),
            _ => None,
        };
        NarrowphaseVerdict {
            test,
            turned,
            manifold: pair.and_then(|_| ManifoldView::of(a, b, reach, reference)),
            reach,
            contact: pair.map(|pair| ContactSummary::new(&pair.contact, a.flight_end, b.flight_end)),
            rerouted: pair.zip(plain).is_some_and(|(pair, plain)| pair.contact.normal != plain.normal),
            resolve: pair.is_some_and(|pair| pair.resolve),
        }
    }
}
