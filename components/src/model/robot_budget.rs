//! `robot-budget`: a robot's token budget. Cameras, their resolution and patch size, the frames of
//! history kept and the instruction give the token count; with the model's width and depth, the
//! attention's work per layer and the key–value cache against an onboard computer's memory.

use super::{Widget, WidgetParams, default_from_link};
use crate::format::{fixed, group, percent};
use crate::i18n::m;
use crate::kernel::robot::budget::{Budget, Setup, budget};
use crate::locale::Text;
use crate::params::{LinkWriter, Notice, Param, ParamReader, Query, Readout};

/// `res`: each camera image's side.
pub const RES: Param = Param::int("res", 32, 1024, 224)
    .about(
        "each camera image's side (square images)",
        "le côté de chaque image de caméra (images carrées)",
    )
    .unit("pixels", "pixels")
    .label("Image side", "Côté de l'image")
    .step(16.0)
    .reads(Readout::Count(Text::new("px", "px"), Text::new("px", "px")));
/// `patch`: each patch's side.
pub const PATCH: Param = Param::int("patch", 4, 64, 16)
    .about(
        "each patch's side: one patch becomes one token",
        "le côté de chaque patch : un patch devient un token",
    )
    .unit("pixels", "pixels")
    .label("Patch side", "Côté du patch")
    .reads(Readout::Count(Text::new("px", "px"), Text::new("px", "px")));
/// `cameras`: how many cameras.
pub const CAMERAS: Param = Param::int("cameras", 1, 8, 2)
    .about(
        "how many cameras the robot reads",
        "combien de caméras le robot lit",
    )
    .unit("cameras", "caméras")
    .label("Cameras", "Caméras")
    .reads(Readout::Count(
        Text::new("camera", "caméra"),
        Text::new("cameras", "caméras"),
    ));
/// `frames`: the frames of history each camera keeps.
pub const FRAMES: Param = Param::int("frames", 1, 64, 6)
    .about(
        "the frames each camera keeps, the current one included",
        "les images que chaque caméra garde, l'actuelle comprise",
    )
    .unit("frames", "images")
    .label("Frames of history", "Images d'historique")
    .reads(Readout::Count(
        Text::new("frame", "image"),
        Text::new("frames", "images"),
    ));
/// `words`: the instruction's tokens.
pub const WORDS: Param = Param::int("words", 0, 256, 16)
    .about("the instruction's tokens", "les tokens de la consigne")
    .unit("tokens", "tokens")
    .label("Instruction tokens", "Tokens de la consigne")
    .reads(Readout::Count(
        Text::new("token", "token"),
        Text::new("tokens", "tokens"),
    ));
/// `dmodel`: the model width.
pub const DMODEL: Param = Param::int("dmodel", 64, 8192, 1024)
    .about("the model width d_model", "la largeur du modèle d_model")
    .unit("dimensions", "dimensions")
    .label("Model width d_model", "Largeur du modèle d_model")
    .log(0.01)
    .reads(Readout::Equals("d_model"));
/// `layers`: the model's layers.
pub const LAYERS: Param = Param::int("layers", 1, 96, 24)
    .about("the model's layers", "les couches du modèle")
    .unit("layers", "couches")
    .label("Layers", "Couches")
    .reads(Readout::Count(
        Text::new("layer", "couche"),
        Text::new("layers", "couches"),
    ));
/// `bits`: bits per number in the cache.
pub const BITS: Param = Param::choice("bits", &["16", "32"], "16")
    .about(
        "bits per number in the key–value cache",
        "bits par nombre dans le cache clé–valeur",
    )
    .label("Numbers stored as", "Nombres stockés sur")
    .option_labels(&[
        Text::new("16 bits", "16 bits"),
        Text::new("32 bits", "32 bits"),
    ]);
/// `memory`: the onboard computer's memory.
pub const MEMORY: Param = Param::int("memory", 1, 128, 8)
    .about(
        "the onboard computer's memory",
        "la mémoire de l'ordinateur de bord",
    )
    .unit("GB", "Go")
    .label("Onboard memory", "Mémoire embarquée")
    .log(0.01)
    .reads(Readout::Count(Text::new("GB", "Go"), Text::new("GB", "Go")));

/// The state of the `robot-budget` widget.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RobotBudgetParams {
    /// The setup counted.
    pub setup: Setup,
}

default_from_link!(RobotBudgetParams);

impl WidgetParams for RobotBudgetParams {
    const PARAMS: &'static [Param] = &[
        RES, PATCH, CAMERAS, FRAMES, WORDS, DMODEL, LAYERS, BITS, MEMORY,
    ];

    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let setup = Setup {
            resolution: r.int(&RES),
            patch: r.int(&PATCH),
            cameras: r.int(&CAMERAS),
            frames: r.int(&FRAMES),
            words: r.int(&WORDS),
            d_model: r.int(&DMODEL),
            layers: r.int(&LAYERS),
            bits: if r.choice(&BITS) == "32" { 32 } else { 16 },
            memory_gb: r.int::<u32>(&MEMORY).into(),
        };
        (Self { setup }, r.finish())
    }

    fn to_query(&self) -> Query {
        let s = &self.setup;
        LinkWriter::new()
            .int(&RES, s.resolution)
            .int(&PATCH, s.patch)
            .int(&CAMERAS, s.cameras)
            .int(&FRAMES, s.frames)
            .int(&WORDS, s.words)
            .int(&DMODEL, s.d_model)
            .int(&LAYERS, s.layers)
            .choice(&BITS, if s.bits == 32 { "32" } else { "16" })
            .int(&MEMORY, s.memory_gb as u32)
            .finish()
    }
}

/// Bytes in the unit that reads best: "233 MB", "1.9 GB" (powers of ten, as memory is sold).
pub fn bytes_text(bytes: u128) -> String {
    let b = bytes as f64;
    let [kb, mb, gb] = m().byte_units();
    if b >= 1e9 {
        format!("{} {gb}", fixed(b / 1e9, 1))
    } else if b >= 1e6 {
        format!("{} {mb}", fixed(b / 1e6, 0))
    } else {
        format!("{} {kb}", fixed(b / 1e3, 0))
    }
}

/// A large count in words: "5.74 billion", "138 billion", "1.4 trillion".
pub fn big_text(n: u128) -> String {
    let x = n as f64;
    let (value, scale) = if x >= 1e12 {
        (x / 1e12, 2)
    } else if x >= 1e9 {
        (x / 1e9, 1)
    } else if x >= 1e6 {
        (x / 1e6, 0)
    } else {
        return group(n as u64);
    };
    let word = m().big_word(scale, value);
    let decimals = if value >= 100.0 {
        0
    } else if value >= 10.0 {
        1
    } else {
        2
    };
    format!("{}{word}", fixed(value, decimals))
}

impl Widget for RobotBudgetParams {
    const EXAMPLE: &'static str = "frames=24&cameras=3";
    type Input = ();
    type Output = Budget;

    fn compute(&self, _: &()) -> Budget {
        budget(&self.setup)
    }

    /// "2 cameras × 6 frames × 196 patches (14 × 14) + 16 instruction tokens = 2,368 tokens. One
    /// layer of attention over them: 5.74 billion multiply-adds (n²·d); all 24 layers: 138
    /// billion. The key–value cache: 233 MB at 16 bits, 2.9% of 8 GB."
    fn summary(&self, b: &Budget) -> String {
        let s = &self.setup;
        let t = m();
        let none = if b.per_image == 0 {
            t.budget_no_tokens(s.patch, s.resolution)
        } else {
            String::new()
        };
        none + &t.budget_summary(
            &t.cameras(s.cameras),
            &t.frames(s.frames),
            &group(b.per_image),
            b.side,
            &group(s.words),
            &group(b.tokens),
            &big_text(b.attention_per_layer),
            &t.layers(s.layers),
            &big_text(b.attention_all_layers),
            &bytes_text(b.cache_bytes),
            s.bits,
            &percent(b.memory_share),
            &crate::format::trimmed(s.memory_gb, 1),
        )
    }
}

/// The budget's chart: the key–value cache against the frames of history kept, one stop per
/// frame count from 1 to the link's most, with the onboard memory for scale.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BudgetChart {
    /// The setup; its `frames` is where the cursor starts.
    pub setup: Setup,
}

impl BudgetChart {
    /// The frame counts the chart shows: 1 to the link's most.
    pub fn frames(&self) -> std::ops::RangeInclusive<u64> {
        1..=FRAMES.int_range().1 as u64
    }

    /// The budget with `frames` frames of history.
    pub fn at(&self, frames: u64) -> Budget {
        budget(&Setup {
            frames,
            ..self.setup
        })
    }
}

impl crate::model::charts::ChartData for BudgetChart {
    fn stops(&self) -> usize {
        self.frames().count()
    }

    fn start(&self) -> usize {
        self.setup.frames.saturating_sub(1) as usize
    }

    fn reading(&self, i: usize) -> String {
        let frames = i as u64 + 1;
        let b = self.at(frames);
        m().budget_reading(
            &m().frames(frames),
            &group(b.tokens),
            &big_text(b.attention_per_layer),
            &bytes_text(b.cache_bytes),
            &percent(b.memory_share),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_summary() {
        let p = RobotBudgetParams::default();
        assert_eq!(
            p.summary_with(&()),
            "2 cameras × 6 frames × 196 patches (14 × 14) + 16 instruction tokens = 2,368 tokens. \
             One layer of attention over them: 5.74 billion multiply-adds (n²·d); all 24 layers: \
             138 billion. The key–value cache: 233 MB at 16 bits, 2.9% of 8 GB."
        );
    }

    #[test]
    fn a_link_reads_back_and_a_patch_too_wide_is_said() {
        let (p, notices) =
            RobotBudgetParams::from_query(&Query::parse("res=64&patch=32&bits=32&memory=16"));
        assert!(notices.is_empty());
        assert_eq!(RobotBudgetParams::from_query(&p.to_query()).0, p);
        assert_eq!(budget(&p.setup).per_image, 4);
        let (p, notices) = RobotBudgetParams::from_query(&Query::parse("res=32&patch=64"));
        assert!(notices.is_empty());
        assert!(
            p.summary_with(&())
                .starts_with("A patch of 64 px is wider than a 32 px image")
        );
        assert_eq!(big_text(1_400_000_000_000), "1.40 trillion");
        assert_eq!(bytes_text(1_900_000_000), "1.9 GB");
    }

    #[test]
    fn the_chart_reads_each_frame_count() {
        use crate::model::charts::ChartData;
        let chart = BudgetChart {
            setup: RobotBudgetParams::default().setup,
        };
        assert_eq!((chart.stops(), chart.start()), (64, 5));
        assert_eq!(
            chart.reading(5),
            "6 frames: 2,368 tokens; one layer of attention 5.74 billion multiply-adds; the cache 233 MB, 2.9% of the memory"
        );
    }
}
