//! Disjoint sets joined pair by pair: the islands that contacts join bodies into.

/// Disjoint sets of `0..n`, joined pair by pair; each set is named by its lowest member.
#[derive(Debug, Default)]
pub(in crate::physics) struct UnionFind(Vec<usize>);

impl UnionFind {
    pub(in crate::physics) fn new(n: usize) -> Self {
        UnionFind((0..n).collect())
    }

    /// Back to `n` sets of one, reusing the memory.
    pub(in crate::physics) fn reset(&mut self, n: usize) {
        self.0.clear();
        self.0.extend(0..n);
    }

    /// The lowest member of `i`'s set (halving the path on the way).
    pub(in crate::physics) fn root(&mut self, mut i: usize) -> usize {
        while self.0[i] != i {
            self.0[i] = self.0[self.0[i]];
            i = self.0[i];
        }
        i
    }

    pub(in crate::physics) fn join(&mut self, a: usize, b: usize) {
        let (a, b) = (self.root(a), self.root(b));
        self.0[a.max(b)] = a.min(b);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn joined_members_share_the_lowest_as_root() {
        let mut sets = UnionFind::new(6);
        sets.join(4, 2);
        sets.join(2, 5);
        sets.join(1, 3);
        assert_eq!((0..6).map(|i| sets.root(i)).collect::<Vec<_>>(), vec![0, 1, 2, 1, 2, 2]);
    }
}
