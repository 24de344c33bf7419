//! A pass of a substep over the machine joints: the solve pass with its soft bias, or the relax pass.

use crate::physics::settings::PhysicsSettings;
use crate::physics::solver::softness::Softness;

/// A machine joint's solve in one pass of a substep of `h` seconds: its joints' softness then (none in the relax
/// pass, where `relax` is set).
#[derive(Clone, Copy, Debug)]
pub struct MachinePass {
    pub soft: Softness,
    pub h: f32,
    pub relax: bool,
}

impl MachinePass {
    /// The solve pass of a substep of `h` seconds: an error closed at the rate and with the share of the
    /// effective mass of a spring as stiff as `settings` has the joints, but none of the impulse so far let go,
    /// so that under a steady load a joint's anchors come together instead of standing apart by the load over
    /// the spring's stiffness.
    pub fn solving(settings: &PhysicsSettings, h: f32) -> Self {
        let spring = Softness::new(settings.joint_hertz, settings.joint_damping_ratio, h);
        MachinePass { soft: Softness { impulse_scale: 0.0, ..spring }, h, relax: false }
    }

    /// The relax pass of the same substep.
    pub fn relaxing(self) -> Self {
        MachinePass { relax: true, ..self }
    }
}
