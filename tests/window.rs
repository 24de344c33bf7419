//! The real window under Xvfb with Mesa's software Vulkan: every scene renders with its panel, and scripted
//! mouse moves (xdotool) push, aim and throw a ball.
//!
//! Needs `Xvfb`, `xdotool` and a Vulkan driver (`.ci/run` installs them). Where they are missing the tests
//! say so and pass, except under CI, where they fail.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

const BIN: &str = env!("CARGO_BIN_EXE_collision-sandbox");
const WIDTH: u32 = 1280;
const HEIGHT: u32 = 720;

/// Whether the window tests can run here; otherwise why not. Under CI a missing tool is an error.
fn window_tools_missing() -> Option<String> {
    let missing: Vec<&str> = ["Xvfb", "xdotool"].into_iter().filter(|tool| !on_path(tool)).collect();
    let vulkan = Path::new("/usr/share/vulkan/icd.d").read_dir().map(|mut d| d.next().is_some()).unwrap_or(false);
    let reason = match (missing.is_empty(), vulkan) {
        (true, true) => return None,
        (false, _) => format!("missing {}", missing.join(", ")),
        (true, false) => "no Vulkan driver (mesa-vulkan-drivers)".to_owned(),
    };
    assert!(std::env::var("CI").is_err(), "window tests cannot run under CI: {reason}");
    eprintln!("skipped: {reason}; install xvfb xdotool mesa-vulkan-drivers to run the window tests");
    Some(reason)
}

fn on_path(tool: &str) -> bool {
    std::env::var_os("PATH").is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join(tool).is_file()))
}

/// An Xvfb server on a display of its own, stopped when dropped.
struct VirtualDisplay {
    server: Child,
    name: String,
}

impl VirtualDisplay {
    /// Lets Xvfb pick a free display and waits until it says it accepts connections (`-displayfd`): a
    /// display number chosen here may hold a stale socket of a killed server, which looks ready but is not.
    fn start() -> VirtualDisplay {
        let mut server = Command::new("Xvfb")
            .args(["-displayfd", "1", "-screen", "0", &format!("{WIDTH}x{HEIGHT}x24"), "-nolisten", "tcp"])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("Xvfb starts");
        let stdout = server.stdout.take().unwrap();
        let (sender, receiver) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut line = String::new();
            let _ = BufReader::new(stdout).read_line(&mut line);
            let _ = sender.send(line);
        });
        // the first start after installing can be slow (fonts are cached then)
        let number = receiver.recv_timeout(Duration::from_secs(60)).expect("Xvfb comes up within 60 s");
        let number = number.trim();
        assert!(!number.is_empty() && number.chars().all(|c| c.is_ascii_digit()), "Xvfb did not start: {number:?}");
        VirtualDisplay { server, name: format!(":{number}") }
    }

    fn command(&self, program: &str) -> Command {
        let mut command = Command::new(program);
        command.env("DISPLAY", &self.name).env_remove("WAYLAND_DISPLAY");
        command
    }
}

impl Drop for VirtualDisplay {
    /// SIGTERM, so the server removes its socket and lock file (a SIGKILL leaves them behind).
    fn drop(&mut self) {
        let _ = Command::new("kill").arg(self.server.id().to_string()).status();
        let _ = self.server.wait();
    }
}

/// The end of what a program wrote, for a failure message.
fn last_lines(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(30)..].join("\n")
}

fn out_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("window-tests");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Share of pixels in the rectangle that differ clearly from `background`.
fn busy_share(image: &image::RgbImage, (x0, y0, x1, y1): (u32, u32, u32, u32), background: [u8; 3]) -> f64 {
    let mut busy = 0usize;
    for y in y0..y1 {
        for x in x0..x1 {
            let p = image.get_pixel(x, y).0;
            if (0..3).map(|c| (p[c] as i32 - background[c] as i32).abs()).sum::<i32>() > 30 {
                busy += 1;
            }
        }
    }
    busy as f64 / ((x1 - x0) * (y1 - y0)) as f64
}

#[test]
fn every_scene_renders_with_its_panel() {
    if window_tools_missing().is_some() {
        return;
    }
    let display = VirtualDisplay::start();
    let mut scenes: Vec<PathBuf> = std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/scenes"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    scenes.sort();
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
        // the clear colour of the 3D view, as rendered, is the most common pixel along its top edge
        let background = image.get_pixel(WIDTH - 2, 2).0;
        let panel = busy_share(&image, (0, 0, 320, 500), background);
        let view = busy_share(&image, (340, 0, WIDTH, 520), background);
        assert!(panel > 0.05, "{}: the panel looks empty ({panel:.3})", scene.display());
        assert!(view > 0.002, "{}: the 3D view looks empty ({view:.4})", scene.display());
    }
}

/// The app on a scene of one 1.5 m ball at rest in zero gravity, run for `frames` frames: the process, the
/// rest of its standard output, the window's id, the ball's place on screen and where its state goes.
struct OneBall {
    app: Child,
    lines: std::io::Lines<BufReader<std::process::ChildStdout>>,
    window: String,
    ball: (i64, i64),
    dump: PathBuf,
}

impl OneBall {
    fn launch(display: &VirtualDisplay, name: &str, frames: u32) -> OneBall {
        let scene = out_dir().join(format!("{name}.ron"));
        std::fs::write(
            &scene,
            "// one ball\n(\n    name: \"One ball\",\n    gravity: (0.0, 0.0, 0.0),\n    bodies: [\n        (name: \"ball\", shape: Sphere(radius: 1.5), position: (0.0, 0.0, 0.0), mass: 1.0),\n    ],\n)\n",
        )
        .unwrap();
        let dump = out_dir().join(format!("{name}-dump.json"));
        let log = out_dir().join(format!("{name}-stderr.log"));
        let _ = std::fs::remove_file(&dump);
        let mut app = display
            .command(BIN)
            .arg(scene.to_str().unwrap())
            .args(["--log-events", "--quit-after", &frames.to_string(), "--dump-state", dump.to_str().unwrap()])
            .stdout(Stdio::piped())
            .stderr(std::fs::File::create(&log).unwrap())
            .spawn()
            .unwrap();
        // wait for the ready line, which says where the ball is on screen
        let mut lines = BufReader::new(app.stdout.take().unwrap()).lines();
        let ready = lines.by_ref().map_while(Result::ok).find(|line| line.starts_with("ready "));
        let ready = ready.unwrap_or_else(|| {
            let said = std::fs::read_to_string(&log).unwrap_or_default();
            panic!("no ready line; the app said:\n{}", last_lines(&said))
        });
        let bodies: serde_json::Value = serde_json::from_str(&ready["ready ".len()..]).unwrap();
        let screen = &bodies[0]["screen"];
        let ball = (screen[0].as_f64().unwrap().round() as i64, screen[1].as_f64().unwrap().round() as i64);
        let window = display.command("xdotool").args(["search", "--name", "collision-sandbox"]).output().unwrap();
        let window = String::from_utf8_lossy(&window.stdout).lines().next().expect("the window is found").to_owned();
        OneBall { app, lines, window, ball, dump }
    }

    /// Runs xdotool with these arguments.
    fn xdotool(&self, display: &VirtualDisplay, args: &[&str]) {
        assert!(display.command("xdotool").args(args).status().unwrap().success(), "xdotool {args:?}");
    }

    /// Moves the pointer to (x, y) in the window.
    fn point_at(&self, display: &VirtualDisplay, (x, y): (i64, i64)) {
        self.xdotool(display, &["mousemove", "--window", &self.window, &x.to_string(), &y.to_string()]);
        std::thread::sleep(Duration::from_millis(150));
    }

    /// Presses the left button on the ball, drags 150 px to the right and lets go (the pointer is moved
    /// before the press: a press sent with the move lands where the pointer was).
    fn drag_right(&self, display: &VirtualDisplay) {
        let (x, y) = self.ball;
        self.point_at(display, (x, y));
        self.xdotool(display, &["mousedown", "1"]);
        for step in 1..=5 {
            self.point_at(display, (x + 30 * step, y));
        }
        self.xdotool(display, &["mouseup", "1"]);
    }

    /// Waits for the app to quit; what it printed after the ready line, and the ball's final velocity and
    /// position.
    fn finish(self) -> (Vec<String>, [f64; 3], [f64; 3]) {
        let OneBall { mut app, lines, dump, .. } = self;
        let rest: Vec<String> = lines.map_while(Result::ok).collect();
        assert!(app.wait().unwrap().success());
        let state: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&dump).unwrap()).unwrap();
        let vector = |key: &str| [0, 1, 2].map(|i| state[0][key][i].as_f64().unwrap());
        (rest, vector("velocity"), vector("position"))
    }
}

fn length(v: [f64; 3]) -> f64 {
    v.iter().map(|x| x * x).sum::<f64>().sqrt()
}

/// The numbers after `key=` in a line such as `pushed "ball" impulse=[1.0, 2.0, 3.0] velocity=[…]`.
fn printed_vector(line: &str, key: &str) -> [f64; 3] {
    let start = line.find(&format!("{key}=[")).unwrap_or_else(|| panic!("no {key} in {line}")) + key.len() + 2;
    let numbers: Vec<f64> =
        line[start..line[start..].find(']').unwrap() + start].split(',').map(|n| n.trim().parse().unwrap()).collect();
    [numbers[0], numbers[1], numbers[2]]
}

#[test]
fn a_click_on_a_ball_pushes_it() {
    if window_tools_missing().is_some() {
        return;
    }
    let display = VirtualDisplay::start();
    let ball = OneBall::launch(&display, "click", 150);
    ball.point_at(&display, ball.ball);
    ball.xdotool(&display, &["click", "1"]);
    let (said, velocity, position) = ball.finish();
    // the app saw the push, and the ball moved away: the default push of 5 N·s on 1 kg
    assert!(said.iter().any(|line| line.starts_with("pushed \"ball\"")), "no push in {said:?}");
    assert!((length(velocity) - 5.0).abs() < 1e-3, "speed after the push {velocity:?}");
    assert!(length(position) > 0.1, "the ball moved only to {position:?}");
}

#[test]
fn a_drag_from_a_ball_aims_its_push_and_the_grab_tool_throws_it() {
    if window_tools_missing().is_some() {
        return;
    }
    let display = VirtualDisplay::start();
    // aim: press on the ball, drag 150 px to the right, release
    let ball = OneBall::launch(&display, "aim", 200);
    ball.drag_right(&display);
    let (said, velocity, _) = ball.finish();
    let pushed = said.iter().find(|line| line.starts_with("pushed \"ball\"")).expect("an aimed push");
    let impulse = printed_vector(pushed, "impulse");
    // J = 5 N·s per metre of arrow, across the view (the arrow lies in the plane facing the camera), and
    // nothing else acts on 1 kg in zero gravity
    assert!(length(impulse) > 5.0, "an arrow longer than a metre: {impulse:?}");
    for axis in 0..3 {
        assert!((velocity[axis] - impulse[axis]).abs() < 1e-3, "velocity {velocity:?} after impulse {impulse:?}");
    }

    // grab: M, press on the ball, drag 150 px to the right, release: thrown along the drag
    let ball = OneBall::launch(&display, "grab", 200);
    ball.xdotool(&display, &["windowfocus", "--sync", &ball.window]);
    ball.xdotool(&display, &["key", "--window", &ball.window, "m"]);
    ball.drag_right(&display);
    let (said, velocity, position) = ball.finish();
    let threw = said.iter().find(|line| line.starts_with("threw \"ball\"")).expect("a throw");
    let thrown = printed_vector(threw, "velocity");
    assert!(length(thrown) > 0.5 && length(thrown) <= 40.0 + 1e-3, "thrown at {thrown:?}");
    for axis in 0..3 {
        assert!((velocity[axis] - thrown[axis]).abs() < 1e-3, "kept its throw: {velocity:?} against {thrown:?}");
    }
    // pulled along the same way as the aimed push pointed, and moved off its place
    let along: f64 = (0..3).map(|i| thrown[i] * impulse[i]).sum::<f64>() / (length(thrown) * length(impulse));
    assert!(along > 0.9, "thrown along the drag: {thrown:?} against the aim {impulse:?}");
    assert!(length(position) > 1.0, "the ball moved only to {position:?}");
}
