//! A sentence kept to be said later, in whichever language is chosen then: a message's id and its values. A
//! file's error is one: made where the file is read, shown in the app's language, printed in English.

use std::fmt;

use super::texts::{Arg, Texts};

/// A message of the translations with its values, said by [`Sentence::said`] in any language.
#[derive(Clone, Debug, PartialEq)]
pub struct Sentence {
    id: &'static str,
    values: Vec<(&'static str, Value)>,
}

/// A value of a sentence: text or a count, a number written with the language's decimal mark when said, or
/// another sentence said in the same language.
#[derive(Clone, Debug, PartialEq)]
enum Value {
    Plain(Arg<'static>),
    Number { value: f64, decimals: usize },
    Said(Sentence),
}

impl Sentence {
    /// The message `id`, with no values yet.
    pub fn new(id: &'static str) -> Sentence {
        Sentence { id, values: Vec::new() }
    }

    /// The sentence with the value `name` put in: text (a name, a number as the file wrote it) or a count.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg<'static>>) -> Sentence {
        self.values.push((name, Value::Plain(value.into())));
        self
    }

    /// The sentence with the number `value` as its value `name`, written with `decimals` digits after the
    /// decimal mark of the language it is said in.
    pub fn with_number(mut self, name: &'static str, value: f64, decimals: usize) -> Sentence {
        self.values.push((name, Value::Number { value, decimals }));
        self
    }

    /// The sentence with another as its value `name`, said in the same language as this one.
    pub fn with_sentence(mut self, name: &'static str, sentence: Sentence) -> Sentence {
        self.values.push((name, Value::Said(sentence)));
        self
    }

    /// The sentence in `t`'s language.
    pub fn said(&self, t: &Texts) -> String {
        let values: Vec<(&str, Arg)> = self
            .values
            .iter()
            .map(|(name, value)| match value {
                Value::Plain(arg) => (*name, arg.clone()),
                Value::Number { value, decimals } => (*name, Arg::from(t.number(*value, *decimals))),
                Value::Said(sentence) => (*name, Arg::from(sentence.said(t))),
            })
            .collect();
        t.with(self.id, &values)
    }
}

/// In English: for the command line, the logs and the tests.
impl fmt::Display for Sentence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said(&Texts::english()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::spoken::Language;

    #[test]
    fn a_sentence_kept_is_said_in_the_language_asked_numbers_and_inner_sentences_too() {
        let attached = Sentence::new("attach-rod").with_number("length", 1.25, 2);
        assert_eq!(attached.said(&Texts::english()), "a rod of 1.25 m attached");
        assert_eq!(attached.said(&Texts::of_language(Language::German)), "Stange von 1,25 m befestigt");
        let refused =
            Sentence::new("problem-scene-refused").with_sentence("error", Sentence::new("problem-scene-name"));
        assert_eq!(refused.to_string(), "the scene does not load: the scene needs a name");
        let spanish = refused.said(&Texts::of_language(Language::Spanish));
        assert_eq!(spanish, "la escena no carga: la escena necesita un nombre");
    }
}
