//! What colour a body is drawn in: one of a palette by spawn order for a moving body, the scene's own, or the
//! static, sensor or glass colour; lit when selected, tinted dusk blue when asleep.

use bevy::prelude::*;

/// Colours for moving bodies, cycled by spawn order: distinct on a projector and for colour-blind eyes.
pub(crate) const PALETTE: [Color; 6] = [
    Color::srgb(0.90, 0.62, 0.00),
    Color::srgb(0.34, 0.71, 0.91),
    Color::srgb(0.00, 0.62, 0.45),
    Color::srgb(0.94, 0.89, 0.26),
    Color::srgb(0.00, 0.45, 0.70),
    Color::srgb(0.80, 0.47, 0.65),
];
const STATIC_COLOR: Color = Color::srgb(0.55, 0.56, 0.60);
const SENSOR_COLOR: Color = Color::srgba(0.2, 0.9, 0.4, 0.18);
const GLASS_COLOR: Color = Color::srgba(0.55, 0.56, 0.60, 0.10);
pub(crate) const HIGHLIGHT: LinearRgba = LinearRgba::rgb(0.9, 0.9, 0.9);
/// What a sleeping body's colour is mixed towards, and how far.
const SLEEP_TINT: (Color, f32) = (Color::srgb(0.16, 0.20, 0.36), 0.6);

/// A body's colour: one of the palette's for a moving body, or the static or sensor colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Paint {
    /// The palette's colour of this index.
    Moving(usize),
    /// The colour the scene file gives the body (sRGB bytes).
    Own([u8; 3]),
    Static,
    Sensor,
    /// A body the scene asks to see through ([`Glass`]).
    Glass,
}

impl Paint {
    /// The colour a body of this paint is drawn in, which its labels, graphs and table rows share.
    pub fn color(self) -> Color {
        match self {
            Paint::Moving(n) => PALETTE[n],
            Paint::Own([r, g, b]) => Color::srgb_u8(r, g, b),
            Paint::Static => STATIC_COLOR,
            Paint::Sensor => SENSOR_COLOR,
            Paint::Glass => GLASS_COLOR,
        }
    }
}

/// A paint in a state: selected (lit) or not, asleep or not.
pub(crate) type Style = (Paint, bool, bool);

/// The colour and glow of a style.
pub(crate) fn style_colors((paint, lit, asleep): Style) -> (Color, LinearRgba) {
    let (tint, amount) = SLEEP_TINT;
    let color = if asleep { paint.color().mix(&tint, amount) } else { paint.color() };
    (color, if lit { HIGHLIGHT } else { LinearRgba::BLACK })
}

/// The standard (lit) material of a style.
pub(crate) fn standard_material(style: Style) -> StandardMaterial {
    let (color, emissive) = style_colors(style);
    StandardMaterial {
        base_color: color,
        perceptual_roughness: 0.6,
        alpha_mode: if color.alpha() < 1.0 { AlphaMode::Blend } else { AlphaMode::Opaque },
        emissive,
        ..default()
    }
}
