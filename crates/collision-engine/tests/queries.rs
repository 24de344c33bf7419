//! Spatial queries against brute force: on random scenes of spheres, boxes and walls, static and moving, the
//! grid-searched ray casts, shape casts and overlap tests find exactly what testing every body finds, also
//! after the bodies moved, one was moved by hand, and with a layer mask.

mod common;

use bevy::ecs::system::RunSystemOnce;
use bevy::prelude::*;
use collision_engine::geometry::{Placed, Ray, Shape, cast_placed, contact_placed, raycast_placed};
use collision_engine::physics::{Collider, CollisionLayers, QueryFilter, QueryHit, SpatialQuery};
use common::*;

/// The random scenes' shapes and places, from the tests' seeded generator.
impl Lcg {
    fn vec3(&mut self) -> Vec3 {
        Vec3::new(self.next(), self.next(), self.next())
    }
    fn shape(&mut self) -> Shape {
        match self.next() {
            r if r < 0.05 => Shape::Cuboid { half_extents: Vec3::new(6.0, 0.1, 6.0) },
            r if r < 0.5 => Shape::Sphere { radius: 0.05 + self.next() * 0.6 },
            _ => Shape::Cuboid { half_extents: self.vec3() * 0.6 + 0.02 },
        }
    }
}

/// `count` bodies in a cube `spread` wide, a fifth static, the moving ones drifting; each in group 1 or 2.
fn random_scene(random: &mut Lcg, count: usize, spread: f32) -> App {
    let mut app = space();
    for n in 0..count {
        let body = Body { shape: random.shape(), ..sphere(1.0) }.at(random.vec3() * spread);
        let body = if random.next() < 0.2 { body.fixed() } else { body.moving((random.vec3() - 0.5) * 6.0) };
        let entity = body.spawn(&mut app);
        app.world_mut().entity_mut(entity).insert(CollisionLayers::new(1 << (n % 2), u32::MAX));
    }
    app
}

/// Every body: entity, its shape where it is (turned, as bodies that met have turned), groups.
fn every_body(app: &mut App) -> Vec<(Entity, Placed, u32)> {
    let mut query = app.world_mut().query::<(Entity, &Collider, &Transform, &CollisionLayers)>();
    let placed = |c: &Collider, t: &Transform| Placed::new(c.0.clone(), t.translation, t.rotation);
    query.iter(app.world()).map(|(e, c, t, l)| (e, placed(c, t), l.memberships)).collect()
}

fn brute_ray_hits(bodies: &[(Entity, Placed, u32)], ray: &Ray, max: f32, mask: u32) -> Vec<(Entity, f32)> {
    let mut hits: Vec<(Entity, f32)> = bodies
        .iter()
        .filter(|body| body.2 & mask != 0)
        .filter_map(|(e, placed, _)| raycast_placed(ray, placed, max).map(|hit| (*e, hit.distance)))
        .collect();
    hits.sort_by(|a, b| a.1.total_cmp(&b.1).then(a.0.cmp(&b.0)));
    hits
}

fn brute_cast(bodies: &[(Entity, Placed, u32)], shape: &Shape, ray: &Ray, max: f32) -> Option<f32> {
    let (probe, motion) = (Placed::at(shape.clone(), ray.origin), ray.direction * max);
    bodies
        .iter()
        .filter_map(|(_, other, _)| cast_placed(&probe, motion, other, Vec3::ZERO))
        .map(|cast| cast.fraction * max)
        .min_by(f32::total_cmp)
}

fn brute_overlaps(bodies: &[(Entity, Placed, u32)], shape: &Shape, at: Vec3) -> Vec<Entity> {
    let probe = Placed::at(shape.clone(), at);
    let mut found: Vec<Entity> =
        bodies.iter().filter(|(_, other, _)| contact_placed(&probe, other).is_some()).map(|b| b.0).collect();
    found.sort_unstable();
    found
}

/// The queries' answers for one probe: all ray hits (entity, distance), the nearest ray hit, the nearest
/// shape-cast distance and the overlaps.
type Answers = (Vec<(Entity, f32)>, Option<QueryHit>, Option<f32>, Vec<Entity>);

fn ask(app: &mut App, ray: Ray, max: f32, mask: u32, shape: Shape) -> Answers {
    app.world_mut()
        .run_system_once(move |query: SpatialQuery| {
            let filter = QueryFilter::default().with_mask(mask);
            let hits = query.ray_hits(&ray, max, &filter).iter().map(|hit| (hit.entity, hit.distance)).collect();
            let nearest = query.cast_ray(&ray, max, &filter);
            let cast = query.cast_shape(&shape, &ray, max, &QueryFilter::default()).map(|hit| hit.distance);
            (hits, nearest, cast, query.overlapping(&shape, ray.origin, &QueryFilter::default()))
        })
        .unwrap()
}

fn check_probes(app: &mut App, random: &mut Lcg, spread: f32, label: &str) {
    let bodies = every_body(app);
    for probe in 0..30 {
        let origin = random.vec3() * spread * 1.4 - spread * 0.2;
        let ray = Ray::new(origin, random.vec3() - 0.5).unwrap();
        let max = if probe % 5 == 0 { f32::INFINITY } else { 2.0 + random.next() * spread };
        let mask = [u32::MAX, 1, 2][probe % 3];
        let shape = random.shape();
        let (hits, nearest, cast, overlaps) = ask(app, ray, max, mask, shape.clone());
        let expected = brute_ray_hits(&bodies, &ray, max, mask);
        assert_eq!(hits, expected, "{label} probe {probe}: every ray hit");
        assert_eq!(nearest.map(|hit| hit.distance), expected.first().map(|hit| hit.1), "{label} probe {probe}");
        if let Some(hit) = nearest {
            assert!((hit.point - ray.at(hit.distance)).length() < 1e-4 && close(hit.normal.length(), 1.0, 1e-4));
        }
        // no body is farther than 300 m from any probe; a cast's fraction of its motion is good to ~1e-7
        let length = max.min(300.0);
        let brute = brute_cast(&bodies, &shape, &ray, length);
        let (found, brute) = (cast.unwrap_or(-1.0), brute.unwrap_or(-1.0));
        assert_close!(found, brute, 1e-4 + 1e-6 * length, "{label} probe {probe}: shape cast {found} vs {brute}");
        assert_eq!(overlaps, brute_overlaps(&bodies, &shape, ray.origin), "{label} probe {probe}: overlaps");
    }
}

#[test]
fn queries_find_what_testing_every_body_finds_on_random_scenes() {
    let mut random = Lcg(5);
    for scene in 0..12 {
        let spread = if scene % 2 == 0 { 8.0 } else { 60.0 };
        let mut app = random_scene(&mut random, 60 + scene * 40, spread);
        check_probes(&mut app, &mut random, spread, &format!("scene {scene}"));
        step(&mut app, 5);
        check_probes(&mut app, &mut random, spread, &format!("scene {scene} after 5 steps"));
        // one static and one moving body moved by hand between two systems' queries
        let bodies = every_body(&mut app);
        for &(entity, ..) in bodies.iter().take(2) {
            app.world_mut().get_mut::<Transform>(entity).unwrap().translation = random.vec3() * spread;
        }
        check_probes(&mut app, &mut random, spread, &format!("scene {scene} moved by hand"));
    }
}

#[test]
fn a_ray_reports_the_surface_point_and_normal_and_skips_excluded_bodies() {
    // a ball of radius 1 at x = 5 in front of a wall at x = 10: the ray along +x meets the ball at x = 4
    let mut app = space();
    let ball = sphere(1.0).at(Vec3::X * 5.0).spawn(&mut app);
    let wall = cuboid(Vec3::new(0.5, 3.0, 3.0)).at(Vec3::X * 10.0).fixed().spawn(&mut app);
    let ray = Ray::new(Vec3::ZERO, Vec3::X).unwrap();
    let (first, second, cube) = app
        .world_mut()
        .run_system_once(move |query: SpatialQuery| {
            let first = query.cast_ray(&ray, 100.0, &QueryFilter::default()).unwrap();
            let second = query.cast_ray(&ray, 100.0, &QueryFilter::default().excluding([ball])).unwrap();
            let cube = Shape::Cuboid { half_extents: Vec3::splat(0.5) };
            (first, second, query.cast_shape(&cube, &ray, 100.0, &QueryFilter::default()).unwrap())
        })
        .unwrap();
    assert_eq!((first.entity, first.distance, first.point, first.normal), (ball, 4.0, Vec3::X * 4.0, -Vec3::X));
    assert_eq!((second.entity, second.distance, second.normal), (wall, 9.5, -Vec3::X));
    // a 1 m cube swept along x touches the ball when its face reaches x = 4: its centre at 3.5
    assert_eq!(cube.entity, ball);
    assert_close!(cube.distance, 3.5, 1e-4, "{cube:?}");
    assert!((cube.normal + Vec3::X).length() < 1e-4, "{cube:?}");
    assert_close!(cube.point.x, 4.0, 1e-4, "{cube:?}");
}
