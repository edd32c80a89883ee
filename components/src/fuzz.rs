//! Seeded fuzzing of every widget of the catalogue: 1,000 random query strings per widget,
//! reproducible from the seed, none of which may panic, fail to round-trip or produce a summary
//! that cannot be written. The widgets and their parameters come from the catalogue, so a new
//! widget is fuzzed from its row; a test checks that every parameter of every widget was given
//! values other than its default.

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet, HashSet};

    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha12Rng as StdRng;

    use crate::params::{Kind, Query, defaults_query};
    use crate::registry::{WIDGETS, WidgetSpec};

    const PIECES: &[&str] = &[
        "",
        "0",
        "1",
        "-1",
        "2",
        "7",
        "64",
        "512",
        "1024",
        "4096",
        "100000",
        "1e309",
        "-1e309",
        "NaN",
        "inf",
        "Infinity",
        "0.5",
        "-0.0",
        "1e-300",
        "3.5",
        "9007199254740993",
        "abc",
        "%",
        "%zz",
        "%E2%88%9E",
        ",",
        ",,",
        "1,2",
        "1,2,3",
        "2,1,0.5",
        "1,2,3,4,5,6,7,8,9",
        "a,b,c",
        "tired",
        "wide",
        "on",
        "off",
        "post",
        "pre",
        "en-fr",
        "linear",
        "none",
        "\u{0}",
        "é",
        "+",
        "&",
        "=",
    ];
    /// Every parameter any widget declares, plus the page's own and one nobody has.
    fn keys() -> Vec<&'static str> {
        let mut keys: Vec<&str> = WIDGETS
            .iter()
            .flat_map(|w| w.params.iter().map(|p| p.name))
            .collect();
        keys.sort_unstable();
        keys.dedup();
        keys.extend(["embed", "junk"]);
        keys
    }

    /// Values `w`'s declarations name for its parameters: their choices, their ends and their
    /// defaults, so that every parameter is also given values it can take, not only junk.
    fn declared_values(w: &WidgetSpec) -> BTreeMap<&'static str, Vec<String>> {
        let mut values: BTreeMap<&str, Vec<String>> = BTreeMap::new();
        for p in w.params {
            let v = values.entry(p.name).or_default();
            v.push(p.default_text());
            match p.kind {
                Kind::Choice { options, .. } => v.extend(options.iter().map(|o| o.to_string())),
                Kind::Int { min, max, .. } => {
                    v.extend([min, max, min + (max - min) / 3].map(|x| x.to_string()))
                }
                Kind::Float { min, max, .. } => {
                    v.extend([min, max, (min + max) / 3.0].map(|x| x.to_string()))
                }
                _ => {}
            }
        }
        // And what the widget's example link sets.
        for (k, v) in Query::parse(w.example).pairs() {
            if let Some(values) = values.get_mut(k.as_str()) {
                values.push(v.clone());
            }
        }
        values
    }

    fn random_query(
        rng: &mut StdRng,
        keys: &[&str],
        declared: &BTreeMap<&str, Vec<String>>,
    ) -> String {
        let pairs = rng.random_range(0..8);
        (0..pairs)
            .map(|_| {
                // Mostly the widget's own parameters, sometimes any other name.
                let own_keys: Vec<&&str> = declared.keys().collect();
                let k = if !own_keys.is_empty() && rng.random_bool(0.7) {
                    own_keys[rng.random_range(0..own_keys.len())]
                } else {
                    keys[rng.random_range(0..keys.len())]
                };
                let own = declared.get(k).filter(|_| rng.random_bool(0.5));
                let mut v = match own {
                    Some(values) => values[rng.random_range(0..values.len())].clone(),
                    None => PIECES[rng.random_range(0..PIECES.len())].to_string(),
                };
                if rng.random_bool(0.2) {
                    v.push_str(PIECES[rng.random_range(0..PIECES.len())]);
                }
                if rng.random_bool(0.02) {
                    v = "9".repeat(rng.random_range(150..400));
                }
                format!("{k}={v}")
            })
            .collect::<Vec<_>>()
            .join("&")
    }

    /// Reads 1,000 random links into `w`: each state round-trips through its own link with no
    /// notice, and its summary for every test input is written. Returns the parameters that
    /// some link moved off their default.
    fn fuzz(w: &WidgetSpec) -> BTreeSet<&'static str> {
        let mut rng = StdRng::seed_from_u64(0xF022 ^ w.name.len() as u64);
        let keys = keys();
        let declared = declared_values(w);
        let defaults = defaults_query(w.params);
        let mut moved = BTreeSet::new();
        // The translator's widgets run the shipped model; each distinct state is computed once.
        let mut seen = HashSet::new();
        for _ in 0..1000 {
            let raw = random_query(&mut rng, &keys, &declared);
            let (state, _notices) = (w.read)(&Query::parse(&raw));
            let (back, notices) = (w.read)(&state);
            assert_eq!(back, state, "{} ?{raw} does not round-trip", w.name);
            assert!(
                notices.is_empty(),
                "{} ?{raw}: its own link gives notices {notices:?}",
                w.name
            );
            for p in w.params {
                if state.first(p.name) != defaults.first(p.name) {
                    moved.insert(p.name);
                }
            }
            if !seen.insert(state.encode()) {
                continue;
            }
            for text in (w.summaries)(&state) {
                // Labels are the reader's own words (they may say "NaN"), so only the figures
                // the widget writes are read for it: a summary of a link's own words is checked
                // for being written at all.
                let typed = w.params.iter().any(|p| {
                    matches!(p.kind, Kind::Text { .. } | Kind::Sentence { .. })
                        && state.first(p.name).is_some_and(|v| v.contains("NaN"))
                });
                assert!(!text.is_empty(), "{} ?{raw}: no summary", w.name);
                assert!(typed || !text.contains("NaN"), "{} ?{raw}: {text}", w.name);
            }
        }
        moved
    }

    #[test]
    fn every_widget_survives_random_links_in_every_parameter() {
        let mut fuzzed: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
        for w in WIDGETS {
            fuzzed.insert(w.name, fuzz(w));
        }
        // Every registered widget was fuzzed, and nothing else...
        let registered: BTreeSet<&str> = WIDGETS.iter().map(|w| w.name).collect();
        assert_eq!(fuzzed.keys().copied().collect::<BTreeSet<_>>(), registered);
        // ...in every parameter it declares.
        for w in WIDGETS {
            let declared: BTreeSet<&str> = w.params.iter().map(|p| p.name).collect();
            assert_eq!(
                fuzzed[w.name], declared,
                "{}: these parameters were never fuzzed off their default",
                w.name
            );
        }
    }
}
