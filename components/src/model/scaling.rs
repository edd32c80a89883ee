//! `scaling`: why the scores are divided by √d_k before the softmax.

use super::{WidgetParams, default_from_link};
use crate::format::{group, percent};
use crate::kernel::sampling::{CURVE_DRAWS, Saturation, ScalingDraw, next_seed};
use crate::params::{LinkWriter, Notice, Param, ParamReader, Query};

/// `dk`: the width of the query and of each key (the slider is logarithmic across it).
pub const DK: Param = Param::int("dk", 1, 1024, 64)
    .about("the width d_k of the query and of each key")
    .unit("dimensions");
/// `keys`: how many keys the query meets.
pub const KEYS: Param = Param::int("keys", 2, 16, 8)
    .about("how many keys the query is compared with")
    .unit("keys");
/// `seed`: the seed of the query and the keys.
pub const SEED: Param = Param::seed("seed", 1);

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
    /// This draw of one query and the keys.
    pub fn draw(&self) -> ScalingDraw {
        ScalingDraw::new(self.seed, self.dk, self.keys)
    }

    /// The seed of the next draw (wrapping within the range a link can carry).
    pub fn next_seed(&self) -> u64 {
        next_seed(self.seed)
    }

    /// The live summary.
    pub fn summary(&self, draw: &ScalingDraw, avg: &Saturation) -> String {
        let (ku, su) = draw.top_raw();
        let (ks, ss) = draw.top_scaled();
        format!(
            "d_k = {}, {} keys. This draw: without scaling, key {} takes the largest share, {}; \
             divided by √d_k, key {} takes the largest share, {}. Over {} draws at this width, the \
             largest share averages {} without scaling and {} with it.",
            group(self.dk),
            self.keys,
            ku + 1,
            percent(su),
            ks + 1,
            percent(ss),
            group(CURVE_DRAWS),
            percent(avg.unscaled),
            percent(avg.scaled),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::sampling::saturation_point;

    #[test]
    fn summary_reads_the_kernels() {
        let p = ScalingParams::default();
        let d = p.draw();
        let s = saturation_point(p.dk, p.keys);
        let text = p.summary(&d, &s);
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
