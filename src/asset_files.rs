//! The catalogue's files — scenes, lessons and the gallery's pictures — as the app reads them: from `assets/` on
//! the desktop; built into the program for the web page, which has no file system (the build script lists
//! them).

use std::io;
use std::path::{Path, PathBuf};

#[cfg(target_arch = "wasm32")]
static BUILT_IN: &[(&str, &[u8])] = include!(concat!(env!("OUT_DIR"), "/built_in_assets.rs"));

/// A file's text.
pub fn read_text(path: &Path) -> io::Result<String> {
    let bytes = read_bytes(path)?;
    String::from_utf8(bytes).map_err(|error| io::Error::new(io::ErrorKind::InvalidData, error))
}

/// A file's bytes: from the file system, or, where there is none, the copy built in.
pub fn read_bytes(path: &Path) -> io::Result<Vec<u8>> {
    #[cfg(target_arch = "wasm32")]
    if let Some(bytes) = built_in(path) {
        return Ok(bytes.to_vec());
    }
    std::fs::read(path)
}

/// Whether the program carries its own copy of the file at `path` (only the web page does): such a file is
/// one of the catalogue's, wherever the path says it is.
#[cfg(target_arch = "wasm32")]
pub fn is_built_in(path: &Path) -> bool {
    built_in(path).is_some()
}

/// Whether the program carries its own copy of the file at `path`: never on the desktop.
#[cfg(not(target_arch = "wasm32"))]
pub fn is_built_in(_path: &Path) -> bool {
    false
}

/// The `.ron` files in `dir`, sorted by name (none when it cannot be read).
pub fn ron_files(dir: &Path) -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| entries.filter_map(|e| e.ok()).map(|e| e.path()).collect())
        .unwrap_or_default();
    #[cfg(target_arch = "wasm32")]
    paths.extend(built_in_names().map(PathBuf::from).filter(|path| path.parent().is_some_and(|p| dir.ends_with(p))));
    paths.retain(|path| path.extension().is_some_and(|ext| ext == "ron"));
    paths.sort();
    paths
}

/// The built-in copy of the file at `path`, matched by its place under `assets/`.
#[cfg(target_arch = "wasm32")]
fn built_in(path: &Path) -> Option<&'static [u8]> {
    BUILT_IN.iter().find(|(name, _)| path.ends_with(name)).map(|(_, bytes)| *bytes)
}

#[cfg(target_arch = "wasm32")]
fn built_in_names() -> impl Iterator<Item = &'static str> {
    BUILT_IN.iter().map(|(name, _)| *name)
}
