//! The normal impulses of a small island solved exactly, for the mass ratios Gauss–Seidel cannot handle.
//!
//! A Gauss–Seidel iteration over a light body pressed between a heavy one and the ground removes only about
//! m_light / m_heavy of the error, so a 1000 kg box on a 1 kg box would need thousands of iterations. For an
//! island of a few contacts the normal impulses can instead be found at once: the contacts that push (the
//! active set) must each end with their target normal velocity, which is one linear system A·Δλ = r with
//! A_ij = Σ over the bodies shared by contacts i and j of ±(1/m)·nᵢ·nⱼ. Contacts whose impulse would turn
//! negative leave the set, contacts left out that would approach join it, and the system is solved again.

use crate::physics::solver::chain::{ChainScratch, chain_order, solve_tridiagonal};
use crate::physics::solver::contact::SolverBody;
use crate::physics::solver::normal_rows::NormalRows;
use crate::physics::union_find::UnionFind;

/// Islands with a heavier-to-lighter mass ratio above this are always solved exactly; below it the iterations
/// converge.
pub const BLOCK_MASS_RATIO: f32 = 4.0;

/// Islands with more contacts than this stay with the iterations (the dense solve grows as the cube).
pub const BLOCK_MAX_CONTACTS: usize = 64;

/// Islands that are not stiff (masses within [`BLOCK_MASS_RATIO`] of each other) and have more contacts than
/// this stay with the iterations even when a substep's iterations leave them unconverged: the iterations converge there,
/// only slowly, and an exact solve of a large island costs up to a factorisation per contact (64-contact
/// clusters of balls tumbling in a pile took a third of the step of 15,625 balls).
pub const BLOCK_MAX_UNCONVERGED: usize = 16;

/// Islands with fewer contacts than this are solved densely without a look for a chain: the dense solve of
/// a few contacts is as quick as the chain's, and a stack of a heavy box on a light one, solved every substep,
/// would pay for putting it in order every step.
const CHAIN_FROM: usize = 5;

/// Rounds of changing the active set allowed, per contact and beyond, before the iterations are left to finish
/// the job.
const ROUNDS_PER_CONTACT: usize = 2;
const ROUNDS: usize = 6;

/// Rounds without fewer wrong contacts after which only one contact changes sides a round.
const STALLED_ROUNDS: usize = 2;

/// Relative size of the rounding error in an impulse the solve finds (f32 impulses, f64 solve).
const ROUNDING: f32 = 1e-5;

/// An island small enough for the exact solve: its contacts, and whether its mass ratio is so large that the
/// iterations converge too slowly on it whatever they do (otherwise it is solved exactly only when the iterations
/// leave it unconverged: a row of equal boxes takes an iteration per box).
#[derive(Clone, Debug, PartialEq)]
pub struct SmallIsland {
    /// Its contacts; in chain order when it is a chain.
    pub contacts: Vec<usize>,
    pub stiff: bool,
    /// Whether its contacts form a chain (chain.rs): then they are in chain order and its exact solve is
    /// linear in its length, and a chain is offered one however long it is (up to [`BLOCK_MAX_CONTACTS`]).
    /// Known as soon as it is found for an island longer than [`BLOCK_MAX_UNCONVERGED`] (which is kept only
    /// if it is a chain or stiff), taken as false for one shorter than `CHAIN_FROM`, and `None` for the sizes
    /// between until it is first offered an exact solve in the step, being stiff or left unconverged by the
    /// iterations ([`IslandScratch::look_for_chain`]), as most never are.
    pub chain: Option<bool>,
}

/// The working arrays of [`small_islands`], kept between steps so that finding the islands does not allocate
/// (an island's list of contacts is reused too).
#[derive(Debug, Default)]
pub struct IslandScratch {
    sets: UnionFind,
    /// Per contact, the root of its island.
    roots: Vec<u32>,
    /// Per root, how many contacts its island has.
    sizes: Vec<u32>,
    /// Per root, its place in the islands found.
    island_of: Vec<u32>,
    /// Per island found, the lightest and heaviest inverse mass of its moving bodies.
    masses: Vec<(f32, f32)>,
    /// Lists of contacts of islands no longer kept, to be filled again.
    spare: Vec<Vec<usize>>,
    chains: ChainScratch,
}

/// Groups the contacts into islands (connected through bodies that can move) and fills `islands` with those
/// an exact solve may be worth on: two contacts or more, and no more than [`BLOCK_MAX_CONTACTS`] when stiff
/// or a chain, or [`BLOCK_MAX_UNCONVERGED`] when neither.
pub fn small_islands<R: NormalRows + ?Sized>(
    bodies: &[SolverBody],
    rows: &R,
    scratch: &mut IslandScratch,
    islands: &mut Vec<SmallIsland>,
) {
    let IslandScratch { sets, roots, sizes, island_of, masses, spare, chains } = scratch;
    spare.extend(islands.drain(..).map(|island| island.contacts));
    join_moving_bodies(sets, bodies, rows);
    let moves = |body: usize| bodies[body].moves();
    // each contact's island is the root of its moving body; count them first, so that only the small
    // islands collect their contacts
    roots.clear();
    roots.extend((0..rows.count()).map(|row| {
        let (a, b) = rows.pair(row);
        sets.root(if moves(b) { b } else { a }) as u32
    }));
    sizes.clear();
    sizes.resize(bodies.len(), 0);
    roots.iter().for_each(|&root| sizes[root as usize] += 1);
    island_of.clear();
    island_of.resize(bodies.len(), u32::MAX);
    masses.clear();
    for (index, &root) in roots.iter().enumerate() {
        let root = root as usize;
        if !(2..=BLOCK_MAX_CONTACTS as u32).contains(&sizes[root]) {
            continue;
        }
        if island_of[root] == u32::MAX {
            island_of[root] = islands.len() as u32;
            let mut members = spare.pop().unwrap_or_default();
            members.clear();
            islands.push(SmallIsland { contacts: members, stiff: false, chain: None });
            masses.push((f32::INFINITY, 0.0));
        }
        let place = island_of[root] as usize;
        islands[place].contacts.push(index);
        let (lightest, heaviest) = &mut masses[place];
        let (a, b) = rows.pair(index);
        for inverse_mass in [a, b].map(|body| bodies[body].inverse_mass()).into_iter().filter(|&m| m > 0.0) {
            *lightest = lightest.min(inverse_mass);
            *heaviest = heaviest.max(inverse_mass);
        }
    }
    for (island, &(lightest, heaviest)) in islands.iter_mut().zip(masses.iter()) {
        island.stiff = heaviest > BLOCK_MASS_RATIO * lightest;
        match island.contacts.len() {
            n if n > BLOCK_MAX_UNCONVERGED => put_in_chain_order(island, (rows, bodies), chains, spare),
            n if n < CHAIN_FROM => island.chain = Some(false),
            _ => {}
        }
    }
    keep_worth_solving(islands, spare);
    // as many spare lists as islands were found, no more: a chain's new order replaces its list each step
    spare.truncate(masses.len());
}

/// Joins in `sets` the two bodies of every contact between bodies that can move (a static or kinematic body
/// does not join the islands it touches).
fn join_moving_bodies<R: NormalRows + ?Sized>(sets: &mut UnionFind, bodies: &[SolverBody], rows: &R) {
    sets.reset(bodies.len());
    for row in 0..rows.count() {
        let (a, b) = rows.pair(row);
        if bodies[a].moves() && bodies[b].moves() {
            sets.join(a, b);
        }
    }
}

/// Keeps, in order, the islands an exact solve is worth on: stiff ones, chains and small unconverged ones;
/// the contact lists of the others go to `spare`, for the next step.
fn keep_worth_solving(islands: &mut Vec<SmallIsland>, spare: &mut Vec<Vec<usize>>) {
    let mut kept = 0;
    for place in 0..islands.len() {
        let island = &islands[place];
        if island.stiff || island.chain == Some(true) || island.contacts.len() <= BLOCK_MAX_UNCONVERGED {
            islands.swap(kept, place);
            kept += 1;
        }
    }
    spare.extend(islands.drain(kept..).map(|island| island.contacts));
}

impl IslandScratch {
    /// Finds out, the first time `island` is offered an exact solve, whether its contacts form a chain, and puts
    /// them in chain order if they do: a short chain solved densely took most of the exact solves' time in a
    /// landing pile of 10,000 balls, and putting every island in order each step cost more than it saved.
    pub fn look_for_chain<R: NormalRows + ?Sized>(
        &mut self,
        island: &mut SmallIsland,
        rows: &R,
        bodies: &[SolverBody],
    ) {
        if island.chain.is_none() {
            put_in_chain_order(island, (rows, bodies), &mut self.chains, &mut self.spare);
        }
    }
}

/// Records whether `island`'s contacts form a chain, and puts them in chain order if they do: the order is
/// written into a list from `spare`, and the list it replaces goes back there.
fn put_in_chain_order<R: NormalRows + ?Sized>(
    island: &mut SmallIsland,
    (rows, bodies): (&R, &[SolverBody]),
    chains: &mut ChainScratch,
    spare: &mut Vec<Vec<usize>>,
) {
    let mut order = spare.pop().unwrap_or_default();
    let chain = chain_order(&island.contacts, rows, bodies, chains, &mut order);
    island.chain = Some(chain);
    if chain {
        order = std::mem::replace(&mut island.contacts, order);
    }
    spare.push(order);
}

/// The block solve's working arrays, kept between islands and substeps so that it does not allocate.
#[derive(Debug, Default)]
pub struct BlockScratch {
    before: Vec<f32>,
    /// Per place in the island, whether its contact is in the active set.
    in_set: Vec<bool>,
    /// The contacts of the active set, in the island's order.
    active: Vec<usize>,
    /// Places in the island of the contacts the last solve got wrong.
    infeasible: Vec<usize>,
    matrix: Vec<f64>,
    /// The right-hand side, then the solution: the impulse changes of the active contacts.
    change: Vec<f64>,
}

/// Sets the normal impulses of one island's contacts so that every pushing contact ends at its target
/// normal velocity for the substep (its `target`) and none pulls. An island that meets that already, to
/// within `tolerance` (m/s) on every contact, is left as it is: a heavy box resting on a light one, warm
/// started from the substep before, costs a look at its contacts rather than a solve. Returns whether the
/// island ends solved; false when no set was found in the rounds allowed (the impulses are then left as
/// they were, for the iterations to finish).
pub fn solve_block<R: NormalRows + ?Sized>(
    bodies: &mut [SolverBody],
    rows: &mut R,
    (island, tolerance): (&SmallIsland, f32),
    scratch: &mut BlockScratch,
) -> bool {
    let (members, chain) = (&island.contacts[..], island.chain == Some(true));
    if is_solved(bodies, rows, members, tolerance) {
        return true;
    }
    let BlockScratch { before, in_set, active, infeasible, matrix, change } = scratch;
    before.clear();
    before.extend(members.iter().map(|&i| rows.impulse(i)));
    // the contacts the iterations left pushing are the first guess
    in_set.clear();
    in_set.extend(members.iter().map(|&i| rows.impulse(i) > 0.0));
    // block principal pivoting (Júdice and Pires): every contact the last solve got wrong changes sides at
    // once, which settles a pressed row in a round or two; when that stops making progress, only the first
    // of them does (Murty's least-index rule, which cannot cycle)
    let (mut fewest, mut stalled) = (usize::MAX, 0);
    for _ in 0..ROUNDS_PER_CONTACT * members.len() + ROUNDS {
        // contacts outside the set push no more, and those inside are solved to their targets
        release_outside((members, in_set), active, rows, bodies);
        solve_active(bodies, rows, (active, chain), (matrix, change));
        // wrong: a contact of the set that ends pulling (not one only rounding takes below zero), or one
        // outside it that approaches faster than it may
        infeasible.clear();
        let inside = members.iter().enumerate().filter(|&(place, _)| in_set[place]);
        for ((place, &i), &d) in inside.zip(change.iter()) {
            let (impulse, d) = (rows.impulse(i), d as f32);
            rows.push(i, bodies, d);
            if impulse + d < -ROUNDING * (impulse.abs() + d.abs()) {
                infeasible.push(place);
            }
        }
        let outside = (0..members.len()).filter(|&place| !in_set[place]);
        infeasible.extend(outside.filter(|&place| approaches(rows, members[place], bodies)));
        if infeasible.is_empty() {
            // what rounding left below zero ends at zero
            for &i in active.iter() {
                let impulse = rows.impulse(i);
                rows.push(i, bodies, (-impulse).max(0.0));
            }
            return true;
        }
        (fewest, stalled) = if infeasible.len() < fewest { (infeasible.len(), 0) } else { (fewest, stalled + 1) };
        if stalled >= STALLED_ROUNDS {
            let first = infeasible.iter().copied().min().unwrap_or_default();
            infeasible.clear();
            infeasible.push(first);
        }
        infeasible.iter().for_each(|&place| in_set[place] = !in_set[place]);
    }
    // no set found in the rounds allowed: back to what the iterations left
    for (&i, &impulse) in members.iter().zip(before.iter()) {
        let change = impulse - rows.impulse(i);
        rows.push(i, bodies, change);
    }
    false
}

/// Takes back the impulse of every member outside the active set, and lists in `active` those inside it.
fn release_outside<R: NormalRows + ?Sized>(
    (members, in_set): (&[usize], &[bool]),
    active: &mut Vec<usize>,
    rows: &mut R,
    bodies: &mut [SolverBody],
) {
    active.clear();
    for (&i, &inside) in members.iter().zip(in_set.iter()) {
        match inside {
            true => active.push(i),
            false => {
                let impulse = rows.impulse(i);
                rows.push(i, bodies, -impulse);
            }
        }
    }
}

/// Whether a contact outside the active set ends approaching faster than its target allows (beyond rounding).
fn approaches<R: NormalRows + ?Sized>(rows: &R, row: usize, bodies: &[SolverBody]) -> bool {
    let (velocity, target) = (rows.normal_velocity(row, bodies), rows.target(row));
    velocity - target < -ROUNDING * (velocity.abs() + target.abs())
}

/// Whether every contact of `island` is within `tolerance` of what the exact solve would make it: none
/// approaching faster than its target allows, and none that pushes moving apart faster than its target.
fn is_solved<R: NormalRows + ?Sized>(bodies: &[SolverBody], rows: &R, island: &[usize], tolerance: f32) -> bool {
    island.iter().all(|&i| {
        let error = rows.normal_velocity(i, bodies) - rows.target(i);
        error >= -tolerance && (rows.impulse(i) <= 0.0 || error <= tolerance)
    })
}

/// The impulse changes Δλ that bring every contact of `active` to its target normal velocity at once, into
/// `change` (`matrix` is working space). A chain's contacts, in chain order, couple only with their
/// neighbours: its system is tridiagonal.
fn solve_active<R: NormalRows + ?Sized>(
    bodies: &[SolverBody],
    rows: &R,
    (active, chain): (&[usize], bool),
    (matrix, change): (&mut Vec<f64>, &mut Vec<f64>),
) {
    let k = active.len();
    change.clear();
    change.extend(active.iter().map(|&i| (rows.target(i) - rows.normal_velocity(i, bodies)) as f64));
    let entry = |i: usize, j: usize| rows.coupling(i, j, bodies);
    matrix.clear();
    if chain {
        // the diagonal, then the entries beside it
        matrix.extend(active.iter().map(|&i| entry(i, i)));
        matrix.extend(active.windows(2).map(|pair| entry(pair[0], pair[1])));
        let (diagonal, off) = matrix.split_at_mut(k);
        solve_tridiagonal(diagonal, off, change);
        return;
    }
    matrix.resize(k * k, 0.0);
    for (row, &i) in active.iter().enumerate() {
        // symmetric, and the factorisation reads only its lower triangle
        for (column, &j) in active[..=row].iter().enumerate() {
            matrix[row * k + column] = entry(i, j);
        }
    }
    solve_symmetric(matrix, change, k);
}

/// Solves the symmetric positive semi-definite system `matrix`·x = `rhs` in place (x in `rhs`) by Cholesky,
/// in f64 since the system is as ill-conditioned as the mass ratio is large, with a little added to the
/// diagonal so that contacts that duplicate each other (a box on two boxes that stand on the ground) share
/// the load instead of making the matrix singular.
fn solve_symmetric(matrix: &mut [f64], rhs: &mut [f64], k: usize) {
    let scale = (0..k).map(|i| matrix[i * k + i]).fold(0.0f64, f64::max);
    for i in 0..k {
        matrix[i * k + i] += scale * 1e-10;
    }
    // lower triangle becomes L with L·Lᵀ = matrix
    for j in 0..k {
        let mut diagonal = matrix[j * k + j];
        for p in 0..j {
            diagonal -= matrix[j * k + p] * matrix[j * k + p];
        }
        let diagonal = diagonal.max(f64::MIN_POSITIVE).sqrt();
        matrix[j * k + j] = diagonal;
        for i in j + 1..k {
            let mut value = matrix[i * k + j];
            for p in 0..j {
                value -= matrix[i * k + p] * matrix[j * k + p];
            }
            matrix[i * k + j] = value / diagonal;
        }
    }
    // forward then back substitution
    for i in 0..k {
        for p in 0..i {
            rhs[i] -= matrix[i * k + p] * rhs[p];
        }
        rhs[i] /= matrix[i * k + i];
    }
    for i in (0..k).rev() {
        for p in i + 1..k {
            rhs[i] -= matrix[p * k + i] * rhs[p];
        }
        rhs[i] /= matrix[i * k + i];
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::physics::solver::contact::SolverContact;
    use bevy_math::Vec3;

    const H: f32 = 1.0 / 240.0;

    /// A touching contact between bodies `pair`, along `normal`, ready for a substep.
    fn touching(pair: (usize, usize), bodies: &[SolverBody], normal: Vec3) -> SolverContact {
        let (mut contact, _) = SolverContact::new(pair, bodies, (normal, 0.0), (0.0, 0.0), 0.5).unwrap();
        contact.begin_substep(0.0, 1.0 / H);
        contact
    }

    /// The islands of `contacts` as the solver finds them.
    fn islands_of(bodies: &[SolverBody], contacts: &[SolverContact]) -> Vec<SmallIsland> {
        let mut islands = Vec::new();
        small_islands(bodies, contacts, &mut IslandScratch::default(), &mut islands);
        islands
    }

    /// An island of `contacts` solved with the dense system.
    fn dense(contacts: Vec<usize>) -> SmallIsland {
        SmallIsland { contacts, stiff: false, chain: Some(false) }
    }

    /// Ground (static), a 1 kg box on it and a `heavy` kg box on that, both falling at `speed`.
    fn sandwich(heavy: f32, speed: f32) -> (Vec<SolverBody>, Vec<SolverContact>) {
        let bodies = vec![
            SolverBody::new(Vec3::ZERO, 0.0),
            SolverBody::new(Vec3::Y * -speed, 1.0),
            SolverBody::new(Vec3::Y * -speed, 1.0 / heavy),
        ];
        let contacts = [(0, 1), (1, 2)].map(|pair| touching(pair, &bodies, Vec3::Y)).to_vec();
        (bodies, contacts)
    }

    #[test]
    fn a_heavy_box_on_a_light_one_stops_in_one_solve() {
        for heavy in [10.0, 1000.0, 1.0e6] {
            let (mut bodies, mut contacts) = sandwich(heavy, 0.04);
            let islands = islands_of(&bodies, &contacts);
            assert_eq!(islands, vec![SmallIsland { contacts: vec![0, 1], stiff: true, chain: Some(false) }]);
            solve_block(&mut bodies, &mut contacts[..], (&islands[0], 0.0), &mut BlockScratch::default());
            // both stop; the ground carries both boxes' momentum, the light box the heavy one's
            let stopped = |body: &SolverBody| body.velocity().y.abs() < 1e-3 * 0.04;
            assert!(stopped(&bodies[1]) && stopped(&bodies[2]), "{heavy}: {bodies:?}");
            let (ground, middle) = (contacts[0].normal_impulse, contacts[1].normal_impulse);
            assert!((middle - heavy * 0.04).abs() < 1e-3 * heavy * 0.04, "{heavy}: {middle}");
            assert!((ground - (heavy + 1.0) * 0.04).abs() < 1e-3 * (heavy + 1.0) * 0.04, "{heavy}: {ground}");
        }
    }

    #[test]
    fn an_island_solved_to_the_tolerance_is_left_as_it_is() {
        // solved exactly, then the heavy box nudged down by half a tolerance: within it, nothing changes
        let tolerance = 1e-3;
        let (mut bodies, mut contacts) = sandwich(1000.0, 0.04);
        let island = dense(vec![0, 1]);
        solve_block(&mut bodies, &mut contacts[..], (&island, 0.0), &mut BlockScratch::default());
        bodies[2].accelerate(Vec3::Y * -0.5 * tolerance);
        let nudged = (bodies.clone(), contacts.clone());
        solve_block(&mut bodies, &mut contacts[..], (&island, tolerance), &mut BlockScratch::default());
        assert_eq!(bodies[2], nudged.0[2]);
        assert_eq!(contacts[1].normal_impulse, nudged.1[1].normal_impulse);
        // nudged by twice the tolerance, it is solved again: the heavy box stops
        bodies[2].accelerate(Vec3::Y * -2.0 * tolerance);
        solve_block(&mut bodies, &mut contacts[..], (&island, tolerance), &mut BlockScratch::default());
        assert!(bodies[2].velocity().y.abs() < 1e-6, "{:?}", bodies[2]);
        // a contact that pushes while its bodies part faster than the tolerance lets go
        bodies[2].accelerate(Vec3::Y * 0.1);
        solve_block(&mut bodies, &mut contacts[..], (&island, tolerance), &mut BlockScratch::default());
        assert_eq!(contacts[1].normal_impulse, 0.0);
    }

    #[test]
    fn contacts_that_would_pull_leave_the_set() {
        // the light box is thrown down, the heavy one up, and the contact between them starts out pushing:
        // only the ground contact may push in the end
        let (mut bodies, mut contacts) = sandwich(1000.0, 0.0);
        bodies[1] = SolverBody::new(Vec3::Y * -2.0, bodies[1].inverse_mass());
        bodies[2] = SolverBody::new(Vec3::Y * 3.0, bodies[2].inverse_mass());
        contacts[1].push(&mut bodies, 5.0);
        let island = dense(vec![0, 1]);
        solve_block(&mut bodies, &mut contacts[..], (&island, 0.0), &mut BlockScratch::default());
        assert_eq!(contacts[1].normal_impulse, 0.0);
        assert!(bodies[1].velocity().y.abs() < 1e-5, "{:?}", bodies[1]);
        assert!((bodies[2].velocity().y - 3.0).abs() < 1e-5, "{:?}", bodies[2]);
    }

    /// A 100 kg box at `speed` along x touching a row of twenty 1 kg boxes that touch each other.
    fn driven_row(speed: f32) -> (Vec<SolverBody>, Vec<SolverContact>) {
        let mut bodies = vec![SolverBody::new(Vec3::X * speed, 0.01)];
        bodies.extend((0..20).map(|_| SolverBody::new(Vec3::ZERO, 1.0)));
        let contacts = (0..20).map(|i| touching((i, i + 1), &bodies, Vec3::X)).collect();
        (bodies, contacts)
    }

    #[test]
    fn a_driven_row_moves_as_one_after_one_solve_dense_or_as_a_chain() {
        for chain in [false, true] {
            let (mut bodies, mut contacts) = driven_row(40.0);
            let island = SmallIsland { contacts: (0..20).collect(), stiff: true, chain: Some(chain) };
            assert!(solve_block(&mut bodies, &mut contacts[..], (&island, 0.0), &mut BlockScratch::default()));
            // perfectly inelastic: 100 × 40 = 120 × v
            for body in &bodies {
                assert!((body.velocity().x - 100.0 * 40.0 / 120.0).abs() < 1e-3, "{chain}: {bodies:?}");
            }
        }
    }

    #[test]
    fn impulses_an_impact_left_are_taken_back_when_nothing_approaches() {
        // the row already moves as one, but every contact still carries the impulse of the impact (as a
        // warm start brings it into the next substep): all of it must go, each contact ending at zero
        let (mut bodies, mut contacts) = driven_row(40.0);
        let island = SmallIsland { contacts: (0..20).collect(), stiff: true, chain: Some(true) };
        solve_block(&mut bodies, &mut contacts[..], (&island, 0.0), &mut BlockScratch::default());
        let settled: Vec<Vec3> = bodies.iter().map(|body| body.velocity()).collect();
        for contact in contacts.iter_mut() {
            let impulse = contact.normal_impulse;
            contact.normal_impulse = 0.0;
            contact.warm_start(&mut bodies, impulse, Vec3::ZERO);
        }
        solve_block(&mut bodies, &mut contacts[..], (&island, 0.0), &mut BlockScratch::default());
        for (body, before) in bodies.iter().zip(&settled) {
            assert!((body.velocity() - *before).length() < 1e-3, "{bodies:?}");
        }
        assert!(contacts.iter().all(|contact| contact.normal_impulse < 1e-3), "{contacts:?}");
    }

    #[test]
    fn past_the_unconverged_size_only_stiff_islands_and_chains_are_solved_exactly() {
        // twenty contacts in a row: the heavy driver makes it stiff; a row of equal boxes is a chain, offered
        // too, in its order; with a box on the sixth, the row branches, and it is left to the iterations
        let (bodies, contacts) = driven_row(40.0);
        assert_eq!(
            islands_of(&bodies, &contacts),
            vec![SmallIsland { contacts: (0..20).collect(), stiff: true, chain: Some(true) }]
        );
        let mut equal = bodies.clone();
        equal[0] = SolverBody::new(equal[0].velocity(), 1.0);
        assert_eq!(
            islands_of(&equal, &contacts),
            vec![SmallIsland { contacts: (0..20).collect(), stiff: false, chain: Some(true) }]
        );
        equal.push(SolverBody::new(Vec3::ZERO, 1.0));
        let mut branched = contacts.clone();
        branched.push(touching((5, 21), &equal, Vec3::Y));
        assert!(islands_of(&equal, &branched).is_empty());
        // within the size, a branched island is offered all the same, and found to branch only when it is
        // first offered an exact solve
        let short = [&branched[..BLOCK_MAX_UNCONVERGED - 1], &branched[20..]].concat();
        let mut island = islands_of(&equal, &short);
        assert_eq!(island.len(), 1);
        assert!(island[0].chain.is_none() && island[0].contacts.len() == BLOCK_MAX_UNCONVERGED, "{island:?}");
        IslandScratch::default().look_for_chain(&mut island[0], &short[..], &equal);
        assert_eq!(island[0].chain, Some(false));
    }

    #[test]
    fn islands_found_again_and_again_give_the_same_islands_and_keep_few_spare_lists() {
        // a chain (its order is a new list each time), a stiff pair and a ring of 19 left to the iterations
        let (mut bodies, mut contacts) = driven_row(40.0);
        let (ground, light, heavy) = (bodies.len(), bodies.len() + 1, bodies.len() + 2);
        bodies.extend([0.0, 1.0, 0.001].map(|inverse_mass| SolverBody::new(Vec3::ZERO, inverse_mass)));
        contacts.extend([(ground, light), (light, heavy)].map(|pair| touching(pair, &bodies, Vec3::Y)));
        let mut equal = driven_row(40.0);
        equal.0[0] = SolverBody::new(equal.0[0].velocity(), 1.0);
        let offset = bodies.len();
        bodies.extend(equal.0.iter().skip(1));
        let branched = (1..20).map(|i| touching((offset + i - 1, offset + i % 19), &bodies, Vec3::X));
        contacts.extend(branched);
        let expected = islands_of(&bodies, &contacts);
        assert_eq!(expected.iter().map(|island| island.contacts.len()).collect::<Vec<_>>(), vec![20, 2]);
        let (mut scratch, mut islands) = (IslandScratch::default(), Vec::new());
        for _ in 0..50 {
            small_islands(&bodies, &contacts[..], &mut scratch, &mut islands);
            assert_eq!(islands, expected);
            assert!(scratch.spare.len() <= 3, "{} spare lists", scratch.spare.len());
        }
    }

    #[test]
    fn a_short_island_is_looked_at_for_a_chain_when_first_offered_an_exact_solve() {
        // a column of six balls on the ground, its contacts found top first; and a pair
        let mut bodies = vec![SolverBody::new(Vec3::ZERO, 0.0)];
        bodies.extend((0..6).map(|_| SolverBody::new(Vec3::ZERO, 1.0)));
        let mut contacts: Vec<SolverContact> = (0..6).rev().map(|i| touching((i, i + 1), &bodies, Vec3::Y)).collect();
        let pair = [bodies.len(), bodies.len() + 1];
        bodies.extend([SolverBody::new(Vec3::ZERO, 1.0), SolverBody::new(Vec3::ZERO, 1.0)]);
        contacts.extend([(0, pair[0]), (pair[0], pair[1])].map(|p| touching(p, &bodies, Vec3::Y)));
        let mut found = islands_of(&bodies, &contacts);
        assert_eq!(
            found,
            vec![
                SmallIsland { contacts: (0..6).collect(), stiff: false, chain: None },
                SmallIsland { contacts: vec![6, 7], stiff: false, chain: Some(false) },
            ]
        );
        let mut scratch = IslandScratch::default();
        for island in &mut found {
            scratch.look_for_chain(island, &contacts[..], &bodies);
        }
        // the column in chain order, from either end; the pair left as it was
        assert_eq!(found[0].chain, Some(true));
        let order: Vec<usize> = (0..6).collect();
        let reversed: Vec<usize> = (0..6).rev().collect();
        assert!(found[0].contacts == order || found[0].contacts == reversed, "{found:?}");
        assert_eq!(found[1], SmallIsland { contacts: vec![6, 7], stiff: false, chain: Some(false) });
    }

    #[test]
    fn equal_masses_are_left_to_the_passes_unless_they_fail() {
        let (bodies, contacts) = sandwich(1.0, 0.04);
        assert_eq!(
            islands_of(&bodies, &contacts),
            vec![SmallIsland { contacts: vec![0, 1], stiff: false, chain: Some(false) }]
        );
    }

    #[test]
    fn a_landing_column_is_solved_where_changing_every_wrong_contact_at_once_cycles() {
        // a column of four 1 kg boxes mid-landing, as one iteration left it (met in the benchmark's boxes 10³):
        // moving every wrong contact at once swaps the same two contacts in and out for ever
        let velocities = [0.0, 0.0, 5.4976, -0.9604, 2.216];
        let bodies: Vec<SolverBody> = velocities
            .iter()
            .enumerate()
            .map(|(i, &v)| SolverBody::new(Vec3::Y * v, if i == 0 { 0.0 } else { 1.0 }))
            .collect();
        let mut contacts: Vec<SolverContact> =
            [(1, 2), (2, 3), (3, 4), (0, 1)].map(|pair| touching(pair, &bodies, Vec3::Y)).to_vec();
        // the impulses the velocities already hold (only their record: the velocities are as given)
        for (contact, impulse) in contacts.iter_mut().zip([6.876, 0.0, 2.257, 6.917]) {
            contact.normal_impulse = impulse;
        }
        // dense in the order found, and as the chain it is (ground contact first)
        let islands =
            [dense(vec![0, 1, 2, 3]), SmallIsland { contacts: vec![3, 0, 1, 2], stiff: false, chain: Some(true) }];
        for island in islands {
            let (mut bodies, mut contacts) = (bodies.clone(), contacts.clone());
            assert!(solve_block(&mut bodies, &mut contacts[..], (&island, 0.0), &mut BlockScratch::default()));
            // every contact ends pushing at its target or idle and not approaching
            for contact in &contacts {
                let velocity = contact.normal_velocity(&bodies);
                assert!(contact.normal_impulse >= 0.0 && velocity >= -1e-4, "{contacts:?} {bodies:?}");
                assert!(contact.normal_impulse == 0.0 || velocity.abs() < 1e-4, "{contacts:?} {bodies:?}");
            }
        }
    }
}
