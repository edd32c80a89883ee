//! A robot's token budget: how many tokens its cameras, their history and its instruction make,
//! what one layer of attention over them costs, and how much of an onboard computer's memory the
//! key–value cache takes. Counted with the same kernels as the page's cost and cache widgets.

use crate::kernel::cost::kv_cache::decode_cost;
use crate::kernel::cost::per_layer::self_attention_ops;

/// What the robot sees and the model it runs.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Setup {
    /// Each camera image's side, in pixels (square images).
    pub resolution: u64,
    /// Each patch's side, in pixels: one patch, one token.
    pub patch: u64,
    /// Cameras.
    pub cameras: u64,
    /// Frames of history each camera keeps (the current one included).
    pub frames: u64,
    /// The instruction's tokens.
    pub words: u64,
    /// The model's width d_model.
    pub d_model: u64,
    /// The model's layers.
    pub layers: u64,
    /// Bits per stored number in the cache (16 or 32).
    pub bits: u64,
    /// The onboard computer's memory, in gigabytes (10⁹ bytes).
    pub memory_gb: f64,
}

/// What the setup costs.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Budget {
    /// Patches along one side of an image: ⌊resolution / patch⌋.
    pub side: u64,
    /// Tokens per image: side².
    pub per_image: u64,
    /// All tokens: cameras × frames × per image + words.
    pub tokens: u64,
    /// One layer's attention scores and weighted sums over all of them: n²·d multiply-adds.
    pub attention_per_layer: u128,
    /// The same for every layer.
    pub attention_all_layers: u128,
    /// The key–value cache for all the tokens: 2 · layers · n · d numbers.
    pub cache_bytes: u128,
    /// The cache's share of the onboard memory.
    pub memory_share: f64,
}

/// Counts the budget of `s`.
pub fn budget(s: &Setup) -> Budget {
    let side = s.resolution / s.patch.max(1);
    let per_image = side * side;
    let tokens = s.cameras * s.frames * per_image + s.words;
    let attention_per_layer = self_attention_ops(tokens, s.d_model);
    // The cache widget's count is of 32-bit numbers; a 16-bit cache is half of it.
    let cache_bytes = decode_cost(tokens, s.d_model, s.layers).cache_bytes * s.bits as u128 / 32;
    Budget {
        side,
        per_image,
        tokens,
        attention_per_layer,
        attention_all_layers: attention_per_layer * s.layers as u128,
        cache_bytes,
        memory_share: cache_bytes as f64 / (s.memory_gb * 1e9),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SETUP: Setup = Setup {
        resolution: 224,
        patch: 16,
        cameras: 2,
        frames: 6,
        words: 16,
        d_model: 1024,
        layers: 24,
        bits: 16,
        memory_gb: 8.0,
    };

    #[test]
    fn the_counts_are_their_closed_forms() {
        let b = budget(&SETUP);
        assert_eq!((b.side, b.per_image), (14, 196));
        assert_eq!(b.tokens, 2 * 6 * 196 + 16);
        assert_eq!(b.tokens, 2_368);
        assert_eq!(b.attention_per_layer, 2_368u128 * 2_368 * 1_024);
        assert_eq!(b.attention_all_layers, 24 * 2_368u128 * 2_368 * 1_024);
        // Keys and values, every layer, every token, d numbers of two bytes each.
        assert_eq!(b.cache_bytes, 2 * 24 * 2_368 * 1_024 * 2);
        assert!((b.memory_share - 232_783_872.0 / 8e9).abs() < 1e-12);
    }

    #[test]
    fn twice_the_history_is_twice_the_tokens_and_four_times_the_attention() {
        let one = budget(&SETUP);
        let two = budget(&Setup {
            frames: 12,
            words: 0,
            ..SETUP
        });
        let base = budget(&Setup { words: 0, ..SETUP });
        assert_eq!(two.tokens, 2 * base.tokens);
        assert_eq!(two.attention_per_layer, 4 * base.attention_per_layer);
        assert_eq!(two.cache_bytes, 2 * base.cache_bytes);
        assert!(one.tokens > base.tokens);
    }

    #[test]
    fn a_patch_wider_than_the_image_makes_no_image_tokens() {
        let b = budget(&Setup {
            resolution: 8,
            patch: 16,
            ..SETUP
        });
        assert_eq!((b.per_image, b.tokens), (0, 16));
    }
}
