// Simple shading: one sun, an ambient term and a small highlight, no shadows, no physically based terms; a
// software renderer runs it several times as fast as the standard material. With BALL_SPRITE a ball is a
// square turned to face the eye: each pixel casts its ray at the true sphere, so the ball is round at any
// size from two triangles, and it writes the sphere's depth, so balls that overlap cut each other as spheres do.

#import bevy_pbr::{mesh_functions, mesh_view_bindings::view, view_transformations::position_world_to_clip}

struct Shading {
    color: vec4<f32>,
    emissive: vec4<f32>,
    // the direction towards the sun, in the world
    sun: vec4<f32>,
}

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> shading: Shading;

const AMBIENT: f32 = 0.6;
const DIFFUSE: f32 = 1.15;
const HIGHLIGHT: f32 = 0.18;

struct Vertex {
    @builtin(instance_index) instance_index: u32,
    @location(0) position: vec3<f32>,
    @location(1) normal: vec3<f32>,
}

struct Drawn {
    @builtin(position) clip: vec4<f32>,
    @location(0) world: vec3<f32>,
    @location(1) normal: vec3<f32>,
    // a sprite's ball: its centre and radius
    @location(2) @interpolate(flat) ball: vec4<f32>,
}

struct Shaded {
    @location(0) color: vec4<f32>,
#ifdef BALL_SPRITE
    @builtin(frag_depth) depth: f32,
#endif
}

@vertex
fn vertex(vertex: Vertex) -> Drawn {
    var out: Drawn;
    let world_from_local = mesh_functions::get_world_from_local(vertex.instance_index);
#ifdef BALL_SPRITE
    let centre = world_from_local[3].xyz;
    let radius = length(world_from_local[0].xyz);
    let to_eye = view.world_position - centre;
    let distance = max(length(to_eye), radius * 1.01);
    let back = to_eye / distance;
    let world_up = select(vec3(0.0, 1.0, 0.0), vec3(1.0, 0.0, 0.0), abs(back.y) > 0.99);
    let side = normalize(cross(world_up, back));
    let up = cross(back, side);
    // the cone of rays that touch the ball meets the plane through its centre in a circle this wide
    let spread = radius * distance / sqrt(distance * distance - radius * radius);
    out.world = centre + (side * vertex.position.x + up * vertex.position.y) * spread;
    out.ball = vec4(centre, radius);
#else
    out.world = mesh_functions::mesh_position_local_to_world(world_from_local, vec4(vertex.position, 1.0)).xyz;
    out.normal = mesh_functions::mesh_normal_local_to_world(vertex.normal, vertex.instance_index);
#endif
    out.clip = position_world_to_clip(out.world);
    return out;
}

@fragment
fn fragment(in: Drawn) -> Shaded {
    var out: Shaded;
    let eye = view.world_position;
#ifdef BALL_SPRITE
    let ray = normalize(in.world - eye);
    let from_centre = eye - in.ball.xyz;
    let along = dot(ray, from_centre);
    let gap = dot(from_centre, from_centre) - in.ball.w * in.ball.w;
    let square = along * along - gap;
    if square < 0.0 {
        discard;
    }
    let point = eye + ray * max(-along - sqrt(square), 0.0);
    let normal = (point - in.ball.xyz) / in.ball.w;
    let clip = view.clip_from_world * vec4(point, 1.0);
    out.depth = clip.z / clip.w;
#else
    let point = in.world;
    let normal = normalize(in.normal);
#endif
    let sun = shading.sun.xyz;
    let lit = max(dot(normal, sun), 0.0);
    // a Blinn highlight, raised to the 32nd power by squaring
    var shine = max(dot(normal, normalize(sun + normalize(eye - point))), 0.0);
    shine *= shine;
    shine *= shine;
    shine *= shine;
    shine *= shine;
    shine *= shine;
    let color = shading.color.rgb * (AMBIENT + DIFFUSE * lit) + HIGHLIGHT * shine + shading.emissive.rgb;
    out.color = vec4(color, shading.color.a);
    return out;
}
