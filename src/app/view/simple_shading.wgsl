// Simple shading (simple_lighting.wgsl) as a material: with BALL_SPRITE the mesh is the sprite square and its
// instance's scale the ball's radius.

#import bevy_pbr::{mesh_functions, view_transformations::position_world_to_clip}
#import collision_sandbox::simple_lighting::{sprite_corner, hit_ball, shade}

struct Shading {
    color: vec4<f32>,
    emissive: vec4<f32>,
}

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> shading: Shading;

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
    out.ball = vec4(world_from_local[3].xyz, length(world_from_local[0].xyz));
    out.world = sprite_corner(out.ball, vertex.position.xy);
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
#ifdef BALL_SPRITE
    let hit = hit_ball(in.world, in.ball);
    if !hit.hit {
        discard;
    }
    let point = hit.point;
    let normal = hit.normal;
    out.depth = hit.depth;
#else
    let point = in.world;
    let normal = normalize(in.normal);
#endif
    out.color = vec4(shade(shading.color.rgb, shading.emissive.rgb, point, normal), shading.color.a);
    return out;
}
