//! The benchmark scenes, built in code so every engine gets exactly the same bodies.

use bevy::math::{Quat, Vec3};
use std::sync::Arc;

use collision_sandbox::geometry::{Compound, CompoundPart, ConvexHull, Shape};

/// One body: shape, where it starts and how turned, how fast, how heavy, and whether it is fixed.
#[derive(Clone, Debug)]
pub struct BenchBody {
    pub shape: Shape,
    pub position: Vec3,
    pub rotation: Quat,
    pub velocity: Vec3,
    pub mass: f32,
    pub fixed: bool,
    pub restitution: f32,
    pub friction: f32,
}

impl BenchBody {
    pub fn dynamic(shape: Shape, position: Vec3) -> Self {
        let (velocity, rotation) = (Vec3::ZERO, Quat::IDENTITY);
        BenchBody { shape, position, rotation, velocity, mass: 1.0, fixed: false, restitution: 0.5, friction: 0.5 }
    }

    pub fn fixed(shape: Shape, position: Vec3) -> Self {
        BenchBody { fixed: true, ..Self::dynamic(shape, position) }
    }
}

/// What a joint of a benchmark scene is: a string (rapier3d's rope joint), a spring, or a hinge (its revolute
/// joint) about `axis` (in A's own axes) through `anchors` (in each body's own axes).
#[derive(Clone, Copy, Debug)]
pub enum BenchJointKind {
    String { length: f32 },
    Spring { rest_length: f32, stiffness: f32, damping: f32 },
    Hinge { anchors: [Vec3; 2], axis: Vec3 },
}

/// A joint between bodies `a` and `b` (indices into the scene's bodies): between their centres, but a hinge.
#[derive(Clone, Copy, Debug)]
pub struct BenchJoint {
    pub a: usize,
    pub b: usize,
    pub kind: BenchJointKind,
}

/// A scene and how to judge it.
#[derive(Clone, Debug)]
pub struct BenchScene {
    pub name: String,
    pub bodies: Vec<BenchBody>,
    pub joints: Vec<BenchJoint>,
    pub gravity: Vec3,
    pub steps: usize,
    /// A dynamic body whose centre ends beyond this x has tunnelled through the wall (bullets scene).
    pub wall_far_side: Option<f32>,
    /// A dynamic body whose centre ends outside this box (min, max) has escaped its container.
    pub container: Option<(Vec3, Vec3)>,
    /// Whether the scene starts at rest and should stay so (the pyramids): how far its bodies drift is judged.
    pub stands: bool,
}

impl BenchScene {
    pub fn new(name: String, bodies: Vec<BenchBody>, gravity: Vec3) -> Self {
        BenchScene {
            name,
            bodies,
            joints: Vec::new(),
            gravity,
            steps: 300,
            wall_far_side: None,
            container: None,
            stands: false,
        }
    }
}

fn ground(half: f32) -> BenchBody {
    BenchBody::fixed(Shape::Cuboid { half_extents: Vec3::new(half, 0.5, half) }, Vec3::new(0.0, -0.5, 0.0))
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
                bodies.push(BenchBody::dynamic(shape.clone(), at));
            }
        }
    }
    BenchScene::new(format!("{name} {n}³"), bodies, GRAVITY)
}

const GRAVITY: Vec3 = Vec3::new(0.0, -9.81, 0.0);

/// A pyramid of unit cubes with `base` cubes along its bottom row (a 2D pyramid, as in Box2D's sample and
/// Box3D/PEEL's large pyramid).
pub fn pyramid(base: usize) -> BenchScene {
    let mut bodies = vec![ground(base as f32 + 10.0)];
    bodies.extend(pyramid_at(base, Vec3::ZERO));
    BenchScene { stands: true, ..BenchScene::new(format!("pyramid {base}"), bodies, GRAVITY) }
}

fn pyramid_at(base: usize, at: Vec3) -> impl Iterator<Item = BenchBody> {
    (0..base).flat_map(move |row| {
        (0..base - row).map(move |i| {
            let x = i as f32 - (base - row - 1) as f32 * 0.5;
            let cube = Shape::Cuboid { half_extents: Vec3::splat(0.5) };
            BenchBody::dynamic(cube, at + Vec3::new(x, 0.5 + row as f32, 0.0))
        })
    })
}

/// Many small pyramids side by side (Box3D/PEEL's "many pyramids"): `columns` × `rows` pyramids of `base`.
pub fn pyramids(columns: usize, rows: usize, base: usize) -> BenchScene {
    let spacing = Vec3::new(base as f32 + 2.0, 0.0, 2.0);
    let mut bodies = vec![ground(columns as f32 * spacing.x + 10.0)];
    for c in 0..columns {
        for r in 0..rows {
            let at =
                Vec3::new((c as f32 - columns as f32 * 0.5) * spacing.x, 0.0, (r as f32 - rows as f32 * 0.5) * 2.0);
            bodies.extend(pyramid_at(base, at));
        }
    }
    let count = bodies.len() - 1;
    let name = format!("{count} boxes in {} pyramids", columns * rows);
    BenchScene { stands: true, ..BenchScene::new(name, bodies, GRAVITY) }
}

/// Jolt's high-speed scene: `count` spheres and boxes at 250 m/s in a closed box 100 m wide, restitution 0.9
/// to 1.0, no gravity: no body may leave the box, and kinetic energy may never rise.
pub fn high_speed(count: usize) -> BenchScene {
    let half = 50.0;
    let mut bodies: Vec<BenchBody> = (0..6)
        .map(|face| {
            let axis = face / 2;
            let side = if face % 2 == 0 { -1.0 } else { 1.0 };
            let mut half_extents = Vec3::splat(half + 1.0);
            half_extents[axis] = 0.5;
            let mut center = Vec3::ZERO;
            center[axis] = side * (half + 0.5);
            BenchBody::fixed(Shape::Cuboid { half_extents }, center)
        })
        .collect();
    let mut random = Lcg(3);
    for n in 0..count {
        let shape =
            if n % 2 == 0 { Shape::Sphere { radius: 0.5 } } else { Shape::Cuboid { half_extents: Vec3::splat(0.5) } };
        let at = (Vec3::new(random.next(), random.next(), random.next()) - 0.5) * 2.0 * (half - 2.0);
        let direction = (Vec3::new(random.next(), random.next(), random.next()) - 0.5).normalize_or(Vec3::X);
        bodies.push(BenchBody {
            velocity: direction * 250.0,
            restitution: 0.9 + 0.1 * random.next(),
            friction: 0.0,
            ..BenchBody::dynamic(shape.clone(), at)
        });
    }
    let container = Some((Vec3::splat(-half), Vec3::splat(half)));
    BenchScene { container, ..BenchScene::new(format!("high speed {count}"), bodies, Vec3::ZERO) }
}

/// `count` stacks, each a 1000 kg box set on a 1 kg box on the ground.
pub fn heavy_on_light(count: usize) -> BenchScene {
    let cube = Shape::Cuboid { half_extents: Vec3::splat(0.5) };
    let side = (count as f32).sqrt().ceil() as usize;
    let mut bodies = vec![ground(side as f32 * 3.0 + 10.0)];
    for n in 0..count {
        let at = Vec3::new((n % side) as f32 * 3.0, 0.5, (n / side) as f32 * 3.0);
        bodies.push(BenchBody::dynamic(cube.clone(), at));
        bodies.push(BenchBody { mass: 1000.0, ..BenchBody::dynamic(cube.clone(), at + Vec3::Y) });
    }
    BenchScene::new(format!("heavy on light ×{count}"), bodies, GRAVITY)
}

/// `count` boxes sliding without friction at 3 m/s across a floor of 1 m tiles.
pub fn tiled_floor(count: usize) -> BenchScene {
    let slider = Shape::Cuboid { half_extents: Vec3::splat(0.25) };
    BenchScene::new(format!("tiled floor ×{count}"), tiles_and_sliders(count, slider), GRAVITY)
}

/// The same with balls, which every engine slides across the seams (boxes snag in the peers: thrown back at the
/// first seam, they slide off the floor's end and fall, and the rest of their run costs nothing).
pub fn tiled_floor_balls(count: usize) -> BenchScene {
    let slider = Shape::Sphere { radius: 0.25 };
    BenchScene::new(format!("tiled floor, balls ×{count}"), tiles_and_sliders(count, slider), GRAVITY)
}

/// 40 × `count` static 1 m tiles, and a row of `count` sliders on them at 3 m/s along x, without friction.
fn tiles_and_sliders(count: usize, slider: Shape) -> Vec<BenchBody> {
    let tile = Shape::Cuboid { half_extents: Vec3::new(0.5, 0.5, 0.5) };
    let mut bodies = Vec::new();
    for x in 0..40 {
        for z in 0..count {
            let floor =
                BenchBody { friction: 0.0, ..BenchBody::fixed(tile.clone(), Vec3::new(x as f32, -0.5, z as f32)) };
            bodies.push(floor);
        }
    }
    for z in 0..count {
        bodies.push(BenchBody {
            velocity: Vec3::new(3.0, 0.0, 0.0),
            friction: 0.0,
            ..BenchBody::dynamic(slider.clone(), Vec3::new(0.0, 0.25, z as f32))
        });
    }
    bodies
}

/// The engine's tests' seeded generator, so every engine and every run gets the same scene.
#[path = "../../../crates/collision-engine/src/test_random.rs"]
mod test_random;
use test_random::Lcg;

/// Zero gravity: a block of `count` small boxes hit by a heavy box at 40 m/s.
pub fn smash(count: usize) -> BenchScene {
    let small = Shape::Cuboid { half_extents: Vec3::splat(0.25) };
    let side = (count as f32).cbrt().ceil() as usize;
    let mut bodies = Vec::with_capacity(count + 1);
    'fill: for i in 0..side {
        for j in 0..side {
            for k in 0..side {
                if bodies.len() == count {
                    break 'fill;
                }
                bodies.push(BenchBody::dynamic(
                    small.clone(),
                    Vec3::new(i as f32 * 0.55, j as f32 * 0.55, k as f32 * 0.55),
                ));
            }
        }
    }
    let middle = side as f32 * 0.55 * 0.5;
    let hammer = BenchBody {
        velocity: Vec3::new(40.0, 0.0, 0.0),
        mass: 100.0,
        ..BenchBody::dynamic(Shape::Cuboid { half_extents: Vec3::splat(2.0) }, Vec3::new(-10.0, middle, middle))
    };
    bodies.push(hammer);
    BenchScene::new(format!("smash {count}"), bodies, Vec3::ZERO)
}

/// 100 spheres at 200 m/s at a 0.1 m wall, spawned 10 m or more away.
pub fn bullets() -> BenchScene {
    let mut bodies = vec![BenchBody::fixed(Shape::Cuboid { half_extents: Vec3::new(0.05, 6.0, 6.0) }, Vec3::ZERO)];
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
    BenchScene { wall_far_side: Some(0.05), ..BenchScene::new("bullets".into(), bodies, Vec3::ZERO) }
}

/// `count` cylinders, capsules and cones, turned every which way, dropped in rows into a walled box 14 m across.
pub fn mixed_pile(count: usize) -> BenchScene {
    let shapes = [
        Shape::Cylinder { radius: 0.35, half_height: 0.35 },
        Shape::Capsule { radius: 0.25, half_length: 0.3 },
        Shape::Cone { radius: 0.4, half_height: 0.4 },
        rock(0),
        Shape::Hull(Arc::new(ConvexHull::regular(20, 0.4).expect("an icosahedron"))),
        rock(1),
        hammer(),
        dumbbell(),
    ];
    let wall = |half_extents: Vec3, center: Vec3| BenchBody::fixed(Shape::Cuboid { half_extents }, center);
    let mut bodies = vec![
        ground(8.0),
        wall(Vec3::new(0.5, 8.0, 8.0), Vec3::new(-7.5, 8.0, 0.0)),
        wall(Vec3::new(0.5, 8.0, 8.0), Vec3::new(7.5, 8.0, 0.0)),
        wall(Vec3::new(7.0, 8.0, 0.5), Vec3::new(0.0, 8.0, -7.5)),
        wall(Vec3::new(7.0, 8.0, 0.5), Vec3::new(0.0, 8.0, 7.5)),
    ];
    let side = (count as f32).cbrt().ceil() as usize;
    let spacing = 12.0 / side as f32;
    bodies.extend((0..count).map(|n| {
        let (i, j, k) = (n % side, (n / side) % side, n / (side * side));
        let at = Vec3::new(i as f32 - 0.5 * (side - 1) as f32, 0.0, j as f32 - 0.5 * (side - 1) as f32) * spacing;
        let turn = Quat::from_euler(bevy::math::EulerRot::XYZ, 0.7 * n as f32, 1.3 * n as f32, 0.4 * n as f32);
        BenchBody {
            rotation: turn,
            ..BenchBody::dynamic(shapes[n % shapes.len()].clone(), at + Vec3::Y * (0.8 + k as f32 * spacing.max(1.3)))
        }
    }));
    let container = Some((Vec3::new(-7.0, -0.1, -7.0), Vec3::new(7.0, 40.0, 7.0)));
    BenchScene { container, ..BenchScene::new(format!("mixed shapes {count}"), bodies, GRAVITY) }
}

/// A compound of `parts` (shape, centre, turn).
fn compound(parts: Vec<(Shape, Vec3, Quat)>) -> Shape {
    let parts = parts.into_iter().map(|(shape, position, rotation)| CompoundPart { shape, position, rotation });
    Shape::Compound(Arc::new(Compound::new(parts.collect()).expect("parts of single shapes")))
}

/// A hammer: a box head on a cylinder handle, 0.7 m long.
fn hammer() -> Shape {
    compound(vec![
        (Shape::Cuboid { half_extents: Vec3::new(0.2, 0.08, 0.08) }, Vec3::new(0.0, 0.62, 0.0), Quat::IDENTITY),
        (Shape::Cylinder { radius: 0.05, half_height: 0.3 }, Vec3::Y * 0.3, Quat::IDENTITY),
    ])
}

/// A dumbbell: two balls on a bar, 0.8 m long.
fn dumbbell() -> Shape {
    compound(vec![
        (Shape::Sphere { radius: 0.18 }, Vec3::X * -0.3, Quat::IDENTITY),
        (Shape::Sphere { radius: 0.18 }, Vec3::X * 0.3, Quat::IDENTITY),
        (
            Shape::Capsule { radius: 0.05, half_length: 0.3 },
            Vec3::ZERO,
            Quat::from_rotation_z(std::f32::consts::FRAC_PI_2),
        ),
    ])
}

/// A rock: the hull of 8 to 20 points drawn on an ellipsoid about 0.7 m across, the same for the same `seed`.
fn rock(seed: u64) -> Shape {
    let mut state = 0x9e37_79b9_7f4a_7c15u64 ^ seed.wrapping_mul(0x2545_f491_4f6c_dd1d);
    let mut unit = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state >> 40) as f32 / (1u64 << 24) as f32
    };
    let count = 8 + (unit() * 13.0) as usize;
    let points: Vec<Vec3> = (0..count)
        .map(|_| {
            let direction = Vec3::new(unit() - 0.5, unit() - 0.5, unit() - 0.5).normalize_or(Vec3::Y);
            direction * Vec3::new(0.4, 0.3, 0.35)
        })
        .collect();
    Shape::Hull(Arc::new(ConvexHull::new(&points).expect("points on an ellipsoid enclose a volume")))
}

/// Every scene the issue names, in table order; `quick` keeps the small ones only.
pub fn all(quick: bool) -> Vec<BenchScene> {
    let ball = Shape::Sphere { radius: 0.5 };
    let cube = Shape::Cuboid { half_extents: Vec3::splat(0.5) };
    let mut scenes = vec![
        grid("balls", 10, ball.clone()),
        grid("boxes", 10, cube.clone()),
        pyramid(40),
        smash(4_000),
        bullets(),
        heavy_on_light(100),
        tiled_floor(20),
        tiled_floor_balls(20),
        mixed_pile(1_000),
    ];
    if !quick {
        scenes.extend([
            grid("balls", 20, ball),
            grid("boxes", 20, cube),
            pyramid(80),
            pyramid(100),
            pyramids(6, 8, 20),
            smash(16_000),
            high_speed(5_000),
        ]);
    }
    scenes
}

/// A floor alone: what a step costs an engine with nothing to do (for `--only`; not in the tables).
pub fn floor_only() -> BenchScene {
    BenchScene::new("floor only".into(), vec![ground(10.0)], GRAVITY)
}

/// The tiled floor's 20 balls on one floor box as long and wide as the 800 tiles: the same sliding without
/// the seams, to tell what the tiles cost each engine (for `--only`; not in the tables).
pub fn one_floor_balls() -> BenchScene {
    let mut bodies = tiles_and_sliders(20, Shape::Sphere { radius: 0.25 });
    bodies.retain(|body| !body.fixed);
    let floor = Shape::Cuboid { half_extents: Vec3::new(20.0, 0.5, 10.0) };
    bodies.push(BenchBody { friction: 0.0, ..BenchBody::fixed(floor.clone(), Vec3::new(19.5, -0.5, 9.5)) });
    BenchScene::new("one floor, balls ×20".into(), bodies, GRAVITY)
}

/// Balls n³ from 1k to 16k bodies (10,648 at n = 22), for our time per step against N log N.
pub fn series() -> impl Iterator<Item = BenchScene> {
    [10, 13, 16, 20, 22, 25].into_iter().map(|n| grid("balls", n, Shape::Sphere { radius: 0.5 }))
}
