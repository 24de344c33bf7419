//! The geometry functions against an exact reference, on many thousands of random cases a run (the situations
//! drawn are listed in `geometry/draw.rs`), and the hand cases that once went wrong.
//!
//! `GEOMETRY_CASES=n` sets the number of cases per function (default 20,000) and `GEOMETRY_SEED=s` the first
//! seed: a failing case prints its seed and replays alone with `GEOMETRY_CASES=1 GEOMETRY_SEED=<seed>`.

mod casts;
mod check;
mod contacts;
mod draw;
mod rays;
mod reference;
mod regressions;
mod turned;

use draw::Draw;

/// Runs `case` on the configured number of seeds and fails with the first failures and their seeds.
fn run_cases(name: &str, case: impl Fn(&mut Draw) -> Result<(), String>) {
    let env = |key: &str| std::env::var(key).ok().and_then(|v| v.parse::<u64>().ok());
    let count = env("GEOMETRY_CASES").unwrap_or(20_000);
    let first = env("GEOMETRY_SEED").unwrap_or(0x6765_6f6d);
    let failures: Vec<(u64, String)> = (0..count)
        .map(|i| first.wrapping_add(i))
        .filter_map(|seed| case(&mut Draw::new(seed)).err().map(|why| (seed, why)))
        .collect();
    let shown: Vec<String> = failures.iter().take(5).map(|(seed, why)| format!("  seed {seed}: {why}")).collect();
    assert!(failures.is_empty(), "{name}: {} of {count} cases failed\n{}", failures.len(), shown.join("\n"));
}
