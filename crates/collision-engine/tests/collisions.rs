//! Head-on collisions against the analytic 1D answers (docs/physics.md §3).

mod common;

use bevy::prelude::*;
use common::*;

/// v1, v2 after a 1D collision of masses m1, m2 with velocities u1, u2 and restitution e.
fn analytic(m1: f64, m2: f64, u1: f64, u2: f64, e: f64) -> (f64, f64) {
    let p = m1 * u1 + m2 * u2;
    let v1 = (p + m2 * e * (u2 - u1)) / (m1 + m2);
    let v2 = (p + m1 * e * (u1 - u2)) / (m1 + m2);
    (v1, v2)
}

/// Runs two unit-diameter balls along x into each other and returns their velocities once they part
/// (or, for e = 0, once they move together).
fn collide(m1: f32, m2: f32, u1: f32, u2: f32, e: f32) -> (Vec3, Vec3) {
    let mut app = space();
    let left = sphere(0.5).at(Vec3::new(-1.5, 0.0, 0.0)).moving(Vec3::X * u1).mass(m1).material(e, 0.0).spawn(&mut app);
    let right = sphere(0.5).at(Vec3::new(1.5, 0.0, 0.0)).moving(Vec3::X * u2).mass(m2).material(e, 0.0).spawn(&mut app);
    step(&mut app, 240);
    (velocity(&app, left), velocity(&app, right))
}

#[test]
fn head_on_collisions_match_the_analytic_velocities() {
    // Setup: every restitution and mass ratio, one ball moving and both moving
    let cases = [(3.0, 0.0), (2.0, -1.0), (1.0, -4.0)];
    for e in [0.0f32, 0.5, 1.0] {
        for (m1, m2) in [(1.0f32, 1.0f32), (1.0, 3.0), (1.0, 100.0), (100.0, 1.0)] {
            for (u1, u2) in cases {
                // Run
                let (v1, v2) = collide(m1, m2, u1, u2, e);
                // Check: velocities within 1e-4 relative to the approach speed
                let (w1, w2) = analytic(m1 as f64, m2 as f64, u1 as f64, u2 as f64, e as f64);
                let scale = (u1 - u2).abs() as f64;
                let label = format!("e={e} m={m1}:{m2} u={u1},{u2}: got {v1} {v2}, want {w1} {w2}");
                assert!((v1.x as f64 - w1).abs() / scale < 1e-4, "{label}");
                assert!((v2.x as f64 - w2).abs() / scale < 1e-4, "{label}");
                assert!(v1.y == 0.0 && v1.z == 0.0 && v2.y == 0.0 && v2.z == 0.0, "{label}: left the x axis");

                // momentum within 1e-5 relative
                let p0 = (m1 * u1 + m2 * u2) as f64;
                let p1 = m1 as f64 * v1.x as f64 + m2 as f64 * v2.x as f64;
                let p_scale = (m1 * u1.abs() + m2 * u2.abs()) as f64;
                assert!((p1 - p0).abs() / p_scale < 1e-5, "{label}: momentum {p0} -> {p1}");

                // kinetic energy kept for e = 1, never gained otherwise
                let ke0 = 0.5 * (m1 * u1 * u1 + m2 * u2 * u2) as f64;
                let ke1 = 0.5 * (m1 as f64 * (v1.x as f64).powi(2) + m2 as f64 * (v2.x as f64).powi(2));
                if e == 1.0 {
                    assert!((ke1 - ke0).abs() / ke0 < 1e-4, "{label}: energy {ke0} -> {ke1}");
                } else {
                    assert!(ke1 <= ke0 * (1.0 + 1e-6), "{label}: energy grew {ke0} -> {ke1}");
                }
            }
        }
    }
}

#[test]
fn equal_elastic_balls_swap_velocities() {
    let (v1, v2) = collide(1.0, 1.0, 3.0, 0.0, 1.0);
    assert_close!(v1.x, 0.0, 1e-5, "{v1}");
    assert_close!(v2.x, 3.0, 1e-5, "{v2}");
}
