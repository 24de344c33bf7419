//! A machine joint's impulses as its rows take them while it is solved: those of the rows that hold it together
//! in their block's order, the others as [`JointImpulses`] keeps them between steps.

use crate::bevy_prelude::*;

use crate::physics::joints::{JointImpulses, JointKind};
use crate::physics::solver::machine::blocks::{MOST_ROWS, RowValues};

/// The impulses of a machine joint's rows (N·s, N·m·s).
#[derive(Clone, Copy, Debug, Default)]
pub struct RowImpulses {
    /// The rows that hold it together: along (the point's three, a slider's two across), then about.
    pub block: RowValues,
    /// A soft weld's turning.
    pub bent: Vec3,
    pub limits: [f32; 2],
    pub motor: f32,
    pub pulley: f32,
}

/// How many of the rows that hold a joint of `kind` together are along a direction, and how many about one.
pub fn block_layout(kind: &JointKind) -> (usize, usize) {
    match kind {
        JointKind::Pin => (3, 0),
        JointKind::Hinge(_) => (3, 2),
        JointKind::Slider(_) => (2, 3),
        JointKind::Weld(weld) => (3, if weld.spring.is_some() { 0 } else { 3 }),
        _ => (0, 0),
    }
}

impl RowImpulses {
    /// `impulses` (as kept with a joint of `kind`) in its rows' terms.
    pub fn of(impulses: &JointImpulses, kind: &JointKind) -> Self {
        let (linear, turning) = block_layout(kind);
        let mut block = [0.0; MOST_ROWS];
        block[..linear].copy_from_slice(&impulses.linear.to_array()[..linear]);
        block[linear..linear + turning].copy_from_slice(&impulses.angular.to_array()[..turning]);
        let bent = if turning == 0 { impulses.angular } else { Vec3::ZERO };
        let JointImpulses { limits, motor, pulley, .. } = *impulses;
        RowImpulses { block, bent, limits, motor, pulley }
    }

    /// The impulses to keep with a joint of `kind`.
    pub fn kept(&self, kind: &JointKind) -> JointImpulses {
        let (linear, turning) = block_layout(kind);
        let (mut along, mut about) = ([0.0; 3], self.bent.to_array());
        along[..linear].copy_from_slice(&self.block[..linear]);
        if turning > 0 {
            about = [0.0; 3];
            about[..turning].copy_from_slice(&self.block[linear..linear + turning]);
        }
        let (linear, angular) = (Vec3::from_array(along), Vec3::from_array(about));
        JointImpulses { linear, angular, limits: self.limits, motor: self.motor, pulley: self.pulley }
    }

    /// Every impulse times `factor`.
    pub fn scaled(&self, factor: f32) -> Self {
        RowImpulses {
            block: self.block.map(|impulse| impulse * factor),
            bent: self.bent * factor,
            limits: self.limits.map(|limit| limit * factor),
            motor: self.motor * factor,
            pulley: self.pulley * factor,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::physics::joints::{Hinge, Slider, Weld, WeldSpring};

    #[test]
    fn impulses_kept_with_a_joint_come_back_as_they_were() {
        let impulses = |angular_z: f32| JointImpulses {
            linear: Vec3::new(1.0, 2.0, 3.0),
            angular: Vec3::new(4.0, 5.0, angular_z),
            limits: [7.0, 8.0],
            motor: 9.0,
            pulley: 10.0,
        };
        let spring = Some(WeldSpring { hertz: 2.0, damping_ratio: 0.5 });
        let kinds = [
            (JointKind::Hinge(Hinge::new(Vec3::Z, Quat::IDENTITY)), impulses(0.0)),
            (JointKind::Weld(Weld { rest: Quat::IDENTITY, spring }), impulses(6.0)),
            (JointKind::Weld(Weld { rest: Quat::IDENTITY, spring: None }), impulses(6.0)),
        ];
        for (kind, kept) in kinds {
            assert_eq!(RowImpulses::of(&kept, &kind).kept(&kind), kept, "{kind:?}");
        }
        let slider = JointKind::Slider(Slider::new(Vec3::X, Quat::IDENTITY));
        let kept = JointImpulses { linear: Vec3::new(1.0, 2.0, 0.0), ..impulses(6.0) };
        assert_eq!(RowImpulses::of(&kept, &slider).block[..5], [1.0, 2.0, 4.0, 5.0, 6.0]);
    }
}
