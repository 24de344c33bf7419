//! collision-sandbox: opens the app, or runs a scene headless (`collision-sandbox --help`).

use std::process::ExitCode;

use clap::Parser;
use collision_sandbox::cli::{Cli, Command, inspect, lesson, open_window, replay, run_headless, take_screenshot};

fn main() -> ExitCode {
    let cli = Cli::parse();
    match &cli.command {
        Some(Command::Run(args)) => run_headless(args),
        Some(Command::Screenshot(args)) => take_screenshot(args),
        Some(Command::Replay(args)) => replay(args),
        Some(Command::Inspect(args)) => inspect(args),
        Some(Command::Lesson(args)) => lesson(args),
        None => open_window(&cli.window),
    }
}
