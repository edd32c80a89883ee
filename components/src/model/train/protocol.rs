//! The messages between the page and the training worker, and their flat `f64` encoding: each
//! crosses as one `Float64Array`, typed on both ends (no text, no link on the way).

use super::params::*;
use crate::kernel::network::{AttentionMaps, Settings, Shape, Task};
use crate::params::Param;

/// The tasks by their number in a [`Command::Reset`].
const TASKS: [Task; 5] = [
    Task::Reverse,
    Task::Copy,
    Task::Sort,
    Task::Translate,
    Task::Table,
];

/// A message from the page to the worker.
#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    /// Start over with these settings (and step limit); the run waits for `Run` or `Step`.
    Reset(TrainParams),
    /// Train until paused, diverged or at the step limit.
    Run,
    /// Stop after the step under way.
    Pause,
    /// Take one step, then stop.
    Step,
    /// Answer this sequence (greedy decoding) and show its attention.
    Try(Vec<usize>),
    /// The reader is pressing keys or dragging on the page: stop stepping for a moment, so on a
    /// machine with few cores their input does not share one with training.
    Yield,
}

impl Command {
    /// The message as numbers, in the same flat form as the worker's reports: a tag, then for
    /// `Reset` the run's settings field by field and for `Try` the symbols.
    pub fn encode(&self) -> Vec<f64> {
        let mut f = Flat(Vec::new());
        match self {
            Command::Reset(p) => {
                let s = &p.settings;
                let sh = &s.shape;
                f.0.push(0.0);
                f.0.extend([
                    TASKS.iter().position(|t| *t == s.task).unwrap_or(0) as f64,
                    s.seed as f64,
                    sh.len as f64,
                    sh.vocab as f64,
                    sh.layers as f64,
                    sh.d_model as f64,
                    sh.heads as f64,
                    sh.d_ff as f64,
                    f64::from(u8::from(sh.scaled)),
                    f64::from(u8::from(sh.positions)),
                    sh.smoothing,
                    f64::from(s.warmup),
                    s.batch as f64,
                    f64::from(p.steps),
                    f64::from(u8::from(p.run)),
                ]);
            }
            Command::Run => f.0.push(1.0),
            Command::Pause => f.0.push(2.0),
            Command::Step => f.0.push(3.0),
            Command::Try(s) => {
                f.0.push(4.0);
                f.list(s, |x| x as f64);
            }
            Command::Yield => f.0.push(5.0),
        }
        f.0
    }

    /// Reads [`Command::encode`]'s numbers back; `None` for anything else, settings outside the
    /// link's ranges included (the worker builds a model from them).
    pub fn decode(xs: &[f64]) -> Option<Self> {
        let mut r = Reader(xs);
        let command = match r.count()? {
            0 => Command::Reset(r.train_params()?),
            1 => Command::Run,
            2 => Command::Pause,
            3 => Command::Step,
            4 => Command::Try(r.symbols()?),
            5 => Command::Yield,
            _ => return None,
        };
        r.0.is_empty().then_some(command)
    }
}

/// What the worker sends: where the run is, the curve points since the last snapshot, and the
/// attention of the watched example.
#[derive(Debug, Clone, PartialEq)]
pub struct Snapshot {
    /// Steps taken.
    pub step: u32,
    /// The last step's loss (NaN before the first step).
    pub loss: f64,
    /// Held-out sequences solved at the last check.
    pub solved: u32,
    /// The step of the last held-out check.
    pub checked_at: u32,
    /// Whether training continues after this snapshot.
    pub running: bool,
    /// The step at which the loss stopped being a number, if it did.
    pub diverged: Option<u32>,
    /// The losses of the steps since the last snapshot, in order.
    pub losses: Vec<f32>,
    /// The held-out checks since the last snapshot: (step, share solved).
    pub checks: Vec<(u32, f32)>,
    /// The watched example, the model's greedy answer to it, and the attention that produced it.
    pub example: Vec<usize>,
    /// The model's answer to the example.
    pub answer: Vec<usize>,
    /// The example's attention maps.
    pub maps: AttentionMaps,
}

/// The answer to a [`Command::Try`].
#[derive(Debug, Clone, PartialEq)]
pub struct Attempt {
    /// The sequence asked about.
    pub input: Vec<usize>,
    /// The model's greedy answer.
    pub answer: Vec<usize>,
    /// Its attention maps.
    pub maps: AttentionMaps,
}

/// A message from the worker to the page.
#[derive(Debug, Clone, PartialEq)]
pub enum Report {
    /// Where training is.
    Snapshot(Snapshot),
    /// The answer to a typed sequence.
    Attempt(Attempt),
}

/// Writes numbers into one flat `f64` array (the message crosses to the page as one
/// `Float64Array`, copied once) and reads them back.
struct Flat(Vec<f64>);

impl Flat {
    fn list<T: Copy>(&mut self, xs: &[T], f: impl Fn(T) -> f64) {
        self.0.push(xs.len() as f64);
        self.0.extend(xs.iter().map(|&x| f(x)));
    }

    fn maps(&mut self, m: &AttentionMaps) {
        self.0.push(m.source as f64);
        self.0.push(m.target as f64);
        self.0.push(m.heads as f64);
        for part in [&m.encoder, &m.decoder, &m.cross] {
            self.list(part, f64::from);
        }
    }
}

struct Reader<'a>(&'a [f64]);

impl Reader<'_> {
    fn one(&mut self) -> Option<f64> {
        let (&x, rest) = self.0.split_first()?;
        self.0 = rest;
        Some(x)
    }

    fn count(&mut self) -> Option<usize> {
        let x = self.one()?;
        (x >= 0.0 && x.fract() == 0.0 && x <= 1e7).then_some(x as usize)
    }

    fn list(&mut self) -> Option<&[f64]> {
        let n = self.count()?;
        if n > self.0.len() {
            return None;
        }
        let (xs, rest) = self.0.split_at(n);
        self.0 = rest;
        Some(xs)
    }

    /// The next number, if it is a whole number in `param`'s range.
    fn int(&mut self, param: &Param) -> Option<usize> {
        let (min, max) = param.int_range();
        let x = self.one()?;
        (x.fract() == 0.0 && x >= min as f64 && x <= max as f64).then_some(x as usize)
    }

    /// The next number as an on/off switch.
    fn switch(&mut self) -> Option<bool> {
        match self.one()? {
            0.0 => Some(false),
            1.0 => Some(true),
            _ => None,
        }
    }

    /// A run's settings, each in its link parameter's range, the heads dividing d_model and the
    /// length and vocabulary the task's own.
    fn train_params(&mut self) -> Option<TrainParams> {
        let task = *TASKS.get(self.count()?)?;
        let seed = self.int(&SEED)? as u64;
        let (len, vocab) = (self.count()?, self.count()?);
        let own = match task {
            Task::Translate => Settings::translator(seed).shape,
            Task::Table => Settings::table(seed).shape,
            _ => Settings::default().shape,
        };
        let len_fits = match task {
            Task::Translate | Task::Table => len == own.len,
            _ => len >= LEN.int_range().0 as usize && len <= LEN.int_range().1 as usize,
        };
        let (layers, d_model, heads, d_ff) = (
            self.int(&LAYERS)?,
            self.int(&DMODEL)?,
            self.int(&HEADS)?,
            self.int(&DFF)?,
        );
        let (scaled, positions) = (self.switch()?, self.switch()?);
        let smoothing = self.one()?;
        let (eps_min, eps_max) = EPS.float_range();
        let warmup = self.int(&WARMUP)? as u32;
        let batch = self.int(&BATCH)?;
        let steps = self.int(&STEPS)? as u32;
        let run = self.switch()?;
        let fits = len_fits
            && vocab == own.vocab
            && d_model % heads == 0
            && (eps_min..=eps_max).contains(&smoothing);
        fits.then_some(TrainParams {
            settings: Settings {
                task,
                seed,
                shape: Shape {
                    len,
                    vocab,
                    layers,
                    d_model,
                    heads,
                    d_ff,
                    scaled,
                    positions,
                    smoothing,
                },
                warmup,
                batch,
            },
            steps,
            run,
        })
    }

    fn symbols(&mut self) -> Option<Vec<usize>> {
        Some(self.list()?.iter().map(|&x| x as usize).collect())
    }

    fn maps(&mut self) -> Option<AttentionMaps> {
        let source = self.count()?;
        let target = self.count()?;
        let heads = self.count()?;
        let mut part = || Some(self.list()?.iter().map(|&x| x as f32).collect::<Vec<_>>());
        Some(AttentionMaps {
            source,
            target,
            heads,
            encoder: part()?,
            decoder: part()?,
            cross: part()?,
        })
    }
}

impl Report {
    /// The report as one flat array of numbers.
    pub fn encode(&self) -> Vec<f64> {
        let mut f = Flat(Vec::new());
        match self {
            Report::Snapshot(s) => {
                f.0.extend([
                    0.0,
                    s.step as f64,
                    s.loss,
                    s.solved as f64,
                    s.checked_at as f64,
                    f64::from(u8::from(s.running)),
                    s.diverged.map_or(-1.0, f64::from),
                ]);
                f.list(&s.losses, f64::from);
                f.0.push(s.checks.len() as f64);
                for &(step, share) in &s.checks {
                    f.0.extend([step as f64, share as f64]);
                }
                f.list(&s.example, |x| x as f64);
                f.list(&s.answer, |x| x as f64);
                f.maps(&s.maps);
            }
            Report::Attempt(a) => {
                f.0.push(1.0);
                f.list(&a.input, |x| x as f64);
                f.list(&a.answer, |x| x as f64);
                f.maps(&a.maps);
            }
        }
        f.0
    }

    /// Reads [`Report::encode`]'s numbers back; `None` if they are not a report.
    pub fn decode(xs: &[f64]) -> Option<Self> {
        let mut r = Reader(xs);
        match r.one()? as u8 {
            0 => {
                let step = r.count()? as u32;
                let loss = r.one()?;
                let solved = r.count()? as u32;
                let checked_at = r.count()? as u32;
                let running = r.one()? == 1.0;
                let diverged = r.one()?;
                let losses = r.list()?.iter().map(|&x| x as f32).collect();
                let n = r.count()?;
                let checks = (0..n)
                    .map(|_| Some((r.count()? as u32, r.one()? as f32)))
                    .collect::<Option<_>>()?;
                Some(Report::Snapshot(Snapshot {
                    step,
                    loss,
                    solved,
                    checked_at,
                    running,
                    diverged: (diverged >= 0.0).then_some(diverged as u32),
                    losses,
                    checks,
                    example: r.symbols()?,
                    answer: r.symbols()?,
                    maps: r.maps()?,
                }))
            }
            1 => Some(Report::Attempt(Attempt {
                input: r.symbols()?,
                answer: r.symbols()?,
                maps: r.maps()?,
            })),
            _ => None,
        }
    }
}

/// Symbols as the page writes them: digits separated by spaces.
pub fn symbols_text(s: &[usize]) -> String {
    s.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}
