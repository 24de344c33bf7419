//! Grid cells as packed integer keys, shared by the grid of moving bodies and the grid of static ones.

use crate::bevy_prelude::*;

/// Bits per axis in a packed cell key; cells are counted from a bias so that all keys are positive, and
/// clamped one short of either end, so a neighbour's coordinate never borrows from the next field.
const KEY_BITS: u32 = 21;
const KEY_BIAS: i64 = 1 << (KEY_BITS - 1);

pub(super) const KEY_MIN: u64 = 1;
pub(super) const KEY_MAX: u64 = (1 << KEY_BITS) - 2;

/// The biased coordinates of the cell holding `point`.
pub(super) fn cell_of(point: Vec3, cell: f32) -> [u64; 3] {
    // far-off coordinates saturate at the grid's edge (a float cast saturates; the bias must too)
    (point / cell).to_array().map(|v| floor(v).saturating_add(KEY_BIAS).clamp(KEY_MIN as i64, KEY_MAX as i64) as u64)
}

/// `v` rounded down, as an integer (saturating; 0 for NaN): `f32::floor` is a call into the C library on
/// the baseline x86-64 the engine is built for, and the broadphase takes three per body.
fn floor(v: f32) -> i64 {
    let truncated = v as i64;
    if (truncated as f32) > v { truncated.saturating_sub(1) } else { truncated }
}

/// Biased cell coordinates counted from the origin again, for reports.
pub(super) fn unbiased(cell: [u64; 3]) -> [i64; 3] {
    cell.map(|c| c as i64 - KEY_BIAS)
}

/// Three cell coordinates packed into one integer, so that a neighbour's key is this key plus a constant.
pub(super) fn pack([x, y, z]: [u64; 3]) -> u64 {
    (x << (2 * KEY_BITS)) | (y << KEY_BITS) | z
}

/// The 13 neighbours that come after a cell (in key order) as runs of consecutive keys, each run the first
/// and last key offset: the next cell along z, then four rows of three cells along z (y + 1; x + 1 with
/// y - 1, y, y + 1). With the cell itself, each neighbouring pair of cells is visited once, and a run is
/// found with one search instead of three.
pub(super) const FORWARD_RUNS: [(u64, u64); 5] = {
    const fn row(dx: u64, dy: i64) -> (u64, u64) {
        let middle = ((dx << (2 * KEY_BITS)) as i64 + (dy << KEY_BITS)) as u64;
        (middle - 1, middle + 1)
    }
    [(1, 1), row(0, 1), row(1, -1), row(1, 0), row(1, 1)]
};

/// How many cells the box from cell `low` to cell `high` covers.
pub(super) fn cell_count(low: [u64; 3], high: [u64; 3]) -> u64 {
    (0..3).map(|axis| high[axis] - low[axis] + 1).product()
}

/// Calls `visit` with every cell from `low` to `high`, corners included, in key order (three nested loops:
/// an iterator of iterators cost the filing of 800 tiles a third of its time).
pub(super) fn for_each_cell(low: [u64; 3], high: [u64; 3], mut visit: impl FnMut([u64; 3])) {
    for x in low[0]..=high[0] {
        for y in low[1]..=high[1] {
            for z in low[2]..=high[2] {
                visit([x, y, z]);
            }
        }
    }
}

/// Sorts `filed` by (key, value), when the entries of each key come in increasing value already (a grid
/// filing its boxes one after the other). By counting when the occupied block of cells is not much larger
/// than the list (a floor of tiles: linear time instead of a comparison sort, which took most of filing
/// 10,000 tiles; counting keeps the entries of a cell in the order they came), by comparing otherwise
/// (bodies scattered far apart).
pub(super) fn sort_by_cell<T: Copy + Ord>(filed: &mut Vec<(u64, T)>) {
    let Some(block) = CellBlock::around(filed.iter().map(|&(key, _)| key)) else {
        return;
    };
    if block.len() > COUNTING_SPAN * filed.len() as u64 + 1024 {
        filed.sort_unstable();
        return;
    }
    let mut starts = vec![0u32; block.len() as usize + 1];
    for &(key, _) in filed.iter() {
        starts[block.index(key) + 1] += 1;
    }
    for n in 1..starts.len() {
        starts[n] += starts[n - 1];
    }
    let mut sorted = filed.clone();
    for &entry in filed.iter() {
        let start = &mut starts[block.index(entry.0)];
        sorted[*start as usize] = entry;
        *start += 1;
    }
    *filed = sorted;
}

/// How many cells per entry a block may hold and still be sorted by counting.
const COUNTING_SPAN: u64 = 4;

/// The smallest block of cells holding a set of keys, numbered densely in key order.
struct CellBlock {
    low: [u64; 3],
    size: [u64; 3],
}

impl CellBlock {
    fn around(keys: impl Iterator<Item = u64>) -> Option<CellBlock> {
        let (low, high) = keys.map(unpack).fold(([u64::MAX; 3], [0; 3]), |(low, high), cell| {
            ([0, 1, 2].map(|axis| low[axis].min(cell[axis])), [0, 1, 2].map(|axis| high[axis].max(cell[axis])))
        });
        (low[0] <= high[0]).then(|| CellBlock { low, size: [0, 1, 2].map(|axis| high[axis] - low[axis] + 1) })
    }

    /// The number of cells (at most 2⁶³: each side is below 2²¹).
    fn len(&self) -> u64 {
        self.size.iter().product()
    }

    fn index(&self, key: u64) -> usize {
        let [x, y, z] = unpack(key);
        (((x - self.low[0]) * self.size[1] + (y - self.low[1])) * self.size[2] + (z - self.low[2])) as usize
    }
}

/// The cell coordinates packed in `key`.
fn unpack(key: u64) -> [u64; 3] {
    let field = (1 << KEY_BITS) - 1;
    [key >> (2 * KEY_BITS), (key >> KEY_BITS) & field, key & field]
}

/// Runs of equal keys in `filed` (sorted by key): each occupied cell with the range of `filed` it holds,
/// into `cells`.
pub(super) fn runs<T>(filed: &[(u64, T)], cells: &mut Vec<(u64, usize, usize)>) {
    cells.clear();
    for (n, (key, _)) in filed.iter().enumerate() {
        match cells.last_mut() {
            Some(last) if last.0 == *key => last.2 = n + 1,
            _ => cells.push((*key, n, n + 1)),
        }
    }
}

/// A cell as wide as the widest ordinary box: boxes more than `OUTLIER_WIDTH` times the median width
/// (floors, walls) are left out, so they do not make every cell huge; they are tested apart.
pub(super) fn cell_size(widths: &mut [f32]) -> f32 {
    if widths.is_empty() {
        return 1.0;
    }
    // no box is an outlier when the widest is within the limit of the narrowest (the median lies between):
    // most scenes, and no median to find
    let (narrowest, widest) = widths.iter().fold((f32::INFINITY, 0.0f32), |(n, w), &x| (n.min(x), w.max(x)));
    if widest <= OUTLIER_WIDTH * narrowest {
        return widest.max(1e-3);
    }
    let middle = widths.len() / 2;
    let median = *widths.select_nth_unstable_by(middle, f32::total_cmp).1;
    let ordinary = widths.iter().copied().filter(|&w| w <= OUTLIER_WIDTH * median).fold(0.0, f32::max);
    ordinary.max(1e-3)
}

/// How many median widths a box may span and still be filed in the grid.
const OUTLIER_WIDTH: f32 = 4.0;

/// A box's widest side.
pub(super) fn width(aabb: &crate::geometry::aabb::Aabb) -> f32 {
    aabb.half_extents.max_element() * 2.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_round_down_on_both_sides_of_zero_and_saturate_far_off() {
        let cell = |x: f32| unbiased(cell_of(Vec3::new(x, 0.0, 0.0), 0.5))[0];
        assert_eq!([cell(0.0), cell(0.49), cell(0.5), cell(-0.01), cell(-0.5), cell(-0.51)], [0, 0, 1, -1, -1, -2]);
        assert_eq!(cell(1e30), KEY_MAX as i64 - KEY_BIAS);
        assert_eq!(cell(-1e30), KEY_MIN as i64 - KEY_BIAS);
        assert_eq!(cell(f32::NAN), 0);
    }

    #[test]
    fn the_forward_runs_hold_the_13_neighbours_after_a_cell() {
        let offset = |[dx, dy, dz]: [i64; 3]| (dx << (2 * KEY_BITS)) + (dy << KEY_BITS) + dz;
        let cube = (0..27).map(|d| [d / 9 - 1, d / 3 % 3 - 1, d % 3 - 1]);
        let mut after: Vec<i64> = cube.map(offset).filter(|&o| o > 0).collect();
        after.sort_unstable();
        let runs = FORWARD_RUNS.iter().flat_map(|&(first, last)| (first..=last).map(|o| o as i64));
        assert_eq!(runs.collect::<Vec<_>>(), after);
    }

    #[test]
    fn sorting_by_cell_orders_by_key_then_value_whether_counting_or_comparing() {
        let mut random = crate::test_random::Lcg(3);
        // a dense block (counted) and cells scattered over the whole grid (compared)
        for spread in [6.0, 2.0e6] {
            // values in increasing order, as a grid files its boxes, each under cells in no order
            let mut filed: Vec<(u64, usize)> = (0..500)
                .map(|i| {
                    let cell = [0; 3].map(|_| (random.next() * spread) as u64 + KEY_MIN);
                    (pack(cell), i / 3)
                })
                .collect();
            let mut expected = filed.clone();
            expected.sort_unstable();
            sort_by_cell(&mut filed);
            assert_eq!(filed, expected, "spread {spread}");
        }
    }

    #[test]
    fn a_cell_fits_the_widest_ordinary_box_and_leaves_out_outliers() {
        assert_eq!(cell_size(&mut [0.5, 1.0, 2.0]), 2.0);
        // a floor 40 times the median is left out, whichever way the widths come
        assert_eq!(cell_size(&mut [1.0, 40.0, 0.5, 1.0, 0.5]), 1.0);
        assert_eq!(cell_size(&mut []), 1.0);
    }
}
