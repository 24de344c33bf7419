//! The machine joints as a person sees them: a pin as a peg, a hinge as an axle through its peg, a slider as the
//! slot B's peg runs in, a weld as a seam, a pulley as its two wheels and the strings over them.

use bevy::prelude::*;

use crate::physics::JointKind;

/// A joint's end now: where its anchor is, and how its body is turned (a point of the world: not at all).
#[derive(Clone, Copy, Debug)]
pub struct PlacedEnd {
    pub point: Vec3,
    pub rotation: Quat,
}

/// What a machine joint is drawn with: pegs (small balls), straight parts and rings (centre, the normal to
/// their plane, radius).
#[derive(Debug, Default, PartialEq)]
pub struct MachineLook {
    pub pegs: Vec<Vec3>,
    pub lines: Vec<(Vec3, Vec3)>,
    pub rings: Vec<(Vec3, Vec3, f32)>,
}

/// How far an axle reaches each side of its peg, a ring's radius, a pulley wheel's, and a slot's half width (m).
const AXLE: f32 = 0.2;
const RING: f32 = 0.06;
const WHEEL: f32 = 0.1;
const SLOT: f32 = 0.03;

/// The look of a machine joint of `kind` with its ends at `a` and `b` (a rod, string or spring has none).
pub fn machine_look(kind: &JointKind, [a, b]: [PlacedEnd; 2]) -> MachineLook {
    let mut look = MachineLook::default();
    match *kind {
        JointKind::Pin => look.pegs.push(a.point),
        JointKind::Hinge(hinge) => {
            let axis = a.rotation * hinge.axis;
            look.pegs.push(a.point);
            look.lines.push((a.point - axis * AXLE, a.point + axis * AXLE));
            look.rings.push((a.point, axis, RING));
        }
        JointKind::Slider(slider) => {
            let axis = a.rotation * slider.axis;
            let travel = axis.dot(b.point - a.point);
            let (low, high) = slider.limits.map_or((travel.min(0.0) - 0.5, travel.max(0.0) + 0.5), |l| (l.low, l.high));
            let across = (a.rotation * slider.axis.any_orthonormal_vector()) * SLOT;
            for side in [across, -across] {
                look.lines.push((a.point + axis * low + side, a.point + axis * high + side));
            }
            look.pegs.push(b.point);
        }
        JointKind::Weld(_) => {
            look.pegs.push(a.point);
            for axis in [Vec3::X, Vec3::Y, Vec3::Z] {
                let arm = a.rotation * axis * RING;
                look.lines.push((a.point - arm, a.point + arm));
            }
        }
        JointKind::Pulley(pulley) => {
            let [wheel_a, wheel_b] = pulley.wheels;
            let normal = (wheel_a - a.point).cross(wheel_b - wheel_a).try_normalize().unwrap_or(Vec3::Z);
            look.rings.extend([(wheel_a, normal, WHEEL), (wheel_b, normal, WHEEL)]);
            look.lines.extend([(a.point, wheel_a), (wheel_a, wheel_b), (wheel_b, b.point)]);
        }
        JointKind::Rod { .. } | JointKind::String { .. } | JointKind::Spring { .. } => {}
    }
    look
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::physics::{Hinge, Pulley, Slider};

    fn at(point: Vec3) -> PlacedEnd {
        PlacedEnd { point, rotation: Quat::IDENTITY }
    }

    #[test]
    fn a_hinge_shows_its_axle_along_its_axis_as_a_turns() {
        let hinge = JointKind::Hinge(Hinge::new(Vec3::Z, Quat::IDENTITY));
        let turned = PlacedEnd { point: Vec3::X, rotation: Quat::from_rotation_y(std::f32::consts::FRAC_PI_2) };
        let look = machine_look(&hinge, [turned, at(Vec3::X)]);
        // z turned a quarter about y points along x
        let (from, to) = look.lines[0];
        assert!((to - from).normalize().distance(Vec3::X) < 1e-6, "{look:?}");
        assert_eq!(look.pegs, vec![Vec3::X]);
    }

    #[test]
    fn a_slider_shows_its_slot_between_its_limits_and_the_peg_of_b() {
        let slider = JointKind::Slider(Slider::new(Vec3::X, Quat::IDENTITY).limited(-1.0, 2.0));
        let look = machine_look(&slider, [at(Vec3::ZERO), at(Vec3::new(0.5, 0.0, 0.0))]);
        assert_eq!(look.lines.len(), 2);
        let (from, to) = look.lines[0];
        assert!((from.x + 1.0).abs() < 1e-6 && (to.x - 2.0).abs() < 1e-6, "{look:?}");
        assert_eq!(look.pegs, vec![Vec3::new(0.5, 0.0, 0.0)]);
    }

    #[test]
    fn a_pulley_shows_its_wheels_and_its_strings_over_them() {
        let pulley = JointKind::Pulley(Pulley {
            wheels: [Vec3::new(-1.0, 3.0, 0.0), Vec3::new(1.0, 3.0, 0.0)],
            ratio: 1.0,
            length: 4.0,
        });
        let look = machine_look(&pulley, [at(Vec3::new(-1.0, 1.0, 0.0)), at(Vec3::new(1.0, 1.0, 0.0))]);
        assert_eq!(look.rings.len(), 2);
        assert_eq!(look.lines[0], (Vec3::new(-1.0, 1.0, 0.0), Vec3::new(-1.0, 3.0, 0.0)));
        assert_eq!(look.lines[2], (Vec3::new(1.0, 3.0, 0.0), Vec3::new(1.0, 1.0, 0.0)));
        // the wheels turn in the strings' plane
        assert!(look.rings[0].1.abs().distance(Vec3::Z) < 1e-6, "{look:?}");
    }
}
