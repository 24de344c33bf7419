//! The convex hull of a set of points (quickhull, in f64): a tetrahedron of extreme points, grown by the point
//! farthest outside each time, whose faces it sees replaced by a cone from it to their horizon. Coplanar
//! triangles are then merged into the hull's faces, each a polygon wound anticlockwise seen from outside.

use glam::{DVec3, Vec3};

/// Why points make no solid.
#[derive(Clone, Debug, PartialEq)]
pub enum HullError {
    /// Fewer than four points.
    TooFewPoints {
        /// How many there were.
        count: usize,
    },
    /// A coordinate that is not a finite number.
    NotFinite {
        /// The point's index in the list.
        index: usize,
    },
    /// The points lie on one point, one line or one plane: they enclose no volume.
    Flat,
    /// No regular polyhedron has this many faces.
    NotRegular {
        /// The faces asked for.
        faces: u32,
    },
}

impl std::fmt::Display for HullError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            HullError::TooFewPoints { count } => write!(f, "a hull needs at least 4 points, not {count}"),
            HullError::NotFinite { index } => write!(f, "point {} is not a finite number", index + 1),
            HullError::Flat => write!(f, "the points lie in one plane (or on one line) and enclose no volume"),
            HullError::NotRegular { faces } => {
                write!(f, "no regular polyhedron has {faces} faces: 4, 6, 8, 12 or 20")
            }
        }
    }
}

/// A hull's vertices and its faces, each a polygon of vertex indices wound anticlockwise seen from outside.
#[derive(Clone, Debug, PartialEq)]
pub struct HullMesh {
    /// The points on the hull's corners, in the order given.
    pub vertices: Vec<Vec3>,
    /// Each face's corners.
    pub faces: Vec<Vec<usize>>,
}

/// How far (relative to the points' spread) a point may lie from a plane and still count as in it.
const PLANE_TOLERANCE: f64 = 1e-7;

/// A triangle of point indices, wound anticlockwise seen from outside, and its outward plane.
#[derive(Clone, Copy, Debug)]
struct Triangle {
    corners: [usize; 3],
    normal: DVec3,
    offset: f64,
}

impl Triangle {
    fn new(points: &[DVec3], corners: [usize; 3]) -> Triangle {
        let [a, b, c] = corners.map(|k| points[k]);
        let normal = (b - a).cross(c - a).normalize_or_zero();
        Triangle { corners, normal, offset: normal.dot(a) }
    }

    fn height(&self, p: DVec3) -> f64 {
        self.normal.dot(p) - self.offset
    }
}

/// The convex hull of `points`.
pub fn convex_hull(points: &[Vec3]) -> Result<HullMesh, HullError> {
    if points.len() < 4 {
        return Err(HullError::TooFewPoints { count: points.len() });
    }
    if let Some(index) = points.iter().position(|p| !p.is_finite()) {
        return Err(HullError::NotFinite { index });
    }
    let wide: Vec<DVec3> = points.iter().map(|p| p.as_dvec3()).collect();
    let spread = wide.iter().fold(0.0f64, |most, p| most.max((*p - wide[0]).length()));
    let tolerance = PLANE_TOLERANCE * spread.max(f64::MIN_POSITIVE);
    let mut triangles = first_tetrahedron(&wide, tolerance).ok_or(HullError::Flat)?;
    while let Some(apex) = farthest_outside(&wide, &triangles, tolerance) {
        add_point(&wide, &mut triangles, apex, tolerance);
    }
    Ok(merged(points, &wide, &triangles, tolerance))
}

/// Four points spanning a volume, as four triangles facing out: the two farthest apart along an axis, the one
/// farthest from their line, the one farthest from their plane.
fn first_tetrahedron(points: &[DVec3], tolerance: f64) -> Option<Vec<Triangle>> {
    let farthest = |score: &dyn Fn(DVec3) -> f64| {
        (0..points.len()).max_by(|&i, &j| score(points[i]).total_cmp(&score(points[j]))).unwrap_or(0)
    };
    let extremes = |k: usize| (farthest(&|p| -p[k]), farthest(&|p| p[k]));
    let span = |k: usize| {
        let (low, high) = extremes(k);
        points[high][k] - points[low][k]
    };
    let axis = (0..3).max_by(|&u, &v| span(u).total_cmp(&span(v))).unwrap_or(0);
    let (a, b) = extremes(axis);
    let along = (points[b] - points[a]).normalize_or_zero();
    let off_line = |p: DVec3| (p - points[a]).reject_from_normalized(along).length();
    let c = farthest(&off_line);
    if along == DVec3::ZERO || off_line(points[c]) <= tolerance {
        return None;
    }
    let normal = (points[b] - points[a]).cross(points[c] - points[a]).normalize();
    let d = farthest(&|p| (p - points[a]).dot(normal).abs());
    let height = (points[d] - points[a]).dot(normal);
    if height.abs() <= tolerance {
        return None;
    }
    // wound so that each face looks away from the fourth point
    let (b, c) = if height > 0.0 { (c, b) } else { (b, c) };
    Some([[a, b, c], [a, d, b], [b, d, c], [c, d, a]].map(|corners| Triangle::new(points, corners)).to_vec())
}

/// The point farthest outside any face, if one lies outside by more than the tolerance.
fn farthest_outside(points: &[DVec3], triangles: &[Triangle], tolerance: f64) -> Option<usize> {
    let mut best: Option<(usize, f64)> = None;
    for (index, &p) in points.iter().enumerate() {
        let height = triangles.iter().map(|t| t.height(p)).fold(f64::NEG_INFINITY, f64::max);
        if height > tolerance && best.is_none_or(|(_, most)| height > most) {
            best = Some((index, height));
        }
    }
    best.map(|(index, _)| index)
}

/// The hull grown to hold `apex`: the faces it sees go, and their horizon's edges each make a face with it.
fn add_point(points: &[DVec3], triangles: &mut Vec<Triangle>, apex: usize, tolerance: f64) {
    let sees = |t: &Triangle| t.height(points[apex]) > tolerance;
    let edges: Vec<[usize; 2]> = triangles
        .iter()
        .filter(|t| sees(t))
        .flat_map(|t| {
            let [a, b, c] = t.corners;
            [[a, b], [b, c], [c, a]]
        })
        .collect();
    // an edge both of whose faces are seen is inside the hole; one seen from one side only is on its rim
    let horizon: Vec<[usize; 2]> = edges.iter().copied().filter(|&[a, b]| !edges.contains(&[b, a])).collect();
    triangles.retain(|t| !sees(t));
    triangles.extend(horizon.into_iter().map(|[a, b]| Triangle::new(points, [a, b, apex])));
}

/// The triangles' coplanar neighbours merged into faces, their corners in order around each; only the points
/// on corners kept.
fn merged(given: &[Vec3], points: &[DVec3], triangles: &[Triangle], tolerance: f64) -> HullMesh {
    let mut planes: Vec<(DVec3, f64, Vec<usize>)> = Vec::new();
    for triangle in triangles {
        let same = |(normal, offset, _): &&mut (DVec3, f64, Vec<usize>)| {
            let in_plane = |k: usize| (normal.dot(points[k]) - *offset).abs() <= tolerance;
            normal.dot(triangle.normal) > 0.999 && triangle.corners.into_iter().all(in_plane)
        };
        match planes.iter_mut().find(|plane| same(plane)) {
            Some((_, _, corners)) => corners.extend(triangle.corners),
            None => planes.push((triangle.normal, triangle.offset, triangle.corners.to_vec())),
        }
    }
    let mut kept: Vec<usize> = Vec::new();
    let faces = planes
        .into_iter()
        .map(|(normal, _, mut corners)| {
            corners.sort_unstable();
            corners.dedup();
            let ordered = around(points, &corners, normal);
            ordered
                .into_iter()
                .map(|k| match kept.iter().position(|&seen| seen == k) {
                    Some(index) => index,
                    None => {
                        kept.push(k);
                        kept.len() - 1
                    }
                })
                .collect()
        })
        .collect();
    HullMesh { vertices: kept.iter().map(|&k| given[k]).collect(), faces }
}

/// The corners of a planar convex face, anticlockwise about `normal`; points inside an edge (their turn
/// straight) dropped.
fn around(points: &[DVec3], corners: &[usize], normal: DVec3) -> Vec<usize> {
    let middle = corners.iter().map(|&k| points[k]).sum::<DVec3>() / corners.len() as f64;
    let (u, v) = normal.any_orthonormal_pair();
    let angle = |k: usize| {
        let d = points[k] - middle;
        d.dot(v).atan2(d.dot(u))
    };
    let mut ordered = corners.to_vec();
    ordered.sort_by(|&i, &j| angle(i).total_cmp(&angle(j)));
    let n = ordered.len();
    let straight = |at: usize| {
        let (before, here, after) =
            (points[ordered[(at + n - 1) % n]], points[ordered[at]], points[ordered[(at + 1) % n]]);
        let turn = (here - before).cross(after - here).dot(normal);
        turn <= 1e-9 * (here - before).length() * (after - here).length()
    };
    let keep: Vec<bool> = (0..n).map(|at| !straight(at)).collect();
    ordered.into_iter().zip(keep).filter_map(|(k, keep)| keep.then_some(k)).collect()
}
