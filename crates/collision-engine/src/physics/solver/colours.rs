//! Graph colouring of the contact constraints: each colour holds constraints that share no body an impulse can
//! move, so a colour's constraints are independent and can be solved four at a time in lanes. A body that no
//! impulse moves (a floor, a wall) takes no colour: a floor under a thousand boxes does not set them in a row.
//! What fits no colour is solved one at a time after the colours (the overflow).
//!
//! Constraints are placed as they come, each in the first colour that has neither of its bodies, so the colours
//! depend on that order alone (Box2D v3's constraint graph, after Intel's many-core physics paper).

/// How many colours there are; a constraint that finds none free goes to the overflow.
pub const COLOURS: usize = 24;

/// Which bodies each colour holds, as constraints are placed in it.
#[derive(Clone, Debug, Default)]
pub struct Colouring {
    /// Per colour, a bit per body that it holds.
    taken: Vec<Vec<u64>>,
}

/// One end of a constraint as the colouring sees it: its body, and whether an impulse moves it.
#[derive(Clone, Copy, Debug)]
pub struct ColouredEnd {
    pub body: u32,
    pub moves: bool,
}

impl Colouring {
    /// Forgets every colour's bodies, keeping the memory.
    pub fn clear(&mut self) {
        self.taken.resize_with(COLOURS, Vec::new);
        self.taken.iter_mut().for_each(|taken| taken.fill(0));
    }

    /// The first colour that holds neither end's body (a body no impulse moves does not count), which takes
    /// them; `None` when every colour holds one of them.
    pub fn place(&mut self, ends: [ColouredEnd; 2]) -> Option<usize> {
        if self.taken.len() < COLOURS {
            self.clear();
        }
        let free = |taken: &Vec<u64>| ends.iter().all(|end| !end.moves || !holds(taken, end.body as usize));
        let colour = self.taken.iter().position(free)?;
        for end in ends.iter().filter(|end| end.moves) {
            let (word, bit) = (end.body as usize / 64, end.body % 64);
            let taken = &mut self.taken[colour];
            if taken.len() <= word {
                taken.resize(word + 1, 0);
            }
            taken[word] |= 1 << bit;
        }
        Some(colour)
    }
}

/// Whether the bit of `body` is set.
fn holds(taken: &[u64], body: usize) -> bool {
    taken.get(body / 64).is_some_and(|word| word & (1 << (body % 64)) != 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The colour of each constraint between `pairs` of bodies, bodies 0 and 31 not moved by impulses.
    fn colours_of(pairs: &[(u32, u32)]) -> Vec<Option<usize>> {
        let mut colouring = Colouring::default();
        let end = |body: u32| ColouredEnd { body, moves: body != 0 && body != 31 };
        pairs.iter().map(|&(a, b)| colouring.place([end(a), end(b)])).collect()
    }

    #[test]
    fn no_colour_holds_a_moving_body_twice_and_a_floor_takes_no_colour() {
        // Setup: a column of 30 boxes (1..=30) on a floor (0), each resting on the one below, and every box also
        // touching the floor's neighbour 31, which does not move either
        let mut pairs: Vec<(u32, u32)> = (1..30).map(|k| (k, k + 1)).collect();
        pairs.push((0, 1));
        pairs.extend((1..=30).map(|k| (31, k)));
        // Run
        let colours = colours_of(&pairs);
        // Check: every constraint placed, and no moving body twice in a colour
        assert!(colours.iter().all(Option::is_some));
        for colour in 0..COLOURS {
            let mut seen = [0; 32];
            for (&(a, b), _) in pairs.iter().zip(&colours).filter(|(_, c)| **c == Some(colour)) {
                seen[a as usize] += 1;
                seen[b as usize] += 1;
            }
            assert!((1..31).all(|k| seen[k] <= 1), "{seen:?}");
        }
        // a box meets three constraints (below, above, the neighbour): three colours are enough, and the 30
        // contacts with the still neighbour share them as if it were not there
        let used = (0..COLOURS).filter(|colour| colours.contains(&Some(*colour))).count();
        assert_eq!(used, 3);
    }

    #[test]
    fn constraints_beyond_the_last_colour_overflow() {
        // Setup: one body in 30 constraints with 30 others
        let pairs: Vec<(u32, u32)> = (32..62).map(|k| (k, 100)).collect();
        let colours = colours_of(&pairs);
        // Check: a colour each for the first 24, the other 6 one at a time
        assert_eq!(colours[..COLOURS], (0..COLOURS).map(Some).collect::<Vec<_>>()[..]);
        assert!(colours[COLOURS..].iter().all(Option::is_none));
    }
}
