//! Training on a fixed corpus of sentence pairs, in epochs: the everyday translator's run
//! (`./x train everyday`).
//!
//! The same model, backward pass and Adam as the page's live runs, with three things those small
//! runs do not need:
//! - **Epochs**: the pairs are shuffled once per epoch from the run's seed and taken a batch at a
//!   time, so every pair is seen once an epoch.
//! - **Dropout** where the paper applies it ([`super::dropout`]), each example's masks drawn from
//!   a stream of its own (the run's seed, the step and its place in the batch).
//! - **Threads**: a batch is cut into [`CHUNKS`] fixed parts, each part's gradient summed into a
//!   buffer of its own, and the buffers added in order. Threads only decide which part is computed
//!   where, so a run gives the same bits on one thread or on eight.
//!
//! Within a part, the output layer is one matrix product for all its sentences' rows, against
//! the shared embedding transposed once a step: a 4,000-piece vocabulary makes it most of a
//! step's work, and one product over many rows keeps the vector units busy where one row at a
//! time would not.

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha12Rng;

use super::adam::Adam;
use super::backward::smoothed_loss;
use super::dropout::Dropout;
use super::model::{Model, Shape};
use super::ops::{matmul, matmul_backward};
use super::task::{Stream, shifted};
use super::trainer::{Diverged, StepReport, learning_rate};

/// How many parts a batch is cut into: the most threads a run can use.
pub const CHUNKS: usize = 8;

/// Everything a corpus run depends on, besides the corpus.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CorpusSettings {
    /// The seed of the initial weights, the epochs' order and the dropout masks.
    pub seed: u64,
    /// The model's shape.
    pub shape: Shape,
    /// Warm-up steps of the paper's learning-rate schedule.
    pub warmup: u32,
    /// Sentence pairs per step.
    pub batch: usize,
    /// Dropout's rate (0 for none).
    pub dropout: f32,
}

/// A source sentence and its translation, as piece ids; the translation ends with the end piece.
pub type Example = (Vec<usize>, Vec<usize>);

/// A corpus run in progress.
pub struct CorpusTrainer {
    /// The settings it was started with.
    pub settings: CorpusSettings,
    /// The model's layout.
    pub model: Model,
    /// The parameters.
    pub weights: Vec<f32>,
    /// Steps taken.
    pub step: u32,
    adam: Adam,
    pairs: Vec<Example>,
    order: Vec<u32>,
    cursor: usize,
    epoch: u64,
    /// One gradient buffer per part of a batch.
    grads: Vec<Vec<f32>>,
}

impl CorpusTrainer {
    /// A fresh run over `pairs`: weights drawn from the seed, no step taken.
    pub fn new(settings: CorpusSettings, pairs: Vec<Example>) -> Self {
        let model = Model::new(settings.shape);
        let mut stream = Stream::new(settings.seed, settings.shape.len);
        let weights = model.initial_weights(|a| stream.uniform(a));
        let size = model.size;
        let mut run = Self {
            settings,
            model,
            weights,
            step: 0,
            adam: Adam::new(size),
            order: Vec::new(),
            cursor: 0,
            epoch: 0,
            pairs,
            grads: vec![vec![0.0; size]; CHUNKS],
        };
        run.shuffle();
        run
    }

    /// Epochs of the corpus seen so far.
    pub fn epochs(&self) -> f64 {
        (self.step as f64 * self.settings.batch as f64) / self.pairs.len().max(1) as f64
    }

    fn shuffle(&mut self) {
        self.order = (0..self.pairs.len() as u32).collect();
        let mut rng = ChaCha12Rng::seed_from_u64(self.settings.seed);
        // Stream 0 drew the initial weights; the dropout masks use the low streams.
        rng.set_stream(u64::MAX - self.epoch);
        self.order.shuffle(&mut rng);
        self.cursor = 0;
    }

    /// The next pair of the epoch's order (the next epoch's, at the end of this one).
    fn next_index(&mut self) -> usize {
        if self.cursor == self.order.len() {
            self.epoch += 1;
            self.shuffle();
        }
        self.cursor += 1;
        self.order[self.cursor - 1] as usize
    }

    /// One step of Adam on the next batch, its parts computed on up to `threads` threads.
    pub fn train_step(&mut self, threads: usize) -> Result<StepReport, Diverged> {
        let s = self.settings;
        let step = self.step + 1;
        let batch: Vec<usize> = (0..s.batch).map(|_| self.next_index()).collect();
        let tokens: usize = batch.iter().map(|&i| self.pairs[i].1.len()).sum();
        let (d, v) = (s.shape.d_model, s.shape.vocab);
        let embedding = &self.weights[self.model.embedding..][..v * d];
        let mut transposed = vec![0.0f32; d * v];
        for (j, row) in embedding.chunks_exact(d).enumerate() {
            for (p, &x) in row.iter().enumerate() {
                transposed[p * v + j] = x;
            }
        }
        let part = Part {
            model: &self.model,
            w: &self.weights,
            transposed: &transposed,
            pairs: &self.pairs,
            tokens,
            dropout: s.dropout,
            seed: s.seed,
            first_example: u64::from(self.step) * s.batch as u64,
        };
        let bounds = |c: usize| batch.len() * c / CHUNKS..batch.len() * (c + 1) / CHUNKS;
        let work = |c: usize, g: &mut Vec<f32>| part.gradient(&batch, bounds(c), g);
        let losses: Vec<f64> = if threads <= 1 {
            self.grads
                .iter_mut()
                .enumerate()
                .map(|(c, g)| work(c, g))
                .collect()
        } else {
            let per = CHUNKS.div_ceil(threads.min(CHUNKS));
            std::thread::scope(|scope| {
                let handles: Vec<_> = self
                    .grads
                    .chunks_mut(per)
                    .enumerate()
                    .map(|(t, gs)| {
                        let work = &work;
                        scope.spawn(move || {
                            gs.iter_mut()
                                .enumerate()
                                .map(|(i, g)| work(t * per + i, g))
                                .collect::<Vec<f64>>()
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .flat_map(|h| h.join().expect("a training thread finished"))
                    .collect()
            })
        };
        let loss: f64 = losses.iter().sum();
        let (total, rest) = self.grads.split_at_mut(1);
        for g in rest.iter() {
            for (a, &b) in total[0].iter_mut().zip(g) {
                *a += b;
            }
        }
        if !loss.is_finite() || total[0].iter().any(|g| !g.is_finite()) {
            return Err(Diverged::Loss(step));
        }
        let rate = learning_rate(d, s.warmup, step);
        self.adam.update(&mut self.weights, &total[0], rate);
        self.step = step;
        Ok(StepReport { step, loss, rate })
    }
}

/// What every part of one step reads.
struct Part<'a> {
    model: &'a Model,
    w: &'a [f32],
    /// The shared embedding transposed: `d_model × vocab`.
    transposed: &'a [f32],
    pairs: &'a [Example],
    /// Target pieces in the whole batch: the loss is their mean.
    tokens: usize,
    dropout: f32,
    seed: u64,
    /// The number of examples before this step's, for each example's dropout stream.
    first_example: u64,
}

impl Part<'_> {
    /// The gradient of the examples `range` of `batch` into `g` (cleared first), and their share
    /// of the batch's loss.
    fn gradient(&self, batch: &[usize], range: std::ops::Range<usize>, g: &mut [f32]) -> f64 {
        g.fill(0.0);
        let (d, v) = (self.model.shape.d_model, self.model.shape.vocab);
        let mut traces = Vec::with_capacity(range.len());
        let mut last = Vec::new();
        for k in range.clone() {
            let (source, target) = &self.pairs[batch[k]];
            let mut dropout = (self.dropout > 0.0).then(|| {
                let mut rng = ChaCha12Rng::seed_from_u64(self.seed);
                rng.set_stream(1 + self.first_example + k as u64);
                Dropout::new(self.dropout, rng)
            });
            let t =
                self.model
                    .forward_hidden(self.w, source, &shifted(target, v), dropout.as_mut());
            last.extend_from_slice(&t.last);
            traces.push(t);
        }
        let rows = last.len() / d;
        let logits = matmul(&last, self.transposed, rows, d, v);
        let mut dlogits = Vec::with_capacity(logits.len());
        let mut loss = 0.0;
        let mut row = 0;
        for k in range.clone() {
            let target = &self.pairs[batch[k]].1;
            let n = target.len();
            let share = n as f64 / self.tokens as f64;
            let (l, dl) = smoothed_loss(
                &logits[row * v..(row + n) * v],
                target,
                self.model.shape.smoothing,
                share,
            );
            loss += l * share;
            dlogits.extend(dl);
            row += n;
        }
        let mut dtransposed = vec![0.0f32; d * v];
        let dlast = matmul_backward(&dlogits, &last, self.transposed, (d, v), &mut dtransposed);
        let emb = self.model.embedding;
        for (j, gj) in g[emb..][..v * d].chunks_exact_mut(d).enumerate() {
            for (p, gjp) in gj.iter_mut().enumerate() {
                *gjp += dtransposed[p * v + j];
            }
        }
        let mut row = 0;
        for t in &traces {
            let n = t.target_in.len();
            self.model
                .backward_hidden(self.w, t, dlast[row * d..(row + n) * d].to_vec(), g);
            row += n;
        }
        loss
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape() -> Shape {
        Shape {
            len: 8,
            vocab: 11,
            layers: 2,
            d_model: 8,
            heads: 2,
            d_ff: 12,
            scaled: true,
            positions: true,
            smoothing: 0.1,
        }
    }

    fn pairs() -> Vec<Example> {
        (0..24)
            .map(|i| {
                let n = 2 + i % 5;
                let source: Vec<usize> = (0..n).map(|k| 1 + (i * 7 + k * 3) % 10).collect();
                let mut target: Vec<usize> = source.iter().rev().copied().collect();
                target.push(0);
                (source, target)
            })
            .collect()
    }

    fn settings(dropout: f32) -> CorpusSettings {
        CorpusSettings {
            seed: 4,
            shape: shape(),
            warmup: 10,
            batch: 12,
            dropout,
        }
    }

    #[test]
    fn a_step_s_gradient_is_the_examples_gradients_summed() {
        let run = CorpusTrainer::new(settings(0.0), pairs());
        let batch: Vec<usize> = (0..12).collect();
        let tokens: usize = batch.iter().map(|&i| run.pairs[i].1.len()).sum();
        let (d, v) = (8, 11);
        let mut transposed = vec![0.0f32; d * v];
        for j in 0..v {
            for p in 0..d {
                transposed[p * v + j] = run.weights[run.model.embedding + j * d + p];
            }
        }
        let part = Part {
            model: &run.model,
            w: &run.weights,
            transposed: &transposed,
            pairs: &run.pairs,
            tokens,
            dropout: 0.0,
            seed: 4,
            first_example: 0,
        };
        let mut batched = vec![0.0; run.model.size];
        part.gradient(&batch, 0..12, &mut batched);
        let mut single = vec![0.0f32; run.model.size];
        for &i in &batch {
            let (source, target) = &run.pairs[i];
            let t = run.model.forward(&run.weights, source, &shifted(target, v));
            let share = target.len() as f64 / tokens as f64;
            let (_, dl) = smoothed_loss(&t.logits, target, 0.1, share);
            run.model.backward(&run.weights, &t, &dl, &mut single);
        }
        for (a, b) in batched.iter().zip(&single) {
            assert!((a - b).abs() <= 1e-6 + 1e-4 * b.abs(), "{a} against {b}");
        }
    }

    #[test]
    fn threads_change_no_bit_and_the_loss_falls() {
        let mut one = CorpusTrainer::new(settings(0.1), pairs());
        let mut three = CorpusTrainer::new(settings(0.1), pairs());
        let mut first = 0.0;
        for step in 0..30 {
            let a = one.train_step(1).unwrap();
            let b = three.train_step(3).unwrap();
            assert_eq!(a.loss.to_bits(), b.loss.to_bits(), "step {step}");
            if step == 0 {
                first = a.loss;
            }
        }
        assert_eq!(one.weights, three.weights);
        assert!(one.train_step(1).unwrap().loss < first * 0.8);
        // Two epochs and a half of 24 pairs at 12 a step.
        assert!((one.epochs() - 31.0 * 12.0 / 24.0).abs() < 1e-9);
    }
}
