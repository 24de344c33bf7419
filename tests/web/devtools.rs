//! Headless Chromium driven over its DevTools pipe, as a user drives the page: clicks, keys, the browser's file
//! chooser and its downloads. With `--remote-debugging-pipe` the browser reads commands on its descriptor 3 and
//! writes answers and events on 4, each a JSON message ended by a NUL byte.

use std::io::{BufRead, BufReader, Write};
use std::os::fd::AsRawFd;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Child, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

unsafe extern "C" {
    fn dup2(from: i32, to: i32) -> i32;
    fn fcntl(fd: i32, command: i32, ...) -> i32;
}

/// fcntl's command to copy a descriptor to the lowest free one at or above its argument.
const F_DUPFD: i32 = 0;

/// A browser with one page, attached.
pub struct DevTools {
    browser: Child,
    commands: std::io::PipeWriter,
    messages: Receiver<Value>,
    /// Events read while waiting for an answer, not yet looked at.
    events: Vec<Value>,
    last_id: u64,
    session: String,
}

impl DevTools {
    /// Starts the browser (its profile in `profile`, downloads into `downloads`) on an empty page.
    pub fn start(profile: &Path, downloads: &Path) -> Self {
        let (commands_out, commands) = std::io::pipe().expect("a pipe");
        let (answers, answers_in) = std::io::pipe().expect("a pipe");
        let (from, to) = (commands_out.as_raw_fd(), answers_in.as_raw_fd());
        let mut command = super::chromium(profile);
        command.args(["--remote-debugging-pipe", "about:blank"]).stderr(Stdio::null());
        // SAFETY: between fork and exec only fcntl and dup2 run, which are async-signal-safe. Both ends are
        // first copied above 10, so that neither is overwritten by the other's move to 3 or 4 (and a copy
        // made by dup2 is kept open across exec)
        unsafe {
            command.pre_exec(move || {
                let (high_from, high_to) = (fcntl(from, F_DUPFD, 10), fcntl(to, F_DUPFD, 10));
                match high_from >= 0 && high_to >= 0 && dup2(high_from, 3) >= 0 && dup2(high_to, 4) >= 0 {
                    true => Ok(()),
                    false => Err(std::io::Error::last_os_error()),
                }
            });
        }
        let browser = command.spawn().expect("Chromium runs");
        drop((commands_out, answers_in));
        let (sent, messages) = channel();
        std::thread::spawn(move || {
            for message in BufReader::new(answers).split(0).map_while(Result::ok) {
                if let Ok(value) = serde_json::from_slice(&message) {
                    let _ = sent.send(value);
                }
            }
        });
        let mut tools =
            DevTools { browser, commands, messages, events: Vec::new(), last_id: 0, session: String::new() };
        let page = tools.call_browser("Target.createTarget", json!({ "url": "about:blank" }));
        let attached =
            tools.call_browser("Target.attachToTarget", json!({ "targetId": page["targetId"], "flatten": true }));
        tools.session = attached["sessionId"].as_str().expect("a session").to_owned();
        let behaviour = json!({ "behavior": "allow", "downloadPath": downloads, "eventsEnabled": true });
        tools.call_browser("Browser.setDownloadBehavior", behaviour);
        for domain in ["Runtime.enable", "Page.enable", "DOM.enable"] {
            tools.call(domain, json!({}));
        }
        tools.call("Page.setInterceptFileChooserDialog", json!({ "enabled": true }));
        tools
    }

    /// A command to the page; its answer.
    pub fn call(&mut self, method: &str, params: Value) -> Value {
        let session = self.session.clone();
        self.send(method, params, Some(session))
    }

    /// A command to the browser itself; its answer.
    fn call_browser(&mut self, method: &str, params: Value) -> Value {
        self.send(method, params, None)
    }

    fn send(&mut self, method: &str, params: Value, session: Option<String>) -> Value {
        self.last_id += 1;
        let mut message = json!({ "id": self.last_id, "method": method, "params": params });
        if let Some(session) = session {
            message["sessionId"] = session.into();
        }
        let mut bytes = message.to_string().into_bytes();
        bytes.push(0);
        self.commands.write_all(&bytes).expect("the browser reads its commands");
        let deadline = Instant::now() + Duration::from_secs(60);
        while let Some(left) = deadline.checked_duration_since(Instant::now()) {
            let message = self.messages.recv_timeout(left).unwrap_or_else(|_| panic!("{method}: no answer"));
            if message["id"] == self.last_id {
                assert!(message.get("error").is_none(), "{method}: {message}");
                return message["result"].clone();
            }
            self.events.push(message);
        }
        panic!("{method}: no answer in time")
    }

    /// The first event (old or new) that `wanted` picks, within `seconds`.
    pub fn wait_for(&mut self, seconds: u64, wanted: impl Fn(&Value) -> bool) -> Option<Value> {
        let deadline = Instant::now() + Duration::from_secs(seconds);
        loop {
            if let Some(at) = self.events.iter().position(&wanted) {
                return Some(self.events.remove(at));
            }
            let left = deadline.checked_duration_since(Instant::now())?;
            match self.messages.recv_timeout(left.min(Duration::from_millis(200))) {
                Ok(message) => self.events.push(message),
                Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {}
                Err(_) => return None,
            }
        }
    }

    /// Waits for a console line holding `text`; whether it came within `seconds`.
    pub fn wait_for_console(&mut self, text: &str, seconds: u64) -> bool {
        self.console_line(text, seconds).is_some()
    }

    /// The first console line holding `text`, within `seconds`.
    pub fn console_line(&mut self, text: &str, seconds: u64) -> Option<String> {
        let holds = |arg: &Value| arg["value"].as_str().is_some_and(|value| value.contains(text));
        let event = self.wait_for(seconds, |event| {
            event["method"] == "Runtime.consoleAPICalled"
                && event["params"]["args"].as_array().is_some_and(|args| args.iter().any(holds))
        })?;
        let args = event["params"]["args"].as_array()?.clone();
        args.iter().find(|arg| holds(arg)).and_then(|arg| arg["value"].as_str().map(str::to_owned))
    }

    /// Forgets the events read so far (the console of a page left behind).
    pub fn forget_events(&mut self) {
        self.events.clear();
        while self.messages.try_recv().is_ok() {}
    }

    /// The value of a JavaScript expression in the page (a promise's, once it settles).
    pub fn evaluate(&mut self, expression: &str) -> Value {
        let asked = json!({ "expression": expression, "returnByValue": true, "awaitPromise": true });
        self.call("Runtime.evaluate", asked)["result"]["value"].clone()
    }

    /// What the page shows now, as a picture.
    pub fn screenshot(&mut self) -> image::RgbaImage {
        let shot = self.call("Page.captureScreenshot", json!({ "format": "png" }));
        let png = from_base64(shot["data"].as_str().expect("the picture's data"));
        image::load_from_memory(&png).expect("a PNG").to_rgba8()
    }

    /// A click of the left mouse button at (`x`, `y`) in the page.
    pub fn click(&mut self, x: f64, y: f64) {
        for kind in ["mousePressed", "mouseReleased"] {
            let event = json!({ "type": kind, "x": x, "y": y, "button": "left", "clickCount": 1 });
            self.call("Input.dispatchMouseEvent", event);
            std::thread::sleep(Duration::from_millis(300));
        }
    }

    /// Keys pressed in order and let go in reverse, as fingers play a chord: each a DOM code, key and key code
    /// (Control held makes the others Ctrl+ keys).
    pub fn chord(&mut self, keys: &[(&str, &str, u32)]) {
        let modifiers = if keys.iter().any(|(_, key, _)| *key == "Control") { 2 } else { 0 };
        let pressed = keys.iter().map(|key| ("rawKeyDown", key));
        for (kind, (code, key, key_code)) in pressed.chain(keys.iter().rev().map(|key| ("keyUp", key))) {
            let event = json!({ "type": kind, "code": code, "key": key, "windowsVirtualKeyCode": key_code,
                "modifiers": modifiers });
            self.call("Input.dispatchKeyEvent", event);
            std::thread::sleep(Duration::from_millis(200));
        }
    }
}

impl Drop for DevTools {
    fn drop(&mut self) {
        let _ = self.browser.kill();
        let _ = self.browser.wait();
    }
}

/// The bytes of base64 `text` (the standard alphabet, `=` padding).
fn from_base64(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        b'/' => 63,
        _ => panic!("not base64: {c}"),
    };
    let digits: Vec<u8> = text.bytes().filter(|&c| c != b'=').map(value).collect();
    let mut bytes = Vec::with_capacity(digits.len() * 3 / 4);
    for chunk in digits.chunks(4) {
        let bits = chunk.iter().enumerate().fold(0u32, |bits, (at, &digit)| bits | (u32::from(digit) << (18 - 6 * at)));
        bytes.extend(bits.to_be_bytes()[1..chunk.len()].iter());
    }
    bytes
}
