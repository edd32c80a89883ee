//! One run replayed natively (`tests/training.rs`) and in the browser (`tests/browser.rs`): the
//! same link must give the same losses and weights to the last bit on both.

use components::kernel::network::{Settings, Trainer};

/// The bits of the first two steps' losses and a fingerprint of the weights after them, for the
/// default run at seed 5.
pub fn replay() -> (Vec<u64>, u64) {
    two_steps(Settings {
        seed: 5,
        ..Settings::default()
    })
}

/// The first two steps' loss bits of a run, and an FNV-1a fingerprint of its weights after them:
/// one flipped bit anywhere changes it.
fn two_steps(settings: Settings) -> (Vec<u64>, u64) {
    let mut t = Trainer::new(settings);
    let losses = (0..2)
        .map(|_| t.train_step().expect("no divergence").loss.to_bits())
        .collect();
    let fingerprint = t.weights.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, w| {
        (h ^ w.to_bits() as u64).wrapping_mul(0x0100_0000_01b3)
    });
    (losses, fingerprint)
}

/// What [`replay`] gives, computed natively and pinned.
pub const EXPECTED: ([u64; 2], u64) = (
    [0x4007_aa0f_f371_6149, 0x4007_4c4a_6bde_0f5d],
    0xdced_1560_b28e_7e55,
);

/// The same for the shipped translator's run (`Settings::translator` at its seed): sentences of
/// different lengths, a 105-token vocabulary and two layers.
pub fn translator_replay() -> (Vec<u64>, u64) {
    two_steps(Settings::translator(
        components::kernel::decoding::shipped::SEED,
    ))
}

/// What [`translator_replay`] gives, computed natively and pinned.
pub const EXPECTED_TRANSLATOR: ([u64; 2], u64) = (
    [0x4015_7ac9_742a_0efc, 0x4015_22ef_eea6_d013],
    0xd36f_010e_7e92_13a0,
);
