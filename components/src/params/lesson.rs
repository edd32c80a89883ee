//! A lesson in a link: an instruction shown above the widget (`ask`), the parameters whose
//! controls are shown but cannot be changed (`lock`), and those whose controls are not shown
//! (`hide`). Every widget reads these three besides its own, and no widget may use their names.

use super::declare::Param;
use super::query::Query;
use super::read::{Notice, SHARED_NAMES, clean_text};
use crate::i18n::m;

/// The instruction: plain text shown above the widget.
pub const ASK: &str = SHARED_NAMES[1];
/// The parameters locked, separated by commas.
pub const LOCK: &str = SHARED_NAMES[2];
/// The parameters hidden, separated by commas.
pub const HIDE: &str = SHARED_NAMES[3];
/// The longest instruction, in characters.
pub const ASK_CHARS: usize = 280;

/// What a lesson link asks of a widget.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Lesson {
    /// The instruction shown above the widget, as plain text.
    pub ask: Option<String>,
    /// Parameters whose controls are shown but cannot be changed, in the widget's order.
    pub locked: Vec<&'static str>,
    /// Parameters whose controls are not shown, in the widget's order.
    pub hidden: Vec<&'static str>,
}

impl Lesson {
    /// Reads the lesson of a widget whose parameters are `params` from `query`, with a notice
    /// for each thing it could not use (the rest of the link works as before).
    pub fn read(query: &Query, params: &'static [Param]) -> (Self, Vec<Notice>) {
        let mut notices = Vec::new();
        let ask = query.first(ASK).and_then(|raw| {
            let clean = clean_text(raw);
            if clean.chars().count() != raw.trim().chars().count() {
                notices.push(Notice(m().ask_cleaned().into()));
            }
            if clean.is_empty() {
                return None;
            }
            if clean.chars().count() > ASK_CHARS {
                notices.push(Notice(m().ask_cut(ASK_CHARS)));
                let cut: String = clean.chars().take(ASK_CHARS).collect();
                return Some(cut.trim_end().to_string());
            }
            Some(clean)
        });
        let mut names = |key: &str| -> Vec<&'static str> {
            let Some(raw) = query.first(key) else {
                return Vec::new();
            };
            let asked: Vec<String> = raw
                .split(',')
                .map(clean_text)
                .filter(|w| !w.is_empty())
                .collect();
            for unknown in asked
                .iter()
                .filter(|a| !params.iter().any(|p| p.name == *a))
            {
                let shown: String = unknown.chars().take(24).collect();
                notices.push(Notice(m().lesson_names_missing(key, &shown)));
            }
            // In the widget's own order, once each.
            params
                .iter()
                .map(|p| p.name)
                .filter(|n| asked.iter().any(|a| a == n))
                .collect()
        };
        let hidden = names(HIDE);
        // A control both hidden and locked is hidden.
        let locked = names(LOCK)
            .into_iter()
            .filter(|n| !hidden.contains(n))
            .collect();
        (
            Self {
                ask,
                locked,
                hidden,
            },
            notices,
        )
    }

    /// Whether the link has no lesson at all.
    pub fn is_empty(&self) -> bool {
        self.ask.is_none() && self.locked.is_empty() && self.hidden.is_empty()
    }

    /// Whether `name`'s control is locked.
    pub fn locks(&self, name: &str) -> bool {
        self.locked.contains(&name)
    }

    /// Whether `name`'s control is hidden.
    pub fn hides(&self, name: &str) -> bool {
        self.hidden.contains(&name)
    }

    /// The lesson as a link writes it, after the widget's own parameters: only what it sets.
    pub fn pairs(&self) -> Vec<(&'static str, String)> {
        let mut pairs = Vec::new();
        if let Some(ask) = &self.ask {
            pairs.push((ASK, ask.clone()));
        }
        if !self.locked.is_empty() {
            pairs.push((LOCK, self.locked.join(",")));
        }
        if !self.hidden.is_empty() {
            pairs.push((HIDE, self.hidden.join(",")));
        }
        pairs
    }

    /// `state`, the widget's own link, with this lesson after it.
    pub fn add_to(&self, state: &Query) -> Query {
        Query::from_pairs(
            state
                .pairs()
                .iter()
                .map(|(k, v)| (k.clone(), v.clone()))
                .chain(self.pairs().into_iter().map(|(k, v)| (k.to_string(), v))),
        )
    }

    /// `now` with every locked parameter's value put back as `start` (the link's) has it: a
    /// locked control cannot change it, and nothing else may either (a rule between parameters).
    pub fn hold(&self, start: &Query, now: &Query) -> Query {
        if self.locked.is_empty() {
            return now.clone();
        }
        Query::from_pairs(now.pairs().iter().map(|(k, v)| {
            let held = self.locks(k).then(|| start.first(k)).flatten().unwrap_or(v);
            (k.clone(), held.to_string())
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const T: Param = Param::float("t", 0.1, 10.0, 1.0).about("t", "t");
    const N: Param = Param::int("n", 1, 9, 3).about("n", "n");
    const PARAMS: &[Param] = &[T, N];

    fn read(link: &str) -> (Lesson, Vec<Notice>) {
        Lesson::read(&Query::parse(link), PARAMS)
    }

    #[test]
    fn reads_the_instruction_and_the_lists() {
        let (l, notices) =
            read("ask=Lower%20it%20until%20one%20word%20takes%2090%25.&lock=t&hide=n");
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(l.ask.as_deref(), Some("Lower it until one word takes 90%."));
        assert_eq!((l.locked, l.hidden), (vec!["t"], vec!["n"]));
        assert!(read("").0.is_empty());
    }

    #[test]
    fn markup_stays_text_and_invisible_characters_go() {
        let (l, notices) = read("ask=%3Cb%3Ebold%3C%2Fb%3E%E2%80%AE%20now%E2%80%8B");
        assert_eq!(l.ask.as_deref(), Some("<b>bold</b> now"));
        assert_eq!(notices.len(), 1);
        let (l, notices) = read("ask=%E2%80%AE%E2%80%8B%01");
        assert_eq!((l.ask, notices.len()), (None, 1));
    }

    #[test]
    fn a_long_instruction_is_cut_with_a_notice() {
        let long = "a".repeat(300);
        let (l, notices) = read(&format!("ask={long}"));
        assert_eq!(l.ask.map(|a| a.chars().count()), Some(ASK_CHARS));
        assert_eq!(notices.len(), 1);
    }

    #[test]
    fn unknown_names_get_a_notice_and_the_rest_holds() {
        let (l, notices) = read("lock=zzz,n,n&hide=t,embed");
        assert_eq!((l.locked.clone(), l.hidden.clone()), (vec!["n"], vec!["t"]));
        assert_eq!(notices.len(), 2, "{notices:?}");
        // Hidden wins over locked.
        let (l, _) = read("lock=t,n&hide=t");
        assert_eq!((l.locked, l.hidden), (vec!["n"], vec!["t"]));
    }

    #[test]
    fn writes_itself_back_and_holds_locked_values() {
        let (l, _) = read("ask=Try%20it&lock=t&hide=n");
        let state = Query::parse("t=2&n=4");
        let link = l.add_to(&state);
        assert_eq!(link.encode(), "t=2&n=4&ask=Try%20it&lock=t&hide=n");
        assert_eq!(Lesson::read(&link, PARAMS).0, l);
        let moved = Query::parse("t=5&n=7");
        assert_eq!(l.hold(&state, &moved).encode(), "t=2&n=7");
    }
}
