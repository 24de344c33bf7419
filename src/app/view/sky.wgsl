// The sky's backdrop: the horizon's colour at the bottom of the quad (uv.y = 1), the zenith's at its top, and
// nothing else to compute (a software rasteriser shades every pixel of the view's background with it).

#import bevy_pbr::forward_io::VertexOutput

struct Sky {
    horizon: vec4<f32>,
    zenith: vec4<f32>,
}

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> sky: Sky;

@fragment
fn fragment(in: VertexOutput) -> @location(0) vec4<f32> {
    return mix(sky.zenith, sky.horizon, in.uv.y);
}
