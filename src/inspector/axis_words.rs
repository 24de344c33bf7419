//! The separating axes in words: which features of two boxes an axis comes from, and the numbers along it.

use crate::geometry::{AxisFeature, AxisSpan};

const AXES: [&str; 3] = ["x", "y", "z"];

/// Where one of the 15 axes of two turned boxes comes from, in words: "A's y face", "A's x edge × B's z edge".
pub fn feature_words(feature: AxisFeature) -> String {
    match feature {
        AxisFeature::FaceA { axis } => format!("A's {} face", AXES[axis]),
        AxisFeature::FaceB { axis } => format!("B's {} face", AXES[axis]),
        AxisFeature::Edges { edge_a, edge_b } => format!("A's {} edge × B's {} edge", AXES[edge_a], AXES[edge_b]),
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
pub fn turned_summary(gaps: &[Option<f32>; 15], deciding: Option<usize>) -> String {
    match deciding {
        Some(k) => format!(
            "overlapping on all 15 axes, least along {} by {:.4} m (the normal's axis)",
            feature_words(AxisFeature::of(k)),
            -gaps[k].unwrap_or(0.0)
        ),
        None => {
            let widest = (0..15).max_by(|&i, &j| gaps[i].unwrap_or(f32::MIN).total_cmp(&gaps[j].unwrap_or(f32::MIN)));
            let k = widest.unwrap_or(0);
            format!("apart along {} by {:.4} m", feature_words(AxisFeature::of(k)), gaps[k].unwrap_or(0.0))
        }
    }
}

/// Each of the 15 axes' gaps on a line of its own, the deciding axis marked.
pub fn turned_gap_lines(gaps: &[Option<f32>; 15], deciding: Option<usize>) -> Vec<String> {
    let line = |k: usize| {
        let marker = if deciding == Some(k) { " (deciding)" } else { "" };
        match gaps[k] {
            Some(gap) => format!("{}: gap {gap:.4} m{marker}", feature_words(AxisFeature::of(k))),
            None => format!("{}: edges parallel, no axis", feature_words(AxisFeature::of(k))),
        }
    };
    (0..15).map(line).collect()
}

/// One axis's swept span in words, labelled `name`.
pub fn span_words(name: &str, span: &AxisSpan, deciding: bool) -> String {
    let marker = if deciding { " (deciding)" } else { "" };
    match span {
        AxisSpan::Always => format!("{name}: overlapping the whole step{marker}"),
        AxisSpan::Never => format!("{name}: apart the whole step{marker}"),
        AxisSpan::Between { enter, leave } => format!("{name}: t_enter {enter:.4} t_leave {leave:.4}{marker}"),
    }
}
