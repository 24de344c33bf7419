//! The overlays section: one switch per overlay, with the arrows' scales beside them.

use bevy_egui::egui;

use crate::app::overlays::arrow_scales::{ArrowScales, LOG_LEGEND};
use crate::app::overlays::resolution::SHIFT_MAGNIFICATION;
use crate::app::overlays::switches::Overlays;
use crate::app::state::controls::limits;

/// One switch per overlay.
pub fn overlays_section(ui: &mut egui::Ui, overlays: &mut Overlays, scales: ArrowScales, trace_seconds: &mut f32) {
    ui.checkbox(&mut overlays.contact_points, "Contact points");
    ui.checkbox(&mut overlays.normals, "Contact normals");
    ui.checkbox(&mut overlays.penetration_labels, "Penetration depth");
    ui.checkbox(&mut overlays.aabbs, "Bounding boxes");
    ui.checkbox(&mut overlays.velocities, "Velocities");
    if overlays.velocities && !overlays.log_arrows {
        ui.weak(format!("1 m of arrow = {} m/s", scales.velocity));
    }
    ui.checkbox(&mut overlays.spins, "Spin (arrow along the axis, ring turning its way)");
    if overlays.spins {
        ui.weak(format!("1 m of arrow beyond the ball = {} rad/s", scales.spin));
    }
    ui.checkbox(&mut overlays.momenta, "Momenta");
    if overlays.momenta && !overlays.log_arrows {
        ui.weak(format!("1 m of arrow = {} kg·m/s", scales.momentum));
    }
    ui.checkbox(&mut overlays.log_arrows, "Log scale for velocity and momentum");
    if overlays.log_arrows {
        ui.weak(LOG_LEGEND);
    }
    ui.checkbox(&mut overlays.centre_of_mass, "Centre of mass and its velocity");
    ui.checkbox(&mut overlays.traces, "Path traces");
    if overlays.traces {
        ui.add(egui::Slider::new(trace_seconds, limits::TRACE_SECONDS).text("trace s"));
    }
    ui.checkbox(&mut overlays.sweeps, "Swept volumes & impact poses");
    ui.checkbox(&mut overlays.impulses, "Impulses (normal orange, friction green)");
    if overlays.impulses {
        ui.weak(format!("1 m of arrow = {} N·s", scales.impulse));
    }
    ui.checkbox(&mut overlays.corrections, "Positional correction shifts");
    if overlays.corrections {
        ui.weak(format!("ghost: before the shift; arrow ×{SHIFT_MAGNIFICATION}"));
    }
    ui.checkbox(&mut overlays.tunnelling, "Too fast for discrete detection (red)");
    ui.checkbox(&mut overlays.grid, "Floor grid (1 m) and axes");
}
