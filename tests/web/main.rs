//! The web page in a real browser: the built page (`bash web/build.sh`) served on localhost to Debian's headless
//! Chromium with its software WebGL, which must draw the gallery, report that it is ready and log no panic or
//! error. Where the page is not built or Chromium is missing the test says so and passes, except under CI,
//! where it fails.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use serde_json::json;

mod classroom;
mod devtools;

/// One browser at a time: pages that share two cores with other browsers draw fewer frames in their time and
/// would be caught at other moments.
static ONE_BROWSER: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// The built page's folder, if the page was built.
fn built_page() -> Option<PathBuf> {
    let dist = Path::new(env!("CARGO_MANIFEST_DIR")).join("web/dist");
    dist.join("collision-sandbox_bg.wasm").is_file().then_some(dist)
}

/// Headless Chromium with SwiftShader's WebGL2 in a 1280 × 720 window, its profile in `profile`, kept off the
/// network it cannot reach here.
pub fn chromium(profile: &Path) -> Command {
    let mut command = Command::new("chromium");
    command
        .args(["--headless=new", "--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader"])
        .args(["--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg("--window-size=1280,720");
    command
}

/// The page and the browser, or why the test cannot run here (an error under CI).
fn page_and_browser() -> Option<PathBuf> {
    let reason = match (built_page(), Command::new("chromium").arg("--version").output().is_ok()) {
        (Some(dist), true) => return Some(dist),
        (None, _) => "the web page is not built (bash web/build.sh)",
        (_, false) => "Chromium is missing (apt-get install -y chromium)",
    };
    assert!(std::env::var("CI").is_err(), "the browser test cannot run under CI: {reason}");
    eprintln!("skipped: {reason}");
    None
}

/// Serves the files of `dir` on a free localhost port, each request on its own thread, for as long as the test.
fn serve(dir: PathBuf) -> u16 {
    serve_until_cut(dir).0
}

/// Serves the files of `dir` on a free localhost port while the switch is on; off, every connection is closed
/// unanswered, as a network that is down.
fn serve_until_cut(dir: PathBuf) -> (u16, Arc<AtomicBool>) {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a free port");
    let port = listener.local_addr().expect("bound").port();
    let online = Arc::new(AtomicBool::new(true));
    let switch = online.clone();
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            if !switch.load(Ordering::SeqCst) {
                continue;
            }
            let dir = dir.clone();
            std::thread::spawn(move || answer(stream, &dir));
        }
    });
    (port, online)
}

/// Answers one GET with the file it names (the query string ignored), with the type a browser needs: its
/// Brotli copy where there is one and the browser takes it, as a host that serves precompressed files does.
fn answer(mut stream: TcpStream, dir: &Path) {
    let mut reader = BufReader::new(&stream);
    let mut request = String::new();
    if reader.read_line(&mut request).is_err() {
        return;
    }
    let mut brotli = false;
    let mut header = String::new();
    while reader.read_line(&mut header).is_ok_and(|read| read > 2) {
        let lower = header.to_ascii_lowercase();
        brotli |= lower.starts_with("accept-encoding:") && lower.contains("br");
        header.clear();
    }
    let target = request.split_whitespace().nth(1).unwrap_or("/");
    let name = target.split('?').next().unwrap_or("/").trim_start_matches('/');
    let name = if name.is_empty() { "index.html" } else { name };
    let kind = match Path::new(name).extension().and_then(|ext| ext.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript",
        Some("wasm") => "application/wasm",
        Some("webmanifest") => "application/manifest+json",
        Some("png") => "image/png",
        _ => "application/octet-stream",
    };
    // the touch test's page: the real one, with a finger played on its canvas
    let file = if name == "touch.html" { "index.html" } else { name };
    let packed = dir.join(format!("{file}.br"));
    let (file, encoding) = match brotli && name != "touch.html" && packed.is_file() {
        true => (packed, "Content-Encoding: br\r\n"),
        false => (dir.join(file), ""),
    };
    let (status, mut body) = match std::fs::read(file) {
        Ok(body) if !name.contains("..") => ("200 OK", body),
        _ => ("404 Not Found", Vec::new()),
    };
    if name == "touch.html" {
        body = String::from_utf8_lossy(&body).replace("</body>", &format!("<script>{FINGERS}</script></body>")).into();
    }
    let head = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\n{encoding}Content-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    let _ = stream.write_all(head.as_bytes()).and_then(|_| stream.write_all(&body));
}

/// Fingers on the page's canvas, as a touch screen reports them to the browser (pointer events of the touch
/// kind), one step a frame (the app reads its input once a frame), from ten frames after the page says it is
/// ready: one finger lands high in the view, on the sky, and drags 300 px to the right; then two fingers 200 px
/// apart spread to 400 px about the same midpoint.
const FINGERS: &str = r#"
const canvas = document.getElementById("sandbox");
const fields = (id, x, y, type) => ({
  pointerId: id, pointerType: "touch", isPrimary: id === 7, clientX: x, clientY: y,
  // as a browser reports them: a move changes no button (−1); the finger holds the first down until it lifts
  button: type === "pointermove" ? -1 : 0, buttons: type === "pointerup" ? 0 : 1,
  bubbles: true, cancelable: true, composed: true,
});
// a browser hands a move's points as its coalesced events (the page reads those): a made-up move carries its own
const touch = (type, id, x, y) => canvas.dispatchEvent(new PointerEvent(type, {
  ...fields(id, x, y, type), coalescedEvents: [new PointerEvent(type, fields(id, x, y, type))],
}));
const plan = [];
for (let n = 0; n < 10; n++) plan.push([]);
plan.push([["pointerdown", 7, 500, 110]], []);
for (let n = 1; n <= 5; n++) plan.push([["pointermove", 7, 500 + 60 * n, 110]]);
plan.push([["pointerup", 7, 800, 110]], []);
plan.push([["pointerdown", 8, 540, 300], ["pointerdown", 9, 740, 300]], []);
for (let n = 1; n <= 4; n++) plan.push([["pointermove", 8, 540 - 25 * n, 300], ["pointermove", 9, 740 + 25 * n, 300]]);
plan.push([["pointerup", 8, 440, 300], ["pointerup", 9, 840, 300]]);
const play = () => {
  for (const [type, id, x, y] of plan.shift()) touch(type, id, x, y);
  if (plan.length) requestAnimationFrame(play);
};
let started = false;
for (const method of ["log", "info"]) {
  const original = console[method];
  console[method] = (...args) => {
    original.apply(console, args);
    if (!started && args.some((arg) => String(arg).includes("ready:"))) {
      started = true;
      requestAnimationFrame(play);
    }
  };
}
"#;

/// The console of headless Chromium on `url`, in real time, up to the first line that holds `until` (or
/// `seconds`).
fn console_until(url: &str, until: &str, seconds: u64, name: &str) -> Vec<String> {
    let dir = std::env::temp_dir().join(format!("collision-sandbox-web-{name}-{}", std::process::id()));
    let mut browser = chromium(&dir.join("profile"))
        // a debugging port keeps the browser open on the page until it is stopped
        .args(["--enable-logging=stderr", "--v=0", "--remote-debugging-port=0"])
        .arg(url)
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("Chromium runs");
    let (lines, heard) = std::sync::mpsc::channel();
    let stderr = browser.stderr.take().expect("its console");
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            let _ = lines.send(line);
        }
    });
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(seconds);
    let mut console = Vec::new();
    while let Some(left) = deadline.checked_duration_since(std::time::Instant::now()) {
        let Ok(line) = heard.recv_timeout(left) else { break };
        let done = line.contains(until);
        if line.contains(":CONSOLE") {
            console.push(line);
        }
        if done {
            break;
        }
    }
    let _ = browser.kill();
    let _ = browser.wait();
    console
}

/// The camera the page's frame report says it was left at: yaw, pitch, distance.
fn camera_left(console: &[String]) -> [f64; 3] {
    let line = console.iter().find(|line| line.contains("frames {")).expect("a frame report in the console");
    let json = &line[line.find("frames {").expect("its start") + "frames ".len()..];
    let report: serde_json::Value = serde_json::Deserializer::from_str(json)
        .into_iter()
        .next()
        .and_then(Result::ok)
        .unwrap_or_else(|| panic!("a readable frame report: {line}"));
    let camera = &report["camera"];
    ["yaw", "pitch", "distance"].map(|key| camera[key].as_f64().unwrap_or_else(|| panic!("camera {key}: {line}")))
}

/// What headless Chromium made of `url` after `seconds` of the page's time: its console and a screenshot.
struct PageRun {
    console: Vec<String>,
    screenshot: image::RgbaImage,
}

fn open_page(url: &str, seconds: u32, name: &str) -> PageRun {
    let dir = std::env::temp_dir().join(format!("collision-sandbox-web-{name}-{}", std::process::id()));
    let shot = dir.join("page.png");
    let run = chromium(&dir.join("profile"))
        .args(["--enable-logging=stderr", "--v=0"])
        .arg(format!("--virtual-time-budget={}", seconds * 1000))
        .arg(format!("--screenshot={}", shot.display()))
        .arg(url)
        .output()
        .expect("Chromium runs");
    let log = String::from_utf8_lossy(&run.stderr);
    let console = log.lines().filter(|line| line.contains(":CONSOLE")).map(str::to_owned).collect();
    let screenshot =
        image::open(&shot).unwrap_or_else(|error| panic!("no screenshot of {url}: {error}\n{log}")).to_rgba8();
    PageRun { console, screenshot }
}

/// How many different colours the picture has: a page that drew nothing has one or two.
fn colours(picture: &image::RgbaImage) -> usize {
    let mut seen: Vec<[u8; 4]> = picture.pixels().step_by(7).map(|pixel| pixel.0).collect();
    seen.sort_unstable();
    seen.dedup();
    seen.len()
}

#[test]
fn the_page_draws_the_gallery_in_headless_chromium_without_an_error() {
    let _turn = ONE_BROWSER.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let Some(dist) = page_and_browser() else { return };
    let port = serve(dist);
    let page = open_page(&format!("http://127.0.0.1:{port}/"), 30, "gallery");
    let said = page.console.join("\n");
    assert!(page.console.iter().any(|line| line.contains("ready:")), "the page never said it was ready:\n{said}");
    for bad in ["panicked", "ERROR", "error:", "could not start"] {
        assert!(!said.contains(bad), "the console has {bad:?}:\n{said}");
    }
    let drawn = colours(&page.screenshot);
    assert!(drawn > 200, "the canvas is nearly blank: {drawn} colours");
}

/// The share of pixels that differ between two pictures of one size.
fn changed(before: &image::RgbaImage, after: &image::RgbaImage) -> f64 {
    let differ = before.pixels().zip(after.pixels()).filter(|(a, b)| a != b).count();
    differ as f64 / before.pixels().len() as f64
}

#[test]
fn a_link_opens_a_scene_that_moves_and_a_lesson_and_a_bad_name_the_gallery() {
    let _turn = ONE_BROWSER.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let Some(dist) = page_and_browser() else { return };
    let port = serve(dist);
    let url = |query: &str| format!("http://127.0.0.1:{port}/?{query}");
    // the page runs the given frames, one step each, reports them and stays on its last picture
    let after_frames = |frames: u32, name: &str| {
        let dir = std::env::temp_dir().join(format!("collision-sandbox-web-{name}-{}", std::process::id()));
        let mut tools = devtools::DevTools::start(&dir.join("profile"), &dir.join("downloads"));
        tools.call("Page.navigate", json!({ "url": url(&format!("scene=04_head_on_equal&frames={frames}")) }));
        assert!(tools.wait_for_console("frames {", 180), "the scene's page never reported its {frames} frames");
        tools.screenshot()
    };
    // before the impact (at 1 s) and after it
    let (early, later) = (after_frames(20, "early"), after_frames(150, "later"));
    // the balls are drawn (a mesh the browser could not draw would leave only their outlines and labels): the
    // left one's blue, lit or in shade, covers thousands of pixels before the impact and after it
    for (picture, when) in [(&early, "before"), (&later, "after")] {
        let [red, green, blue] = [0, 1, 2].map(|at| picture.pixels().map(move |p| i32::from(p[at])));
        let blue = red.zip(green).zip(blue).filter(|((r, g), b)| *b > 80 && *b > r + 45 && *b > g + 20).count();
        assert!(blue > 15_000, "the left ball is not drawn {when} the impact: {blue} blue pixels");
    }
    // the left ball, its label and its arrow run towards the right one: the picture changes
    let moved = changed(&early, &later);
    assert!(moved > 0.002, "the scene did not move between 0.33 s and 2.5 s: {moved} of the pixels changed");
    // a lesson with a scene of its own (in the lessons folder's `scenes/`), which the page carries too
    let lesson = open_page(&url("lesson=09_positional_correction"), 3, "lesson");
    let said = lesson.console.join("\n");
    assert!(said.contains("ready:") && !said.contains("panicked"), "the lesson's page:\n{said}");
    let bad = open_page(&url("scene=no_such_scene"), 3, "bad");
    assert!(colours(&bad.screenshot) > 200, "a bad name shows the gallery");
}

#[test]
fn a_finger_dragged_on_the_sky_turns_the_view_and_a_pinch_zooms_it() {
    let _turn = ONE_BROWSER.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let Some(dist) = page_and_browser() else { return };
    let port = serve(dist);
    let run = |page: &str, name: &str| {
        let url = format!("http://127.0.0.1:{port}/{page}?scene=10_box_stack&frames=45");
        let console = console_until(&url, "frames {", 180, name);
        let said = console.join("\n");
        for bad in ["panicked", "ERROR"] {
            assert!(!said.contains(bad), "the console has {bad:?}:\n{said}");
        }
        camera_left(&console)
    };
    let [yaw, pitch, distance] = run("index.html", "untouched");
    let [turned_yaw, turned_pitch, zoomed] = run("touch.html", "touched");
    // dragged right, the scene turns with the finger (yaw down); the pitch stays, as the finger kept its height
    assert!(turned_yaw < yaw - 0.5, "the drag did not turn the view: yaw {yaw} → {turned_yaw}");
    assert!((turned_pitch - pitch).abs() < 1e-3, "pitch {pitch} → {turned_pitch}");
    // the fingers' spread doubled: the camera comes to half the distance
    assert!((zoomed / distance - 0.5).abs() < 0.05, "the pinch did not zoom: distance {distance} → {zoomed}");
}

#[test]
fn a_scene_opened_through_the_file_picker_saves_back_as_a_download() {
    let _turn = ONE_BROWSER.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let Some(dist) = page_and_browser() else { return };
    let port = serve(dist);
    let dir = std::env::temp_dir().join(format!("collision-sandbox-web-files-{}", std::process::id()));
    let downloads = dir.join("downloads");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&downloads).expect("a folder for the downloads");
    let mut tools = devtools::DevTools::start(&dir.join("profile"), &downloads);
    tools.call("Page.navigate", json!({ "url": format!("http://127.0.0.1:{port}/") }));
    assert!(tools.wait_for_console("ready:", 120), "the gallery never said it was ready");
    // the gallery's "Open a file…", at the right end of its title row
    tools.click(1083.0, 18.0);
    let chooser = tools.wait_for(30, |event| event["method"] == "Page.fileChooserOpened").expect("a file chooser");
    let scene = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/scenes/05_head_on_1_to_3.ron");
    let chosen = json!({ "files": [scene], "backendNodeId": chooser["params"]["backendNodeId"] });
    tools.call("DOM.setFileInputFiles", chosen);
    // the file is read and opened within a few frames; then Ctrl+S saves it, as it is now, as a download
    std::thread::sleep(std::time::Duration::from_secs(4));
    tools.chord(&[("ControlLeft", "Control", 17), ("KeyS", "s", 83)]);
    let done = |event: &serde_json::Value| {
        event["method"] == "Browser.downloadProgress" && event["params"]["state"] == "completed"
    };
    assert!(tools.wait_for(60, done).is_some(), "no download finished");
    let saved = downloads.join("my_05_head_on_1_to_3.ron");
    let text = std::fs::read_to_string(&saved).unwrap_or_else(|error| panic!("{}: {error}", saved.display()));
    let original = collision_sandbox::scene::load_scene(&scene).expect("the catalogue's scene");
    let copy = collision_sandbox::scene::parse_scene(&text, &saved).expect("the download is a scene the app opens");
    assert_eq!(copy.name, format!("{} (mine)", original.name));
    assert_eq!(copy.bodies.len(), original.bodies.len());
}
