//! The overlays section: one switch per overlay, with the arrows' scales beside them.

use bevy_egui::egui;

use crate::app::overlays::arrow_scales::ArrowScales;
use crate::app::overlays::resolution::SHIFT_MAGNIFICATION;
use crate::app::overlays::switches::Overlays;
use crate::app::state::controls::limits;
use crate::language::Texts;
use crate::language::fields::slider;

/// One switch per overlay.
pub fn overlays_section(ui: &mut egui::Ui, overlays: &mut Overlays, scales: ArrowScales, trace_seconds: &mut f32) {
    let t = Texts::of(ui.ctx());
    let scale = |id: &str, value: f32| t.with(id, &[("scale", t.shortest(value).into())]);
    ui.checkbox(&mut overlays.contact_points, t.get("overlay-contact-points"));
    ui.checkbox(&mut overlays.normals, t.get("overlay-normals"));
    ui.checkbox(&mut overlays.penetration_labels, t.get("overlay-penetration"));
    ui.checkbox(&mut overlays.aabbs, t.get("overlay-aabbs"));
    ui.checkbox(&mut overlays.velocities, t.get("overlay-velocities"));
    if overlays.velocities && !overlays.log_arrows {
        ui.weak(scale("overlay-velocity-scale", scales.velocity));
    }
    ui.checkbox(&mut overlays.spins, t.get("overlay-spins"));
    if overlays.spins {
        ui.weak(scale("overlay-spin-scale", scales.spin));
    }
    ui.checkbox(&mut overlays.momenta, t.get("overlay-momenta"));
    if overlays.momenta && !overlays.log_arrows {
        ui.weak(scale("overlay-momentum-scale", scales.momentum));
    }
    ui.checkbox(&mut overlays.log_arrows, t.get("overlay-log"));
    if overlays.log_arrows {
        ui.weak(t.get("overlay-log-legend"));
    }
    ui.checkbox(&mut overlays.centre_of_mass, t.get("overlay-centre-of-mass"));
    ui.checkbox(&mut overlays.traces, t.get("overlay-traces"));
    if overlays.traces {
        let seconds = egui::Slider::new(trace_seconds, limits::TRACE_SECONDS);
        ui.add(slider(seconds.text(t.get("overlay-trace-seconds")), &t));
    }
    ui.checkbox(&mut overlays.sweeps, t.get("overlay-sweeps"));
    ui.checkbox(&mut overlays.impulses, t.get("overlay-impulses"));
    if overlays.impulses {
        ui.weak(scale("overlay-impulse-scale", scales.impulse));
    }
    ui.checkbox(&mut overlays.corrections, t.get("overlay-corrections"));
    if overlays.corrections {
        ui.weak(t.with("overlay-correction-legend", &[("magnification", SHIFT_MAGNIFICATION.to_string().into())]));
    }
    ui.checkbox(&mut overlays.tunnelling, t.get("overlay-tunnelling"));
    ui.checkbox(&mut overlays.grid, t.get("overlay-grid"));
}
