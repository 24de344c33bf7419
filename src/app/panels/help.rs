//! The help window: every mouse and key control.

use bevy_egui::egui;

/// Every mouse and key control.
pub fn help_contents(ui: &mut egui::Ui) {
    egui::Grid::new("help").num_columns(2).striped(true).show(ui, |ui| {
        for (control, what) in [
            ("Left click a body", "push it along the view ray (strength: Push N·s)"),
            (
                "Left drag a body",
                "push tool: aim the push (an arrow; release to push); grab tool: pull it, release to throw",
            ),
            ("M", "mouse tool: push / grab"),
            ("J", "mouse tool: string, rod, spring: click a body, then a body or a point"),
            ("E", "set-up tool (pauses): drag a body to move it (Alt: up and down), the ring at its arrow's tip to aim it"),
            ("Ctrl + Z / Ctrl + Y", "undo / redo an edit made while paused"),
            ("Delete / Ctrl + D", "delete / duplicate the selected body"),
            ("T / A / L", "put a measuring tape / a protractor / a light gate on the bench (drag them with E)"),
            ("Ctrl + click", "select a body to edit it and see its graphs"),
            ("Shift + click two bodies", "inspect the pair: why they did or did not collide this step"),
            ("I", "pair inspector window"),
            ("Left drag on empty space / right drag", "turn the camera around the scene"),
            ("Middle drag", "pan"),
            ("Mouse wheel", "zoom"),
            ("R", "frame the scene again"),
            ("Space", "pause / play"),
            ("N", "one step while paused"),
            ("Backspace", "reset the scene"),
            ("G", "gravity on / off"),
            ("C", "continuous detection on / off"),
            ("S / B", "spawn a sphere / box where the pointer is"),
            ("F12", "save a screenshot in the working directory (a download in a web page)"),
            ("Ctrl + S", "save the scene as it is now, to the file named under Controls → Scenes"),
            ("P", "ray probe: what a ray from the pointer passes through"),
            ("Esc", "the gallery of every scene, and back"),
            ("Tab", "hide the toolbar and panels (only the scene and the timeline)"),
            (", / .", "one step back / forward (hold to repeat)"),
            ("→ or PageDown / ← or PageUp", "in a lesson: next (run, then go on) / back"),
            ("F11", "full screen"),
            ("H or F1", "this help"),
        ] {
            ui.monospace(control);
            ui.label(what);
            ui.end_row();
        }
    });
}
