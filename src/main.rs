//! collision-sandbox: opens the app, or runs a scene headless (`collision-sandbox --help`); in a web page, opens
//! what the page's link names.

use std::process::ExitCode;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> ExitCode {
    use clap::Parser;
    use collision_sandbox::cli::{Cli, Command, inspect, lesson, open_window, replay, run_headless, take_screenshot};
    let cli = Cli::parse();
    match &cli.command {
        Some(Command::Run(args)) => run_headless(args),
        Some(Command::Screenshot(args)) => take_screenshot(args),
        Some(Command::Replay(args)) => replay(args),
        Some(Command::Inspect(args)) => inspect(args),
        Some(Command::Lesson(args)) => lesson(args),
        None => open_window(cli.window),
    }
}

/// A web page has no command line: its link (`?scene=NAME`, `?lesson=NAME`) says what it opens.
#[cfg(target_arch = "wasm32")]
fn main() -> ExitCode {
    collision_sandbox::cli::open_window(collision_sandbox::cli::page_args())
}
