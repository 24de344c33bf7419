//! The meshes bodies other than balls are drawn with: a unit cube, cylinder and cone scaled to each body's size,
//! a capsule made for each size, whose half-ball ends no scale keeps round, a hull's faces, flat shaded, and a
//! compound's parts as one mesh.

use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::platform::collections::HashMap;
use bevy::prelude::*;

use crate::geometry::{Compound, ConvexHull, Shape};

/// The shared unit meshes, and the capsules made so far by radius and half length.
pub(crate) struct ShapeMeshes {
    cube: Handle<Mesh>,
    cylinder: Handle<Mesh>,
    cone: Handle<Mesh>,
    capsules: HashMap<[u32; 2], Handle<Mesh>>,
    hulls: HashMap<Vec<u32>, Handle<Mesh>>,
    compounds: HashMap<String, Handle<Mesh>>,
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
            hulls: HashMap::default(),
            compounds: HashMap::default(),
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
            Shape::Compound(ref compound) => {
                let key = format!("{:?}", compound.parts());
                let mesh = self.compounds.entry(key).or_insert_with(|| meshes.add(compound_mesh(compound)));
                Some(ShapeMesh { mesh: mesh.clone(), transform: Transform::IDENTITY })
            }
            Shape::Hull(ref hull) => {
                let key = hull.vertices().iter().flat_map(|v| v.to_array().map(f32::to_bits)).collect();
                let mesh = self.hulls.entry(key).or_insert_with(|| meshes.add(hull_mesh(hull)));
                Some(ShapeMesh { mesh: mesh.clone(), transform: Transform::IDENTITY })
            }
            Shape::Cuboid { half_extents } => Some(scaled(&self.cube, half_extents * 2.0)),
            Shape::Cylinder { radius, half_height } => {
                Some(scaled(&self.cylinder, Vec3::new(radius, 2.0 * half_height, radius)))
            }
            Shape::Cone { radius, half_height } => {
                let middle = shape.convex().map_or(Vec3::ZERO, |(_, middle)| middle);
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

/// A hull's faces as triangles fanned from each face's first corner, each face's corners with its own normal so
/// that it is shaded flat.
fn hull_mesh(hull: &ConvexHull) -> Mesh {
    let (mut positions, mut normals, mut indices) = (Vec::new(), Vec::new(), Vec::new());
    for face in hull.faces() {
        let first = positions.len() as u32;
        for &corner in &face.corners {
            positions.push(hull.vertices()[corner].to_array());
            normals.push(face.normal.to_array());
        }
        for k in 1..face.corners.len() as u32 - 1 {
            indices.extend([first, first + k, first + k + 1]);
        }
    }
    Mesh::new(PrimitiveTopology::TriangleList, default())
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
        .with_inserted_indices(Indices::U32(indices))
}

/// A compound's parts as one mesh, each placed and turned as in the body.
fn compound_mesh(compound: &Compound) -> Mesh {
    let mut mesh = Mesh::new(PrimitiveTopology::TriangleList, default())
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, Vec::<[f32; 3]>::new())
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, Vec::<[f32; 3]>::new())
        .with_inserted_indices(Indices::U32(Vec::new()));
    for part in compound.parts() {
        let placed = part_mesh(&part.shape)
            .transformed_by(Transform::from_translation(part.position).with_rotation(part.rotation));
        // the parts share positions and normals; a part without them adds nothing
        let _ = mesh.merge(&placed);
    }
    mesh
}

/// One part's shape as a mesh about its centre of mass.
fn part_mesh(shape: &Shape) -> Mesh {
    match *shape {
        Shape::Sphere { radius } => Sphere::new(radius).mesh().uv(32, 18),
        Shape::Cuboid { half_extents } => Cuboid::from_size(half_extents * 2.0).mesh().build(),
        Shape::Cylinder { radius, half_height } => {
            Cylinder::new(radius, 2.0 * half_height).mesh().resolution(32).build()
        }
        Shape::Capsule { radius, half_length } => {
            Capsule3d::new(radius, 2.0 * half_length).mesh().rings(4).latitudes(24).build()
        }
        Shape::Cone { radius, half_height } => Cone::new(radius, 2.0 * half_height)
            .mesh()
            .resolution(32)
            .build()
            .translated_by(Vec3::Y * (0.5 * half_height)),
        Shape::Hull(ref hull) => hull_mesh(hull),
        Shape::Compound(ref compound) => compound_mesh(compound),
    }
}
