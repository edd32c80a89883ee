//! The messages between the page and the training worker, and their flat `f64` encoding.

use super::params::*;
use crate::kernel::train::AttentionMaps;
use crate::model::WidgetParams;
use crate::params::Query;

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
    /// The message as text: a verb, then for `Reset` the link's query and for `Try` the symbols.
    pub fn encode(&self) -> String {
        match self {
            Command::Reset(p) => format!("reset {}", p.to_query().encode()),
            Command::Run => "run".into(),
            Command::Pause => "pause".into(),
            Command::Step => "step".into(),
            Command::Try(s) => format!("try {}", symbols_text(s)),
            Command::Yield => "yield".into(),
        }
    }

    /// Reads [`Command::encode`]'s text back; `None` for anything else.
    pub fn decode(text: &str) -> Option<Self> {
        let (verb, rest) = text.split_once(' ').unwrap_or((text, ""));
        Some(match verb {
            "reset" => Command::Reset(TrainParams::from_query(&Query::parse(rest)).0),
            "run" => Command::Run,
            "pause" => Command::Pause,
            "step" => Command::Step,
            "yield" => Command::Yield,
            "try" => Command::Try(
                rest.split(' ')
                    .map(|s| s.parse().ok())
                    .collect::<Option<_>>()?,
            ),
            _ => return None,
        })
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
