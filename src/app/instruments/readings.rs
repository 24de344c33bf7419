//! What the photogates read off the recording: each passage of each body, and each body's speed between two
//! gates in a row, up to the step shown; the same table the panel lists and the CSV export writes.

use bevy::prelude::*;

use super::gates::{Gate, Passage, speed_between};
use crate::recording::{BodySample, quoted};

/// A body through a gate (gates numbered from 1).
#[derive(Clone, Debug, PartialEq)]
pub struct GateRow {
    pub gate: usize,
    pub body: String,
    pub passage: Passage,
}

/// A body's speed between two gates in a row, from its first passage of each.
#[derive(Clone, Debug, PartialEq)]
pub struct BetweenRow {
    pub from: usize,
    pub to: usize,
    pub body: String,
    /// Time from the first gate to the second (s).
    pub time: f64,
    pub speed: f32,
}

/// The gates' readings of the named bodies' traces (steps of `dt` s) up to step `until`.
pub fn gate_readings(
    gates: &[Gate],
    traces: &[(String, &[BodySample])],
    dt: f64,
    until: u64,
) -> (Vec<GateRow>, Vec<BetweenRow>) {
    let passed: Vec<Vec<Vec<Passage>>> =
        gates.iter().map(|gate| traces.iter().map(|(_, trace)| gate.passages(trace, dt, until)).collect()).collect();
    let mut rows = Vec::new();
    for (g, per_body) in passed.iter().enumerate() {
        for (b, passages) in per_body.iter().enumerate() {
            rows.extend(passages.iter().map(|&passage| GateRow { gate: g + 1, body: traces[b].0.clone(), passage }));
        }
    }
    rows.sort_by(|a, b| a.passage.time.total_cmp(&b.passage.time));
    let mut between = Vec::new();
    for g in 1..gates.len() {
        for (b, (name, _)) in traces.iter().enumerate() {
            let (Some(first), Some(second)) = (passed[g - 1][b].first(), passed[g][b].first()) else { continue };
            if let Some(speed) = speed_between(&gates[g - 1], &gates[g], (first, second)) {
                let time = (second.time - first.time).abs();
                between.push(BetweenRow { from: g, to: g + 1, body: name.clone(), time, speed });
            }
        }
    }
    (rows, between)
}

/// The passages as CSV.
pub fn passages_csv(rows: &[GateRow]) -> String {
    let mut text = String::from("gate,body,time_s,speed_m_per_s\n");
    for row in rows {
        text += &format!("{},{},{:.6},{:.6}\n", row.gate, quoted(&row.body), row.passage.time, row.passage.speed);
    }
    text
}

/// The speeds between gates as CSV.
pub fn between_csv(rows: &[BetweenRow]) -> String {
    let mut text = String::from("from_gate,to_gate,body,time_s,speed_m_per_s\n");
    for row in rows {
        text += &format!("{},{},{},{:.6},{:.6}\n", row.from, row.to, quoted(&row.body), row.time, row.speed);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_gates_list_the_passages_in_time_order_and_the_speed_between() {
        let dt = 0.01;
        let trace = |start: f32, speed: f32| -> Vec<BodySample> {
            (0..=300)
                .map(|step| BodySample {
                    step,
                    position: Vec3::new(start + speed * dt as f32 * step as f32, 0.0, 0.0),
                    velocity: Vec3::X * speed,
                })
                .collect()
        };
        let (slow, fast) = (trace(-2.0, 1.0), trace(-3.0, 4.0));
        let gates = [Gate::new(Vec3::ZERO, Vec3::X), Gate::new(Vec3::X * 0.5, Vec3::X)];
        let traces = [("slow".to_string(), &slow[..]), ("fast".to_string(), &fast[..])];
        let (rows, between) = gate_readings(&gates, &traces, dt, 300);
        let order: Vec<(usize, &str)> = rows.iter().map(|row| (row.gate, row.body.as_str())).collect();
        // fast at 0.75 s and 0.875 s, slow at 2.0 s and 2.5 s
        assert_eq!(order, [(1, "fast"), (2, "fast"), (1, "slow"), (2, "slow")]);
        assert_eq!(between.len(), 2);
        assert!((between[0].speed - 1.0).abs() < 1e-3 && (between[1].speed - 4.0).abs() < 1e-3, "{between:?}");
        assert!(passages_csv(&rows).lines().nth(1).unwrap().starts_with("1,fast,0.750000,4.000000"));
        assert_eq!(between_csv(&between).lines().count(), 3);
    }
}
