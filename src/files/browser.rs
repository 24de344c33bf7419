//! The web page's files: a download for each file the app writes, the browser's file picker to open a scene or
//! a recording from the user's disk, and the scenes and recordings opened or written in this page kept in memory
//! under their paths, so the app reads them back as it would read them from disk.

use std::collections::HashMap;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

/// Where a file picked in the browser is kept: `opened/NAME`.
pub const OPENED_FOLDER: &str = "opened";

/// The files opened or written in this page, by path.
static KEPT: Mutex<Option<HashMap<PathBuf, Vec<u8>>>> = Mutex::new(None);
/// Files the picker has read that the app has not opened yet.
static PICKED: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// The bytes of a file opened or written in this page.
pub fn opened(path: &Path) -> Option<Vec<u8>> {
    KEPT.lock().ok()?.as_ref()?.get(path).cloned()
}

/// The files opened or written in this page in the folder `dir`.
pub fn kept_in(dir: &Path) -> Vec<PathBuf> {
    let kept = KEPT.lock();
    let paths = kept.as_ref().ok().and_then(|kept| kept.as_ref()).map(|kept| kept.keys());
    paths.into_iter().flatten().filter(|path| path.parent() == Some(dir)).cloned().collect()
}

/// Keeps `bytes` as the file at `path` for the rest of this page's life.
pub fn keep_opened(path: &Path, bytes: Vec<u8>) {
    if let Ok(mut kept) = KEPT.lock() {
        kept.get_or_insert_with(HashMap::new).insert(path.to_path_buf(), bytes);
    }
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

fn document() -> Result<web_sys::Document, JsValue> {
    web_sys::window().and_then(|window| window.document()).ok_or_else(|| JsValue::from_str("no document"))
}

fn js_error(error: JsValue) -> io::Error {
    io::Error::other(error.as_string().unwrap_or_else(|| format!("{error:?}")))
}
