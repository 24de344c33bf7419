//! The scene told in words, for a screen reader and the page's live region: what is in it ("left: ball, 1 kg,
//! moving right at 3 m/s"), and what a collision did ("left and right collide at 0,67 s; left now at rest").
//! Directions are the view's: right and left, up and down, towards and away from the viewer.

use bevy::math::Vec3;

use crate::language::Texts;

/// A body as the words tell it.
#[derive(Clone, Debug, PartialEq)]
pub struct SeenBody {
    /// Its name as shown (in the chosen language).
    pub name: String,
    /// The message naming its shape (`describe-ball`, `describe-box`, …).
    pub shape: &'static str,
    /// Whether it can move (not fixed, not kinematic).
    pub moving: bool,
    pub mass: f32,
    pub position: Vec3,
    pub velocity: Vec3,
}

/// The view's directions in the world: right, up and towards the viewer.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ViewAxes {
    pub right: Vec3,
    pub up: Vec3,
    pub towards: Vec3,
}

/// Slower than this (m/s) a body is at rest, for the words.
const AT_REST: f32 = 0.005;
/// The most moving bodies told one by one; more are told as a count and a mean speed.
const TOLD_ONE_BY_ONE: usize = 6;
/// A direction's part of a motion that is worth a word (cos 70°).
const WORTH_A_WORD: f32 = 0.34;

/// The words for the way `velocity` points in the view: its largest part, and the next if that is large too.
pub fn direction_words(t: &Texts, velocity: Vec3, view: &ViewAxes) -> String {
    let along = [
        (velocity.dot(view.right), "describe-right", "describe-left"),
        (velocity.dot(view.up), "describe-up", "describe-down"),
        (velocity.dot(view.towards), "describe-towards", "describe-away"),
    ];
    let speed = velocity.length().max(f32::EPSILON);
    let mut parts: Vec<(f32, &str)> = along
        .iter()
        .map(|(part, plus, minus)| (part.abs() / speed, if *part >= 0.0 { *plus } else { *minus }))
        .collect();
    parts.sort_by(|a, b| b.0.total_cmp(&a.0));
    match parts[1].0 >= WORTH_A_WORD {
        true => {
            t.with("describe-two-ways", &[("first", t.get(parts[0].1).into()), ("second", t.get(parts[1].1).into())])
        }
        false => t.get(parts[0].1),
    }
}

/// "moving right at 3 m/s" or "at rest".
pub fn motion_words(t: &Texts, velocity: Vec3, view: &ViewAxes) -> String {
    let speed = velocity.length();
    if speed < AT_REST {
        return t.get("describe-at-rest");
    }
    let args = [("direction", direction_words(t, velocity, view).into()), ("speed", t.shortest(round(speed)).into())];
    t.with("describe-moving", &args)
}

/// A value rounded to three significant figures, as the words say it.
fn round(value: f32) -> f32 {
    if value == 0.0 || !value.is_finite() {
        return value;
    }
    let scale = 10f32.powi(2 - value.abs().log10().floor() as i32);
    (value * scale).round() / scale
}

/// What is in the scene: its name, each moving body (or, for many, their count and mean speed), how far apart
/// two are, and the fixed bodies.
pub fn scene_words(t: &Texts, scene: &str, bodies: &[SeenBody], view: &ViewAxes) -> String {
    let moving: Vec<&SeenBody> = bodies.iter().filter(|body| body.moving).collect();
    let mut sentences = vec![format!("{scene}.")];
    if moving.len() <= TOLD_ONE_BY_ONE {
        for body in &moving {
            let shape = t.get(body.shape);
            let args = [
                ("name", body.name.as_str().into()),
                ("shape", shape.into()),
                ("mass", t.shortest(round(body.mass)).into()),
                ("motion", motion_words(t, body.velocity, view).into()),
            ];
            sentences.push(t.with("describe-body", &args));
        }
    } else {
        let mean = moving.iter().map(|body| body.velocity.length()).sum::<f32>() / moving.len() as f32;
        let args = [("count", moving.len().into()), ("speed", t.shortest(round(mean)).into())];
        sentences.push(t.with("describe-many", &args));
    }
    if let [a, b] = moving.as_slice() {
        let apart = round(a.position.distance(b.position));
        let args =
            [("a", a.name.as_str().into()), ("b", b.name.as_str().into()), ("distance", t.shortest(apart).into())];
        sentences.push(t.with("describe-apart", &args));
    }
    let fixed: Vec<&str> = bodies.iter().filter(|body| !body.moving).map(|body| body.name.as_str()).collect();
    if !fixed.is_empty() && fixed.len() <= TOLD_ONE_BY_ONE {
        sentences.push(t.with("describe-fixed", &[("names", fixed.join(", ").into())]));
    } else if !fixed.is_empty() {
        sentences.push(t.with("describe-fixed-count", &[("count", fixed.len().into())]));
    }
    sentences.join(" ")
}

/// What a collision did: who met whom, when, and how each moving body leaves.
pub fn collision_words(t: &Texts, time: f32, pair: [&SeenBody; 2], view: &ViewAxes) -> String {
    let [a, b] = pair;
    let time = t.number(f64::from(time), 2);
    let mut words = t.with(
        "describe-collision",
        &[("a", a.name.as_str().into()), ("b", b.name.as_str().into()), ("time", time.into())],
    );
    for body in pair.into_iter().filter(|body| body.moving) {
        let args = [("name", body.name.as_str().into()), ("motion", motion_words(t, body.velocity, view).into())];
        words.push(' ');
        words.push_str(&t.with("describe-leaves", &args));
    }
    words
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;

    const VIEW: ViewAxes = ViewAxes { right: Vec3::X, up: Vec3::Y, towards: Vec3::Z };

    fn ball(name: &str, x: f32, speed: f32) -> SeenBody {
        let (position, velocity) = (Vec3::new(x, 0.0, 0.0), Vec3::new(speed, 0.0, 0.0));
        SeenBody { name: name.into(), shape: "describe-ball", moving: true, mass: 1.0, position, velocity }
    }

    #[test]
    fn two_balls_are_told_by_name_mass_motion_and_distance_in_each_language() {
        let floor = SeenBody { moving: false, shape: "describe-box", ..ball("floor", 0.0, 0.0) };
        let bodies = [ball("left", -2.0, 3.0), ball("right", 2.0, 0.0), floor];
        let english = scene_words(&Texts::english(), "Head-on", &bodies, &VIEW);
        assert_eq!(
            english,
            "Head-on. left: ball, 1 kg, moving right at 3 m/s. right: ball, 1 kg, at rest. \
             left and right are 4 m apart. Fixed: floor."
        );
        let spanish = scene_words(&Texts::of_language(Language::Spanish), "Choque", &bodies[..1], &VIEW);
        assert_eq!(spanish, "Choque. left: bola, 1 kg, se mueve hacia la derecha a 3 m/s.");
    }

    #[test]
    fn a_direction_names_its_largest_part_and_the_next_when_it_is_large_too() {
        let t = Texts::english();
        assert_eq!(direction_words(&t, Vec3::new(-2.0, 0.1, 0.0), &VIEW), "left");
        assert_eq!(direction_words(&t, Vec3::new(1.0, -1.0, 0.0), &VIEW), "right and down");
        assert_eq!(direction_words(&t, Vec3::new(0.0, 0.0, -5.0), &VIEW), "away from you");
        assert_eq!(motion_words(&t, Vec3::new(0.004, 0.0, 0.0), &VIEW), "at rest");
        assert_eq!(motion_words(&t, Vec3::new(2.3456, 0.0, 0.0), &VIEW), "moving right at 2.35 m/s");
    }

    #[test]
    fn many_bodies_are_counted_and_a_collision_says_how_each_leaves() {
        let t = Texts::english();
        let gas: Vec<SeenBody> = (0..10).map(|i| ball(&format!("ball {i}"), i as f32, 2.0)).collect();
        assert_eq!(scene_words(&t, "Gas", &gas, &VIEW), "Gas. 10 bodies move, at 2 m/s on average.");
        let (left, right) = (ball("left", 0.5, 0.0), ball("right", 1.5, 3.0));
        assert_eq!(
            collision_words(&t, 0.6667, [&left, &right], &VIEW),
            "left and right collide at 0.67 s. left now at rest. right now moving right at 3 m/s."
        );
    }
}
