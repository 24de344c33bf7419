//! Numbers as each language writes them: a decimal comma in Spanish, French, German and Portuguese
//! (3,50 m/s), a point in English. Fluent's own NUMBER() writes a point in every language, so real numbers are
//! written here and given to the translations as text; counts go as numbers, for their plural forms.

use super::spoken::Language;

/// `value` with `decimals` digits after the language's decimal mark.
pub fn decimal(value: f64, decimals: usize, language: Language) -> String {
    let text = format!("{value:.decimals$}");
    // a value that rounds to zero is written without its sign
    let text = if text.starts_with('-') && text[1..].bytes().all(|byte| matches!(byte, b'0' | b'.')) {
        text[1..].to_string()
    } else {
        text
    };
    if language.decimal_comma() { text.replace('.', ",") } else { text }
}

/// `value` with `decimals` digits and its sign always written (+0.50, −0.25 as -0.25), with the language's
/// decimal mark; zero has a plus.
pub fn signed(value: f64, decimals: usize, language: Language) -> String {
    let text = decimal(value, decimals, language);
    if text.starts_with('-') { text } else { format!("+{text}") }
}

/// `value` in as few digits as tell it exactly (as Rust writes a float), with the language's decimal mark.
pub fn shortest(value: f32, language: Language) -> String {
    let text = value.to_string();
    if language.decimal_comma() { text.replace('.', ",") } else { text }
}

/// A number typed in a field: with either decimal mark (a class's keyboards differ), spaces ignored; not
/// necessarily finite.
pub fn parse_decimal(text: &str) -> Option<f64> {
    let cleaned: String = text.chars().filter(|c| !c.is_whitespace()).map(|c| if c == ',' { '.' } else { c }).collect();
    cleaned.parse::<f64>().ok()
}

/// A finite number typed in a field, with either decimal mark.
pub fn parse_finite(text: &str) -> Option<f64> {
    parse_decimal(text).filter(|value| value.is_finite())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_use_the_languages_mark() {
        assert_eq!(decimal(9.8066, 2, Language::English), "9.81");
        assert_eq!(decimal(9.8066, 2, Language::German), "9,81");
        assert_eq!(decimal(-0.5, 1, Language::French), "-0,5");
        assert_eq!(decimal(-0.0004, 2, Language::Spanish), "0,00");
        assert_eq!(decimal(12.0, 0, Language::Portuguese), "12");
        assert_eq!(signed(-0.0001, 2, Language::English), "+0.00");
        assert_eq!(signed(1.5, 2, Language::French), "+1,50");
        assert_eq!(signed(-1.5, 1, Language::English), "-1.5");
        assert_eq!(shortest(0.25, Language::Portuguese), "0,25");
        assert_eq!(shortest(20.0, Language::English), "20");
    }

    #[test]
    fn typed_numbers_take_either_mark() {
        assert_eq!(parse_decimal("3,5"), Some(3.5));
        assert_eq!(parse_decimal(" -2.25 "), Some(-2.25));
        assert_eq!(parse_decimal("1e3"), Some(1000.0));
        assert_eq!(parse_decimal("abc"), None);
        assert!(parse_decimal("NaN").is_some_and(f64::is_nan));
        assert_eq!(parse_finite("NaN"), None);
        assert_eq!(parse_finite("4,5"), Some(4.5));
    }
}
