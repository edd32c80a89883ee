//! `beam`: how a decoder writes. Beam search keeps the k best partial sentences at each step
//! instead of the single best word; sampling draws each word at random, for contrast.

use super::{Widget, WidgetParams, default_from_link};
use crate::format::{fixed, fixed_signed, group};
use crate::i18n::m;
use crate::kernel::decoding::beam::{Hypothesis, Search, length_penalty};
use crate::kernel::decoding::checkpoints::{ALPHA, BeamFigure, EARLY_STEP, MAX_BEAM};
use crate::kernel::decoding::sample::Sample;
use crate::kernel::decoding::shipped;
use crate::kernel::decoding::translator::Translator;
use crate::kernel::language::grammar::{self, MAX_LEN};
use crate::locale::Text;
use crate::params::{LinkWriter, Notice, Param, ParamReader, Query, Readout};

/// The sentence a bare link searches: the first held-out sentence on which the early
/// checkpoint's beam of 4 is right and greedy decoding is not.
pub const DEFAULT_SENTENCE: &str = shipped::BEAM_WINS[0];

/// `s`: the English sentence.
pub const S: Param = Param::sentence("s", 200, DEFAULT_SENTENCE)
    .about(
        "the English sentence to translate, in the translator's small grammar",
        "la phrase anglaise à traduire, dans la petite grammaire du traducteur",
    )
    .label("English sentence", "Phrase anglaise");
/// `k`: the beam's width.
pub const K: Param = Param::int("k", 1, MAX_BEAM as i64, 4)
    .about("the beam's width: how many partial sentences are kept at each step (1 is greedy decoding)", "la largeur du faisceau : combien de phrases partielles sont gardées à chaque étape (1 revient au décodage glouton)")
    .label("Beam width k", "Largeur du faisceau k")
    .reads(Readout::Words(&[Text::new("k = 1 (greedy)", "k = 1 (glouton)"), Text::new("k = 2", "k = 2"), Text::new("k = 3", "k = 3"), Text::new("k = 4", "k = 4"), Text::new("k = 5", "k = 5"), Text::new("k = 6", "k = 6"), Text::new("k = 7", "k = 7"), Text::new("k = 8", "k = 8")]));
/// `alpha`: the length penalty's exponent.
pub const ALPHA_PARAM: Param = Param::float("alpha", 0.0, 2.0, ALPHA)
    .about("the length penalty's exponent α in lp(Y) = ((5 + |Y|) / 6)^α; 0 ranks by the raw score", "l'exposant α de la pénalité de longueur lp(Y) = ((5 + |Y|) / 6)^α ; 0 classe selon le score brut")
    .label("Length penalty α", "Pénalité de longueur α")
    .step(0.05)
    .decimals(2)
    .reads(Readout::Equals("α"));
/// `ckpt`: which weights.
pub const CKPT: Param = Param::choice("ckpt", &["early", "final"], "early")
    .about("the translator's weights: the same run saved early, where beam and greedy often differ, or the shipped (final) ones", "les poids du traducteur : le même entraînement sauvegardé tôt, quand faisceau et glouton diffèrent souvent, ou les poids livrés (final)")
    .label("Weights:", "Poids :")
    .option_labels(&[Text::new("early (step 250)", "précoces (étape 250)"), Text::new("final", "finaux")]);
/// `mode`: search or sample.
pub const MODE: Param = Param::choice("mode", &["search", "sample"], "search")
    .about(
        "beam search, or sampling each word at random for contrast",
        "la recherche en faisceau, ou chaque mot tiré au hasard pour comparer",
    )
    .label("Writing by:", "Écrire par :")
    .option_labels(&[
        Text::new("beam search", "recherche en faisceau"),
        Text::new("sampling", "tirage"),
    ]);
/// `t`: the sampling temperature.
pub const T: Param = Param::float("t", 0.1, 10.0, 1.0)
    .about(
        "the temperature the scores are divided by before each word is sampled",
        "la température qui divise les scores avant chaque tirage de mot",
    )
    .label("Temperature", "Température")
    .log(0.01)
    .decimals(2)
    .reads(Readout::Prefix(Text::new("temperature", "température")));
/// `seed`: the sampling seed.
pub const SEED: Param =
    Param::seed("seed", 1).label("Draw again (the seed)", "Tirer à nouveau (la graine)");
/// `step`: the search step shown.
pub const STEP: Param = Param::int("step", 0, MAX_LEN as i64, 0)
    .about(
        "the search step whose beam is shown, counting from 1; 0 shows the last",
        "l'étape de recherche dont le faisceau est montré, à partir de 1 ; 0 montre la dernière",
    )
    .label("Search step", "Étape de recherche");

/// How many sentences sampling draws.
pub const DRAWS: usize = 5;

/// The state of the `beam` widget.
#[derive(Debug, Clone, PartialEq)]
pub struct BeamParams {
    /// The English sentence as typed.
    pub sentence: String,
    /// Beam width, 1 to [`MAX_BEAM`].
    pub k: usize,
    /// Length penalty exponent.
    pub alpha: f64,
    /// Whether the early checkpoint is used (else the shipped weights).
    pub early: bool,
    /// Whether words are sampled (else searched).
    pub sample: bool,
    /// Sampling temperature.
    pub t: f64,
    /// Sampling seed.
    pub seed: u64,
    /// The step shown, from 1; 0 for the last.
    pub step: usize,
}

default_from_link!(BeamParams);

impl WidgetParams for BeamParams {
    const PARAMS: &'static [Param] = &[S, K, ALPHA_PARAM, CKPT, MODE, T, SEED, STEP];

    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let params = Self {
            sentence: r.sentence(&S),
            k: r.int(&K),
            alpha: r.float(&ALPHA_PARAM),
            early: r.choice(&CKPT) == "early",
            sample: r.choice(&MODE) == "sample",
            t: r.float(&T),
            seed: r.int(&SEED),
            step: r.int(&STEP),
        };
        (params, r.finish())
    }

    fn to_query(&self) -> Query {
        LinkWriter::new()
            .sentence(&S, &self.sentence)
            .count(&K, self.k)
            .float(&ALPHA_PARAM, self.alpha)
            .choice(&CKPT, if self.early { "early" } else { "final" })
            .choice(&MODE, if self.sample { "sample" } else { "search" })
            .float(&T, self.t)
            .int(&SEED, self.seed)
            .count(&STEP, self.step)
            .finish()
    }
}

/// A partial French sentence as the widget writes it: its words, "…" while it is unfinished,
/// "(end)" once it has written the stop token.
pub fn partial(h: &Hypothesis) -> String {
    m().partial(&grammar::display(&h.tokens), h.tokens.last() == Some(&0))
}

/// A log-probability as the widget writes it (a real minus sign, three decimals).
pub fn log_p(x: f64) -> String {
    fixed_signed(x, 3)
}

/// One finished sentence of the final ranking.
#[derive(Debug, Clone, PartialEq)]
pub struct Ranked {
    /// The French.
    pub french: String,
    /// Its words, the stop token counted (|Y| of the penalty).
    pub length: usize,
    /// The sum of its words' log-probabilities.
    pub raw: f64,
    /// The length penalty it is divided by.
    pub penalty: f64,
    /// The raw score over the penalty: what ranks it.
    pub penalised: f64,
}

/// The final ranking of `search` with exponent `alpha`, best first.
pub fn ranking(search: &Search, alpha: f64) -> Vec<Ranked> {
    search
        .ranked(alpha)
        .iter()
        .map(|(h, penalised)| Ranked {
            french: match grammar::display(&h.tokens) {
                text if text.is_empty() => m().end_first().into(),
                text => text,
            },
            length: h.tokens.len(),
            raw: h.score,
            penalty: length_penalty(h.tokens.len(), alpha),
            penalised: *penalised,
        })
        .collect()
}

/// The step shown (from 0): `step` (from 1) if the search has it, else the last.
pub fn shown_step(search: &Search, step: usize) -> usize {
    let last = search.steps.len().saturating_sub(1);
    if (1..=search.steps.len()).contains(&step) {
        step - 1
    } else {
        last
    }
}

/// The weights' name as the page writes it.
pub fn checkpoint_name(early: bool) -> String {
    m().checkpoint(early, EARLY_STEP, shipped::STEPS)
}

/// How the widget wrote the sentence: a beam search, or draws.
#[derive(Debug, Clone, PartialEq)]
pub enum Way {
    /// Nothing to translate (no word of the sentence is known).
    Nothing,
    /// The beam search at the link's width (α only ranks its finished sentences).
    Search(Search),
    /// [`DRAWS`] sentences sampled at the link's temperature and seed.
    Sample(Vec<Sample>),
}

/// What the `beam` widget shows: how it wrote the sentence, and greedy decoding's French beside.
#[derive(Debug, Clone, PartialEq)]
pub struct Written {
    /// The search or the draws.
    pub way: Way,
    /// What greedy decoding writes, as French text.
    pub greedy: String,
}

impl Widget for BeamParams {
    const EXAMPLE: &'static str = "k=8&alpha=1";
    /// The checkpoint the link names, loaded.
    type Input = Translator;
    type Output = Written;

    /// The search (or the draws) and greedy decoding, on the checkpoint the link names: what the
    /// view memoises step by step, with every width's search cached.
    fn compute(&self, t: &Translator) -> Written {
        let source = grammar::parse(&self.sentence).tokens;
        if source.is_empty() {
            return Written {
                way: Way::Nothing,
                greedy: String::new(),
            };
        }
        let greedy = grammar::display(&t.translate(&source).output);
        let way = if self.sample {
            Way::Sample(t.samples(&source, self.t, self.seed, DRAWS))
        } else {
            Way::Search(t.beam(&source, self.k, 0.0))
        };
        Written { way, greedy }
    }

    fn summary(&self, out: &Written) -> String {
        match &out.way {
            Way::Nothing => m().nothing_to_translate().to_string(),
            Way::Search(s) => self.search_summary(s, &out.greedy),
            Way::Sample(d) => self.sample_summary(d, &out.greedy),
        }
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn test_inputs(&self) -> Vec<Translator> {
        vec![super::fixtures::translator(self.early)]
    }
}

impl BeamParams {
    /// The live summary of a search: the chosen translation, its raw and penalised score, and
    /// whether greedy decoding (`greedy`, French) writes something else.
    pub fn search_summary(&self, search: &Search, greedy: &str) -> String {
        let Some(best) = ranking(search, self.alpha).into_iter().next() else {
            return m().nothing_to_translate().into();
        };
        let compared = m().beam_compared(self.k, best.french == greedy, greedy);
        m().beam_summary(
            self.k,
            &fixed(self.alpha, 2),
            &checkpoint_name(self.early),
            &best.french,
            &log_p(best.raw),
            &log_p(best.penalised),
            &compared,
        )
    }

    /// The live summary of sampling: the first draw, its score, and how many draws differ from
    /// greedy decoding's `greedy` (French).
    pub fn sample_summary(&self, draws: &[Sample], greedy: &str) -> String {
        let Some(first) = draws.first() else {
            return m().nothing_to_translate().into();
        };
        let differ = draws
            .iter()
            .filter(|d| grammar::display(&d.tokens) != greedy)
            .count();
        m().sample_summary(
            &fixed(self.t, 2),
            self.seed,
            &checkpoint_name(self.early),
            &grammar::display(&first.tokens),
            &log_p(first.score),
            differ,
            draws.len(),
            greedy,
        )
    }
}

/// One row of the held-out comparison: a beam width and what it does there.
pub fn held_out_rows(early: bool) -> Vec<BeamFigure> {
    if early {
        shipped::early_beams()
    } else {
        let greedy = shipped::measured();
        let beam = shipped::final_beam();
        vec![
            BeamFigure {
                k: 1,
                exact: greedy.exact.0,
                sentences: greedy.exact.1,
                bleu: greedy.bleu.0,
                better: 0,
                worse: 0,
                differ: 0,
            },
            beam,
        ]
    }
}

/// The sentence the page states about beam against greedy on the held-out set.
pub fn held_out_note(early: bool) -> String {
    let rows = held_out_rows(early);
    let (Some(g), Some(b)) = (rows.first(), rows.iter().find(|r| r.k == 4)) else {
        return String::new();
    };
    let base = m().held_out_base(
        &checkpoint_name(early),
        &group(g.exact),
        &group(g.sentences),
        &fixed(g.bleu * 100.0, 1),
        &group(b.exact),
        &fixed(b.bleu * 100.0, 1),
    );
    if b.differ == 0 {
        m().held_out_same(&base)
    } else {
        m().held_out_differ(&base, b.differ as u64, b.better, b.worse)
    }
}

/// The sentence the page states about checkpoint averaging, from the run's own figures.
pub fn averaging_note() -> String {
    let a = shipped::averaged();
    let steps: Vec<String> = a.steps.iter().map(|s| group(*s as u64)).collect();
    let (first, last) = (
        steps.first().cloned().unwrap_or_default(),
        steps.last().cloned().unwrap_or_default(),
    );
    let verdict = m().averaging_verdict(a.average.0 > a.last.0, a.average.0 == a.last.0);
    m().averaging_note(
        a.steps.len(),
        &first,
        &last,
        a.steps.windows(2).next().map_or(0, |w| w[1] - w[0]) as usize,
        &group(a.average.0),
        &group(a.sentences),
        &fixed(a.average.1 * 100.0, 2),
        &group(a.last.0),
        &fixed(a.last.1 * 100.0, 2),
        verdict,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_and_writes_its_link() {
        let (p, n) = BeamParams::from_query(&Query::parse(
            "s=the%20cat%20saw%20the%20dog&k=9&alpha=0.3&ckpt=final&mode=sample&t=0.5&seed=7&step=2",
        ));
        assert_eq!(n.len(), 1, "{n:?}");
        assert_eq!(p.k, 8);
        assert!(!p.early && p.sample);
        assert_eq!((p.alpha, p.t, p.seed, p.step), (0.3, 0.5, 7, 2));
        let (again, none) = BeamParams::from_query(&p.to_query());
        assert!(none.is_empty());
        assert_eq!(again, p);
        let d = BeamParams::default();
        assert_eq!((d.k, d.alpha, d.early, d.sample), (4, 0.6, true, false));
        assert_eq!(d.sentence, DEFAULT_SENTENCE);
    }

    #[test]
    fn writes_scores_with_a_real_minus_sign() {
        assert_eq!(log_p(-1.23456), "−1.235");
        assert_eq!(log_p(-0.0001), "0.000");
        assert_eq!(log_p(0.0), "0.000");
    }

    #[test]
    fn states_the_measured_comparisons() {
        let early = held_out_note(true);
        assert!(
            early.starts_with("With the early checkpoint (step 250 of 900), greedy decoding gets 539 of the 674 held-out sentences exactly right (BLEU 92.8) and a beam of 4 gets 539 (BLEU 93.0)."),
            "{early}"
        );
        assert!(
            held_out_note(false).ends_with("The beam writes something else on 1 sentence: right where greedy was wrong on 1, wrong where greedy was right on 0. Each time the beam disagrees, it is right."),
            "{}",
            held_out_note(false)
        );
        assert!(
            averaging_note().contains("steps 700 to 900, 50 apart) gives 667 of 674"),
            "{}",
            averaging_note()
        );
    }
}

#[cfg(test)]
mod with_weights {
    use super::*;
    use crate::kernel::decoding::translator::Translator;

    fn early() -> Translator {
        Translator::from_bytes(include_bytes!("../../../assets/translator-early.bin"))
            .expect("the early checkpoint")
    }

    #[test]
    fn says_what_the_beam_chooses_and_what_greedy_writes() {
        let t = early();
        let p = BeamParams::default();
        let source = grammar::parse(&p.sentence).tokens;
        let greedy = grammar::display(&t.translate(&source).output);
        let s = p.summary_with(&t);
        assert_eq!(s, p.search_summary(&t.beam(&source, p.k, p.alpha), &greedy));
        assert_eq!(
            s,
            "A beam of 4 with α = 0.60 on the early checkpoint (step 250 of 900) chooses “la chèvre blanche et la chèvre ont vu l'animal”: log-probability −2.999, −1.665 after the length penalty. Greedy decoding writes “la chèvre blanche et la chèvre ont vu la animal” instead."
        );
        let k1 = BeamParams { k: 1, ..p.clone() };
        let s1 = k1.search_summary(&t.beam(&source, 1, p.alpha), &greedy);
        assert!(s1.contains(&format!("chooses “{greedy}”")), "{s1}");
        assert!(s1.ends_with("A beam of 1 is greedy decoding."));
        let sample = BeamParams {
            sample: true,
            ..p.clone()
        };
        let draws = t.samples(&source, sample.t, sample.seed, DRAWS);
        let said = sample.sample_summary(&draws, &greedy);
        assert!(said.ends_with("5 of 5 draws differ from greedy decoding's “la chèvre blanche et la chèvre ont vu la animal”."), "{said}");
    }
}
