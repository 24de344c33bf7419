//! Islands whose contacts form a chain (a column of boxes, a row pressed end to end): their exact solve is a
//! tridiagonal system, linear in the chain's length instead of cubic.
//!
//! Two contacts push on each other only through a body they share. When every moving body of an island is in
//! at most two of its contacts and they do not close into a ring, the contacts line up one after the other,
//! each sharing a body only with its neighbours, and in that order the exact solve's matrix has entries only
//! on its diagonal and next to it.

use crate::physics::solver::contact::SolverBody;
use crate::physics::solver::normal_rows::NormalRows;

/// No contact at this place.
const NONE: u32 = u32::MAX;

/// Per body, the places in an island of the (at most two) contacts it is in; kept between islands so that
/// ordering one costs no allocation but its result, and left empty between calls.
#[derive(Debug, Default)]
pub struct ChainScratch {
    at_body: Vec<[u32; 2]>,
}

/// Whether `island`'s contacts form a chain (every moving body in at most two of them, and no ring); if they
/// do, `order` holds them in chain order (its memory is reused: a landing pile orders hundreds of chains a
/// substep).
pub fn chain_order<R: NormalRows + ?Sized>(
    island: &[usize],
    rows: &R,
    bodies: &[SolverBody],
    scratch: &mut ChainScratch,
    order: &mut Vec<usize>,
) -> bool {
    let at_body = &mut scratch.at_body;
    at_body.resize(bodies.len(), [NONE; 2]);
    let moving = |contact: usize| {
        let (a, b) = rows.pair(contact);
        [a, b].into_iter().filter(|&body| bodies[body].moves())
    };
    let mut branches = false;
    for (place, &contact) in island.iter().enumerate() {
        for body in moving(contact) {
            match at_body[body] {
                [NONE, _] => at_body[body][0] = place as u32,
                [_, NONE] => at_body[body][1] = place as u32,
                _ => branches = true,
            }
        }
    }
    let chain = !branches && walk(island, |place| neighbours(place, moving(island[place]), at_body), order);
    for &contact in island {
        let (a, b) = rows.pair(contact);
        at_body[a] = [NONE; 2];
        at_body[b] = [NONE; 2];
    }
    chain
}

/// The places of the contacts that share a moving body with the contact at `place` (through `bodies`).
fn neighbours(place: usize, bodies: impl Iterator<Item = usize>, at_body: &[[u32; 2]]) -> [u32; 2] {
    let mut found = [NONE; 2];
    for (slot, body) in bodies.enumerate() {
        let [first, second] = at_body[body];
        found[slot] = if first as usize == place { second } else { first };
    }
    found
}

/// Puts the contacts in `order` from an end of the chain; false for a ring (no end to start from).
fn walk(island: &[usize], neighbours_of: impl Fn(usize) -> [u32; 2], order: &mut Vec<usize>) -> bool {
    let links = |place: usize| neighbours_of(place).into_iter().filter(|&n| n != NONE);
    // an end: at most one other contact beside it (both its bodies may lead to the same one)
    let is_end = |place: usize| {
        let [x, y] = neighbours_of(place);
        x == NONE || y == NONE || x == y
    };
    order.clear();
    let Some(start) = (0..island.len()).find(|&place| is_end(place)) else {
        return false;
    };
    let (mut previous, mut current) = (NONE, start as u32);
    while current != NONE && order.len() < island.len() {
        order.push(island[current as usize]);
        let next = links(current as usize).find(|&n| n != previous && n != current).unwrap_or(NONE);
        (previous, current) = (current, next);
    }
    order.len() == island.len()
}

/// Solves the symmetric positive definite tridiagonal system with `diagonal` and `off` (entry i couples
/// unknowns i and i + 1) for `rhs` in place (x in `rhs`), by elimination down the chain and substitution
/// back up, with the same small addition to the diagonal as the dense solve.
pub fn solve_tridiagonal(diagonal: &mut [f64], off: &[f64], rhs: &mut [f64]) {
    let k = diagonal.len();
    if k == 0 {
        return;
    }
    let scale = diagonal.iter().copied().fold(0.0f64, f64::max);
    diagonal.iter_mut().for_each(|d| *d = (*d + scale * 1e-10).max(f64::MIN_POSITIVE));
    for i in 1..k {
        let factor = off[i - 1] / diagonal[i - 1];
        diagonal[i] = (diagonal[i] - factor * off[i - 1]).max(f64::MIN_POSITIVE);
        rhs[i] -= factor * rhs[i - 1];
    }
    rhs[k - 1] /= diagonal[k - 1];
    for i in (0..k - 1).rev() {
        rhs[i] = (rhs[i] - off[i] * rhs[i + 1]) / diagonal[i];
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::physics::solver::contact::SolverContact;
    use bevy_math::Vec3;

    fn touching(pair: (usize, usize), bodies: &[SolverBody]) -> SolverContact {
        SolverContact::new(pair, bodies, (Vec3::Y, 0.0), (0.0, 0.0), 0.5).unwrap().0
    }

    #[test]
    fn a_column_is_put_in_order_from_the_ground_up_and_a_ring_or_a_branch_is_not_a_chain() {
        // ground (static) 0, boxes 1 to 4 stacked; the contacts listed out of order
        let bodies: Vec<SolverBody> =
            (0..5).map(|i| SolverBody::new(Vec3::ZERO, if i == 0 { 0.0 } else { 1.0 })).collect();
        let contacts: Vec<SolverContact> =
            [(2, 3), (0, 1), (3, 4), (1, 2)].into_iter().map(|pair| touching(pair, &bodies)).collect();
        let (mut scratch, mut order) = (ChainScratch::default(), Vec::new());
        assert!(chain_order(&[0, 1, 2, 3], &contacts[..], &bodies, &mut scratch, &mut order));
        // either end first: the ground contact (1) then up, or the top (2) then down
        assert!(order == vec![1, 3, 0, 2] || order == vec![2, 0, 3, 1], "{order:?}");
        // a fourth box on box 2 too: box 2 is in three contacts
        let mut branched = contacts.clone();
        let bodies_branched: Vec<SolverBody> =
            bodies.iter().copied().chain([SolverBody::new(Vec3::ZERO, 1.0)]).collect();
        branched.push(touching((2, 5), &bodies_branched));
        assert!(!chain_order(&[0, 1, 2, 3, 4], &branched[..], &bodies_branched, &mut scratch, &mut order));
        // a ring of three moving bodies
        let ring: Vec<SolverContact> =
            [(1, 2), (2, 3), (3, 1)].into_iter().map(|pair| touching(pair, &bodies)).collect();
        assert!(!chain_order(&[0, 1, 2], &ring[..], &bodies, &mut scratch, &mut order));
        // the scratch is left empty for the next island
        assert!(scratch.at_body.iter().all(|&places| places == [NONE; 2]));
    }

    #[test]
    fn the_tridiagonal_solve_matches_the_system() {
        // [2 -1 0; -1 2 -1; 0 -1 2] x = [1 0 1]: x = [1 1 1]
        let mut diagonal = vec![2.0, 2.0, 2.0];
        let mut rhs = vec![1.0, 0.0, 1.0];
        solve_tridiagonal(&mut diagonal, &[-1.0, -1.0], &mut rhs);
        assert!(rhs.iter().all(|x| (x - 1.0).abs() < 1e-8), "{rhs:?}");
    }
}
