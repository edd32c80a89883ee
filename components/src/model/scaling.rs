//! `scaling`: why the scores are divided by √d_k before the softmax.

use std::cell::RefCell;

use super::{Widget, WidgetParams, default_from_link};
use crate::i18n::m;
use crate::kernel::sampling::{CURVE_DRAWS, Saturation, ScalingDraw, next_seed, saturation_point};
use crate::locale::Text;
use crate::params::{LinkWriter, Notice, Param, ParamReader, Query, Readout};

/// `dk`: the width of the query and of each key (the slider is logarithmic across it).
pub const DK: Param = Param::int("dk", 1, 1024, 64)
    .about(
        "the width d_k of the query and of each key",
        "la largeur d_k de la requête et de chaque clé",
    )
    .unit("dimensions", "dimensions")
    .label("Key width d_k", "Largeur des clés d_k")
    .log2(10.0)
    .reads(Readout::Equals("d_k"));
/// `keys`: how many keys the query meets.
pub const KEYS: Param = Param::int("keys", 2, 16, 8)
    .about(
        "how many keys the query is compared with",
        "à combien de clés la requête est comparée",
    )
    .unit("keys", "clés")
    .label("Number of keys", "Nombre de clés")
    .reads(Readout::Count(
        Text::new("key", "clé"),
        Text::new("keys", "clés"),
    ));
/// `seed`: the seed of the query and the keys.
pub const SEED: Param = Param::seed("seed", 1).label(
    "New random query and keys (the seed)",
    "Nouvelles requête et clés au hasard (la graine)",
);

/// The state of the `scaling` widget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScalingParams {
    /// Width of the query and of each key.
    pub dk: usize,
    /// How many keys the query is compared with.
    pub keys: usize,
    /// Seed of the draw; "New random query and keys" moves it on by one.
    pub seed: u64,
}

default_from_link!(ScalingParams);

impl WidgetParams for ScalingParams {
    const PARAMS: &'static [Param] = &[DK, KEYS, SEED];

    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let (dk, keys, seed) = (r.int(&DK), r.int(&KEYS), r.int(&SEED));
        (Self { dk, keys, seed }, r.finish())
    }

    fn to_query(&self) -> Query {
        LinkWriter::new()
            .count(&DK, self.dk)
            .count(&KEYS, self.keys)
            .int(&SEED, self.seed)
            .finish()
    }
}

impl ScalingParams {
    /// The seed of the next draw (wrapping within the range a link can carry).
    pub fn next_seed(&self) -> u64 {
        next_seed(self.seed)
    }
}

/// What the `scaling` widget shows: this draw, and the averages at this width.
#[derive(Debug, Clone, PartialEq)]
pub struct Scaled {
    /// One query against the keys, unscaled and scaled.
    pub draw: ScalingDraw,
    /// The average largest share at this width and key count, over [`CURVE_DRAWS`] draws.
    pub saturation: Saturation,
}

impl Widget for ScalingParams {
    const EXAMPLE: &'static str = "dk=256&keys=4&seed=42";
    type Input = ();
    type Output = Scaled;

    /// This draw of one query and the keys, and the averages at this width.
    fn compute(&self, _: &()) -> Scaled {
        Scaled {
            draw: ScalingDraw::new(self.seed, self.dk, self.keys),
            saturation: saturation_at(self.keys, self.dk),
        }
    }

    fn summary(&self, out: &Scaled) -> String {
        let (draw, avg) = (&out.draw, &out.saturation);
        let (ku, su) = draw.top_raw();
        let (ks, ss) = draw.top_scaled();
        m().scaling_summary(
            self.dk,
            self.keys,
            (ku + 1, su),
            (ks + 1, ss),
            CURVE_DRAWS,
            avg.unscaled,
            avg.scaled,
        )
    }
}

thread_local! {
    /// Average largest shares already computed, by (key count, d_k), shared by every scaling
    /// widget on the page and kept across remounts. Each costs 1,000 draws, too many to repeat
    /// while a slider moves. A few hundred entries at most (key counts × slider widths), so a
    /// list searched in order is as quick as a hash map here, and lighter in the wasm.
    static POINTS: RefCell<Vec<((usize, usize), Saturation)>> = const { RefCell::new(Vec::new()) };
}

/// The average largest share at this width and key count, if it has been computed.
pub fn cached(keys: usize, dk: usize) -> Option<Saturation> {
    POINTS.with(|p| {
        p.borrow()
            .iter()
            .find(|(at, _)| *at == (keys, dk))
            .map(|(_, s)| *s)
    })
}

/// The average largest share at this width and key count: from the cache, or computed now.
pub fn saturation_at(keys: usize, dk: usize) -> Saturation {
    cached(keys, dk).unwrap_or_else(|| {
        let s = saturation_point(dk, keys);
        POINTS.with(|p| p.borrow_mut().push(((keys, dk), s)));
        s
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::percent;

    #[test]
    fn summary_reads_the_kernels() {
        let p = ScalingParams::default();
        let out = p.compute(&());
        let (d, s) = (&out.draw, out.saturation);
        assert_eq!(s, saturation_point(p.dk, p.keys));
        let text = p.summary(&out);
        assert!(
            text.starts_with("d_k = 64, 8 keys. This draw: without scaling, key "),
            "{text}"
        );
        assert!(text.contains(&percent(d.top_raw().1)));
        assert!(text.contains(&percent(s.scaled)));
        assert!(s.unscaled > 0.8 && s.scaled < 0.5, "{s:?}");
    }

    #[test]
    fn link_round_trip_and_limits() {
        let p = ScalingParams {
            dk: 512,
            keys: 3,
            seed: 9_007_199_254_740_992,
        };
        assert_eq!(ScalingParams::from_query(&p.to_query()), (p, vec![]));
        assert_eq!(p.next_seed(), 0);
        let (q, n) = ScalingParams::from_query(&Query::parse("dk=0&keys=99&seed=-4"));
        assert_eq!(
            q,
            ScalingParams {
                dk: 1,
                keys: 16,
                seed: 0
            }
        );
        assert_eq!(n.len(), 3);
    }
}
