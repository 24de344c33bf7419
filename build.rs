//! For the web page (wasm32), builds the catalogue's scenes and lessons into the program: the list of
//! `include_bytes!` that `src/files/mod.rs` includes. Other targets read them from `assets/`; the page fetches
//! the gallery's pictures from its host as the gallery shows them (`web/build.sh` puts them beside the page).

use std::fmt::Write;
use std::path::Path;

const FOLDERS: [&str; 2] = ["assets/scenes", "assets/lessons"];

fn main() {
    for folder in FOLDERS {
        println!("cargo:rerun-if-changed={folder}");
    }
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() != Ok("wasm32") {
        return;
    }
    let root = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it");
    let mut files = Vec::new();
    for folder in FOLDERS {
        catalogue_files(Path::new(&root), Path::new(folder), &mut files);
    }
    files.sort();
    let mut list = String::from("&[\n");
    for name in files {
        let path = Path::new(&root).join(&name);
        writeln!(list, "    ({name:?}, include_bytes!({:?})),", path.display().to_string()).expect("a string");
    }
    list.push(']');
    let out = std::env::var("OUT_DIR").expect("cargo sets it");
    std::fs::write(Path::new(&out).join("built_in_assets.rs"), list).expect("the build's own folder");
}

/// The scene and lesson files under `folder` (relative to `root`), in its subfolders too (a lesson's
/// own scenes), by their paths relative to `root`.
fn catalogue_files(root: &Path, folder: &Path, files: &mut Vec<String>) {
    let entries = std::fs::read_dir(root.join(folder)).expect("the catalogue's folder");
    for path in entries.filter_map(|entry| entry.ok().map(|entry| entry.path())) {
        let name = folder.join(path.file_name().expect("a file"));
        if path.is_dir() {
            println!("cargo:rerun-if-changed={}", name.display());
            catalogue_files(root, &name, files);
        } else if path.extension().is_some_and(|ext| ext == "ron") {
            files.push(name.display().to_string());
        }
    }
}
