//! `kv-cache`: what writing n tokens one at a time costs with and without a key–value cache, and
//! the shipped translator timed both ways.

use super::charts::ChartData;
use super::{Widget, WidgetInput, WidgetParams, default_from_link};
use crate::format::{fixed, group};
use crate::i18n::m;
use crate::kernel::cost::kv_cache::{DecodeCost, decode_cost};
use crate::locale::Text;
use crate::params::{LinkWriter, Notice, Param, ParamReader, Query, Readout};

/// `n`: tokens written.
pub const N: Param = Param::int("n", 1, 4096, 64)
    .about(
        "how many tokens the decoder writes, one at a time",
        "combien de tokens le décodeur écrit, un à la fois",
    )
    .unit("tokens", "tokens")
    .label("Tokens written n", "Tokens écrits n")
    .log(0.01)
    .reads(Readout::Equals("n"));
/// `dmodel`: the model width.
pub const DMODEL: Param = Param::int("dmodel", 16, 4096, 512)
    .about("the model width d_model", "la largeur du modèle d_model")
    .unit("dimensions", "dimensions")
    .label("Width d_model", "Largeur d_model")
    .step(16.0)
    .reads(Readout::Equals("d_model"));
/// `layers`: decoder layers.
pub const LAYERS: Param = Param::int("layers", 1, 48, 6)
    .about("how many decoder layers", "combien de couches de décodeur")
    .unit("layers", "couches")
    .label("Decoder layers", "Couches du décodeur")
    .reads(Readout::Count(
        Text::new("layer", "couche"),
        Text::new("layers", "couches"),
    ));
/// `heads`: attention heads.
pub const HEADS: Param = Param::int("heads", 1, 64, 8)
    .rule("dividing dmodel", "divisant dmodel")
    .about(
        "how many heads share the width (the counts do not change)",
        "combien de têtes se partagent la largeur (les comptes ne changent pas)",
    )
    .unit("heads", "têtes")
    .label(
        "Heads (they split d_model; the counts do not change)",
        "Têtes (elles se partagent d_model ; les comptes ne changent pas)",
    );

/// The state of the `kv-cache` widget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KvCacheParams {
    /// Tokens written.
    pub n: u64,
    /// Model width.
    pub dmodel: u64,
    /// Decoder layers.
    pub layers: u64,
    /// Heads; always divides `dmodel`.
    pub heads: u64,
}

default_from_link!(KvCacheParams);

/// The head counts up to [`HEADS`]'s maximum that divide `dmodel`.
pub fn head_choices(dmodel: u64) -> Vec<u64> {
    let top = HEADS.int_range().1 as u64;
    (1..=top).filter(|h| dmodel.is_multiple_of(*h)).collect()
}

impl WidgetParams for KvCacheParams {
    const PARAMS: &'static [Param] = &[N, DMODEL, LAYERS, HEADS];

    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let (n, dmodel, layers): (u64, u64, u64) = (r.int(&N), r.int(&DMODEL), r.int(&LAYERS));
        let heads = r.heads_dividing(&HEADS, dmodel);
        (
            Self {
                n,
                dmodel,
                layers,
                heads,
            },
            r.finish(),
        )
    }

    fn to_query(&self) -> Query {
        LinkWriter::new()
            .int(&N, self.n)
            .int(&DMODEL, self.dmodel)
            .int(&LAYERS, self.layers)
            .int(&HEADS, self.heads)
            .finish()
    }
}

/// The translator's decoding timed both ways in the running page, in milliseconds.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Timing {
    /// One greedy translation recomputing every row at every step.
    pub recomputed: f64,
    /// The same with the cache.
    pub cached: f64,
}

/// A number of milliseconds as the widget writes it.
fn ms(x: f64) -> String {
    format!("{} ms", fixed(x, if x < 10.0 { 2 } else { 1 }))
}

impl WidgetInput for Option<Timing> {
    /// Not timed yet, and a made-up timing.
    #[cfg(not(target_arch = "wasm32"))]
    fn for_tests() -> Vec<Self> {
        vec![
            None,
            Some(Timing {
                recomputed: 12.5,
                cached: 0.75,
            }),
        ]
    }
}

/// What the `kv-cache` widget states: both counts, and the translator's timing once measured.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct KvCacheFigures {
    /// Both ways of writing n tokens, counted.
    pub cost: DecodeCost,
    /// The translator timed both ways in this page, once it has been.
    pub timing: Option<Timing>,
}

impl Widget for KvCacheParams {
    const EXAMPLE: &'static str = "n=512&dmodel=64&layers=2&heads=4";
    /// The translator's timing, once measured in the page.
    type Input = Option<Timing>;
    type Output = KvCacheFigures;

    fn compute(&self, timing: &Option<Timing>) -> KvCacheFigures {
        KvCacheFigures {
            cost: decode_cost(self.n, self.dmodel, self.layers),
            timing: *timing,
        }
    }

    fn summary(&self, out: &KvCacheFigures) -> String {
        let c = out.cost;
        let t = m();
        let timed = out.timing.map(|t| (ms(t.recomputed), ms(t.cached)));
        t.kv_summary(
            &t.tokens(self.n),
            &group(self.dmodel),
            &t.layers(self.layers),
            &group(c.recomputed),
            &group(c.cached),
            &fixed(c.ratio(), 1),
            &group(c.cache_bytes),
        ) + &t.kv_timing(timed.as_ref().map(|(r, c)| (r.as_str(), c.as_str())))
    }
}

/// Where the chart's points are: about twelve per decade of n, from 1 to 4,096, ending on it.
pub fn chart_points() -> Vec<u64> {
    let top = N.int_range().1 as u64;
    let mut ns: Vec<u64> = (0..=43)
        .map(|k| 10f64.powf(k as f64 / 12.0).round() as u64)
        .filter(|&n| n <= top)
        .collect();
    ns.push(top);
    ns.dedup();
    ns
}

/// The `kv-cache` chart: both counts against n at the widget's width and layers.
#[derive(Debug, Clone, PartialEq)]
pub struct CostChart {
    /// Model width.
    pub dmodel: u64,
    /// Decoder layers.
    pub layers: u64,
    /// The widget's n, marked on the chart.
    pub n: u64,
}

impl CostChart {
    /// Where the chart's points are: [`chart_points`] and the widget's own n among them.
    pub fn ns(&self) -> Vec<u64> {
        let mut ns = chart_points();
        if let Err(at) = ns.binary_search(&self.n) {
            ns.insert(at, self.n);
        }
        ns
    }

    /// The counts at every point.
    pub fn points(&self) -> Vec<DecodeCost> {
        self.ns()
            .into_iter()
            .map(|n| decode_cost(n, self.dmodel, self.layers))
            .collect()
    }
}

impl ChartData for CostChart {
    fn stops(&self) -> usize {
        self.ns().len()
    }

    fn start(&self) -> usize {
        self.ns().iter().position(|&n| n == self.n).unwrap_or(0)
    }

    fn reading(&self, i: usize) -> String {
        let n = self.ns().get(i).copied().unwrap_or(1);
        let c = decode_cost(n, self.dmodel, self.layers);
        m().kv_reading(
            &group(n),
            &group(c.recomputed),
            &group(c.cached),
            &fixed(c.ratio(), 1),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_link_states_the_base_model_s_counts() {
        let p = KvCacheParams::default();
        assert_eq!((p.n, p.dmodel, p.layers, p.heads), (64, 512, 6, 8));
        assert_eq!(
            p.summary_with(&None),
            "Writing 64 tokens with d_model = 512 and 6 layers: recomputing every step takes 39,539,834,880 multiply-adds, caching keys and values 1,220,739,072, 32.4 times fewer. The cache holds 1,572,864 bytes. The translator's timing is still to come."
        );
        let timed = p.summary_with(&Some(Timing {
            recomputed: 4.31,
            cached: 1.1,
        }));
        assert!(
            timed.ends_with("in 4.31 ms recomputing and 1.10 ms with the cache."),
            "{timed}"
        );
    }

    #[test]
    fn heads_that_do_not_divide_the_width_are_noticed() {
        let (p, n) = KvCacheParams::from_query(&Query::parse("dmodel=96&heads=7"));
        assert_eq!(p.heads, 6);
        assert_eq!(n.len(), 1);
        assert_eq!(KvCacheParams::from_query(&p.to_query()).0, p);
        let (p, n) = KvCacheParams::from_query(&Query::parse("n=99999&layers=0"));
        assert_eq!((p.n, p.layers), (4096, 1));
        assert_eq!(n.len(), 2);
    }

    #[test]
    fn the_chart_runs_from_one_token_to_the_most() {
        let points = chart_points();
        assert_eq!((points[0], *points.last().unwrap()), (1, 4096));
        assert!(points.windows(2).all(|w| w[0] < w[1]));
        let chart = CostChart {
            dmodel: 512,
            layers: 6,
            n: 64,
        };
        assert_eq!(chart.ns()[chart.start()], 64);
        assert_eq!(chart.stops(), chart_points().len() + 1);
        assert!(
            chart
                .reading(0)
                .starts_with("n = 1: recomputing 18,880,512, cached 18,880,512")
        );
    }
}
