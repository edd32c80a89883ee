//! `learning-rate`: warm-up, then decay with the inverse square root of the step.

use super::{Widget, WidgetParams, default_from_link};
use crate::format::{group, sci};
use crate::i18n::m;
use crate::kernel::schedule::{learning_rate, peak};
use crate::locale::Text;
use crate::params::{LinkWriter, Notice, Param, ParamReader, Query, Readout};

/// `warmup`: the warm-up steps (the slider is logarithmic across them).
pub const WARMUP: Param = Param::int("warmup", 1, 100_000, 4000)
    .about(
        "how many steps the rate climbs before it decays",
        "combien d'étapes le taux monte avant de décroître",
    )
    .unit("steps", "étapes")
    .label("Warm-up steps", "Étapes de chauffe")
    .log(0.01)
    .reads(Readout::Prefix(Text::new("warm-up", "chauffe")));
/// `dmodel`: the model width, which scales the whole schedule.
pub const DMODEL: Param = Param::int("dmodel", 1, 8192, 512)
    .about(
        "the model width d_model, which scales the whole schedule",
        "la largeur du modèle d_model, qui met à l'échelle tout le calendrier",
    )
    .unit("dimensions", "dimensions");
/// `step`: the cursor.
pub const STEP: Param = Param::int("step", 1, 300_000, 4000)
    .up_to(
        "the chart's end, the larger of 100,000 and 3 × warmup",
        "la fin du graphique, le plus grand de 100 000 et 3 × warmup",
    )
    .about("the step under the cursor", "l'étape sous le curseur")
    .unit("steps", "étapes")
    .label("Step cursor", "Curseur d'étape")
    .step(100.0)
    .slider_range(0.0, 300_000.0)
    .reads(Readout::Prefix(Text::new("step", "étape")));

/// The state of the `learning-rate` widget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LearningRateParams {
    /// Warm-up steps.
    pub warmup: u64,
    /// Model width (the schedule scales with d_model^-0.5).
    pub dmodel: u64,
    /// The cursor's step.
    pub step: u64,
}

default_from_link!(LearningRateParams);

/// The last step the chart shows: the paper's 100,000, or further when the warm-up is long.
pub fn chart_end(warmup: u64) -> u64 {
    100_000.max(warmup * 3)
}

impl LearningRateParams {
    /// Sets the warm-up to `steps` (snapped into range); the cursor stays on the chart.
    pub fn set_warmup(&mut self, steps: f64) {
        self.warmup = WARMUP.snap(steps);
        self.step = self.step.min(chart_end(self.warmup));
    }

    /// Moves the cursor to `step`, within the chart.
    pub fn set_step(&mut self, step: f64) {
        self.step = STEP.snap::<u64>(step).min(chart_end(self.warmup));
    }
}

impl WidgetParams for LearningRateParams {
    const PARAMS: &'static [Param] = &[WARMUP, DMODEL, STEP];

    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let (warmup, dmodel) = (r.int(&WARMUP), r.int(&DMODEL));
        let step = r.int_up_to(&STEP, chart_end(warmup) as i64);
        (
            Self {
                warmup,
                dmodel,
                step,
            },
            r.finish(),
        )
    }

    fn to_query(&self) -> Query {
        LinkWriter::new()
            .int(&WARMUP, self.warmup)
            .int(&DMODEL, self.dmodel)
            .int(&STEP, self.step)
            .finish()
    }
}

impl LearningRateParams {
    /// (step, rate) pairs for the chart: 400 points from step 1 to the end.
    pub fn curve(&self) -> Vec<(f64, f64)> {
        let end = chart_end(self.warmup) as f64;
        (0..=400)
            .map(|i| {
                let s = (1.0 + (end - 1.0) * i as f64 / 400.0).round();
                (s, learning_rate(s as u64, self.dmodel, self.warmup))
            })
            .collect()
    }
}

/// What the `learning-rate` widget states: where the rate peaks and its value at the cursor.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rates {
    /// The step where the rate peaks, and the peak rate.
    pub peak: (u64, f64),
    /// The rate at the cursor's step.
    pub at_cursor: f64,
}

impl Widget for LearningRateParams {
    const EXAMPLE: &'static str = "step=100000";
    type Input = ();
    type Output = Rates;

    fn compute(&self, _: &()) -> Rates {
        Rates {
            peak: peak(self.dmodel, self.warmup),
            at_cursor: learning_rate(self.step, self.dmodel, self.warmup),
        }
    }

    /// The live summary.
    fn summary(&self, r: &Rates) -> String {
        let (ps, pr) = r.peak;
        m().rate_summary(
            &group(self.warmup),
            &group(self.dmodel),
            &group(ps),
            &sci(pr, 2),
            &group(self.step),
            &sci(r.at_cursor, 2),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cursor_stays_on_the_chart() {
        let mut p = LearningRateParams::default();
        p.set_step(250_000.0);
        assert_eq!(p.step, 100_000);
        p.set_warmup(90_000.4);
        p.set_step(250_000.0);
        assert_eq!((p.warmup, p.step), (90_000, 250_000));
        p.set_warmup(1e9);
        p.set_warmup(10.0);
        assert_eq!((p.warmup, p.step), (10, 100_000));
    }

    #[test]
    fn paper_numbers() {
        let p = LearningRateParams::default();
        assert_eq!(
            p.summary_with(&()),
            "With warm-up 4,000 and d_model = 512, the rate peaks at step 4,000 at 7.0e-4. At step 4,000 it is 7.0e-4."
        );
        let late = LearningRateParams { step: 100_000, ..p };
        assert!(
            late.summary_with(&())
                .ends_with("At step 100,000 it is 1.4e-4.")
        );
        assert_eq!(p.curve().len(), 401);
    }
}
