//! Impulses kept from one step to the next, so a settled pile starts each step almost solved.

use crate::bevy_prelude::*;
use bevy_platform::collections::HashMap;

use crate::geometry::MANIFOLD_POINTS;

/// The impulses of a pair's last substep: what the next step starts it from.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PairImpulses {
    /// Along the normal (N·s).
    pub normal: f32,
    /// Friction, in the contact plane (N·s).
    pub tangent: Vec3,
    /// Against rolling, about axes in the contact plane (N·m·s); zero where no body turns.
    pub rolling: Vec3,
    /// Against spinning, about the normal (N·m·s); zero where no body turns.
    pub spinning: f32,
}

/// Last step's impulses per pair from its last substep, to start this step's from.
///
/// Kept in the order the solver met the pairs, which this step mostly repeats (the broadphase lists pairs
/// cell by cell): a pair is first looked for where the last one matched, and only a pair met out of order
/// pays for a hash table, built once that step.
#[derive(Resource, Clone, Debug, Default)]
pub struct WarmStart {
    previous: Vec<((Entity, Entity), PairImpulses)>,
    lookup: HashMap<(Entity, Entity), usize>,
    next: usize,
}

impl WarmStart {
    /// Last step's impulses of `key`, if it was solved then.
    pub(crate) fn find(&mut self, key: (Entity, Entity)) -> Option<PairImpulses> {
        if let Some(&(previous_key, impulses)) = self.previous.get(self.next)
            && previous_key == key
        {
            self.next += 1;
            return Some(impulses);
        }
        if self.lookup.is_empty() {
            self.lookup.extend(self.previous.iter().enumerate().map(|(i, (key, _))| (*key, i)));
        }
        let &found = self.lookup.get(&key)?;
        self.next = found + 1;
        Some(self.previous[found].1)
    }

    /// Every pair kept, with its impulses, in the order the solver met them.
    pub fn iter(&self) -> impl Iterator<Item = ((Entity, Entity), PairImpulses)> + '_ {
        self.previous.iter().copied()
    }

    /// Forgets last step's impulses, for this step's to be kept ([`Self::keep`]).
    pub(crate) fn forget(&mut self) {
        self.previous.clear();
        self.lookup.clear();
        self.next = 0;
    }

    /// Keeps these impulses of this step, after those kept before.
    pub(crate) fn keep(&mut self, impulses: impl Iterator<Item = ((Entity, Entity), PairImpulses)>) {
        self.previous.extend(impulses);
    }
}

/// Last step's impulses of each manifold contact's points, to start this step's from: a point starts from the
/// impulses of last step's point found near it on one of the bodies. Kept in the order the solver met the
/// pairs, with a table to find a pair by.
#[derive(Resource, Clone, Debug, Default)]
pub struct ManifoldWarmStart {
    previous: Vec<((Entity, Entity), KeptManifold)>,
    lookup: HashMap<(Entity, Entity), usize>,
}

/// A manifold contact's points and friction as the last step left them.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct KeptManifold {
    /// The points in use first.
    pub points: [KeptPoint; MANIFOLD_POINTS],
    /// How many are used.
    pub len: usize,
    /// Its friction impulse at the points' middle, in world axes (N·s).
    pub tangent: Vec3,
    /// Its angular impulse against twisting about the normal (N·m·s).
    pub twist: f32,
    /// Its angular impulse against rolling (N·m·s): a ball on a tumbling box.
    pub rolling: Vec3,
    /// Where its points lie on a face, for a contact constraint to use them again while the bodies stay as they
    /// were (`None`: found anew each step).
    pub face: Option<KeptFace>,
    /// The directions its contact constraint's rows were built along when its points were found (`None`: built
    /// anew each step).
    pub frame: Option<KeptFrame>,
    /// Where static friction sticks its bodies together (`None`: they slide, or nothing turns them).
    pub stick: Option<FrictionStick>,
}

/// Where static friction sticks two bodies together: a point of each, in its own axes, that lay at one place
/// when they stopped sliding over each other. Friction pulls them back together, so that a block on a turning
/// table goes round with it and does not creep outwards a hair a step.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct FrictionStick {
    /// The point on A, in A's own axes.
    pub on_a: Vec3,
    /// The point on B, in B's own axes.
    pub on_b: Vec3,
}

/// The directions a contact constraint's rows are built along, as they were when its points were found: its
/// normal and each point's arms, with how the bodies were turned then.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct KeptFrame {
    /// The normal from A to B, in world axes.
    pub normal: Vec3,
    /// The points, in the order of the kept manifold's.
    pub points: [FramePoint; MANIFOLD_POINTS],
    /// How many points are in use.
    pub len: usize,
    /// How A and B were turned (world).
    pub turns: (Quat, Quat),
}

/// A point of a [`KeptFrame`].
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct FramePoint {
    /// Where it lay on A (in A's own axes) and on B (in B's).
    pub anchors: (Vec3, Vec3),
    /// Its arms from A's and B's centres, in world axes as the bodies were turned when the step began.
    pub arms: (Vec3, Vec3),
}

/// The face a contact constraint's points lie on, and how the bodies lay when they were found: while the other
/// body stays near that pose relative to the face's, its corners touch the face where they did.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct KeptFace {
    /// Whether the face is B's (else A's).
    pub of_b: bool,
    /// The face's outward normal in its body's own axes.
    pub normal: Vec3,
    /// How far the face lies along its normal from its body's centre (m).
    pub offset: f32,
    /// The other body's place in the face body's frame when the points were found.
    pub pose: RelativePose,
    /// How far apart (m) the points were looked for.
    pub margin: f32,
}

/// Where one body is in another's frame: its centre, and its turn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RelativePose {
    /// Its centre from the other's, in the other's axes.
    pub offset: Vec3,
    /// Its turn from the other's axes.
    pub turn: Quat,
}

/// One point of a [`KeptManifold`].
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct KeptPoint {
    /// Where it was on A, in A's own axes, and on B, in B's.
    pub anchors: (Vec3, Vec3),
    /// Its normal impulse (N·s).
    pub normal: f32,
}

impl KeptManifold {
    /// Whether it pushed last step: a box held on its face then.
    pub fn pushed(&self) -> bool {
        self.points[..self.len].iter().any(|point| point.normal > 0.0)
    }

    /// The kept point nearest to `anchors`, if it lies within `tolerance` of them on one of the bodies (a box
    /// sliding over a floor keeps its points on the box, and leaves those on the floor behind).
    pub fn near(&self, anchors: (Vec3, Vec3), tolerance: f32) -> Option<KeptPoint> {
        // squared distances, each worked out once: a pile of boxes looks up four points a pair every step
        let squared = |kept: &KeptPoint| {
            (kept.anchors.0 - anchors.0).length_squared().min((kept.anchors.1 - anchors.1).length_squared())
        };
        let mut nearest: Option<(f32, &KeptPoint)> = None;
        for kept in &self.points[..self.len] {
            let distance = squared(kept);
            if nearest.is_none_or(|(best, _)| distance < best) {
                nearest = Some((distance, kept));
            }
        }
        nearest.filter(|&(distance, _)| distance <= tolerance * tolerance).map(|(_, kept)| *kept)
    }
}

impl ManifoldWarmStart {
    /// Last step's points of `key`, if it was solved as a manifold then.
    pub fn find(&self, key: (Entity, Entity)) -> Option<&KeptManifold> {
        if self.previous.is_empty() {
            return None;
        }
        self.lookup.get(&key).map(|&index| &self.previous[index].1)
    }

    /// Every pair kept, with its points, in the order the solver met them.
    pub fn iter(&self) -> impl Iterator<Item = &((Entity, Entity), KeptManifold)> + '_ {
        self.previous.iter()
    }

    /// Forgets last step's points, for this step's to be kept ([`Self::keep`], then [`Self::index`]).
    pub(crate) fn forget(&mut self) {
        self.previous.clear();
        self.lookup.clear();
    }

    /// Keeps these points of this step, after those kept before.
    pub(crate) fn keep(&mut self, manifolds: impl Iterator<Item = ((Entity, Entity), KeptManifold)>) {
        self.previous.extend(manifolds);
    }

    /// Makes the points kept this step findable by their pair.
    pub(crate) fn index(&mut self) {
        self.lookup.clear();
        self.lookup.extend(self.previous.iter().enumerate().map(|(index, (key, _))| (*key, index)));
    }
}
