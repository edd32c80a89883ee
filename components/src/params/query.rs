//! A query string as the browser hands it over: split, percent-decoded, and written back.

/// The most of a query string that is read, in bytes: every link a widget writes is a few hundred,
/// and a hand-edited one has room to spare, while a link of megabytes made to stall the page is
/// cut here before any of it is decoded.
pub const MAX_QUERY_BYTES: usize = 16 * 1024;

/// The most `key=value` pairs read: a widget's settings, every one spelled out, are under twenty.
pub const MAX_PAIRS: usize = 64;

/// A query string split into `(key, value)` pairs, percent-decoded, in their original order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Query {
    pairs: Vec<(String, String)>,
    /// Whether the string went past [`MAX_QUERY_BYTES`] or [`MAX_PAIRS`], so only its start was read.
    cut: bool,
}

impl Query {
    /// Parses `a=1&b=x%20y` (with or without a leading `?`; `+` is a space), up to
    /// [`MAX_QUERY_BYTES`] and [`MAX_PAIRS`].
    pub fn parse(search: &str) -> Self {
        let search = search.strip_prefix('?').unwrap_or(search);
        let mut end = search.len().min(MAX_QUERY_BYTES);
        while !search.is_char_boundary(end) {
            end -= 1;
        }
        let mut cut = end < search.len();
        let mut pieces = search[..end].split('&').filter(|p| !p.is_empty());
        let pairs = pieces
            .by_ref()
            .take(MAX_PAIRS)
            .map(|p| {
                let (k, v) = p.split_once('=').unwrap_or((p, ""));
                (decode(k), decode(v))
            })
            .collect();
        cut |= pieces.next().is_some();
        Self { pairs, cut }
    }

    /// Whether the link was longer than is read, so only its start was used.
    pub fn was_cut(&self) -> bool {
        self.cut
    }

    /// A query from pairs (used when building links).
    pub fn from_pairs<K: Into<String>, V: Into<String>>(
        pairs: impl IntoIterator<Item = (K, V)>,
    ) -> Self {
        Self {
            pairs: pairs
                .into_iter()
                .map(|(k, v)| (k.into(), v.into()))
                .collect(),
            cut: false,
        }
    }

    /// The first value of `key`.
    pub fn first(&self, key: &str) -> Option<&str> {
        self.pairs
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// Every value of `key`, in order.
    pub fn all(&self, key: &str) -> Vec<&str> {
        self.pairs
            .iter()
            .filter(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
            .collect()
    }

    /// The pairs in order.
    pub fn pairs(&self) -> &[(String, String)] {
        &self.pairs
    }

    /// Back to `a=1&b=x%20y` form (no leading `?`).
    pub fn encode(&self) -> String {
        self.pairs
            .iter()
            .map(|(k, v)| format!("{}={}", encode(k), encode(v)))
            .collect::<Vec<_>>()
            .join("&")
    }
}

fn hex(b: u8) -> Option<u8> {
    (b as char).to_digit(16).map(|d| d as u8)
}

/// Percent-decoding; malformed escapes are kept as they are, invalid UTF-8 is replaced.
pub fn decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => {
                match (
                    bytes.get(i + 1).copied().and_then(hex),
                    bytes.get(i + 2).copied().and_then(hex),
                ) {
                    (Some(h), Some(l)) => {
                        out.push(h * 16 + l);
                        i += 2;
                    }
                    _ => out.push(b'%'),
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Percent-encoding for a query value: letters, digits and `-._~,` stay as they are.
pub fn encode(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~,".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// `path` with `version` as its query (`?v=…`), for a file whose name carries no hash of its own
/// (`ui::assets`). Only a version of hex digits, the only thing the build writes, is added, so
/// a page altered in transit cannot turn it into anything else.
pub fn with_version(path: &str, version: Option<&str>) -> String {
    match version {
        Some(v) if !v.is_empty() && v.bytes().all(|b| b.is_ascii_hexdigit()) => {
            format!("{path}?v={v}")
        }
        _ => path.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_cuts_a_long_address_one_unit_past_what_is_read() {
        // index.html's first script shortens the address before the page loads anything; one
        // UTF-16 unit is at least one byte, so what it keeps is still longer than is read and the
        // app still says the link was cut.
        let page = include_str!("../../../index.html");
        let keep = MAX_QUERY_BYTES + 1;
        assert!(page.contains(&format!("location.search.length > {keep})")));
        assert!(page.contains(&format!("location.search.slice(0, {keep})")));
        assert!(Query::parse(&"a".repeat(keep)).was_cut());
        assert!(!Query::parse(&"a".repeat(MAX_QUERY_BYTES)).was_cut());
    }

    #[test]
    fn parses_and_decodes() {
        let q = Query::parse("?embed=softmax&labels=a%20b,c+d&t=2&t=3&bad=%zz");
        assert_eq!(q.first("labels"), Some("a b,c d"));
        assert_eq!(q.all("t"), vec!["2", "3"]);
        assert_eq!(q.first("bad"), Some("%zz"));
        assert_eq!(Query::parse("").pairs().len(), 0);
        assert_eq!(Query::parse("a").first("a"), Some(""));
        assert_eq!(decode("%"), "%");
        assert_eq!(decode("%4"), "%4");
        assert_eq!(decode("%C3%A9"), "é");
    }

    #[test]
    fn encodes_round_trip() {
        let q = Query::from_pairs([("labels", "a b,é&c"), ("t", "1.5")]);
        assert_eq!(Query::parse(&q.encode()), q);
        assert_eq!(encode("2,1,0.5"), "2,1,0.5");
    }

    #[test]
    fn the_version_goes_in_the_query_only_when_it_is_one() {
        assert_eq!(
            with_version("./train_worker_loader.js", Some("0123abcd")),
            "./train_worker_loader.js?v=0123abcd"
        );
        assert_eq!(with_version("./a.js", None), "./a.js");
        assert_eq!(with_version("./a.js", Some("")), "./a.js");
        assert_eq!(with_version("./a.js", Some("x&y=//evil")), "./a.js");
    }
}
