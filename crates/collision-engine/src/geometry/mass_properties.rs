//! The volume, centre of mass and inertia tensor of each solid a body can be made of, at unit density: balls,
//! boxes, cylinders, capsules and cones in closed form, any closed convex polyhedron by its tetrahedra, and a
//! body of several parts by the parallel-axis rule. A body's mass m scales them: its inertia is m / volume times
//! the tensor here. Shapes along an axis lie along their own y, centred on the middle of that length.

use glam::{DMat3, DVec3, Mat3, Quat, Vec3};

/// A solid's volume, centre of mass and inertia tensor about that centre, at a density of 1 kg/m³.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MassProperties {
    /// Volume (m³): the mass at unit density.
    pub volume: f32,
    /// The centre of mass, in the solid's own axes.
    pub center: Vec3,
    /// The inertia tensor about the centre of mass, in the solid's own axes (kg·m² at 1 kg/m³).
    pub inertia: Mat3,
}

/// A solid placed in a body's frame: its mass properties, turned by `rotation` and moved by `offset`.
#[derive(Clone, Copy, Debug)]
pub struct PlacedPart {
    /// The solid's own mass properties.
    pub properties: MassProperties,
    /// Where the solid's origin lies in the body's frame.
    pub offset: Vec3,
    /// How the solid is turned in the body's frame.
    pub rotation: Quat,
}

/// A solid's principal moments of inertia and the turn from its principal axes to its own.
#[derive(Clone, Copy, Debug)]
pub struct PrincipalAxes {
    /// The moments about the principal axes (kg·m²), in the order of the turn's x, y and z.
    pub moments: Vec3,
    /// Turns the principal axes onto the solid's own: its columns are the principal directions.
    pub rotation: Quat,
}

impl MassProperties {
    /// A ball of `radius`: I = 2/5 m r² about any axis.
    pub fn sphere(radius: f32) -> Self {
        let volume = 4.0 / 3.0 * std::f32::consts::PI * radius.powi(3);
        Self::about_center(volume, Vec3::splat(0.4 * volume * radius * radius))
    }

    /// A box of `half_extents`: I_x = m (b² + c²)/12 with b, c its full sizes across x.
    pub fn cuboid(half_extents: Vec3) -> Self {
        let size = 2.0 * half_extents;
        let volume = size.x * size.y * size.z;
        let squared = size * size;
        let moments = Vec3::new(squared.y + squared.z, squared.x + squared.z, squared.x + squared.y) * volume / 12.0;
        Self::about_center(volume, moments)
    }

    /// A solid cylinder of `radius` along y, `half_height` either side of its middle: I_y = ½ m r²,
    /// I_x = I_z = m (3r² + h²)/12 with h its full height.
    pub fn cylinder(radius: f32, half_height: f32) -> Self {
        let height = 2.0 * half_height;
        let volume = std::f32::consts::PI * radius * radius * height;
        let across = volume * (3.0 * radius * radius + height * height) / 12.0;
        Self::about_center(volume, Vec3::new(across, 0.5 * volume * radius * radius, across))
    }

    /// A capsule: a cylinder of `radius` along y, `half_length` either side of its middle, capped by half balls.
    /// Along y, the cylinder's ½ m_c r² and the ball's 2/5 m_s r²; across, each half ball's own moment about
    /// its flat face (2/5 · m_s/2 · r²) moved out by the parallel-axis rule from its centre of mass, 3r/8 past
    /// the face.
    pub fn capsule(radius: f32, half_length: f32) -> Self {
        let (r, h) = (f64::from(radius), 2.0 * f64::from(half_length));
        let pi = std::f64::consts::PI;
        let (cylinder, ball) = (pi * r * r * h, 4.0 / 3.0 * pi * r.powi(3));
        let along = 0.5 * cylinder * r * r + 0.4 * ball * r * r;
        // each half ball: about its centre of mass (3r/8 from the face) 83/320 m r² across, moved h/2 + 3r/8 out
        let half = 0.5 * ball;
        let half_across = half * (83.0 / 320.0 * r * r + (0.5 * h + 3.0 / 8.0 * r).powi(2));
        let across = cylinder * (3.0 * r * r + h * h) / 12.0 + 2.0 * half_across;
        Self::about_center((cylinder + ball) as f32, DVec3::new(across, along, across).as_vec3())
    }

    /// A solid cone of base `radius` along y, its base `half_height` below its middle and its apex as far above:
    /// its centre of mass a quarter of the height above the base; I_y = 3/10 m r², and across, about that
    /// centre, m (3r²/20 + 3h²/80).
    pub fn cone(radius: f32, half_height: f32) -> Self {
        let height = 2.0 * half_height;
        let volume = std::f32::consts::PI * radius * radius * height / 3.0;
        let across = volume * (3.0 * radius * radius / 20.0 + 3.0 * height * height / 80.0);
        let center = Vec3::new(0.0, -half_height + 0.25 * height, 0.0);
        MassProperties {
            volume,
            center,
            inertia: Mat3::from_diagonal(Vec3::new(across, 0.3 * volume * radius * radius, across)),
        }
    }

    /// A closed polyhedron of `vertices`, its faces the `triangles` (indices into them) wound anticlockwise seen
    /// from outside: summed over the tetrahedra each triangle makes with the first vertex (Blow and Binstock's
    /// covariance of the canonical tetrahedron, carried to each by its edge matrix), in f64.
    pub fn polyhedron(vertices: &[Vec3], triangles: &[[usize; 3]]) -> Self {
        let apex = vertices.first().map_or(DVec3::ZERO, |v| v.as_dvec3());
        let canonical = DMat3::from_cols_array(&[2.0, 1.0, 1.0, 1.0, 2.0, 1.0, 1.0, 1.0, 2.0]) / 120.0;
        let (mut volume, mut first_moment, mut covariance) = (0.0, DVec3::ZERO, DMat3::ZERO);
        for triangle in triangles {
            let [a, b, c] = triangle.map(|k| vertices[k].as_dvec3() - apex);
            let edges = DMat3::from_cols(a, b, c);
            let determinant = edges.determinant();
            volume += determinant / 6.0;
            first_moment += determinant / 24.0 * (a + b + c);
            covariance += determinant * edges * canonical * edges.transpose();
        }
        let center = if volume != 0.0 { first_moment / volume } else { DVec3::ZERO };
        // the covariance about the centre of mass, then I = trace(C) E − C
        let about_center = covariance - volume * outer(center);
        let inertia = DMat3::from_diagonal(DVec3::splat(trace(&about_center))) - about_center;
        MassProperties { volume: volume as f32, center: (center + apex).as_vec3(), inertia: inertia.as_mat3() }
    }

    /// A body of `parts` of one density: their volumes summed, their centres of mass averaged by volume, and each
    /// part's inertia turned into the body's axes and moved to the body's centre: I = Σ R Iᵢ Rᵀ + Vᵢ(|d|² E − d dᵀ).
    pub fn compound(parts: &[PlacedPart]) -> Self {
        let placed = |part: &PlacedPart| (part.offset + part.rotation * part.properties.center).as_dvec3();
        let volume: f64 = parts.iter().map(|part| f64::from(part.properties.volume)).sum();
        let weighted: DVec3 = parts.iter().map(|part| f64::from(part.properties.volume) * placed(part)).sum();
        let center = if volume > 0.0 { weighted / volume } else { DVec3::ZERO };
        let mut inertia = DMat3::ZERO;
        for part in parts {
            let turn = DMat3::from_quat(part.rotation.as_dquat());
            let own = turn * part.properties.inertia.as_dmat3() * turn.transpose();
            let d = placed(part) - center;
            let moved = DMat3::from_diagonal(DVec3::splat(d.length_squared())) - outer(d);
            inertia += own + f64::from(part.properties.volume) * moved;
        }
        MassProperties { volume: volume as f32, center: center.as_vec3(), inertia: inertia.as_mat3() }
    }

    /// A solid centred on its own origin whose axes are principal, with these `moments`.
    fn about_center(volume: f32, moments: Vec3) -> Self {
        MassProperties { volume, center: Vec3::ZERO, inertia: Mat3::from_diagonal(moments) }
    }

    /// The inertia tensor of a body of `mass` (kg) made of this solid: m / volume times the tensor at unit density.
    pub fn inertia_of_mass(&self, mass: f32) -> Mat3 {
        if self.volume > 0.0 { self.inertia * (mass / self.volume) } else { Mat3::ZERO }
    }

    /// The principal moments and axes of the inertia tensor (Jacobi's rotations, in f64, to a relative 1e-12).
    pub fn principal_axes(&self) -> PrincipalAxes {
        let mut tensor = self.inertia.as_dmat3();
        let mut axes = DMat3::IDENTITY;
        for _ in 0..JACOBI_SWEEPS {
            let (p, q) = largest_off_diagonal(&tensor);
            let off = tensor.col(q)[p];
            if off.abs() <= 1e-12 * trace(&tensor).abs().max(f64::MIN_POSITIVE) {
                break;
            }
            let turn = jacobi_turn(&tensor, (p, q));
            tensor = turn.transpose() * tensor * turn;
            axes *= turn;
        }
        // a right-handed frame, so that it is a turn
        if axes.determinant() < 0.0 {
            axes = DMat3::from_cols(axes.x_axis, axes.y_axis, -axes.z_axis);
        }
        let moments = DVec3::new(tensor.x_axis.x, tensor.y_axis.y, tensor.z_axis.z).as_vec3();
        PrincipalAxes { moments, rotation: Quat::from_mat3(&axes.as_mat3()).normalize() }
    }
}

/// How many rotations Jacobi's method may take: a 3 × 3 tensor converges in a handful of sweeps of three.
const JACOBI_SWEEPS: usize = 32;

/// v vᵀ.
fn outer(v: DVec3) -> DMat3 {
    DMat3::from_cols(v * v.x, v * v.y, v * v.z)
}

fn trace(m: &DMat3) -> f64 {
    m.x_axis.x + m.y_axis.y + m.z_axis.z
}

/// The row and column (p < q) of the largest element off the diagonal.
fn largest_off_diagonal(m: &DMat3) -> (usize, usize) {
    let candidates = [(0, 1), (0, 2), (1, 2)];
    let size = |&(p, q): &(usize, usize)| m.col(q)[p].abs();
    candidates.into_iter().max_by(|a, b| size(a).total_cmp(&size(b))).unwrap_or((0, 1))
}

/// The plane rotation that zeroes the element (p, q) of the symmetric `m`.
fn jacobi_turn(m: &DMat3, (p, q): (usize, usize)) -> DMat3 {
    let (app, aqq, apq) = (m.col(p)[p], m.col(q)[q], m.col(q)[p]);
    let theta = (aqq - app) / (2.0 * apq);
    // (signum(0) is 1: a 45° turn when the two diagonal elements are equal)
    let t = theta.signum() / (theta.abs() + (theta * theta + 1.0).sqrt());
    let c = 1.0 / (t * t + 1.0).sqrt();
    let s = t * c;
    let mut turn = DMat3::IDENTITY;
    turn.col_mut(p)[p] = c;
    turn.col_mut(q)[q] = c;
    turn.col_mut(q)[p] = s;
    turn.col_mut(p)[q] = -s;
    turn
}
