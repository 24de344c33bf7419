//! A pass of a substep over the machine joints: the solve pass with its soft bias, or the relax pass.

use crate::physics::settings::PhysicsSettings;
use crate::physics::solver::softness::Softness;

/// A machine joint's solve in one pass of a substep of `h` seconds: the softness of its limits and pulley strings
/// then (none in the relax pass, where `relax` is set).
#[derive(Clone, Copy, Debug)]
pub struct MachinePass {
    pub soft: Softness,
    pub h: f32,
    pub relax: bool,
}

impl MachinePass {
    /// The solve pass of a substep of `h` seconds: a limit passed or a pulley's string stretched closed like a
    /// spring as stiff as `settings` has the joints.
    pub fn solving(settings: &PhysicsSettings, h: f32) -> Self {
        let soft = Softness::new(settings.joint_hertz, settings.joint_damping_ratio, h);
        MachinePass { soft, h, relax: false }
    }

    /// The relax pass of the same substep.
    pub fn relaxing(self) -> Self {
        MachinePass { relax: true, ..self }
    }
}
