// Every opaque ball under simple shading in one draw call: an instance a ball, its square's six corners made
// here from the vertex index (simple_lighting.wgsl draws and lights it).

#import bevy_pbr::view_transformations::position_world_to_clip
#import collision_sandbox::simple_lighting::{sprite_corner, hit_ball, shade}

struct Sprite {
    @builtin(vertex_index) index: u32,
    // centre and radius
    @location(0) ball: vec4<f32>,
    @location(1) color: vec3<f32>,
    @location(2) emissive: vec3<f32>,
    // how the ball is turned (a quaternion)
    @location(3) rotation: vec4<f32>,
}

struct Drawn {
    @builtin(position) clip: vec4<f32>,
    @location(0) world: vec3<f32>,
    @location(1) @interpolate(flat) ball: vec4<f32>,
    @location(2) @interpolate(flat) color: vec3<f32>,
    @location(3) @interpolate(flat) emissive: vec3<f32>,
    @location(4) @interpolate(flat) rotation: vec4<f32>,
}

struct Shaded {
    @location(0) color: vec4<f32>,
    @builtin(frag_depth) depth: f32,
}

@vertex
fn vertex(sprite: Sprite) -> Drawn {
    var out: Drawn;
    // the square's two triangles
    var corners = array(vec2(-1.0, -1.0), vec2(1.0, -1.0), vec2(1.0, 1.0), vec2(-1.0, -1.0), vec2(1.0, 1.0), vec2(-1.0, 1.0));
    out.world = sprite_corner(sprite.ball, corners[sprite.index]);
    out.clip = position_world_to_clip(out.world);
    out.ball = sprite.ball;
    out.color = sprite.color;
    out.emissive = sprite.emissive;
    out.rotation = sprite.rotation;
    return out;
}

@fragment
fn fragment(in: Drawn) -> Shaded {
    var out: Shaded;
    let hit = hit_ball(in.world, in.ball);
    if !hit.hit {
        discard;
    }
    out.depth = hit.depth;
    out.color = vec4(shade(in.color * marking(in.rotation, hit.normal), in.emissive, hit.point, hit.normal), 1.0);
    return out;
}

// The ball's beach-ball marking where its surface faces `normal` (world): the quarters where the ball's own x and
// z differ in sign darker, as on the meshes of standard shading.
fn marking(rotation: vec4<f32>, normal: vec3<f32>) -> f32 {
    // the normal in the ball's frame: turned back by the conjugate quaternion
    let q = vec4(-rotation.xyz, rotation.w);
    let t = 2.0 * cross(q.xyz, normal);
    let local = normal + q.w * t + cross(q.xyz, t);
    return select(1.0, 0.55, local.x * local.z < 0.0);
}
