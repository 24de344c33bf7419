//! Random cases for the geometry functions, drawn from the situations where rounding bites: near touching,
//! deep, grazing, sliding along a face, aimed at edges and corners, tiny against huge, far from the origin,
//! zero sizes, starts inside. Each case has its own seed, printed when it fails, so one case replays alone.

use glam::{DVec3, Vec3};

/// SplitMix64: 64 random bits a draw, so f64 draws carry all 53 bits.
pub struct Draw(u64);

impl Draw {
    pub fn new(seed: u64) -> Draw {
        Draw(seed)
    }

    fn bits(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in [0, 1).
    pub fn unit(&mut self) -> f64 {
        (self.bits() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// A number in [low, high).
    pub fn between(&mut self, low: f64, high: f64) -> f64 {
        low + (high - low) * self.unit()
    }

    /// One of `choices`, equally likely.
    pub fn pick<T: Copy>(&mut self, choices: &[T]) -> T {
        choices[(self.bits() % choices.len() as u64) as usize]
    }

    /// +1 or −1.
    pub fn sign(&mut self) -> f64 {
        self.pick(&[1.0, -1.0])
    }

    /// A number spread evenly over the orders of magnitude from `low` to `high`.
    pub fn log_between(&mut self, low: f64, high: f64) -> f64 {
        (low.ln() + (high.ln() - low.ln()) * self.unit()).exp()
    }

    /// A size (radius or half extent): 1 mm to 100 m, now and then a micrometre or nothing at all.
    pub fn size(&mut self) -> f64 {
        match self.pick(&[0, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]) {
            0 => 0.0,
            1 => self.log_between(1e-7, 1e-5),
            _ => self.log_between(1e-3, 100.0),
        }
    }

    /// Half extents: each axis its own size, or a cube.
    pub fn half_extents(&mut self) -> DVec3 {
        if self.unit() < 0.3 { DVec3::splat(self.size()) } else { DVec3::new(self.size(), self.size(), self.size()) }
    }

    /// Where a case happens: at the origin, or up to 10 km from it.
    pub fn place(&mut self) -> DVec3 {
        let reach = self.pick(&[0.0, 1.0, 100.0, 1000.0, 10_000.0]);
        DVec3::new(self.between(-reach, reach), self.between(-reach, reach), self.between(-reach, reach))
    }

    /// A unit vector, uniform on the sphere.
    pub fn direction(&mut self) -> DVec3 {
        loop {
            let v = DVec3::new(self.between(-1.0, 1.0), self.between(-1.0, 1.0), self.between(-1.0, 1.0));
            if v.length_squared() > 1e-4 && v.length_squared() <= 1.0 {
                return v.normalize();
            }
        }
    }

    /// A unit vector square to the unit `normal`.
    pub fn across(&mut self, normal: DVec3) -> DVec3 {
        let v = self.direction();
        (v - normal * v.dot(normal)).try_normalize().unwrap_or(normal.any_orthonormal_vector())
    }

    /// A signed gap at the scale `scale` (m): exactly touching, within a few roundings of touching, overlapping
    /// or apart by a fraction of the scale, or far apart.
    pub fn gap(&mut self, scale: f64) -> f64 {
        let rounding = f32::EPSILON as f64 * scale.max(1e-6);
        match self.pick(&[0, 1, 1, 1, 2, 2, 3]) {
            0 => 0.0,
            1 => self.sign() * rounding * self.between(0.0, 64.0).floor(),
            2 => self.sign() * scale * self.log_between(1e-6, 1.0),
            _ => scale * self.log_between(1.0, 100.0),
        }
    }

    /// A length the shapes move by in one step: a micrometre to 100 m.
    pub fn travel(&mut self) -> f64 {
        self.log_between(1e-6, 100.0)
    }
}

/// Inputs rounded to f32, as the engine receives them.
pub fn narrow(v: DVec3) -> Vec3 {
    v.as_vec3()
}

/// A drawn radius as the engine gets it, and the same value in f64.
pub fn radius(draw: &mut Draw) -> (f32, f64) {
    let r = draw.size() as f32;
    (r, r as f64)
}

/// Drawn half extents as the engine gets them, and the same values in f64.
pub fn box_sizes(draw: &mut Draw) -> (Vec3, DVec3) {
    let half = narrow(draw.half_extents());
    (half, half.as_dvec3())
}

/// The relative motion of a case: aimed at the touching spot (with a little sideways), grazing past it,
/// sliding along it from there, or any way at all; `t_hit` is the fraction at which the aim passes the spot.
pub fn motion_through(draw: &mut Draw, spot: DVec3, outward: DVec3) -> (DVec3, DVec3) {
    let length = draw.travel();
    let (motion, t_hit) = match draw.pick(&[0, 0, 1, 2, 3]) {
        0 => {
            let sideways = draw.across(outward) * draw.log_between(1e-4, 2.0);
            ((-outward + sideways).normalize() * length, draw.between(-0.2, 1.3))
        }
        1 => (draw.across(outward) * length, draw.between(-0.2, 1.2)),
        2 => (draw.across(outward) * length, 0.0),
        _ => (draw.direction() * length, draw.between(-0.5, 1.5)),
    };
    (spot - motion * t_hit, motion)
}

/// Splits a relative motion into the two shapes' own motions: often A still, else both carried along by a
/// shared motion of its own size.
pub fn split_motion(draw: &mut Draw, motion: DVec3) -> (Vec3, Vec3) {
    let shared = if draw.unit() < 0.5 { DVec3::ZERO } else { draw.direction() * draw.travel() };
    (narrow(shared), narrow(shared + motion))
}

/// Places B at `offset` from A, with A somewhere up to 10 km out; both rounded to f32 (the reference reads the
/// rounded offset back).
pub fn place_pair(draw: &mut Draw, offset: DVec3) -> (Vec3, Vec3) {
    let a = narrow(draw.place());
    (a, narrow(a.as_dvec3() + offset))
}

/// Where B's centre is when it touches a ball of radius `reach` around A's, give or take a drawn gap, and the
/// outward direction there.
pub fn spot_on_ball(draw: &mut Draw, reach: f64) -> (DVec3, DVec3) {
    let outward = draw.direction();
    (outward * (reach + draw.gap(reach)), outward)
}

/// Where the centre of a ball of `radius` is when it touches a box of half extents `half` on a face, an edge or
/// a corner (or sits inside it), give or take a drawn gap, and the outward direction there; radius 0 places a
/// point, which for a box of the two boxes' summed half extents places the second box.
pub fn spot_on_box(draw: &mut Draw, half: DVec3, radius: f64) -> (DVec3, DVec3) {
    let sides = DVec3::new(draw.pick(&[-1.0, 0.0, 1.0]), draw.pick(&[-1.0, 0.0, 1.0]), draw.pick(&[-1.0, 0.0, 1.0]));
    let scale = radius + half.max_element();
    if sides == DVec3::ZERO {
        let inside = DVec3::new(draw.between(-1.0, 1.0), draw.between(-1.0, 1.0), draw.between(-1.0, 1.0));
        return (inside * half, draw.direction());
    }
    let mut point = DVec3::ZERO;
    let mut outward = DVec3::ZERO;
    for axis in 0..3 {
        if sides[axis] == 0.0 {
            point[axis] = draw.between(-1.0, 1.0) * half[axis];
        } else {
            point[axis] = sides[axis] * half[axis];
            outward[axis] = sides[axis] * draw.between(0.05, 1.0);
        }
    }
    let outward = outward.normalize();
    (point + outward * (radius + draw.gap(scale)), outward)
}
