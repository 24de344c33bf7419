//! RON text as scenes and lessons are written: read with `Some(…)` optional around optional values, and
//! searched for where a key is written, for errors that name a line (serde keeps no positions for values
//! that parsed).

/// A syntax error's place and what it says.
pub struct SyntaxError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

/// Reads `text` as a `T`; `color: "#e69f00"` reads as `color: Some("#e69f00")`.
pub fn read_ron<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, SyntaxError> {
    let options = ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME);
    options.from_str(text).map_err(|error| SyntaxError {
        line: error.span.start.line,
        column: error.span.start.col,
        message: error.code.to_string(),
    })
}

/// Offset of the first `key:` (a whole word followed by a colon) at or after `from`.
pub fn find_key(text: &str, from: usize, key: &str) -> Option<usize> {
    let mut search = from;
    while let Some(found) = text.get(search..)?.find(key) {
        let at = search + found;
        let before_ok = text[..at].chars().next_back().is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
        let after = text[at + key.len()..].trim_start();
        if before_ok && after.starts_with(':') {
            return Some(at);
        }
        search = at + key.len();
    }
    None
}
