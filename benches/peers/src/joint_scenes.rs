//! The benchmark's scenes of joints: strings, springs and hinges.

use bevy::math::{Quat, Vec3};
use collision_sandbox::geometry::Shape;

use crate::scenes::{BenchBody, BenchJoint, BenchJointKind, BenchScene};

/// The scenes of joints: a chain of `links` balls on 0.1 m strings, hung from a fixed ball and let go 45° from
/// the vertical; and `count` pendulums on 1 m strings side by side, each tied to the next by a spring, the first
/// pushed out of the row at 2 m/s.
/// And the hinges: Box2D's joint grid (`side` × `side` balls, each hinged about z to the one beside it and the
/// one above, the top row fixed) and a bridge of `planks` boxes hinged end to end between two fixed posts, a
/// ball dropped on its middle.
pub fn joint_scenes() -> Vec<BenchScene> {
    vec![chain(100), sprung_pendulums(100), hinge_grid(100), bridge(100)]
}

/// A hinge about z at the point `half` from A's centre, and as far the other way from B's.
fn hinge_between(a: usize, b: usize, half: Vec3) -> BenchJoint {
    BenchJoint { a, b, kind: BenchJointKind::Hinge { anchors: [half, -half], axis: Vec3::Z } }
}

fn hinge_grid(side: usize) -> BenchScene {
    let at = |row: usize, column: usize| row * side + column;
    let mut bodies = Vec::with_capacity(side * side);
    let mut joints = Vec::with_capacity(2 * side * side);
    for row in 0..side {
        for column in 0..side {
            let position = Vec3::new(column as f32, -(row as f32), 0.0);
            let ball = BenchBody::dynamic(Shape::Sphere { radius: 0.4 }, position);
            bodies.push(if row == 0 { BenchBody { fixed: true, ..ball } } else { ball });
            if row > 0 {
                joints.push(hinge_between(at(row - 1, column), at(row, column), Vec3::new(0.0, -0.5, 0.0)));
            }
            if column > 0 {
                joints.push(hinge_between(at(row, column - 1), at(row, column), Vec3::new(0.5, 0.0, 0.0)));
            }
        }
    }
    let scene = BenchScene::new(format!("hinge grid {side}×{side}"), bodies, Vec3::new(0.0, -9.81, 0.0));
    BenchScene { joints, container: Some(ROOM), ..scene }
}

fn bridge(planks: usize) -> BenchScene {
    // the planks hang in a V from posts 0.8 of their length apart, each a little shorter than the 1 m between its
    // hinges so that neighbours bend freely
    let slope = (0.8_f32).acos();
    let plank = Shape::Cuboid { half_extents: Vec3::new(0.45, 0.05, 0.5) };
    let post = |x: f32| BenchBody::fixed(Shape::Cuboid { half_extents: Vec3::splat(0.5) }, Vec3::new(x, -0.5, 0.0));
    let span = 0.8 * planks as f32;
    let mut bodies = vec![post(-0.5)];
    let mut end = Vec3::ZERO;
    for i in 0..planks {
        let angle = if i < planks / 2 { -slope } else { slope };
        let along = Vec3::new(angle.cos(), angle.sin(), 0.0);
        let body = BenchBody::dynamic(plank.clone(), end + 0.5 * along);
        bodies.push(BenchBody { rotation: Quat::from_rotation_z(angle), ..body });
        end += along;
    }
    bodies.push(post(span + 0.5));
    let hinge = |a: usize, b: usize, anchors: [Vec3; 2]| BenchJoint {
        a,
        b,
        kind: BenchJointKind::Hinge { anchors, axis: Vec3::Z },
    };
    let (top_right, top_left) = (Vec3::new(0.5, 0.5, 0.0), Vec3::new(-0.5, 0.5, 0.0));
    let mut joints = vec![hinge(0, 1, [top_right, Vec3::new(-0.5, 0.0, 0.0)])];
    joints.extend((2..=planks).map(|i| hinge_between(i - 1, i, Vec3::new(0.5, 0.0, 0.0))));
    joints.push(hinge(planks, planks + 1, [Vec3::new(0.5, 0.0, 0.0), top_left]));
    let bottom = -0.5 * planks as f32 * slope.sin();
    let ball = BenchBody::dynamic(Shape::Sphere { radius: 0.5 }, Vec3::new(0.5 * span, bottom + 5.0, 0.0));
    bodies.push(BenchBody { mass: 20.0, ..ball });
    let scene = BenchScene::new(format!("bridge of {planks} planks"), bodies, Vec3::new(0.0, -9.81, 0.0));
    BenchScene { joints, container: Some(ROOM), ..scene }
}

/// Where no body of a scene of joints counts as escaped.
const ROOM: (Vec3, Vec3) = (Vec3::splat(-100.0), Vec3::splat(100.0));

fn chain(links: usize) -> BenchScene {
    let anchor = BenchBody::fixed(Shape::Sphere { radius: 0.02 }, Vec3::ZERO);
    let down = Vec3::new(1.0, -1.0, 0.0).normalize() * 0.1;
    let link =
        |i: usize| BenchBody { mass: 0.1, ..BenchBody::dynamic(Shape::Sphere { radius: 0.03 }, down * i as f32) };
    let bodies = std::iter::once(anchor).chain((1..=links).map(link)).collect();
    let joints = (1..=links).map(|i| BenchJoint { a: i - 1, b: i, kind: BenchJointKind::String { length: 0.1 } });
    let scene = BenchScene::new(format!("chain of {links}"), bodies, Vec3::new(0.0, -9.81, 0.0));
    BenchScene { joints: joints.collect(), container: Some(ROOM), ..scene }
}

fn sprung_pendulums(count: usize) -> BenchScene {
    let mut bodies = Vec::with_capacity(2 * count);
    let mut joints = Vec::with_capacity(2 * count);
    for i in 0..count {
        let x = i as f32 * 0.3;
        bodies.push(BenchBody::fixed(Shape::Sphere { radius: 0.02 }, Vec3::new(x, 1.0, 0.0)));
        let ball = BenchBody::dynamic(Shape::Sphere { radius: 0.1 }, Vec3::new(x, 0.0, 0.0));
        bodies.push(if i == 0 { BenchBody { velocity: Vec3::new(0.0, 0.0, 2.0), ..ball } } else { ball });
        joints.push(BenchJoint { a: 2 * i, b: 2 * i + 1, kind: BenchJointKind::String { length: 1.0 } });
        if i > 0 {
            let spring = BenchJointKind::Spring { rest_length: 0.3, stiffness: 20.0, damping: 0.0 };
            joints.push(BenchJoint { a: 2 * i - 1, b: 2 * i + 1, kind: spring });
        }
    }
    let scene = BenchScene::new(format!("{count} pendulums with springs"), bodies, Vec3::new(0.0, -9.81, 0.0));
    BenchScene { joints, container: Some(ROOM), ..scene }
}
