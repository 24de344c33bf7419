//! What a manifold contact's friction at the middle of its points works with: the levers and effective masses
//! along the contact plane and about the normal, the impulses kept from the step before, and where static
//! friction sticks the bodies together.

use crate::bevy_prelude::*;

use crate::physics::data::warm_start::FrictionStick;
use crate::physics::solver::lever::{InverseMasses, Lever, PairVelocity};

/// How far apart along the contact plane (m) the stuck points may lie when a step begins: farther, the bodies
/// have moved over each other some other way (a box tipped onto an edge), and the stick is let go.
pub(super) const STICK_REACH: f32 = 0.01;

/// How fast (m/s) a body's turning must move the middle of a contact's points for friction to follow the turn
/// and stick: slower, what it would hold against creeps by less than a rounding.
const TURNING_SPEED: f32 = 1e-3;

/// The friction a manifold contact starts a step from: last step's impulses, and where it stuck.
#[derive(Clone, Copy, Debug, Default)]
pub struct KeptFriction {
    /// The friction impulse along the contact plane (world axes, N·s).
    pub tangent: Vec3,
    /// The angular impulse against twisting about the normal (N·m·s).
    pub twist: f32,
    /// Where friction stuck the bodies together, if it did.
    pub stick: Option<StickStart>,
}

/// A [`FrictionStick`] as a step begins: its points, and how far B's lies from A's.
#[derive(Clone, Copy, Debug)]
pub struct StickStart {
    pub points: FrictionStick,
    /// B's stuck point less A's (world axes, m).
    pub apart: Vec3,
}

/// A manifold contact's friction, at its points' middle.
#[derive(Clone, Copy, Debug, Default)]
pub struct MiddleFriction {
    /// The normal and the two tangents at the middle, and the turning about the normal.
    pub normal: Lever,
    pub tangents: [Lever; 2],
    pub twist: Lever,
    /// The effective mass along the normal at the middle, and in the contact plane: the inverse of how a friction
    /// impulse along the tangents changes the middle's slip along them (a 2 × 2 matrix, so that friction opposes
    /// the slip whichever way the tangents lie).
    pub normal_mass: f32,
    pub tangent_mass: Mat2,
    /// 1 / (the change of the bodies' relative turning about the normal per unit angular impulse about it).
    pub twist_mass: f32,
    /// The points' average distance from their middle (m): spinning friction's lever.
    pub twist_radius: f32,
    /// Rolling resistance and spinning friction times the rolling radius (m): the largest torque against rolling
    /// and spinning per newton of normal force (a ball on a tumbling box; 0 between boxes).
    pub rolling_limit: f32,
    pub spinning_limit: f32,
    /// Angular impulse of the current substep against rolling (N·m·s, square to the normal).
    pub rolling_impulse: Vec3,
    /// Friction impulse of the current substep along the two tangents (N·s).
    pub tangent_impulse: Vec2,
    /// Angular impulse of the current substep against twisting about the normal (N·m·s).
    pub twist_impulse: f32,
    /// The whole step's friction impulse along the tangents.
    pub step_tangent_impulse: Vec2,
    /// How far B's stuck point lay from A's along the tangents when the step began (m; `None`: nothing stuck).
    pub stuck: Option<Vec2>,
    /// The slip along the tangents that friction aims at in the current substep (m/s): what brings the stuck
    /// points back together.
    pub slip_target: Vec2,
    /// Whether a body's turning moved the middle faster than [`TURNING_SPEED`] as the step began, neither rolling
    /// over the other that fast: then friction's levers turn with the bodies, and it sticks them together.
    pub turning: bool,
}

impl MiddleFriction {
    /// The friction at the `middle` of a contact's points (its arms from A's and B's centres), the points lying
    /// `twist_radius` from it on average, along `normal` and `tangents`, starting from the friction `kept` from
    /// the last step.
    pub(super) fn at(
        (middle, twist_radius): ((Vec3, Vec3), f32),
        (normal, tangents): (Vec3, [Vec3; 2]),
        (inertias, masses): ((&Mat3, &Mat3), InverseMasses),
        (kept, velocity): (&KeptFriction, &PairVelocity),
    ) -> MiddleFriction {
        let normal_lever = Lever::new(normal, middle, inertias);
        let levers = [Lever::new(tangents[0], middle, inertias), Lever::new(tangents[1], middle, inertias)];
        let twist = Lever::about(normal, inertias);
        let turned = |spin: Vec3, arm: Vec3| spin.cross(arm).length_squared();
        let speed = turned(velocity.angular_a, middle.0).max(turned(velocity.angular_b, middle.1));
        // one body rolling over the other (turning about an axis in the contact plane) moves the points over
        // both: nothing sticks
        let rolling = (velocity.angular_a - velocity.angular_b).reject_from_normalized(normal);
        let rolls = turned(rolling, middle.0).max(turned(rolling, middle.1)) >= TURNING_SPEED * TURNING_SPEED;
        let turning = speed >= TURNING_SPEED * TURNING_SPEED && !rolls;
        MiddleFriction {
            normal: normal_lever,
            tangents: levers,
            twist,
            normal_mass: normal_lever.mass(masses),
            tangent_mass: plane_mass(&levers, masses),
            twist_mass: twist.mass(masses),
            twist_radius,
            tangent_impulse: Vec2::new(kept.tangent.dot(tangents[0]), kept.tangent.dot(tangents[1])),
            twist_impulse: kept.twist,
            stuck: kept
                .stick
                .filter(|_| turning)
                .map(|stick| Vec2::new(stick.apart.dot(tangents[0]), stick.apart.dot(tangents[1]))),
            turning,
            step_tangent_impulse: Vec2::ZERO,
            ..Default::default()
        }
    }
}

impl MiddleFriction {
    /// The bodies' slip along the tangents at the middle (`velocity` theirs), less the slip friction aims at.
    pub fn slip(&self, velocity: &PairVelocity) -> Vec2 {
        let [first, second] = &self.tangents;
        Vec2::new(first.speed(velocity), second.speed(velocity)) - self.slip_target
    }
}

/// The inverse of how friction impulses along the two `tangents` change the slip along them.
fn plane_mass(tangents: &[Lever; 2], masses: InverseMasses) -> Mat2 {
    let [first, second] = tangents;
    let coupling = first.coupling(second, masses);
    let compliance = Mat2::from_cols(
        Vec2::new(first.coupling(first, masses), coupling),
        Vec2::new(coupling, second.coupling(second, masses)),
    );
    if compliance.determinant() > 0.0 { compliance.inverse() } else { Mat2::ZERO }
}

impl KeptFriction {
    /// Without its stick where friction is `friction` = 0, or where the stuck points lie farther apart along the
    /// plane square to `normal` than [`STICK_REACH`].
    pub(super) fn reaching(mut self, normal: Vec3, friction: f32) -> Self {
        let near = |stick: &StickStart| stick.apart.reject_from_normalized(normal).length() <= STICK_REACH;
        self.stick = self.stick.filter(|stick| friction > 0.0 && near(stick));
        self
    }
}
