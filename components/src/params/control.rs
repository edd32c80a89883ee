//! A parameter's control, declared beside it and worked out from that declaration: the label it
//! shows, where a value sits on a slider and which value a slider position lands on, and the
//! value in words. Pure, so the views' controls (`ui::controls`) only draw what is decided and
//! tested here.

use super::declare::{Control, Kind, Param, Readout, Scale};
use super::query::Query;
use crate::format::{count, fixed, group_signed, short};
use crate::i18n::m;
use crate::locale::Text;

impl Param {
    /// With the label its control shows, in English and in French.
    pub const fn label(self, en: &'static str, fr: &'static str) -> Self {
        Self {
            control: Control {
                label: Text::new(en, fr),
                ..self.control
            },
            ..self
        }
    }

    /// With a slider that moves by `step` along log₁₀ of the value.
    pub const fn log(self, step: f64) -> Self {
        Self {
            control: Control {
                scale: Scale::Log10,
                step,
                ..self.control
            },
            ..self
        }
    }

    /// With a slider that moves along log₂ of the value, `per_doubling` steps for each doubling.
    pub const fn log2(self, per_doubling: f64) -> Self {
        Self {
            control: Control {
                scale: Scale::Log2,
                step: 1.0 / per_doubling,
                ..self.control
            },
            ..self
        }
    }

    /// With a slider that moves by `step`.
    pub const fn step(self, step: f64) -> Self {
        Self {
            control: Control {
                step,
                ..self.control
            },
            ..self
        }
    }

    /// With values kept, and said, to `decimals` places.
    pub const fn decimals(self, decimals: usize) -> Self {
        Self {
            control: Control {
                decimals: Some(decimals),
                ..self.control
            },
            ..self
        }
    }

    /// With the way its value is said.
    pub const fn reads(self, readout: Readout) -> Self {
        Self {
            control: Control {
                readout,
                ..self.control
            },
            ..self
        }
    }

    /// With a slider that runs from `lo` to `hi` only.
    pub const fn slider_range(self, lo: f64, hi: f64) -> Self {
        Self {
            control: Control {
                slider_range: Some((lo, hi)),
                ..self.control
            },
            ..self
        }
    }

    /// With the words its options' buttons show, in declaration order, in both languages.
    pub const fn option_labels(self, labels: &'static [Text]) -> Self {
        Self {
            control: Control {
                option_labels: labels,
                ..self.control
            },
            ..self
        }
    }
}

/// The words small whole numbers are written as in a link (a toggle's or a picker's values are
/// link words).
const SMALL: [&str; 65] = [
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16",
    "17", "18", "19", "20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31", "32",
    "33", "34", "35", "36", "37", "38", "39", "40", "41", "42", "43", "44", "45", "46", "47", "48",
    "49", "50", "51", "52", "53", "54", "55", "56", "57", "58", "59", "60", "61", "62", "63", "64",
];

impl Param {
    /// The label its control shows: the declared one, with the range of a logarithmic slider
    /// ("Temperature (logarithmic: 0.1 to 10)").
    pub fn control_label(&self) -> String {
        match self.control.scale {
            Scale::Linear => self.control.label.get().to_string(),
            Scale::Log10 | Scale::Log2 => {
                m().logarithmic(self.control.label.get(), &self.range_text())
            }
        }
    }

    /// `v` as a link and a readout write it: whole numbers grouped, others to the declared
    /// decimals (or as short as they read).
    pub fn value_text(&self, v: f64) -> String {
        match (self.kind, self.control.decimals) {
            (Kind::Int { .. }, _) => group_signed(v.round() as i64),
            (_, Some(d)) => fixed(v, d),
            (_, None) => short(v),
        }
    }

    /// `v` in words, as the control says it beside itself and to a screen reader.
    pub fn say(&self, v: f64) -> String {
        let value = self.value_text(v);
        match self.control.readout {
            Readout::Value => value,
            Readout::Equals(symbol) => format!("{symbol} = {value}"),
            Readout::Prefix(word) => format!("{} {value}", word.get()),
            Readout::Count(one, many) => count(v.round().max(0.0) as u64, one.get(), many.get()),
            Readout::Words(words) => {
                let at = (v - self.float_range().0).round().max(0.0) as usize;
                words.get(at).map_or(value, |w| w.get().to_string())
            }
        }
    }

    /// The most characters its readout takes, from readings along its whole track (both ends and
    /// fifteen points between) and every word of a worded readout: its slider's readout is made
    /// this wide, and widens only if a reading between those points is longer.
    pub fn widest_reading(&self) -> usize {
        let (lo, hi) = self.positions(None);
        let along =
            (0..=16).map(|i| self.say(self.value_at(lo + (hi - lo) * f64::from(i) / 16.0, None)));
        let words: &[Text] = match self.control.readout {
            Readout::Words(words) => words,
            _ => &[],
        };
        along
            .chain(words.iter().map(|w| w.get().to_string()))
            .map(|s| s.chars().count())
            .max()
            .unwrap_or(0)
    }

    /// Where `v` sits on the parameter's slider.
    pub fn position(&self, v: f64) -> f64 {
        match self.control.scale {
            Scale::Linear => v,
            Scale::Log10 => v.max(f64::MIN_POSITIVE).log10(),
            Scale::Log2 => v.max(f64::MIN_POSITIVE).log2(),
        }
    }

    /// The slider's two ends, in positions, with `top` as the highest value when another
    /// parameter lowers it. A logarithmic track's end is rounded up to its step, so that End
    /// reaches the highest value.
    pub fn positions(&self, top: Option<f64>) -> (f64, f64) {
        let (min, max) = self.control.slider_range.unwrap_or(self.float_range());
        let max = top.map_or(max, |t| t.clamp(min, max));
        let (lo, hi) = (self.position(min), self.position(max));
        match self.control.scale {
            Scale::Linear => (lo, hi),
            Scale::Log10 | Scale::Log2 => {
                let step = self.control.step;
                (lo, (hi / step - 1e-9).ceil() * step)
            }
        }
    }

    /// The value a slider at `position` sets: back from the scale, onto the step (a whole number,
    /// or the declared decimals), and into range, with `top` as the highest value when another
    /// parameter lowers it. Never NaN: a position that is not a number gives the lowest value.
    pub fn value_at(&self, position: f64, top: Option<f64>) -> f64 {
        let (min, max) = self.float_range();
        let max = top.map_or(max, |t| t.clamp(min, max));
        if position.is_nan() {
            return min;
        }
        let v = match self.control.scale {
            Scale::Linear => position,
            Scale::Log10 => 10f64.powf(position),
            Scale::Log2 => 2f64.powf(position),
        };
        let v = match (self.kind, self.control.scale) {
            (Kind::Int { .. }, _) => v.round(),
            (_, Scale::Linear) => {
                let step = self.control.step;
                let on_step = (v / step).round() * step;
                self.control
                    .decimals
                    .map_or(on_step, |d| round_to(on_step, d))
            }
            _ => self.control.decimals.map_or(v, |d| round_to(v, d)),
        };
        v.clamp(min, max)
    }

    /// The link word of a small whole value (a toggle's or a picker's), "?" past them.
    pub fn word(&self, v: f64) -> &'static str {
        SMALL
            .get(v.round().max(0.0) as usize)
            .copied()
            .unwrap_or("?")
    }

    /// What a toggle or a picker offers: each value as the link writes it, with its button's
    /// words. A choice's options, or every whole number of a small range.
    pub fn options(&self) -> Vec<(&'static str, &'static str)> {
        let words: Vec<&'static str> = match self.kind {
            Kind::Choice { options, .. } => options.to_vec(),
            Kind::Int { min, max, .. } if min >= 0 && (max as usize) < SMALL.len() => {
                SMALL[min as usize..=max as usize].to_vec()
            }
            _ => Vec::new(),
        };
        let labels = self.control.option_labels;
        words
            .iter()
            .enumerate()
            .map(|(i, w)| (*w, labels.get(i).map_or(*w, Text::get)))
            .collect()
    }
}

/// The values of a widget's controls in words, for paper: "Temperature: 0.50; Scores: 2, 1,
/// 0.5". Every parameter with a labelled control, in declaration order, as `state` (a widget's
/// link) has it; a choice by its button's words.
pub fn settings_text(params: &[Param], state: &Query) -> String {
    params
        .iter()
        .filter(|p| !p.control.label.is_empty())
        .filter_map(|p| {
            let raw = state.first(p.name)?;
            let value = match p.kind {
                Kind::Int { .. } | Kind::Float { .. } => {
                    let v = raw.parse::<f64>().ok()?;
                    let text = p.value_text(v);
                    match p.unit {
                        Some(unit) => format!("{text} {}", unit.get()),
                        None => text,
                    }
                }
                Kind::Choice { .. } => p
                    .options()
                    .into_iter()
                    .find(|(w, _)| *w == raw)
                    .map_or(raw.to_string(), |(_, text)| text.to_string()),
                Kind::List { .. } | Kind::Text { .. } => raw.replace(',', ", "),
                Kind::Sentence { .. } => format!("“{raw}”"),
            };
            Some(m().setting(
                p.control.label.get().trim_end_matches(':').trim_end(),
                &value,
            ))
        })
        .collect::<Vec<_>>()
        .join(m().semicolon())
}

/// `v` rounded to `decimals` places.
fn round_to(v: f64, decimals: usize) -> f64 {
    let k = 10f64.powi(decimals as i32);
    (v * k).round() / k
}

#[cfg(test)]
mod tests {
    use super::*;

    const T: Param = Param::float("t", 0.1, 10.0, 1.0)
        .label("Temperature", "Température")
        .log(0.01)
        .decimals(2)
        .reads(Readout::Prefix(Text::new("temperature", "température")));
    const N: Param = Param::int("n", 1, 4096, 64)
        .label("Tokens written n", "Tokens écrits n")
        .log(0.01)
        .reads(Readout::Equals("n"));
    const EPS: Param = Param::float("eps", 0.0, 0.5, 0.1)
        .label("ε", "ε")
        .step(0.05)
        .decimals(2);

    #[test]
    fn labels_say_a_logarithmic_range() {
        assert_eq!(T.control_label(), "Temperature (logarithmic: 0.1 to 10)");
        assert_eq!(
            N.control_label(),
            "Tokens written n (logarithmic: 1 to 4,096)"
        );
        assert_eq!(EPS.control_label(), "ε");
    }

    #[test]
    fn readouts() {
        assert_eq!(T.say(0.5), "temperature 0.50");
        assert_eq!(N.say(4096.0), "n = 4,096");
        assert_eq!(EPS.say(0.1), "0.10");
        let tokens = Param::int("n", 1, 12, 6).reads(Readout::Count(
            Text::new("token", "token"),
            Text::new("tokens", "tokens"),
        ));
        assert_eq!(
            (tokens.say(1.0), tokens.say(6.0)),
            ("1 token".into(), "6 tokens".into())
        );
        const K: Param = Param::int("k", 1, 3, 2).reads(Readout::Words(&[
            Text::new("k = 1 (greedy)", "k = 1 (glouton)"),
            Text::same("k = 2"),
        ]));
        let k = K;
        assert_eq!(
            (k.say(1.0), k.say(2.0), k.say(3.0)),
            ("k = 1 (greedy)".into(), "k = 2".into(), "3".into())
        );
    }

    #[test]
    fn the_widest_reading_covers_the_track() {
        assert_eq!(N.widest_reading(), "n = 4,096".len());
        assert_eq!(T.widest_reading(), "temperature 10.00".len());
        // A readout in words is as wide as its longest word, wherever it sits on the track.
        const K: Param = Param::int("k", 1, 3, 2).reads(Readout::Words(&[
            Text::new("k = 1 (greedy)", "k = 1 (glouton)"),
            Text::same("k = 2"),
        ]));
        let k = K;
        assert_eq!(k.widest_reading(), "k = 1 (greedy)".len());
    }

    #[test]
    fn positions_land_on_valid_values() {
        // A log track's end rounds up to its step, so End reaches the top value exactly.
        let (lo, hi) = N.positions(None);
        assert_eq!(lo, 0.0);
        assert!(hi >= 4096f64.log10() && hi < 4096f64.log10() + 0.01);
        assert_eq!(N.value_at(hi, None), 4096.0);
        assert_eq!(N.value_at(N.position(64.0), None), 64.0);
        assert_eq!(T.value_at(T.position(0.5), None), 0.5);
        assert_eq!(T.value_at(-3.0, None), 0.1);
        assert_eq!(EPS.value_at(0.137, None), 0.15);
        assert_eq!(EPS.value_at(f64::NAN, None), 0.0);
        // Another parameter lowers the top.
        let row = Param::int("row", 1, 12, 3).up_to("n", "n");
        assert_eq!(row.value_at(11.2, Some(6.0)), 6.0);
        assert_eq!(row.positions(Some(6.0)), (1.0, 6.0));
        // A slider over part of the range.
        let dff = Param::int("dff", 1, 65_536, 2048)
            .step(256.0)
            .slider_range(256.0, 8192.0);
        assert_eq!(dff.positions(None), (256.0, 8192.0));
        assert_eq!(dff.value_at(300.0, None), 300.0);
    }

    #[test]
    fn settings_read_for_paper() {
        const ORDER: Param = Param::choice("order", &["post", "pre"], "post")
            .label("Order:", "Ordre\u{202F}:")
            .option_labels(&[
                Text::new("Post-norm", "Post-normalisation"),
                Text::new("Pre-norm", "Pré-normalisation"),
            ]);
        let order = ORDER;
        let unlabelled = Param::seed("seed", 1);
        let q = Query::parse("t=0.5&n=4096&order=pre&seed=3");
        assert_eq!(
            settings_text(&[T, N, order, unlabelled], &q),
            "Temperature: 0.50; Tokens written n: 4,096; Order: Pre-norm"
        );
        assert_eq!(
            crate::locale::with(crate::locale::Lang::Fr, || settings_text(
                &[T, N, order, unlabelled],
                &q
            )),
            "Température\u{202F}: 0,50\u{202F}; Tokens écrits n\u{202F}: 4\u{202F}096\u{202F}; Ordre\u{202F}: Pré-normalisation"
        );
    }

    #[test]
    fn options_come_from_the_declaration() {
        const ORDER: Param = Param::choice("order", &["post", "pre"], "post").option_labels(&[
            Text::new("Post-norm (the paper)", "Post-normalisation (l'article)"),
            Text::new(
                "Pre-norm (most models since)",
                "Pré-normalisation (la plupart des modèles depuis)",
            ),
        ]);
        let order = ORDER;
        assert_eq!(
            order.options(),
            vec![
                ("post", "Post-norm (the paper)"),
                ("pre", "Pre-norm (most models since)")
            ]
        );
        let layer = Param::int("layer", 1, 2, 2);
        assert_eq!(layer.options(), vec![("1", "1"), ("2", "2")]);
        assert!(Param::int("n", 1, 100, 5).options().is_empty());
    }
}
