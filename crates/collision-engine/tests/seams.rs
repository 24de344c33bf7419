//! Sliding across floors and along walls built of adjacent boxes: no ghost collisions at the seams.

mod common;

use bevy::prelude::*;
use collision_engine::geometry::Shape;
use collision_engine::physics::PhysicsSettings;
use common::*;

const SPEED: f32 = 3.0;

/// The worst loss of speed and the largest rise or sink (m) of `slider` sliding without friction for 3 s
/// across 16 tiles of 1 m, laid across `down` (the direction gravity pulls), whose tops rise by `rise`
/// (alternately up and down), all placed around `origin`.
fn slide(slider: Body, down: Vec3, rise: f32, (ccd, substeps): (bool, u32), origin: Vec3) -> (f32, f32) {
    let settings = PhysicsSettings { gravity: down * 9.81, ccd_enabled: ccd, substeps, ..default() };
    let mut app = app_with(settings);
    // tiles 1 m along x, 1 m thick along `down`, 4 m wide; their tops (facing up, against `down`) at 0 or
    // `step`
    let half = Vec3::new(0.5, 2.0, 2.0) - down.abs() * 1.5;
    for i in 0..16 {
        let top = if i % 2 == 1 { rise } else { 0.0 };
        let center = origin + Vec3::X * (i as f32 - 2.0) + down * (0.5 - top);
        cuboid(half).at(center).material(0.0, 0.0).fixed().spawn(&mut app);
    }
    let reach = match &slider.shape {
        &Shape::Sphere { radius } => radius,
        &Shape::Cuboid { half_extents } => half_extents.dot(down.abs()),
        other => other.reach_down_up().0.dot(down.abs()),
    };
    // 4 mm deep in the tiles, which the correction leaves (it is within the slop): the depth at which the
    // next tile's side face is the shallowest way out
    let start = origin - down * (reach - 0.004);
    let body = slider.at(start).moving(Vec3::X * SPEED).material(0.0, 0.0).spawn(&mut app);
    let (mut slowest, mut furthest) = (SPEED, 0.0f32);
    for _ in 0..180 {
        step(&mut app, 1);
        slowest = slowest.min(velocity(&app, body).x);
        furthest = furthest.max((position(&app, body) - start).dot(down).abs());
    }
    (SPEED - slowest, furthest)
}

#[test]
fn bodies_slide_over_tiled_floors_and_along_tiled_walls_without_snagging() {
    let slop = PhysicsSettings::default().slop;
    for slider in [cuboid(Vec3::splat(0.25)), sphere(0.25)] {
        for down in [-Vec3::Y, -Vec3::Z] {
            for rise in [0.0, 0.002] {
                for ccd in [true, false] {
                    for (substeps, origin) in [1, 4, 8].into_iter().flat_map(|n| [(n, Vec3::ZERO), (n, FAR_AWAY)]) {
                        let (lost, moved) = slide(slider.clone(), down, rise, (ccd, substeps), origin);
                        let label = format!(
                            "{:?} down {down} rise {rise} ccd {ccd} substeps {substeps} at {origin}",
                            slider.shape.kind()
                        );
                        assert!(lost < 1e-3 * SPEED, "{label}: lost {lost} m/s at a seam");
                        assert!(moved <= rise + slop, "{label}: rose or sank {moved} m");
                    }
                }
            }
        }
    }
}
