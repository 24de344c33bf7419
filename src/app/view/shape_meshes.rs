//! The meshes bodies other than balls are drawn with: a unit cube, cylinder and cone scaled to each body's size,
//! and a capsule made for each size, whose half-ball ends no scale keeps round.

use bevy::platform::collections::HashMap;
use bevy::prelude::*;

use crate::geometry::Shape;

/// The shared unit meshes, and the capsules made so far by radius and half length.
pub(crate) struct ShapeMeshes {
    cube: Handle<Mesh>,
    cylinder: Handle<Mesh>,
    cone: Handle<Mesh>,
    capsules: HashMap<[u32; 2], Handle<Mesh>>,
}

/// A mesh and where it sits in its body's frame to draw the body's shape.
pub(crate) struct ShapeMesh {
    pub mesh: Handle<Mesh>,
    pub transform: Transform,
}

impl ShapeMeshes {
    /// The unit meshes, added to `meshes`.
    pub fn new(meshes: &mut Assets<Mesh>) -> Self {
        ShapeMeshes {
            cube: meshes.add(Cuboid::from_length(1.0)),
            cylinder: meshes.add(Cylinder::new(1.0, 1.0).mesh().resolution(48)),
            cone: meshes.add(Cone::new(1.0, 1.0).mesh().resolution(48)),
            capsules: HashMap::default(),
        }
    }

    /// The mesh of `shape` and its place in the body's frame (a cone's middle lies above its centre of mass);
    /// `None` for a ball, which has meshes of its own.
    pub fn of(&mut self, shape: &Shape, meshes: &mut Assets<Mesh>) -> Option<ShapeMesh> {
        let scaled = |mesh: &Handle<Mesh>, scale: Vec3| ShapeMesh {
            mesh: mesh.clone(),
            transform: Transform::from_scale(scale),
        };
        match *shape {
            Shape::Sphere { .. } => None,
            Shape::Cuboid { half_extents } => Some(scaled(&self.cube, half_extents * 2.0)),
            Shape::Cylinder { radius, half_height } => {
                Some(scaled(&self.cylinder, Vec3::new(radius, 2.0 * half_height, radius)))
            }
            Shape::Cone { radius, half_height } => {
                let (_, middle) = shape.convex();
                let mut drawn = scaled(&self.cone, Vec3::new(radius, 2.0 * half_height, radius));
                drawn.transform.translation = middle;
                Some(drawn)
            }
            Shape::Capsule { radius, half_length } => {
                let mesh = self.capsules.entry([radius.to_bits(), half_length.to_bits()]).or_insert_with(|| {
                    meshes.add(Capsule3d::new(radius, 2.0 * half_length).mesh().rings(4).latitudes(24))
                });
                Some(ShapeMesh { mesh: mesh.clone(), transform: Transform::IDENTITY })
            }
        }
    }
}
