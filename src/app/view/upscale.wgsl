// Stretches the 3D view, drawn at a fraction of its pixels in the top-left corner of its viewport, back over
// the whole viewport: each pixel takes the drawn pixel it falls on (at half scale, every drawn pixel becomes a
// 2 × 2 block; blending four of them cost a software renderer 5 ms a frame more). The pass's viewport is the
// view's, so no pixel outside it is shaded.

#import bevy_core_pipeline::fullscreen_vertex_shader::FullscreenVertexOutput

struct Upscale {
    // The viewport's corner and size, in the window's pixels.
    viewport_min: vec2<f32>,
    viewport_size: vec2<f32>,
    // How many pixels of it were drawn, from its corner.
    drawn_size: vec2<f32>,
}

@group(0) @binding(0) var screen: texture_2d<f32>;
@group(0) @binding(1) var<uniform> upscale: Upscale;

@fragment
fn fragment(in: FullscreenVertexOutput) -> @location(0) vec4<f32> {
    let across = (in.position.xy - upscale.viewport_min) / upscale.viewport_size;
    return textureLoad(screen, vec2<i32>(upscale.viewport_min + across * upscale.drawn_size), 0);
}
