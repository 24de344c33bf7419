//! The distance between two convex solids and their closest points, from their support mappings alone
//! (Gilbert, Johnson and Keerthi 1988, as van den Bergen and Ericson give it).
//!
//! The distance of A and B is that of the origin from their Minkowski difference A − B, whose point farthest
//! along d is A's farthest along d less B's farthest along −d. GJK keeps a simplex of up to four such points,
//! finds the point of it nearest the origin (v), and adds the difference's farthest point along −v, until that
//! brings v no nearer than a relative [`GJK_TOLERANCE`]: then |v| is the distance, and the same weights on A's and
//! B's points of the simplex give the closest points. A simplex that comes to hold the origin means they overlap.
//! The work is done about A's centre, so that two solids far from the world's origin lose no digits.

use glam::{DVec3, Mat3, Vec3};

use crate::geometry::convex::{Convex, PlacedConvex};

/// How much nearer (relative to the distance squared) a new support point must bring the estimate for the
/// search to go on.
pub const GJK_TOLERANCE: f32 = 1e-6;

/// How small a tetrahedron's volume may be, relative to the cube of its longest edge from its first corner, for
/// it to count as flat.
const FLAT_VOLUME: f64 = 1e-9;

/// The most support points a search takes: GJK converges in a handful on smooth shapes, and on polytopes in as
/// many as they have features along the way.
const GJK_ITERATIONS: usize = 64;

/// What GJK found of two convex solids.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Gjk {
    /// They are apart.
    Apart {
        /// How far (m).
        distance: f32,
        /// A's point nearest B (world).
        on_a: Vec3,
        /// B's point nearest A (world).
        on_b: Vec3,
        /// The unit normal from A towards B.
        normal: Vec3,
    },
    /// They overlap, or lie closer than a millionth of their size.
    Overlap,
}

/// A point of the Minkowski difference, with the points of A and B it came from (about A's centre).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(crate) struct Vertex {
    /// A's point less B's.
    pub w: Vec3,
    /// A's point.
    pub a: Vec3,
    /// B's point.
    pub b: Vec3,
}

/// Two solids as a search asks for their support points: each one's turn as a matrix both ways, and B's
/// origin from A's, so that a point costs two matrix products and no quaternion's.
#[derive(Clone, Copy)]
pub(crate) struct SupportPair<'a> {
    shapes: (Convex<'a>, Convex<'a>),
    turns: (Mat3, Mat3),
    backs: (Mat3, Mat3),
    offset: Vec3,
}

impl<'a> SupportPair<'a> {
    pub(crate) fn new(a: &PlacedConvex<'a>, b: &PlacedConvex<'a>) -> Self {
        let turns = (Mat3::from_quat(a.rotation), Mat3::from_quat(b.rotation));
        SupportPair {
            shapes: (a.shape, b.shape),
            turns,
            backs: (turns.0.transpose(), turns.1.transpose()),
            offset: b.position - a.position,
        }
    }

    /// The Minkowski difference's point farthest along `direction`, about A's centre.
    pub(crate) fn vertex(&self, direction: Vec3) -> Vertex {
        let on_a = self.turns.0 * self.shapes.0.support(self.backs.0 * direction);
        let on_b = self.offset + self.turns.1 * self.shapes.1.support(self.backs.1 * -direction);
        Vertex { w: on_a - on_b, a: on_a, b: on_b }
    }
}

/// What a search of two solids' cores ends with: their closest points, or the simplex that holds the origin (up
/// to four vertices, about A's centre) when they overlap.
pub(crate) enum Search {
    Apart(Closest),
    Overlap(Vec<Vertex>),
}

/// The closest points of two solids apart (world), how far apart, and the unit normal from A to B.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Closest {
    pub distance: f32,
    pub on_a: Vec3,
    pub on_b: Vec3,
    pub normal: Vec3,
}

impl Closest {
    /// The closest points of the cores rounded by `radii` (A's, B's): each moved out by its radius, the distance
    /// less both (negative where the rounded solids overlap).
    pub(crate) fn rounded(self, (radius_a, radius_b): (f32, f32)) -> Closest {
        Closest {
            distance: self.distance - radius_a - radius_b,
            on_a: self.on_a + self.normal * radius_a,
            on_b: self.on_b - self.normal * radius_b,
            normal: self.normal,
        }
    }
}

/// Two solids' cores, and the radii that round them (see [`Convex::core`]).
pub(crate) fn cores<'a>(
    a: &PlacedConvex<'a>,
    b: &PlacedConvex<'a>,
) -> ((PlacedConvex<'a>, PlacedConvex<'a>), (f32, f32)) {
    let ((core_a, radius_a), (core_b, radius_b)) = (a.shape.core(), b.shape.core());
    ((PlacedConvex { shape: core_a, ..*a }, PlacedConvex { shape: core_b, ..*b }), (radius_a, radius_b))
}

/// Up to four vertices, and the weights (summing to 1) of the point of their hull nearest the origin.
#[derive(Clone, Copy, Debug, Default)]
struct Simplex {
    vertices: [Vertex; 4],
    weights: [f32; 4],
    len: usize,
}

/// Which of a simplex's vertices the nearest point needs, and their weights (not yet summing to 1).
type Nearest = ([usize; 4], [f64; 4]);

/// The distance and closest points of `a` and `b`: of their cores (see [`Convex::core`](crate::geometry::Convex::core)), less their radii.
pub fn gjk_distance(a: &PlacedConvex, b: &PlacedConvex) -> Gjk {
    let (cores, radii) = cores(a, b);
    match search(&cores.0, &cores.1) {
        Search::Apart(closest) if closest.distance > radii.0 + radii.1 => {
            let Closest { distance, on_a, on_b, normal } = closest.rounded(radii);
            Gjk::Apart { distance, on_a, on_b, normal }
        }
        _ => Gjk::Overlap,
    }
}

/// The distance and closest points of `a` and `b` by GJK on their support mappings, or the simplex holding the
/// origin.
pub(crate) fn search(a: &PlacedConvex, b: &PlacedConvex) -> Search {
    let offset = b.position - a.position;
    let pair = SupportPair::new(a, b);
    let support = |direction: Vec3| pair.vertex(direction);
    let reach = |solid: &PlacedConvex| solid.support_from(offset, solid.position).length();
    let scale = offset.length() + reach(a) + reach(b);
    let start = support(if offset != Vec3::ZERO { -offset } else { Vec3::X });
    let mut simplex = Simplex { vertices: [start; 4], weights: [1.0, 0.0, 0.0, 0.0], len: 1 };
    let mut nearest = start.w;
    for _ in 0..GJK_ITERATIONS {
        let squared = nearest.length_squared();
        if squared <= (1e-6 * scale).powi(2) {
            return Search::Overlap(simplex.vertices[..simplex.len].to_vec());
        }
        let next = support(-nearest);
        // the new point brings the difference no nearer along v, or is one it has: |v| is the distance
        let known = simplex.vertices[..simplex.len].iter().any(|vertex| vertex.w == next.w);
        if known || squared - nearest.dot(next.w) <= GJK_TOLERANCE * squared {
            break;
        }
        simplex.vertices[simplex.len] = next;
        simplex.len += 1;
        match simplex.reduce() {
            // rounding can leave a step that brings the estimate no nearer: it is as near as it gets
            Some(point) if point.length_squared() >= squared => break,
            Some(point) => nearest = point,
            None => return Search::Overlap(simplex.vertices.to_vec()),
        }
    }
    let weighted = |side: fn(&Vertex) -> Vec3| {
        simplex.vertices[..simplex.len].iter().zip(simplex.weights).map(|(v, w)| side(v) * w).sum::<Vec3>()
    };
    let (on_a, on_b) = (weighted(|v| v.a), weighted(|v| v.b));
    let distance = nearest.length();
    Search::Apart(Closest { distance, on_a: on_a + a.position, on_b: on_b + a.position, normal: -nearest / distance })
}

impl Simplex {
    /// Keeps only the vertices the point of their hull nearest the origin needs, with its weights, and returns
    /// that point (`None`: the tetrahedron holds the origin).
    fn reduce(&mut self) -> Option<Vec3> {
        let w = |k: usize| self.vertices[k].w.as_dvec3();
        let (kept, weights) = match self.len {
            2 => segment([w(0), w(1)], [0, 1]),
            3 => triangle([w(0), w(1), w(2)], [0, 1, 2]),
            _ => tetrahedron([w(0), w(1), w(2), w(3)])?,
        };
        let total: f64 = weights.iter().sum();
        let (mut vertices, mut kept_weights, mut len, mut point) = ([Vertex::default(); 4], [0.0; 4], 0, DVec3::ZERO);
        for (&k, &weight) in kept.iter().zip(&weights) {
            if weight > 0.0 {
                vertices[len] = self.vertices[k];
                kept_weights[len] = (weight / total) as f32;
                point += w(k) * (weight / total);
                len += 1;
            }
        }
        (self.vertices, self.weights, self.len) = (vertices, kept_weights, len);
        Some(point.as_vec3())
    }
}

/// The point of the segment `points` (the simplex's vertices `index`) nearest the origin.
fn segment(points: [DVec3; 2], index: [usize; 2]) -> Nearest {
    let [a, b] = points;
    let along = b - a;
    let t = if along.length_squared() > 0.0 { (-a.dot(along) / along.length_squared()).clamp(0.0, 1.0) } else { 0.0 };
    ([index[0], index[1], 0, 0], [1.0 - t, t, 0.0, 0.0])
}

/// The point of the triangle `points` (the simplex's vertices `index`) nearest the origin, by the Voronoi region
/// of the triangle it falls in (Ericson, Real-Time Collision Detection, 5.1.5).
fn triangle(points: [DVec3; 3], index: [usize; 3]) -> Nearest {
    let [a, b, c] = points;
    let [i, j, k] = index;
    let (ab, ac) = (b - a, c - a);
    let (d1, d2) = (-ab.dot(a), -ac.dot(a));
    if d1 <= 0.0 && d2 <= 0.0 {
        return ([i, 0, 0, 0], [1.0, 0.0, 0.0, 0.0]);
    }
    let (d3, d4) = (-ab.dot(b), -ac.dot(b));
    if d3 >= 0.0 && d4 <= d3 {
        return ([j, 0, 0, 0], [1.0, 0.0, 0.0, 0.0]);
    }
    let vc = d1 * d4 - d3 * d2;
    if vc <= 0.0 && d1 >= 0.0 && d3 <= 0.0 {
        return segment([a, b], [i, j]);
    }
    let (d5, d6) = (-ab.dot(c), -ac.dot(c));
    if d6 >= 0.0 && d5 <= d6 {
        return ([k, 0, 0, 0], [1.0, 0.0, 0.0, 0.0]);
    }
    let vb = d5 * d2 - d1 * d6;
    if vb <= 0.0 && d2 >= 0.0 && d6 <= 0.0 {
        return segment([a, c], [i, k]);
    }
    let va = d3 * d6 - d5 * d4;
    if va <= 0.0 && d4 - d3 >= 0.0 && d5 - d6 >= 0.0 {
        return segment([b, c], [j, k]);
    }
    let total = va + vb + vc;
    if total <= 0.0 {
        // a triangle with no area: its nearest edge
        return segment([a, b], [i, j]);
    }
    ([i, j, k, 0], [va / total, vb / total, vc / total, 0.0])
}

/// The point of the tetrahedron `points` nearest the origin: on the nearest of the faces the origin lies beyond
/// or on (every face of a flat one); `None` when it lies strictly inside.
fn tetrahedron(points: [DVec3; 4]) -> Option<Nearest> {
    const FACES: [([usize; 3], usize); 4] = [([0, 1, 2], 3), ([0, 2, 3], 1), ([0, 3, 1], 2), ([1, 3, 2], 0)];
    // a tetrahedron flat to within rounding (points of a curved surface met close together) has no inside
    let edge = (1..4).map(|k| (points[k] - points[0]).length()).fold(0.0, f64::max);
    let volume = (points[1] - points[0]).cross(points[2] - points[0]).dot(points[3] - points[0]);
    let flat = volume.abs() <= FLAT_VOLUME * edge.powi(3);
    let mut best: Option<(f64, Nearest)> = None;
    for (face, opposite) in FACES {
        let [i, j, k] = face;
        let normal = (points[j] - points[i]).cross(points[k] - points[i]);
        let (origin_side, other_side) = (-normal.dot(points[i]), normal.dot(points[opposite] - points[i]));
        if !flat && origin_side * other_side > 0.0 {
            continue;
        }
        let nearest = triangle([points[i], points[j], points[k]], face);
        let total: f64 = nearest.1.iter().sum();
        let point: DVec3 = nearest.0.iter().zip(nearest.1).map(|(&v, w)| points[v] * (w / total)).sum();
        let squared = point.length_squared();
        if best.is_none_or(|(least, _)| squared < least) {
            best = Some((squared, nearest));
        }
    }
    best.map(|(_, nearest)| nearest)
}
