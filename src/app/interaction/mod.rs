//! The mouse, touch and the keyboard in the scene: picking, pushing and grabbing, attaching strings, rods and
//! springs, spawning, the ray probe, touch, the shortcuts, and the scene by keyboard alone.

pub mod attach_tool;
pub mod keyboard_scene;
pub mod picking;
pub mod pointer_gestures;
pub mod ray_probe;
pub mod shortcuts;
pub mod touch;
