//! The files the app reads and writes. On the desktop they are files on disk. The web page has no file system:
//! there the catalogue (scenes and lessons) is built into the program (the build script lists them), files the
//! user opens come through the browser's file picker, and every file the app writes is offered as a download
//! and what it may open again kept in the browser's storage (see `browser`).

use std::io::{self, Write};
use std::path::{Path, PathBuf};

#[cfg(target_arch = "wasm32")]
pub mod browser;

#[cfg(target_arch = "wasm32")]
static BUILT_IN: &[(&str, &[u8])] = include!(concat!(env!("OUT_DIR"), "/built_in_assets.rs"));

/// A file's text.
pub fn read_text(path: &Path) -> io::Result<String> {
    let bytes = read_bytes(path)?;
    String::from_utf8(bytes).map_err(|error| io::Error::new(io::ErrorKind::InvalidData, error))
}

/// A file's bytes: from the file system, or, where there is none, the file opened or written in the page, or
/// the copy built in.
pub fn read_bytes(path: &Path) -> io::Result<Vec<u8>> {
    #[cfg(target_arch = "wasm32")]
    if let Some(bytes) = browser::opened(path).or_else(|| built_in(path).map(<[u8]>::to_vec)) {
        return Ok(bytes);
    }
    std::fs::read(path)
}

/// Writes `bytes` to the file at `path` (its folder made if need be); the page offers them as a download.
pub fn write_bytes(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut file = OutputFile::create(path)?;
    file.write_all(bytes)?;
    file.finish()
}

/// Removes the file at `path`: from the disk, or in the page from the browser's storage.
pub fn remove_file(path: &Path) -> io::Result<()> {
    #[cfg(target_arch = "wasm32")]
    return browser::forget(path);
    #[cfg(not(target_arch = "wasm32"))]
    std::fs::remove_file(path)
}

/// A file being written: on the desktop straight to disk, in the page into memory, offered as a download by
/// [`OutputFile::finish`] under its file name (or the name given by [`OutputFile::named`]).
pub struct OutputFile {
    path: PathBuf,
    download_name: Option<String>,
    #[cfg(not(target_arch = "wasm32"))]
    file: io::BufWriter<std::fs::File>,
    #[cfg(target_arch = "wasm32")]
    bytes: Vec<u8>,
}

impl OutputFile {
    /// Starts the file at `path`, making its folder if need be.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn create(path: &Path) -> io::Result<Self> {
        if let Some(folder) = path.parent().filter(|folder| !folder.as_os_str().is_empty()) {
            std::fs::create_dir_all(folder)?;
        }
        let file = io::BufWriter::new(std::fs::File::create(path)?);
        Ok(OutputFile { path: path.to_path_buf(), download_name: None, file })
    }

    /// Starts the file at `path`, in memory until it is finished.
    #[cfg(target_arch = "wasm32")]
    pub fn create(path: &Path) -> io::Result<Self> {
        Ok(OutputFile { path: path.to_path_buf(), download_name: None, bytes: Vec::new() })
    }

    /// The name the page's download takes instead of the file's own (the desktop keeps the path's).
    pub fn named(mut self, download_name: String) -> Self {
        self.download_name = Some(download_name);
        self
    }

    /// Where the file is written.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The name of the page's download: the one given, or the file's own.
    pub fn download_name(&self) -> String {
        self.download_name.clone().unwrap_or_else(|| {
            self.path.file_name().map_or_else(|| "file".into(), |name| name.to_string_lossy().into_owned())
        })
    }

    /// Finishes the file: flushed to disk, or in the page kept for this session and offered as a download.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn finish(mut self) -> io::Result<()> {
        self.file.flush()
    }

    /// Finishes the file: offered as a download, and a scene, a recording (`.ron`) or a lesson's predictions
    /// also kept in the browser's storage for the next visits (a full storage is an error, after the
    /// download).
    #[cfg(target_arch = "wasm32")]
    pub fn finish(self) -> io::Result<()> {
        // what the app may open again, and the class's answers; tables and pictures only go to the user
        let name = self.download_name();
        let kept = self.path.extension().is_some_and(|ext| ext == "ron") || name.ends_with("-predictions.csv");
        browser::download(&name, &self.bytes)?;
        match kept {
            true => browser::keep_stored(&self.path, self.bytes),
            false => Ok(()),
        }
    }
}

impl Write for OutputFile {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        #[cfg(not(target_arch = "wasm32"))]
        return self.file.write(bytes);
        #[cfg(target_arch = "wasm32")]
        {
            self.bytes.extend_from_slice(bytes);
            Ok(bytes.len())
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        #[cfg(not(target_arch = "wasm32"))]
        return self.file.flush();
        #[cfg(target_arch = "wasm32")]
        Ok(())
    }
}

/// Whether there is a file at `path`: on disk, or in the page one it carries, keeps or was given.
pub fn file_exists(path: &Path) -> bool {
    #[cfg(target_arch = "wasm32")]
    if is_built_in(path) || browser::opened(path).is_some() {
        return true;
    }
    path.is_file()
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
    {
        // the page's own files first, so that one saved under a catalogue file's name stands in for it
        paths.extend(browser::kept_in(dir));
        let built_in =
            built_in_names().map(PathBuf::from).filter(|path| path.parent().is_some_and(|p| dir.ends_with(p)));
        paths.extend(
            built_in.filter(|path| !paths.iter().any(|kept| kept.file_name() == path.file_name())).collect::<Vec<_>>(),
        );
    }
    paths.retain(|path| path.extension().is_some_and(|ext| ext == "ron"));
    paths.sort_by(|a, b| a.file_name().cmp(&b.file_name()));
    paths
}

/// Where the page's host serves the catalogue's file at `path` (its place under `assets/`), for a file the
/// program carries (the catalogue's scenes and lessons) or one beside it (a scene's picture).
#[cfg(target_arch = "wasm32")]
pub fn served_address(path: &Path) -> Option<String> {
    let name = built_in_names().find(|name| path.with_extension("ron").ends_with(name))?;
    let served = Path::new(name).with_extension(path.extension()?);
    Some(served.display().to_string())
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_written_file_reads_back_and_its_folder_is_made() {
        let dir = std::env::temp_dir().join(format!("collision-sandbox-files-{}", std::process::id()));
        let path = dir.join("nested").join("table.csv");
        let mut file = OutputFile::create(&path).unwrap().named("run-table.csv".into());
        assert_eq!(file.path(), path);
        assert_eq!(file.download_name(), "run-table.csv");
        writeln!(file, "a,b").unwrap();
        file.write_all(b"1,2\n").unwrap();
        file.finish().unwrap();
        assert_eq!(read_text(&path).unwrap(), "a,b\n1,2\n");
        write_bytes(&path, b"again").unwrap();
        assert_eq!(read_bytes(&path).unwrap(), b"again");
        assert_eq!(OutputFile::create(&path).unwrap().download_name(), "table.csv");
        std::fs::remove_dir_all(dir).unwrap();
    }
}
