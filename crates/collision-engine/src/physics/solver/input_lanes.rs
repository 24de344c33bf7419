//! What a contact constraint is prepared from ([`ConstraintInput`]), and the inputs of four side by side, so that
//! they are prepared at once: each number gathered from every lane's constraint into one [`Real`].

use glam::Vec3;
use wide::f32x4;

use crate::physics::solver::contact_constraint::Coefficients;
use crate::physics::solver::lanes::{LANES, Real, V3};
use crate::physics::solver::softness::Softness;
use crate::physics::solver::spins::BodySpin;

/// A body of a contact as the step began: 1/m, its turning (angular velocity and world inverse inertia) and its
/// velocity.
#[derive(Clone, Copy, Debug, Default)]
pub struct BodyStart {
    pub inverse_mass: f32,
    pub spin: BodySpin,
    pub velocity: Vec3,
}

/// A point as the step began: its arms from each centre, its separation, and the normal impulse it starts from.
#[derive(Clone, Copy, Debug, Default)]
pub struct PointStart {
    pub arm_a: Vec3,
    pub arm_b: Vec3,
    pub separation: f32,
    pub normal_impulse: f32,
}

/// What a pair's material and the settings make of its contact: friction, restitution, the soft bias of its
/// stiffness, and rolling resistance and spinning friction times the rolling radius, with the impulses of friction
/// (in world axes, so that it carries over whichever way the tangents lie), twisting and rolling it starts from.
#[derive(Clone, Copy, Debug)]
pub struct ContactMaterial {
    pub friction: f32,
    pub restitution: f32,
    pub softness: Softness,
    pub rolling_limit: f32,
    pub spinning_limit: f32,
    pub tangent_impulse: Vec3,
    pub twist_impulse: f32,
    pub rolling_impulse: Vec3,
}

impl Default for ContactMaterial {
    fn default() -> Self {
        ContactMaterial {
            friction: 0.0,
            restitution: 0.0,
            softness: Softness::HARD,
            rolling_limit: 0.0,
            spinning_limit: 0.0,
            tangent_impulse: Vec3::ZERO,
            twist_impulse: 0.0,
            rolling_impulse: Vec3::ZERO,
        }
    }
}

/// What a contact constraint is prepared from: its two bodies as the step began, its unit normal (A to B), its
/// points (the first `len` in use, at most four) and its material. The default is no constraint: bodies that
/// nothing moves, no point.
#[derive(Clone, Copy, Debug, Default)]
pub struct ConstraintInput {
    pub bodies: [BodyStart; 2],
    pub normal: Vec3,
    pub points: [PointStart; 4],
    pub len: usize,
    pub material: ContactMaterial,
}

/// Numbers that can be gathered from lanes of constraints, one value per lane.
pub trait Gather: Real {
    /// How many lanes there are.
    const WIDTH: usize;
    /// The value whose lane `k` is `each(k)`.
    fn gather(each: impl Fn(usize) -> f32) -> Self;
}

impl Gather for f32 {
    const WIDTH: usize = 1;
    #[inline(always)]
    fn gather(each: impl Fn(usize) -> f32) -> Self {
        each(0)
    }
}

impl Gather for f32x4 {
    const WIDTH: usize = LANES;
    #[inline(always)]
    fn gather(each: impl Fn(usize) -> f32) -> Self {
        f32x4::new(std::array::from_fn(each))
    }
}

/// The vector whose lane `k` is `each(k)`.
#[inline(always)]
fn gather_vector<R: Gather>(each: impl Fn(usize) -> Vec3) -> V3<R> {
    V3 { x: R::gather(|k| each(k).x), y: R::gather(|k| each(k).y), z: R::gather(|k| each(k).z) }
}

/// A 3 × 3 matrix of [`Real`]s, by its columns.
#[derive(Clone, Copy, Debug)]
pub struct M3<R> {
    pub columns: [V3<R>; 3],
}

impl<R: Real> M3<R> {
    /// The matrix times `v`.
    #[inline(always)]
    pub fn times(&self, v: V3<R>) -> V3<R> {
        let [x, y, z] = &self.columns;
        x.scaled(v.x) + y.scaled(v.y) + z.scaled(v.z)
    }
}

/// A body of the lanes' constraints as the step began: 1/m, world inverse inertia, angular velocity, velocity.
#[derive(Clone, Copy, Debug)]
pub struct BodyLanes<R> {
    pub inverse_mass: R,
    pub inverse_inertia: M3<R>,
    pub angular_velocity: V3<R>,
    pub velocity: V3<R>,
}

/// The two bodies of the lanes' constraints.
#[derive(Clone, Copy, Debug)]
pub struct PairLanes<R> {
    pub a: BodyLanes<R>,
    pub b: BodyLanes<R>,
}

/// A point of the lanes' constraints: its arms, separation and starting impulse, and 1 where it is in use (0 not).
#[derive(Clone, Copy, Debug)]
pub struct PointLanes<R> {
    pub arm_a: V3<R>,
    pub arm_b: V3<R>,
    pub separation: R,
    pub normal_impulse: R,
    pub used: R,
}

/// The lanes' materials: their coefficients, and the impulses of friction, twisting and rolling they start from.
#[derive(Clone, Copy, Debug)]
pub struct MaterialLanes<R> {
    pub coefficients: Coefficients<R>,
    pub tangent_impulse: V3<R>,
    pub twist_impulse: R,
    pub rolling_impulse: V3<R>,
}

/// Each lane's [`ConstraintInput`], side by side.
#[derive(Clone, Copy, Debug)]
pub struct InputLanes<R> {
    pub bodies: PairLanes<R>,
    pub normal: V3<R>,
    pub points: [PointLanes<R>; 4],
    /// How many points each lane's constraint has.
    pub count: R,
    pub material: MaterialLanes<R>,
}

impl<R: Gather> InputLanes<R> {
    /// The inputs side by side: `inputs[k]` in lane `k` (as many as there are lanes).
    #[inline(always)]
    pub fn gather(inputs: &[ConstraintInput]) -> Self {
        let inputs = &inputs[..R::WIDTH];
        let point = |p: usize| PointLanes {
            arm_a: gather_vector(|k| inputs[k].points[p].arm_a),
            arm_b: gather_vector(|k| inputs[k].points[p].arm_b),
            separation: R::gather(|k| inputs[k].points[p].separation),
            normal_impulse: R::gather(|k| inputs[k].points[p].normal_impulse),
            used: R::gather(|k| if p < inputs[k].len { 1.0 } else { 0.0 }),
        };
        let material = |field: fn(&ConstraintInput) -> f32| R::gather(|k| field(&inputs[k]));
        InputLanes {
            bodies: PairLanes { a: body(inputs, |input| &input.bodies[0]), b: body(inputs, |input| &input.bodies[1]) },
            normal: gather_vector(|k| inputs[k].normal),
            points: std::array::from_fn(point),
            count: R::gather(|k| inputs[k].len as f32),
            material: MaterialLanes {
                coefficients: Coefficients {
                    friction: material(|input| input.material.friction),
                    restitution: material(|input| input.material.restitution),
                    bias_rate: material(|input| input.material.softness.bias_rate),
                    mass_scale: material(|input| input.material.softness.mass_scale),
                    impulse_scale: material(|input| input.material.softness.impulse_scale),
                    rolling_limit: material(|input| input.material.rolling_limit),
                    spinning_limit: material(|input| input.material.spinning_limit),
                },
                tangent_impulse: gather_vector(|k| inputs[k].material.tangent_impulse),
                twist_impulse: material(|input| input.material.twist_impulse),
                rolling_impulse: gather_vector(|k| inputs[k].material.rolling_impulse),
            },
        }
    }
}

/// One body of each lane's constraint, `of` each input.
#[inline(always)]
fn body<R: Gather>(inputs: &[ConstraintInput], of: fn(&ConstraintInput) -> &BodyStart) -> BodyLanes<R> {
    let column = |c: usize| gather_vector(|k| of(&inputs[k]).spin.inverse_inertia.col(c));
    BodyLanes {
        inverse_mass: R::gather(|k| of(&inputs[k]).inverse_mass),
        inverse_inertia: M3 { columns: [column(0), column(1), column(2)] },
        angular_velocity: gather_vector(|k| of(&inputs[k]).spin.angular_velocity),
        velocity: gather_vector(|k| of(&inputs[k]).velocity),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use glam::Mat3;

    #[test]
    fn a_matrix_in_lanes_turns_a_vector_as_glam_does() {
        let m = Mat3::from_cols(Vec3::new(1.0, 2.0, 3.0), Vec3::new(-4.0, 5.0, 0.5), Vec3::new(0.0, -1.0, 2.0));
        let v = Vec3::new(0.3, -0.7, 1.1);
        let lanes = M3 { columns: [0, 1, 2].map(|c| V3::<f32x4>::splat(m.col(c))) };
        let turned = lanes.times(V3::splat(v));
        let expected = m * v;
        for lane in 0..LANES {
            let got = Vec3::new(turned.x.as_array()[lane], turned.y.as_array()[lane], turned.z.as_array()[lane]);
            assert!((got - expected).length() < 1e-6, "{got} against {expected}");
        }
    }
}
