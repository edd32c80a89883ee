//! `results`: BLEU against training cost for the models of the paper's Table 2.

use super::{Widget, WidgetParams, default_from_link};
use crate::format::{fixed, sci};
use crate::i18n::m;
use crate::locale::Text;
use crate::paper::{ResultRow, TABLE_2};
use crate::params::{LinkWriter, Notice, Param, ParamReader, Query};

/// `task`: which translation task's models are plotted.
pub const TASK: Param = Param::choice("task", &["en-de", "en-fr"], "en-de")
    .about(
        "English→German or English→French",
        "anglais→allemand ou anglais→français",
    )
    .label("Task:", "Tâche :")
    .option_labels(&[
        Text::new("English→German", "anglais→allemand"),
        Text::new("English→French", "anglais→français"),
    ]);

/// The two translation tasks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Task {
    /// English to German.
    EnDe,
    /// English to French.
    EnFr,
}

impl Task {
    /// The link name.
    pub fn slug(self) -> &'static str {
        match self {
            Task::EnDe => "en-de",
            Task::EnFr => "en-fr",
        }
    }

    /// "English→German".
    pub fn title(self) -> &'static str {
        m().results_task(self == Task::EnFr)
    }

    /// BLEU and cost of `row` on this task, when both are reported.
    pub fn point(self, row: &ResultRow) -> Option<(f64, f64)> {
        match self {
            Task::EnDe => Some((row.en_de_flops?, row.en_de_bleu?)),
            Task::EnFr => Some((row.en_fr_flops?, row.en_fr_bleu?)),
        }
    }

    /// BLEU of `row`, even without a cost.
    pub fn bleu(self, row: &ResultRow) -> Option<f64> {
        match self {
            Task::EnDe => row.en_de_bleu,
            Task::EnFr => row.en_fr_bleu,
        }
    }
}

/// A model's name as the chart labels it: ensembles shortened, Transformers marked with the
/// triangle their points are drawn with.
pub fn short_name(model: &str) -> String {
    model
        .replace(" Ensemble", " ens.")
        .replace("Transformer", "▲ Transformer")
}

/// The state of the `results` widget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ResultsParams {
    /// Which task is plotted.
    pub task: Task,
}

default_from_link!(ResultsParams);

impl WidgetParams for ResultsParams {
    const PARAMS: &'static [Param] = &[TASK];

    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let task = if r.choice(&TASK) == "en-fr" {
            Task::EnFr
        } else {
            Task::EnDe
        };
        (Self { task }, r.finish())
    }

    fn to_query(&self) -> Query {
        LinkWriter::new().choice(&TASK, self.task.slug()).finish()
    }
}

/// What the `results` widget shows: the plotted points and the rows its summary compares.
#[derive(Debug, Clone, PartialEq)]
pub struct Results {
    /// The plotted points: (model, cost, BLEU, is a Transformer).
    pub points: Vec<(&'static str, f64, f64, bool)>,
    /// The base and big Transformers' rows.
    pub transformers: (&'static ResultRow, &'static ResultRow),
    /// The best earlier model on this task, and its BLEU.
    pub best_earlier: (&'static ResultRow, f64),
}

impl Widget for ResultsParams {
    const EXAMPLE: &'static str = "task=en-fr";
    type Input = ();
    type Output = Results;

    fn compute(&self, _: &()) -> Results {
        let t = self.task;
        let find = |name: &str| {
            TABLE_2
                .iter()
                .find(|r| r.model == name)
                .expect("in Table 2")
        };
        Results {
            points: TABLE_2
                .iter()
                .filter_map(|r| t.point(r).map(|(c, b)| (r.model, c, b, r.transformer)))
                .collect(),
            transformers: (find("Transformer (base)"), find("Transformer (big)")),
            best_earlier: TABLE_2
                .iter()
                .filter(|r| !r.transformer)
                .filter_map(|r| t.bleu(r).map(|b| (r, b)))
                .max_by(|a, b| a.1.total_cmp(&b.1))
                .expect("earlier models"),
        }
    }

    fn summary(&self, out: &Results) -> String {
        let t = self.task;
        let ((base, big), best) = (out.transformers, out.best_earlier);
        let words = m();
        let cost = |r: &ResultRow| {
            t.point(r)
                .map_or(words.results_not_reported().into(), |(c, _)| {
                    words.flops(&sci(c, 2))
                })
        };
        words.results_summary(
            t.title(),
            (&fixed(t.bleu(base).unwrap_or(0.0), 1), &cost(base)),
            (&fixed(t.bleu(big).unwrap_or(0.0), 1), &cost(big)),
            best.0.model,
            &fixed(best.1, 2),
            &cost(best.0),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn summaries() {
        assert_eq!(
            ResultsParams::default().summary_with(&()),
            "English→German: Transformer (base) 27.3 BLEU for 3.3e18 FLOPs; Transformer (big) 28.4 BLEU for 2.3e19 FLOPs. The best earlier model, ConvS2S Ensemble, reached 26.36 BLEU for 7.7e19 FLOPs."
        );
        let fr = ResultsParams { task: Task::EnFr };
        assert!(
            fr.summary_with(&())
                .contains("ConvS2S Ensemble, reached 41.29 BLEU for 1.2e21 FLOPs.")
        );
        // ByteNet reports no training cost, so it has no point on the cost axis.
        assert_eq!(ResultsParams::default().compute(&()).points.len(), 7);
    }
}
