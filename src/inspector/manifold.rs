//! Two boxes' manifold as the inspector explains it: the points across the face (or the crossed edges) that
//! decides them, and how a push at each point turns the bodies.

use bevy::prelude::*;
use serde::Serialize;

use crate::geometry::{AxisFeature, manifold_placed_within};
use crate::inspector::axis_words::feature_words;
use crate::inspector::body::InspectedBody;
use crate::inspector::section::{number, vector};
use crate::language::{Arg, Texts};

/// One point of the manifold: on each surface, how deep, and how a push along the normal there acts.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct ManifoldPointView {
    pub point_a: Vec3,
    pub point_b: Vec3,
    /// How far B's point reaches through A's surface (m; negative: a gap within the reach).
    pub penetration: f32,
    /// How far the normal's line through the point passes from A's and from B's centre (m): |r × n|, the lever
    /// by which a push there turns the body.
    pub lever_a: f32,
    pub lever_b: f32,
    /// The impulse that stops 1 m/s of approach at the point (kg): 1 / (1/m_A + 1/m_B + (r_A × n)·I_A⁻¹(r_A × n)
    /// + (r_B × n)·I_B⁻¹(r_B × n)).
    pub effective_mass: f32,
}

/// Where two boxes touch as the solver holds a box that tumbles: up to four points.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ManifoldView {
    /// What the points lie across: a face of A or of B (the reference face), or a pair of crossed edges; `None`
    /// while the boxes are apart (a speculative manifold across the widest gap).
    pub reference: Option<AxisFeature>,
    pub normal: Vec3,
    pub points: Vec<ManifoldPointView>,
}

impl ManifoldView {
    /// The manifold of two boxes where free flight took them, within `reach`; `None` unless both are boxes that
    /// touch or come that close.
    pub fn of(
        a: &InspectedBody,
        b: &InspectedBody,
        reach: f32,
        reference: Option<AxisFeature>,
    ) -> Option<ManifoldView> {
        let (placed_a, placed_b) = (a.placed(a.flight_end), b.placed(b.flight_end));
        placed_a.as_box().zip(placed_b.as_box())?;
        let manifold = manifold_placed_within(&placed_a, &placed_b, reach)?;
        let normal = manifold.normal;
        let points = manifold.used().iter().map(|point| {
            let (lever_a, lever_b) = (point.local_a.cross(normal), point.local_b.cross(normal));
            let turning = lever_a.dot(a.inverse_inertia * lever_a) + lever_b.dot(b.inverse_inertia * lever_b);
            let compliance = a.inverse_mass() + b.inverse_mass() + turning;
            ManifoldPointView {
                point_a: a.flight_end + point.local_a,
                point_b: b.flight_end + point.local_b,
                penetration: point.penetration,
                lever_a: lever_a.length(),
                lever_b: lever_b.length(),
                effective_mass: if compliance > 0.0 { 1.0 / compliance } else { 0.0 },
            }
        });
        Some(ManifoldView { reference, normal, points: points.collect() })
    }

    /// The manifold in words: what the points lie across, how they were found, and each point.
    pub fn lines(&self, t: &Texts) -> Vec<String> {
        let across = match self.reference {
            Some(AxisFeature::Edges { .. }) => t.get("manifold-edges"),
            Some(face) => t.with("manifold-face", &[("face", feature_words(face, t).into())]),
            None => t.get("manifold-apart"),
        };
        let head = [("count", Arg::from(self.points.len())), ("across", across.into())];
        let mut lines = vec![t.with("manifold-head", &head)];
        for (k, point) in self.points.iter().enumerate() {
            let args = [
                ("number", Arg::from(k + 1)),
                ("a", vector(t, point.point_a).into()),
                ("b", vector(t, point.point_b).into()),
                ("overlap", number(t, point.penetration).into()),
                ("lever_a", number(t, point.lever_a).into()),
                ("lever_b", number(t, point.lever_b).into()),
                ("mass", number(t, point.effective_mass).into()),
            ];
            lines.push(t.with("manifold-point", &args));
        }
        lines.push(t.get("manifold-turning"));
        lines
    }
}
