//! A shape where it is — centre and orientation — and the tests between any two such: each picks the pair
//! test, keeps the normal pointing from A to B, and takes the exact axis-aligned path for boxes not turned.

use glam::{DVec3, Quat, Vec3};

use crate::geometry::aabb::Aabb;
use crate::geometry::box_manifold::{MANIFOLD_POINTS, reduce_to_four};
use crate::geometry::cast::ShapeCast;
use crate::geometry::cast_cuboid_cuboid::cast_cuboid_cuboid;
use crate::geometry::cast_obb::{cast_obb_obb, cast_obb_sphere, cast_sphere_obb};
use crate::geometry::cast_sphere_cuboid::{cast_cuboid_sphere, cast_sphere_cuboid};
use crate::geometry::cast_sphere_sphere::cast_sphere_sphere;
use crate::geometry::contact::Contact;
use crate::geometry::contact_cuboid_cuboid::contact_cuboid_cuboid;
use crate::geometry::contact_obb::{
    ContactManifold, ManifoldPoint, contact_obb_obb, contact_obb_sphere, contact_sphere_obb, manifold_obb_obb_within,
};
use crate::geometry::contact_sphere_cuboid::{contact_cuboid_sphere, contact_sphere_cuboid};
use crate::geometry::contact_sphere_sphere::contact_sphere_sphere;
use crate::geometry::convex::PlacedConvex;
use crate::geometry::convex_cast::{cast_convex, raycast_convex};
use crate::geometry::convex_manifold::manifold_convex_within;
use crate::geometry::obb::{Obb, bounds_half_extents};
use crate::geometry::ray::{Ray, RayHit};
use crate::geometry::raycast_aabb::raycast_aabb;
use crate::geometry::raycast_obb::raycast_obb;
use crate::geometry::raycast_sphere::raycast_sphere;
use crate::geometry::shape::Shape;
use crate::geometry::sphere::Sphere;

/// A shape at `center`, turned by `rotation` (which changes nothing for a sphere).
#[derive(Clone, Debug, PartialEq)]
pub struct Placed {
    /// The shape in its own frame.
    pub shape: Shape,
    /// Where its centre is.
    pub center: Vec3,
    /// How it is turned from the world's axes.
    pub rotation: Quat,
}

/// A placed shape as one of the forms the pair tests take.
enum Form<'a> {
    Ball(Sphere),
    Aligned(Aabb),
    Oriented(Obb),
    /// Any other convex solid, through its support mapping.
    Solid(PlacedConvex<'a>),
    /// A compound, whose tests go part by part.
    Several,
}

impl Placed {
    /// `shape` at `center`, turned by `rotation`.
    pub fn new(shape: Shape, center: Vec3, rotation: Quat) -> Placed {
        Placed { shape, center, rotation }
    }

    /// `shape` at `center`, not turned.
    pub fn at(shape: Shape, center: Vec3) -> Placed {
        Placed::new(shape, center, Quat::IDENTITY)
    }

    /// The box it is, turned or not; `None` for a sphere.
    pub fn as_box(&self) -> Option<Obb> {
        match self.shape {
            Shape::Cuboid { half_extents } => Some(Obb::new(self.center, half_extents, self.rotation)),
            _ => None,
        }
    }

    /// The shape as a convex solid in the world; none for a compound.
    pub fn convex(&self) -> Option<PlacedConvex<'_>> {
        let (shape, origin) = self.shape.convex()?;
        Some(PlacedConvex { shape, position: self.center + self.rotation * origin, rotation: self.rotation })
    }

    /// Its point farthest along the world direction `direction`, relative to the world point `about`.
    pub fn support_from(&self, direction: Vec3, about: Vec3) -> Vec3 {
        match self.convex() {
            Some(solid) => solid.support_from(direction, about),
            None => support_parts(self, direction, |part| part.support_from(direction, about)),
        }
    }

    /// Whether it is a box turned from the world's axes.
    pub fn is_turned_box(&self) -> bool {
        matches!(self.shape, Shape::Cuboid { .. }) && self.rotation != Quat::IDENTITY
    }

    fn form(&self) -> Form<'_> {
        match self.shape {
            Shape::Sphere { radius } => Form::Ball(Sphere::new(self.center, radius)),
            Shape::Cuboid { half_extents } if !self.is_turned_box() => {
                Form::Aligned(Aabb::new(self.center, half_extents))
            }
            Shape::Cuboid { half_extents } => Form::Oriented(Obb::new(self.center, half_extents, self.rotation)),
            _ => self.convex().map_or(Form::Several, Form::Solid),
        }
    }

    /// Half the size of its axis-aligned bounds along each world axis.
    pub fn reach(&self) -> Vec3 {
        let aabb = self.aabb();
        aabb.half_extents
    }

    /// Its axis-aligned bounds.
    pub fn aabb(&self) -> Aabb {
        match self.form() {
            Form::Ball(ball) => Aabb::new(ball.center, Vec3::splat(ball.radius)),
            Form::Aligned(aabb) => aabb,
            Form::Oriented(obb) => Aabb::new(obb.center, bounds_half_extents(obb.half_extents, obb.rotation)),
            Form::Several => {
                let parts = pieces(self).into_iter().map(|(part, _)| part.aabb());
                parts.reduce(|a, b| a.union(&b)).unwrap_or(Aabb::new(self.center, Vec3::ZERO))
            }
            Form::Solid(solid) => {
                let reach = |sign: f32| Vec3::AXES.map(|axis| solid.support_from(axis * sign, self.center));
                let (low, high) = (reach(-1.0), reach(1.0));
                let min = self.center + Vec3::new(low[0].x, low[1].y, low[2].z);
                Aabb::from_min_max(min, self.center + Vec3::new(high[0].x, high[1].y, high[2].z))
            }
        }
    }

    /// The bounds of everything it covers moving (without turning) in a straight line to `end`.
    pub fn swept_aabb(&self, end: Vec3) -> Aabb {
        match self.shape {
            Shape::Sphere { .. } => self.shape.swept_aabb(self.center, end),
            _ => self.aabb().union(&Placed { center: end, ..self.clone() }.aabb()),
        }
    }

    /// The same sphere or box grown by `margin` on every side (a box's corners stay square).
    fn grown(&self, margin: f32) -> Placed {
        let shape = match self.shape {
            Shape::Sphere { radius } => Shape::Sphere { radius: radius + margin },
            Shape::Cuboid { half_extents } => Shape::Cuboid { half_extents: half_extents + Vec3::splat(margin) },
            ref other => other.clone(),
        };
        Placed { shape, center: self.center, rotation: self.rotation }
    }
}

/// A manifold as one contact, as two boxes' is: at the middle of its points, as deep as its deepest (a can landing
/// flat on its side is met at the middle of its side, not at one end).
fn middle_contact(manifold: &ContactManifold) -> Option<Contact> {
    let points = manifold.used();
    let penetration = points.iter().map(|point| point.penetration).reduce(f32::max)?;
    let count = points.len() as f32;
    Some(Contact {
        normal: manifold.normal,
        penetration,
        local_a: points.iter().map(|point| point.local_a).sum::<Vec3>() / count,
        local_b: points.iter().map(|point| point.local_b).sum::<Vec3>() / count,
    })
}

/// The manifold of `a` and `b` as convex solids, its points about the shapes' centres, up to `margin` apart.
fn solid_manifold(a: &Placed, b: &Placed, margin: f32) -> Option<ContactManifold> {
    let (solid_a, solid_b) = (a.convex()?, b.convex()?);
    let mut manifold = manifold_convex_within(&solid_a, &solid_b, margin)?;
    let (shift_a, shift_b) = (solid_a.position - a.center, solid_b.position - b.center);
    for point in &mut manifold.points[..manifold.len] {
        point.local_a += shift_a;
        point.local_b += shift_b;
    }
    Some(manifold)
}

/// Contact of `a` with `b`, or `None` when they do not overlap.
pub fn contact_placed(a: &Placed, b: &Placed) -> Option<Contact> {
    if either_compound(a, b) {
        return contact_parts(a, b, contact_placed);
    }
    match (a.form(), b.form()) {
        (Form::Several, _) | (_, Form::Several) => None,
        (Form::Solid(_), _) | (_, Form::Solid(_)) => {
            solid_manifold(a, b, 0.0).and_then(|m| middle_contact(&m)).filter(|c| c.penetration > 0.0)
        }
        (Form::Ball(a), Form::Ball(b)) => contact_sphere_sphere(&a, &b),
        (Form::Ball(a), Form::Aligned(b)) => contact_sphere_cuboid(&a, &b),
        (Form::Ball(a), Form::Oriented(b)) => contact_sphere_obb(&a, &b),
        (Form::Aligned(a), Form::Ball(b)) => contact_cuboid_sphere(&a, &b),
        (Form::Oriented(a), Form::Ball(b)) => contact_obb_sphere(&a, &b),
        (Form::Aligned(a), Form::Aligned(b)) => contact_cuboid_cuboid(&a, &b),
        (Form::Aligned(a), Form::Oriented(b)) => contact_obb_obb(&a.into(), &b),
        (Form::Oriented(a), Form::Aligned(b)) => contact_obb_obb(&a, &b.into()),
        (Form::Oriented(a), Form::Oriented(b)) => contact_obb_obb(&a, &b),
    }
}

/// Like [`contact_placed`], but also for shapes up to `margin` apart: then the penetration is negative (minus
/// the gap). The solver uses these speculative contacts to let slow bodies close a gap but not pass it, so
/// that bodies placed exactly touching hold from the first step.
pub fn contact_placed_within(a: &Placed, b: &Placed, margin: f32) -> Option<Contact> {
    if either_compound(a, b) {
        return contact_parts(a, b, |part_a, part_b| contact_placed_within(part_a, part_b, margin));
    }
    if matches!(a.form(), Form::Solid(_)) || matches!(b.form(), Form::Solid(_)) {
        return solid_manifold(a, b, margin).and_then(|m| middle_contact(&m));
    }
    let contact = contact_placed(a, &b.grown(margin))?;
    // B's true surface lies `margin` further along the normal than the grown one
    Some(Contact {
        penetration: contact.penetration - margin,
        local_b: contact.local_b + contact.normal * margin,
        ..contact
    })
}

/// Where `a` and `b` touch, or are up to `margin` apart, as a manifold: for two boxes the points across the
/// face (or the crossed edges) that decides them ([`manifold_obb_obb_within`]), with a sphere the one point of
/// [`contact_placed_within`].
pub fn manifold_placed_within(a: &Placed, b: &Placed, margin: f32) -> Option<ContactManifold> {
    if either_compound(a, b) {
        return manifold_parts(a, b, |part_a, part_b| manifold_placed_within(part_a, part_b, margin));
    }
    if let (Some(box_a), Some(box_b)) = (a.as_box(), b.as_box()) {
        return manifold_obb_obb_within(&box_a, &box_b, margin);
    }
    if matches!(a.form(), Form::Solid(_)) || matches!(b.form(), Form::Solid(_)) {
        return solid_manifold(a, b, margin);
    }
    contact_placed_within(a, b, margin).map(|contact| ContactManifold::of_contact(&contact))
}

/// When `a`, moving by `motion_a`, first touches `b`, moving by `motion_b`, as a fraction of the step; neither
/// turns during it.
pub fn cast_placed(a: &Placed, motion_a: Vec3, b: &Placed, motion_b: Vec3) -> Option<ShapeCast> {
    let (ma, mb) = (motion_a, motion_b);
    if either_compound(a, b) {
        return cast_parts(a, b, |part_a, part_b| cast_placed(part_a, ma, part_b, mb));
    }
    match (a.form(), b.form()) {
        (Form::Several, _) | (_, Form::Several) => None,
        (Form::Solid(_), _) | (_, Form::Solid(_)) => cast_convex(&a.convex()?, ma, &b.convex()?, mb),
        (Form::Ball(a), Form::Ball(b)) => cast_sphere_sphere(&a, ma, &b, mb),
        (Form::Ball(a), Form::Aligned(b)) => cast_sphere_cuboid(&a, ma, &b, mb),
        (Form::Ball(a), Form::Oriented(b)) => cast_sphere_obb(&a, ma, &b, mb),
        (Form::Aligned(a), Form::Ball(b)) => cast_cuboid_sphere(&a, ma, &b, mb),
        (Form::Oriented(a), Form::Ball(b)) => cast_obb_sphere(&a, ma, &b, mb),
        (Form::Aligned(a), Form::Aligned(b)) => cast_cuboid_cuboid(&a, ma, &b, mb),
        (Form::Aligned(a), Form::Oriented(b)) => cast_obb_obb(&a.into(), ma, &b, mb),
        (Form::Oriented(a), Form::Aligned(b)) => cast_obb_obb(&a, ma, &b.into(), mb),
        (Form::Oriented(a), Form::Oriented(b)) => cast_obb_obb(&a, ma, &b, mb),
    }
}

/// First hit of `ray` on `shape`, no farther than `max_distance`.
pub fn raycast_placed(ray: &Ray, shape: &Placed, max_distance: f32) -> Option<RayHit> {
    match shape.form() {
        Form::Several => raycast_parts(shape, |part| raycast_placed(ray, part, max_distance)),
        Form::Ball(ball) => raycast_sphere(ray, &ball, max_distance),
        Form::Aligned(aabb) => raycast_aabb(ray, &aabb, max_distance),
        Form::Oriented(obb) => raycast_obb(ray, &obb, max_distance),
        Form::Solid(solid) => raycast_convex(ray, &solid, max_distance),
    }
}

/// How far (m) a part's point may lie off touching and still count among the touching ones.
const NEAR_TOUCH: f32 = 0.002;

/// How near (the cosine of the angle) another part's normal must lie to the deepest part's for its points to
/// join the manifold: the head and the handle of a hammer lying on a floor push the same way.
const SAME_WAY_COSINE: f32 = 0.95;

/// Each part of a compound placed in the world and its centre's offset from the body's; any other shape is
/// its own one part.
pub(crate) fn pieces(placed: &Placed) -> Vec<(Placed, Vec3)> {
    match &placed.shape {
        Shape::Compound(compound) => compound
            .parts()
            .iter()
            .map(|part| {
                let offset = placed.rotation * part.position;
                (Placed::new(part.shape.clone(), placed.center + offset, placed.rotation * part.rotation), offset)
            })
            .collect(),
        _ => vec![(placed.clone(), Vec3::ZERO)],
    }
}

/// Whether either is a compound, whose tests go part by part.
pub(crate) fn either_compound(a: &Placed, b: &Placed) -> bool {
    matches!(a.shape, Shape::Compound(_)) || matches!(b.shape, Shape::Compound(_))
}

/// Every part of `a` against every part of `b`: what `test` finds, with the parts' offsets.
pub(crate) fn part_pairs<T>(
    a: &Placed,
    b: &Placed,
    test: impl Fn(&Placed, &Placed) -> Option<T>,
) -> Vec<(T, Vec3, Vec3)> {
    let (of_a, of_b) = (pieces(a), pieces(b));
    let mut found = Vec::new();
    for (part_a, offset_a) in &of_a {
        for (part_b, offset_b) in &of_b {
            if let Some(result) = test(part_a, part_b) {
                found.push((result, *offset_a, *offset_b));
            }
        }
    }
    found
}

/// The deepest contact of any two parts, its points about the bodies' centres.
pub fn contact_parts(a: &Placed, b: &Placed, test: impl Fn(&Placed, &Placed) -> Option<Contact>) -> Option<Contact> {
    let moved = part_pairs(a, b, test).into_iter().map(|(contact, offset_a, offset_b)| Contact {
        local_a: contact.local_a + offset_a,
        local_b: contact.local_b + offset_b,
        ..contact
    });
    moved.max_by(|p, q| p.penetration.total_cmp(&q.penetration))
}

/// The deepest part pair's manifold, with the points of the others whose normals lie its way, measured along
/// its normal; at most four, the deepest and those spanning the most.
pub fn manifold_parts(
    a: &Placed,
    b: &Placed,
    test: impl Fn(&Placed, &Placed) -> Option<ContactManifold>,
) -> Option<ContactManifold> {
    let found = part_pairs(a, b, test);
    let deepest_of =
        |manifold: &ContactManifold| manifold.used().iter().map(|p| p.penetration).fold(f32::MIN, f32::max);
    let (deepest, _, _) = found.iter().max_by(|p, q| deepest_of(&p.0).total_cmp(&deepest_of(&q.0)))?;
    let normal = deepest.normal;
    let apart = b.center - a.center;
    let mut points: Vec<ManifoldPoint> = Vec::new();
    for (manifold, offset_a, offset_b) in found.iter().filter(|found| found.0.normal.dot(normal) >= SAME_WAY_COSINE) {
        for point in manifold.used() {
            let (local_a, local_b) = (point.local_a + *offset_a, point.local_b + *offset_b);
            let penetration = (local_a - (apart + local_b)).dot(normal);
            points.push(ManifoldPoint { local_a, local_b, penetration, ..*point });
        }
    }
    // the points touching (or all but) are the ones to span: a part's speculative corners a few centimetres
    // off would be kept for their spread in place of a touching one, and the body would rock on what is left
    let deepest_depth = points.iter().map(|point| point.penetration).fold(f32::MIN, f32::max);
    let touching = |point: &ManifoldPoint| point.penetration >= deepest_depth.min(0.0) - NEAR_TOUCH;
    let (near, far): (Vec<ManifoldPoint>, Vec<ManifoldPoint>) = points.into_iter().partition(touching);
    let on_b: Vec<DVec3> = near.iter().map(|point| (apart + point.local_b).as_dvec3()).collect();
    let kept = reduce_to_four(&on_b, normal.as_dvec3(), |k| f64::from(near[k].penetration));
    let mut far = far;
    far.sort_by(|p, q| q.penetration.total_cmp(&p.penetration));
    let chosen = kept.into_iter().flatten().map(|k| near[k]).chain(far).take(MANIFOLD_POINTS);
    let mut manifold =
        ContactManifold { normal, points: [ManifoldPoint::default(); MANIFOLD_POINTS], len: 0, face: deepest.face };
    for point in chosen {
        manifold.points[manifold.len] = point;
        manifold.len += 1;
    }
    Some(manifold)
}

/// The earliest meeting of any two parts.
pub fn cast_parts(a: &Placed, b: &Placed, test: impl Fn(&Placed, &Placed) -> Option<ShapeCast>) -> Option<ShapeCast> {
    let casts = part_pairs(a, b, test).into_iter().map(|(cast, ..)| cast);
    casts.min_by(|p, q| p.fraction.total_cmp(&q.fraction))
}

/// The nearest hit of a ray on any part, each part's found by `test`.
pub fn raycast_parts(placed: &Placed, test: impl Fn(&Placed) -> Option<RayHit>) -> Option<RayHit> {
    let hits = pieces(placed).into_iter().filter_map(|(part, _)| test(&part));
    hits.min_by(|p, q| p.distance.total_cmp(&q.distance))
}

/// The point of any part farthest along `direction`, each part's found by `support` (relative to one point).
pub fn support_parts(placed: &Placed, direction: Vec3, support: impl Fn(&Placed) -> Vec3) -> Vec3 {
    let points = pieces(placed).into_iter().map(|(part, _)| support(&part));
    points.max_by(|p, q| p.dot(direction).total_cmp(&q.dot(direction))).unwrap_or(Vec3::ZERO)
}
