//! What is drawn over the scene: contacts, normals, bounds and sweeps, arrows for motion and impulses, path
//! traces, the floor grid, flashes and labels, each behind its switch.

pub mod arrow_scales;
pub mod body_labels;
pub mod contacts;
pub mod flashes;
pub mod floor_grid;
pub mod joints;
pub mod label_placement;
pub mod machine_joints;
pub mod motion_vectors;
pub mod outlines;
pub mod path_traces;
pub mod penetration_labels;
pub mod resolution;
pub mod shapes;
pub mod slip;
pub mod switches;
