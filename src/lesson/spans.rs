//! Where each step is written in a lesson's text, so an error can name its line: serde keeps no positions
//! for values that parsed.

use std::ops::Range;

use crate::scene::ron_text::find_key;

/// The byte ranges of the steps, the `( … )` items of the `steps: [ … ]` list, in order.
pub fn step_spans(text: &str) -> Vec<Range<usize>> {
    let Some(key) = find_key(text, 0, "steps") else {
        return Vec::new();
    };
    let Some(open) = text[key..].find('[').map(|at| key + at) else {
        return Vec::new();
    };
    let mut spans = Vec::new();
    let (mut depth, mut start) = (0usize, open);
    for (at, c) in code_chars(&text[open..]).map(|(at, c)| (open + at, c)) {
        match c {
            '(' | '[' | '{' => {
                depth += 1;
                if depth == 2 && c == '(' {
                    start = at;
                }
            }
            ')' | ']' | '}' => {
                if depth == 2 && c == ')' {
                    spans.push(start..at + 1);
                }
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    break;
                }
            }
            _ => {}
        }
    }
    spans
}

/// The characters of RON text outside strings and comments, with their byte offsets.
fn code_chars(text: &str) -> impl Iterator<Item = (usize, char)> + '_ {
    let mut chars = text.char_indices().peekable();
    std::iter::from_fn(move || {
        loop {
            let (at, c) = chars.next()?;
            match c {
                '"' => {
                    while let Some((_, c)) = chars.next() {
                        match c {
                            '\\' => {
                                chars.next();
                            }
                            '"' => break,
                            _ => {}
                        }
                    }
                }
                '/' if chars.peek().is_some_and(|&(_, next)| next == '/') => {
                    chars.find(|&(_, c)| c == '\n');
                }
                '/' if chars.peek().is_some_and(|&(_, next)| next == '*') => {
                    chars.next();
                    let mut last = ' ';
                    chars.find(|&(_, c)| std::mem::replace(&mut last, c) == '*' && c == '/');
                }
                _ => return Some((at, c)),
            }
        }
    })
}

/// The 1-based line of `field` in step `step` (from 0), or of the name `name` after it where given; the
/// step's first line when the field is not written there, the file's first line when the step is not found.
pub fn line_in_step(text: &str, step: Option<usize>, field: &str, name: Option<&str>) -> usize {
    let span = step.and_then(|index| step_spans(text).get(index).cloned()).unwrap_or(0..text.len());
    let field_at = find_key(text, span.start, field).filter(|&at| at < span.end).unwrap_or(span.start);
    let quoted = name.map(|name| format!("\"{name}\""));
    let name_at = quoted.and_then(|quoted| text[field_at..span.end].find(&quoted).map(|at| field_at + at));
    text[..name_at.unwrap_or(field_at)].matches('\n').count() + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_are_found_past_strings_and_comments_with_brackets_in_them() {
        let text = "(\n  title: \"a (b\",\n  steps: [\n    // a ( comment\n    (text: \"x)\"),\n    (run: Begin(\"a\", \"b\"),\n     reveal: [Time]),\n  ],\n)";
        let spans = step_spans(text);
        assert_eq!(spans.len(), 2, "{spans:?}");
        assert_eq!(&text[spans[0].clone()], "(text: \"x)\")");
        assert!(text[spans[1].clone()].ends_with("[Time])"));
        assert_eq!(line_in_step(text, Some(1), "reveal", None), 7);
        assert_eq!(line_in_step(text, Some(1), "run", Some("b")), 6);
        assert_eq!(line_in_step(text, Some(0), "reveal", None), 5);
    }
}
