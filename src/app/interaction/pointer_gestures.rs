//! Pushing and grabbing bodies with the mouse (or a finger: the touch module makes it the mouse). With the push tool a click pushes a body along the view ray,
//! and a drag aims the push instead (an arrow from the body, labelled with its impulse; release to push,
//! stronger the longer the arrow). A push strikes the body where the pointer met it, as a cue strikes a ball: off
//! its centre it spins the ball too (above the centre topspin, below it backspin). With the grab tool (M) a drag
//! holds a box at the point grabbed (a ball at its centre) and pulls that point along on a line towards the
//! pointer: a box held by a corner turns and swings under it. Release throws it with the drag's velocity. The body is moved only through
//! its velocities, so it still collides, and is swept, on the way: dragged fast at a wall, it stops at the wall.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::interaction::picking::{pick_body, pointer_ray};
use crate::app::session::event_log::EventLog;
use crate::app::state::controls::AppControls;
use crate::app::state::pointer::TouchPointer;
use crate::app::state::tools::MouseTool;
use crate::app::view::body_names::BodyNames;
use crate::app::view::camera::OrbitCamera;
use crate::app::view::labels::{backed_label, egui_point, scene_painter};
use crate::geometry::Ray;
use crate::language::Texts;
use crate::physics::{AngularVelocity, LinearVelocity, Mass, RigidBody, SpatialQuery, TurningShape, run_physics_step};
use bevy::ecs::query::QueryData;

/// The drag in progress, if any.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub enum Gesture {
    #[default]
    Idle,
    /// A press on `body` with the push tool, `aim` the arrow so far (m; its impulse is `aim` × the push
    /// strength per metre).
    Aiming { body: Entity, pressed_at: Vec2, view: Vec3, grip: Vec3, aim: Vec3 },
    /// A body held at `grip` (its offset from the centre, in the body's own axes) and pulled towards `target`.
    Grabbing { body: Entity, grip: Vec3, target: Vec3 },
    /// A push aimed by keys at `body`'s centre along `aim` (1 m long: its impulse is the push strength).
    KeyAiming { body: Entity, aim: Vec3 },
}

impl Gesture {
    /// The body a push is aimed at and its arrow, by the pointer or by keys.
    pub fn aimed(&self) -> Option<(Entity, Vec3)> {
        match *self {
            Gesture::Aiming { body, aim, .. } | Gesture::KeyAiming { body, aim } => Some((body, aim)),
            _ => None,
        }
    }
}

/// A drag shorter than this (logical pixels) is a click.
const CLICK_SLOP: f32 = 5.0;
/// A grabbed body closes the gap to the pointer in about this time (s).
const FOLLOW_TIME: f32 = 0.08;
/// The fastest a grabbed body is pulled (m/s): fast enough to throw, slow enough to stay sane.
const MAX_GRAB_SPEED: f32 = 40.0;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Gesture>()
        .init_resource::<TouchPointer>()
        .add_systems(Update, (track_pointer_gestures, draw_gesture).chain())
        .add_systems(EguiPrimaryContextPass, label_aimed_push)
        .add_systems(FixedUpdate, pull_grabbed_body.before(run_physics_step));
}

/// The point under the cursor on the plane through `point` facing the camera.
pub fn point_on_view_plane(ray: &Ray, point: Vec3, facing: Vec3) -> Option<Vec3> {
    let across = ray.direction.dot(facing);
    (across.abs() > 1e-4).then(|| ray.at((point - ray.origin).dot(facing) / across))
}

/// The velocity that pulls a body's `grip` point to `target`: the gap closed in `FOLLOW_TIME`, no faster
/// than `MAX_GRAB_SPEED`.
pub fn grab_velocity(grip: Vec3, target: Vec3) -> Vec3 {
    ((target - grip) / FOLLOW_TIME).clamp_length_max(MAX_GRAB_SPEED)
}

/// Starts, follows and ends the drags of the left button on bodies (Shift and Ctrl clicks select instead).
fn track_pointer_gestures(
    (buttons, keys): (Res<ButtonInput<MouseButton>>, Res<ButtonInput<KeyCode>>),
    egui_input: Res<EguiWantsInput>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform), With<OrbitCamera>>,
    controls: Res<AppControls>,
    pickable: SpatialQuery,
    positions: Query<&Transform>,
    mut bodies: Query<PushedBody>,
    mut gesture: ResMut<Gesture>,
    (log, touch): (Res<EventLog>, Res<TouchPointer>),
) {
    let (camera, camera_transform) = *camera;
    let pointer = touch.position_in(&window);
    let ray = pointer_ray(pointer, camera, camera_transform);
    if touch.cancel {
        *gesture = Gesture::Idle;
    }
    let facing = *camera_transform.forward();
    let modified =
        keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight, KeyCode::ControlLeft, KeyCode::ControlRight]);
    if buttons.just_pressed(MouseButton::Left) && !egui_input.wants_any_pointer_input() && !modified {
        let start = |ray: Ray| start_gesture(&ray, (&pickable, &positions), &bodies, controls.mouse_tool);
        *gesture = ray.and_then(start).unwrap_or_default();
        if let (Gesture::Aiming { pressed_at, .. }, Some(cursor)) = (&mut *gesture, pointer) {
            *pressed_at = cursor;
        }
    }
    follow_pointer(&mut gesture, ray, facing, &positions);
    // a push aimed by keys waits for its key (a click on a panel does not end it)
    if buttons.just_released(MouseButton::Left) && !matches!(*gesture, Gesture::KeyAiming { .. }) {
        let moved = |pressed_at: Vec2| pointer.map_or(0.0, |cursor| cursor.distance(pressed_at));
        release(*gesture, moved, (controls.push_impulse, &positions), &mut bodies, log.echo);
        *gesture = Gesture::Idle;
    }
}

/// A drag in progress follows the pointer: the aimed arrow's tip, or the grabbed body's target.
fn follow_pointer(gesture: &mut Gesture, ray: Option<Ray>, facing: Vec3, positions: &Query<&Transform>) {
    match gesture {
        Gesture::Aiming { grip, aim, .. } => {
            if let Some(under) = ray.and_then(|ray| point_on_view_plane(&ray, *grip, facing)) {
                *aim = under - *grip;
            }
        }
        Gesture::Grabbing { body, grip, target } => {
            let held = positions.get(*body).map_or(*target, |transform| transform.transform_point(*grip));
            if let Some(under) = ray.and_then(|ray| point_on_view_plane(&ray, held, facing)) {
                *target = under;
            }
        }
        Gesture::Idle | Gesture::KeyAiming { .. } => {}
    }
}

/// The button released: an aimed push (or a click) pushes the body; a grabbed body flies on with its velocity.
/// `moved` is how far the pointer went since the press (logical pixels).
fn release(
    gesture: Gesture,
    moved: impl Fn(Vec2) -> f32,
    (strength, positions): (f32, &Query<&Transform>),
    bodies: &mut Query<PushedBody>,
    echo: bool,
) {
    match gesture {
        Gesture::Aiming { body, pressed_at, view, grip, aim } => {
            // a click pushes along the view ray; a drag along its arrow, J = push strength per metre of arrow
            let impulse = if moved(pressed_at) < CLICK_SLOP { view * strength } else { aim * strength };
            push_body(Push { body, point: Some(grip), impulse, echo }, positions, bodies);
        }
        Gesture::Grabbing { body, .. } if echo => {
            if let Ok(thrown) = bodies.get(body) {
                let name = thrown.name.map_or("?", |n| n.as_str());
                println!("threw {name:?} velocity={:?}", thrown.velocity.0.to_array());
            }
        }
        _ => {}
    }
}

/// A push: an impulse (N·s) struck at a point of a body (world; none: at its centre), printed when `echo`.
pub struct Push {
    pub body: Entity,
    pub point: Option<Vec3>,
    pub impulse: Vec3,
    pub echo: bool,
}

/// Strikes a dynamic body as `push` says: off its centre it turns too.
pub fn push_body(push: Push, positions: &Query<&Transform>, bodies: &mut Query<PushedBody>) {
    let Ok(&Transform { translation: centre, rotation, .. }) = positions.get(push.body) else { return };
    let Ok(mut pushed) = bodies.get_mut(push.body) else { return };
    if *pushed.kind != RigidBody::Dynamic {
        return;
    }
    let inverse_inertia = pushed.turning.inverse_inertia(*pushed.kind, *pushed.mass, rotation);
    let offset = push.point.map_or(Vec3::ZERO, |point| point - centre);
    let struck = strike(offset, push.impulse, (pushed.mass.0, inverse_inertia));
    pushed.velocity.0 += struck.velocity;
    pushed.angular_velocity.0 += struck.angular_velocity;
    if push.echo {
        let name = pushed.name.map_or("?", |n| n.as_str());
        let (velocity, spin) = (pushed.velocity.0.to_array(), pushed.angular_velocity.0.to_array());
        println!("pushed {name:?} impulse={:?} velocity={velocity:?} spin={spin:?}", push.impulse.to_array());
    }
}

/// A body as a push reads and changes it.
#[derive(QueryData)]
#[query_data(mutable)]
pub struct PushedBody {
    kind: &'static RigidBody,
    mass: &'static Mass,
    velocity: &'static mut LinearVelocity,
    angular_velocity: &'static mut AngularVelocity,
    turning: TurningShape,
    name: Option<&'static Name>,
}

/// How an impulse changes a body's motion.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Struck {
    pub velocity: Vec3,
    pub angular_velocity: Vec3,
}

/// An impulse `impulse` (N·s) struck at `offset` from the centre of a body of `mass` (kg) and inverse inertia
/// `inverse_inertia` (in world axes): v changes by J/m and ω by I⁻¹(r × J).
pub fn strike(offset: Vec3, impulse: Vec3, (mass, inverse_inertia): (f32, Mat3)) -> Struck {
    Struck { velocity: impulse / mass.max(f32::EPSILON), angular_velocity: inverse_inertia * offset.cross(impulse) }
}

/// The gesture a press on the body under `ray` starts, if it is a dynamic body.
fn start_gesture(
    ray: &Ray,
    (pickable, positions): (&SpatialQuery, &Query<&Transform>),
    bodies: &Query<PushedBody>,
    tool: MouseTool,
) -> Option<Gesture> {
    let hit = pick_body(pickable, ray)?;
    let (body, point) = (hit.entity, hit.point);
    let pressed = bodies.get(body).ok()?;
    let at = positions.get(body).ok()?;
    // a ball is held at its centre (pulled at its surface it would only spin), a box where it was grabbed
    let grip = if pressed.turning.arm() > 0.0 { Vec3::ZERO } else { at.rotation.inverse() * (point - at.translation) };
    let gesture = match tool {
        MouseTool::Push => {
            Gesture::Aiming { body, pressed_at: Vec2::ZERO, view: ray.direction, grip: point, aim: Vec3::ZERO }
        }
        MouseTool::Grab => Gesture::Grabbing { body, grip, target: at.translation + at.rotation * grip },
        // the joint tools' clicks are the attach tool's, the set-up tool's drags its own
        MouseTool::String
        | MouseTool::Rod
        | MouseTool::Spring
        | MouseTool::Hinge
        | MouseTool::Weld
        | MouseTool::Edit => return None,
    };
    (*pressed.kind == RigidBody::Dynamic).then_some(gesture)
}

/// Each fixed step, the grabbed body gets the impulse at the point it is held by that moves that point towards
/// the pointer ([`grab_velocity`]); turning as it must, a body held off its centre swings under the point.
fn pull_grabbed_body(gesture: Res<Gesture>, mut bodies: Query<(&Transform, PushedBody)>) {
    if let Gesture::Grabbing { body, grip, target } = *gesture
        && let Ok((transform, mut pulled)) = bodies.get_mut(body)
    {
        let arm = transform.rotation * grip;
        let held = (pulled.velocity.0, pulled.angular_velocity.0);
        let inverse_inertia = pulled.turning.inverse_inertia(*pulled.kind, *pulled.mass, transform.rotation);
        let wanted = grab_velocity(transform.translation + arm, target);
        let struck = held_at(arm, held, wanted, (pulled.mass.0, inverse_inertia));
        pulled.velocity.0 += struck.velocity;
        pulled.angular_velocity.0 += struck.angular_velocity;
    }
}

/// What the impulse does that changes the velocity of a body's point at `arm` from its centre, moving and
/// turning at `(velocity, spin)`, to `wanted`: the impulse is K⁻¹·Δv with K = 1/m − [r]× I⁻¹ [r]× (how an
/// impulse there changes that point's velocity), for a body of `mass` and world inverse inertia
/// `inverse_inertia`.
pub fn held_at(
    arm: Vec3,
    (velocity, spin): (Vec3, Vec3),
    wanted: Vec3,
    (mass, inverse_inertia): (f32, Mat3),
) -> Struck {
    let change = wanted - (velocity + spin.cross(arm));
    let across = Mat3::from_cols(arm.cross(Vec3::X), arm.cross(Vec3::Y), arm.cross(Vec3::Z));
    let compliance = Mat3::IDENTITY / mass.max(f32::EPSILON) - across * inverse_inertia * across;
    let impulse = if compliance.determinant() > 0.0 { compliance.inverse() * change } else { change * mass };
    strike(arm, impulse, (mass, inverse_inertia))
}

/// The colour of the aimed push's arrow and its label.
const AIM_COLOR: Color = Color::srgb(1.0, 0.85, 0.2);

/// The aimed push's arrow, or the grab's spring line, in the scene.
fn draw_gesture(mut gizmos: Gizmos, gesture: Res<Gesture>, bodies: Query<&Transform>) {
    match *gesture {
        Gesture::Aiming { body, aim, .. } | Gesture::KeyAiming { body, aim } if aim.length() > 1e-3 => {
            if let Ok(transform) = bodies.get(body) {
                gizmos.arrow(transform.translation, transform.translation + aim, AIM_COLOR);
            }
        }
        Gesture::Grabbing { body, grip, target } => {
            if let Ok(transform) = bodies.get(body) {
                gizmos.line(transform.transform_point(grip), target, Color::WHITE);
                gizmos.sphere(Isometry3d::from_translation(target), 0.05, Color::WHITE);
            }
        }
        _ => {}
    }
}

/// The impulse an arrow `aim` long gives at `strength` N·s per metre, and the change of velocity it makes in
/// `mass`.
pub fn aim_label(aim: Vec3, strength: f32, mass: f32, t: &Texts) -> String {
    let impulse = aim.length() * strength;
    let change = impulse / mass.max(f32::EPSILON);
    let args = [("impulse", t.number(f64::from(impulse), 2).into()), ("change", t.number(f64::from(change), 2).into())];
    t.with("push-aim", &args)
}

/// The aimed push's label at the arrow's tip.
fn label_aimed_push(
    mut contexts: EguiContexts,
    gesture: Res<Gesture>,
    controls: Res<AppControls>,
    bodies: Query<(&Transform, &Mass, Option<&Name>)>,
    camera: Single<(&Camera, &GlobalTransform), With<OrbitCamera>>,
) -> Result {
    let Some((body, aim)) = gesture.aimed() else {
        return Ok(());
    };
    let Ok((transform, mass, name)) = bodies.get(body) else {
        return Ok(());
    };
    let (camera, camera_transform) = *camera;
    let on_screen = |point: Vec3| camera.world_to_viewport(camera_transform, point).ok();
    let (Some(base), Some(tip)) = (on_screen(transform.translation), on_screen(transform.translation + aim)) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let text = aim_label(aim, controls.push_impulse, mass.0, &Texts::of(ctx));
    // aimed by keys, the label names the body in focus as well
    let text = match (*gesture, name) {
        (Gesture::KeyAiming { .. }, Some(name)) => format!("{}: {text}", BodyNames::of(ctx).shown(name)),
        _ => text,
    };
    // beyond the tip, clear of the arrow
    let onward = (tip - base).normalize_or_zero();
    let at = egui_point(tip + onward * 14.0, ctx.zoom_factor());
    let align = if onward.x < 0.0 { egui::Align2::RIGHT_CENTER } else { egui::Align2::LEFT_CENTER };
    let [r, g, b, _] = AIM_COLOR.to_srgba().to_u8_array();
    let painter = scene_painter(ctx, camera, "aimed push");
    backed_label(&painter, at, align, text, egui::FontId::proportional(15.0), egui::Color32::from_rgb(r, g, b));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cue_struck_above_the_centre_gives_topspin_and_below_it_backspin() {
        // a 0.17 kg ball of radius 0.1 (1/I = 1/(0.4 · 0.17 · 0.01)) struck along +x with 0.51 N·s
        let inverse_inertia = Mat3::from_diagonal(Vec3::splat(1.0 / (0.4 * 0.17 * 0.01)));
        let above = strike(Vec3::new(-0.06, 0.05, 0.0), Vec3::X * 0.51, (0.17, inverse_inertia));
        assert!((above.velocity - Vec3::X * 3.0).length() < 1e-5, "{}", above.velocity);
        // r × J = (0, 0.05, 0) × (0.51, 0, 0) = (0, 0, −0.0255): topspin (rolling along +x turns about −z)
        assert!((above.angular_velocity - Vec3::Z * -37.5).length() < 1e-3, "{}", above.angular_velocity);
        let below = strike(Vec3::new(-0.06, -0.05, 0.0), Vec3::X * 0.51, (0.17, inverse_inertia));
        assert!((below.angular_velocity - Vec3::Z * 37.5).length() < 1e-3, "backspin: {}", below.angular_velocity);
        let centre = strike(Vec3::new(-0.1, 0.0, 0.0), Vec3::X * 0.51, (0.17, inverse_inertia));
        assert_eq!(centre.angular_velocity, Vec3::ZERO, "through the centre: no spin");
    }

    #[test]
    fn the_pointer_lands_on_the_plane_through_the_grip_facing_the_camera() {
        let ray = Ray::new(Vec3::new(0.0, 0.0, 10.0), Vec3::new(0.3, 0.4, -1.0)).unwrap();
        let under = point_on_view_plane(&ray, Vec3::new(5.0, 5.0, 2.0), Vec3::NEG_Z).unwrap();
        assert!((under.z - 2.0).abs() < 1e-5, "{under}");
        // along the ray, 8 m deep
        let along = 8.0 / ray.direction.z.abs();
        assert!((under - ray.at(along)).length() < 1e-4);
        // a ray along the plane never meets it
        let flat = Ray::new(Vec3::ZERO, Vec3::X).unwrap();
        assert_eq!(point_on_view_plane(&flat, Vec3::ONE, Vec3::NEG_Z), None);
    }

    #[test]
    fn the_aim_label_gives_the_impulse_and_the_change_of_velocity() {
        // a 3-4-5 arrow at 2 N·s per metre on 4 kg: 10 N·s, 2.5 m/s
        let t = Texts::english();
        assert_eq!(aim_label(Vec3::new(3.0, 0.0, 4.0), 2.0, 4.0, &t), "10.00 N·s\nΔv 2.50 m/s");
        assert_eq!(aim_label(Vec3::ZERO, 5.0, 1.0, &t), "0.00 N·s\nΔv 0.00 m/s");
    }

    #[test]
    fn a_body_held_at_a_corner_moves_that_corner_as_wanted_turning_as_it_must() {
        // a cube of 1 m and 6 kg: I = m/12·(1 + 1) = 1 kg·m² about each axis; held at a corner, falling at 2 m/s
        let (arm, held, wanted) = (Vec3::new(0.5, 0.5, 0.5), (Vec3::NEG_Y * 2.0, Vec3::ZERO), Vec3::X * 0.5);
        let struck = held_at(arm, held, wanted, (6.0, Mat3::IDENTITY));
        let (velocity, spin) = (held.0 + struck.velocity, held.1 + struck.angular_velocity);
        assert!((velocity + spin.cross(arm) - wanted).length() < 1e-5, "the corner moves at {wanted}");
        assert!(spin.length() > 0.1, "and the cube turns: {spin}");
        // a body that cannot turn is moved as a whole, at the wanted velocity
        let locked = held_at(arm, held, wanted, (6.0, Mat3::ZERO));
        assert!((held.0 + locked.velocity - wanted).length() < 1e-6 && locked.angular_velocity == Vec3::ZERO);
    }

    #[test]
    fn a_grabbed_body_closes_the_gap_in_the_follow_time_and_no_faster_than_the_cap() {
        let velocity = grab_velocity(Vec3::ZERO, Vec3::new(0.4, 0.0, 0.0));
        assert!((velocity.x * FOLLOW_TIME - 0.4).abs() < 1e-6);
        assert_eq!(grab_velocity(Vec3::ZERO, Vec3::new(0.0, 100.0, 0.0)), Vec3::new(0.0, MAX_GRAB_SPEED, 0.0));
        assert_eq!(grab_velocity(Vec3::ONE, Vec3::ONE), Vec3::ZERO);
    }
}
