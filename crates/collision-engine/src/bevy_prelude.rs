//! The Bevy items the engine uses, gathered from the Bevy crates it depends on.

pub use bevy_app::prelude::*;
pub use bevy_derive::{Deref, DerefMut};
pub use bevy_ecs::prelude::*;
pub use bevy_math::prelude::*;
pub use bevy_time::prelude::*;
pub use bevy_transform::prelude::*;
