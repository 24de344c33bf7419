//! The window tests' harness: a virtual display (Xvfb) with its turn taken, the app launched on a scene and
//! waited for until it is ready, and xdotool to drive it. Shared by the window test files, each of which uses
//! only some of it.
#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// How long a moved pointer is given before the next action, so a frame has seen it.
pub const POINTER_SETTLE: Duration = Duration::from_millis(150);

pub const BIN: &str = env!("CARGO_BIN_EXE_collision-sandbox");
pub const WIDTH: u32 = 1280;
pub const HEIGHT: u32 = 720;

/// Whether the window tests can run here; otherwise why not. Under CI a missing tool is an error.
pub fn window_tools_missing() -> Option<String> {
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

pub fn on_path(tool: &str) -> bool {
    std::env::var_os("PATH").is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join(tool).is_file()))
}

/// Holds the other window tests back while one runs: software rendering shares two cores, and an app
/// starved of them drops or delays the scripted input.
pub fn one_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    static TURN: std::sync::Mutex<()> = std::sync::Mutex::new(());
    TURN.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// The virtual display for one window test, its turn taken; nothing where the tools are missing.
pub fn window_session() -> Option<(std::sync::MutexGuard<'static, ()>, VirtualDisplay)> {
    if window_tools_missing().is_some() {
        return None;
    }
    let turn = one_at_a_time();
    Some((turn, VirtualDisplay::start()))
}

/// An Xvfb server on a display of its own, stopped when dropped.
pub struct VirtualDisplay {
    pub server: Child,
    pub name: String,
}

impl VirtualDisplay {
    /// Lets Xvfb pick a free display and waits until it says it accepts connections (`-displayfd`): a
    /// display number chosen here may hold a stale socket of a killed server, which looks ready but is not.
    pub fn start() -> VirtualDisplay {
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

    pub fn command(&self, program: &str) -> Command {
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
pub fn last_lines(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(30)..].join("\n")
}

pub fn out_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("window-tests");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Share of pixels in the rectangle that differ clearly from `background`.
pub fn busy_share(image: &image::RgbImage, (x0, y0, x1, y1): (u32, u32, u32, u32), background: [u8; 3]) -> f64 {
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

/// The app on a scene of one 1.5 m ball at rest at the origin in zero gravity (and any `more` bodies), run
/// for `frames` frames: the process, the rest of its standard output, the window's id, the ball's place on
/// screen and where its state goes.
pub struct OneBall {
    pub app: Child,
    pub lines: std::io::Lines<BufReader<std::process::ChildStdout>>,
    pub window: String,
    pub ball: (i64, i64),
    /// The ready line: every body's name, state and place on screen.
    pub bodies: serde_json::Value,
    /// The app's working directory, where F12 saves its screenshots.
    pub dir: PathBuf,
    pub dump: PathBuf,
}

impl OneBall {
    pub fn launch(display: &VirtualDisplay, name: &str, frames: u32) -> OneBall {
        OneBall::launch_with(display, name, frames, "", &[])
    }

    pub fn launch_with(display: &VirtualDisplay, name: &str, frames: u32, more: &str, args: &[&str]) -> OneBall {
        let ball = "(name: \"ball\", shape: Sphere(radius: 1.5), position: (0.0, 0.0, 0.0), mass: 1.0)";
        let text = format!("// one ball\n(name: \"One ball\", gravity: (0.0, 0.0, 0.0), bodies: [{ball}, {more}])\n");
        OneBall::launch_text(display, name, frames, &text, args)
    }

    /// The app on a scene of this text, its first body called "ball".
    pub fn launch_text(display: &VirtualDisplay, name: &str, frames: u32, text: &str, args: &[&str]) -> OneBall {
        let scene = out_dir().join(format!("{name}.ron"));
        std::fs::write(&scene, text).unwrap();
        OneBall::launch_file(display, name, frames, &scene, args)
    }

    /// The app on the scene, recording or lesson at `scene`.
    pub fn launch_file(display: &VirtualDisplay, name: &str, frames: u32, scene: &Path, args: &[&str]) -> OneBall {
        let dir = out_dir().join(name);
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let dump = out_dir().join(format!("{name}-dump.json"));
        let log = out_dir().join(format!("{name}-stderr.log"));
        let _ = std::fs::remove_file(&dump);
        let mut app = display
            .command(BIN)
            .arg(scene.to_str().unwrap())
            .args(["--log-events", "--quit-after", &frames.to_string(), "--dump-state", dump.to_str().unwrap()])
            .args(args)
            .current_dir(&dir)
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
        OneBall { app, lines, window, ball, bodies, dir, dump }
    }

    /// Runs xdotool with these arguments.
    pub fn xdotool(&self, display: &VirtualDisplay, args: &[&str]) {
        assert!(display.command("xdotool").args(args).status().unwrap().success(), "xdotool {args:?}");
    }

    /// Focuses the window and presses `key`, then gives the app time to take it.
    pub fn press_key(&self, display: &VirtualDisplay, key: &str) {
        self.xdotool(display, &["windowfocus", "--sync", &self.window]);
        self.xdotool(display, &["key", "--window", &self.window, key]);
        std::thread::sleep(Duration::from_millis(300));
    }

    /// Moves the pointer to (x, y) in the window and gives the app [`POINTER_SETTLE`] to see it.
    pub fn point_at(&self, display: &VirtualDisplay, at: (i64, i64)) {
        self.move_pointer(display, at);
        std::thread::sleep(POINTER_SETTLE);
    }

    /// Moves the pointer to window pixel (x, y) without waiting for a frame.
    pub fn move_pointer(&self, display: &VirtualDisplay, (x, y): (i64, i64)) {
        self.xdotool(display, &["mousemove", "--window", &self.window, &x.to_string(), &y.to_string()]);
    }

    /// Presses the left button on the ball, drags 250 px to the right and lets go (the pointer is moved
    /// before the press: a press sent with the move lands where the pointer was).
    pub fn drag_right(&self, display: &VirtualDisplay) {
        let (x, y) = self.ball;
        self.point_at(display, (x, y));
        self.xdotool(display, &["mousedown", "1"]);
        // a frame that takes the press together with the first move would start the drag one move late
        std::thread::sleep(Duration::from_millis(600));
        // a short drag, let go while still moving, as a throw is made: a pause before letting go (each
        // `point_at` waits [`POINTER_SETTLE`]) lets the grabbed body catch up with the pointer and stop, and how
        // far it does in a pause depends on the frame rate (a scripted run's clock takes 1/60 s a frame)
        for step in 1..=5 {
            self.move_pointer(display, (x + 50 * step, y));
            std::thread::sleep(Duration::from_millis(30));
        }
        self.xdotool(display, &["mouseup", "1"]);
    }

    /// Waits for the app to quit; what it printed after the ready line, and the ball's final velocity and
    /// position.
    pub fn finish(self) -> (Vec<String>, [f64; 3], [f64; 3]) {
        let OneBall { mut app, lines, dump, .. } = self;
        let rest: Vec<String> = lines.map_while(Result::ok).collect();
        assert!(app.wait().unwrap().success());
        let state: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&dump).unwrap()).unwrap();
        let vector = |key: &str| [0, 1, 2].map(|i| state[0][key][i].as_f64().unwrap());
        (rest, vector("velocity"), vector("position"))
    }
}

pub fn length(v: [f64; 3]) -> f64 {
    v.iter().map(|x| x * x).sum::<f64>().sqrt()
}

/// The numbers after `key=` in a line such as `pushed "ball" impulse=[1.0, 2.0, 3.0] velocity=[…]`.
pub fn printed_vector(line: &str, key: &str) -> [f64; 3] {
    let start = line.find(&format!("{key}=[")).unwrap_or_else(|| panic!("no {key} in {line}")) + key.len() + 2;
    let numbers: Vec<f64> =
        line[start..line[start..].find(']').unwrap() + start].split(',').map(|n| n.trim().parse().unwrap()).collect();
    [numbers[0], numbers[1], numbers[2]]
}
