//! A shape where it is — centre and orientation — and the tests between any two such: each picks the pair
//! test, keeps the normal pointing from A to B, and takes the exact axis-aligned path for boxes not turned.

use glam::{Quat, Vec3};

use crate::geometry::aabb::Aabb;
use crate::geometry::cast::ShapeCast;
use crate::geometry::cast_cuboid_cuboid::cast_cuboid_cuboid;
use crate::geometry::cast_obb::{cast_obb_obb, cast_obb_sphere, cast_sphere_obb};
use crate::geometry::cast_sphere_cuboid::{cast_cuboid_sphere, cast_sphere_cuboid};
use crate::geometry::cast_sphere_sphere::cast_sphere_sphere;
use crate::geometry::contact::Contact;
use crate::geometry::contact_cuboid_cuboid::contact_cuboid_cuboid;
use crate::geometry::contact_obb::{
    ContactManifold, contact_obb_obb, contact_obb_sphere, contact_sphere_obb, manifold_obb_obb_within,
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

    /// The shape as a convex solid in the world.
    pub fn convex(&self) -> PlacedConvex<'_> {
        let (shape, origin) = self.shape.convex();
        PlacedConvex { shape, position: self.center + self.rotation * origin, rotation: self.rotation }
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
            _ => Form::Solid(self.convex()),
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
        Placed { shape, ..self.clone() }
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
    let (solid_a, solid_b) = (a.convex(), b.convex());
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
    match (a.form(), b.form()) {
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
    match (a.form(), b.form()) {
        (Form::Solid(_), _) | (_, Form::Solid(_)) => cast_convex(&a.convex(), ma, &b.convex(), mb),
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
        Form::Ball(ball) => raycast_sphere(ray, &ball, max_distance),
        Form::Aligned(aabb) => raycast_aabb(ray, &aabb, max_distance),
        Form::Oriented(obb) => raycast_obb(ray, &obb, max_distance),
        Form::Solid(solid) => raycast_convex(ray, &solid, max_distance),
    }
}
