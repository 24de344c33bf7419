//! The web page in a real browser: the built page (`bash web/build.sh`) served on localhost to Debian's headless
//! Chromium with its software WebGL, which must draw the gallery, report that it is ready and log no panic or
//! error. Where the page is not built or Chromium is missing the test says so and passes, except under CI,
//! where it fails.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The built page's folder, if the page was built.
fn built_page() -> Option<PathBuf> {
    let dist = Path::new(env!("CARGO_MANIFEST_DIR")).join("web/dist");
    dist.join("collision-sandbox_bg.wasm").is_file().then_some(dist)
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
    let listener = TcpListener::bind("127.0.0.1:0").expect("a free port");
    let port = listener.local_addr().expect("bound").port();
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            let dir = dir.clone();
            std::thread::spawn(move || answer(stream, &dir));
        }
    });
    port
}

/// Answers one GET with the file it names (the query string ignored), with the type a browser needs.
fn answer(mut stream: TcpStream, dir: &Path) {
    let mut request = String::new();
    if BufReader::new(&stream).read_line(&mut request).is_err() {
        return;
    }
    let target = request.split_whitespace().nth(1).unwrap_or("/");
    let name = target.split('?').next().unwrap_or("/").trim_start_matches('/');
    let name = if name.is_empty() { "index.html" } else { name };
    let kind = match Path::new(name).extension().and_then(|ext| ext.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript",
        Some("wasm") => "application/wasm",
        _ => "application/octet-stream",
    };
    let (status, body) = match std::fs::read(dir.join(name)) {
        Ok(body) if !name.contains("..") => ("200 OK", body),
        _ => ("404 Not Found", Vec::new()),
    };
    let head = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    let _ = stream.write_all(head.as_bytes()).and_then(|_| stream.write_all(&body));
}

/// What headless Chromium made of `url` after `seconds` of the page's time: its console and a screenshot.
struct PageRun {
    console: Vec<String>,
    screenshot: image::RgbaImage,
}

fn open_page(url: &str, seconds: u32, name: &str) -> PageRun {
    let dir = std::env::temp_dir().join(format!("collision-sandbox-web-{name}-{}", std::process::id()));
    let shot = dir.join("page.png");
    let run = Command::new("chromium")
        .args(["--headless=new", "--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader"])
        .args(["--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"])
        .arg(format!("--user-data-dir={}", dir.join("profile").display()))
        .args(["--window-size=1280,720", "--enable-logging=stderr", "--v=0"])
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
    let Some(dist) = page_and_browser() else { return };
    let port = serve(dist);
    let page = open_page(&format!("http://127.0.0.1:{port}/"), 30, "gallery");
    let said = page.console.join("\n");
    assert!(page.console.iter().any(|line| line.contains("ready:")), "the page never said it was ready:\n{said}");
    for bad in ["panicked", "ERROR", "could not start"] {
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
    let Some(dist) = page_and_browser() else { return };
    let port = serve(dist);
    let url = |query: &str| format!("http://127.0.0.1:{port}/?{query}");
    let early = open_page(&url("scene=04_head_on_equal"), 1, "early");
    let later = open_page(&url("scene=04_head_on_equal"), 3, "later");
    for page in [&early, &later] {
        let said = page.console.join("\n");
        assert!(said.contains("ready:") && !said.contains("panicked"), "the scene's page:\n{said}");
    }
    // the balls are drawn (a mesh the browser could not draw would leave only their outlines and labels): the
    // left one's light blue covers thousands of pixels
    let blue = later.screenshot.pixels().filter(|p| p[2] > 150 && p[2] as i32 > p[0] as i32 + 60).count();
    assert!(blue > 10_000, "the balls are not drawn: {blue} light blue pixels");
    // the left ball, its label and its arrow run towards the right one: the picture changes
    let moved = changed(&early.screenshot, &later.screenshot);
    assert!(moved > 0.002, "the scene did not move between 1 s and 3 s: {moved} of the pixels changed");
    let lesson = open_page(&url("lesson=01_equal_masses"), 3, "lesson");
    let said = lesson.console.join("\n");
    assert!(said.contains("ready:") && !said.contains("panicked"), "the lesson's page:\n{said}");
    let bad = open_page(&url("scene=no_such_scene"), 3, "bad");
    assert!(colours(&bad.screenshot) > 200, "a bad name shows the gallery");
}
