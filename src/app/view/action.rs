//! The scene's action, which the camera frames: the bodies that move, their paths for the next moments, what
//! those paths run into, and what the bodies they strike are pushed on to.
//!
//! Plain functions of the bodies' bounds, so they are tested without a window.

use bevy::prelude::*;

use crate::geometry::{Aabb, Ray, raycast_aabb};

/// How far ahead a body's path counts, in seconds.
const HORIZON: f32 = 1.5;
/// Segments a path is followed in.
const PATH_SEGMENTS: usize = 24;
/// The longest path that counts, in metres (a bullet with nothing ahead must not shrink the scene to a dot).
const PATH_REACH: f32 = 20.0;
/// How far around a path's meeting point the body it meets counts, in metres.
const MET_REACH: f32 = 1.0;
/// How many bodies in a row one strike is followed through (a block pushes a block into a wall).
const MOST_PUSHED: usize = 4;
/// How far from its centre a static body counts when nothing moves, in metres.
const STATIC_REACH: f32 = 3.0;
/// Above this many bodies, paths are not followed (a pile of thousands is its own action).
const MOST_PATHS: usize = 200;

/// A body as framing sees it.
#[derive(Clone, Copy, Debug)]
pub struct FramedBody {
    pub aabb: Aabb,
    /// Dynamic or kinematic: it can move.
    pub moves: bool,
    /// Not a sensor: paths stop where they meet it.
    pub solid: bool,
    pub velocity: Vec3,
    /// Where a joint to a fixed point keeps it: its swing about that point (its path is not followed).
    pub held: Option<Aabb>,
}

impl FramedBody {
    /// Free to be struck and pushed on: it moves and no joint to a fixed point keeps it.
    fn free(&self) -> bool {
        self.moves && self.held.is_none()
    }
}

/// The scene's action, which the camera frames: the moving bodies with their paths and what the paths meet
/// (or, when nothing can move, every body with big static ones cut down), and which bodies (by index) take
/// part: those that move and those their paths meet.
#[derive(Clone, Debug, PartialEq)]
pub struct Action {
    pub bounds: Aabb,
    pub bodies: Vec<usize>,
}

/// The action of `bodies` under `gravity`; none for a scene without bodies.
pub fn action(bodies: &[FramedBody], gravity: Vec3) -> Option<Action> {
    let follow = bodies.len() <= MOST_PATHS;
    let mut taking_part = vec![false; bodies.len()];
    let mut bounds: Option<Aabb> = None;
    let passes = if follow { near_passes(bodies) } else { Vec::new() };
    for (index, body) in bodies.iter().enumerate().filter(|(_, body)| body.moves) {
        taking_part[index] = true;
        let until = passes.iter().filter(|pass| pass.bodies.contains(&index)).map(|pass| pass.time);
        let path = match body.held {
            Some(swing) => Path { bounds: body.aabb.union(&swing), met: Vec::new() },
            None if follow => path_of(index, bodies, gravity, until.fold(HORIZON, f32::min)),
            None => Path { bounds: body.aabb, met: Vec::new() },
        };
        for met in path.met {
            taking_part[met] = true;
        }
        bounds = Some(bounds.map_or(path.bounds, |bounds| bounds.union(&path.bounds)));
    }
    for pass in passes {
        bounds = bounds.map(|bounds| bounds.union(&pass.bounds));
    }
    let bounds = bounds.or_else(|| {
        let cut =
            |body: &FramedBody| Aabb::new(body.aabb.center, body.aabb.half_extents.min(Vec3::splat(STATIC_REACH)));
        bodies.iter().map(cut).reduce(|a, b| a.union(&b))
    })?;
    Some(Action { bounds, bodies: (0..bodies.len()).filter(|&index| taking_part[index]).collect() })
}

/// Two moving bodies passing close by each other.
struct Pass {
    bodies: [usize; 2],
    /// When they are closest, in seconds from now.
    time: f32,
    /// Both bodies then.
    bounds: Aabb,
}

/// The passes of free bodies, both moving, whose bounding spheres touch in the next `HORIZON` seconds. Paths
/// are followed against where the other bodies are now: this finds two moving bodies meeting, or just
/// missing, on the way.
fn near_passes(bodies: &[FramedBody]) -> Vec<Pass> {
    let moving = |(_, body): &(usize, &FramedBody)| body.free() && body.velocity != Vec3::ZERO;
    let free: Vec<(usize, &FramedBody)> = bodies.iter().enumerate().filter(moving).collect();
    let mut passes = Vec::new();
    for (at, &(first, a)) in free.iter().enumerate() {
        for &(second, b) in &free[at + 1..] {
            // gravity pulls both alike: their relative motion is straight
            let (apart, closing) = (b.aabb.center - a.aabb.center, b.velocity - a.velocity);
            let time = (-apart.dot(closing) / closing.length_squared()).clamp(0.0, HORIZON);
            let reach = a.aabb.half_extents.length() + b.aabb.half_extents.length();
            if !time.is_finite() || time == 0.0 || (apart + closing * time).length() > reach {
                continue;
            }
            let there = |body: &FramedBody| Aabb::new(body.aabb.center + body.velocity * time, body.aabb.half_extents);
            passes.push(Pass { bodies: [first, second], time, bounds: there(a).union(&there(b)) });
        }
    }
    passes
}

/// Where a body's path runs, and the bodies it meets, in the order met.
struct Path {
    bounds: Aabb,
    met: Vec<usize>,
}

/// Where a straight run first meets a body: which, and how far along.
#[derive(Clone, Copy)]
struct Meeting {
    other: usize,
    distance: f32,
}

/// Whether two bodies' bounds touch (within a centimetre).
fn touch(a: &Aabb, b: &Aabb) -> bool {
    Aabb::new(a.center, a.half_extents + Vec3::splat(0.01)).overlaps(b)
}

/// What body `index`'s centre can run into: the solid bodies it does not touch (what it rests on is not met),
/// each grown by its half extents, leaving out `passed` (bodies already in its row).
fn obstacles(index: usize, bodies: &[FramedBody], passed: &[usize]) -> Vec<(usize, Aabb)> {
    let body = &bodies[index];
    bodies
        .iter()
        .enumerate()
        .filter(|&(other, it)| other != index && it.solid && !passed.contains(&other) && !touch(&it.aabb, &body.aabb))
        .map(|(other, it)| (other, Aabb::new(it.aabb.center, it.aabb.half_extents + body.aabb.half_extents)))
        .collect()
}

/// The first of `ahead` that `ray` meets within `length`.
fn first_met(ray: &Ray, ahead: &[(usize, Aabb)], length: f32) -> Option<Meeting> {
    ahead
        .iter()
        .filter_map(|(other, grown)| {
            raycast_aabb(ray, grown, length).map(|hit| Meeting { other: *other, distance: hit.distance })
        })
        .min_by(|a, b| a.distance.total_cmp(&b.distance))
}

/// Body `index`'s path for the next `until` seconds (falling unless it rests on something), up to the first
/// solid body it meets, with the part of that body around the meeting point. A free body met is pushed on
/// (`pushed_on`) at about the striker's speed for the rest of the horizon. When nothing is met by the
/// horizon, the path runs straight on to a free body in line, the next thing to happen, and its row is
/// followed to what stops it.
fn path_of(index: usize, bodies: &[FramedBody], gravity: Vec3, until: f32) -> Path {
    let body = &bodies[index];
    let ahead = obstacles(index, bodies, &[]);
    let resting =
        bodies.iter().enumerate().any(|(other, it)| other != index && it.solid && touch(&it.aabb, &body.aabb));
    let fall = if resting { Vec3::ZERO } else { gravity };
    let at = |t: f32| body.aabb.center + body.velocity * t + 0.5 * fall * t * t;
    let mut bounds = body.aabb;
    let (mut from, mut travelled) = (body.aabb.center, 0.0);
    for step in 1..=PATH_SEGMENTS {
        let to = at(until * step as f32 / PATH_SEGMENTS as f32);
        let Some(ray) = Ray::new(from, to - from) else {
            continue;
        };
        let length = (to - from).length().min(PATH_REACH - travelled);
        let met = first_met(&ray, &ahead, length);
        bounds = bounds.union(&Aabb::new(ray.at(met.map_or(length, |met| met.distance)), body.aabb.half_extents));
        if let Some(met) = met {
            // the body struck runs on at about the striker's speed for the rest of the horizon
            let segment = until / PATH_SEGMENTS as f32;
            let speed = (to - from).length() / segment;
            let left = until - segment * (step as f32 - 1.0) - met.distance / speed;
            return struck(index, bodies, (&ray, met), (bounds, speed * left));
        }
        travelled += length;
        if travelled >= PATH_REACH {
            return Path { bounds, met: Vec::new() };
        }
        from = to;
    }
    let onward = Ray::new(from, body.velocity + fall * until).filter(|_| until == HORIZON);
    let met = onward.as_ref().and_then(|ray| Some((ray, first_met(ray, &ahead, PATH_REACH - travelled)?)));
    match met {
        Some((ray, met)) if bodies[met.other].free() => {
            let bounds = bounds.union(&Aabb::new(ray.at(met.distance), body.aabb.half_extents));
            struck(index, bodies, (ray, met), (bounds, PATH_REACH - travelled - met.distance))
        }
        _ => Path { bounds, met: Vec::new() },
    }
}

/// `bounds`, the path of body `index` up to `met` along `ray`, with the struck body around the meeting point
/// and, if it is free, the row it is pushed on through, with `reach` metres of path left.
fn struck(index: usize, bodies: &[FramedBody], (ray, met): (&Ray, Meeting), (bounds, reach): (Aabb, f32)) -> Path {
    let bounds = bounds.union(&met_part(&bodies[met.other], ray.at(met.distance), &bodies[index]));
    let mut row = vec![index, met.other];
    let bounds = pushed_on(&mut row, ray.direction, bodies, (bounds, reach));
    Path { bounds, met: row.split_off(1) }
}

/// `bounds` with the `row` of bodies (the striker, then those struck) pushed on along `direction`: while the
/// last is free, it runs straight on, up to `reach` metres in all, to the next body it meets, which joins the
/// row (up to `MOST_PUSHED` struck), with the part of that body around where it is met.
fn pushed_on(
    row: &mut Vec<usize>,
    direction: Vec3,
    bodies: &[FramedBody],
    (mut bounds, mut reach): (Aabb, f32),
) -> Aabb {
    while let Some(&current) = row.last().filter(|&&last| bodies[last].free()) {
        if row.len() > MOST_PUSHED || reach <= 0.0 {
            break;
        }
        let body = &bodies[current];
        let ray = Ray { origin: body.aabb.center, direction };
        let Some(met) = first_met(&ray, &obstacles(current, bodies, row), reach) else {
            break;
        };
        let end = ray.at(met.distance);
        bounds = bounds.union(&body.aabb).union(&Aabb::new(end, body.aabb.half_extents));
        bounds = bounds.union(&met_part(&bodies[met.other], end, body));
        row.push(met.other);
        reach -= met.distance;
    }
    bounds
}

/// The part of `met` around where `mover`'s centre is when it meets it, at `end`: within `MET_REACH` of the
/// mover there.
fn met_part(met: &FramedBody, end: Vec3, mover: &FramedBody) -> Aabb {
    let near = Aabb::new(end, mover.aabb.half_extents + Vec3::splat(MET_REACH));
    intersection(&met.aabb, &near).unwrap_or(near)
}

/// Where a body at `at` of bounds half `half` swings on a joint from the fixed point `pivot`: from where it is
/// to the other side of the pivot and down to the joint's `length` below it.
pub fn swing_bounds(at: Vec3, half: Vec3, (pivot, length): (Vec3, f32)) -> Aabb {
    let across = Vec3::new(2.0 * pivot.x - at.x, at.y, 2.0 * pivot.z - at.z);
    let bottom = pivot - Vec3::Y * length;
    let (min, max) = [at, across, pivot, bottom]
        .iter()
        .fold((Vec3::INFINITY, Vec3::NEG_INFINITY), |(min, max), p| (min.min(*p), max.max(*p)));
    Aabb::from_min_max(min - half, max + half)
}

/// Where two boxes overlap, if they do.
fn intersection(a: &Aabb, b: &Aabb) -> Option<Aabb> {
    let (min, max) = (a.min().max(b.min()), a.max().min(b.max()));
    min.cmple(max).all().then(|| Aabb::from_min_max(min, max))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    pub(crate) fn ball(at: Vec3, velocity: Vec3) -> FramedBody {
        FramedBody { aabb: Aabb::new(at, Vec3::splat(0.5)), moves: true, solid: true, velocity, held: None }
    }

    pub(crate) fn fixed(at: Vec3, half: Vec3) -> FramedBody {
        FramedBody { aabb: Aabb::new(at, half), moves: false, solid: true, velocity: Vec3::ZERO, held: None }
    }

    #[test]
    fn a_pendulum_is_framed_over_its_swing_not_a_fall() {
        // a ball (bounds 0.5 m about its centre) on a 1 m string from (0, 2, 0), let go 30° to the right
        let at = Vec3::new(0.5, 2.0 - 0.866, 0.0);
        let held = Some(swing_bounds(at, Vec3::splat(0.5), (Vec3::new(0.0, 2.0, 0.0), 1.0)));
        let bodies = [FramedBody { held, ..ball(at, Vec3::ZERO) }];
        let found = action(&bodies, Vec3::new(0.0, -9.81, 0.0)).unwrap();
        // from −1 to 1 across, from the bottom of the swing to above the pivot, not 11 m of fall
        assert!((found.bounds.min().x + 1.0).abs() < 1e-5 && (found.bounds.max().x - 1.0).abs() < 1e-5);
        assert!((found.bounds.min().y - 0.5).abs() < 1e-5 && (found.bounds.max().y - 2.5).abs() < 1e-5);
    }

    #[test]
    fn a_dropped_ball_is_framed_with_the_floor_it_lands_on() {
        let bodies =
            [ball(Vec3::new(0.0, 5.0, 0.0), Vec3::ZERO), fixed(Vec3::new(0.0, -0.5, 0.0), Vec3::new(50.0, 0.5, 50.0))];
        let bounds = action(&bodies, Vec3::new(0.0, -9.81, 0.0)).unwrap().bounds;
        // down to the floor's top, and the floor only around where the ball lands
        assert!(bounds.min().y <= 0.0 && bounds.min().y >= -1.0 - 1e-4, "{bounds:?}");
        assert!(bounds.max().y >= 5.5 - 1e-4 && bounds.half_extents.x <= 1.5 + 1e-4, "{bounds:?}");
    }

    #[test]
    fn a_fast_bullet_is_framed_up_to_the_thin_wall_it_meets() {
        let bullet = FramedBody {
            aabb: Aabb::new(Vec3::new(-6.0, 1.0, 0.0), Vec3::splat(0.05)),
            moves: true,
            solid: true,
            velocity: Vec3::new(300.0, 0.0, 0.0),
            held: None,
        };
        let wall = fixed(Vec3::new(0.0, 1.0, 0.0), Vec3::new(0.005, 1.5, 1.5));
        let found = action(&[bullet, wall], Vec3::ZERO).unwrap();
        let bounds = found.bounds;
        assert!((bounds.min().x + 6.05).abs() < 1e-4 && bounds.max().x < 0.1, "{bounds:?}");
        assert_eq!(found.bodies, [0, 1], "the bullet and the wall it meets take part");
        // a sensor in the way does not stop the path
        let sensor = FramedBody { solid: false, ..fixed(Vec3::new(-3.0, 1.0, 0.0), Vec3::splat(0.5)) };
        assert_eq!(action(&[bullet, sensor, wall], Vec3::ZERO).unwrap().bodies, [0, 2]);
        // with nothing ahead the path stops at PATH_REACH
        let alone = action(&[bullet], Vec3::ZERO).unwrap().bounds;
        assert!((alone.max().x - (-6.0 + PATH_REACH + 0.05)).abs() < 1e-3, "{alone:?}");
    }

    #[test]
    fn a_ball_resting_on_the_floor_keeps_its_height_and_its_run() {
        let bodies = [
            ball(Vec3::new(0.0, 0.5, 0.0), Vec3::new(2.0, 0.0, 0.0)),
            fixed(Vec3::new(0.0, -0.5, 0.0), Vec3::new(50.0, 0.5, 50.0)),
        ];
        let bounds = action(&bodies, Vec3::new(0.0, -9.81, 0.0)).unwrap().bounds;
        assert!(bounds.min().y >= -1e-4 && (bounds.max().x - 3.5).abs() < 1e-3, "{bounds:?}");
    }

    #[test]
    fn a_block_struck_past_the_horizon_is_framed_with_the_wall_it_is_pushed_into() {
        // Galperin's row: a 1 m block at 1 m/s, a 0.5 m block at rest 1.75 m beyond its 1.5 s path, then a wall
        let heavy =
            FramedBody { aabb: Aabb::new(Vec3::new(4.5, 0.0, 0.0), Vec3::splat(0.5)), ..ball(Vec3::ZERO, -Vec3::X) };
        let light =
            FramedBody { aabb: Aabb::new(Vec3::new(2.0, 0.0, 0.0), Vec3::splat(0.25)), ..ball(Vec3::ZERO, Vec3::ZERO) };
        let wall = fixed(Vec3::new(-0.25, 0.0, 0.0), Vec3::new(0.25, 1.5, 2.0));
        let found = action(&[wall, light, heavy], Vec3::ZERO).unwrap();
        assert_eq!(found.bodies, [0, 1, 2], "the wall takes part");
        // the wall's face and the part of it around where the light block meets it, through the heavy block
        let bounds = found.bounds;
        assert!((bounds.min().x + 0.5).abs() < 1e-4 && (bounds.max().x - 5.0).abs() < 1e-4, "{bounds:?}");
        assert!((bounds.max().y - 1.25).abs() < 1e-4, "the wall only near the meeting: {bounds:?}");
        // a wall alone beyond the horizon is not what the block meets in the next moments
        let alone = action(&[wall, heavy], Vec3::ZERO).unwrap();
        assert_eq!(alone.bodies, [1]);
        assert!((alone.bounds.min().x - 2.5).abs() < 1e-4, "{:?}", alone.bounds);
    }

    #[test]
    fn a_ball_struck_on_the_floor_is_pushed_on_along_it_not_into_it() {
        let floor = fixed(Vec3::new(0.0, -0.5, 0.0), Vec3::new(50.0, 0.5, 50.0));
        let cue = ball(Vec3::new(-2.0, 0.5, 0.0), Vec3::new(2.0, 0.0, 0.0));
        let target = ball(Vec3::new(0.0, 0.5, 0.0), Vec3::ZERO);
        // struck after 0.5 s, the target runs on at 2 m/s for the horizon's last second: it reaches the post
        // 1.8 m on, and not one 5.3 m on
        let post = fixed(Vec3::new(2.5, 1.0, 0.0), Vec3::new(0.2, 1.0, 0.2));
        let found = action(&[floor, cue, target, post], Vec3::new(0.0, -9.81, 0.0)).unwrap();
        assert_eq!(found.bodies, [1, 2, 3]);
        let bounds = found.bounds;
        assert!(bounds.min().y >= -1e-4 && (bounds.max().x - 2.7).abs() < 1e-4, "{bounds:?}");
        let far = fixed(Vec3::new(6.0, 1.0, 0.0), Vec3::new(0.2, 1.0, 0.2));
        assert_eq!(action(&[floor, cue, target, far], Vec3::new(0.0, -9.81, 0.0)).unwrap().bodies, [1, 2]);
        // a struck body held by a joint swings: it pushes nothing on
        let held = FramedBody { held: Some(target.aabb), ..target };
        assert_eq!(action(&[floor, cue, held, post], Vec3::new(0.0, -9.81, 0.0)).unwrap().bodies, [1, 2]);
    }

    #[test]
    fn balls_whose_paths_cross_are_framed_where_they_pass() {
        // 40 m/s each, 20 m out: they pass 0.37 m apart by the origin half a second on, where both paths end
        let early = FramedBody {
            aabb: Aabb::new(Vec3::new(-20.0667, 0.0, 0.0), Vec3::splat(0.15)),
            ..ball(Vec3::ZERO, Vec3::X * 40.0)
        };
        let late = FramedBody {
            aabb: Aabb::new(Vec3::new(0.0, 0.0, -20.6), Vec3::splat(0.15)),
            ..ball(Vec3::ZERO, Vec3::Z * 40.0)
        };
        let bounds = action(&[early, late], Vec3::ZERO).unwrap().bounds;
        assert!((bounds.max().x - 0.42).abs() < 0.01 && (bounds.max().z - 0.15).abs() < 0.01, "{bounds:?}");
        // moving apart, or passing far off, they add nothing to their paths
        let away = FramedBody { velocity: -late.velocity, ..late };
        let bounds = action(&[early, away], Vec3::ZERO).unwrap().bounds;
        assert!(bounds.max().x < 0.2, "{bounds:?}");
        let wide = FramedBody { aabb: Aabb::new(Vec3::new(5.0, 0.0, -20.6), Vec3::splat(0.15)), ..late };
        assert!(action(&[early, wide], Vec3::ZERO).unwrap().bounds.max().z < 0.2);
    }
}
