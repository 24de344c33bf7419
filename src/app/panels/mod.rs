//! The egui panels: the frame around the 3D view and each of its sections, one file a section.

pub mod bodies;
pub mod collision_card;
pub mod contacts_table;
pub mod controls_column;
pub mod data_table;
pub mod events;
pub mod gallery;
pub mod graphs;
pub mod help;
pub mod inspector;
pub mod instrument;
pub mod joints_panel;
pub mod layout;
pub mod lesson_card;
pub mod lesson_lock;
pub mod momentum_diagram;
pub mod overlay_switches;
pub mod panel_state;
pub mod readouts;
pub mod scenes;
pub mod set_up_bar;
pub mod simulation;
pub mod timeline;
pub mod toolbar;
pub mod turning_fields;
