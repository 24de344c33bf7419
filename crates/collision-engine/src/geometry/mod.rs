//! Pure collision geometry on glam types: shapes, contact tests, ray casts and sweeps.
//!
//! Nothing here knows about Bevy's ECS, so every function is tested in milliseconds. Pair functions are
//! named `[operation]_[shape_a]_[shape_b]` (an `obb` is an oriented box) and computed in the frame of the
//! first shape (A): a returned normal always points from A towards B. [`Placed`] shapes pick their pair test.

pub(crate) mod aabb;
pub(crate) mod box_features;
pub(crate) mod box_manifold;
pub(crate) mod capsule;
pub(crate) mod cast;
pub(crate) mod cast_cuboid_cuboid;
pub(crate) mod cast_obb;
pub(crate) mod cast_shapes;
pub(crate) mod cast_sphere_cuboid;
pub(crate) mod cast_sphere_sphere;
pub(crate) mod contact;
pub(crate) mod contact_along_axis;
pub(crate) mod contact_cuboid_cuboid;
pub(crate) mod contact_obb;
pub(crate) mod contact_shapes;
pub(crate) mod contact_sphere_cuboid;
pub(crate) mod contact_sphere_sphere;
pub(crate) mod convex;
pub(crate) mod convex_cast;
pub(crate) mod convex_features;
pub(crate) mod convex_manifold;
pub(crate) mod epa;
pub(crate) mod gap;
pub(crate) mod gjk;
pub(crate) mod hull;
pub(crate) mod mass_properties;
pub(crate) mod obb;
pub(crate) mod placed;
pub(crate) mod quickhull;
pub(crate) mod ray;
pub(crate) mod raycast_aabb;
pub(crate) mod raycast_obb;
pub(crate) mod raycast_shape;
pub(crate) mod raycast_sphere;
pub(crate) mod separating_axes;
pub(crate) mod shape;
pub(crate) mod sphere;
pub(crate) mod sphere_roots;

pub use aabb::Aabb;
pub use box_features::{TouchPoints, touch_points};
pub use box_manifold::{MANIFOLD_POINTS, Manifold, reduce_to_four, touch_manifold};
pub use capsule::Capsule;
pub use cast::ShapeCast;
pub use cast_cuboid_cuboid::{AxisSpan, SweptAxes, cast_cuboid_cuboid, swept_sat};
pub use cast_obb::{SweptObbAxes, cast_obb_obb, cast_obb_sphere, cast_sphere_obb};
pub use cast_shapes::cast_shapes;
pub use cast_sphere_cuboid::{cast_cuboid_sphere, cast_sphere_cuboid};
pub use cast_sphere_sphere::{SphereApproach, cast_sphere_sphere, sphere_approach};
pub use contact::Contact;
pub use contact_along_axis::contact_along_axis;
pub use contact_cuboid_cuboid::contact_cuboid_cuboid;
pub use contact_obb::{
    ContactManifold, ManifoldFace, ManifoldPoint, contact_obb_obb, contact_obb_sphere, contact_sphere_obb,
    manifold_obb_obb, manifold_obb_obb_within,
};
pub use contact_shapes::{contact_shapes, contact_shapes_within};
pub use contact_sphere_cuboid::{contact_cuboid_sphere, contact_sphere_cuboid};
pub use contact_sphere_sphere::contact_sphere_sphere;
pub use convex::{Convex, PlacedConvex};
pub use convex_cast::{CAST_TOLERANCE, cast_convex, raycast_convex};
pub use convex_features::{FEATURE_POINTS, Feature};
pub use convex_manifold::manifold_convex_within;
pub use gap::{Gap, gap_placed};
pub use gjk::{GJK_TOLERANCE, Gjk, gjk_distance};
pub use hull::{ConvexHull, HullFace, HullSource};
pub use mass_properties::{MassProperties, PlacedPart, PrincipalAxes};
pub use obb::{Obb, bounds_half_extents, frame_of};
pub use placed::{Placed, cast_placed, contact_placed, contact_placed_within, manifold_placed_within, raycast_placed};
pub use quickhull::{HullError, HullMesh, convex_hull};
pub use ray::{Ray, RayHit};
pub use raycast_aabb::raycast_aabb;
pub use raycast_obb::raycast_obb;
pub use raycast_shape::raycast_shape;
pub use raycast_sphere::raycast_sphere;
pub use separating_axes::{AxisFeature, BoxPair, SeparatingAxes};
pub use shape::{Compound, CompoundError, CompoundPart, Shape};
pub use sphere::Sphere;
pub use sphere_roots::sphere_roots;
