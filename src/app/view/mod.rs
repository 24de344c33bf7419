//! How the scene is drawn: the camera, the bodies' looks and shading, the graphics quality, the projector
//! preset, the frame rate, and labels over the 3D view.

pub mod action;
pub mod ball_detail;
pub mod ball_sprites;
pub mod body_names;
pub mod camera;
pub mod flat_view;
pub mod frame_rate;
pub mod framing;
pub mod graphics;
pub mod labels;
pub mod language_choice;
pub mod paint;
pub mod projector;
pub mod render_scale;
pub mod shape_meshes;
pub mod simple_shading;
pub mod sky;
pub mod viewport;
pub mod visuals;
