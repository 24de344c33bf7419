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
