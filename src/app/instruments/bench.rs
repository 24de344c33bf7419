//! The instruments in the app: drawn in the scene (the tape yellow with its length, the protractor's arms with
//! their angle, each gate's window in red with its number), their readings in the Instruments window (the
//! stopwatch's buttons there too), and printed as they come with `--log-events`.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::gates::GATE_HALF;
use super::readings::{BetweenRow, GateRow, between_csv, gate_readings, passages_csv};
use super::tools::Instruments;
use crate::app::session::event_log::EventLog;
use crate::app::session::recording_tools::RecordingReport;
use crate::app::view::camera::OrbitCamera;
use crate::app::view::labels::{backed_label, egui_point, scene_painter};
use crate::language::Texts;
use crate::physics::{PhysicsClock, PhysicsSettings, RigidBody};
use crate::recording::{BodySample, History};

const TAPE_COLOR: Color = Color::srgb(1.0, 0.85, 0.1);
const PROTRACTOR_COLOR: Color = Color::srgb(0.95, 0.95, 0.95);
const GATE_COLOR: Color = Color::srgb(1.0, 0.3, 0.25);

/// What the instruments read at the step shown.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct BenchReadings {
    pub passages: Vec<GateRow>,
    pub between: Vec<BetweenRow>,
}

/// The instruments' readings and CSV tables (no window needed).
pub fn instrument_bench(app: &mut App) {
    app.init_resource::<Instruments>()
        .init_resource::<BenchReadings>()
        .add_systems(PostUpdate, (read_gates, export_gate_tables));
}

/// The bench, and the instruments drawn in the window.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(instrument_bench)
        .add_systems(PostUpdate, draw_instruments)
        .add_systems(EguiPrimaryContextPass, label_instruments);
}

/// Each moving body's name and its path as the recording followed it.
fn followed_paths<'a>(
    bodies: &Query<(Entity, &Name, &RigidBody)>,
    history: &'a History,
) -> Vec<(String, &'a [BodySample])> {
    let moving = bodies.iter().filter(|(.., kind)| **kind == RigidBody::Dynamic);
    moving.map(|(entity, name, _)| (name.to_string(), history.trace(entity))).collect()
}

/// The gates' readings of the moving bodies' recorded paths, up to the step shown; new ones printed.
fn read_gates(
    bench: Res<Instruments>,
    (history, clock, settings): (Res<History>, Res<PhysicsClock>, Res<PhysicsSettings>),
    bodies: Query<(Entity, &Name, &RigidBody)>,
    mut readings: ResMut<BenchReadings>,
    (log, mut printed): (Res<EventLog>, Local<usize>),
) {
    if bench.gates.is_empty() {
        readings.set_if_neq(BenchReadings::default());
        return;
    }
    let traces = followed_paths(&bodies, &history);
    let (passages, between) = gate_readings(&bench.gates, &traces, f64::from(settings.step_dt()), clock.step);
    if log.echo {
        for row in passages.iter().skip(*printed) {
            println!("gate {} {:?} time={:.6} speed={:.6}", row.gate, row.body, row.passage.time, row.passage.speed);
        }
        if passages.len() > *printed {
            for row in &between {
                println!("between gates {} and {} {:?} speed={:.6}", row.from, row.to, row.body, row.speed);
            }
        }
        *printed = passages.len();
    }
    readings.set_if_neq(BenchReadings { passages, between });
}

/// After a CSV export, the gates' tables of the whole recording beside the others: `gates.csv` (each passage)
/// and `gate_speeds.csv` (each body's speed between gates in a row).
fn export_gate_tables(
    mut report: ResMut<RecordingReport>,
    bench: Res<Instruments>,
    (history, settings): (Res<History>, Res<PhysicsSettings>),
    bodies: Query<(Entity, &Name, &RigidBody)>,
    texts: Option<Res<Texts>>,
) {
    let Some(Ok(dir)) = report.export.clone().filter(|_| report.is_changed() && !bench.gates.is_empty()) else {
        return;
    };
    let traces = followed_paths(&bodies, &history);
    let last = history.range().map_or(0, |(_, last)| last);
    let (passages, between) = gate_readings(&bench.gates, &traces, f64::from(settings.step_dt()), last);
    let written = std::fs::write(dir.join("gates.csv"), passages_csv(&passages))
        .and_then(|()| std::fs::write(dir.join("gate_speeds.csv"), between_csv(&between)));
    if let Err(error) = written {
        let t = texts.map_or_else(Texts::english, |texts| texts.clone());
        let args = [("folder", dir.display().to_string().into()), ("error", error.to_string().into())];
        report.export = Some(Err(t.with("gates-not-written", &args)));
    }
}

/// The tape, the protractor's arms and the gates' windows.
fn draw_instruments(mut gizmos: Gizmos, bench: Res<Instruments>) {
    if let Some([a, b]) = bench.tape {
        gizmos.line(a, b, TAPE_COLOR);
        for end in [a, b] {
            gizmos.sphere(Isometry3d::from_translation(end), 0.04, TAPE_COLOR);
        }
    }
    if let Some([vertex, first, second]) = bench.protractor {
        gizmos.line(vertex, first, PROTRACTOR_COLOR);
        gizmos.line(vertex, second, PROTRACTOR_COLOR);
        let radius = 0.3 * (first - vertex).length().min((second - vertex).length());
        let (from, to) = ((first - vertex).normalize_or_zero(), (second - vertex).normalize_or_zero());
        let arc: Vec<Vec3> = (0..=24).map(|i| vertex + from.slerp(to, i as f32 / 24.0) * radius).collect();
        gizmos.linestrip(arc, PROTRACTOR_COLOR);
    }
    for gate in &bench.gates {
        let side = Vec3::Y.cross(gate.facing) * GATE_HALF;
        let up = Vec3::Y * GATE_HALF;
        let corners = [side + up, side - up, -side - up, -side + up, side + up].map(|corner| gate.centre + corner);
        gizmos.linestrip(corners, GATE_COLOR);
        gizmos.line(gate.centre - side, gate.centre + side, GATE_COLOR.with_alpha(0.5));
    }
}

/// The readings beside the instruments: the tape's length at its middle, the angle at the vertex, each gate's
/// number above it.
fn label_instruments(
    mut contexts: EguiContexts,
    bench: Res<Instruments>,
    camera: Single<(&Camera, &GlobalTransform), With<OrbitCamera>>,
) -> Result {
    let (camera, camera_transform) = *camera;
    let ctx = contexts.ctx_mut()?;
    let painter = scene_painter(ctx, camera, "instrument labels");
    let t = Texts::of(ctx);
    let zoom = ctx.zoom_factor();
    let font = egui::FontId::proportional(15.0);
    let label = |at: Vec3, text: String, color: Color| {
        if let Ok(at) = camera.world_to_viewport(camera_transform, at) {
            let [r, g, b, _] = color.to_srgba().to_u8_array();
            let color = egui::Color32::from_rgb(r, g, b);
            backed_label(&painter, egui_point(at, zoom), egui::Align2::CENTER_BOTTOM, text, font.clone(), color);
        }
    };
    if let (Some([a, b]), Some(length)) = (bench.tape, bench.tape_length()) {
        label((a + b) * 0.5 + Vec3::Y * 0.1, format!("{} m", t.number(f64::from(length), 2)), TAPE_COLOR);
    }
    if let (Some([vertex, ..]), Some(angle)) = (bench.protractor, bench.protractor_angle()) {
        label(vertex + Vec3::Y * 0.1, format!("{}°", t.number(f64::from(angle), 1)), PROTRACTOR_COLOR);
    }
    for (index, gate) in bench.gates.iter().enumerate() {
        let name = t.with("gates-label", &[("number", (index + 1).into())]);
        label(gate.centre + Vec3::Y * (GATE_HALF + 0.1), name, GATE_COLOR);
    }
    Ok(())
}
