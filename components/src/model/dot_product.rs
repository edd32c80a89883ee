//! `dot-product`: scaled dot-product attention on three tokens, one step at a time.

use super::{Widget, WidgetParams, default_from_link};
use crate::format::{fixed, list_separator, row_separator};
use crate::i18n::m;
use crate::kernel::blocks::attention::{AttentionSteps, attention};
use crate::kernel::blocks::matrix::Matrix;
use crate::locale::Text;
use crate::params::{LinkWriter, Notice, Param, ParamReader, Query, Readout};

/// The example's three tokens, in the page's language.
pub fn tokens() -> [&'static str; 3] {
    m().dot_tokens()
}
/// Width of each query, key and value.
pub const WIDTH: usize = 2;
/// Entries allowed in Q, K and V.
pub const ENTRY_RANGE: (f64, f64) = (-5.0, 5.0);
/// Default Q, K and V, row by row (3 tokens × 2).
pub const DEFAULT_Q: [f64; 6] = [1.0, 0.0, 0.0, 1.0, 1.0, 1.0];
/// Default keys.
pub const DEFAULT_K: [f64; 6] = [1.0, 0.0, 0.0, 2.0, 1.0, 1.0];
/// Default values.
pub const DEFAULT_V: [f64; 6] = [1.0, 0.0, 0.0, 1.0, 0.5, 0.5];

/// `step`: the step shown.
pub const STEP: Param = Param::int("step", 1, 5, 1)
    .about("the step shown", "l'étape montrée")
    .label("Step", "Étape")
    .reads(Readout::Words(&STEPS));
/// `mask`: whether the causal mask applies.
pub const MASK: Param = Param::choice("mask", &["on", "off"], "off")
    .about(
        "whether each token is kept from seeing the tokens after it",
        "si chaque token est empêché de voir les tokens qui le suivent",
    )
    .label(
        "Causal mask (each token sees only itself and earlier tokens)",
        "Masque causal (chaque token ne voit que lui-même et les tokens précédents)",
    );
/// `q`: the queries.
pub const Q: Param = Param::list("q", ENTRY_RANGE, (6, 6), &DEFAULT_Q)
    .rule("3 rows of 2", "3 lignes de 2")
    .about("the queries, row by row", "les requêtes, ligne par ligne")
    .label("Queries Q", "Requêtes Q");
/// `k`: the keys.
pub const K: Param = Param::list("k", ENTRY_RANGE, (6, 6), &DEFAULT_K)
    .rule("3 rows of 2", "3 lignes de 2")
    .about("the keys, row by row", "les clés, ligne par ligne")
    .label("Keys K", "Clés K");
/// `v`: the values.
pub const V: Param = Param::list("v", ENTRY_RANGE, (6, 6), &DEFAULT_V)
    .rule("3 rows of 2", "3 lignes de 2")
    .about("the values, row by row", "les valeurs, ligne par ligne")
    .label("Values V", "Valeurs V");

/// The steps, 1 to 5.
pub const STEPS: [Text; 5] = [
    Text::new("Step 1: scores Q·Kᵀ", "Étape 1 : scores Q·Kᵀ"),
    Text::new("Step 2: divide by √d_k", "Étape 2 : diviser par √d_k"),
    Text::new("Step 3: mask (optional)", "Étape 3 : masque (facultatif)"),
    Text::new(
        "Step 4: softmax of each row",
        "Étape 4 : softmax de chaque ligne",
    ),
    Text::new("Step 5: weights × V", "Étape 5 : poids × V"),
];

/// The state of the `dot-product` widget.
#[derive(Debug, Clone, PartialEq)]
pub struct DotProductParams {
    /// Current step, 1 to 5.
    pub step: usize,
    /// Whether the causal mask is applied.
    pub mask: bool,
    /// Queries, row by row.
    pub q: Vec<f64>,
    /// Keys, row by row.
    pub k: Vec<f64>,
    /// Values, row by row.
    pub v: Vec<f64>,
}

default_from_link!(DotProductParams);

impl WidgetParams for DotProductParams {
    const PARAMS: &'static [Param] = &[STEP, MASK, Q, K, V];

    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let step = r.int(&STEP);
        let mask = r.choice(&MASK) == "on";
        let (q, k, v) = (r.list(&Q), r.list(&K), r.list(&V));
        (
            Self {
                step,
                mask,
                q,
                k,
                v,
            },
            r.finish(),
        )
    }

    fn to_query(&self) -> Query {
        LinkWriter::new()
            .count(&STEP, self.step)
            .choice(&MASK, if self.mask { "on" } else { "off" })
            .list(&Q, &self.q)
            .list(&K, &self.k)
            .list(&V, &self.v)
            .finish()
    }
}

/// A matrix written row by row: "[1.00, 0.00; 0.00, 1.00]".
pub fn matrix_text(m: &Matrix, allowed: Option<&[Vec<bool>]>) -> String {
    let rows: Vec<String> = (0..m.rows())
        .map(|r| {
            (0..m.cols())
                .map(|c| match allowed {
                    Some(a) if !a[r][c] => "−∞".to_string(),
                    _ => fixed(m.get(r, c), 2),
                })
                .collect::<Vec<_>>()
                .join(list_separator())
        })
        .collect();
    format!("[{}]", rows.join(row_separator()))
}

impl DotProductParams {
    /// The matrix shown at the current step, with masked entries as −∞ at step 3.
    pub fn current(&self, s: &AttentionSteps) -> String {
        match self.step {
            1 => matrix_text(&s.scores, None),
            2 => matrix_text(&s.scaled, None),
            3 => matrix_text(&s.scaled, self.mask.then_some(s.allowed.as_slice())),
            4 => matrix_text(&s.weights, None),
            _ => matrix_text(&s.output, None),
        }
    }
}

impl Widget for DotProductParams {
    const EXAMPLE: &'static str = "step=3&mask=on";
    type Input = ();
    type Output = AttentionSteps;

    /// Every intermediate matrix.
    fn compute(&self, _: &()) -> AttentionSteps {
        let m = |d: &[f64]| Matrix::from_vec(3, WIDTH, d.to_vec()).expect("3 × 2 entries");
        attention(&m(&self.q), &m(&self.k), &m(&self.v), self.mask)
            .expect("shapes fixed, scores finite")
    }

    /// The live summary: the current step and its matrix.
    fn summary(&self, s: &AttentionSteps) -> String {
        let t = m();
        let note = if self.step == 3 {
            t.dot_mask_note(self.mask)
        } else {
            ""
        };
        t.dot_summary(STEPS[self.step - 1].get(), note, &self.current(s))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_by_hand() {
        let p = DotProductParams::default();
        let s = p.compute(&());
        // Row 1 of Q·Kᵀ: q1 = (1, 0) against k = (1, 0), (0, 2), (1, 1).
        assert_eq!(s.scores.row(0), &[1.0, 0.0, 1.0]);
        assert_eq!(
            p.summary(&s),
            "Step 1: scores Q·Kᵀ: [1.00, 0.00, 1.00; 0.00, 2.00, 1.00; 1.00, 2.00, 2.00]."
        );
        let masked = DotProductParams {
            step: 3,
            mask: true,
            ..p.clone()
        };
        assert!(
            masked
                .summary(&masked.compute(&()))
                .contains("[0.71, −∞, −∞;")
        );
        let last = DotProductParams { step: 5, ..p };
        let out = last.compute(&()).output;
        let w = last.compute(&()).weights;
        assert!((w.row(0).iter().sum::<f64>() - 1.0).abs() < 1e-12);
        assert!((out.get(0, 0) - (w.get(0, 0) + 0.5 * w.get(0, 2))).abs() < 1e-12);
    }

    #[test]
    fn link_round_trip() {
        let p = DotProductParams {
            step: 4,
            mask: true,
            q: vec![0.5; 6],
            ..Default::default()
        };
        assert_eq!(DotProductParams::from_query(&p.to_query()), (p, vec![]));
        let (p, n) = DotProductParams::from_query(&Query::parse("q=1,2&mask=maybe"));
        assert_eq!(p, DotProductParams::default());
        assert_eq!(n.len(), 2);
    }
}
