//! A convex solid given by points: the hull's corners and faces about its centre of mass, its mass properties by
//! its tetrahedra, and the named solids made of it: a wedge (a right triangular prism) and the five regular
//! polyhedra.

use glam::Vec3;

use crate::geometry::mass_properties::{MassProperties, PrincipalAxes};
use crate::geometry::quickhull::{HullError, convex_hull};

/// What a hull was made from, so that it is written back as it was given.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum HullSource {
    /// A list of points.
    Points,
    /// [`ConvexHull::wedge`] of these half extents.
    Wedge {
        /// Half the size of the box the wedge fills half of (m).
        half_extents: Vec3,
    },
    /// [`ConvexHull::regular`] with this many faces and corners this far from its centre.
    Regular {
        /// 4, 6, 8, 12 or 20.
        faces: u32,
        /// The distance of its corners from its centre (m).
        radius: f32,
    },
}

/// One flat face of a hull: its outward normal and its corners (indices into the hull's vertices), anticlockwise
/// seen from outside.
#[derive(Clone, Debug, PartialEq)]
pub struct HullFace {
    /// The outward unit normal.
    pub normal: Vec3,
    /// The corners in order around the face.
    pub corners: Vec<usize>,
}

/// The convex hull of points, about its centre of mass.
#[derive(Clone, Debug)]
pub struct ConvexHull {
    given: Vec<Vec3>,
    source: HullSource,
    center: Vec3,
    vertices: Vec<Vec3>,
    faces: Vec<HullFace>,
    normals: Vec<Vec3>,
    neighbours: Vec<Vec<usize>>,
    properties: MassProperties,
    principal: PrincipalAxes,
}

impl PartialEq for ConvexHull {
    fn eq(&self, other: &Self) -> bool {
        self.given == other.given && self.source == other.source
    }
}

impl ConvexHull {
    /// The hull of `points` (in any frame): refused when they are fewer than four, not finite, or enclose no
    /// volume. Its vertices are taken about its centre of mass.
    pub fn new(points: &[Vec3]) -> Result<ConvexHull, HullError> {
        ConvexHull::made(points.to_vec(), HullSource::Points)
    }

    fn made(given: Vec<Vec3>, source: HullSource) -> Result<ConvexHull, HullError> {
        let mesh = convex_hull(&given)?;
        let triangles: Vec<[usize; 3]> = mesh
            .faces
            .iter()
            .flat_map(|corners| (1..corners.len() - 1).map(|k| [corners[0], corners[k], corners[k + 1]]))
            .collect();
        let properties = MassProperties::polyhedron(&mesh.vertices, &triangles);
        let center = properties.center;
        let vertices: Vec<Vec3> = mesh.vertices.iter().map(|&v| v - center).collect();
        let faces: Vec<HullFace> = mesh
            .faces
            .into_iter()
            .map(|corners| {
                let [a, b, c] = [0, 1, 2].map(|k| vertices[corners[k]].as_dvec3());
                HullFace { normal: (b - a).cross(c - a).normalize().as_vec3(), corners }
            })
            .collect();
        let mut neighbours = vec![Vec::new(); vertices.len()];
        for face in &faces {
            for (k, &corner) in face.corners.iter().enumerate() {
                let next = face.corners[(k + 1) % face.corners.len()];
                neighbours[corner].push(next);
                neighbours[next].push(corner);
            }
        }
        for list in &mut neighbours {
            list.sort_unstable();
            list.dedup();
        }
        let normals = faces.iter().map(|face| face.normal).collect();
        let properties = MassProperties { center: Vec3::ZERO, ..properties };
        let principal = properties.principal_axes();
        Ok(ConvexHull { given, source, center, vertices, faces, normals, neighbours, properties, principal })
    }

    /// A right triangular prism filling half the box of `half_extents`: its right angle along the box's edge
    /// at −x, −y (across z), one leg along the bottom (x), one up the back (y), its slope facing +x and +y.
    pub fn wedge(half_extents: Vec3) -> Result<ConvexHull, HullError> {
        let h = half_extents;
        let triangle = [Vec3::new(-h.x, -h.y, 0.0), Vec3::new(h.x, -h.y, 0.0), Vec3::new(-h.x, h.y, 0.0)];
        let points = [-h.z, h.z].into_iter().flat_map(|z| triangle.map(|p| p + Vec3::Z * z)).collect();
        ConvexHull::made(points, HullSource::Wedge { half_extents })
    }

    /// The regular polyhedron of `faces` faces (4, 6, 8, 12 or 20) with its corners `radius` from its centre:
    /// tetrahedron, cube, octahedron, dodecahedron, icosahedron.
    pub fn regular(faces: u32, radius: f32) -> Result<ConvexHull, HullError> {
        let phi = (1.0 + 5f32.sqrt()) / 2.0;
        let signs = [1.0f32, -1.0];
        let cube: Vec<Vec3> =
            signs.iter().flat_map(|&x| signs.iter().flat_map(move |&y| signs.map(|z| Vec3::new(x, y, z)))).collect();
        // (0, ±a, ±b) and its two cyclic turns
        let cycled = |a: f32, b: f32| -> Vec<Vec3> {
            signs
                .iter()
                .flat_map(|&sa| signs.map(|sb| Vec3::new(0.0, sa * a, sb * b)))
                .flat_map(|p| [p, Vec3::new(p.z, p.x, p.y), Vec3::new(p.y, p.z, p.x)])
                .collect()
        };
        let points: Vec<Vec3> = match faces {
            4 => cube.into_iter().filter(|p| p.x * p.y * p.z > 0.0).collect(),
            6 => cube,
            8 => Vec3::AXES.into_iter().flat_map(|axis| [axis, -axis]).collect(),
            12 => cube.into_iter().chain(cycled(1.0 / phi, phi)).collect(),
            20 => cycled(1.0, phi),
            _ => return Err(HullError::NotRegular { faces }),
        };
        let scaled = points.iter().map(|p| *p * (radius / p.length())).collect();
        ConvexHull::made(scaled, HullSource::Regular { faces, radius })
    }

    /// The points as given.
    pub fn points(&self) -> &[Vec3] {
        &self.given
    }

    /// What it was made from.
    pub fn source(&self) -> HullSource {
        self.source
    }

    /// Its centre of mass in the frame its points were given in.
    pub fn center(&self) -> Vec3 {
        self.center
    }

    /// Its corners, about its centre of mass.
    pub fn vertices(&self) -> &[Vec3] {
        &self.vertices
    }

    /// Its faces.
    pub fn faces(&self) -> &[HullFace] {
        &self.faces
    }

    /// Its faces' outward normals.
    pub fn normals(&self) -> &[Vec3] {
        &self.normals
    }

    /// The corners joined to corner `k` by an edge.
    pub fn neighbours(&self, k: usize) -> &[usize] {
        &self.neighbours[k]
    }

    /// Its volume, centre of mass (the origin) and inertia at unit density.
    pub fn mass_properties(&self) -> MassProperties {
        self.properties
    }

    /// Its principal moments at unit density and the turn from its principal axes to its own.
    pub fn principal_axes(&self) -> PrincipalAxes {
        self.principal
    }

    /// The index of its corner farthest along `direction`.
    pub fn support_index(&self, direction: Vec3) -> usize {
        let height = |k: usize| self.vertices[k].dot(direction);
        (0..self.vertices.len()).max_by(|&i, &j| height(i).total_cmp(&height(j))).unwrap_or(0)
    }

    /// The distance from its centre of mass to its nearest face: the largest ball about it that fits inside.
    pub fn inner_radius(&self) -> f32 {
        let depth = |face: &HullFace| face.normal.dot(self.vertices[face.corners[0]]);
        self.faces.iter().map(depth).fold(f32::INFINITY, f32::min)
    }

    /// How far it reaches below and above its centre of mass along each of its own axes.
    pub fn reach_down_up(&self) -> (Vec3, Vec3) {
        let low = self.vertices.iter().copied().fold(Vec3::ZERO, Vec3::min);
        let high = self.vertices.iter().copied().fold(Vec3::ZERO, Vec3::max);
        (-low, high)
    }

    /// The distance of its farthest corner from its centre of mass.
    pub fn bounding_radius(&self) -> f32 {
        self.vertices.iter().map(|v| v.length()).fold(0.0, f32::max)
    }
}
