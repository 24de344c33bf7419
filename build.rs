//! For the web page (wasm32), builds the catalogue's scenes, lessons and gallery pictures into the program: the
//! list of `include_bytes!` that `src/files/mod.rs` includes. Other targets read them from `assets/`.

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
    let mut list = String::from("&[\n");
    for folder in FOLDERS {
        let mut files: Vec<_> = std::fs::read_dir(Path::new(&root).join(folder))
            .expect("the catalogue's folder")
            .filter_map(|entry| entry.ok().map(|entry| entry.path()))
            .filter(|path| path.extension().is_some_and(|ext| ext == "ron" || ext == "png"))
            .collect();
        files.sort();
        for path in files {
            let name = format!("{folder}/{}", path.file_name().expect("a file").to_string_lossy());
            writeln!(list, "    ({name:?}, include_bytes!({:?})),", path.display().to_string()).expect("a string");
        }
    }
    list.push(']');
    let out = std::env::var("OUT_DIR").expect("cargo sets it");
    std::fs::write(Path::new(&out).join("built_in_assets.rs"), list).expect("the build's own folder");
}
