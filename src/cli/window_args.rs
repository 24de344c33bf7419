//! Opening the app's window: the scene, the overlays, the look, and what a scripted run captures.

use std::path::PathBuf;

use clap::Args;

use crate::app::{GraphicsQuality, Look, Overlays, limits};
use crate::language::{Language, Sentence, parse_language};
use crate::link::SharedSetUp;

/// Opening the app.
#[derive(Args, Debug, Default)]
pub struct WindowArgs {
    /// Scene file to open (without one the app opens on the gallery of every scene).
    pub scene: Option<PathBuf>,
    /// Start paused.
    #[arg(long)]
    pub paused: bool,
    /// Overlays to show, comma separated: contacts, normals, penetration, aabbs, velocity, swept, impulses,
    /// corrections, tunnelling, grid, momentum, com, log, traces, labels.
    #[arg(long, value_parser = Overlays::parse)]
    pub overlays: Option<Overlays>,
    /// Print begin/end events, pushes and a ready line (bodies on screen) to standard output.
    #[arg(long)]
    pub log_events: bool,
    /// Exit after this many frames.
    #[arg(long, value_name = "FRAMES")]
    pub quit_after: Option<u32>,
    /// Write every body's final state as JSON here on exit.
    #[arg(long, value_name = "FILE")]
    pub dump_state: Option<PathBuf>,
    /// Print the frames' median and worst length and the frames per second on exit (with --quit-after:
    /// the frames benchmark, `benches/frames.sh`).
    #[arg(long)]
    pub frame_report: bool,
    #[command(flatten)]
    pub look: LookArgs,
    /// A message for the gallery (a web page's link that named no scene).
    #[arg(skip)]
    pub notice: Option<Sentence>,
    /// A set-up a link carried, opened in place of a scene file.
    #[arg(skip)]
    pub setup: Option<SharedSetUp>,
}

/// How large and how contrasted the window is drawn.
#[derive(Args, Debug, Clone, Copy, Default)]
pub struct LookArgs {
    /// UI size, 0.75 to 2.5: text, panels and the labels over the scene grow with it.
    #[arg(long, value_parser = parse_ui_size)]
    pub ui_size: Option<f32>,
    /// Start with the projector preset: UI size 1.6, lines twice as thick, white on black.
    #[arg(long)]
    pub projector: bool,
    /// The window's size in pixels, WIDTHxHEIGHT (default 1280x720).
    #[arg(long, value_parser = parse_window_size, value_name = "WIDTHxHEIGHT")]
    pub size: Option<(u32, u32)>,
    /// Graphics quality: low (simple shading, balls as sprites, half resolution or finer as the frame time
    /// allows, no anti-aliasing or shadows) or
    /// high; by default low on a software renderer and high on a GPU.
    #[arg(long, value_enum)]
    pub graphics: Option<GraphicsQuality>,
    /// The language of every word in the window: en, es, fr, de or pt (by default the system's, if one of them,
    /// else English).
    #[arg(long, value_parser = parse_language, value_name = "xx")]
    pub lang: Option<Language>,
    /// Start with the high-contrast theme: white text on black panels, strong outlines.
    #[arg(long)]
    pub high_contrast: bool,
}

impl From<LookArgs> for Look {
    fn from(args: LookArgs) -> Look {
        let LookArgs { ui_size, projector, size, graphics, lang, high_contrast } = args;
        Look { ui_size, projector, graphics, size, language: lang, high_contrast }
    }
}

fn parse_window_size(text: &str) -> Result<(u32, u32), String> {
    let parsed = text.split_once('x').and_then(|(w, h)| Some((w.trim().parse().ok()?, h.trim().parse().ok()?)));
    match parsed {
        Some((width, height)) if (320..=7680).contains(&width) && (240..=4320).contains(&height) => Ok((width, height)),
        Some(_) => Err(format!("`{text}` is outside 320x240 to 7680x4320")),
        None => Err(format!("`{text}` is not WIDTHxHEIGHT, such as 1920x1080")),
    }
}

fn parse_ui_size(text: &str) -> Result<f32, String> {
    let size: f32 = text.parse().map_err(|_| format!("`{text}` is not a number"))?;
    if limits::UI_SCALE.contains(&size) {
        Ok(size)
    } else {
        Err(format!("{size} is outside {} to {}", limits::UI_SCALE.start(), limits::UI_SCALE.end()))
    }
}
