//! Labels beside the bodies: each moving body's name and the values its scene is about (mass, speed, e, μ, ...),
//! in type a class can read, placed where they cover neither each other nor the bodies; and each velocity
//! arrow's value at its tip.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::app::overlays::arrow_scales::{ArrowScales, arrow};
use crate::app::overlays::label_placement::{GAP, place_labels};
use crate::app::overlays::switches::Overlays;
use crate::app::state::selection::Selection;
use crate::app::view::body_names::BodyNames;
use crate::app::view::camera::{FramedBodies, OrbitCamera};
use crate::app::view::labels::{egui_color, egui_point, egui_rect, scene_painter};
use crate::app::view::visuals::BodyLook;
use crate::language::Texts;
use crate::physics::{
    AngularVelocity, Collider, LinearVelocity, Mass, PhysicsMaterial, PhysicsSettings, PrincipalInertia, RigidBody,
    TurningShape,
};
use crate::scene::LabelValue;

/// Above this many moving bodies the scene is a crowd: only the selected bodies and the `CROWD_FASTEST` fastest
/// are labelled (a break of sixteen balls would be all text).
const CROWD: usize = 12;
const CROWD_FASTEST: usize = 5;
/// Above this many moving bodies the velocity arrows carry no values.
const MOST_ARROW_VALUES: usize = 30;
/// The labels' type size in egui points (the UI size enlarges it, the projector preset to about 24 pixels).
const NAME_SIZE: f32 = 15.0;
const VALUE_SIZE: f32 = 14.0;
const VALUE_COLOR: egui::Color32 = egui::Color32::from_rgb(235, 235, 235);
const ARROW_VALUE_COLOR: egui::Color32 = egui::Color32::from_rgb(120, 220, 255);

/// What the scene on screen asks its labels to show after each name; none: what differs between its bodies.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct LabelChoice(pub Option<Vec<LabelValue>>);

/// Where each label was drawn last, by body, in the window's logical pixels (for scripts: `--log-events`
/// prints them on exit).
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct PlacedLabels(pub Vec<(Entity, Rect)>);

/// What a label says of a body.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LabelFacts {
    pub mass: f32,
    pub velocity: Vec3,
    pub restitution: f32,
    pub friction: f32,
    /// Its height along the direction gravity pulls against.
    pub height: f32,
    /// How fast it turns (rad/s).
    pub angular_velocity: Vec3,
    /// Its inertia about its principal axes (none where it does not turn).
    pub inertia: PrincipalInertia,
    /// How it is turned from the world's axes.
    pub rotation: Quat,
}

impl LabelFacts {
    /// Kinetic energy of moving and turning (J).
    fn kinetic_energy(&self) -> f32 {
        0.5 * self.mass * self.velocity.length_squared() + self.inertia.energy(self.rotation, self.angular_velocity)
    }
}

/// The values to show: the scene's choice, or those that differ between the moving bodies, then the speed.
pub fn chosen_values(choice: Option<&[LabelValue]>, moving: &[LabelFacts]) -> Vec<LabelValue> {
    if let Some(choice) = choice {
        return choice.to_vec();
    }
    let differs = |value: fn(&LabelFacts) -> f32| {
        let mut values = moving.iter().map(value);
        values.next().is_some_and(|first| values.any(|other| (other - first).abs() > 1e-6 * first.abs().max(1.0)))
    };
    let candidates: [(LabelValue, fn(&LabelFacts) -> f32); 3] = [
        (LabelValue::Mass, |facts| facts.mass),
        (LabelValue::Restitution, |facts| facts.restitution),
        (LabelValue::Friction, |facts| facts.friction),
    ];
    let mut chosen: Vec<LabelValue> =
        candidates.into_iter().filter(|(_, value)| differs(*value)).map(|(label, _)| label).collect();
    chosen.push(LabelValue::Speed);
    chosen
}

/// A label's value line: each value with its symbol and unit, at a precision a class can read.
pub fn value_line(values: &[LabelValue], facts: &LabelFacts, t: &Texts) -> String {
    let number = |x: f32| t.number(f64::from(x), if x.abs() >= 100.0 { 0 } else { 2 });
    let line = |id: &str, value: String| t.with(id, &[("value", value.into())]);
    let parts: Vec<String> = values
        .iter()
        .map(|value| match value {
            LabelValue::Mass => line("label-mass", trimmed(facts.mass, t)),
            LabelValue::Speed => line("label-speed", number(facts.velocity.length())),
            LabelValue::Velocity => line("label-velocity", t.vector(facts.velocity.to_array(), 2)),
            LabelValue::Restitution => line("label-restitution", trimmed(facts.restitution, t)),
            LabelValue::Friction => line("label-friction", trimmed(facts.friction, t)),
            LabelValue::Momentum => line("label-momentum", number(facts.mass * facts.velocity.length())),
            LabelValue::KineticEnergy => line("label-kinetic-energy", number(facts.kinetic_energy())),
            LabelValue::Height => line("label-height", number(facts.height)),
            LabelValue::Spin => line("label-spin", number(facts.angular_velocity.length())),
        })
        .collect();
    parts.join("   ")
}

/// A number as written in a scene file: no trailing zeros (3 kg, 0.25, 0.05 kg).
fn trimmed(x: f32, t: &Texts) -> String {
    let text = t.number(f64::from(x), 3);
    text.trim_end_matches('0').trim_end_matches(['.', ',']).to_owned()
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<LabelChoice>().init_resource::<PlacedLabels>();
}

/// One labelled body as the system gathers it.
struct Labelled {
    entity: Entity,
    moving: bool,
    facts: LabelFacts,
    /// Where it is drawn on screen, in egui points.
    drawn: egui::Rect,
}

/// What a label reads of a body's motion and material.
type PhysicalItem<'a> = (
    &'a Mass,
    &'a LinearVelocity,
    &'a PhysicsMaterial,
    &'a AngularVelocity,
    bevy::ecs::query::QueryItem<'a, 'a, TurningShape>,
);

type LabelledBodies<'w, 's> = Query<
    'w,
    's,
    (
        Entity,
        (&'static Name, &'static RigidBody, &'static Collider, &'static Transform),
        (&'static Mass, &'static LinearVelocity, &'static PhysicsMaterial, &'static AngularVelocity, TurningShape),
        Option<&'static BodyLook>,
    ),
>;

/// Draws the labels over the 3D view when the labels overlay is on.
pub(crate) fn draw_body_labels(
    mut contexts: EguiContexts,
    (overlays, choice, selection, framed): (Res<Overlays>, Res<LabelChoice>, Res<Selection>, Res<FramedBodies>),
    (settings, mut placed): (Res<PhysicsSettings>, ResMut<PlacedLabels>),
    bodies: LabelledBodies,
    camera: Single<(&Camera, &GlobalTransform), With<OrbitCamera>>,
) -> Result {
    placed.0.clear();
    if !overlays.labels {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let (camera, camera_transform) = *camera;
    let Some(view) = camera.logical_viewport_rect() else {
        return Ok(());
    };
    let zoom = ctx.zoom_factor();
    let up = settings.up();
    let (labelled, all_moving) =
        gather_labelled(&bodies, (camera, camera_transform), (&selection, &framed), (view, zoom, up));
    let values = chosen_values(choice.0.as_deref(), &all_moving);
    let painter = scene_painter(ctx, camera, "body labels");
    let (t, names) = (Texts::of(ctx), BodyNames::of(ctx));
    let texts: Vec<(String, egui::Color32, Option<String>)> = labelled
        .iter()
        .map(|body| {
            let (_, (name, ..), _, look) = bodies.get(body.entity).expect("gathered above");
            let color = look.map_or(VALUE_COLOR, |look| egui_color(look.paint.color()));
            (names.shown(name).into_owned(), color, body.moving.then(|| value_line(&values, &body.facts, &t)))
        })
        .collect();
    let galleys: Vec<_> = texts.into_iter().map(|text| label_galleys(&painter, text)).collect();
    let sizes: Vec<egui::Vec2> = galleys.iter().map(|(name, values)| label_size(name, values.as_ref())).collect();
    let drawn: Vec<egui::Rect> = labelled.iter().map(|body| body.drawn).collect();
    let view_points = egui_rect(view, zoom);
    let rects = place_labels(&drawn, &sizes, view_points);
    let in_window = |rect: &egui::Rect| {
        Rect::from_corners(Vec2::new(rect.min.x, rect.min.y) * zoom, Vec2::new(rect.max.x, rect.max.y) * zoom)
    };
    placed.0 = labelled.iter().zip(&rects).map(|(body, rect)| (body.entity, in_window(rect))).collect();
    for (rect, (name, values)) in rects.into_iter().zip(galleys) {
        painter.rect_filled(rect, 4.0, egui::Color32::from_black_alpha(190));
        let name_height = name.size().y;
        painter.galley(rect.min + egui::vec2(GAP, GAP * 0.5), name, VALUE_COLOR);
        if let Some(values) = values {
            painter.galley(rect.min + egui::vec2(GAP, GAP * 0.5 + name_height), values, VALUE_COLOR);
        }
    }
    Ok(())
}

/// The bodies to label, with where they are drawn (in egui points), and the facts of every moving body: every
/// moving body, or in a crowd the selected and the fastest; and the small static bodies the action meets.
fn gather_labelled(
    bodies: &LabelledBodies,
    (camera, camera_transform): (&Camera, &GlobalTransform),
    (selection, framed): (&Selection, &FramedBodies),
    (view, zoom, up): (Rect, f32, Vec3),
) -> (Vec<Labelled>, Vec<LabelFacts>) {
    let facts_of =
        |(mass, velocity, material, spin, shape): PhysicalItem, kind: RigidBody, at: &Transform| LabelFacts {
            mass: mass.0,
            velocity: velocity.0,
            restitution: material.restitution,
            friction: material.friction,
            height: at.translation.dot(up),
            angular_velocity: spin.0,
            inertia: shape.principal_inverse_inertia(kind, *mass),
            rotation: at.rotation,
        };
    let all_moving: Vec<LabelFacts> = bodies
        .iter()
        .filter(|(_, (_, kind, ..), ..)| **kind != RigidBody::Static)
        .map(|(_, (_, kind, _, transform), physical, _)| facts_of(physical, *kind, transform))
        .collect();
    let crowd = all_moving.len() > CROWD;
    // in a crowd, the speed the fastest labelled bodies reach
    let fast = if crowd { nth_fastest(&all_moving, CROWD_FASTEST) } else { 0.0 };
    let mut labelled: Vec<Labelled> = Vec::new();
    for (entity, (_, kind, collider, transform), physical, _) in bodies {
        let moving = *kind != RigidBody::Static;
        let facts = facts_of(physical, *kind, transform);
        let wanted = match (moving, crowd) {
            (true, false) => true,
            (true, true) => selection.contains(entity) || facts.velocity.length() > fast.max(1e-3),
            // a static body the action meets, named (a wall, not the floor: see below)
            (false, _) => !crowd && framed.0.contains(&entity),
        };
        let drawn = wanted.then(|| drawn_rect(camera, camera_transform, collider, transform.translation)).flatten();
        let Some(drawn) = drawn.map(|rect| egui_rect(rect, zoom)) else {
            continue;
        };
        // a static body is labelled only while it is small enough not to be the ground under the scene
        if moving || drawn.width() < view.width() * 0.5 / zoom {
            labelled.push(Labelled { entity, moving, facts, drawn });
        }
    }
    (labelled, all_moving)
}

/// The laid-out lines of one label: its name (in the body's colour) and its values.
fn label_galleys(
    painter: &egui::Painter,
    (name, color, values): (String, egui::Color32, Option<String>),
) -> (std::sync::Arc<egui::Galley>, Option<std::sync::Arc<egui::Galley>>) {
    let name = painter.layout_no_wrap(name, egui::FontId::proportional(NAME_SIZE), color);
    let values =
        values.map(|values| painter.layout_no_wrap(values, egui::FontId::proportional(VALUE_SIZE), VALUE_COLOR));
    (name, values)
}

/// A label's size with its margins.
fn label_size(name: &egui::Galley, values: Option<&std::sync::Arc<egui::Galley>>) -> egui::Vec2 {
    let (width, height) = match values {
        Some(values) => (name.size().x.max(values.size().x), name.size().y + values.size().y),
        None => (name.size().x, name.size().y),
    };
    egui::vec2(width + 2.0 * GAP, height + GAP)
}

/// The speed just below the `n` fastest of `bodies` (zero when there are no more than `n`).
fn nth_fastest(bodies: &[LabelFacts], n: usize) -> f32 {
    let mut speeds: Vec<f32> = bodies.iter().map(|facts| facts.velocity.length()).collect();
    if n >= speeds.len() {
        return 0.0;
    }
    *speeds.select_nth_unstable_by(n, |a, b| b.total_cmp(a)).1
}

/// Where a body is drawn in the window (logical pixels): its bounding sphere's square around its centre.
fn drawn_rect(camera: &Camera, transform: &GlobalTransform, collider: &Collider, at: Vec3) -> Option<Rect> {
    let centre = camera.world_to_viewport(transform, at).ok()?;
    let radius = collider.bounding_radius();
    let rim = camera.world_to_viewport(transform, at + transform.up() * radius).ok()?;
    let pixels = (rim - centre).length();
    Some(Rect::from_center_half_size(centre, Vec2::splat(pixels)))
}

/// Writes each velocity arrow's value at its tip, while the velocity arrows are on.
pub(crate) fn draw_arrow_values(
    mut contexts: EguiContexts,
    (overlays, scales): (Res<Overlays>, Res<ArrowScales>),
    bodies: Query<(&Transform, &LinearVelocity, &RigidBody)>,
    camera: Single<(&Camera, &GlobalTransform), With<OrbitCamera>>,
) -> Result {
    if !overlays.velocities {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let (camera, camera_transform) = *camera;
    let moving = bodies.iter().filter(|(_, v, kind)| **kind == RigidBody::Dynamic && v.length_squared() > 1e-6);
    if moving.clone().count() > MOST_ARROW_VALUES {
        return Ok(());
    }
    let painter = scene_painter(ctx, camera, "arrow values");
    let t = Texts::of(ctx);
    for (transform, velocity, _) in moving {
        let tip = transform.translation + arrow(velocity.0, scales.velocity, overlays.log_arrows);
        if let Ok(at) = camera.world_to_viewport(camera_transform, tip) {
            let speed = t.number(f64::from(velocity.length()), 2);
            let text = t.with("label-speed-value", &[("value", speed.into())]);
            let font = egui::FontId::proportional(VALUE_SIZE);
            let galley = painter.layout_no_wrap(text, font, ARROW_VALUE_COLOR);
            let rect = egui::Align2::LEFT_BOTTOM
                .anchor_size(egui_point(at, ctx.zoom_factor()) + egui::vec2(GAP, -GAP), galley.size());
            painter.rect_filled(rect.expand(2.0), 3.0, egui::Color32::from_black_alpha(170));
            painter.galley(rect.min, galley, ARROW_VALUE_COLOR);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts(mass: f32, restitution: f32) -> LabelFacts {
        LabelFacts {
            mass,
            velocity: Vec3::new(3.0, 4.0, 0.0),
            restitution,
            friction: 0.5,
            height: 1.25,
            angular_velocity: Vec3::ZERO,
            inertia: PrincipalInertia::NONE,
            rotation: Quat::IDENTITY,
        }
    }

    #[test]
    fn labels_show_what_differs_between_the_bodies_unless_the_scene_chooses() {
        let head_on = [facts(1.0, 1.0), facts(3.0, 1.0)];
        assert_eq!(chosen_values(None, &head_on), [LabelValue::Mass, LabelValue::Speed]);
        let row = [facts(1.0, 0.0), facts(1.0, 0.25)];
        assert_eq!(chosen_values(None, &row), [LabelValue::Restitution, LabelValue::Speed]);
        let chosen = [LabelValue::Height];
        assert_eq!(chosen_values(Some(&chosen), &row), chosen);
        let t = Texts::english();
        let line = value_line(&[LabelValue::Mass, LabelValue::Speed, LabelValue::Restitution], &facts(3.0, 0.25), &t);
        assert_eq!(line, "m = 3 kg   v = 5.00 m/s   e = 0.25");
        let line =
            value_line(&[LabelValue::Momentum, LabelValue::KineticEnergy, LabelValue::Height], &facts(0.05, 0.0), &t);
        assert_eq!(line, "p = 0.25 kg·m/s   KE = 0.62 J   h = 1.25 m");
        let german = Texts::of_language(crate::language::Language::German);
        let line = value_line(&[LabelValue::Mass, LabelValue::KineticEnergy], &facts(0.05, 0.0), &german);
        assert_eq!(line, "m = 0,05 kg   Ekin = 0,62 J");
    }
}
