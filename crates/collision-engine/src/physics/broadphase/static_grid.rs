//! The grid of static bodies, kept between steps.

use bevy_platform::collections::HashMap;

use crate::bevy_prelude::*;
use crate::geometry::aabb::Aabb;
use crate::physics::broadphase::cells::{
    cell_count, cell_of, cell_size, for_each_cell, pack, runs, sort_by_cell, unbiased, width,
};

/// Static boxes filed under every cell they overlap, in a grid the broadphase keeps until a static body
/// is added, moved, reshaped or removed: a floor of 800 tiles costs nothing a step, and a moving body
/// looks up only the cells its own bounds cover.
///
/// A static box more than a few median widths wide (a floor, a wall) is kept apart and tested against
/// every query, as in the [`UniformGrid`](super::UniformGrid).
#[derive(Clone, Debug, Default)]
pub struct StaticGrid {
    cell: f32,
    boxes: Vec<Aabb>,
    /// The cell of each box's lowest corner: a box overlapping a query in several cells is reported from
    /// the first cell both cover only.
    first_cells: Vec<[u64; 3]>,
    /// (cell key, box) for every cell each ordinary box overlaps, sorted by key.
    filed: Vec<(u64, usize)>,
    /// The occupied cells, each with its run of `filed`: a hash, as a moving body looks up a few cells
    /// among thousands.
    cells: HashMap<u64, (usize, usize)>,
    large: Vec<usize>,
    /// The lowest and highest corner of all boxes, a little widened against rounding: a query beyond them
    /// (a bullet flown far from every wall) finds nothing without a look at the cells, and one reaching past
    /// them looks only at the cells inside.
    extent: Option<(Vec3, Vec3)>,
}

impl StaticGrid {
    /// Files `boxes` (by index) in a grid whose cell fits an ordinary box.
    pub fn new(boxes: Vec<Aabb>) -> Self {
        let cell = cell_size(&mut boxes.iter().map(width).collect::<Vec<f32>>());
        let first_cells: Vec<[u64; 3]> = boxes.iter().map(|aabb| cell_of(aabb.min(), cell)).collect();
        let last_cells: Vec<[u64; 3]> = boxes.iter().map(|aabb| cell_of(aabb.max(), cell)).collect();
        let ordinary = |i: usize| width(&boxes[i]) <= cell;
        let entries = (0..boxes.len()).filter(|&i| ordinary(i)).map(|i| cell_count(first_cells[i], last_cells[i]));
        let (mut filed, mut large) = (Vec::with_capacity(entries.sum::<u64>() as usize), Vec::new());
        for i in 0..boxes.len() {
            match ordinary(i) {
                true => for_each_cell(first_cells[i], last_cells[i], |c| filed.push((pack(c), i))),
                false => large.push(i),
            }
        }
        sort_by_cell(&mut filed);
        let mut runs_found = Vec::new();
        runs(&filed, &mut runs_found);
        let cells = runs_found.into_iter().map(|(key, from, to)| (key, (from, to))).collect();
        let extent = boxes.iter().map(|aabb| (aabb.min(), aabb.max())).reduce(|(a, b), (c, d)| (a.min(c), b.max(d)));
        // a box's own corners are rounded afresh from its centre and half extents, here and in the tests
        let extent = extent.map(|(min, max)| {
            let pad = min.abs().max(max.abs()) * 1e-5 + Vec3::splat(1e-5);
            (min - pad, max + pad)
        });
        StaticGrid { cell, boxes, first_cells, filed, cells, large, extent }
    }

    /// Calls `found` once with every box that overlaps `region`.
    pub fn overlapping(&self, region: &Aabb, mut found: impl FnMut(usize)) {
        let Some((low_corner, high_corner)) = self.extent else {
            return;
        };
        // every box lies inside the extent, so only the part of the region inside it can meet one
        let (min, max) = (region.min().max(low_corner), region.max().min(high_corner));
        if min.cmpgt(max).any() {
            return;
        }
        let (low, high) = (cell_of(min, self.cell), cell_of(max, self.cell));
        if cell_count(low, high) > self.cells.len() as u64 {
            // a region wider than the occupied cells: quicker to test every box
            (0..self.boxes.len()).filter(|&i| self.boxes[i].overlaps(region)).for_each(found);
            return;
        }
        for_each_cell(low, high, |cell| {
            let Some(&(from, to)) = self.cells.get(&pack(cell)) else {
                return;
            };
            for &(_, i) in &self.filed[from..to] {
                // the first cell both cover: the larger of the two lowest corners' cells, axis by axis
                let first = [0, 1, 2].map(|axis| low[axis].max(self.first_cells[i][axis]));
                if first == cell && self.boxes[i].overlaps(region) {
                    found(i);
                }
            }
        });
        self.large.iter().copied().filter(|&i| self.boxes[i].overlaps(region)).for_each(found);
    }

    /// The width of a cell (m).
    pub fn cell_size(&self) -> f32 {
        self.cell
    }

    /// The first and last cells box `index` is filed under (counted from the origin), or `None` for an
    /// outsized box, which is tested against every query instead.
    pub fn cells_of_box(&self, index: usize) -> Option<([i64; 3], [i64; 3])> {
        let aabb = &self.boxes[index];
        (width(aabb) <= self.cell)
            .then(|| (unbiased(self.first_cells[index]), unbiased(cell_of(aabb.max(), self.cell))))
    }

    /// Box `index`, as it was filed.
    pub fn aabb(&self, index: usize) -> &Aabb {
        &self.boxes[index]
    }

    pub(super) fn len(&self) -> usize {
        self.boxes.len()
    }
}
