// Simple shading's ball sprites and light, shared by the material (simple_shading.wgsl) and the ball sprites drawn
// all at once (ball_sprites.wgsl): one sun, an ambient term and a small highlight, no shadows, no physically
// based terms. A ball sprite is a square turned to face the eye; each pixel casts its ray at the true sphere, so
// the ball is round at any size from two triangles, and writes the sphere's depth, so balls that overlap cut each
// other as spheres do.

#define_import_path collision_sandbox::simple_lighting

#import bevy_pbr::mesh_view_bindings::{view, lights}

const AMBIENT: f32 = 0.6;
const DIFFUSE: f32 = 1.15;
const HIGHLIGHT: f32 = 0.18;

// The corner (±1, ±1) of the square that shows `ball` (centre, radius) to the eye, in the world.
fn sprite_corner(ball: vec4<f32>, corner: vec2<f32>) -> vec3<f32> {
    let centre = ball.xyz;
    let radius = ball.w;
    let to_eye = view.world_position - centre;
    let distance = max(length(to_eye), radius * 1.01);
    // without perspective the rays are parallel: the square faces the view and is as wide as the ball
    let back = select(to_eye / distance, view_back(), orthographic());
    let world_up = select(vec3(0.0, 1.0, 0.0), vec3(1.0, 0.0, 0.0), abs(back.y) > 0.99);
    let side = normalize(cross(world_up, back));
    let up = cross(back, side);
    // the cone of rays that touch the ball meets the plane through its centre in a circle this wide
    let spread = select(radius * distance / sqrt(distance * distance - radius * radius), radius, orthographic());
    return centre + (side * corner.x + up * corner.y) * spread;
}

// Whether the view has no perspective: an orthographic projection keeps w at 1, a perspective one makes it the
// depth (its third column's w is 0 against −1).
fn orthographic() -> bool {
    return view.clip_from_view[2].w > -0.5;
}

// The direction from the view towards the eye: the camera's own +z in the world.
fn view_back() -> vec3<f32> {
    return normalize(view.world_from_view[2].xyz);
}

// Where the eye's ray through `world`, a point of the sprite of `ball`, meets the ball.
struct BallHit {
    hit: bool,
    point: vec3<f32>,
    normal: vec3<f32>,
    // the point's depth in the view, for `frag_depth`
    depth: f32,
}

fn hit_ball(world: vec3<f32>, ball: vec4<f32>) -> BallHit {
    var out: BallHit;
    // without perspective each ray runs along the view, from a point in front of the ball
    let ray = select(normalize(world - view.world_position), -view_back(), orthographic());
    let eye = select(view.world_position, world - ray * (abs(dot(world - ball.xyz, ray)) + 2.0 * ball.w), orthographic());
    let from_centre = eye - ball.xyz;
    let along = dot(ray, from_centre);
    let gap = dot(from_centre, from_centre) - ball.w * ball.w;
    let square = along * along - gap;
    out.hit = square >= 0.0;
    out.point = eye + ray * max(-along - sqrt(max(square, 0.0)), 0.0);
    out.normal = (out.point - ball.xyz) / ball.w;
    let clip = view.clip_from_world * vec4(out.point, 1.0);
    out.depth = clip.z / clip.w;
    return out;
}

// The colour of a surface of `color` and glow `emissive` at `point`, facing `normal`, lit by the scene's sun.
fn shade(color: vec3<f32>, emissive: vec3<f32>, point: vec3<f32>, normal: vec3<f32>) -> vec3<f32> {
    let sun = lights.directional_lights[0].direction_to_light;
    let lit = max(dot(normal, sun), 0.0);
    // a Blinn highlight, raised to the 32nd power by squaring
    var shine = max(dot(normal, normalize(sun + normalize(view.world_position - point))), 0.0);
    shine *= shine;
    shine *= shine;
    shine *= shine;
    shine *= shine;
    shine *= shine;
    return color * (AMBIENT + DIFFUSE * lit) + HIGHLIGHT * shine + emissive;
}
