//! Where two convex solids touch, or lie within a margin: the normal and depth from GJK (EPA when their cores
//! overlap), then up to four points from the features facing each other across the normal, the incident one
//! clipped to the reference face's sides (Sutherland–Hodgman) or to a parallel line's ends. Where no two features
//! meet in more than a point, the deepest points alone.

use glam::{DVec3, Vec3};

use crate::geometry::box_manifold::{MANIFOLD_POINTS, reduce_to_four};
use crate::geometry::contact_obb::{ContactManifold, ManifoldFace, ManifoldPoint};
use crate::geometry::convex::PlacedConvex;
use crate::geometry::convex_features::Feature;
use crate::geometry::epa::penetration;
use crate::geometry::gjk::{Closest, Search, Vertex, cores, search};

/// How near (the cosine of the angle) a reference face's normal must lie to the contact normal for the normal
/// to be taken as the face's: a solid resting on a face is pushed straight out of it.
const FACE_SNAP_COSINE: f32 = 0.9986;

/// How much deeper (relative to the solids' size) an overlap across a face may be than EPA's depth and still be
/// taken as the least: EPA's own tolerance, and rounding.
const FACE_DEPTH_SLACK: f32 = 2e-5;

/// How near to parallel (the cosine of the angle) two lines must be to touch along a length.
const PARALLEL_COSINE: f32 = 0.9998;

/// The normal, depth and deepest points of two solids (points about A's origin).
#[derive(Clone, Copy, Debug)]
struct Deepest {
    normal: Vec3,
    penetration: f32,
    on_a: Vec3,
    on_b: Vec3,
}

/// Where `a` and `b` touch or lie up to `margin` apart, with points relative to each solid's origin; `None`
/// when farther apart.
pub fn manifold_convex_within(a: &PlacedConvex, b: &PlacedConvex, margin: f32) -> Option<ContactManifold> {
    let deepest = deepest(a, b, margin)?;
    let (feature_a, feature_b) = (a.feature(deepest.normal, a.position), b.feature(-deepest.normal, a.position));
    let points = match clip_features(&feature_a, &feature_b, deepest.normal, margin) {
        Some(clipped) if clipped.len > 0 => clipped,
        _ => Clipped::one(deepest),
    };
    let mut manifold = ContactManifold {
        normal: points.normal,
        points: [ManifoldPoint::default(); MANIFOLD_POINTS],
        len: 0,
        face: ManifoldFace::Neither,
    };
    let offset_b = b.position - a.position;
    for touch in points.used() {
        manifold.points[manifold.len] = ManifoldPoint {
            local_a: touch.on_a,
            local_b: touch.on_b - offset_b,
            penetration: touch.penetration,
            round_a: feature_a.round.offset(points.normal),
            round_b: feature_b.round.offset(-points.normal),
        };
        manifold.len += 1;
    }
    Some(manifold)
}

/// The normal, depth (negative: a gap) and deepest points of `a` and `b`, or `None` beyond `margin`.
fn deepest(a: &PlacedConvex, b: &PlacedConvex, margin: f32) -> Option<Deepest> {
    let (cores, radii) = cores(a, b);
    match search(&cores.0, &cores.1) {
        Search::Apart(closest) => {
            let Closest { distance, on_a, on_b, normal } = closest.rounded(radii);
            (distance <= margin).then(|| Deepest {
                normal,
                penetration: -distance,
                on_a: on_a - a.position,
                on_b: on_b - a.position,
            })
        }
        // rounded solids whose cores overlap are searched whole: a grazing core's depth says little of the normal
        Search::Overlap(_) if radii != (0.0, 0.0) => match search(a, b) {
            Search::Overlap(simplex) => deepest_by_epa(a, b, &simplex),
            Search::Apart(_) => None,
        },
        Search::Overlap(simplex) => deepest_by_epa(a, b, &simplex),
    }
}

/// The depth, normal and deepest points of `a` and `b` from EPA on GJK's last `simplex`, or across a face of
/// either where that parts them as little.
fn deepest_by_epa(a: &PlacedConvex, b: &PlacedConvex, simplex: &[Vertex]) -> Option<Deepest> {
    let found = penetration(a, b, simplex)?;
    let by_epa = Deepest {
        normal: found.normal,
        penetration: found.depth,
        on_a: found.on_a - a.position,
        on_b: found.on_b - a.position,
    };
    Some(across_a_face(a, b, by_epa).unwrap_or(by_epa))
}

/// The axis square to a face of A or B along which they overlap least, if that is no more than EPA found
/// (within its tolerance): EPA stops on a face of its polytope within a tolerance of the surface, whose normal
/// may lean off a face it rests on by the tolerance over the face's width; the face's own normal is exact.
fn across_a_face(a: &PlacedConvex, b: &PlacedConvex, by_epa: Deepest) -> Option<Deepest> {
    let from_a = |axis: Vec3| a.support_from(axis, a.position);
    let from_b = |axis: Vec3| b.support_from(axis, a.position);
    let overlap = |axis: Vec3| (from_a(axis) - from_b(-axis)).dot(axis);
    let toward = |axis: Vec3| if axis.dot(by_epa.normal) < 0.0 { -axis } else { axis };
    let of_a = a.shape.face_axes().iter().map(|&axis| a.rotation * axis);
    let of_b = b.shape.face_axes().iter().map(|&axis| b.rotation * axis);
    let (axis, depth) =
        of_a.chain(of_b).map(|axis| (toward(axis), overlap(toward(axis)))).min_by(|p, q| p.1.total_cmp(&q.1))?;
    let scale = (b.position - a.position).length() + from_a(axis).length();
    // EPA's deepest points lie on both surfaces; taken along the face's normal, they overlap by its depth
    (depth <= by_epa.penetration + FACE_DEPTH_SLACK * scale.max(1.0)).then(|| Deepest {
        normal: axis,
        penetration: (by_epa.on_a - by_epa.on_b).dot(axis),
        ..by_epa
    })
}

/// One touching pair of points (about A's origin) and its depth.
#[derive(Clone, Copy, Debug, Default)]
struct Touch {
    on_a: Vec3,
    on_b: Vec3,
    penetration: f32,
}

/// The points clipping found, and the normal they were measured along.
#[derive(Clone, Copy, Debug)]
struct Clipped {
    normal: Vec3,
    touches: [Touch; MANIFOLD_POINTS],
    len: usize,
}

impl Clipped {
    fn one(deepest: Deepest) -> Clipped {
        let mut touches = [Touch::default(); MANIFOLD_POINTS];
        touches[0] = Touch { on_a: deepest.on_a, on_b: deepest.on_b, penetration: deepest.penetration };
        Clipped { normal: deepest.normal, touches, len: 1 }
    }

    fn used(&self) -> &[Touch] {
        &self.touches[..self.len]
    }
}

/// A's and B's features meeting across `normal`: the incident feature's points (a face, a line, or one point
/// against a face) within the reference one's sides (a face's, or a parallel line's ends), each paired with the
/// reference's point along the normal, those no more than `margin` apart, at most four. `None` when neither is a
/// face, or two lines cross.
fn clip_features(feature_a: &Feature, feature_b: &Feature, normal: Vec3, margin: f32) -> Option<Clipped> {
    let face_normal = |feature: &Feature, toward: Vec3| {
        let p = feature.used();
        let normal = (p[1] - p[0]).cross(p[2] - p[0]).normalize_or_zero();
        if normal.dot(toward) < 0.0 { -normal } else { normal }
    };
    let (reference_is_a, reference_normal) = match (feature_a.len, feature_b.len) {
        (la, lb) if la < 2 && lb < 2 => return None,
        (la, lb) if la >= 3 && lb >= 3 => {
            let (na, nb) = (face_normal(feature_a, normal), face_normal(feature_b, -normal));
            if na.dot(normal) >= nb.dot(-normal) { (true, Some(na)) } else { (false, Some(-nb)) }
        }
        (la, _) if la >= 3 => (true, Some(face_normal(feature_a, normal))),
        (_, lb) if lb >= 3 => (false, Some(-face_normal(feature_b, -normal))),
        (1, _) | (_, 1) => return None,
        _ => {
            let (along_a, along_b) =
                (feature_a.points[1] - feature_a.points[0], feature_b.points[1] - feature_b.points[0]);
            let parallel = along_a.normalize_or_zero().dot(along_b.normalize_or_zero()).abs() >= PARALLEL_COSINE;
            if !parallel {
                return None;
            }
            (true, None)
        }
    };
    let normal = match reference_normal {
        Some(face) if face.dot(normal) >= FACE_SNAP_COSINE => face,
        _ => normal,
    };
    let (reference, incident) = if reference_is_a { (feature_a, feature_b) } else { (feature_b, feature_a) };
    let inside = clip_to_reference(reference, incident, normal);
    let mut touches = Vec::with_capacity(inside.len());
    for q in inside {
        let p = onto_reference(reference, q, normal);
        let (on_a, on_b) = if reference_is_a { (p, q) } else { (q, p) };
        let penetration = (on_a - on_b).dot(normal);
        if penetration >= -margin {
            touches.push(Touch { on_a, on_b, penetration });
        }
    }
    Some(four_of(&touches, normal))
}

/// At most four of `touches`: all when there are four or fewer, else the deepest and those spanning the most.
fn four_of(touches: &[Touch], normal: Vec3) -> Clipped {
    let points: Vec<DVec3> = touches.iter().map(|t| t.on_b.as_dvec3()).collect();
    let depth = |k: usize| f64::from(touches[k].penetration);
    let kept = reduce_to_four(&points, normal.as_dvec3(), depth);
    let mut clipped = Clipped { normal, touches: [Touch::default(); MANIFOLD_POINTS], len: 0 };
    for k in kept.into_iter().flatten() {
        clipped.touches[clipped.len] = touches[k];
        clipped.len += 1;
    }
    clipped
}

/// The incident feature's points (a face's polygon, or a line) cut to the reference's sides: the planes through
/// a face's edges along the normal, or square to a line at its ends.
fn clip_to_reference(reference: &Feature, incident: &Feature, normal: Vec3) -> Vec<Vec3> {
    let mut points: Vec<Vec3> = incident.used().to_vec();
    let r = reference.used();
    let planes: Vec<(Vec3, Vec3)> = if r.len() >= 3 {
        let middle = r.iter().sum::<Vec3>() / r.len() as f32;
        (0..r.len())
            .map(|k| {
                let (p, q) = (r[k], r[(k + 1) % r.len()]);
                let out = (q - p).cross(normal);
                (if out.dot(middle - p) > 0.0 { -out } else { out }, p)
            })
            .collect()
    } else {
        let along = r[1] - r[0];
        vec![(-along, r[0]), (along, r[1])]
    };
    for (out, through) in planes {
        points = clip_to_plane(&points, out, through);
        if points.is_empty() {
            break;
        }
    }
    points
}

/// The part of the polygon (or line, for two points) `points` on the inner side of the plane through `through`
/// with outward normal `out`.
fn clip_to_plane(points: &[Vec3], out: Vec3, through: Vec3) -> Vec<Vec3> {
    let side = |p: Vec3| out.dot(p - through);
    let crossing = |p: Vec3, q: Vec3| p + (q - p) * (side(p) / (side(p) - side(q)));
    if points.len() == 2 {
        let [p, q] = [points[0], points[1]];
        return match (side(p) <= 0.0, side(q) <= 0.0) {
            (true, true) => vec![p, q],
            (true, false) => vec![p, crossing(p, q)],
            (false, true) => vec![crossing(p, q), q],
            (false, false) => Vec::new(),
        };
    }
    let mut kept = Vec::with_capacity(points.len() + 2);
    for k in 0..points.len() {
        let (p, q) = (points[k], points[(k + 1) % points.len()]);
        if side(p) <= 0.0 {
            kept.push(p);
        }
        if (side(p) <= 0.0) != (side(q) <= 0.0) {
            kept.push(crossing(p, q));
        }
    }
    kept
}

/// The reference feature's point matching `q` along `normal`: on a face's plane, or on a line's nearest point.
fn onto_reference(reference: &Feature, q: Vec3, normal: Vec3) -> Vec3 {
    let r = reference.used();
    if r.len() >= 3 {
        let plane = (r[1] - r[0]).cross(r[2] - r[0]);
        let along = plane.dot(normal);
        if along.abs() <= f32::EPSILON * plane.length() {
            return q;
        }
        q + normal * (plane.dot(r[0] - q) / along)
    } else {
        let along = (r[1] - r[0]).normalize_or_zero();
        let foot = r[0] + along * along.dot(q - r[0]);
        q + normal * normal.dot(foot - q)
    }
}
