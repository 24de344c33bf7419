//! The step's contact constraints as the soft step solves them: each placed, as it is prepared, in the first
//! colour that holds neither of its bodies, in that colour's last lane group with a lane free; what fits no
//! colour is solved one at a time after the colours. The constraints of a colour share no body an impulse moves,
//! so the result is the same as solving them one by one, colour by colour.

use glam::Vec3;
use wide::f32x4;

use crate::physics::solver::colours::{COLOURS, ColouredEnd, Colouring};
use crate::physics::solver::contact_constraint::{ContactConstraint, Pass};
use crate::physics::solver::input_lanes::{ConstraintInput, InputLanes};
use crate::physics::solver::lane_bodies::{BodyArrays, BodyIndex, GroupIndex, NO_BODY, PairIndex};
use crate::physics::solver::lanes::{LANES, Lanes, Real};

/// Where a constraint is: a lane of a colour's group, or the overflow solved one at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Slot {
    Lane { colour: u16, group: u32, lane: u8 },
    Overflow(u32),
}

/// One colour's constraints, four to a lane group, with each group's bodies and the inputs its lanes are prepared
/// from. The groups of earlier steps are kept and written over: a step does not allocate its groups anew.
#[derive(Default)]
pub(super) struct ColourGroups {
    pub(super) groups: Vec<ContactConstraint<f32x4>>,
    pub(super) bodies: Vec<GroupIndex>,
    inputs: Vec<[ConstraintInput; LANES]>,
    /// How many groups are in use this step, and how many lanes of the last one hold a constraint.
    used: usize,
    filled: usize,
}

impl ColourGroups {
    /// The groups in use, with their bodies.
    fn in_use(&self) -> impl Iterator<Item = (&ContactConstraint<f32x4>, &GroupIndex)> {
        self.groups[..self.used].iter().zip(&self.bodies[..self.used])
    }

    /// The groups in use, to be written, with their bodies.
    fn in_use_mut(&mut self) -> impl Iterator<Item = (&mut ContactConstraint<f32x4>, &GroupIndex)> {
        self.groups[..self.used].iter_mut().zip(&self.bodies[..self.used])
    }

    /// A lane for a constraint between the bodies of `pair`: the next of the last group, or the first of a new one.
    fn take_lane(&mut self, pair: PairIndex) -> (usize, usize) {
        if self.filled == LANES || self.used == 0 {
            if self.used == self.groups.len() {
                self.groups.push(ContactConstraint::default());
                self.bodies.push(GroupIndex { a: [NO_BODY; LANES], b: [NO_BODY; LANES] });
                self.inputs.push(Default::default());
            }
            self.used += 1;
            self.filled = 0;
        }
        let (group, lane) = (self.used - 1, self.filled);
        self.bodies[group].a[lane] = pair.a;
        self.bodies[group].b[lane] = pair.b;
        self.filled += 1;
        (group, lane)
    }

    /// Empties the lanes of the last group that no constraint took (their bodies read as at rest, their rows have
    /// no mass), and prepares every group in use, four constraints at once.
    fn seal(&mut self) {
        let Some(last) = self.used.checked_sub(1) else {
            return;
        };
        for lane in self.filled..LANES {
            self.inputs[last][lane] = ConstraintInput::default();
            self.bodies[last].a[lane] = NO_BODY;
            self.bodies[last].b[lane] = NO_BODY;
        }
        self.filled = LANES;
        for (group, inputs) in self.groups[..self.used].iter_mut().zip(&self.inputs) {
            *group = ContactConstraint::prepare(&InputLanes::gather(inputs));
        }
    }
}

/// What a constraint did over the step, read out of its lane for its pair and the next step.
#[derive(Clone, Copy, Debug, Default)]
pub struct ConstraintReport {
    /// The whole step's normal impulse over every point (N·s), and its friction impulse in world axes.
    pub step_normal: f32,
    pub step_tangent: Vec3,
    /// The deepest overlap of its points in use now (m; negative: the smallest gap).
    pub penetration: f32,
    /// Each point's normal impulse of the last substep.
    pub normal: [f32; 4],
    /// The last substep's friction impulse (world axes), and its angular impulses against twisting and rolling.
    pub tangent: Vec3,
    pub twist: f32,
    pub rolling: Vec3,
}

/// The step's contact constraints, in colours of lane groups and the overflow.
#[derive(Default)]
pub struct ContactLanes {
    colouring: Colouring,
    pub(super) colours: Vec<ColourGroups>,
    pub(super) overflow: Vec<ContactConstraint<f32>>,
    pub(super) overflow_pairs: Vec<PairIndex>,
    overflow_inputs: Vec<ConstraintInput>,
    /// Per constraint in the order added, where it is.
    pub(super) slots: Vec<Slot>,
}

impl ContactLanes {
    /// Empties what the last step left, keeping the memory.
    pub fn clear(&mut self) {
        self.colouring.clear();
        self.colours.resize_with(COLOURS, ColourGroups::default);
        for colour in &mut self.colours {
            colour.used = 0;
            colour.filled = LANES;
        }
        self.overflow.clear();
        self.overflow_pairs.clear();
        self.overflow_inputs.clear();
        self.slots.clear();
    }

    /// Adds the constraint between the bodies of `pair`, of which `moves` tells whether an impulse moves each:
    /// the input returned is what it is prepared from once every constraint of the step is added.
    pub fn add(&mut self, pair: PairIndex, moves: (bool, bool)) -> &mut ConstraintInput {
        let ends = [ColouredEnd { body: pair.a, moves: moves.0 }, ColouredEnd { body: pair.b, moves: moves.1 }];
        if self.colours.len() < COLOURS {
            self.clear();
        }
        let Some(colour) = self.colouring.place(ends) else {
            self.slots.push(Slot::Overflow(self.overflow_inputs.len() as u32));
            self.overflow_pairs.push(pair);
            self.overflow_inputs.push(ConstraintInput::default());
            return self.overflow_inputs.last_mut().expect("just added");
        };
        let groups = &mut self.colours[colour];
        let (group, lane) = groups.take_lane(pair);
        self.slots.push(Slot::Lane { colour: colour as u16, group: group as u32, lane: lane as u8 });
        &mut groups.inputs[group][lane]
    }

    /// Empties the lanes no constraint took and prepares the lane groups: called once every constraint of the
    /// step is added.
    pub fn seal(&mut self) {
        self.colours.iter_mut().for_each(ColourGroups::seal);
        let alone = |input| ContactConstraint::prepare(&InputLanes::gather(std::slice::from_ref(input)));
        self.overflow.clear();
        self.overflow.extend(self.overflow_inputs.iter().map(alone));
    }

    /// Every lane group in use with its bodies, colour by colour.
    fn groups(&self) -> impl Iterator<Item = (&ContactConstraint<f32x4>, &GroupIndex)> {
        self.colours.iter().flat_map(ColourGroups::in_use)
    }

    /// Applies every constraint's impulses of the substep before again.
    pub fn warm_start(&self, arrays: &mut BodyArrays) {
        for (group, &index) in self.groups() {
            let mut velocity = index.velocity(arrays);
            group.warm_start(&mut velocity);
            index.store(&velocity, arrays);
        }
        for (constraint, &index) in self.overflow.iter().zip(&self.overflow_pairs) {
            let mut velocity = index.velocity(arrays);
            constraint.warm_start(&mut velocity);
            index.store(&velocity, arrays);
        }
    }

    /// One pass over every constraint: with the soft bias (`biased`, the solve pass) or without (the relax pass,
    /// which ends the substep: each constraint then adds its impulses to the step's while it is at hand).
    pub fn solve(&mut self, arrays: &mut BodyArrays, (substep_rate, biased, max_push): (f32, bool, f32)) {
        let wide = Pass { substep_rate: f32x4::splat(substep_rate), biased, max_push: f32x4::splat(max_push) };
        for colour in &mut self.colours {
            for (group, &index) in colour.in_use_mut() {
                let mut velocity = index.velocity(arrays);
                group.solve(&mut velocity, &index.motion(arrays), &wide);
                index.store(&velocity, arrays);
                if !biased {
                    group.end_substep();
                }
            }
        }
        let one = Pass { substep_rate, biased, max_push };
        for (constraint, &index) in self.overflow.iter_mut().zip(&self.overflow_pairs) {
            let mut velocity = index.velocity(arrays);
            constraint.solve(&mut velocity, &index.motion(arrays), &one);
            index.store(&velocity, arrays);
            if !biased {
                constraint.end_substep();
            }
        }
    }

    /// After the substeps: every constraint's bounce, for the points that pushed and had approached faster than
    /// `threshold`.
    pub fn restitute(&mut self, arrays: &mut BodyArrays, threshold: f32) {
        for colour in &mut self.colours {
            for (group, &index) in colour.in_use_mut() {
                let mut velocity = index.velocity(arrays);
                group.restitute(&mut velocity, f32x4::splat(threshold));
                index.store(&velocity, arrays);
            }
        }
        for (constraint, &index) in self.overflow.iter_mut().zip(&self.overflow_pairs) {
            let mut velocity = index.velocity(arrays);
            constraint.restitute(&mut velocity, threshold);
            index.store(&velocity, arrays);
        }
    }

    /// What each constraint did over the step, in the order added, its bodies having moved as `arrays` say: the
    /// overlap of a lane group's four worked out once for them all.
    pub fn reports<'a>(&'a self, arrays: &'a BodyArrays) -> impl Iterator<Item = ConstraintReport> + 'a {
        let overlap_of = |colour: &ColourGroups| -> Vec<f32x4> {
            colour.in_use().map(|(group, &index)| group.penetration(&index.motion(arrays))).collect()
        };
        let overlaps: Vec<Vec<f32x4>> = self.colours.iter().map(overlap_of).collect();
        self.slots.iter().map(move |slot| match *slot {
            Slot::Lane { colour, group, lane } => {
                let (colour, group) = (colour as usize, group as usize);
                report_of(&self.colours[colour].groups[group], overlaps[colour][group], lane as usize)
            }
            Slot::Overflow(k) => {
                let (constraint, index) = (&self.overflow[k as usize], self.overflow_pairs[k as usize]);
                report_of(constraint, constraint.penetration(&index.motion(arrays)), 0)
            }
        })
    }
}

/// What lane `lane` of `constraint` did over the step, the deepest overlap of its points now being `overlap`.
fn report_of<R: Real + Lanes<One = f32>>(
    constraint: &ContactConstraint<R>,
    overlap: R,
    lane: usize,
) -> ConstraintReport {
    let [first, second] = constraint.tangents.map(|tangent| tangent.lane(lane));
    let mut report = ConstraintReport {
        step_tangent: first * constraint.step_friction[0].lane(lane) + second * constraint.step_friction[1].lane(lane),
        penetration: overlap.lane(lane),
        rolling: first * constraint.rolling[0].impulse.lane(lane) + second * constraint.rolling[1].impulse.lane(lane),
        tangent: first * constraint.friction_rows[0].impulse.lane(lane)
            + second * constraint.friction_rows[1].impulse.lane(lane),
        twist: constraint.twist.impulse.lane(lane),
        ..Default::default()
    };
    for (k, point) in constraint.points.iter().enumerate() {
        report.step_normal += point.step_impulse.lane(lane);
        report.normal[k] = point.normal.impulse.lane(lane);
    }
    report
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::physics::solver::contact::SolverBody;
    use crate::physics::solver::input_lanes::{BodyStart, ContactMaterial, PointStart};
    use crate::physics::solver::softness::Softness;
    use crate::physics::solver::spins::BodySpin;
    use glam::{Mat3, Quat};

    /// Bodies turning and moving every way, as a substep finds them.
    struct World {
        bodies: Vec<SolverBody>,
        spins: Vec<BodySpin>,
        moved: Vec<Vec3>,
        changes: Vec<Quat>,
    }

    /// Some direction that changes with `k` and `f`.
    fn wobble(k: usize, f: f32) -> Vec3 {
        let t = k as f32 * f;
        Vec3::new(t.sin(), (1.7 * t).cos(), (0.3 * t).sin())
    }

    fn world(count: usize) -> World {
        World {
            bodies: (0..count).map(|k| SolverBody::new(wobble(k, 1.3), 1.0 / (1.0 + k as f32))).collect(),
            spins: (0..count)
                .map(|k| BodySpin {
                    angular_velocity: wobble(k, 0.7),
                    inverse_inertia: Mat3::from_diagonal(Vec3::new(1.0, 2.0, 3.0) / (1.0 + k as f32)),
                })
                .collect(),
            moved: (0..count).map(|k| wobble(k, 2.1) * 0.01).collect(),
            changes: (0..count).map(|k| Quat::from_scaled_axis(wobble(k, 0.9) * 0.02)).collect(),
        }
    }

    /// The input of a contact of 1–4 points between bodies `a` and `b` of `world`.
    fn input(world: &World, (a, b): (usize, usize)) -> ConstraintInput {
        let start = |k: usize| BodyStart {
            inverse_mass: world.bodies[k].inverse_mass(),
            spin: world.spins[k],
            velocity: world.bodies[k].velocity(),
        };
        let len = 1 + (a + b) % 4;
        let mut points = [PointStart::default(); 4];
        for (p, point) in points.iter_mut().enumerate().take(len) {
            *point = PointStart {
                arm_a: wobble(a + p, 0.4) * 0.5,
                arm_b: wobble(b + p, 0.6) * 0.5,
                separation: 0.01 * (p as f32 - 1.5),
                normal_impulse: 0.1 * p as f32,
            };
        }
        let material = ContactMaterial {
            friction: 0.5,
            restitution: 0.3,
            softness: Softness::new(30.0, 10.0, 1.0 / 240.0),
            rolling_limit: 0.01,
            spinning_limit: 0.02,
            tangent_impulse: wobble(a, 1.1) * 0.01,
            twist_impulse: 0.001,
            rolling_impulse: Vec3::ZERO,
        };
        let normal = wobble(a + b, 0.5).normalize();
        ConstraintInput { bodies: [start(a), start(b)], normal, points, len, material }
    }

    /// The constraints colour by colour, in the order added, the overflow last.
    fn colour_order(lanes: &ContactLanes) -> Vec<usize> {
        let mut order: Vec<usize> = (0..lanes.slots.len()).collect();
        order.sort_by_key(|&k| match lanes.slots[k] {
            Slot::Lane { colour, group, lane } => (colour as u32, group, lane as u32),
            Slot::Overflow(o) => (u32::MAX, o, 0),
        });
        order
    }

    #[test]
    fn constraints_solved_four_at_a_time_end_as_when_solved_one_at_a_time_in_colour_order() {
        // Setup: a ring of 29 bodies, each in contact with the next, and all of them with a 30th (more contacts
        // than there are colours, so that colours, lanes and the overflow all fill), the same world twice
        let ring = (1..30).map(|k| (k, k % 29 + 1));
        let pairs: Vec<(usize, usize)> = ring.chain((1..30).map(|k| (0, k))).collect();
        let (mut lanes_world, mut one_world) = (world(30), world(30));
        let inputs: Vec<ConstraintInput> = pairs.iter().map(|&pair| input(&lanes_world, pair)).collect();
        let mut lanes = ContactLanes::default();
        for (&(a, b), input) in pairs.iter().zip(&inputs) {
            *lanes.add(PairIndex { a: a as u32, b: b as u32 }, (true, true)) = *input;
        }
        lanes.seal();
        // Run: a warm start, a solve, a relax pass and the bounce in lanes
        let World { bodies, spins, moved, changes } = &mut lanes_world;
        let mut arrays = BodyArrays { bodies, spins, moved, changes };
        lanes.warm_start(&mut arrays);
        lanes.solve(&mut arrays, (240.0, true, 3.0));
        lanes.solve(&mut arrays, (240.0, false, 3.0));
        lanes.restitute(&mut arrays, 0.1);
        let reports: Vec<ConstraintReport> = lanes.reports(&arrays).collect();
        // and the same one constraint at a time: colour by colour, in the order added, the overflow last
        let order = colour_order(&lanes);
        let mut one_at_a_time: Vec<ContactConstraint<f32>> = inputs
            .iter()
            .map(|input| ContactConstraint::prepare(&InputLanes::gather(std::slice::from_ref(input))))
            .collect();
        let World { bodies, spins, moved, changes } = &mut one_world;
        let mut arrays = BodyArrays { bodies, spins, moved, changes };
        for pass in 0..4 {
            for &k in &order {
                let index = PairIndex { a: pairs[k].0 as u32, b: pairs[k].1 as u32 };
                let mut velocity = index.velocity(&arrays);
                let constraint = &mut one_at_a_time[k];
                match pass {
                    0 => constraint.warm_start(&mut velocity),
                    1 => {
                        let pass = Pass { substep_rate: 240.0, biased: true, max_push: 3.0 };
                        constraint.solve(&mut velocity, &index.motion(&arrays), &pass);
                    }
                    2 => {
                        let pass = Pass { substep_rate: 240.0, biased: false, max_push: 3.0 };
                        constraint.solve(&mut velocity, &index.motion(&arrays), &pass);
                        constraint.end_substep();
                    }
                    _ => constraint.restitute(&mut velocity, 0.1),
                }
                index.store(&velocity, &mut arrays);
            }
        }
        // Check: lanes, several colours and the overflow were used, and everything ends the same bit for bit
        let groups: usize = lanes.colours.iter().map(|colour| colour.used).sum();
        assert!(groups >= 3 && !lanes.overflow.is_empty(), "{groups} groups, {} overflowing", lanes.overflow.len());
        for (k, report) in reports.iter().enumerate() {
            let index = PairIndex { a: pairs[k].0 as u32, b: pairs[k].1 as u32 };
            let alone = &one_at_a_time[k];
            let one = report_of(alone, alone.penetration(&index.motion(&arrays)), 0);
            assert_eq!(format!("{report:?}"), format!("{one:?}"), "constraint {k}");
        }
        assert_eq!(lanes_world.bodies, one_world.bodies);
        assert_eq!(lanes_world.spins, one_world.spins);
    }
}
