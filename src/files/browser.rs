//! The web page's files: a download for each file the app writes, the browser's file picker to open a scene or
//! a recording from the user's disk, and the files opened or written in this page kept under their paths, so
//! the app reads them back as it would read them from disk. What the app writes to keep (scenes, recordings,
//! a lesson's predictions) also goes into the browser's storage for this page, so it is there at the next
//! visit.

use std::collections::HashMap;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

/// Where a file picked in the browser is kept: `opened/NAME`.
pub const OPENED_FOLDER: &str = "opened";

/// The keys of the browser's storage that hold files: this, then the file's path.
const STORED: &str = "collision-sandbox/file/";

/// The files opened or written in this page, by path; `None` until the stored ones are read.
static KEPT: Mutex<Option<HashMap<PathBuf, Vec<u8>>>> = Mutex::new(None);
/// Files the picker has read that the app has not opened yet.
static PICKED: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// Runs `use_kept` on the kept files, read from the browser's storage the first time.
fn with_kept<R>(use_kept: impl FnOnce(&mut HashMap<PathBuf, Vec<u8>>) -> R) -> Option<R> {
    let mut kept = KEPT.lock().ok()?;
    Some(use_kept(kept.get_or_insert_with(stored_files)))
}

/// The files in the browser's storage for this page.
fn stored_files() -> HashMap<PathBuf, Vec<u8>> {
    let Some(storage) = storage() else { return HashMap::new() };
    let count = storage.length().unwrap_or(0);
    let keys = (0..count).filter_map(|index| storage.key(index).ok().flatten());
    let files = keys.filter_map(|key| {
        let path = PathBuf::from(key.strip_prefix(STORED)?);
        Some((path, storage.get_item(&key).ok()??.into_bytes()))
    });
    files.collect()
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// The bytes of a file opened or written in this page.
pub fn opened(path: &Path) -> Option<Vec<u8>> {
    with_kept(|kept| kept.get(path).cloned()).flatten()
}

/// The files opened or written in this page in the folder `dir`.
pub fn kept_in(dir: &Path) -> Vec<PathBuf> {
    let paths = with_kept(|kept| kept.keys().filter(|path| path.parent() == Some(dir)).cloned().collect());
    paths.unwrap_or_default()
}

/// Keeps `bytes` as the file at `path` for the rest of this page's life.
pub fn keep_opened(path: &Path, bytes: Vec<u8>) {
    with_kept(|kept| kept.insert(path.to_path_buf(), bytes));
}

/// Keeps `bytes` as the file at `path`, in this page and in the browser's storage for the next visits; a
/// storage that is full or switched off is said plainly (the file is still kept for this visit).
pub fn keep_stored(path: &Path, bytes: Vec<u8>) -> io::Result<()> {
    let text = String::from_utf8(bytes.clone()).map_err(|error| io::Error::new(io::ErrorKind::InvalidData, error))?;
    keep_opened(path, bytes);
    let storage = storage().ok_or_else(|| io::Error::other("this browser keeps no files for the page"))?;
    storage.set_item(&format!("{STORED}{}", path.display()), &text).map_err(|_| {
        io::Error::other(
            "the browser's storage for this page is full: remove some of your scenes in the gallery (this one is \
             kept until the page closes, and offered as a download)",
        )
    })
}

/// Forgets the file at `path`, in this page and in the browser's storage.
pub fn forget(path: &Path) -> io::Result<()> {
    let known = with_kept(|kept| kept.remove(path).is_some()).unwrap_or(false);
    if let Some(storage) = storage() {
        storage.remove_item(&format!("{STORED}{}", path.display())).map_err(js_error)?;
    }
    match known {
        true => Ok(()),
        false => Err(io::Error::new(io::ErrorKind::NotFound, "no such file in this page")),
    }
}

/// How a file asked of the page's host is coming along.
pub enum Fetched {
    /// Asked, not yet arrived.
    Pending,
    Arrived(Vec<u8>),
    /// The host has no such file, or could not be reached.
    Missing,
}

/// Files asked of the page's host, by the address they were asked at.
static FETCHES: Mutex<Option<HashMap<String, Option<Vec<u8>>>>> = Mutex::new(None);

/// The file at `address` (relative to the page) from the page's host: asked the first time, then pending until
/// it arrives or is missing.
pub fn fetched(address: &str) -> Fetched {
    let Ok(mut fetches) = FETCHES.lock() else { return Fetched::Missing };
    let fetches = fetches.get_or_insert_with(HashMap::new);
    match fetches.get(address) {
        Some(Some(bytes)) if bytes.is_empty() => Fetched::Missing,
        Some(Some(bytes)) => Fetched::Arrived(bytes.clone()),
        Some(None) => Fetched::Pending,
        None => {
            let asked = ask_host(address).is_ok();
            fetches.insert(address.to_string(), if asked { None } else { Some(Vec::new()) });
            if asked { Fetched::Pending } else { Fetched::Missing }
        }
    }
}

/// Asks the page's host for `address`; its bytes (none when it failed) are filed under it when they come.
fn ask_host(address: &str) -> Result<(), JsValue> {
    let request = web_sys::XmlHttpRequest::new()?;
    request.open("GET", address)?;
    request.set_response_type(web_sys::XmlHttpRequestResponseType::Arraybuffer);
    let (done, filed) = (request.clone(), address.to_string());
    let on_end = Closure::once_into_js(move || {
        let ok = done.status().is_ok_and(|status| status == 200);
        let bytes = done.response().ok().filter(|_| ok).map(|body| js_sys::Uint8Array::new(&body).to_vec());
        if let Ok(mut fetches) = FETCHES.lock() {
            fetches.get_or_insert_with(HashMap::new).insert(filed, Some(bytes.unwrap_or_default()));
        }
    });
    request.set_onloadend(Some(on_end.unchecked_ref()));
    request.send()
}

/// The files picked since the last call, each kept under [`OPENED_FOLDER`].
pub fn take_picked() -> Vec<PathBuf> {
    PICKED.lock().map(|mut picked| std::mem::take(&mut *picked)).unwrap_or_default()
}

/// Offers `bytes` to the user as a download named `name`.
pub fn download(name: &str, bytes: &[u8]) -> io::Result<()> {
    offer_download(name, bytes).map_err(js_error)
}

fn offer_download(name: &str, bytes: &[u8]) -> Result<(), JsValue> {
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes).into());
    let blob = web_sys::Blob::new_with_u8_array_sequence(&parts)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let document = document()?;
    let link = document.create_element("a")?.dyn_into::<web_sys::HtmlElement>()?;
    link.set_attribute("href", &url)?;
    link.set_attribute("download", name)?;
    link.click();
    web_sys::Url::revoke_object_url(&url)
}

/// Opens the browser's file picker for scene and recording files; each file chosen is read and then handed
/// out by [`take_picked`].
pub fn pick_files() -> io::Result<()> {
    show_picker().map_err(js_error)
}

fn show_picker() -> Result<(), JsValue> {
    let input = document()?.create_element("input")?.dyn_into::<web_sys::HtmlInputElement>()?;
    input.set_type("file");
    input.set_accept(".ron");
    let chosen = input.clone();
    let on_change = Closure::once_into_js(move || {
        let Some(files) = chosen.files() else { return };
        for index in 0..files.length() {
            if let Some(file) = files.get(index) {
                read_picked(file);
            }
        }
    });
    input.set_onchange(Some(on_change.unchecked_ref()));
    input.click();
    Ok(())
}

/// Reads a picked file's bytes, then keeps it and queues it to open.
fn read_picked(file: web_sys::File) {
    let Ok(reader) = web_sys::FileReader::new() else { return };
    let path = Path::new(OPENED_FOLDER).join(file.name());
    let done = reader.clone();
    let on_load = Closure::once_into_js(move || {
        let Ok(result) = done.result() else { return };
        let bytes = js_sys::Uint8Array::new(&result).to_vec();
        keep_opened(&path, bytes);
        if let Ok(mut picked) = PICKED.lock() {
            picked.push(path);
        }
    });
    reader.set_onload(Some(on_load.unchecked_ref()));
    let _ = reader.read_as_array_buffer(&file);
}

/// Puts `link` in the page's address bar without reloading the page, and on the clipboard.
pub fn show_address_and_copy(link: &str) {
    let Some(window) = web_sys::window() else { return };
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(link));
    }
    // a promise: the page may not be allowed the clipboard (then the address bar still holds the link)
    let _ = window.navigator().clipboard().write_text(link);
}

/// Tells the page's script that the sandbox has drawn its first whole frame (the `sandbox-ready` event).
pub fn say_ready() {
    let event = web_sys::Event::new("sandbox-ready");
    if let (Some(window), Ok(event)) = (web_sys::window(), event) {
        let _ = window.dispatch_event(&event);
    }
}

fn document() -> Result<web_sys::Document, JsValue> {
    web_sys::window().and_then(|window| window.document()).ok_or_else(|| JsValue::from_str("no document"))
}

fn js_error(error: JsValue) -> io::Error {
    io::Error::other(error.as_string().unwrap_or_else(|| format!("{error:?}")))
}

/// Puts `line` in the page's live region beside the canvas, for a screen reader to read out.
pub fn announce(line: &str) {
    let region =
        web_sys::window().and_then(|window| window.document()).and_then(|page| page.get_element_by_id("narration"));
    if let Some(region) = region {
        region.set_text_content(Some(line));
    }
}
