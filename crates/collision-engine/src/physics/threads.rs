//! Spreading a stage's work over the machine's threads (Bevy's compute task pool) so that the result is the same
//! bit for bit whatever their number: the work is split into items whose results depend on nothing another
//! item writes, each result is kept in its item's place, and whatever joins them (a list filled, a sum) is done
//! afterwards in the items' order on one thread. Below a size a stage's work stays on the thread that runs the
//! step, where handing it out would cost more than it saves.

use std::sync::OnceLock;

use bevy_tasks::ComputeTaskPool;

use crate::physics::settings::PhysicsSettings;

/// How many threads a stage spreads its work over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Workers {
    threads: usize,
}

impl Default for Workers {
    fn default() -> Self {
        Workers::ONE
    }
}

impl Workers {
    /// All the work on the thread that runs the step.
    pub const ONE: Workers = Workers { threads: 1 };

    /// The threads [`PhysicsSettings::threads`] asks for (0: as many as the machine runs at once); one where
    /// no compute task pool was started (an app without Bevy's `TaskPoolPlugin`, or the page).
    pub fn of(settings: &PhysicsSettings) -> Workers {
        if ComputeTaskPool::try_get().is_none() || cfg!(target_arch = "wasm32") {
            return Workers::ONE;
        }
        let threads = match settings.threads {
            0 => machine_threads(),
            n => n as usize,
        };
        Workers { threads: threads.max(1) }
    }

    /// The pool and how many items each piece of `len` items takes, pieces of at least `smallest` items, one per
    /// thread; `None` where the work stays in one piece (one thread, no pool, too few items to share).
    fn plan(self, len: usize, smallest: usize) -> Option<(&'static ComputeTaskPool, usize)> {
        let pieces = self.threads.min(len / smallest.max(1));
        let pool = ComputeTaskPool::try_get().filter(|_| pieces > 1)?;
        Some((pool, len.div_ceil(pieces)))
    }

    /// `work` done on every piece of `items` (runs of consecutive items, each of at least `smallest`), which it
    /// may change, the pieces on different threads: their results in the order of the pieces, with where each
    /// piece starts.
    pub fn map_pieces<T, R>(
        self,
        items: &mut [T],
        smallest: usize,
        work: impl Fn(usize, &mut [T]) -> R + Sync,
    ) -> Vec<R>
    where
        T: Send,
        R: Send + 'static,
    {
        let Some((pool, size)) = self.plan(items.len(), smallest) else {
            return vec![work(0, items)];
        };
        let work = &work;
        pool.scope(|scope| {
            for (k, piece) in items.chunks_mut(size).enumerate() {
                scope.spawn(async move { work(k * size, piece) });
            }
        })
    }
}

/// How many threads the machine runs at once (what [`PhysicsSettings::threads`] 0 stands for), asked of the
/// system once.
pub fn machine_threads() -> usize {
    static CORES: OnceLock<usize> = OnceLock::new();
    *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, usize::from))
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy_tasks::TaskPool;

    fn workers(threads: usize) -> Workers {
        ComputeTaskPool::get_or_init(TaskPool::default);
        Workers { threads }
    }

    #[test]
    fn pieces_cover_every_item_once_in_order_on_any_number_of_threads() {
        let items: Vec<u64> = (0..1000).collect();
        for threads in [1, 2, 3, 4, 7] {
            let pieces = workers(threads).map_pieces(&mut items.clone(), 10, |start, piece| (start, piece.to_vec()));
            assert_eq!(pieces.len(), threads.min(100));
            let mut next = 0;
            for (start, piece) in &pieces {
                assert_eq!(*start, next, "{threads} threads");
                next += piece.len();
            }
            let joined: Vec<u64> = pieces.into_iter().flat_map(|(_, piece)| piece).collect();
            assert_eq!(joined, items, "{threads} threads");
        }
    }

    #[test]
    fn too_few_items_stay_in_one_piece() {
        let mut items = [1u32; 15];
        assert_eq!(workers(4).map_pieces(&mut items, 8, |_, piece| piece.len()), vec![15]);
        let mut changed = [0u32; 40];
        let lengths = workers(4).map_pieces(&mut changed, 8, |start, piece| {
            for (k, item) in piece.iter_mut().enumerate() {
                *item = (start + k) as u32;
            }
            piece.len()
        });
        assert_eq!(lengths, vec![10; 4]);
        assert!(changed.iter().enumerate().all(|(k, &item)| item == k as u32), "{changed:?}");
    }
}
