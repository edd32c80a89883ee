//! The random stream behind every seeded draw: ChaCha with 12 rounds, seeded from a `u64`.
//!
//! A link carries a seed, and the seed must show the same draw for as long as the link lives.
//! rand's `StdRng` is ChaCha12 today but documents that its algorithm may change between
//! releases, so the stream is written down here, small enough to read: it is bit for bit the
//! stream rand 0.9's `StdRng::seed_from_u64` gives (a test holds it to rand for many seeds), and
//! it no longer depends on a dependency's choice. It also keeps 2 KB of rand out of the wasm.

/// A ChaCha12 stream: 256-bit key, 64-bit block counter, stream (nonce) 0.
#[derive(Clone, Debug)]
pub struct ChaCha12 {
    key: [u32; 8],
    counter: u64,
    block: [u32; 16],
    /// The next unread word of `block`; 16 when it is used up.
    next: usize,
}

/// "expand 32-byte k", the ChaCha constant.
const SIGMA: [u32; 4] = [0x6170_7865, 0x3320_646e, 0x7962_2d32, 0x6b20_6574];

fn quarter_round(s: &mut [u32; 16], a: usize, b: usize, c: usize, d: usize) {
    s[a] = s[a].wrapping_add(s[b]);
    s[d] = (s[d] ^ s[a]).rotate_left(16);
    s[c] = s[c].wrapping_add(s[d]);
    s[b] = (s[b] ^ s[c]).rotate_left(12);
    s[a] = s[a].wrapping_add(s[b]);
    s[d] = (s[d] ^ s[a]).rotate_left(8);
    s[c] = s[c].wrapping_add(s[d]);
    s[b] = (s[b] ^ s[c]).rotate_left(7);
}

/// One column round and one diagonal round.
fn double_round(s: &mut [u32; 16]) {
    quarter_round(s, 0, 4, 8, 12);
    quarter_round(s, 1, 5, 9, 13);
    quarter_round(s, 2, 6, 10, 14);
    quarter_round(s, 3, 7, 11, 15);
    quarter_round(s, 0, 5, 10, 15);
    quarter_round(s, 1, 6, 11, 12);
    quarter_round(s, 2, 7, 8, 13);
    quarter_round(s, 3, 4, 9, 14);
}

impl ChaCha12 {
    /// The stream for a 32-byte key.
    pub fn from_key(key: [u8; 32]) -> Self {
        let mut words = [0u32; 8];
        for (w, bytes) in words.iter_mut().zip(key.chunks_exact(4)) {
            *w = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
        }
        Self {
            key: words,
            counter: 0,
            block: [0; 16],
            next: 16,
        }
    }

    /// The stream for a `u64` seed: the key is filled by PCG32 from the seed, as rand_core's
    /// `SeedableRng::seed_from_u64` does.
    pub fn from_seed(mut state: u64) -> Self {
        let mut key = [0u8; 32];
        for chunk in key.chunks_exact_mut(4) {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(11_634_580_027_462_260_723);
            let xorshifted = (((state >> 18) ^ state) >> 27) as u32;
            let x = xorshifted.rotate_right((state >> 59) as u32);
            chunk.copy_from_slice(&x.to_le_bytes());
        }
        Self::from_key(key)
    }

    /// Computes the block at the current counter and moves the counter on.
    fn refill(&mut self) {
        let mut input = [0u32; 16];
        input[..4].copy_from_slice(&SIGMA);
        input[4..12].copy_from_slice(&self.key);
        input[12] = self.counter as u32;
        input[13] = (self.counter >> 32) as u32;
        let mut s = input;
        for _ in 0..6 {
            double_round(&mut s);
        }
        for (out, (mixed, original)) in self.block.iter_mut().zip(s.iter().zip(input.iter())) {
            *out = mixed.wrapping_add(*original);
        }
        self.counter = self.counter.wrapping_add(1);
        self.next = 0;
    }

    /// The next 32 bits of the stream.
    pub fn next_u32(&mut self) -> u32 {
        if self.next == 16 {
            self.refill();
        }
        let w = self.block[self.next];
        self.next += 1;
        w
    }

    /// The next 64 bits: two words, the first one low.
    pub fn next_u64(&mut self) -> u64 {
        let low = u64::from(self.next_u32());
        let high = u64::from(self.next_u32());
        (high << 32) | low
    }

    /// A uniform number in [0, 1) from the top 53 bits of the next 64, as rand's `random::<f64>()`.
    pub fn next_f64(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RFC 7539's ChaCha20 block test vector, run with 20 rounds, checks the quarter round and
    /// the block layout; the 12-round stream is then checked against rand below.
    #[test]
    fn the_block_function_matches_rfc_7539_at_20_rounds() {
        let mut s: [u32; 16] = [
            0x6170_7865,
            0x3320_646e,
            0x7962_2d32,
            0x6b20_6574,
            0x0302_0100,
            0x0706_0504,
            0x0b0a_0908,
            0x0f0e_0d0c,
            0x1312_1110,
            0x1716_1514,
            0x1b1a_1918,
            0x1f1e_1d1c,
            0x0000_0001,
            0x0900_0000,
            0x4a00_0000,
            0x0000_0000,
        ];
        let input = s;
        for _ in 0..10 {
            double_round(&mut s);
        }
        let out: Vec<u32> = s
            .iter()
            .zip(input.iter())
            .map(|(a, b)| a.wrapping_add(*b))
            .collect();
        assert_eq!(
            out,
            [
                0xe4e7_f110,
                0x1559_3bd1,
                0x1fdd_0f50,
                0xc471_20a3,
                0xc7f4_d1c7,
                0x0368_c033,
                0x9aaa_2204,
                0x4e6c_d4c3,
                0x4664_82d2,
                0x09aa_9f07,
                0x05d7_c214,
                0xa202_8bd9,
                0xd19c_12b5,
                0xb94e_16de,
                0xe883_d0cb,
                0x4e3c_50a2,
            ]
        );
    }

    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn the_stream_is_rand_0_9_std_rng_bit_for_bit() {
        use rand::rngs::StdRng;
        use rand::{Rng, RngCore, SeedableRng};
        for seed in [
            0,
            1,
            2,
            7,
            42,
            0xF022,
            1 << 32,
            (1 << 53) - 1,
            1 << 53,
            u64::MAX,
        ] {
            let mut ours = ChaCha12::from_seed(seed);
            let mut theirs = StdRng::seed_from_u64(seed);
            // Several blocks, across rand's 4-block buffer refills.
            for i in 0..300 {
                assert_eq!(ours.next_u64(), theirs.next_u64(), "seed {seed}, draw {i}");
            }
            for i in 0..300 {
                let (a, b): (f64, f64) = (ours.next_f64(), theirs.random());
                assert_eq!(a.to_bits(), b.to_bits(), "seed {seed}, uniform {i}");
            }
        }
    }
}
