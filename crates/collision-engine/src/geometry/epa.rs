//! How deep two overlapping convex solids reach into each other, and along which direction the least push
//! parts them: the expanding polytope (van den Bergen 2001). GJK's last simplex holds the origin inside the
//! Minkowski difference A − B; EPA grows it into a polytope of triangles, each time adding the difference's
//! farthest point past the face nearest the origin, until that face is part of the difference's surface. The
//! face's distance is the depth, its outward normal the direction from A to B, and the weights of the origin's
//! foot on it give the deepest points of both solids.

use glam::{DVec3, Vec3};

use crate::geometry::convex::PlacedConvex;
use crate::geometry::gjk::{SupportPair, Vertex};

/// How much farther (relative to the solids' size) the difference may reach past the nearest face for that
/// face to count as its surface.
const EPA_TOLERANCE: f64 = 1e-5;

/// The most points the polytope takes: enough for a curved surface to within the tolerance.
const EPA_ITERATIONS: usize = 48;

/// How two overlapping solids reach into each other.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Penetration {
    /// How deep (m).
    pub depth: f32,
    /// The unit direction from A to B: moving B by `normal * depth` parts them.
    pub normal: Vec3,
    /// A's point deepest in B (world).
    pub on_a: Vec3,
    /// B's point deepest in A (world).
    pub on_b: Vec3,
}

/// A face of the polytope: three vertex indices wound outward, its unit normal and distance from the origin.
#[derive(Clone, Copy, Debug)]
struct Face {
    corners: [usize; 3],
    normal: DVec3,
    distance: f64,
}

/// The penetration of `a` and `b`, which GJK found overlapping with the simplex `simplex` (about A's centre);
/// `None` only when the solids have no volume to find it in.
pub(crate) fn penetration(a: &PlacedConvex, b: &PlacedConvex, simplex: &[Vertex]) -> Option<Penetration> {
    let pair = SupportPair::new(a, b);
    let support = |direction: Vec3| pair.vertex(direction);
    let mut vertices = simplex.to_vec();
    grow_to_tetrahedron(&mut vertices, &support)?;
    let scale = vertices.iter().map(|v| f64::from(v.w.length())).fold(0.0, f64::max).max(f64::MIN_POSITIVE);
    let mut faces = tetrahedron_faces(&vertices)?;
    for _ in 0..EPA_ITERATIONS {
        let nearest = nearest_face(&faces);
        let next = support(faces[nearest].normal.as_vec3());
        if next.w.as_dvec3().dot(faces[nearest].normal) - faces[nearest].distance <= EPA_TOLERANCE * scale {
            break;
        }
        vertices.push(next);
        let floor = faces[nearest].distance - EPA_TOLERANCE * scale;
        if !expand(&mut faces, &vertices, (vertices.len() - 1, floor)) {
            break;
        }
    }
    let face = faces[nearest_face(&faces)];
    let weights = foot_weights(&vertices, &face);
    let weighted = |side: fn(&Vertex) -> Vec3| {
        face.corners.iter().zip(weights).map(|(&k, w)| side(&vertices[k]).as_dvec3() * w).sum::<DVec3>().as_vec3()
    };
    Some(Penetration {
        depth: face.distance as f32,
        normal: face.normal.as_vec3(),
        on_a: weighted(|v| v.a) + a.position,
        on_b: weighted(|v| v.b) + a.position,
    })
}

/// Adds the difference's points along directions square to what the simplex spans until it is a tetrahedron
/// with volume; `None` when the difference is flat in every direction tried.
fn grow_to_tetrahedron(vertices: &mut Vec<Vertex>, support: &impl Fn(Vec3) -> Vertex) -> Option<()> {
    let new_point =
        |vertices: &[Vertex], candidate: Vertex| vertices.iter().all(|v| (v.w - candidate.w).length_squared() > 1e-12);
    vertices.truncate(4);
    if vertices.len() == 1 {
        let found = Vec3::AXES.iter().flat_map(|&axis| [axis, -axis]).map(support).find(|c| new_point(vertices, *c))?;
        vertices.push(found);
    }
    if vertices.len() == 2 {
        let line = (vertices[1].w - vertices[0].w).normalize_or_zero();
        let across = line.any_orthonormal_vector();
        let turns = (0..6).map(|k| glam::Quat::from_axis_angle(line, k as f32 * std::f32::consts::FRAC_PI_3) * across);
        let off_line = |c: &Vertex| (c.w - vertices[0].w).cross(line).length_squared() > 1e-12;
        let found = turns.map(support).find(off_line)?;
        vertices.push(found);
    }
    if vertices.len() == 3 {
        let normal = (vertices[1].w - vertices[0].w).cross(vertices[2].w - vertices[0].w);
        let off_plane = |c: &Vertex| (c.w - vertices[0].w).dot(normal).abs() > 1e-9 * normal.length();
        let found = [normal, -normal].into_iter().map(support).find(off_plane)?;
        vertices.push(found);
    }
    Some(())
}

/// The four faces of the tetrahedron of the first four vertices, wound outward.
fn tetrahedron_faces(vertices: &[Vertex]) -> Option<Vec<Face>> {
    let mut faces = Vec::with_capacity(32);
    for (corners, opposite) in [([0, 1, 2], 3), ([0, 3, 1], 2), ([0, 2, 3], 1), ([1, 3, 2], 0)] {
        let face = make_face(vertices, corners)?;
        let outward = (vertices[opposite].w - vertices[corners[0]].w).as_dvec3().dot(face.normal) < 0.0;
        faces.push(if outward { face } else { make_face(vertices, [corners[0], corners[2], corners[1]])? });
    }
    Some(faces)
}

/// The face of `corners`, its normal by their winding; `None` for one with no area.
fn make_face(vertices: &[Vertex], corners: [usize; 3]) -> Option<Face> {
    let [p, q, r] = corners.map(|k| vertices[k].w.as_dvec3());
    let normal = (q - p).cross(r - p).try_normalize()?;
    Some(Face { corners, normal, distance: normal.dot(p) })
}

/// The index of the face nearest the origin.
fn nearest_face(faces: &[Face]) -> usize {
    (0..faces.len()).min_by(|&i, &j| faces[i].distance.total_cmp(&faces[j].distance)).unwrap_or(0)
}

/// Takes the vertex `apex` into the polytope: the faces it lies in front of go, and the edges of the hole they
/// leave are joined to it. `false`, the polytope left as it was, when a new face would have no area or lie nearer
/// the origin than `floor` (the nearest face's distance, less the tolerance: a polytope only grows, and a point
/// all but on a face's plane can wind one the wrong way).
fn expand(faces: &mut Vec<Face>, vertices: &[Vertex], (apex, floor): (usize, f64)) -> bool {
    let point = vertices[apex].w.as_dvec3();
    let mut horizon: Vec<[usize; 2]> = Vec::new();
    let mut kept = Vec::with_capacity(faces.len() + 8);
    for face in faces.iter() {
        if face.normal.dot(point - vertices[face.corners[0]].w.as_dvec3()) > 0.0 {
            for k in 0..3 {
                let edge = [face.corners[k], face.corners[(k + 1) % 3]];
                // an edge two seen faces share is inside the hole; it is met once each way
                match horizon.iter().position(|e| *e == [edge[1], edge[0]]) {
                    Some(shared) => {
                        horizon.swap_remove(shared);
                    }
                    None => horizon.push(edge),
                }
            }
        } else {
            kept.push(*face);
        }
    }
    for [from, to] in horizon {
        match make_face(vertices, [from, to, apex]) {
            Some(face) if face.distance >= floor => kept.push(face),
            _ => return false,
        }
    }
    *faces = kept;
    true
}

/// The weights of the corners of `face` that give the foot of the origin on its plane.
fn foot_weights(vertices: &[Vertex], face: &Face) -> [f64; 3] {
    let [p, q, r] = face.corners.map(|k| vertices[k].w.as_dvec3());
    let foot = face.normal * face.distance;
    let area = |u: DVec3, v: DVec3, w: DVec3| (v - u).cross(w - u).dot(face.normal);
    let whole = area(p, q, r);
    if whole.abs() <= f64::MIN_POSITIVE {
        return [1.0, 0.0, 0.0];
    }
    [area(foot, q, r) / whole, area(p, foot, r) / whole, area(p, q, foot) / whole]
}
