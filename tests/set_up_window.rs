//! Setting up by hand in the real window (Xvfb, xdotool): the set-up tool moves a ball by a drag, aims it by
//! the ring at its velocity arrow's tip, and Ctrl+Z and Ctrl+Y undo and redo both.

mod common;
#[path = "common/window.rs"]
mod window_harness;
use window_harness::*;

use std::time::Duration;

/// Presses the left button at `from`, moves in six steps by `by` and lets go.
fn drag(ball: &OneBall, display: &VirtualDisplay, from: (i64, i64), by: (i64, i64)) {
    ball.point_at(display, from);
    ball.xdotool(display, &["mousedown", "1"]);
    std::thread::sleep(Duration::from_millis(400));
    for step in 1..=6 {
        ball.move_pointer(display, (from.0 + by.0 * step / 6, from.1 + by.1 * step / 6));
        std::thread::sleep(Duration::from_millis(60));
    }
    std::thread::sleep(Duration::from_millis(300));
    ball.xdotool(display, &["mouseup", "1"]);
    std::thread::sleep(Duration::from_millis(300));
}

/// Whether every coordinate is a whole number of `step`s.
fn on_steps(values: [f64; 3], step: f64) -> bool {
    values.iter().all(|value| ((value / step).round() * step - value).abs() < 1e-4)
}

#[test]
fn the_set_up_tool_moves_and_aims_a_ball_and_undo_and_redo_take_both_back() {
    let Some((_turn, display)) = window_session() else {
        return;
    };
    let mut ball = OneBall::launch(&display, "set-up", 600);
    ball.press_key(&display, "e");
    // a press off the ball's centre (its velocity ring sits there) moves it: 200 px to the right
    let (x, y) = ball.ball;
    drag(&ball, &display, (x - 40, y + 40), (200, 0));
    let moved = ball.lines.by_ref().map_while(Result::ok).find(|line| line.starts_with("moved \"ball\""));
    let moved = moved.expect("a move");
    let screen = &moved[moved.find("screen=[").expect("where it is on screen") + 8..];
    let screen: Vec<i64> =
        screen.trim_end_matches(']').split(',').map(|n| n.trim().parse::<f64>().unwrap() as i64).collect();
    let moved = printed_vector(&moved, "position");
    assert!(moved[0] > 0.5, "moved to the right: {moved:?}");
    assert!(on_steps(moved, 0.1), "snapped to the grid's tenths: {moved:?}");
    // then the ring at the centre, where the ball now is, pulled up and to the right
    drag(&ball, &display, (screen[0], screen[1]), (150, -60));
    ball.press_key(&display, "ctrl+z");
    ball.press_key(&display, "ctrl+z");
    ball.press_key(&display, "ctrl+y");
    let (said, velocity, position) = ball.finish();
    let aimed = said.iter().find(|line| line.starts_with("aimed \"ball\"")).expect("an aim");
    let aimed = printed_vector(aimed, "velocity");
    assert!(length(aimed) > 0.3, "aimed at {aimed:?}");
    let speed = length(aimed);
    assert!(((speed / 0.1).round() * 0.1 - speed).abs() < 1e-3, "a speed in tenths: {speed}");
    // undo, undo, redo: moved again, not aimed; and the clock stood still throughout
    assert_eq!(velocity, [0.0; 3], "the aim undone");
    for axis in 0..3 {
        assert!((position[axis] - moved[axis]).abs() < 1e-6, "the move redone: {position:?} against {moved:?}");
    }
}

/// The numbers of a printed `key=[x, y]` (any count).
fn printed_numbers(line: &str, key: &str) -> Vec<f64> {
    let start = line.find(&format!("{key}=[")).unwrap_or_else(|| panic!("no {key} in {line}")) + key.len() + 2;
    let end = start + line[start..].find(']').unwrap();
    line[start..end].split(',').map(|n| n.trim().parse().unwrap()).collect()
}

/// Reads the app's lines until one starts with `start`.
fn line_starting(ball: &mut OneBall, start: &str) -> String {
    ball.lines
        .by_ref()
        .map_while(Result::ok)
        .find(|line| line.starts_with(start))
        .unwrap_or_else(|| panic!("no {start}"))
}

/// Where a handle printed as `handle Tape(0) position=[…] screen=[x, y]` is on screen.
fn handle_on_screen(line: &str) -> (i64, i64) {
    let screen = printed_numbers(line, "screen");
    (screen[0].round() as i64, screen[1].round() as i64)
}

#[test]
fn the_tape_measures_between_two_balls_and_two_gates_read_the_speed_between_them() {
    let Some((_turn, display)) = window_session() else {
        return;
    };
    // two balls 1.5 m apart side by side, both at 2 m/s along x, no gravity; opened paused
    let text = "(name: \"Gates\", gravity: (0.0, 0.0, 0.0), bodies: [
        (name: \"ball\", shape: Sphere(radius: 0.25), position: (-3.0, 0.0, 0.0), velocity: (2.0, 0.0, 0.0), mass: 1.0),
        (name: \"other\", shape: Sphere(radius: 0.25), position: (-3.0, 0.0, -1.5), velocity: (2.0, 0.0, 0.0)),
    ])\n";
    let mut ball = OneBall::launch_text(&display, "gates", 3000, text, &["--paused"]);
    let other = &ball.bodies[1]["screen"];
    let other = (other[0].as_f64().unwrap().round() as i64, other[1].as_f64().unwrap().round() as i64);
    ball.press_key(&display, "e");
    ball.press_key(&display, "t");
    let first_end = handle_on_screen(&line_starting(&mut ball, "handle Tape(0)"));
    let second_end = handle_on_screen(&line_starting(&mut ball, "handle Tape(1)"));
    // each end of the tape dragged onto a ball's centre
    drag(&ball, &display, first_end, (ball.ball.0 - first_end.0, ball.ball.1 - first_end.1));
    drag(&ball, &display, second_end, (other.0 - second_end.0, other.1 - second_end.1));
    line_starting(&mut ball, "tape length=");
    let tape = line_starting(&mut ball, "tape length=");
    let length = tape["tape length=".len()..].split_whitespace().next().unwrap().parse::<f64>().unwrap();
    // each end let go over a ball went to its centre
    assert!((length - 1.5).abs() < 1e-5, "the tape reads {length} m between the balls 1.5 m apart: {tape}");
    // two light gates, then play
    ball.press_key(&display, "l");
    ball.press_key(&display, "l");
    let first_gate = printed_numbers(&line_starting(&mut ball, "handle Gate(0)"), "position")[0];
    let second_gate = printed_numbers(&line_starting(&mut ball, "handle Gate(1)"), "position")[0];
    ball.press_key(&display, "space");
    let between = line_starting(&mut ball, "between gates 1 and 2 \"ball\"");
    let speed = between[between.find("speed=").unwrap() + 6..].trim().parse::<f64>().unwrap();
    assert!((speed - 2.0).abs() < 1e-3, "the gates read {speed} m/s for a ball at 2 m/s: {between}");
    assert!((second_gate - first_gate).abs() > 1.0, "the gates stand apart: {first_gate} and {second_gate}");
    let _ = ball.app.kill();
    let _ = ball.app.wait();
}
