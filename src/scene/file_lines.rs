//! Where in a scene file's text a value is written, for errors that name a line: serde keeps no positions for
//! values that parsed, so these search the text.

use super::ron_text::find_key;

/// The 1-based line where `field` is written for the body named `body` (or at top level), as near as a
/// text search can tell: serde keeps no positions for values that parsed.
pub fn line_of(text: &str, body: Option<&str>, field: &str) -> usize {
    let start = body.and_then(|name| find_key_value(text, 0, "name", &format!("\"{name}\""))).unwrap_or(0);
    let next_body = find_key(text, start + 1, "name").unwrap_or(text.len());
    let at = find_key(text, start, field).filter(|&at| body.is_none() || at < next_body).unwrap_or(start);
    text[..at].matches('\n').count() + 1
}

/// The 1-based line where `field` is written in the joint at `index` among the file's joints (the joint's
/// first line when the field is left out).
pub fn joint_line(text: &str, index: usize, field: &str) -> usize {
    let mut start = find_key(text, 0, "joints").unwrap_or(0);
    for _ in 0..=index {
        start = find_key(text, start + 1, "kind").unwrap_or(start);
    }
    let next = find_key(text, start + 1, "kind").unwrap_or(text.len());
    let at = find_key(text, start, field).filter(|&at| at < next).unwrap_or(start);
    text[..at].matches('\n').count() + 1
}

/// Offset of `key: value` at or after `from`.
fn find_key_value(text: &str, from: usize, key: &str, value: &str) -> Option<usize> {
    let mut search = from;
    while let Some(at) = find_key(text, search, key) {
        let after = text[at + key.len()..].trim_start().trim_start_matches(':').trim_start();
        if after.starts_with(value) {
            return Some(at);
        }
        search = at + key.len();
    }
    None
}

/// The 1-based line where the translation into `code` starts (the `translations` key's line if it is not found).
pub fn translation_line(text: &str, code: &str) -> usize {
    let start = find_key(text, 0, "translations").unwrap_or(0);
    let at = text[start..].find(&format!("\"{code}\"")).map_or(start, |at| start + at);
    text[..at].matches('\n').count() + 1
}
