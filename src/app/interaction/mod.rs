//! The mouse, touch and the keyboard in the scene: picking, pushing and grabbing, attaching strings, rods and
//! springs, spawning, the ray probe, touch and the shortcuts.

pub mod attach_tool;
pub mod picking;
pub mod pointer_gestures;
pub mod ray_probe;
pub mod shortcuts;
pub mod touch;
