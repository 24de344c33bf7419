//! A stage's section of the verdict, and the numbers as the report writes them.

use bevy::prelude::*;

use crate::language::Texts;

/// The stages a verdict tells of, in pipeline order, and a joint's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    Broadphase,
    Narrowphase,
    Continuous,
    Response,
    Joint,
}

impl Stage {
    /// The stage's name in `t`'s language.
    pub fn name(self, t: &Texts) -> String {
        t.get(match self {
            Stage::Broadphase => "stage-name-broadphase",
            Stage::Narrowphase => "stage-name-narrowphase",
            Stage::Continuous => "stage-name-continuous",
            Stage::Response => "stage-name-response",
            Stage::Joint => "stage-name-joint",
        })
    }
}

/// One stage of the verdict: which, its one-line answer and the numbers behind it.
pub struct Section {
    pub stage: Stage,
    pub answer: String,
    pub lines: Vec<String>,
}

/// A number as the report writes it: four decimals, with the language's decimal mark.
pub(crate) fn number(t: &Texts, value: f32) -> String {
    t.number(value, 4)
}

/// A vector as the report writes it: each component with four decimals.
pub(crate) fn vector(t: &Texts, value: Vec3) -> String {
    t.vector(value.to_array(), 4)
}
