//! The ray probe (P): a ray from the pointer into the scene, drawn with where it enters every body it passes
//! through, and a list beside the pointer of those bodies in order with the distance, point and normal.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::interaction::picking::{PICK_RANGE, pointer_ray};
use crate::app::session::event_log::EventLog;
use crate::app::state::controls::{AppControls, Request};
use crate::app::state::pointer::TouchPointer;
use crate::app::view::body_names::BodyNames;
use crate::app::view::camera::OrbitCamera;
use crate::app::view::labels::egui_point;
use crate::language::Texts;
use crate::physics::{QueryFilter, SpatialQuery};

const RAY_COLOR: Color = Color::srgb(0.95, 0.95, 0.3);
const HIT_COLOR: Color = Color::srgb(1.0, 0.4, 0.2);
/// How far the ray is drawn past its last hit, or when it hits nothing (m).
const RAY_LENGTH: f32 = 60.0;

/// The probe's switch and what its ray found this frame.
#[derive(Resource, Clone, Debug, Default)]
pub struct RayProbe {
    pub on: bool,
    pub hits: Vec<ProbeHit>,
    /// Where the ray starts and which way it goes.
    pub ray: Option<(Vec3, Vec3)>,
}

/// A body the probe's ray passes through: where it enters it.
#[derive(Clone, Debug, PartialEq)]
pub struct ProbeHit {
    pub name: String,
    pub distance: f32,
    pub point: Vec3,
    pub normal: Vec3,
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<RayProbe>()
        .init_resource::<TouchPointer>()
        .add_systems(Update, (toggle_probe, cast_probe_ray).chain())
        .add_systems(PostUpdate, draw_probe_ray)
        .add_systems(EguiPrimaryContextPass, draw_probe_list);
}

/// P, or the panel's Ray probe button, switches the probe.
fn toggle_probe(
    keys: Res<ButtonInput<KeyCode>>,
    egui_input: Res<EguiWantsInput>,
    mut controls: ResMut<AppControls>,
    mut probe: ResMut<RayProbe>,
) {
    let asked = controls.take_requests(|r| *r == Request::ToggleRayProbe).len();
    let pressed = keys.just_pressed(KeyCode::KeyP) && !egui_input.wants_any_keyboard_input();
    if (asked + usize::from(pressed)) % 2 == 1 {
        probe.on = !probe.on;
    }
}

fn cast_probe_ray(
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform), With<OrbitCamera>>,
    query: SpatialQuery,
    names: Query<&Name>,
    mut probe: ResMut<RayProbe>,
    (log, touch): (Res<EventLog>, Res<TouchPointer>),
) {
    if !probe.on {
        return;
    }
    let (camera, camera_transform) = *camera;
    let Some(ray) = pointer_ray(touch.position_in(&window), camera, camera_transform) else {
        probe.hits.clear();
        probe.ray = None;
        return;
    };
    let name = |entity: Entity| names.get(entity).map_or_else(|_| entity.to_string(), |name| name.to_string());
    let hits: Vec<ProbeHit> = query
        .ray_hits(&ray, PICK_RANGE, &QueryFilter::default())
        .into_iter()
        .map(|hit| ProbeHit { name: name(hit.entity), distance: hit.distance, point: hit.point, normal: hit.normal })
        .collect();
    if log.echo && hits != probe.hits {
        print_probe(ray.origin, &hits);
    }
    probe.hits = hits;
    probe.ray = Some((ray.origin, ray.direction));
}

/// What the probe found, on standard output when events are echoed (`--log-events`): the window tests
/// read it.
fn print_probe(origin: Vec3, hits: &[ProbeHit]) {
    println!("probe {} hits from origin={:?}", hits.len(), origin.to_array());
    for hit in hits {
        let (point, normal) = (hit.point.to_array(), hit.normal.to_array());
        println!("probe hit {:?} distance={} point={point:?} normal={normal:?}", hit.name, hit.distance);
    }
}

fn draw_probe_ray(mut gizmos: Gizmos, probe: Res<RayProbe>) {
    let Some((origin, direction)) = probe.ray.filter(|_| probe.on) else {
        return;
    };
    let end = probe.hits.last().map_or(RAY_LENGTH, |hit| hit.distance + RAY_LENGTH * 0.1);
    gizmos.line(origin, origin + direction * end, RAY_COLOR);
    for hit in &probe.hits {
        gizmos.sphere(Isometry3d::from_translation(hit.point), 0.05, HIT_COLOR);
        gizmos.arrow(hit.point, hit.point + hit.normal * 0.5, HIT_COLOR);
    }
}

/// The bodies the ray passes through, in order, beside the pointer.
fn draw_probe_list(
    mut contexts: EguiContexts,
    probe: Res<RayProbe>,
    window: Single<&Window, With<PrimaryWindow>>,
    touch: Res<TouchPointer>,
) -> Result {
    // no list while the pointer is over a panel (no ray then)
    let Some(cursor) = touch.position_in(&window).filter(|_| probe.on && probe.ray.is_some()) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let at = egui_point(cursor, ctx.zoom_factor()) + egui::vec2(18.0, 18.0);
    egui::Area::new(egui::Id::new("ray probe")).fixed_pos(at).interactable(false).show(ctx, |ui| {
        egui::Frame::popup(ui.style()).show(ui, |ui| probe_list(ui, &probe.hits));
    });
    Ok(())
}

/// The probe's findings as lines: the first hit, then every body the ray passes through.
pub fn probe_list(ui: &mut egui::Ui, hits: &[ProbeHit]) {
    let t = Texts::of(ui.ctx());
    let Some(first) = hits.first() else {
        ui.label(t.get("probe-nothing"));
        return;
    };
    // adding zero turns −0 into 0
    let v = |v: Vec3| t.vector((v + Vec3::ZERO).to_array(), 2);
    let names = BodyNames::of(ui.ctx());
    let at = |hit: &ProbeHit| {
        let name = names.shown(&hit.name).into_owned();
        [("name", name.into()), ("distance", t.number(f64::from(hit.distance), 3).into())]
    };
    ui.strong(t.with("probe-hits", &at(first)));
    ui.label(t.with("probe-point", &[("point", v(first.point).into()), ("normal", v(first.normal).into())]));
    if hits.len() > 1 {
        ui.label(t.get("probe-through"));
        for (n, hit) in hits.iter().enumerate() {
            let [name, distance] = at(hit);
            ui.monospace(t.with("probe-nth", &[("n", (n + 1).into()), name, distance]));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::input::ButtonState;
    use bevy::input::keyboard::{Key, KeyboardInput};

    #[test]
    fn the_panel_s_button_and_the_p_key_each_switch_the_probe() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, bevy::input::InputPlugin))
            .init_resource::<EguiWantsInput>()
            .init_resource::<AppControls>()
            .init_resource::<RayProbe>()
            .add_systems(Update, toggle_probe);
        let mut step = |button: bool, key: bool| {
            if button {
                app.world_mut().resource_mut::<AppControls>().requests.push(Request::ToggleRayProbe);
            }
            let key_p = |state| KeyboardInput {
                key_code: KeyCode::KeyP,
                logical_key: Key::Character("p".into()),
                state,
                text: None,
                repeat: false,
                window: Entity::PLACEHOLDER,
            };
            if key {
                app.world_mut().write_message(key_p(ButtonState::Pressed));
            }
            app.update();
            app.world_mut().write_message(key_p(ButtonState::Released));
            (app.world().resource::<RayProbe>().on, app.world().resource::<AppControls>().requests.len())
        };
        assert_eq!(step(true, false), (true, 0), "the button switches it on and its request is used up");
        assert_eq!(step(false, false), (true, 0));
        assert_eq!(step(false, true), (false, 0), "P switches it off");
        assert_eq!(step(true, true), (false, 0), "both at once: on and off again");
    }
}
