//! A body's shape as a scene or recording file writes it, and back: the closed shapes by their sizes, a hull by
//! its points or as the wedge or regular polyhedron it was made as, a compound by its parts; points that make no
//! solid, and parts that make no body, refused with the field and the reason.

use std::sync::Arc;

use bevy::math::Vec3;
use serde::{Deserialize, Serialize};

use super::file_values::{RotationFile, Triple, unit_turn};
use crate::geometry::{Compound, CompoundError, CompoundPart, ConvexHull, HullError, HullSource, Shape};
use crate::language::Sentence;

/// A shape as a file writes it: a hull by its points, or by the wedge or regular polyhedron it was made as.
#[derive(Deserialize, Serialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub enum ShapeFile {
    Sphere {
        radius: f32,
    },
    Box {
        half_extents: Triple,
    },
    Cylinder {
        radius: f32,
        half_height: f32,
    },
    Capsule {
        radius: f32,
        half_length: f32,
    },
    Cone {
        radius: f32,
        half_height: f32,
    },
    /// The convex hull of the points, placed by its centre of mass.
    ConvexHull {
        points: Vec<Triple>,
    },
    /// A right triangular prism filling half the box of these half extents, its slope facing +x and +y.
    Wedge {
        half_extents: Triple,
    },
    /// A regular polyhedron of 4, 6, 8, 12 or 20 faces, its corners `radius` from its centre.
    Polyhedron {
        faces: u32,
        radius: f32,
    },
    /// Several shapes in one body, placed by their centre of mass.
    Compound {
        parts: Vec<PartFile>,
    },
}

/// One part of a compound: its shape, where its centre lies and how it is turned in the body's frame.
#[derive(Deserialize, Serialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct PartFile {
    pub shape: ShapeFile,
    pub position: Triple,
    #[serde(default, skip_serializing_if = "RotationFile::is_none")]
    pub rotation: RotationFile,
}

/// What makes a shape in a file no shape: the field, and why.
#[derive(Clone, Debug)]
pub struct ShapeProblem {
    pub field: &'static str,
    pub problem: Sentence,
}

impl From<&Shape> for ShapeFile {
    fn from(shape: &Shape) -> ShapeFile {
        match *shape {
            Shape::Sphere { radius } => ShapeFile::Sphere { radius },
            Shape::Cuboid { half_extents } => ShapeFile::Box { half_extents: half_extents.into() },
            Shape::Cylinder { radius, half_height } => ShapeFile::Cylinder { radius, half_height },
            Shape::Capsule { radius, half_length } => ShapeFile::Capsule { radius, half_length },
            Shape::Cone { radius, half_height } => ShapeFile::Cone { radius, half_height },
            Shape::Hull(ref hull) => match hull.source() {
                HullSource::Points => {
                    ShapeFile::ConvexHull { points: hull.points().iter().map(|&p| p.into()).collect() }
                }
                HullSource::Wedge { half_extents } => ShapeFile::Wedge { half_extents: half_extents.into() },
                HullSource::Regular { faces, radius } => ShapeFile::Polyhedron { faces, radius },
            },
            Shape::Compound(ref compound) => ShapeFile::Compound {
                parts: compound
                    .given_parts()
                    .iter()
                    .map(|part| PartFile {
                        shape: ShapeFile::from(&part.shape),
                        position: part.position.into(),
                        rotation: RotationFile::Quaternion(part.rotation.into()),
                    })
                    .collect(),
            },
        }
    }
}

impl ShapeFile {
    /// The shape as written, its sizes not checked ([`ShapeFile::sizes`]): a hull's points and a compound's
    /// parts are, and refused if they make no solid.
    pub fn shape(&self) -> Result<Shape, ShapeProblem> {
        let vector = |(x, y, z): Triple| Vec3::new(x, y, z);
        let hull = |made: Result<ConvexHull, HullError>| match made {
            Ok(hull) => Ok(Shape::Hull(Arc::new(hull))),
            Err(error) => Err(ShapeProblem { field: self.hull_field(), problem: hull_problem(&error) }),
        };
        Ok(match *self {
            ShapeFile::Sphere { radius } => Shape::Sphere { radius },
            ShapeFile::Box { half_extents } => Shape::Cuboid { half_extents: vector(half_extents) },
            ShapeFile::Cylinder { radius, half_height } => Shape::Cylinder { radius, half_height },
            ShapeFile::Capsule { radius, half_length } => Shape::Capsule { radius, half_length },
            ShapeFile::Cone { radius, half_height } => Shape::Cone { radius, half_height },
            ShapeFile::ConvexHull { ref points } => {
                let points: Vec<Vec3> = points.iter().map(|&p| vector(p)).collect();
                hull(ConvexHull::new(&points))?
            }
            ShapeFile::Wedge { half_extents } => hull(ConvexHull::wedge(vector(half_extents)))?,
            ShapeFile::Polyhedron { faces, radius } => hull(ConvexHull::regular(faces, radius))?,
            ShapeFile::Compound { ref parts } => compound(parts)?,
        })
    }

    /// Its sizes by field name, each of which must be a positive number (a box's three under one name, a
    /// compound's parts' all together).
    pub fn sizes(&self) -> Vec<(&'static str, f32)> {
        match *self {
            ShapeFile::Sphere { radius } | ShapeFile::Polyhedron { radius, .. } => vec![("radius", radius)],
            ShapeFile::Box { half_extents: (x, y, z) } | ShapeFile::Wedge { half_extents: (x, y, z) } => {
                vec![("half_extents", x), ("half_extents", y), ("half_extents", z)]
            }
            ShapeFile::Cylinder { radius, half_height } | ShapeFile::Cone { radius, half_height } => {
                vec![("radius", radius), ("half_height", half_height)]
            }
            ShapeFile::Capsule { radius, half_length } => vec![("radius", radius), ("half_length", half_length)],
            ShapeFile::ConvexHull { .. } => Vec::new(),
            ShapeFile::Compound { ref parts } => parts.iter().flat_map(|part| part.shape.sizes()).collect(),
        }
    }

    /// The field of a hull's shape that made no solid.
    fn hull_field(&self) -> &'static str {
        match self {
            ShapeFile::Wedge { .. } => "half_extents",
            ShapeFile::Polyhedron { .. } => "faces",
            _ => "points",
        }
    }
}

/// The compound of `parts`, each part's shape, place and turn checked.
fn compound(parts: &[PartFile]) -> Result<Shape, ShapeProblem> {
    let mut made = Vec::with_capacity(parts.len());
    for part in parts {
        let rotation = unit_turn(part.rotation).map_err(|problem| ShapeProblem { field: "rotation", problem })?;
        let (x, y, z) = part.position;
        let position = Vec3::new(x, y, z);
        if !position.is_finite() {
            let problem = Sentence::new("problem-finite").with("got", position.to_string());
            return Err(ShapeProblem { field: "position", problem });
        }
        made.push(CompoundPart { shape: part.shape.shape()?, position, rotation });
    }
    match Compound::new(made) {
        Ok(compound) => Ok(Shape::Compound(Arc::new(compound))),
        Err(CompoundError::Empty) => {
            Err(ShapeProblem { field: "parts", problem: Sentence::new("problem-compound-empty") })
        }
        Err(CompoundError::Nested { index }) => Err(ShapeProblem {
            field: "parts",
            problem: Sentence::new("problem-compound-nested").with("part", (index + 1).to_string()),
        }),
    }
}

/// What is wrong with points that make no solid, in the reader's words.
fn hull_problem(error: &HullError) -> Sentence {
    match *error {
        HullError::TooFewPoints { count } => Sentence::new("problem-hull-too-few").with("got", count.to_string()),
        HullError::NotFinite { index } => {
            Sentence::new("problem-hull-not-finite").with("point", (index + 1).to_string())
        }
        HullError::Flat => Sentence::new("problem-hull-flat"),
        HullError::NotRegular { faces } => Sentence::new("problem-polyhedron-faces").with("got", faces.to_string()),
    }
}
