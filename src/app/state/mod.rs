//! What the panels and tools share: the controls, the selection, the tool enums and the panels' sizes.

pub mod controls;
pub mod layout;
pub mod lesson_lock;
pub mod pointer;
pub mod selection;
pub mod tools;
