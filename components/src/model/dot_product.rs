//! `dot-product`: scaled dot-product attention on three tokens, one step at a time.

use super::WidgetParams;
use crate::kernel::attention::{AttentionSteps, attention};
use crate::kernel::format::{fixed, link_number};
use crate::kernel::matrix::Matrix;
use crate::params::{Notice, ParamReader, Query};

/// Tokens in the example.
pub const TOKENS: [&str; 3] = ["I", "love", "cats"];
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

/// The steps, 1 to 5.
pub const STEPS: [&str; 5] = [
    "Step 1: scores Q·Kᵀ",
    "Step 2: divide by √d_k",
    "Step 3: mask (optional)",
    "Step 4: softmax of each row",
    "Step 5: weights × V",
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

impl Default for DotProductParams {
    fn default() -> Self {
        Self {
            step: 1,
            mask: false,
            q: DEFAULT_Q.to_vec(),
            k: DEFAULT_K.to_vec(),
            v: DEFAULT_V.to_vec(),
        }
    }
}

impl WidgetParams for DotProductParams {
    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let step = r.int("step", 1, 5, 1) as usize;
        let mask = r.choice("mask", &["on", "off"], "off") == "on";
        let mut matrix = |name: &'static str, default: &[f64]| {
            let m = r.floats(name, ENTRY_RANGE, (6, 6), default);
            if m.len() == 6 { m } else { default.to_vec() }
        };
        let (q, k, v) = (
            matrix("q", &DEFAULT_Q),
            matrix("k", &DEFAULT_K),
            matrix("v", &DEFAULT_V),
        );
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
        let list = |m: &[f64]| {
            m.iter()
                .map(|x| link_number(*x))
                .collect::<Vec<_>>()
                .join(",")
        };
        Query::from_pairs([
            ("step", self.step.to_string()),
            ("mask", if self.mask { "on" } else { "off" }.to_string()),
            ("q", list(&self.q)),
            ("k", list(&self.k)),
            ("v", list(&self.v)),
        ])
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
                .join(", ")
        })
        .collect();
    format!("[{}]", rows.join("; "))
}

impl DotProductParams {
    /// Every intermediate matrix.
    pub fn steps(&self) -> AttentionSteps {
        let m = |d: &[f64]| Matrix::from_vec(3, WIDTH, d.to_vec()).expect("3 × 2 entries");
        attention(&m(&self.q), &m(&self.k), &m(&self.v), self.mask)
            .expect("shapes fixed, scores finite")
    }

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

    /// The live summary: the current step and its matrix.
    pub fn summary(&self, s: &AttentionSteps) -> String {
        let note = match (self.step, self.mask) {
            (3, false) => " (mask off: nothing hidden)",
            (3, true) => " (mask on: later tokens hidden)",
            _ => "",
        };
        format!("{}{note}: {}.", STEPS[self.step - 1], self.current(s))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_by_hand() {
        let p = DotProductParams::default();
        let s = p.steps();
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
        assert!(masked.summary(&masked.steps()).contains("[0.71, −∞, −∞;"));
        let last = DotProductParams { step: 5, ..p };
        let out = last.steps().output;
        let w = last.steps().weights;
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
