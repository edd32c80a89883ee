//! `translate`: the shipped toy translator on a sentence the reader types or picks, with the
//! cross-attention of each French word over the English ones.

pub mod check;
pub mod follow;

use super::{Widget, WidgetParams, default_from_link};
use crate::format::{group, percent};
use crate::i18n::m;
use crate::kernel::decoding::translator::{Translation, Translator};
use crate::kernel::language::grammar::{self, FRENCH_START, MAX_LEN, Parsed, TOKENS};
use crate::params::{LinkWriter, Notice, Param, ParamReader, Query};

/// The sentence a bare link translates: the paper's famous one.
pub const DEFAULT_SENTENCE: &str = "the animal didn't cross the street because it was too tired";

/// `s`: the English sentence.
pub const S: Param = Param::sentence("s", 200, DEFAULT_SENTENCE)
    .about(
        "the English sentence to translate, in the translator's small grammar",
        "la phrase anglaise à traduire, dans la petite grammaire du traducteur",
    )
    .label("English sentence", "Phrase anglaise");
/// `layer`: the decoder layer whose cross-attention is shown.
pub const LAYER: Param = Param::int("layer", 1, 2, 2)
    .about(
        "the decoder layer whose cross-attention is shown",
        "la couche du décodeur dont l'attention croisée est montrée",
    )
    .label("Layer:", "Couche :");
/// `head`: the head shown.
pub const HEAD: Param = Param::int("head", 1, 2, 2)
    .about(
        "the attention head shown (the default is the head that resolves “it”)",
        "la tête d'attention montrée (par défaut, celle qui résout « it »)",
    )
    .label("Head:", "Tête :");
/// `word`: the French word whose attention is described.
pub const WORD: Param = Param::int("word", 0, MAX_LEN as i64, 0).about("the French output word described, counting from 1; 0 picks the pronoun il or elle if there is one, else the first word", "le mot français de sortie décrit, à partir de 1 ; 0 choisit le pronom il ou elle s'il y en a un, sinon le premier mot")
    .label("Word described", "Mot décrit");

/// `fix`: output words the reader has fixed.
pub const FIX: Param = Param::text("fix", 16, 24, &["none"]).about("output words fixed by the reader, as position:word pairs counting from 1 (11:elle), or none; the words after each are decoded again", "les mots de sortie fixés par le lecteur, en paires position:mot à partir de 1 (11:elle), ou none ; les mots qui suivent chacun sont décodés à nouveau")
    .label("Fixed words", "Mots fixés");

/// `stage`: the stepper's stage.
pub const STAGE: Param = Param::int(
    "stage",
    0,
    crate::kernel::decoding::walk::STAGES as i64,
    0,
)
.about("the stage the stepper that follows the sentence through the model shows, from 1; 0 closes it", "l'étape que montre le pas-à-pas qui suit la phrase à travers le modèle, à partir de 1 ; 0 le ferme")
.label("Stepper stage", "Étape du pas-à-pas");
/// `pos`: the output position the stepper's decoder stages are at.
pub const POS: Param = Param::int("pos", 1, MAX_LEN as i64, 1)
    .about(
        "the French word the stepper's decoder stages write, counting from 1",
        "le mot français qu'écrivent les étapes du décodeur dans le pas-à-pas, à partir de 1",
    )
    .label("Stepper word", "Mot du pas-à-pas");

/// Examples offered in the sentence box.
pub const EXAMPLES: [&str; 8] = [
    DEFAULT_SENTENCE,
    "the animal didn't cross the street because it was too wide",
    "the cow didn't cross the bridge because it was too tired",
    "because it was too busy , the goat didn't cross the road",
    "the big dogs and the white cow crossed the river",
    "the mice didn't see the black cat",
    "because it was too big , the trophy didn't fit in the suitcase",
    "the guitar didn't fit in the box because it was too small",
];

/// The state of the `translate` widget.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TranslateParams {
    /// The English sentence as typed.
    pub sentence: String,
    /// Decoder layer shown, from 1.
    pub layer: usize,
    /// Head shown, from 1.
    pub head: usize,
    /// French word described, from 1; 0 for the pronoun (or the first word).
    pub word: usize,
    /// Output words fixed by the reader: (position from 1, word), in position order.
    pub fix: Vec<(usize, String)>,
    /// The stepper's stage, from 1; 0 when it is closed.
    pub stage: usize,
    /// The output word the stepper's decoder stages write, from 1.
    pub pos: usize,
}

default_from_link!(TranslateParams);

impl WidgetParams for TranslateParams {
    const PARAMS: &'static [Param] = &[S, LAYER, HEAD, WORD, FIX, STAGE, POS];

    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let sentence = r.sentence(&S);
        let layer = r.int(&LAYER);
        let head = r.int(&HEAD);
        let word = r.int(&WORD);
        let stage = r.int(&STAGE);
        let pos = r.int(&POS);
        let mut fix: Vec<(usize, String)> = Vec::new();
        let mut refused = Vec::new();
        for entry in r.text(&FIX) {
            if entry == "none" {
                continue;
            }
            let pair = entry.split_once(':').and_then(|(p, w)| {
                let p: usize = p.trim().parse().ok()?;
                let w = w.trim();
                ((1..MAX_LEN).contains(&p) && grammar::token(w).is_some())
                    .then(|| (p, w.to_string()))
            });
            match pair {
                Some((p, w)) if !fix.iter().any(|f| f.0 == p) => fix.push((p, w)),
                _ => refused.push(entry),
            }
        }
        if !refused.is_empty() {
            r.notice(m().fix_refused(MAX_LEN - 1, &refused.join(", ")));
        }
        fix.sort();
        (
            Self {
                sentence,
                layer,
                head,
                word,
                fix,
                stage,
                pos,
            },
            r.finish(),
        )
    }

    fn to_query(&self) -> Query {
        LinkWriter::new()
            .sentence(&S, &self.sentence)
            .count(&LAYER, self.layer)
            .count(&HEAD, self.head)
            .count(&WORD, self.word)
            .text(&FIX, &fix_words(&self.fix))
            .count(&STAGE, self.stage)
            .count(&POS, self.pos)
            .finish()
    }
}

/// The fixed words as `fix` writes them: "11:elle", or "none".
fn fix_words(fix: &[(usize, String)]) -> Vec<String> {
    if fix.is_empty() {
        return vec!["none".into()];
    }
    fix.iter().map(|(p, w)| format!("{p}:{w}")).collect()
}

/// The fixed words as the decoder takes them: (position from 0, token).
pub fn fixed_tokens(fix: &[(usize, String)]) -> Vec<(usize, usize)> {
    fix.iter()
        .filter_map(|(p, w)| Some((p - 1, grammar::token(w)?)))
        .collect()
}

/// The `n` most likely words at an output position, with their probabilities.
pub fn most_likely(probabilities: &[f64], n: usize) -> Vec<(&'static str, f64)> {
    crate::kernel::blocks::softmax::ranked(probabilities)
        .into_iter()
        .take(n)
        .map(|k| (TOKENS.get(k).copied().unwrap_or("?"), probabilities[k]))
        .collect()
}

/// What fixing words changed: each other position whose word differs from the free
/// translation's, as "word N “before” → “after”".
pub fn changes(free: &Translation, fixed: &Translation, fix: &[(usize, String)]) -> Vec<String> {
    let (a, b) = (french_words(free), french_words(fixed));
    (0..a.len().max(b.len()))
        .filter(|i| !fix.iter().any(|f| f.0 == i + 1))
        .filter(|&i| a.get(i) != b.get(i))
        .map(|i| m().word_changed(i + 1, a.get(i).copied(), b.get(i).copied()))
        .collect()
}

/// Every English word the translator knows, in its vocabulary's order.
pub fn known_words() -> Vec<&'static str> {
    TOKENS[1..FRENCH_START].to_vec()
}

/// What the reader is told about the typed sentence before its translation, if anything.
pub fn reading_note(parsed: &Parsed) -> Option<String> {
    if parsed.tokens.is_empty() && parsed.unknown.is_empty() {
        return Some(m().type_a_sentence(DEFAULT_SENTENCE));
    }
    let mut notes = Vec::new();
    if !parsed.read_as.is_empty() {
        let read: Vec<String> = parsed
            .read_as
            .iter()
            .map(|(typed, own)| m().read_as(typed, own))
            .collect();
        notes.push(m().read_note(&m().and_list(&read)));
    }
    if !parsed.unknown.is_empty() {
        let named: Vec<String> = parsed.unknown.iter().map(|w| quoted(w)).collect();
        notes.push(m().unknown_note(named.len(), &m().and_list(&named), known_words().len()));
    }
    if parsed.cut {
        notes.push(m().cut_note(MAX_LEN - 1));
    }
    (!notes.is_empty()).then(|| notes.join(" "))
}

/// A word in the page's quotation marks: “word”, « mot ».
pub fn quoted(word: &str) -> String {
    match crate::locale::current() {
        crate::locale::Lang::En => format!("“{word}”"),
        crate::locale::Lang::Fr => format!("«\u{202F}{word}\u{202F}»"),
    }
}

/// The French words written (the end token left out).
pub fn french_words(t: &Translation) -> Vec<&'static str> {
    t.output
        .iter()
        .map(|&k| TOKENS.get(k).copied().unwrap_or("?"))
        .take_while(|w| *w != grammar::END)
        .collect()
}

/// The output word described: `word` if it is one of them, else the pronoun, else the first.
pub fn described(t: &Translation, word: usize) -> usize {
    let words = french_words(t);
    if (1..=words.len()).contains(&word) {
        return word - 1;
    }
    words
        .iter()
        .position(|w| *w == "il" || *w == "elle")
        .unwrap_or(0)
}

/// Cross-attention of output word `row` over the source words, in decoder layer `layer` and
/// head `head` (both from 1).
pub fn cross_row(t: &Translation, layer: usize, head: usize, row: usize) -> &[f32] {
    let m = &t.maps;
    let (l, h) = (layer.clamp(1, 2) - 1, head.clamp(1, m.heads) - 1);
    let at = ((l * m.heads + h) * m.target + row.min(m.target.saturating_sub(1))) * m.source;
    m.cross.get(at..at + m.source).unwrap_or(&[])
}

/// What the `translate` widget shows: the sentence as read, the model's own translation and the
/// one with the reader's fixed words (the same when none is fixed).
#[derive(Debug, Clone, PartialEq)]
pub struct Translated {
    /// The sentence as the translator reads it: its tokens and the words left out.
    pub parsed: Parsed,
    /// The model's own translation, if there is anything to translate.
    pub free: Option<Translation>,
    /// The translation shown: with the fixed words forced, else the model's own.
    pub shown: Option<Translation>,
}

impl Widget for TranslateParams {
    const EXAMPLE: &'static str = "s=the%20goat%20didn't%20cross%20the%20river%20because%20it%20was%20too%20long&word=11&fix=11:il";
    type Input = Translator;
    type Output = Translated;

    /// Reads the sentence and translates it, freely and with the fixed words: the steps the view
    /// memoises one by one (`parse`, [`Translator::translate`], [`Translator::translate_fixed`]).
    fn compute(&self, t: &Translator) -> Translated {
        let parsed = grammar::parse(&self.sentence);
        let free = (!parsed.tokens.is_empty()).then(|| t.translate(&parsed.tokens));
        let fixed = fixed_tokens(&self.fix);
        let shown = if fixed.is_empty() {
            free.clone()
        } else {
            (!parsed.tokens.is_empty()).then(|| t.translate_fixed(&parsed.tokens, &fixed))
        };
        Translated {
            parsed,
            free,
            shown,
        }
    }

    /// The sentence, its translation and where the described word looks; what fixing changed;
    /// where the stepper is.
    fn summary(&self, out: &Translated) -> String {
        let Some(t) = &out.shown else {
            return m().nothing_to_translate().to_string();
        };
        let mut s = self.plain_summary(&out.parsed.tokens, t);
        if let Some(c) = check::check(&out.parsed, &t.output) {
            s.push(' ');
            s.push_str(&c.verdict());
        }
        if let Some(note) = out.free.as_ref().and_then(|f| self.fix_note(f, t)) {
            s.push(' ');
            s.push_str(&note);
        }
        if let Some(note) = self.stepper_note(t.output.len()) {
            s.push(' ');
            s.push_str(&note);
        }
        s
    }
}

impl TranslateParams {
    /// The summary's first sentences: the sentence, its translation, and where the described
    /// word looks.
    fn plain_summary(&self, source: &[usize], t: &Translation) -> String {
        let english = grammar::words(source);
        let french = grammar::display(&t.output);
        if source.is_empty() {
            return m().nothing_to_translate().into();
        }
        let words = french_words(t);
        if words.is_empty() {
            return m().writes_nothing(&english);
        }
        let i = described(t, self.word);
        let row = cross_row(t, self.layer, self.head, i);
        let best = crate::kernel::blocks::softmax::ranked(
            &row.iter().map(|&x| x as f64).collect::<Vec<_>>(),
        )
        .first()
        .copied()
        .unwrap_or(0);
        m().translate_summary(
            &english,
            &french,
            self.layer,
            self.head,
            words[i],
            i + 1,
            TOKENS
                .get(source[best.min(source.len() - 1)])
                .unwrap_or(&"?"),
            &percent(row.get(best).copied().unwrap_or(0.0) as f64),
        )
    }
}

impl TranslateParams {
    /// The summary's last sentence when words are fixed: which, and what else changed.
    pub fn fix_note(&self, free: &Translation, fixed: &Translation) -> Option<String> {
        if self.fix.is_empty() {
            return None;
        }
        let words = french_words(free);
        let named: Vec<String> = self
            .fix
            .iter()
            .map(|(p, w)| m().fixed_word(*p, w, words.get(p - 1).copied()))
            .collect();
        let changed = changes(free, fixed, &self.fix);
        Some(m().fix_note(&named.join(", "), &changed.join(", ")))
    }
}

impl TranslateParams {
    /// The summary's last sentence while the stepper is open: its stage, and for the decoder's
    /// stages the word being written (of `length`, the end token included).
    pub fn stepper_note(&self, length: usize) -> Option<String> {
        use crate::kernel::decoding::walk::{FIRST_DECODER_STAGE, STAGES};
        let k = self.stage.min(STAGES);
        if k == 0 {
            return None;
        }
        let at = (k >= FIRST_DECODER_STAGE).then(|| (self.pos.clamp(1, length.max(1)), length));
        Some(m().stepper_note(k, STAGES, m().stage_names()[k - 1], at))
    }
}

/// The page's sentence about the translator's quality, from the shipped figures.
pub fn quality_note() -> String {
    let s = crate::kernel::decoding::shipped::measured();
    m().quality_note(
        &group(s.exact.1),
        &group(s.exact.0),
        &crate::format::fixed(s.bleu.0 * 100.0, 1),
        &s.bleu
            .1
            .iter()
            .map(|p| crate::format::with_percent(&crate::format::fixed(p * 100.0, 2)))
            .collect::<Vec<_>>()
            .join(crate::format::list_separator()),
    )
}

/// The page's sentences about where "it" is resolved, from the shipped figures.
pub fn resolution_note() -> String {
    let s = crate::kernel::decoding::shipped::measured();
    let (r, t) = (s.resolving(), s.trophy_resolving());
    let e = s.best_encoder();
    let trophy = if (t.layer, t.head) == (r.layer, r.head) {
        m().trophy_same_head(t.total, t.right, &percent(t.median))
    } else {
        m().trophy_other_head(t.total, t.head, t.layer, t.right, &percent(t.median))
    };
    m().resolution_note(
        r.total,
        r.head,
        r.layer,
        r.right,
        &percent(r.median),
        &trophy,
        e.right,
        e.total,
    )
}

#[cfg(test)]
pub(crate) mod tests;
