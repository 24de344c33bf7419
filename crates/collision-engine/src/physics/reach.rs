//! Reach stage: the contacts the solver's moves may bring about.
//!
//! The broadphase pairs bodies by where free flight takes them, but the solver moves bodies off those
//! paths: a heavy box driving into a row of boxes at rest, 5 cm apart, shoves the first into the second,
//! a pair nobody tested. So every body gets a bound on how far the solver may move it this step, spread
//! along the contacts from the approaches free flight made (less each gap on the way); where a bound passes
//! the speculative margin, the grid is searched again around the body, grown by it, and the contacts found
//! are added. Before any search, each bound is cut to what static bodies let through: a box resting on the
//! ground cannot be moved into it, nor can the stack on that box, so a box landing on a stack searches
//! around itself only, not around every box beneath it.

use std::collections::VecDeque;

use crate::bevy_prelude::*;

use crate::geometry::aabb::Aabb;
use crate::physics::broadphase::candidates::CandidatePairs;
use crate::physics::data::contacts::{ContactPair, Contacts, pair_key};
use crate::physics::narrowphase::Detection;
use crate::physics::schedule::{PhysicsSchedule, PhysicsSystems};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SolverReach>()
        .add_systems(PhysicsSchedule, collect_reached_contacts.in_set(PhysicsSystems::Reach));
}

/// How far the solver may move a body from where free flight takes it: by up to `ahead` along each
/// positive axis and up to `behind` along each negative one.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Reach {
    /// Per positive axis, how far (m).
    pub ahead: Vec3,
    /// Per negative axis, how far (m).
    pub behind: Vec3,
}

/// No limit on a move.
const UNLIMITED: Reach = Reach { ahead: Vec3::INFINITY, behind: Vec3::INFINITY };

impl Reach {
    /// The furthest the body may be moved along the unit vector `n`.
    pub fn along(&self, n: Vec3) -> f32 {
        self.ahead.dot(n.max(Vec3::ZERO)) + self.behind.dot((-n).max(Vec3::ZERO))
    }

    /// Makes room for a move of `distance` along the unit vector `n`; returns how much the bound grew.
    pub fn include(&mut self, n: Vec3, distance: f32) -> f32 {
        self.include_within(n, distance, &UNLIMITED)
    }

    /// The same, the bound cut to `limit` on every axis (a bound already within it stays within it).
    fn include_within(&mut self, n: Vec3, distance: f32, limit: &Reach) -> f32 {
        let ahead = self.ahead.max(n * distance).min(limit.ahead);
        let behind = self.behind.max(-n * distance).min(limit.behind);
        let grown = (ahead - self.ahead).max(behind - self.behind).max_element();
        (self.ahead, self.behind) = (ahead, behind);
        grown
    }

    /// Lowers the limit along the axis direction (axis, positive) to `distance`; true when it was higher.
    fn lower(&mut self, (axis, positive): (usize, bool), distance: f32) -> bool {
        let limit = if positive { &mut self.ahead[axis] } else { &mut self.behind[axis] };
        let lowered = distance < *limit;
        *limit = limit.min(distance);
        lowered
    }

    /// The limit along the axis direction (axis, positive).
    fn toward(&self, (axis, positive): (usize, bool)) -> f32 {
        if positive { self.ahead[axis] } else { self.behind[axis] }
    }

    /// The longest move on any axis.
    pub fn largest(&self) -> f32 {
        self.ahead.max(self.behind).max_element()
    }

    /// `bounds` grown to hold the body wherever the move may take it.
    pub fn grow(&self, bounds: Aabb) -> Aabb {
        Aabb::from_min_max(bounds.min() - self.behind, bounds.max() + self.ahead)
    }
}

/// This step's move bound of every body (by its slot in [`CandidatePairs`]), and the contacts that spread
/// them.
#[derive(Resource, Debug, Default)]
pub struct SolverReach {
    /// Per body, by slot.
    pub reaches: Vec<Reach>,
    /// Per body, the most a move can take it along each axis before a static body stops it (through the
    /// bodies between), set only when some bound calls for a search ([`Self::limit_by_statics`]).
    limits: Vec<Reach>,
    /// The largest move each body was searched around with (0: not yet).
    searched: Vec<f32>,
    /// How often each body was queued: a cycle of overlaps could otherwise grow its bound forever.
    visits: Vec<u8>,
    /// Per body, the first of its links; each link is (contact, next link).
    first_link: Vec<u32>,
    links: Vec<(u32, u32)>,
    queue: VecDeque<usize>,
    /// The longest move of any body's bound so far (bounds only grow until they are reset).
    widest: f32,
    /// Slots below this are static bodies: never moved, never linked, so their entries stay untouched
    /// from step to step and a floor of tiles costs nothing to reset.
    statics: usize,
}

const NO_LINK: u32 = u32::MAX;

/// Visits after which a body's bound is no longer spread (it has gone round a cycle of contacts).
const MAX_VISITS: u8 = 8;

/// The contact between two bodies as a move sees it: who, along which normal (from `a` to `b`), and how far
/// the solver may have to part them ([`reach_depth`]; negative for a gap).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ReachContact {
    /// The first body's slot.
    pub a: usize,
    /// The second body's slot.
    pub b: usize,
    /// Unit normal from `a` to `b`.
    pub normal: Vec3,
    /// How far the solver may have to part them (m; negative for a gap).
    pub depth: f32,
    /// Their separation where free flight takes them (m; negative for an overlap).
    pub separation: f32,
}

/// The axis direction (axis, positive) `n` points along, if it is a unit axis (box faces, a ball on a face).
fn axis_direction(n: Vec3) -> Option<(usize, bool)> {
    let axis = n.abs().max_position();
    (n[axis].abs() >= 1.0 - 1e-6).then_some((axis, n[axis] > 0.0))
}

impl SolverReach {
    /// How far moves may close the gap of `pair`: A moved towards B plus B moved towards A.
    pub fn closing(&self, candidates: &CandidatePairs, pair: &ContactPair) -> f32 {
        let reach = |entity: Entity| candidates.bodies.get(entity).and_then(|slot| self.reaches.get(slot)).copied();
        let (a, b) = (reach(pair.a).unwrap_or_default(), reach(pair.b).unwrap_or_default());
        a.along(pair.contact.normal) + b.along(-pair.contact.normal)
    }

    /// Forgets the last step: `bodies` bodies, none moved, the first `statics` of them static.
    pub fn reset(&mut self, statics: usize, bodies: usize) {
        // the entries of bodies static in both steps were never written
        let kept = statics.min(self.statics).min(self.reaches.len());
        self.statics = statics;
        self.reaches.truncate(kept);
        self.reaches.resize(bodies, Reach::default());
        self.limits.clear();
        self.searched.truncate(kept);
        self.searched.resize(bodies, 0.0);
        self.visits.truncate(kept);
        self.visits.resize(bodies, 0);
        self.first_link.truncate(kept);
        self.first_link.resize(bodies, NO_LINK);
        self.links.clear();
        self.queue.clear();
        self.widest = 0.0;
    }

    fn is_static(&self, body: usize) -> bool {
        body < self.statics
    }

    /// Records `contact`, number `index` in the list its users keep, with its moving bodies.
    pub fn link(&mut self, index: usize, contact: &ReachContact) {
        let statics = self.statics;
        for body in [contact.a, contact.b].into_iter().filter(|&body| body >= statics) {
            self.links.push((index as u32, self.first_link[body]));
            self.first_link[body] = (self.links.len() - 1) as u32;
        }
    }

    /// The contacts linked to `body`, by index.
    fn linked(&self, body: usize) -> impl Iterator<Item = usize> + '_ {
        let mut link = self.first_link[body];
        std::iter::from_fn(move || {
            let &(index, next) = self.links.get(link as usize)?;
            link = next;
            Some(index as usize)
        })
    }

    /// Whether `a` and `b` share a contact already.
    pub fn are_linked(&self, a: usize, b: usize, contacts: &[ReachContact]) -> bool {
        let (a, b) = if self.is_static(a) { (b, a) } else { (a, b) };
        self.linked(a).any(|index| contacts[index].a == b || contacts[index].b == b)
    }

    /// Spreads `from`'s move across `contact` to its other body: that body may be moved by as much as
    /// `from` is moved towards it, plus the contact's depth. Static bodies are never moved.
    pub fn spread(&mut self, from: usize, contact: &ReachContact) {
        let (to, normal) = if from == contact.a { (contact.b, contact.normal) } else { (contact.a, -contact.normal) };
        let distance = self.reaches[from].along(normal) + contact.depth;
        if distance <= 0.0 || self.is_static(to) || self.visits[to] >= MAX_VISITS {
            return;
        }
        let limit = self.limits.get(to).unwrap_or(&UNLIMITED);
        let grown = self.reaches[to].include_within(normal, distance, limit);
        self.widest = self.widest.max(self.reaches[to].largest());
        // growth below a millimetre is not worth another round
        if grown > 1e-3 {
            self.visits[to] += 1;
            self.queue.push_back(to);
        }
    }

    /// Spreads the move of both bodies of every contact across it, once.
    fn spread_across(&mut self, contacts: &[ReachContact]) {
        for contact in contacts {
            self.spread(contact.a, contact);
            self.spread(contact.b, contact);
        }
    }

    /// Spreads the move of both bodies of every contact across it, and on until no bound grows.
    #[cfg(test)]
    fn spread_all(&mut self, contacts: &[ReachContact]) {
        self.spread_until_past(contacts, f32::INFINITY);
    }

    /// The same, stopping as soon as some bound is wider than `limit` (see [`Reach::largest`]): whether one
    /// is (then the bounds are left part way).
    fn spread_until_past(&mut self, contacts: &[ReachContact], limit: f32) -> bool {
        self.spread_across(contacts);
        while self.widest <= limit
            && let Some(body) = self.next_grown()
        {
            self.spread_from(body, contacts);
        }
        self.widest > limit
    }

    /// Forgets the bounds spread so far (keeps the contacts linked).
    fn restart(&mut self) {
        let statics = self.statics;
        self.reaches[statics..].fill(Reach::default());
        self.searched[statics..].fill(0.0);
        self.visits[statics..].fill(0);
        self.queue.clear();
        self.widest = 0.0;
    }

    /// Sets every body's limit: a contact with a static body whose normal is a unit axis stops the body
    /// from being moved further towards it than the gap between them, and a body held so holds the body
    /// touching it from the other side the same way, plus their own gap, and on through a stack. (The
    /// solver never lets a contact close past touching, and never moves an overlap deeper.)
    fn limit_by_statics(&mut self, contacts: &[ReachContact]) {
        self.limits.clear();
        self.limits.resize(self.reaches.len(), UNLIMITED);
        self.queue.clear();
        let statics = self.statics;
        for contact in contacts {
            let (held, toward) = match (contact.a < statics, contact.b < statics) {
                (true, false) => (contact.b, -contact.normal),
                (false, true) => (contact.a, contact.normal),
                _ => continue,
            };
            if let Some(direction) = axis_direction(toward)
                && self.limits[held].lower(direction, contact.separation.max(0.0))
            {
                self.queue.push_back(held);
            }
        }
        while let Some(body) = self.queue.pop_front() {
            let mut link = self.first_link[body];
            while let Some(&(index, next)) = self.links.get(link as usize) {
                link = next;
                let contact = &contacts[index as usize];
                // the other body, and the direction from it towards this one
                let (other, toward) =
                    if contact.a == body { (contact.b, -contact.normal) } else { (contact.a, contact.normal) };
                let Some(direction) = axis_direction(toward).filter(|_| other >= statics) else {
                    continue;
                };
                let held = contact.separation.max(0.0) + self.limits[body].toward(direction);
                if self.limits[other].lower(direction, held) {
                    self.queue.push_back(other);
                }
            }
        }
    }

    /// Spreads `body`'s move across every contact linked to it (numbered into `contacts`).
    pub fn spread_from(&mut self, body: usize, contacts: &[ReachContact]) {
        let mut link = self.first_link[body];
        while let Some(&(index, next)) = self.links.get(link as usize) {
            self.spread(body, &contacts[index as usize]);
            link = next;
        }
    }

    /// The next body whose move grew, if any.
    pub fn next_grown(&mut self) -> Option<usize> {
        self.queue.pop_front()
    }

    /// Whether `body`'s move has grown by more than `margin` since it was last searched around; if so it
    /// is marked searched now.
    pub fn take_search(&mut self, body: usize, margin: f32) -> bool {
        let largest = self.reaches[body].largest();
        let due = largest > self.searched[body] + margin;
        if due {
            self.searched[body] = largest;
        }
        due
    }
}

/// Adds to [`Contacts`] every pair a move may bring together (see the module docs): a body moved further
/// than the speculative margin is searched for in the grid around its bounds grown by the move, and each
/// body found that it had no contact with is tested with a margin as wide as both moves.
pub fn collect_reached_contacts(
    detection: Detection,
    mut contacts: ResMut<Contacts>,
    mut graph: ResMut<SolverReach>,
    mut edges: Local<Vec<ReachContact>>,
) {
    let candidates = &*detection.candidates;
    let margin = detection.settings.speculative_margin;
    graph.reset(candidates.static_count(), candidates.bodies.entities().len());
    edges.clear();
    for pair in &contacts.pairs {
        if let Some(edge) = reach_contact(pair, candidates) {
            graph.link(edges.len(), &edge);
            edges.push(edge);
        }
    }
    // at rest no bound calls for a search, and the bounds stay as spread; once one does, the spreading stops
    // there, as the search spreads them again from the start with the limits static bodies set (in a landing
    // pile the bounds grow up each column a contact a round: in full, more spreads than the search's own)
    if !graph.spread_until_past(&edges, margin) {
        return;
    }
    graph.limit_by_statics(&edges);
    graph.restart();
    graph.spread_across(&edges);
    let mut found = Vec::new();
    while let Some(body) = graph.next_grown() {
        if graph.take_search(body, margin) {
            add_contacts_around(body, &detection, (&mut graph, &mut edges), &mut contacts, &mut found);
        }
        graph.spread_from(body, &edges);
    }
}

/// Adds the contacts of `body` with every body its move may take it to that it has no contact with yet,
/// each tested with a margin as wide as both moves (`found` is scratch space).
fn add_contacts_around(
    body: usize,
    detection: &Detection,
    (graph, edges): (&mut SolverReach, &mut Vec<ReachContact>),
    contacts: &mut Contacts,
    found: &mut Vec<usize>,
) {
    let candidates = &*detection.candidates;
    found.clear();
    let region = graph.reaches[body].grow(candidates.proxy(body).aabb);
    candidates.overlapping(&region, |other| found.push(other));
    for &other in found.iter() {
        if other == body || !candidates.layers_meet(body, other) || graph.are_linked(body, other, edges) {
            continue;
        }
        let (a, b) = pair_key(candidates.entity(body), candidates.entity(other));
        let widened =
            detection.settings.speculative_margin + graph.reaches[body].largest() + graph.reaches[other].largest();
        let Some(detected) = detection.detect(a, b, widened) else {
            continue;
        };
        contacts.add(detected);
        if let Some(edge) = reach_contact(&detected.pair, candidates) {
            graph.link(edges.len(), &edge);
            edges.push(edge);
        }
    }
}

/// `pair` as a move sees it, if the solver resolves it (a continuous hit was resolved already).
fn reach_contact(pair: &ContactPair, candidates: &CandidatePairs) -> Option<ReachContact> {
    if !pair.resolve || pair.toi.is_some() {
        return None;
    }
    let (a, b) = (candidates.bodies.get(pair.a)?, candidates.bodies.get(pair.b)?);
    let depth = reach_depth(pair.contact.penetration, pair.closing.max(0.0));
    Some(ReachContact { a, b, normal: pair.contact.normal, depth, separation: -pair.contact.penetration })
}

/// How far the solver may have to part a pair that ends its free flight `penetration` deep after closing by
/// `approach` along the normal: a gap it had when the step began may close, the rest of the approach is
/// stopped, and an overlap it began with is left to the positional correction (the solver only stops
/// bodies, it does not move overlaps apart). Negative: a gap no move is needed to keep.
pub fn reach_depth(penetration: f32, approach: f32) -> f32 {
    penetration.min(approach)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_push_bound_holds_pushes_along_any_direction() {
        let mut push = Reach::default();
        assert_eq!(push.include(Vec3::X, 0.5), 0.5);
        assert_eq!(push.include(-Vec3::Y, 0.25), 0.25);
        // already inside: no growth
        assert_eq!(push.include(Vec3::X, 0.3), 0.0);
        assert_eq!((push.along(Vec3::X), push.along(-Vec3::X), push.along(-Vec3::Y)), (0.5, 0.0, 0.25));
        let diagonal = Vec3::new(1.0, -1.0, 0.0).normalize();
        assert!((push.along(diagonal) - 0.75 * diagonal.x).abs() < 1e-6);
        assert_eq!(push.largest(), 0.5);
        let grown = push.grow(Aabb::new(Vec3::ZERO, Vec3::splat(1.0)));
        assert_eq!((grown.min(), grown.max()), (Vec3::new(-1.0, -1.25, -1.0), Vec3::new(1.5, 1.0, 1.0)));
    }

    /// Bodies 0..n in a row along x, body 0 static when `wall`; contact i joins bodies i and i + 1.
    fn row(depths: &[f32], wall: bool) -> (SolverReach, Vec<ReachContact>) {
        let mut reach = SolverReach::default();
        reach.reset(usize::from(wall), depths.len() + 1);
        let contacts: Vec<ReachContact> = depths
            .iter()
            .enumerate()
            .map(|(i, &depth)| ReachContact { a: i, b: i + 1, normal: Vec3::X, depth, separation: -depth })
            .collect();
        for (index, contact) in contacts.iter().enumerate() {
            reach.link(index, contact);
        }
        (reach, contacts)
    }

    #[test]
    fn a_push_spreads_down_a_row_less_each_gap() {
        // body 0 would end 0.6 m into body 1; then gaps of 0.1 m: 1 may be moved 0.6, 2 0.5, 3 0.4 …
        let (mut reach, contacts) = row(&[0.6, -0.1, -0.1, -0.1, -0.1, -0.1, -0.1, -0.1], false);
        reach.spread_all(&contacts);
        let ahead: Vec<f32> = reach.reaches.iter().map(|push| push.ahead.x).collect();
        let expected = [0.0, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1, 0.0, 0.0];
        for (got, want) in ahead.iter().zip(expected) {
            assert!((got - want).abs() < 1e-5, "{ahead:?}");
        }
        // and body 0 may be moved back as far as it would go in
        assert!((reach.reaches[0].behind.x - 0.6).abs() < 1e-6);
        assert!(reach.take_search(2, 0.02) && !reach.take_search(2, 0.02), "searched once until it grows");
    }

    #[test]
    fn spreading_stops_once_a_bound_passes_the_limit_and_is_whole_otherwise() {
        // eight contacts 1 cm deep: body 8 may be moved 8 cm ahead, body 0 8 cm behind
        let depths = [0.01; 8];
        let (mut whole, contacts) = row(&depths, false);
        whole.spread_all(&contacts);
        assert!((whole.reaches[8].ahead.x - 0.08).abs() < 1e-5 && (whole.reaches[0].behind.x - 0.08).abs() < 1e-5);
        // the first round along the row passes 3 cm: stopped there, body 0's bound not yet spread back
        let (mut stopped, _) = row(&depths, false);
        assert!(stopped.spread_until_past(&contacts, 0.03));
        assert!(stopped.reaches[0].behind.x < 0.05, "{:?}", stopped.reaches[0]);
        // a limit no bound passes: spread in full
        let (mut under, _) = row(&depths, false);
        assert!(!under.spread_until_past(&contacts, 0.1));
        assert_eq!(under.reaches, whole.reaches);
    }

    #[test]
    fn only_this_step_s_approach_needs_a_push() {
        // 0.6 m of approach into a body 0.1 m away: 0.5 m to stop
        assert_eq!(reach_depth(0.5, 0.6), 0.5);
        // resting boxes, 5 mm into each other and falling together: nothing to move
        assert_eq!(reach_depth(0.005, 0.0), 0.0);
        // a box 5 mm into the floor falls 3 mm more in free flight: only the fall is stopped
        assert_eq!(reach_depth(0.008, 0.003), 0.003);
        // apart at the end: a gap
        assert_eq!(reach_depth(-0.05, 0.0), -0.05);
    }

    #[test]
    fn static_bodies_are_never_pushed_and_cycles_end() {
        let (mut reach, contacts) = row(&[0.3, 0.3], true);
        reach.spread_all(&contacts);
        assert_eq!(reach.reaches[0], Reach::default());
        assert!((reach.reaches[2].ahead.x - 0.6).abs() < 1e-6);
        assert!(reach.are_linked(0, 1, &contacts) && reach.are_linked(1, 0, &contacts));
        assert!(!reach.are_linked(0, 2, &contacts) && !reach.are_linked(2, 0, &contacts));
        // the next step, the same wall and a body moved in front of it: the wall's entries stay untouched
        reach.reset(1, 3);
        assert!(reach.reaches.iter().all(|push| *push == Reach::default()) && !reach.are_linked(1, 2, &contacts));
        // a ring of three overlapping bodies keeps growing its bounds round the ring; visits stop it
        let mut ring = SolverReach::default();
        ring.reset(0, 3);
        let contacts: Vec<ReachContact> = [(0, 1), (1, 2), (2, 0)]
            .map(|(a, b)| ReachContact { a, b, normal: Vec3::X, depth: 0.1, separation: -0.1 })
            .to_vec();
        for (index, contact) in contacts.iter().enumerate() {
            ring.link(index, contact);
        }
        ring.spread_all(&contacts);
        assert!(ring.reaches.iter().all(|push| push.largest() < 0.1 * (MAX_VISITS as f32 + 2.0) * 3.0));
    }

    #[test]
    fn a_stack_on_the_ground_is_not_pushed_into_it() {
        // body 0 the ground (static), 1..=3 a stack on it (touching, normals up), 4 landing on top 8 cm deep,
        // and 5 beside the stack, 1 cm from body 2, at an angle: no limit through a slanted contact
        let mut reach = SolverReach::default();
        reach.reset(1, 6);
        let up = |a, b, separation: f32| ReachContact { a, b, normal: Vec3::Y, depth: -separation, separation };
        let slanted = Vec3::new(1.0, -1.0, 0.0).normalize();
        let contacts = vec![
            up(0, 1, 0.0),
            up(1, 2, 0.0),
            up(2, 3, 0.01),
            ReachContact { depth: 0.08, ..up(3, 4, -0.08) },
            ReachContact { a: 2, b: 5, normal: slanted, depth: -0.01, separation: 0.01 },
        ];
        for (index, contact) in contacts.iter().enumerate() {
            reach.link(index, contact);
        }
        reach.limit_by_statics(&contacts);
        let down = |body: usize| reach.limits[body].behind.y;
        assert_eq!([down(1), down(2), down(3), down(4)], [0.0, 0.0, 0.01, 0.01]);
        assert_eq!(reach.limits[5], UNLIMITED);
        assert_eq!((reach.limits[1].ahead.y, reach.limits[1].behind.x), (f32::INFINITY, f32::INFINITY));
        reach.spread_all(&contacts);
        // the stack may go down only as far as its 1 cm gap; the landing box is moved back up its 8 cm
        assert_eq!([1, 2].map(|body| reach.reaches[body].behind.y), [0.0, 0.0]);
        assert!((reach.reaches[3].behind.y - 0.01).abs() < 1e-6, "{:?}", reach.reaches[3]);
        assert!((reach.reaches[4].ahead.y - 0.08).abs() < 1e-6, "{:?}", reach.reaches[4]);
        // without the limits the 8 cm would reach the bottom of the stack
        reach.restart();
        reach.limits.clear();
        reach.spread_all(&contacts);
        assert!((reach.reaches[1].behind.y - 0.07).abs() < 1e-6, "{:?}", reach.reaches[1]);
    }
}
