//! Writing a widget's state as a link, one declared parameter at a time.

use super::declare::{Param, list_text};
use super::query::Query;
use crate::format::link_number;

/// Writes a widget's state as a link, one declared parameter at a time, in the order given.
#[derive(Debug, Default)]
pub struct LinkWriter {
    pairs: Vec<(String, String)>,
}

impl LinkWriter {
    /// An empty link.
    pub fn new() -> Self {
        Self::default()
    }

    fn put(mut self, param: &Param, value: String) -> Self {
        self.pairs.push((param.name.to_string(), value));
        self
    }

    /// A whole number.
    pub fn int(self, param: &Param, value: impl Into<i128>) -> Self {
        let v: i128 = value.into();
        self.put(param, v.to_string())
    }

    /// A whole number held as a `usize`.
    pub fn count(self, param: &Param, value: usize) -> Self {
        self.put(param, value.to_string())
    }

    /// A number, written so that it reads back exactly.
    pub fn float(self, param: &Param, value: f64) -> Self {
        self.put(param, link_number(value))
    }

    /// One of the parameter's words.
    pub fn choice(self, param: &Param, value: &str) -> Self {
        self.put(param, value.to_string())
    }

    /// Free text.
    pub fn sentence(self, param: &Param, text: &str) -> Self {
        self.put(param, text.to_string())
    }

    /// A list of numbers.
    pub fn list(self, param: &Param, values: &[f64]) -> Self {
        self.put(param, list_text(values))
    }

    /// A list of words.
    pub fn text(self, param: &Param, words: &[String]) -> Self {
        self.put(param, words.join(","))
    }

    /// The finished link.
    pub fn finish(self) -> Query {
        Query::from_pairs(self.pairs)
    }
}

/// The link that spells out every default of `params`, as the gallery documents them.
pub fn defaults_query(params: &[Param]) -> Query {
    Query::from_pairs(params.iter().map(|p| (p.name, p.default_text())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_links_in_order() {
        let a = Param::int("a", 0, 9, 1);
        let b = Param::list("b", (-1.0, 1.0), (1, 3), &[0.5]);
        let q = LinkWriter::new()
            .int(&a, 7u64)
            .list(&b, &[0.25, -1.0])
            .finish();
        assert_eq!(q.encode(), "a=7&b=0.25,-1");
        assert_eq!(defaults_query(&[a, b]).encode(), "a=1&b=0.5");
    }
}
