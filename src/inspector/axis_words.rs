//! The separating axes in words: which features of two boxes an axis comes from, and the numbers along it.

use crate::geometry::{AxisFeature, AxisSpan};
use crate::inspector::section::number;
use crate::language::Texts;

/// The world's axes as the report names them.
pub const AXES: [&str; 3] = ["x", "y", "z"];

/// Where one of the 15 axes of two turned boxes comes from, in words: "A's y face", "A's x edge × B's z edge".
pub fn feature_words(feature: AxisFeature, t: &Texts) -> String {
    match feature {
        AxisFeature::FaceA { axis } => t.with("feature-face-a", &[("axis", AXES[axis].into())]),
        AxisFeature::FaceB { axis } => t.with("feature-face-b", &[("axis", AXES[axis].into())]),
        AxisFeature::Edges { edge_a, edge_b } => {
            t.with("feature-edges", &[("a", AXES[edge_a].into()), ("b", AXES[edge_b].into())])
        }
    }
}

/// A short label for a row of axis bars: "x" for the three world axes, "A y" or "Ax×Bz" for turned boxes'.
pub fn axis_label(index: usize, count: usize) -> String {
    if count == 3 {
        return AXES[index].to_string();
    }
    match AxisFeature::of(index) {
        AxisFeature::FaceA { axis } => format!("A {}", AXES[axis]),
        AxisFeature::FaceB { axis } => format!("B {}", AXES[axis]),
        AxisFeature::Edges { edge_a, edge_b } => format!("A{}×B{}", AXES[edge_a], AXES[edge_b]),
    }
}

/// The 15 axes' gaps of two turned boxes in one line: overlapping on all (and the least overlap, the
/// normal's axis) or apart along the widest gap.
pub fn turned_summary(gaps: &[Option<f32>; 15], deciding: Option<usize>, t: &Texts) -> String {
    match deciding {
        Some(k) => t.with(
            "turned-overlapping",
            &[
                ("feature", feature_words(AxisFeature::of(k), t).into()),
                ("depth", number(t, -gaps[k].unwrap_or(0.0)).into()),
            ],
        ),
        None => {
            let widest = (0..15).max_by(|&i, &j| gaps[i].unwrap_or(f32::MIN).total_cmp(&gaps[j].unwrap_or(f32::MIN)));
            let k = widest.unwrap_or(0);
            t.with(
                "turned-apart",
                &[
                    ("feature", feature_words(AxisFeature::of(k), t).into()),
                    ("gap", number(t, gaps[k].unwrap_or(0.0)).into()),
                ],
            )
        }
    }
}

/// Each of the 15 axes' gaps on a line of its own, the deciding axis marked.
pub fn turned_gap_lines(gaps: &[Option<f32>; 15], deciding: Option<usize>, t: &Texts) -> Vec<String> {
    let line = |k: usize| {
        let feature = feature_words(AxisFeature::of(k), t);
        match gaps[k] {
            Some(gap) => {
                let line = t.with("turned-gap", &[("feature", feature.into()), ("gap", number(t, gap).into())]);
                marked(line, deciding == Some(k), t)
            }
            None => t.with("turned-parallel", &[("feature", feature.into())]),
        }
    };
    (0..15).map(line).collect()
}

/// One axis's swept span in words, labelled `name`.
pub fn span_words(name: &str, span: &AxisSpan, deciding: bool, t: &Texts) -> String {
    let line = match span {
        AxisSpan::Always => t.with("span-always", &[("axis", name.into())]),
        AxisSpan::Never => t.with("span-never", &[("axis", name.into())]),
        AxisSpan::Between { enter, leave } => t.with(
            "span-between",
            &[("axis", name.into()), ("enter", number(t, *enter).into()), ("leave", number(t, *leave).into())],
        ),
    };
    marked(line, deciding, t)
}

/// `line`, marked as the deciding axis's when it is.
fn marked(line: String, deciding: bool, t: &Texts) -> String {
    if deciding { t.with("report-deciding", &[("line", line.into())]) } else { line }
}
