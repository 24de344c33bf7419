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

/// A value of a sentence: text or a count, or another sentence said in the same language.
#[derive(Clone, Debug, PartialEq)]
enum Value {
    Plain(Arg<'static>),
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
