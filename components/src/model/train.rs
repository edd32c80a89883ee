//! `train`: the paper's model in miniature, trained live in a Web Worker.
//!
//! This module is the widget's state (its link parameters), the messages between the page and the
//! worker, and the [`Session`] the worker drives: when to check the held-out set, when to stop,
//! what a snapshot carries. All of it is pure, so it is tested natively; the worker and the view
//! only move its messages.

use super::chart::ChartData;
use super::series::Series;
use super::{WidgetParams, default_from_link};
use crate::format::{fixed, group, sci};
use crate::kernel::train::grammar::{self, HELD_OUT_FAMILY, HELD_OUT_OTHER, MAX_LEN};
use crate::kernel::train::{
    AttentionMaps, Diverged, HELD_OUT, Settings, Shape, Task, Trainer, VOCAB, learning_rate,
};
use crate::params::{LinkWriter, Notice, Param, ParamReader, Query};

/// What `task` may say.
pub const TASK_NAMES: [&str; 4] = ["reverse", "copy", "sort", "translate"];
/// What an on/off switch may say.
pub const SWITCH: [&str; 2] = ["on", "off"];

/// `task`: what the model learns.
pub const TASK: Param = Param::choice("task", &TASK_NAMES, "reverse")
    .about("what the model learns: to reverse, copy or sort a sequence of digits, or to translate the page's small English grammar into French");
/// `len`: symbols per sequence.
pub const LEN: Param = Param::int("len", 4, 16, 8)
    .about("how many symbols each sequence has")
    .unit("symbols");
/// `seed`: the initial weights and the training batches.
pub const SEED: Param = Param::seed("seed", 1);
/// `layers`: the paper's N, for each stack.
pub const LAYERS: Param = Param::int("layers", 1, 2, 1)
    .about("layers in the encoder and in the decoder (the paper's N)")
    .unit("layers");
/// `dmodel`: the model width.
pub const DMODEL: Param = Param::int("dmodel", 16, 64, 32)
    .about("the model width d_model")
    .unit("dimensions");
/// `heads`: attention heads, dividing `dmodel`.
pub const HEADS: Param = Param::int("heads", 1, 4, 2)
    .rule("dividing dmodel")
    .about("attention heads in every attention layer")
    .unit("heads");
/// `dff`: the feed-forward layers' inner width.
pub const DFF: Param = Param::int("dff", 16, 256, 128)
    .about("the inner width d_ff of the feed-forward layers")
    .unit("dimensions");
/// `eps`: label smoothing.
pub const EPS: Param = Param::float("eps", 0.0, 0.5, 0.1).about("label smoothing ε");
/// `warmup`: steps of the rising part of the schedule.
pub const WARMUP: Param = Param::int("warmup", 1, 4000, 100)
    .about("warm-up steps of the paper's learning-rate schedule")
    .unit("steps");
/// `batch`: sequences per step.
pub const BATCH: Param = Param::int("batch", 1, 128, 32)
    .about("training sequences per step")
    .unit("sequences");
/// `scale`: whether scores are divided by √d_k.
pub const SCALE: Param = Param::choice("scale", &SWITCH, "on")
    .about("whether attention scores are divided by √d_k (off: the ablation)");
/// `pe`: whether positional encodings are added.
pub const PE: Param = Param::choice("pe", &SWITCH, "on")
    .about("whether positional encodings are added (off: the model cannot tell positions apart)");
/// `steps`: stop after this many steps; 0 for no limit.
pub const STEPS: Param = Param::int("steps", 0, 100_000, 0)
    .about("train exactly this many steps, then pause (0: no limit)")
    .unit("steps");
/// `run`: start training on load.
pub const RUN: Param = Param::int("run", 0, 1, 0).about("1 to start training as soon as it loads");

/// How often the running session checks the held-out set, in steps: a check costs about as much
/// as a dozen steps, so checking every step would make training several times slower.
pub const CHECK_EVERY: u32 = 25;

/// The state of the `train` widget: the run's settings, its step limit and whether it starts alone.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TrainParams {
    /// Everything the run depends on.
    pub settings: Settings,
    /// Steps after which training pauses; 0 for none.
    pub steps: u32,
    /// Whether training starts on load.
    pub run: bool,
}

default_from_link!(TrainParams);

/// The index of `name` in `names`, or 0.
fn index_of(names: &[&str], name: &str) -> usize {
    names.iter().position(|n| *n == name).unwrap_or(0)
}

/// The task named at `i` of [`TASK_NAMES`].
fn task_at(i: usize) -> Task {
    match i {
        1 => Task::Copy,
        2 => Task::Sort,
        3 => Task::Translate,
        _ => Task::Reverse,
    }
}

/// The name of `task` in [`TASK_NAMES`].
pub fn task_name(task: Task) -> &'static str {
    match task {
        Task::Reverse => "reverse",
        Task::Copy => "copy",
        Task::Sort => "sort",
        Task::Translate => "translate",
    }
}

/// The head count nearest `heads` that divides `dmodel`, at most 4 (ties to the smaller).
pub fn dividing_heads(heads: usize, dmodel: usize) -> usize {
    (1..=4)
        .filter(|h| dmodel % h == 0)
        .min_by_key(|h| (h.abs_diff(heads), *h))
        .unwrap_or(1)
}

impl WidgetParams for TrainParams {
    const PARAMS: &'static [Param] = &[
        TASK, LEN, SEED, LAYERS, DMODEL, HEADS, DFF, EPS, WARMUP, BATCH, SCALE, PE, STEPS, RUN,
    ];

    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let task = task_at(index_of(&TASK_NAMES, r.choice(&TASK)));
        let sized = (r.has(LAYERS.name), r.has(WARMUP.name));
        let len = r.int(&LEN);
        let seed = r.int(&SEED);
        let layers = r.int(&LAYERS);
        let d_model: usize = r.int(&DMODEL);
        let given: usize = r.int(&HEADS);
        let heads = dividing_heads(given, d_model);
        if heads != given {
            r.notice(format!(
                "“heads” must divide d_model = {d_model} evenly, so {given} became {heads}."
            ));
        }
        let d_ff = r.int(&DFF);
        let smoothing = r.float(&EPS);
        let warmup = r.int(&WARMUP);
        let batch = r.int(&BATCH);
        let scaled = r.choice(&SCALE) == "on";
        let positions = r.choice(&PE) == "on";
        let steps = r.int(&STEPS);
        let run = r.int::<u8>(&RUN) == 1;
        let mut settings = Settings {
            task,
            seed,
            shape: Shape {
                len,
                vocab: VOCAB,
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
        };
        if task == Task::Translate {
            // The grammar's lengths and vocabulary; the shipped translator's size unless the link
            // says otherwise.
            let shipped = Settings::translator(seed);
            settings.shape.len = shipped.shape.len;
            settings.shape.vocab = shipped.shape.vocab;
            if !sized.0 {
                settings.shape.layers = shipped.shape.layers;
            }
            if !sized.1 {
                settings.warmup = shipped.warmup;
            }
        }
        (
            Self {
                settings,
                steps,
                run,
            },
            r.finish(),
        )
    }

    fn to_query(&self) -> Query {
        let s = &self.settings;
        let on = |b: bool| if b { "on" } else { "off" };
        LinkWriter::new()
            .choice(&TASK, task_name(s.task))
            .count(&LEN, s.shape.len)
            .int(&SEED, s.seed)
            .count(&LAYERS, s.shape.layers)
            .count(&DMODEL, s.shape.d_model)
            .count(&HEADS, s.shape.heads)
            .count(&DFF, s.shape.d_ff)
            .float(&EPS, s.shape.smoothing)
            .int(&WARMUP, s.warmup)
            .count(&BATCH, s.batch)
            .choice(&SCALE, on(s.shape.scaled))
            .choice(&PE, on(s.shape.positions))
            .int(&STEPS, self.steps)
            .int(&RUN, u8::from(self.run))
            .finish()
    }
}

impl TrainParams {
    /// Sets d_model, moving the head count to the nearest one that divides it.
    pub fn set_dmodel(&mut self, d: usize) {
        self.settings.shape.d_model = d;
        self.settings.shape.heads = dividing_heads(self.settings.shape.heads, d);
    }

    /// Switches the task: translating takes the grammar's lengths and vocabulary and the shipped
    /// translator's layers and warm-up; back to digits, the default length and the digits.
    pub fn set_task(&mut self, task: Task) {
        let s = &mut self.settings;
        let was = s.task;
        s.task = task;
        if task == Task::Translate && was != Task::Translate {
            let shipped = Settings::translator(s.seed);
            s.shape.len = shipped.shape.len;
            s.shape.vocab = shipped.shape.vocab;
            s.shape.layers = shipped.shape.layers;
            s.warmup = shipped.warmup;
        } else if task != Task::Translate && was == Task::Translate {
            let digits = Settings::default();
            s.shape.len = digits.shape.len;
            s.shape.vocab = digits.shape.vocab;
        }
    }

    /// Sets the head count to the nearest one that divides d_model.
    pub fn set_heads(&mut self, h: usize) {
        self.settings.shape.heads = dividing_heads(h, self.settings.shape.d_model);
    }
}

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

/// Symbols as the page writes them: digits separated by spaces.
pub fn symbols_text(s: &[usize]) -> String {
    s.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Reads a typed sequence: `len` digits 0–9, with or without spaces or commas between them.
pub fn parse_sequence(text: &str, len: usize) -> Result<Vec<usize>, String> {
    let mut out = Vec::with_capacity(len);
    for c in text.chars() {
        match c.to_digit(10) {
            Some(d) => out.push(d as usize),
            None if c.is_whitespace() || c == ',' => {}
            None => {
                return Err(format!(
                    "Only the digits 0 to 9 can be symbols; “{c}” is not one. Type {len} digits, e.g. {}.",
                    example_sequence(len)
                ));
            }
        }
    }
    if out.len() != len {
        return Err(format!(
            "This model works on sequences of {len} symbols; that has {}. Type {len} digits, e.g. {}.",
            out.len(),
            example_sequence(len)
        ));
    }
    Ok(out)
}

/// Reads a typed English sentence for the translator: its words, or what is wrong with it.
pub fn parse_sentence(text: &str) -> Result<Vec<usize>, String> {
    let p = grammar::parse(text);
    if !p.unknown.is_empty() {
        let named: Vec<String> = p.unknown.iter().map(|w| format!("“{w}”")).collect();
        return Err(format!(
            "The translator's grammar has no {} {}. Its words are listed under “Watch it translate”.",
            if named.len() == 1 { "word" } else { "words" },
            named.join(", ")
        ));
    }
    if p.tokens.is_empty() {
        return Err("Type an English sentence, e.g. the dog saw the white cat.".into());
    }
    if p.cut {
        return Err(format!(
            "The translator reads at most {} words; that has more.",
            MAX_LEN - 1
        ));
    }
    Ok(p.tokens)
}

/// A sequence of `len` digits to show as an example: 3 1 4 1 5 9 2 6 5 3 …
pub fn example_sequence(len: usize) -> String {
    const PI: [usize; 16] = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3];
    symbols_text(&PI[..len.min(16)])
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

/// A run as the worker drives it.
pub struct Session {
    params: TrainParams,
    trainer: Trainer,
    /// Whether it is training.
    pub running: bool,
    loss: f64,
    solved: u32,
    checked_at: u32,
    diverged: Option<u32>,
    losses: Vec<f32>,
    checks: Vec<(u32, f32)>,
}

impl Session {
    /// A fresh run of `params`, checked once before its first step.
    pub fn new(params: TrainParams) -> Self {
        let trainer = Trainer::new(params.settings);
        let solved = trainer.held_out_solved() as u32;
        Self {
            params,
            trainer,
            running: false,
            loss: f64::NAN,
            solved,
            checked_at: 0,
            diverged: None,
            losses: Vec::new(),
            checks: vec![(
                0,
                solved as f32 / held_out_size(params.settings.task) as f32,
            )],
        }
    }

    /// Steps taken.
    pub fn step(&self) -> u32 {
        self.trainer.step
    }

    /// Whether the run may take another step: not diverged, not at its limit.
    pub fn can_step(&self) -> bool {
        self.diverged.is_none() && (self.params.steps == 0 || self.trainer.step < self.params.steps)
    }

    /// Takes one step; checks the held-out set every [`CHECK_EVERY`] steps and whenever the run
    /// stops (at its limit, or `last` for a single step). Stops the run if it cannot go on.
    pub fn advance(&mut self, last: bool) {
        if !self.can_step() {
            self.running = false;
            return;
        }
        match self.trainer.train_step() {
            Ok(r) => {
                self.loss = r.loss;
                self.losses.push(r.loss as f32);
            }
            Err(Diverged::Loss(step)) => {
                self.diverged = Some(step);
                self.running = false;
                return;
            }
        }
        if !self.can_step() {
            self.running = false;
        }
        if last || !self.running || self.trainer.step % CHECK_EVERY == 0 {
            self.check();
        }
    }

    /// The share of the held-out set solved at the latest check.
    pub fn latest_share(&self) -> f32 {
        self.checks.last().map_or(0.0, |c| c.1)
    }

    /// Checks the held-out set now, unless it was checked at this step already.
    pub fn check(&mut self) {
        let step = self.trainer.step;
        if self.checked_at == step {
            return;
        }
        self.solved = self.trainer.held_out_solved() as u32;
        self.checked_at = step;
        let share = self.solved as f32 / held_out_size(self.params.settings.task) as f32;
        self.checks.push((step, share));
    }

    /// What has happened since the last snapshot; the curve points it carries are not sent again.
    pub fn snapshot(&mut self) -> Snapshot {
        let example = self.trainer.example();
        let (answer, maps) = self.trainer.answer_with_maps(&example);
        Snapshot {
            step: self.trainer.step,
            loss: self.loss,
            solved: self.solved,
            checked_at: self.checked_at,
            running: self.running,
            diverged: self.diverged,
            losses: std::mem::take(&mut self.losses),
            checks: std::mem::take(&mut self.checks),
            example,
            answer,
            maps,
        }
    }

    /// The model's answer to `input`, if it is a sequence the run can read (the run's length of
    /// digits, or up to `MAX_LEN - 1` English words).
    pub fn attempt(&self, input: Vec<usize>) -> Option<Attempt> {
        let readable = match self.params.settings.task {
            Task::Translate => {
                !input.is_empty()
                    && input.len() < MAX_LEN
                    && input.iter().all(|&t| t > 0 && t < grammar::FRENCH_START)
            }
            _ => input.len() == self.params.settings.shape.len && input.iter().all(|&s| s < VOCAB),
        };
        if !readable {
            return None;
        }
        let (answer, maps) = self.trainer.answer_with_maps(&input);
        Some(Attempt {
            input,
            answer,
            maps,
        })
    }
}

/// The status line: the step, the loss and the share of the held-out set solved, e.g. "Step 180:
/// loss 0.62; 97.1% of 1,000 held-out sequences reversed exactly."
pub fn status(task: Task, s: &Snapshot) -> String {
    let size = held_out_size(task);
    let share = fixed(s.solved as f64 * 100.0 / size as f64, 1);
    let what = if task == Task::Translate {
        "sentences"
    } else {
        "sequences"
    };
    let solved = format!(
        "{share}% of {} held-out {what} {} exactly",
        group(size),
        task.done()
    );
    let when = if s.checked_at == s.step {
        String::new()
    } else {
        format!(" at step {}", group(s.checked_at))
    };
    if let Some(step) = s.diverged {
        return format!(
            "Step {}: the loss stopped being a number, so training stopped. Press Reset, perhaps \
             with a longer warm-up or a smaller model.",
            group(step)
        );
    }
    if s.step == 0 {
        return format!("Step 0: not trained yet; {solved}.");
    }
    format!(
        "Step {}: loss {}; {solved}{when}.",
        group(s.step),
        fixed(s.loss, 2)
    )
}

/// How many held-out examples a task is measured on.
pub fn held_out_size(task: Task) -> usize {
    match task {
        Task::Translate => 2 * HELD_OUT_FAMILY + HELD_OUT_OTHER,
        _ => HELD_OUT,
    }
}

/// A sequence as the page shows it: digits, or for the translator its words (French joined as
/// it is written).
pub fn sequence_text(task: Task, s: &[usize], french: bool) -> String {
    match (task, french) {
        (Task::Translate, true) => grammar::display(s),
        (Task::Translate, false) => grammar::words(s),
        _ => symbols_text(s),
    }
}

/// For each row of a `len × len` map, the column it gives the most weight to, and that weight:
/// the text alternative to the picture.
pub fn strongest(map: &[f32], len: usize) -> Vec<(usize, f32)> {
    if len == 0 {
        return Vec::new();
    }
    map.chunks_exact(len)
        .map(|row| {
            let mut best = 0;
            for (j, &p) in row.iter().enumerate() {
                if p > row[best] {
                    best = j;
                }
            }
            (best, row[best])
        })
        .collect()
}

/// The map's text alternative in words: "output 1 → input 8 (97%), output 2 → input 7 (95%), …".
pub fn describe_map(map: &[f32], len: usize, rows: &str, cols: &str) -> String {
    strongest(map, len)
        .iter()
        .enumerate()
        .map(|(i, &(j, p))| {
            format!(
                "{rows} {} → {cols} {} ({}%)",
                i + 1,
                j + 1,
                fixed(p as f64 * 100.0, 0)
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A run's curves as the page holds them: one loss per step, and the held-out checks. Copies
/// share their values ([`Series`]), so the page may keep the live run, the drawn one and the run
/// before without copying a long run's curve at every snapshot.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Curves {
    /// The loss of step `i + 1` at `i`.
    pub losses: Series<f32>,
    /// (step, share of the held-out set solved), in order.
    pub checks: Series<(u32, f32)>,
}

impl Curves {
    /// The last check at or before `step`.
    pub fn check_at(&self, step: u32) -> Option<(u32, f32)> {
        self.checks.iter().rev().find(|c| c.0 <= step).copied()
    }

    /// Adds a snapshot's steps and checks.
    pub fn extend(&mut self, snap: &Snapshot) {
        self.losses.extend(&snap.losses);
        self.checks.extend(&snap.checks);
    }
}

/// The training chart: loss and held-out accuracy against the step, the learning rate under them,
/// and the previous run's curves for comparison. The cursor stops at every step taken.
#[derive(Debug, Clone, PartialEq)]
pub struct TrainingChart {
    /// This run.
    pub now: Curves,
    /// The run before it, if the reader asked to compare.
    pub before: Option<Curves>,
    /// The schedule's warm-up.
    pub warmup: u32,
    /// The schedule's d_model.
    pub d_model: usize,
    /// The step limit, 0 for none (the axis reaches it).
    pub limit: u32,
    /// The task, for the readout's verb.
    pub task: Task,
}

impl TrainingChart {
    /// Where the step axis ends: 300 steps (the budget to learn reversal), or further once a run
    /// or its limit goes further, rounded up to a hundred.
    pub fn x_end(&self) -> u32 {
        let before = self.before.as_ref().map_or(0, |b| b.losses.len());
        let far = (self.now.losses.len().max(before) as u32)
            .max(self.limit)
            .max(300);
        far.div_ceil(100) * 100
    }
}

impl ChartData for TrainingChart {
    fn stops(&self) -> usize {
        self.now.losses.len()
    }

    fn start(&self) -> usize {
        self.now.losses.len().saturating_sub(1)
    }

    fn reading(&self, i: usize) -> String {
        let step = i as u32 + 1;
        let loss = self.now.losses.get(i).copied().unwrap_or(f32::NAN);
        let rate = learning_rate(self.d_model, self.warmup, step);
        let held = match self.now.check_at(step) {
            Some((at, share)) => format!(
                "; {}% {} exactly at step {}",
                fixed(share as f64 * 100.0, 1),
                self.task.done(),
                group(at)
            ),
            None => String::new(),
        };
        format!(
            "step {}: loss {}, rate {}{held}",
            group(step),
            fixed(loss as f64, 2),
            sci(rate as f64, 2)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bare_link_is_the_issue_s_defaults() {
        let p = TrainParams::default();
        assert_eq!(p.settings, Settings::default());
        assert_eq!((p.steps, p.run), (0, false));
    }

    #[test]
    fn heads_must_divide_dmodel() {
        let (p, notices) = TrainParams::from_query(&Query::parse("dmodel=20&heads=3"));
        assert_eq!(p.settings.shape.heads, 2);
        assert_eq!(notices.len(), 1);
        let (p, _) = TrainParams::from_query(&Query::parse("dmodel=17&heads=4"));
        assert_eq!(p.settings.shape.heads, 1);
        let mut q = TrainParams::default();
        q.set_heads(3);
        assert_eq!(
            q.settings.shape.heads, 2,
            "3 does not divide 32; 2 and 4 are as near, and ties go to the smaller"
        );
    }

    #[test]
    fn commands_and_reports_survive_the_crossing() {
        let p = TrainParams::from_query(&Query::parse("task=sort&len=5&seed=9&pe=off&steps=3")).0;
        for c in [
            Command::Reset(p),
            Command::Run,
            Command::Pause,
            Command::Step,
            Command::Try(vec![3, 1, 4, 1, 5]),
            Command::Yield,
        ] {
            assert_eq!(Command::decode(&c.encode()), Some(c));
        }
        assert_eq!(Command::decode("fly"), None);
        let mut s = Session::new(p);
        s.running = true;
        while s.running {
            s.advance(false);
        }
        let snap = s.snapshot();
        assert_eq!((snap.step, snap.checked_at, snap.running), (3, 3, false));
        assert_eq!(snap.losses.len(), 3);
        assert_eq!(
            snap.checks.len(),
            2,
            "the check before step 1 and the one at the limit"
        );
        let report = Report::Snapshot(snap);
        assert_eq!(Report::decode(&report.encode()), Some(report));
        let attempt = Report::Attempt(s.attempt(vec![1, 2, 3, 4, 5]).unwrap());
        assert_eq!(Report::decode(&attempt.encode()), Some(attempt));
        assert!(s.attempt(vec![1, 2]).is_none());
        assert_eq!(Report::decode(&[7.0]), None);
        assert_eq!(Report::decode(&[0.0, 1.0]), None);
    }

    #[test]
    fn translate_takes_the_translator_s_shape_and_says_sentences() {
        let (p, n) = TrainParams::from_query(&Query::parse("task=translate&seed=3"));
        assert!(n.is_empty(), "{n:?}");
        assert_eq!(p.settings, Settings::translator(3));
        assert_eq!(TrainParams::from_query(&p.to_query()).0, p);
        let (q, _) = TrainParams::from_query(&Query::parse("task=translate&layers=1&warmup=50"));
        assert_eq!((q.settings.shape.layers, q.settings.warmup), (1, 50));
        let mut back = p;
        back.set_task(Task::Reverse);
        assert_eq!(
            (back.settings.shape.len, back.settings.shape.vocab),
            (8, VOCAB)
        );
        back.set_task(Task::Translate);
        assert_eq!(back.settings, Settings::translator(3));
        let mut session = Session::new(p);
        let snap = session.snapshot();
        assert_eq!(
            status(Task::Translate, &snap),
            "Step 0: not trained yet; 0.0% of 626 held-out sentences translated exactly."
        );
        assert_eq!(
            sequence_text(Task::Translate, &snap.example, false),
            "the animal didn't cross the street because it was too tired"
        );
        let typed = parse_sentence("The dog saw the white cat").unwrap();
        assert!(session.attempt(typed).is_some());
        assert!(
            session.attempt(vec![0]).is_none(),
            "the end token is not English"
        );
        assert!(
            parse_sentence("the dog saw the moon")
                .unwrap_err()
                .contains("“moon”")
        );
        assert!(parse_sentence(" ").is_err());
    }

    #[test]
    fn typed_sequences() {
        assert_eq!(parse_sequence("3 1 4, 1", 4), Ok(vec![3, 1, 4, 1]));
        assert_eq!(parse_sequence("3141", 4), Ok(vec![3, 1, 4, 1]));
        assert!(parse_sequence("31x1", 4).unwrap_err().contains("“x”"));
        assert!(parse_sequence("314", 4).unwrap_err().contains("that has 3"));
        assert_eq!(example_sequence(4), "3 1 4 1");
    }

    #[test]
    fn status_lines() {
        let mut s = Session::new(TrainParams::default());
        let snap = s.snapshot();
        assert_eq!(
            status(Task::Reverse, &snap),
            "Step 0: not trained yet; 0.0% of 1,000 held-out sequences reversed exactly."
        );
        let later = Snapshot {
            step: 180,
            loss: 0.6249,
            solved: 971,
            checked_at: 180,
            ..snap.clone()
        };
        assert_eq!(
            status(Task::Reverse, &later),
            "Step 180: loss 0.62; 97.1% of 1,000 held-out sequences reversed exactly."
        );
        let stale = Snapshot {
            checked_at: 175,
            ..later
        };
        assert!(status(Task::Sort, &stale).ends_with("sorted exactly at step 175."));
        let broken = Snapshot {
            diverged: Some(12),
            ..stale
        };
        assert!(
            status(Task::Reverse, &broken)
                .starts_with("Step 12: the loss stopped being a number, so training stopped.")
        );
    }

    #[test]
    fn the_chart_reads_each_step() {
        let now = Curves {
            losses: Series::from_slice(&[2.3, 2.1, 1.9]),
            checks: Series::from_slice(&[(0, 0.0), (2, 0.125)]),
        };
        let chart = TrainingChart {
            now,
            before: None,
            warmup: 100,
            d_model: 32,
            limit: 0,
            task: Task::Reverse,
        };
        assert_eq!((chart.stops(), chart.start(), chart.x_end()), (3, 2, 300));
        assert_eq!(
            chart.reading(2),
            "step 3: loss 1.90, rate 5.3e-4; 12.5% reversed exactly at step 2"
        );
        assert_eq!(
            TrainingChart {
                limit: 1234,
                ..chart
            }
            .x_end(),
            1300
        );
    }

    #[test]
    fn maps_in_words() {
        let map = [0.1, 0.9, 0.8, 0.2];
        assert_eq!(strongest(&map, 2), vec![(1, 0.9), (0, 0.8)]);
        assert_eq!(
            describe_map(&map, 2, "output", "input"),
            "output 1 → input 2 (90%), output 2 → input 1 (80%)"
        );
        // Before the first snapshot a map is empty, and says nothing rather than failing.
        assert_eq!(describe_map(&[], 0, "output", "input"), "");
    }
}
