//! The `train` widget's link: its parameters, read and written.

use crate::i18n::m;
use crate::kernel::network::{Settings, Shape, Task, VOCAB};
use crate::locale::Text;
use crate::model::{WidgetParams, default_from_link};
use crate::params::{LinkWriter, Notice, Param, ParamReader, Query, Readout};

/// What `task` may say.
pub const TASK_NAMES: [&str; 4] = ["reverse", "copy", "sort", "translate"];
/// What an on/off switch may say.
pub const SWITCH: [&str; 2] = ["on", "off"];

/// `task`: what the model learns.
pub const TASK: Param = Param::choice("task", &TASK_NAMES, "reverse")
    .about("what the model learns: to reverse, copy or sort a sequence of digits, or to translate the page's small English grammar into French", "ce que le modèle apprend : inverser, copier ou trier une suite de chiffres, ou traduire en français la petite grammaire anglaise de la page")
    .label("Task", "Tâche")
    .option_labels(&[Text::new("Reverse", "Inverser"), Text::new("Copy", "Copier"), Text::new("Sort", "Trier"), Text::new("Translate", "Traduire")]);
/// `len`: symbols per sequence.
pub const LEN: Param = Param::int("len", 4, 16, 8)
    .about(
        "how many symbols each sequence has",
        "combien de symboles compte chaque séquence",
    )
    .unit("symbols", "symboles")
    .label("Sequence length", "Longueur de la séquence")
    .reads(Readout::Count(
        Text::new("symbol", "symbole"),
        Text::new("symbols", "symboles"),
    ));
/// `seed`: the initial weights and the training batches.
pub const SEED: Param = Param::seed("seed", 1);
/// `layers`: the paper's N, for each stack.
pub const LAYERS: Param = Param::int("layers", 1, 2, 1)
    .about(
        "layers in the encoder and in the decoder (the paper's N)",
        "couches dans l'encodeur et dans le décodeur (le N de l'article)",
    )
    .unit("layers", "couches")
    .label("Layers per stack (N)", "Couches par pile (N)")
    .reads(Readout::Equals("N"));
/// `dmodel`: the model width.
pub const DMODEL: Param = Param::int("dmodel", 16, 64, 32)
    .about("the model width d_model", "la largeur du modèle d_model")
    .unit("dimensions", "dimensions")
    .label("Model width d_model", "Largeur du modèle d_model")
    .step(8.0)
    .reads(Readout::Equals("d_model"));
/// `heads`: attention heads, dividing `dmodel`.
pub const HEADS: Param = Param::int("heads", 1, 4, 2)
    .rule("dividing dmodel", "divisant dmodel")
    .about(
        "attention heads in every attention layer",
        "têtes d'attention dans chaque couche d'attention",
    )
    .unit("heads", "têtes")
    .label("Heads", "Têtes");
/// `dff`: the feed-forward layers' inner width.
pub const DFF: Param = Param::int("dff", 16, 256, 128)
    .about(
        "the inner width d_ff of the feed-forward layers",
        "la largeur interne d_ff des couches feed-forward",
    )
    .unit("dimensions", "dimensions")
    .label("Feed-forward width d_ff", "Largeur feed-forward d_ff")
    .step(16.0)
    .reads(Readout::Equals("d_ff"));
/// `eps`: label smoothing.
pub const EPS: Param = Param::float("eps", 0.0, 0.5, 0.1)
    .about("label smoothing ε", "lissage des étiquettes ε")
    .label("Label smoothing ε", "Lissage des étiquettes ε")
    .step(0.05)
    .decimals(2)
    .reads(Readout::Equals("ε"));
/// `warmup`: steps of the rising part of the schedule.
pub const WARMUP: Param = Param::int("warmup", 1, 4000, 100)
    .about(
        "warm-up steps of the paper's learning-rate schedule",
        "étapes de chauffe du calendrier de taux d'apprentissage de l'article",
    )
    .unit("steps", "étapes")
    .label("Warm-up steps", "Étapes de chauffe")
    .log(0.01)
    .reads(Readout::Prefix(Text::new("warm-up", "chauffe")));
/// `batch`: sequences per step.
pub const BATCH: Param = Param::int("batch", 1, 128, 32)
    .about(
        "training sequences per step",
        "séquences d'entraînement par étape",
    )
    .unit("sequences", "séquences");
/// `scale`: whether scores are divided by √d_k.
pub const SCALE: Param = Param::choice("scale", &SWITCH, "on")
    .about(
        "whether attention scores are divided by √d_k (off: the ablation)",
        "si les scores d'attention sont divisés par √d_k (off : l'ablation)",
    )
    .label("Scale scores by 1/√d_k", "Multiplier les scores par 1/√d_k")
    .option_labels(&[
        Text::new("Scaled", "Avec échelle"),
        Text::new("Unscaled", "Sans échelle"),
    ]);
/// `pe`: whether positional encodings are added.
pub const PE: Param = Param::choice("pe", &SWITCH, "on")
    .about("whether positional encodings are added (off: the model cannot tell positions apart)", "si les encodages de position sont ajoutés (off : le modèle ne distingue plus les positions)")
    .label("Positional encoding", "Encodage de position")
    .option_labels(&[Text::new("Positions on", "Positions activées"), Text::new("Positions off", "Positions coupées")]);
/// `steps`: stop after this many steps; 0 for no limit.
pub const STEPS: Param = Param::int("steps", 0, 100_000, 0)
    .about(
        "train exactly this many steps, then pause (0: no limit)",
        "entraîner exactement ce nombre d'étapes, puis s'arrêter (0 : sans limite)",
    )
    .unit("steps", "étapes");
/// `run`: start training on load.
pub const RUN: Param = Param::int("run", 0, 1, 0).about(
    "1 to start training as soon as it loads",
    "1 pour lancer l'entraînement dès le chargement",
);

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

/// The task named at `i` of [`TASK_NAMES`], or the robot's table at 4.
pub(super) fn task_at(i: usize) -> Task {
    match i {
        1 => Task::Copy,
        2 => Task::Sort,
        3 => Task::Translate,
        4 => Task::Table,
        _ => Task::Reverse,
    }
}

/// The number [`task_at`] reads back as `task`, and the task's place in the messages' lists.
pub(super) fn task_number(task: Task) -> usize {
    match task {
        Task::Reverse => 0,
        Task::Copy => 1,
        Task::Sort => 2,
        Task::Translate => 3,
        Task::Table => 4,
    }
}

/// The name of `task` in [`TASK_NAMES`].
pub fn task_name(task: Task) -> &'static str {
    match task {
        Task::Reverse => "reverse",
        Task::Copy => "copy",
        Task::Sort => "sort",
        Task::Translate => "translate",
        // The robot widget's task, never one the training widget's link names.
        Task::Table => "table",
    }
}

/// The head count nearest `heads` that divides `dmodel`, at most 4 (ties to the smaller).
pub fn dividing_heads(heads: usize, dmodel: usize) -> usize {
    (1..=4)
        .filter(|h| dmodel.is_multiple_of(*h))
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
            r.notice(m().train_heads(d_model, given, heads));
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
        // Translating ignores `len` (the grammar's sentences set it, past the digits' range), so
        // the link keeps the digits' default there.
        let len = if s.task == Task::Translate {
            Settings::default().shape.len
        } else {
            s.shape.len
        };
        LinkWriter::new()
            .choice(&TASK, task_name(s.task))
            .count(&LEN, len)
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
