//! The grid of moving bodies.

use crate::geometry::aabb::Aabb;
use crate::physics::broadphase::cells::{
    FORWARD_RUNS, KEY_MAX, KEY_MIN, cell_count, cell_of, cell_size, pack, runs, unbiased, width,
};

/// Boxes filed in a uniform grid. Boxes no wider than a cell are filed under the cell holding their
/// centre, so two of them can only overlap when their cells are neighbours; the few boxes wider than a
/// cell are kept apart and tested against everything.
///
/// The broadphase files the moving bodies here (by their fat bounds while they rest, see `FatGrid`),
/// beside the [`StaticGrid`](super::StaticGrid) kept between steps. Filing again reuses the grid's memory,
/// and starts the sort by cell from the order of the last filing, which a moving scene mostly keeps.
#[derive(Clone, Debug, Default)]
pub struct UniformGrid {
    cell: f32,
    boxes: Vec<Aabb>,
    /// (cell key, box) of every ordinary box, sorted by key.
    filed: Vec<(u64, usize)>,
    /// The occupied cells in key order, each with its run of `filed`.
    cells: Vec<(u64, usize, usize)>,
    large: Vec<usize>,
    /// Working space for the cell size.
    widths: Vec<f32>,
}

impl UniformGrid {
    /// Files `boxes` (by index) in a grid whose cell fits an ordinary box.
    pub fn new(boxes: Vec<Aabb>) -> Self {
        let mut grid = UniformGrid::default();
        grid.refile(boxes);
        grid
    }

    /// Files `boxes` (by index) instead of the boxes filed before.
    pub fn refile(&mut self, boxes: impl IntoIterator<Item = Aabb>) {
        self.boxes.clear();
        self.boxes.extend(boxes);
        let boxes = &self.boxes;
        self.widths.clear();
        self.widths.extend(boxes.iter().map(width));
        self.cell = cell_size(&mut self.widths);
        let cell = self.cell;
        // the last filing's order of boxes, when it filed each of these boxes once, is nearly sorted already
        let same_boxes = self.large.is_empty() && self.filed.len() == boxes.len();
        self.large.clear();
        if same_boxes && boxes.iter().all(|aabb| width(aabb) <= cell) {
            for entry in &mut self.filed {
                entry.0 = pack(cell_of(boxes[entry.1].center, cell));
            }
        } else {
            self.filed.clear();
            for (i, aabb) in boxes.iter().enumerate() {
                match width(aabb) <= cell {
                    true => self.filed.push((pack(cell_of(aabb.center, cell)), i)),
                    false => self.large.push(i),
                }
            }
        }
        // (key, box) pairs are all different, so the order is the same whatever order they came in
        self.filed.sort();
        runs(&self.filed, &mut self.cells);
    }

    /// Every pair (i, j), i < j, whose boxes overlap. Each cell is tested against itself and 13 of its 26
    /// neighbours (the other 13 test it), in key order.
    pub fn pairs(&self, pairs: &mut Vec<(usize, usize)>) {
        let (boxes, filed, cells) = (&self.boxes, &self.filed, &self.cells);
        let mut test = |i: usize, j: usize| {
            if boxes[i].overlaps(&boxes[j]) {
                pairs.push((i.min(j), i.max(j)));
            }
        };
        // a neighbour's key grows with the cell's, so one cursor per run of neighbours walks the cells once:
        // a merge instead of a search per cell and neighbour
        let mut cursors = [0usize; FORWARD_RUNS.len()];
        for &(key, start, end) in cells {
            for a in start..end {
                for b in a + 1..end {
                    test(filed[a].1, filed[b].1);
                }
            }
            for (cursor, (first, last)) in cursors.iter_mut().zip(FORWARD_RUNS) {
                while cells.get(*cursor).is_some_and(|c| c.0 < key + first) {
                    *cursor += 1;
                }
                for &(_, from, to) in cells[*cursor..].iter().take_while(|c| c.0 <= key + last) {
                    for a in start..end {
                        for b in from..to {
                            test(filed[a].1, filed[b].1);
                        }
                    }
                }
            }
        }
        for (n, &i) in self.large.iter().enumerate() {
            for &j in filed.iter().map(|(_, j)| j).chain(&self.large[n + 1..]) {
                test(i, j);
            }
        }
    }

    /// The width of a cell (m).
    pub fn cell_size(&self) -> f32 {
        self.cell
    }

    /// The cell box `index` is filed under (counted from the origin), or `None` for an outsized box,
    /// which is tested against every other instead.
    pub fn cell_of_box(&self, index: usize) -> Option<[i64; 3]> {
        let aabb = &self.boxes[index];
        (width(aabb) <= self.cell).then(|| unbiased(cell_of(aabb.center, self.cell)))
    }

    /// Box `index`, as it was filed.
    pub fn aabb(&self, index: usize) -> &Aabb {
        &self.boxes[index]
    }

    /// Calls `found` with every box that overlaps `region`.
    pub fn overlapping(&self, region: &Aabb, mut found: impl FnMut(usize)) {
        let mut test = |i: usize| {
            if self.boxes[i].overlaps(region) {
                found(i);
            }
        };
        // an ordinary box reaches at most half a cell out of the cell it is filed under
        let (low, high) = (cell_of(region.min(), self.cell), cell_of(region.max(), self.cell));
        let (low, high) = (low.map(|c| (c - 1).max(KEY_MIN)), high.map(|c| (c + 1).min(KEY_MAX)));
        if cell_count(low, high) > self.cells.len() as u64 {
            // a region wider than the occupied cells: quicker to test every box
            self.filed.iter().for_each(|&(_, i)| test(i));
        } else {
            // each row of cells along z is a run of consecutive keys: one search finds the row's first
            // occupied cell, and the rest of the row follows it in `cells`; the rows come in key order, so
            // each search starts where the row before ended, and looks near there first
            let mut start = 0;
            for (x, y) in (low[0]..=high[0]).flat_map(|x| (low[1]..=high[1]).map(move |y| (x, y))) {
                let (first, last) = (pack([x, y, low[2]]), pack([x, y, high[2]]));
                start += partition_point_near(&self.cells[start..], |cell| cell.0 < first);
                for &(_, from, to) in self.cells[start..].iter().take_while(|cell| cell.0 <= last) {
                    self.filed[from..to].iter().for_each(|&(_, i)| test(i));
                }
            }
        }
        self.large.iter().for_each(|&i| test(i));
    }
}

/// The same as `items.partition_point(before)`, found by steps doubling from the front and then halving: the
/// next row of a region lies a few cells on, not anywhere among the grid's thousands.
fn partition_point_near<T>(items: &[T], before: impl Fn(&T) -> bool) -> usize {
    let mut bound = 1;
    while bound < items.len() && before(&items[bound]) {
        bound *= 2;
    }
    let low = bound / 2;
    low + items[low..bound.min(items.len())].partition_point(before)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_near_the_front_finds_what_halving_the_whole_list_finds() {
        for len in 0..70 {
            let keys: Vec<usize> = (0..len).map(|i| i * 3).collect();
            for wanted in 0..len * 3 + 2 {
                let expected = keys.partition_point(|&key| key < wanted);
                assert_eq!(partition_point_near(&keys, |&key| key < wanted), expected, "{len} keys, {wanted}");
            }
        }
    }
}
