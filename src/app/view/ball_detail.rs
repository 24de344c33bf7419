//! Fewer triangles for balls that are small on screen: a software renderer pays for every triangle (and draws
//! each ball again for the sun's shadow), and a ball whose outline stays within half a pixel of a circle looks
//! the same drawn coarse as detailed. Each ball's drawing switches between the graphics quality's detailed and
//! coarse unit ball by its radius on screen, with a gap between the two thresholds so a ball at the edge does
//! not flicker between them.

use bevy::prelude::*;

use crate::app::view::camera::OrbitCamera;
use crate::app::view::graphics::{UnitBall, simple_shading};
use crate::app::view::visuals::BodyLook;
use crate::geometry::Shape;
use crate::physics::Collider;

/// A detailed ball turns coarse below this radius on screen (physical pixels): the high preset's coarse ball
/// has 14 sectors, and a polygon of n sides strays r (1 − cos(π/n)) from its circle, under half a pixel up to
/// a radius of 19.7 px...
const COARSE_BELOW: f32 = 19.0;
/// ...and a coarse one detailed above this.
const DETAILED_ABOVE: f32 = 23.0;

pub(crate) fn plugin(app: &mut App) {
    // under simple shading balls are sprites, round at any size
    app.add_systems(PostUpdate, pick_ball_detail.before(TransformSystems::Propagate).run_if(not(simple_shading)));
}

/// A ball's radius on screen, in pixels: `radius` metres at `distance` from a camera whose view, `fov` radians
/// high, spans `view_height` pixels.
pub fn screen_radius(radius: f32, distance: f32, fov: f32, view_height: f32) -> f32 {
    radius * view_height / (2.0 * (fov * 0.5).tan() * distance.max(1e-3))
}

/// Whether a ball of this radius on screen is drawn coarse, given whether it is now.
pub fn draws_coarse(pixels: f32, coarse_now: bool) -> bool {
    if coarse_now { pixels <= DETAILED_ABOVE } else { pixels < COARSE_BELOW }
}

fn pick_ball_detail(
    camera: Option<Single<(&Camera, &Projection, &GlobalTransform), With<OrbitCamera>>>,
    balls: Query<(&Collider, &Transform, &BodyLook)>,
    mut drawings: Query<&mut Mesh3d>,
    unit: Option<Res<UnitBall>>,
) {
    let (Some(camera), Some(unit)) = (camera, unit) else { return };
    let (camera, projection, eye) = *camera;
    let (Projection::Perspective(perspective), Some(view)) = (projection, camera.physical_viewport_size()) else {
        return;
    };
    for (collider, transform, look) in &balls {
        let drawn = look.drawn_by.and_then(|drawing| drawings.get_mut(drawing).ok());
        let (&Shape::Sphere { radius }, Some(mut drawn)) = (&collider.0, drawn) else {
            continue;
        };
        let distance = transform.translation.distance(eye.translation());
        let pixels = screen_radius(radius, distance, perspective.fov, view.y as f32);
        let coarse = draws_coarse(pixels, drawn.0 == unit.coarse);
        drawn.set_if_neq(Mesh3d(if coarse { unit.coarse.clone() } else { unit.detailed.clone() }));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ball_turns_coarse_when_small_on_screen_and_back_only_well_above() {
        // a 0.5 m ball 10 m away under a 45° view 720 pixels high: 0.5 × 720 / (2 tan 22.5° × 10) = 43.5 px
        let fov = std::f32::consts::FRAC_PI_4;
        assert!((screen_radius(0.5, 10.0, fov, 720.0) - 43.46).abs() < 0.01);
        // 3 times as far: 14.5 px, coarse
        let far = screen_radius(0.5, 30.0, fov, 720.0);
        assert!(draws_coarse(far, false) && draws_coarse(far, true));
        // between the thresholds each keeps what it is; above both, detailed
        for pixels in [19.5, 22.9] {
            assert!(!draws_coarse(pixels, false) && draws_coarse(pixels, true), "{pixels}");
        }
        assert!(!draws_coarse(23.5, true) && !draws_coarse(43.5, false));
    }

    #[test]
    fn a_coarse_ball_strays_from_its_circle_by_under_half_a_pixel() {
        let sectors = 14.0_f32;
        let stray = |radius: f32| radius * (1.0 - (std::f32::consts::PI / sectors).cos());
        assert!(stray(DETAILED_ABOVE) < 0.6 && stray(COARSE_BELOW) < 0.5, "{}", stray(COARSE_BELOW));
    }
}
