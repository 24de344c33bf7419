//! The benchmark scenes, built in code so every engine gets exactly the same bodies.

use bevy::math::Vec3;
use collision_sandbox::geometry::Shape;

/// One body: shape, where it starts, how fast, how heavy, and whether it is fixed.
#[derive(Clone, Copy, Debug)]
pub struct BenchBody {
    pub shape: Shape,
    pub position: Vec3,
    pub velocity: Vec3,
    pub mass: f32,
    pub fixed: bool,
}

impl BenchBody {
    fn dynamic(shape: Shape, position: Vec3) -> Self {
        BenchBody { shape, position, velocity: Vec3::ZERO, mass: 1.0, fixed: false }
    }

    fn fixed(shape: Shape, position: Vec3) -> Self {
        BenchBody { fixed: true, ..Self::dynamic(shape, position) }
    }
}

/// A scene and how to judge it.
#[derive(Clone, Debug)]
pub struct BenchScene {
    pub name: String,
    pub bodies: Vec<BenchBody>,
    pub gravity: Vec3,
    pub steps: usize,
    /// A dynamic body whose centre ends beyond this x has tunnelled through the wall (bullets scene).
    pub wall_far_side: Option<f32>,
}

fn ground(half: f32) -> BenchBody {
    BenchBody::fixed(Shape::Box { half_extents: Vec3::new(half, 0.5, half) }, Vec3::new(0.0, -0.5, 0.0))
}

/// n³ bodies of `shape` in a loose cube above a ground box.
pub fn grid(name: &str, n: usize, shape: Shape) -> BenchScene {
    let spacing = 2.0 * shape.bounding_radius().max(0.5) + 0.1;
    let offset = (n as f32 - 1.0) * spacing * 0.5;
    let mut bodies = vec![ground(offset + 20.0)];
    for i in 0..n {
        for j in 0..n {
            for k in 0..n {
                let at = Vec3::new(i as f32 * spacing - offset, 0.6 + j as f32 * spacing, k as f32 * spacing - offset);
                bodies.push(BenchBody::dynamic(shape, at));
            }
        }
    }
    BenchScene {
        name: format!("{name} {n}³"),
        bodies,
        gravity: Vec3::new(0.0, -9.81, 0.0),
        steps: 300,
        wall_far_side: None,
    }
}

/// A pyramid of unit cubes with `base` cubes along its bottom row (a 2D pyramid, as in Box2D's sample).
pub fn pyramid(base: usize) -> BenchScene {
    let cube = Shape::Box { half_extents: Vec3::splat(0.5) };
    let mut bodies = vec![ground(base as f32 + 10.0)];
    for row in 0..base {
        for i in 0..base - row {
            let x = (i as f32 - (base - row - 1) as f32 * 0.5) * 1.0;
            bodies.push(BenchBody::dynamic(cube, Vec3::new(x, 0.5 + row as f32, 0.0)));
        }
    }
    BenchScene {
        name: format!("pyramid {base}"),
        bodies,
        gravity: Vec3::new(0.0, -9.81, 0.0),
        steps: 300,
        wall_far_side: None,
    }
}

/// Zero gravity: a block of `count` small boxes hit by a heavy box at 40 m/s.
pub fn smash(count: usize) -> BenchScene {
    let small = Shape::Box { half_extents: Vec3::splat(0.25) };
    let side = (count as f32).cbrt().ceil() as usize;
    let mut bodies = Vec::with_capacity(count + 1);
    'fill: for i in 0..side {
        for j in 0..side {
            for k in 0..side {
                if bodies.len() == count {
                    break 'fill;
                }
                bodies.push(BenchBody::dynamic(small, Vec3::new(i as f32 * 0.55, j as f32 * 0.55, k as f32 * 0.55)));
            }
        }
    }
    let middle = side as f32 * 0.55 * 0.5;
    let hammer = BenchBody {
        velocity: Vec3::new(40.0, 0.0, 0.0),
        mass: 100.0,
        ..BenchBody::dynamic(Shape::Box { half_extents: Vec3::splat(2.0) }, Vec3::new(-10.0, middle, middle))
    };
    bodies.push(hammer);
    BenchScene { name: format!("smash {count}"), bodies, gravity: Vec3::ZERO, steps: 300, wall_far_side: None }
}

/// 100 spheres at 200 m/s at a 0.1 m wall, spawned 10 m or more away.
pub fn bullets() -> BenchScene {
    let mut bodies = vec![BenchBody::fixed(Shape::Box { half_extents: Vec3::new(0.05, 6.0, 6.0) }, Vec3::ZERO)];
    for i in 0..10 {
        for j in 0..10 {
            let at = Vec3::new(-10.0 - (i + j) as f32 * 0.7, -4.5 + i as f32, -4.5 + j as f32);
            bodies.push(BenchBody {
                velocity: Vec3::new(200.0, 0.0, 0.0),
                mass: 0.01,
                ..BenchBody::dynamic(Shape::Sphere { radius: 0.1 }, at)
            });
        }
    }
    BenchScene { name: "bullets".into(), bodies, gravity: Vec3::ZERO, steps: 300, wall_far_side: Some(0.05) }
}

/// Every scene the issue names, in table order; `quick` keeps the small ones only.
pub fn all(quick: bool) -> Vec<BenchScene> {
    let ball = Shape::Sphere { radius: 0.5 };
    let cube = Shape::Box { half_extents: Vec3::splat(0.5) };
    let mut scenes = vec![grid("balls", 10, ball), grid("boxes", 10, cube), pyramid(40), smash(4_000), bullets()];
    if !quick {
        scenes.extend([grid("balls", 20, ball), grid("boxes", 20, cube), pyramid(80), smash(16_000)]);
    }
    scenes
}

/// Balls n³ from 1k to 16k bodies (10,648 at n = 22), for our time per step against N log N.
pub fn series() -> impl Iterator<Item = BenchScene> {
    [10, 13, 16, 20, 22, 25].into_iter().map(|n| grid("balls", n, Shape::Sphere { radius: 0.5 }))
}
