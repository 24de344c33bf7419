//! The real window under Xvfb with Mesa's software Vulkan: every scene renders with its panel, and scripted
//! mouse moves (xdotool) push, aim and throw a ball.
//!
//! Needs `Xvfb`, `xdotool` and a Vulkan driver (`.ci/run` installs them). Where they are missing the tests
//! say so and pass, except under CI, where they fail.

mod common;
#[path = "common/window.rs"]
mod window_harness;
use common::assert_close;
use window_harness::*;

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::Stdio;
use std::time::Duration;

#[test]
fn every_scene_renders_with_its_toolbar() {
    let Some((_turn, display)) = window_session() else {
        return;
    };
    let scenes = common::catalogue();
    for scene in scenes {
        let out = out_dir().join(scene.file_stem().unwrap()).with_extension("png");
        let _ = std::fs::remove_file(&out);
        let run = display
            .command(BIN)
            .args(["screenshot", scene.to_str().unwrap(), "--frames", "20", "--out", out.to_str().unwrap()])
            .args(["--overlays", "contacts,normals,aabbs"])
            .stdout(Stdio::null())
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&run.stderr);
        assert!(run.status.success(), "{}: screenshot mode failed:\n{}", scene.display(), last_lines(&said));
        let image = image::open(&out).unwrap_or_else(|e| panic!("{}: {e}", out.display())).to_rgb8();
        assert_eq!(image.dimensions(), (WIDTH, HEIGHT));
        // the window's clear colour shows around the toolbar's buttons, the sky at the view's top right corner
        let (clear, sky) = (image.get_pixel(WIDTH - 2, 2).0, image.get_pixel(WIDTH - 2, 40).0);
        let toolbar = busy_share(&image, (0, 0, WIDTH, 24), clear);
        let view = busy_share(&image, (0, 40, WIDTH, 660), sky);
        assert!(toolbar > 0.05, "{}: the toolbar looks empty ({toolbar:.3})", scene.display());
        assert!(view > 0.002, "{}: the 3D view looks empty ({view:.4})", scene.display());
    }
}

#[test]
fn a_click_on_a_ball_pushes_it() {
    let Some((_turn, display)) = window_session() else {
        return;
    };
    let ball = OneBall::launch(&display, "click", 150);
    ball.point_at(&display, ball.ball);
    ball.xdotool(&display, &["click", "1"]);
    let (said, velocity, position) = ball.finish();
    // the app saw the push, and the ball moved away: the default push of 5 N·s on 1 kg
    assert!(said.iter().any(|line| line.starts_with("pushed \"ball\"")), "no push in {said:?}");
    assert_close!(length(velocity), 5.0, 1e-3, "speed after the push {velocity:?}");
    assert!(length(position) > 0.1, "the ball moved only to {position:?}");
}

#[test]
fn a_drag_from_a_ball_aims_its_push_and_the_grab_tool_throws_it() {
    let Some((_turn, display)) = window_session() else {
        return;
    };
    // aim: press on the ball, drag 250 px to the right, release
    let ball = OneBall::launch(&display, "aim", 200);
    ball.drag_right(&display);
    let (said, velocity, _) = ball.finish();
    let pushed = said.iter().find(|line| line.starts_with("pushed \"ball\"")).expect("an aimed push");
    let impulse = printed_vector(pushed, "impulse");
    // J = 5 N·s per metre of arrow, across the view (the arrow lies in the plane facing the camera), and
    // nothing else acts on 1 kg in zero gravity
    assert!(length(impulse) > 5.0, "an arrow longer than a metre: {impulse:?}");
    for axis in 0..3 {
        assert_close!(velocity[axis], impulse[axis], 1e-3, "velocity {velocity:?} after impulse {impulse:?}");
    }

    // grab: M, press on the ball, drag 250 px to the right, release: thrown along the drag
    let ball = OneBall::launch(&display, "grab", 200);
    ball.press_key(&display, "m");
    ball.drag_right(&display);
    let (said, velocity, position) = ball.finish();
    let threw = said.iter().find(|line| line.starts_with("threw \"ball\"")).expect("a throw");
    let thrown = printed_vector(threw, "velocity");
    assert!(length(thrown) > 0.5 && length(thrown) <= 40.0 + 1e-3, "thrown at {thrown:?}");
    for axis in 0..3 {
        assert_close!(velocity[axis], thrown[axis], 1e-3, "kept its throw: {velocity:?} against {thrown:?}");
    }
    // pulled along the same way as the aimed push pointed, and moved off its place
    let along: f64 = (0..3).map(|i| thrown[i] * impulse[i]).sum::<f64>() / (length(thrown) * length(impulse));
    assert!(along > 0.9, "thrown along the drag: {thrown:?} against the aim {impulse:?}");
    assert!(length(position) > 1.0, "the ball moved only to {position:?}");
}

#[test]
fn the_ray_probe_reports_the_ball_and_the_floor_behind_it() {
    let Some((_turn, display)) = window_session() else {
        return;
    };
    // a static floor whose top face is 2.5 m below the ball's centre: the view looks down, so a ray through
    // the ball goes on into the floor
    let floor = "(name: \"floor\", shape: Box(half_extents: (8.0, 0.5, 8.0)), position: (0.0, -3.0, 0.0), fixed: true)";
    let ball = OneBall::launch_with(&display, "probe", 150, floor, &[]);
    ball.press_key(&display, "p");
    ball.point_at(&display, ball.ball);
    std::thread::sleep(Duration::from_millis(500));
    let (said, velocity, _) = ball.finish();
    assert_eq!(velocity, [0.0; 3], "pointing does not push");
    // the last report made with the pointer on the ball
    let start = said.iter().rposition(|line| line.starts_with("probe 2 hits")).expect("a ray through two bodies");
    let origin = printed_vector(&said[start], "origin");
    let (first, second) = (&said[start + 1], &said[start + 2]);
    assert!(first.starts_with("probe hit \"ball\"") && second.starts_with("probe hit \"floor\""), "{first}\n{second}");
    let distance =
        |line: &str| line.split("distance=").nth(1).unwrap().split(' ').next().unwrap().parse::<f64>().unwrap();
    // aimed at the ball's centre (to within the pixel the pointer sits on): it enters 1.5 m short of it,
    // facing the camera, and the ray leaves through the floor's top face
    let (point, normal) = (printed_vector(first, "point"), printed_vector(first, "normal"));
    assert_close!(length(point), 1.5, 1e-3, "the point lies on the ball: {point:?}");
    assert_close!(distance(first), length(origin) - 1.5, 0.02, "{first} from {origin:?}");
    let towards_camera: f64 = (0..3).map(|i| normal[i] * origin[i]).sum::<f64>() / length(origin);
    assert!(towards_camera > 0.999, "the normal {normal:?} faces the camera at {origin:?}");
    let (floor_point, floor_normal) = (printed_vector(second, "point"), printed_vector(second, "normal"));
    assert_close!(floor_point[1], -2.5, 1e-3, "the floor is entered through its top face: {floor_point:?}");
    assert_eq!(floor_normal, [0.0, 1.0, 0.0]);
    assert!(distance(second) > distance(first) + 1.5, "the floor comes after the ball: {second}");
}

/// The bounding box (x0, y0, x1, y1) of the pixels of `colour` (to within anti-aliasing) in the image.
fn colour_box(image: &image::RgbImage, colour: [u8; 3]) -> Option<(u32, u32, u32, u32)> {
    let close = |p: [u8; 3]| (0..3).map(|c| (p[c] as i32 - colour[c] as i32).abs()).sum::<i32>() < 40;
    let found = image.enumerate_pixels().filter(|(_, _, p)| close(p.0)).map(|(x, y, _)| (x, y));
    found.fold(None, |bounds, (x, y)| match bounds {
        None => Some((x, y, x, y)),
        Some((x0, y0, x1, y1)) => Some((x0.min(x), y0.min(y), x1.max(x), y1.max(y))),
    })
}

#[test]
fn penetration_labels_sit_on_their_contact_at_two_ui_sizes() {
    let Some((_turn, display)) = window_session() else {
        return;
    };
    // a sensor overlapping the ball by 0.6 m: the overlap stays (a sensor never pushes) and is labelled
    let zone = "(name: \"zone\", shape: Sphere(radius: 1.5), position: (2.4, 0.0, 0.0), fixed: true, sensor: true)";
    let mut widths = Vec::new();
    for size in ["1", "2"] {
        let args = ["--overlays", "penetration", "--ui-size", size];
        let app = OneBall::launch_with(&display, &format!("labels-{size}"), 200, zone, &args);
        // the first frames after the ready line may still be blank
        std::thread::sleep(Duration::from_millis(1500));
        app.press_key(&display, "F12");
        std::thread::sleep(Duration::from_millis(1200));
        let (ball, zone) = (app.ball, &app.bodies[1]["screen"]);
        let zone = (zone[0].as_f64().unwrap(), zone[1].as_f64().unwrap());
        let dir = app.dir.clone();
        app.finish();
        let shot =
            std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).find(|p| p.extension() == Some("png".as_ref()));
        let image = image::open(shot.expect("F12 saved a screenshot")).unwrap().to_rgb8();
        let (x0, y0, x1, y1) = colour_box(&image, [255, 230, 120]).expect("a label is drawn");
        // the contact point lies between 0.9 and 1.5 m along the 2.4 m from the ball's centre to the zone's
        // (on one body's surface or the other's); the label stands on it, centred, a few pixels above
        let along =
            |t: f64| (ball.0 as f64 + t * (zone.0 - ball.0 as f64), ball.1 as f64 + t * (zone.1 - ball.1 as f64));
        let (near, far) = (along(0.3), along(0.7));
        let centre = (x0 + x1) as f64 / 2.0;
        assert!(
            centre > near.0.min(far.0) && centre < near.0.max(far.0),
            "size {size}: label at x {centre}, contact between {near:?} and {far:?}"
        );
        let contact_y = (near.1 + far.1) / 2.0;
        assert!(
            (y1 as f64) < contact_y && (y1 as f64) > contact_y - 20.0 * size.parse::<f64>().unwrap(),
            "size {size}: label bottom {y1}, contact at y {contact_y}"
        );
        assert!(y0 < y1 && x0 < x1);
        widths.push((x1 - x0) as f64);
    }
    // the label grows with the UI size
    let ratio = widths[1] / widths[0];
    assert!((1.7..2.3).contains(&ratio), "label widths {widths:?}");
}

#[test]
fn each_graphics_preset_reaches_the_renderer_and_the_readout_shows_the_frame_rate() {
    let Some((_turn, display)) = window_session() else {
        return;
    };
    let mut balls = Vec::new();
    // preset: multisampling, shadows, the 3D view's render scale, triangles of the unit mesh ball (a 12 × 8 or
    // 32 × 18 UV sphere), and how the one ball is drawn: in the sprite list (simple shading), by the simple
    // material, or by the standard one
    let presets = [("low", 1, false, 0.5, 168, [1, 0, 0]), ("high", 4, true, 1.0, 1088, [0, 0, 1])];
    for (preset, samples, shadows, scale, triangles, shadings) in presets {
        let app = OneBall::launch_with(&display, preset, 200, "", &["--graphics", preset, "--frame-report"]);
        // the first frames after the ready line may still be blank
        std::thread::sleep(Duration::from_millis(1500));
        app.press_key(&display, "F12");
        std::thread::sleep(Duration::from_millis(1200));
        let (centre, dir) = (app.ball, app.dir.clone());
        let (said, ..) = app.finish();
        let line =
            said.iter().find(|line| line.starts_with("frames ")).unwrap_or_else(|| panic!("no report: {said:?}"));
        let report: serde_json::Value = serde_json::from_str(&line["frames ".len()..]).unwrap();
        let renderer = &report["renderer"];
        assert_eq!(renderer["graphics"], preset, "{report}");
        assert_eq!(renderer["msaa_samples"], samples, "{report}");
        assert_eq!(renderer["shadows"], shadows, "{report}");
        // the low preset starts at half and draws finer where the frame time allows
        let drawn_scale = renderer["render_scale"].as_f64().unwrap();
        assert!(drawn_scale >= scale && drawn_scale <= 1.0, "{report}");
        assert_eq!(renderer["ball_triangles"], triangles, "{report}");
        let drawn = [&renderer["drawn_as_sprites"], &renderer["drawn_simple"], &renderer["drawn_standard"]];
        assert_eq!(drawn, shadings, "{report}");
        assert!(report["frames_per_second"].as_f64().unwrap() > 0.0, "{report}");
        // the panel's readout, "31.5 frames/s · 31.7 ms per frame · physics …", follows the wall clock (scripted
        // runs step Bevy's clocks by 1/60 s a frame, and the high preset's ~15 frames a second read 60 there):
        // within a factor of three of the frames measured (it is smoothed over the last few frames, the report
        // averages them all)
        let readout = report["readout"].as_str().unwrap();
        let fps: f64 = readout.split(" frames/s").next().unwrap().parse().unwrap_or_else(|_| panic!("{readout}"));
        let measured = report["frames_per_second"].as_f64().unwrap();
        assert!(fps > measured / 3.0 && fps < measured * 3.0 && readout.contains("ms per frame"), "{readout} {report}");
        let shot =
            std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).find(|p| p.extension() == Some("png".as_ref()));
        let image = image::open(shot.expect("F12 saved a screenshot")).unwrap().to_rgb8();
        balls.push(drawn_span(&image, centre));
    }
    // drawn at half the resolution (or finer) and stretched, the sprite ball covers the pixels the mesh ball
    // covers drawn in full, to within a drawn pixel (2 px) and the mesh's own outline (32 sectors: its edges' middles lie
    // r(1 - cos 5.625°) inside)
    let [(low_left, low_right), (high_left, high_right)] = balls[..] else { unreachable!() };
    let radius = (high_right - high_left) as f64 / 2.0;
    assert!(radius > 50.0, "the ball is drawn across its centre row: {balls:?}");
    let within = radius * (1.0 - 5.625f64.to_radians().cos()) + 2.0;
    let off = [low_left - high_left, low_right - high_right].map(|d| d.abs() as f64);
    assert!(off[0] <= within && off[1] <= within, "{balls:?}: off by {off:?} px, allowed {within:.1}");
}

/// The first and last column of the run of pixels, along the row of `centre`, that differ from the 3D view's
/// background and include `centre`.
fn drawn_span(image: &image::RgbImage, (x, y): (i64, i64)) -> (i64, i64) {
    // the sky, shaded by height only, at the left end of the ball's row
    let background = image.get_pixel(1, y as u32).0;
    let drawn = |x: i64| {
        let pixel = image.get_pixel(x as u32, y as u32).0;
        (0..3).map(|c| (pixel[c] as i32 - background[c] as i32).abs()).sum::<i32>() > 30
    };
    let left = (0..x).rev().find(|&x| !drawn(x)).map_or(0, |x| x + 1);
    let right = (x..WIDTH as i64).find(|&x| !drawn(x)).map_or(WIDTH as i64 - 1, |x| x - 1);
    (left, right)
}

/// The `--frame-report` line of the app run on `scene` for a few frames with `args`.
fn frame_report(display: &VirtualDisplay, scene: &Path, args: &[&str]) -> serde_json::Value {
    let run =
        display.command(BIN).arg(scene).args(["--quit-after", "12", "--frame-report"]).args(args).output().unwrap();
    let said = String::from_utf8_lossy(&run.stdout);
    let line = said.lines().find_map(|line| line.strip_prefix("frames ")).unwrap_or_else(|| {
        panic!(
            "{}: no frame report; the app said:\n{}",
            scene.display(),
            last_lines(&String::from_utf8_lossy(&run.stderr))
        )
    });
    serde_json::from_str(line).unwrap()
}

#[test]
fn the_scene_covers_the_window_and_opens_framed_on_its_action() {
    let Some((_turn, display)) = window_session() else {
        return;
    };
    let scenes = common::catalogue();
    // the toolbar and the timeline leave the view most of the window, at UI size 1 and with the projector preset
    // (where the toolbar takes two rows, so that every one of its buttons stays on screen)
    let plain = frame_report(&display, &scenes[0], &[]);
    let coverage = plain["scene_coverage"].as_f64().unwrap();
    assert!(coverage >= 0.75, "UI size 1: the scene covers {coverage:.3} of the window");
    for scene in &scenes {
        let report = frame_report(&display, scene, &["--projector"]);
        let coverage = report["scene_coverage"].as_f64().unwrap();
        assert!(coverage >= 0.83, "{}: the scene covers {coverage:.3} of the window", scene.display());
        // the bodies that move and those they will meet span half the view's width or height, or more
        let first = &report["first_view"];
        let span = [0, 1].map(|axis| first["action_span"][axis].as_f64().unwrap());
        assert!(span[0].max(span[1]) >= 0.5, "{}: the action spans only {span:?} of the view", scene.display());
        let moving = first["bodies"].as_array().unwrap().iter().filter(|body| body["moving"] == true).count();
        assert!(moving > 0, "{}: no moving body framed: {first}", scene.display());
    }
}

/// What the app wrote to its dump: each body's name and, if it is in view, its place on screen.
fn dumped_screens(dump: &Path) -> Vec<(String, Option<[f64; 2]>)> {
    let state: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(dump).unwrap()).unwrap();
    let bodies = state.as_array().unwrap().iter();
    let screen = |body: &serde_json::Value| body["screen"].as_array().map(|at| [0, 1].map(|i| at[i].as_f64().unwrap()));
    bodies.map(|body| (body["name"].as_str().unwrap().to_owned(), screen(body))).collect()
}

#[test]
fn a_label_follows_its_moving_ball() {
    let Some((_turn, display)) = window_session() else {
        return;
    };
    // a ball rolling across the view in zero gravity, seen from the front
    let ball = "(name: \"ball\", shape: Sphere(radius: 0.5), position: (-3.0, 0.0, 0.0), velocity: (2.0, 0.0, 0.0))";
    let post = "(name: \"post\", shape: Box(half_extents: (0.2, 0.5, 0.2)), position: (3.5, 0.0, 0.0), fixed: true)";
    let text =
        format!("(name: \"Rolling\", gravity: (0.0, 0.0, 0.0), camera: (view: Front), bodies: [{ball}, {post}])\n");
    let run = OneBall::launch_text(&display, "label", 90, &text, &[]);
    let start = run.ball;
    let dump = run.dump.clone();
    let (said, _, position) = run.finish();
    assert!(position[0] > -2.0, "the ball rolled: {position:?}");
    let screens = dumped_screens(&dump);
    let end = screens.iter().find(|(name, _)| name == "ball").and_then(|(_, at)| *at).expect("the ball in view");
    assert!(end[0] - start.0 as f64 > 50.0, "the ball moved across the view: from {start:?} to {end:?}");
    let labels: serde_json::Value =
        serde_json::from_str(said.iter().find_map(|line| line.strip_prefix("labels ")).expect("a labels line"))
            .unwrap();
    let label = labels.as_array().unwrap().iter().find(|label| label["name"] == "ball").expect("the ball's label");
    let rect = [0, 1, 2, 3].map(|i| label["rect"][i].as_f64().unwrap());
    // centred over the ball where it is now, and just above it
    let centre = (rect[0] + rect[2]) / 2.0;
    assert!((centre - end[0]).abs() <= 3.0, "label centre {centre} against the ball at {end:?}");
    assert!(rect[3] < end[1] && end[1] - rect[3] < 150.0, "label {rect:?} sits just above the ball at {end:?}");
}

#[test]
fn the_toolbar_switches_gravity_off_and_the_timeline_plays() {
    let Some((_turn, display)) = window_session() else {
        return;
    };
    // a ball sliding sideways under gravity, paused: Gravity off, then Play
    let ball = "(name: \"ball\", shape: Sphere(radius: 0.5), position: (0.0, 5.0, 0.0), velocity: (1.0, 0.0, 0.0))";
    let text = format!("(name: \"Paused\", camera: (view: Front), bodies: [{ball}])\n");
    let run = OneBall::launch_text(&display, "toolbar", 150, &text, &["--paused"]);
    // the toolbar's Gravity button and the timeline's Play button, at UI size 1
    run.xdotool(&display, &["mousemove", "--window", &run.window, "262", "11", "click", "1"]);
    std::thread::sleep(Duration::from_millis(300));
    run.xdotool(&display, &["mousemove", "--window", &run.window, "135", "709", "click", "1"]);
    let (_, velocity, position) = run.finish();
    assert!(position[0] > 0.3, "Play ran the steps: the ball slid to {position:?}");
    assert_close!(velocity[1], 0.0, 1e-6, "gravity is off: no fall, {velocity:?}");
    assert_close!(position[1], 5.0, 1e-6, "gravity is off: no fall, {position:?}");
}

#[test]
fn a_click_in_the_gallery_opens_its_scene() {
    let Some((_turn, display)) = window_session() else {
        return;
    };
    let dir = out_dir().join("gallery");
    std::fs::create_dir_all(&dir).unwrap();
    let dump = dir.join("dump.json");
    let _ = std::fs::remove_file(&dump);
    // no scene: the gallery, the default scene behind it
    let mut app = display
        .command(BIN)
        .args(["--log-events", "--quit-after", "120", "--dump-state", dump.to_str().unwrap()])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(app.stdout.take().unwrap()).lines();
    let ready = lines.by_ref().map_while(Result::ok).find(|line| line.starts_with("ready "));
    assert!(ready.is_some_and(|line| line.contains("e = 0.25")), "the default scene waits behind the gallery");
    let window = display.command("xdotool").args(["search", "--name", "collision-sandbox"]).output().unwrap();
    let window = String::from_utf8_lossy(&window.stdout).lines().next().expect("the window").to_owned();
    // the first card: the equal-masses lesson, which opens on the scene Head-on, equal masses
    let click = ["mousemove", "--window", &window, "130", "140", "click", "1"];
    assert!(display.command("xdotool").args(click).status().unwrap().success());
    let _: Vec<String> = lines.map_while(Result::ok).collect();
    assert!(app.wait().unwrap().success());
    let names: Vec<String> = dumped_screens(&dump).into_iter().map(|(name, _)| name).collect();
    assert_eq!(names, ["left", "right", "floor"], "the clicked card's scene is open");
}

#[test]
fn a_lesson_plays_to_its_end_with_the_keyboard_pausing_at_each_trigger() {
    let Some((_turn, display)) = window_session() else {
        return;
    };
    let lesson = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/lessons/01_equal_masses.ron");
    let run = OneBall::launch_file(&display, "lesson", 1500, &lesson, &["--projector"]);
    // step 2: Right shows it, Right runs it to the end of contact, where it pauses; F12 saves the screen
    run.press_key(&display, "Right");
    run.press_key(&display, "Right");
    std::thread::sleep(Duration::from_secs(5));
    run.press_key(&display, "F12");
    // step 3 reopens the scene with the left ball at 5 m/s; PageDown (a clicker's Next) runs it
    run.press_key(&display, "Right");
    run.press_key(&display, "Page_Down");
    std::thread::sleep(Duration::from_secs(4));
    run.press_key(&display, "F12");
    let (dir, dump) = (run.dir.clone(), run.dump.clone());
    let (_, velocity, position) = run.finish();
    // the left ball stopped where it met the right one, 1 m right of the centre
    assert_close!(velocity[0], 0.0, 1e-3, "the left ball stopped: {velocity:?}");
    assert_close!(position[0], 1.0, 0.02, "where the balls met: {position:?}");
    // the right ball left at 5 m/s, and the lesson paused it within a few steps of leaving
    let state: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&dump).unwrap()).unwrap();
    let right = [0, 1].map(|i| state[1][["velocity", "position"][i]][0].as_f64().unwrap());
    assert_close!(right[0], 5.0, 1e-3, "the right ball took the velocity: {right:?}");
    assert!(right[1] > 2.0 && right[1] < 2.3, "paused just after the contact ended, at {right:?}");
    let mut shots: Vec<String> =
        std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
    shots.sort();
    // each run paused on the step its contact ended: 1 s and 0.6 s of approach, two steps of grace
    assert_eq!(shots, ["collision-sandbox-step-37.png", "collision-sandbox-step-62.png"], "{shots:?}");
}

/// With a joint tool chosen, a click at each of `points` (the first end, then the second), then the clock
/// played.
fn click_twice_and_play(run: &OneBall, display: &VirtualDisplay, points: [(i64, i64); 2]) {
    for at in points {
        run.point_at(display, at);
        run.xdotool(display, &["click", "1"]);
        std::thread::sleep(Duration::from_millis(300));
    }
    run.press_key(display, "space");
}

#[test]
fn the_string_tool_hangs_a_ball_from_a_point_clicked_above_it() {
    let Some((_turn, display)) = window_session() else {
        return;
    };
    // a ball held still (paused) under gravity; the string tool (J), a click on the ball, a click above it
    let ball = "(name: \"ball\", shape: Sphere(radius: 0.3), position: (0.0, 1.0, 0.0), velocity: (1.0, 0.0, 0.0))";
    let text = format!("(name: \"String\", camera: (view: Front), bodies: [{ball}])\n");
    let run = OneBall::launch_text(&display, "string-tool", 150, &text, &["--paused"]);
    run.press_key(&display, "j");
    let (x, y) = run.ball;
    click_twice_and_play(&run, &display, [(x, y), (x, y - 150)]);
    let (_, velocity, position) = run.finish();
    // it swings on the string instead of falling: still near its height, turned back or slowed by the string
    assert!(position[1] > 0.5, "the ball fell to {position:?}: no string holds it");
    assert!(length(velocity) < 4.0, "{velocity:?}");
}

#[test]
fn the_hinge_tool_hangs_a_box_from_the_point_clicked_on_it() {
    let Some((_turn, display)) = window_session() else {
        return;
    };
    // a box held still (paused) under gravity; the hinge tool (J four times), a click on the box, one beside it
    let block = "(name: \"block\", shape: Box(half_extents: (0.4, 0.4, 0.4)), position: (0.0, 1.0, 0.0))";
    let text = format!("(name: \"Hinge\", camera: (view: Front), bodies: [{block}])\n");
    // frames enough for four key presses and two clicks on a fast machine: the app must not quit before them
    let run = OneBall::launch_text(&display, "hinge-tool", 600, &text, &["--paused"]);
    for _ in 0..4 {
        run.press_key(&display, "j");
    }
    // the set-up bar a joint tool opens pushes the view down by its two rows
    let (x, y) = (run.ball.0, run.ball.1 + 40);
    click_twice_and_play(&run, &display, [(x, y), (x + 200, y)]);
    let (_, velocity, position) = run.finish();
    // held by its hinge to the world where it was clicked, it stays about its height instead of falling
    assert!(position[1] > 0.5, "the block fell to {position:?}: no hinge holds it");
    assert!(length(velocity) < 2.0, "{velocity:?}");
}

#[test]
fn a_lesson_s_prediction_and_an_aimed_push_by_the_keyboard_alone() {
    let Some((_turn, display)) = window_session() else {
        return;
    };
    let lesson = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/lessons/01_equal_masses.ron");
    let mut run = OneBall::launch_file(&display, "keyboard", 1200, &lesson, &["--lang", "en"]);
    // step 2 asks what the left ball does; 2 answers "It stops", Right runs it to the end of contact
    for key in ["Right", "2", "Right"] {
        run.press_key(&display, key);
    }
    // what it printed up to the result read out, which follows the judged prediction
    let mut said: Vec<String> = Vec::new();
    for line in run.lines.by_ref().map_while(Result::ok) {
        let result = line.starts_with("said \"velocity x of left = ");
        said.push(line);
        if result {
            break;
        }
    }
    let predicted = "predicted step=2 answer=\"It stops\" right=Some(true)";
    assert!(said.iter().any(|line| line == predicted), "no right prediction in {said:#?}");
    // what a screen reader hears: the card with its answers' keys, then the result beside the prediction
    let card = "said \"Step 2 of 3. Watch them meet. What does the left ball do after the collision? \
                1: It bounces back. 2: It stops. 3: It keeps going, more slowly.\"";
    assert!(said.iter().any(|line| line == card), "no card read out in {said:#?}");
    let result = said.iter().find(|line| line.starts_with("said \"velocity x of left = ")).expect("a result read out");
    assert!(result.contains("Your prediction: It stops ✔") && result.contains("only swapping velocities"), "{result}");
    // Shift+W says the last line again, for a listener who missed it
    run.press_key(&display, "shift+w");
    let again = run.lines.by_ref().map_while(Result::ok).find(|line| line.starts_with("said "));
    assert_eq!(again.as_ref(), Some(result), "the result said again");
    // F: the focus on the left ball, a push aimed at it along the view's right; Left turns the aim 15° about
    // the up axis and Up tilts it 15° up (the arrows are the aim's, not the lesson's, while a push is aimed);
    // + makes the push 5 × 1.25 N·s; Enter strikes
    for key in ["f", "Left", "Up", "plus", "Return"] {
        run.press_key(&display, key);
    }
    let pushed = run.lines.by_ref().map_while(Result::ok).find(|line| line.starts_with("pushed "));
    let pushed = pushed.expect("a push");
    assert!(pushed.starts_with("pushed \"left\""), "{pushed}");
    let impulse = printed_vector(&pushed, "impulse");
    let turn = 15f64.to_radians();
    assert_close!(length(impulse), 6.25, 1e-3, "{pushed}");
    assert_close!(impulse[1], 6.25 * turn.sin(), 1e-3, "tilted up 15°: {pushed}");
    assert_close!((-impulse[2]).atan2(impulse[0]), turn, 1e-3, "turned 15° from the view's right: {pushed}");
    let (_, velocity, position) = run.finish();
    // the lesson stayed on its step (the scene was not opened again): the left ball where it stopped, moving
    // as struck (the lesson holds the clock)
    assert_close!(position[0], 1.0, 0.02, "where the balls met: {position:?}");
    assert_close!(length(velocity), 6.25, 1e-3, "{velocity:?}");
}

/// What the app says of `scene` (`said "…"` lines) in `frames` frames, with these arguments.
fn said_of(display: &VirtualDisplay, scene: &str, frames: u32, args: &[&str]) -> Vec<String> {
    let path = common::scene_path(scene);
    let run = display
        .command(BIN)
        .arg(path.to_str().unwrap())
        .args(["--log-events", "--quit-after", &frames.to_string()])
        .args(args)
        .stderr(Stdio::null())
        .output()
        .unwrap();
    assert!(run.status.success(), "{scene} did not run");
    let printed = String::from_utf8_lossy(&run.stdout);
    printed.lines().filter(|line| line.starts_with("said ")).map(String::from).collect()
}

#[test]
fn the_scene_is_told_in_words_and_its_collisions_at_a_pace_a_listener_can_follow() {
    let Some((_turn, display)) = window_session() else {
        return;
    };
    // two balls: what is there, then what the collision did (the left ball meets the right at 1 s)
    let said = said_of(&display, "04_head_on_equal.ron", 150, &["--lang", "en"]);
    assert_eq!(
        said[0],
        "said \"Head-on, equal masses. left: ball, 1 kg, moving right at 3 m/s. right: ball, 1 kg, at rest. \
         left and right are 4 m apart. Fixed: floor.\""
    );
    let collision = said.iter().find(|line| line.contains("collide")).expect("the collision told");
    assert!(collision.starts_with("said \"left and right collide at 1.0"), "{collision}");
    assert!(collision.ends_with("left now at rest. right now moving right at 3 m/s.\""), "{collision}");
    // the same in Spanish, the bodies named as the scene's translation calls them
    let spanish = said_of(&display, "04_head_on_equal.ron", 10, &["--lang", "es"]);
    assert!(
        spanish[0].starts_with(
            "said \"Choque frontal, masas iguales. izquierda: bola, 1 kg, se mueve hacia la derecha a 3 m/s."
        ),
        "{spanish:?}"
    );
    // a gas: counted, and each second's collisions beyond the first two counted, not told one by one
    let gas = said_of(&display, "28_gas.ron", 150, &["--lang", "en"]);
    assert!(
        gas[0].starts_with("said \"A gas in a box. 1000 bodies move, at 2 m/s on average. Fixed: wall -x, wall +x,"),
        "{gas:?}"
    );
    let counted: Vec<&String> = gas.iter().filter(|line| line.contains("more collisions this second")).collect();
    assert!(!counted.is_empty() && gas.len() < 12, "paced: {gas:#?}");
    // Galperin's blocks: 31 impacts, the first two of a second told, the rest counted
    let blocks = said_of(&display, "25_galperin_100.ron", 600, &["--lang", "en"]);
    let told = blocks.iter().filter(|line| line.contains("collide at")).count();
    assert!((2..=10).contains(&told) && blocks.iter().any(|line| line.contains("more collision")), "{blocks:#?}");
}
