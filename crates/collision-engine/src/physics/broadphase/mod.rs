//! Broadphase stage: finds the pairs whose bounds overlap, so the exact tests run only on those.
//!
//! Two uniform grids: the static bodies in a [`StaticGrid`] kept between steps (filed again only when one is
//! added, moved, reshaped or removed), the moving bodies in a [`UniformGrid`] filed each step, or, while
//! nearly all of them rest, filed by fat bounds and kept with its pairs until a body leaves its fat bounds
//! (`FatGrid`). Moving bodies are tested among themselves in the grid, and each against the static cells
//! its bounds cover. About O(N) a step in the moving bodies, whatever the number of static ones, instead of
//! the O(N²) of testing every pair. (Sweep and prune was measured first: on a pile of balls one axis leaves
//! hundreds of boxes open at each point of the sweep.)

pub(crate) mod candidates;
pub(crate) mod cells;
pub(crate) mod collect;
pub(crate) mod entity_order;
pub(crate) mod fat_grid;
pub(crate) mod near_statics;
pub(crate) mod proxy;
pub(crate) mod static_grid;
pub(crate) mod uniform_grid;
