//! A training run: the parameters, Adam's moments, the paper's learning-rate schedule, the batches
//! and the held-out accuracy. Everything in it follows from its [`Settings`], so a link replays a
//! run to the last digit.

use super::adam::Adam;
use super::backward::smoothed_loss;
use super::model::{AttentionMaps, Model, Shape, VOCAB, predictions};
use super::task::{HELD_OUT, HeldOut, Stream, Task, shifted};
use crate::kernel::decoding::decode::greedy;
use crate::kernel::language::grammar::{self, MAX_LEN};
use crate::kernel::robot::scene::{self, Scene};
use crate::kernel::robot::table;

/// Everything a run depends on.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Settings {
    /// What to learn.
    pub task: Task,
    /// The seed of the initial weights and of the training batches.
    pub seed: u64,
    /// The model's shape and switches.
    pub shape: Shape,
    /// Warm-up steps of the learning-rate schedule.
    pub warmup: u32,
    /// Sequences per step.
    pub batch: usize,
}

impl Default for Settings {
    /// The default run: reverse 8 symbols with the paper's model at d_model = 32.
    fn default() -> Self {
        Self {
            task: Task::Reverse,
            seed: 1,
            shape: Shape {
                len: 8,
                vocab: VOCAB,
                layers: 1,
                d_model: 32,
                heads: 2,
                d_ff: 128,
                scaled: true,
                positions: true,
                smoothing: 0.1,
            },
            warmup: 100,
            batch: 32,
        }
    }
}

/// The paper's learning rate at `step` (counting from 1): d_model^−0.5 · min(step^−0.5,
/// step · warmup^−1.5).
///
/// The same formula as [`crate::kernel::schedule::learning_rate`], but written with square roots
/// only: that one uses `powf`, which the host's maths library rounds (glibc natively, Rust's libm
/// in wasm), and a run must replay to the last bit on both.
pub fn learning_rate(d_model: usize, warmup: u32, step: u32) -> f32 {
    let s = step.max(1) as f64;
    let w = warmup.max(1) as f64;
    let rate = (1.0 / (d_model as f64).sqrt()) * (1.0 / s.sqrt()).min(s / (w * w.sqrt()));
    rate as f32
}

/// What one step did.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct StepReport {
    /// The step just taken, from 1.
    pub step: u32,
    /// The batch's mean label-smoothed loss before the update.
    pub loss: f64,
    /// The learning rate the update used.
    pub rate: f32,
}

/// Why a step could not be taken.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Diverged {
    /// The loss came out infinite or NaN at this step; the weights were left as they were.
    Loss(u32),
}

impl Settings {
    /// The translator's run: the paper's model at N = 2, d_model = 32, two heads, d_ff = 128, on
    /// the English→French grammar, with the schedule's warm-up at 200 steps (what the reference
    /// experiment in `TRANSLATOR.md` found learns "it" cleanly and fits the page's weight budget).
    /// The rest is the default run's: d_model = 32, two heads, d_ff = 128, batches of 32.
    pub fn translator(seed: u64) -> Self {
        let digits = Self::default();
        Self {
            task: Task::Translate,
            seed,
            shape: Shape {
                len: MAX_LEN,
                vocab: grammar::TOKENS.len(),
                layers: 2,
                ..digits.shape
            },
            warmup: 200,
            ..digits
        }
    }
}

impl Settings {
    /// The robot's table run: one layer of the paper's encoder at d_model = 32 over a scene's
    /// tokens, no positional encoding, the schedule's warm-up at 200 steps (the design and
    /// settings of the reference run in `ROBOT.md`), batches of 32.
    pub fn table(seed: u64) -> Self {
        Self {
            task: Task::Table,
            seed,
            shape: table::SHAPE,
            warmup: 200,
            ..Self::default()
        }
    }
}

/// The sentences, sequences or scenes a run trains on and is measured on.
#[derive(Debug, Clone)]
enum Examples {
    /// Random digit sequences of one length.
    Digits(HeldOut),
    /// The translator's grammar.
    Sentences(grammar::HeldOut),
    /// The robot's tables.
    Scenes(scene::HeldOut),
}

/// One training example.
enum Example {
    /// A source and its right answer.
    Sequence(Vec<usize>, Vec<usize>),
    /// A table and its instruction.
    Scene(Scene),
}

/// A run in progress.
#[derive(Debug, Clone)]
pub struct Trainer {
    /// The settings it was started with.
    pub settings: Settings,
    /// The model's layout.
    pub model: Model,
    /// The parameters.
    pub weights: Vec<f32>,
    adam: Adam,
    grad: Vec<f32>,
    /// Steps taken.
    pub step: u32,
    stream: Stream,
    examples: Examples,
}

impl Trainer {
    /// A fresh run: weights drawn from the seed, no step taken.
    pub fn new(settings: Settings) -> Self {
        let model = match settings.task {
            Task::Table => Model::encoder_only(settings.shape, table::ROWS),
            _ => Model::new(settings.shape),
        };
        let mut stream = Stream::new(settings.seed, settings.shape.len);
        let weights = model.initial_weights(|a| stream.uniform(a));
        let size = model.size;
        Self {
            settings,
            examples: match settings.task {
                Task::Translate => Examples::Sentences(grammar::HeldOut::new()),
                Task::Table => Examples::Scenes(scene::HeldOut::new()),
                _ => Examples::Digits(HeldOut::new(settings.shape.len)),
            },
            model,
            weights,
            adam: Adam::new(size),
            grad: vec![0.0; size],
            step: 0,
            stream,
        }
    }

    /// One step of Adam on a fresh batch.
    pub fn train_step(&mut self) -> Result<StepReport, Diverged> {
        let s = self.settings;
        let step = self.step + 1;
        self.grad.iter_mut().for_each(|g| *g = 0.0);
        let mut loss = 0.0;
        let weight = 1.0 / s.batch as f64;
        for _ in 0..s.batch {
            let l = match self.next_example() {
                Example::Sequence(source, answer) => {
                    let trace = self.model.forward(
                        &self.weights,
                        &source,
                        &shifted(&answer, s.shape.vocab),
                    );
                    let (l, dlogits) =
                        smoothed_loss(&trace.logits, &answer, s.shape.smoothing, weight);
                    self.model
                        .backward(&self.weights, &trace, &dlogits, &mut self.grad);
                    l
                }
                Example::Scene(scene) => {
                    let answer = scene.target_cell().unwrap_or_default();
                    let trace = table::forward(&self.model, &self.weights, &scene);
                    let (l, dlogits) =
                        smoothed_loss(&trace.logits, &[answer], s.shape.smoothing, weight);
                    table::backward(&self.model, &self.weights, &trace, &dlogits, &mut self.grad);
                    l
                }
            };
            loss += l * weight;
        }
        if !loss.is_finite() || self.grad.iter().any(|g| !g.is_finite()) {
            return Err(Diverged::Loss(step));
        }
        let rate = learning_rate(s.shape.d_model, s.warmup, step);
        self.adam.update(&mut self.weights, &self.grad, rate);
        self.step = step;
        Ok(StepReport { step, loss, rate })
    }

    /// The next training example.
    fn next_example(&mut self) -> Example {
        match &self.examples {
            Examples::Digits(held_out) => {
                let source = self.stream.next(held_out);
                let answer = self.settings.task.answer(&source);
                Example::Sequence(source, answer)
            }
            Examples::Sentences(held_out) => {
                let pair = grammar::draw(self.stream.rng(), held_out);
                Example::Sequence(pair.source, pair.target)
            }
            Examples::Scenes(held_out) => Example::Scene(held_out.draw(self.stream.rng())),
        }
    }

    /// The model's answer to `source`, one symbol at a time, each the most likely given the ones
    /// before it (greedy decoding): as many symbols as the source for the digit tasks; for a
    /// translation, up to the end token or the length cap; for a table (its symbols), the one
    /// cell the gripper goes to, or nothing if the symbols are not a table.
    pub fn greedy(&self, source: &[usize]) -> Vec<usize> {
        if self.settings.task == Task::Table {
            return self
                .table_pass(source)
                .map_or_else(Vec::new, |t| vec![table::predicted_cell(&t)]);
        }
        let stop = (self.settings.task == Task::Translate).then_some(0);
        greedy(&self.model, &self.weights, source, stop)
    }

    /// The table model's pass over a scene given as its symbols, if they make one.
    fn table_pass(&self, symbols: &[usize]) -> Option<table::TableTrace<f32>> {
        let scene = Scene::from_symbols(symbols)?;
        Some(table::forward(&self.model, &self.weights, &scene))
    }

    /// Whether greedy decoding turns `source` into `answer` exactly. With a causal decoder this is
    /// one forward pass: if every position's best guess is right when fed the right prefix, greedy
    /// decoding feeds itself exactly that prefix and makes exactly those guesses, and if one is
    /// wrong, greedy decoding goes wrong there or earlier (`greedy_agrees_with_one_pass` tests it).
    pub fn solves(&self, source: &[usize], answer: &[usize]) -> bool {
        if self.settings.task == Task::Table {
            return self.greedy(source) == answer;
        }
        let vocab = self.settings.shape.vocab;
        let trace = self
            .model
            .forward(&self.weights, source, &shifted(answer, vocab));
        predictions(&trace.logits, vocab) == answer
    }

    /// The held-out sources and their right answers.
    pub fn held_out(&self) -> Box<dyn Iterator<Item = (Vec<usize>, Vec<usize>)> + '_> {
        match &self.examples {
            Examples::Digits(h) => Box::new(
                h.sequences
                    .iter()
                    .map(|s| (s.clone(), self.settings.task.answer(s))),
            ),
            Examples::Sentences(h) => {
                Box::new(h.pairs.iter().map(|p| (p.source.clone(), p.target.clone())))
            }
            Examples::Scenes(h) => Box::new(
                h.scenes
                    .iter()
                    .map(|s| (s.symbols(), s.target_cell().into_iter().collect())),
            ),
        }
    }

    /// How many held-out examples there are.
    pub fn held_out_count(&self) -> usize {
        match &self.examples {
            Examples::Digits(_) => HELD_OUT,
            Examples::Sentences(h) => h.pairs.len(),
            Examples::Scenes(h) => h.scenes.len(),
        }
    }

    /// How many of the held-out examples greedy decoding gets exactly right.
    pub fn held_out_solved(&self) -> usize {
        self.held_out().filter(|(s, a)| self.solves(s, a)).count()
    }

    /// The first held-out example: the one whose attention the reader watches (for the
    /// translator, "the animal didn't cross the street because it was too tired").
    pub fn example(&self) -> Vec<usize> {
        self.held_out().next().map(|(s, _)| s).unwrap_or_default()
    }

    /// The model's greedy answer to `source` and the attention weights that produced it (the
    /// last pass of greedy decoding: a causal decoder's earlier rows are the same in every pass).
    pub fn answer_with_maps(&self, source: &[usize]) -> (Vec<usize>, AttentionMaps) {
        if self.settings.task == Task::Table {
            return self.table_pass(source).map_or_else(Default::default, |t| {
                (
                    vec![table::predicted_cell(&t)],
                    table::maps(&self.model, &t),
                )
            });
        }
        let answer = self.greedy(source);
        let vocab = self.settings.shape.vocab;
        let trace = self
            .model
            .forward(&self.weights, source, &shifted(&answer, vocab));
        (answer, self.model.maps(&trace))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn schedule_peaks_at_warmup() {
        let peak = learning_rate(32, 100, 100);
        assert!(learning_rate(32, 100, 99) < peak && learning_rate(32, 100, 101) < peak);
        assert!((peak as f64 - 32f64.powf(-0.5) * 0.1).abs() < 1e-7);
    }

    #[test]
    fn greedy_agrees_with_one_pass() {
        let mut t = Trainer::new(Settings::default());
        for _ in 0..40 {
            t.train_step().unwrap();
        }
        let held = HeldOut::new(8);
        for s in held.sequences.iter().take(100) {
            let a = Task::Reverse.answer(s);
            assert_eq!(t.solves(s, &a), t.greedy(s) == a, "{s:?}");
        }
    }
}
