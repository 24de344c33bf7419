//! What a lesson's revealed value is, in the chosen language and with the bodies' shown names: "speed of
//! right", "velocidad x de izquierda".

use crate::app::view::body_names::BodyNames;
use crate::language::{Arg, Texts};
use crate::lesson::{Axis, Measure};

/// The words for `measure` on the lesson card.
pub fn measure_words(t: &Texts, names: &BodyNames, measure: &Measure) -> String {
    let body = |name: &str| -> (&str, Arg) { ("body", names.shown(name).into_owned().into()) };
    let pair = |a: &str, b: &str| -> [(&str, Arg); 2] {
        [("a", names.shown(a).into_owned().into()), ("b", names.shown(b).into_owned().into())]
    };
    let axis = |axis: &Axis| -> (&str, Arg) {
        let letter = match axis {
            Axis::X => "x",
            Axis::Y => "y",
            Axis::Z => "z",
        };
        ("axis", letter.into())
    };
    match measure {
        Measure::Speed(name) => t.with("measure-speed", &[body(name)]),
        Measure::Spin(name) => t.with("measure-spin", &[body(name)]),
        Measure::Velocity(name, along) => t.with("measure-velocity", &[body(name), axis(along)]),
        Measure::Momentum(name, along) => t.with("measure-momentum", &[body(name), axis(along)]),
        Measure::TotalMomentum(along) => t.with("measure-total-momentum", &[axis(along)]),
        Measure::KineticEnergy(name) => t.with("measure-kinetic-energy", &[body(name)]),
        Measure::TotalKineticEnergy => t.get("measure-total-kinetic-energy"),
        Measure::SpringEnergy => t.get("measure-spring-energy"),
        Measure::TotalEnergy => t.get("measure-total-energy"),
        Measure::Height(name) => t.with("measure-height", &[body(name)]),
        Measure::HighestPoint(name) => t.with("measure-highest-point", &[body(name)]),
        Measure::Distance(name) => t.with("measure-distance", &[body(name)]),
        Measure::Tilt(name) => t.with("measure-tilt", &[body(name)]),
        Measure::Angle(a, b) => t.with("measure-angle", &pair(a, b)),
        Measure::Time => t.get("measure-time"),
        Measure::Collisions(_) => t.get("measure-collisions"),
        Measure::Impacts(_) => t.get("measure-impacts"),
        Measure::Penetration(a, b) => t.with("measure-penetration", &pair(a, b)),
        Measure::Apart(a, b) => t.with("measure-apart", &pair(a, b)),
    }
}
