//! The everyday translator's weights as the page fetches them: each row of each tensor stored as
//! 8-bit integers with one scale (a half float), so 1.43 million weights take 1.46 MB before
//! gzip instead of 5.7 as 32-bit floats or 2.9 as half floats.
//!
//! A row's scale is its largest magnitude over 127: each weight becomes the nearest multiple of
//! the scale from −127 to 127, an error of at most half a step, about 0.4% of the row's largest
//! weight. The layout is the model's own (`Model::tensors`, rows in order), after a header: the
//! magic `EVD1` and the vocabulary's size as a little-endian `u32`.

use half::f16;

use crate::kernel::network::model::Model;

/// The file's first four bytes.
const MAGIC: &[u8; 4] = b"EVD1";

/// A row's scale, as the file keeps it (a half float, rounded).
fn scale_of(row: &[f32]) -> f16 {
    let largest = row.iter().fold(0.0f32, |m, &w| m.max(w.abs()));
    f16::from_f32(largest / 127.0)
}

/// The rows of every tensor of `model`, in order.
fn rows(model: &Model) -> impl Iterator<Item = std::ops::Range<usize>> + '_ {
    model
        .tensors
        .iter()
        .flat_map(|t| (0..t.rows).map(move |r| t.offset + r * t.cols..t.offset + (r + 1) * t.cols))
}

/// The weight `w` as the row of scale `s` stores it.
fn quantum(w: f32, s: f32) -> i8 {
    if s == 0.0 {
        0
    } else {
        (w / s).round().clamp(-127.0, 127.0) as i8
    }
}

/// The file of `model`'s weights `w`.
pub fn encode(model: &Model, w: &[f32]) -> Vec<u8> {
    let mut out = Vec::with_capacity(w.len() + 8);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&(model.shape.vocab as u32).to_le_bytes());
    for range in rows(model) {
        let row = &w[range];
        let s = scale_of(row);
        out.extend_from_slice(&s.to_le_bytes());
        out.extend(row.iter().map(|&x| quantum(x, s.to_f32()) as u8));
    }
    out
}

/// The weights as the file gives them back (what the page computes with): the same as
/// [`encode`] then [`decode`].
pub fn rounded(model: &Model, w: &[f32]) -> Vec<f32> {
    let mut out = w.to_vec();
    for range in rows(model) {
        let s = scale_of(&w[range.clone()]).to_f32();
        for x in &mut out[range] {
            *x = quantum(*x, s) as f32 * s;
        }
    }
    out
}

/// The vocabulary size a file was written for, if it is one of these files.
pub fn vocabulary(bytes: &[u8]) -> Option<usize> {
    let header: [u8; 4] = bytes.get(4..8)?.try_into().ok()?;
    (bytes.get(..4)? == MAGIC).then_some(u32::from_le_bytes(header) as usize)
}

/// Reads [`encode`]'s bytes back for `model`; `None` unless they are exactly its weights.
pub fn decode(model: &Model, bytes: &[u8]) -> Option<Vec<f32>> {
    (vocabulary(bytes)? == model.shape.vocab).then_some(())?;
    let mut at = 8;
    // Filled row by row rather than zeroed first: in the browser the 5.7 MB are new memory, and
    // writing them twice cost a fifth of the translator's making (profiled at 6× CPU).
    let mut w = Vec::with_capacity(model.size);
    for range in rows(model) {
        let scale = bytes.get(at..at + 2)?;
        let s = f16::from_le_bytes([scale[0], scale[1]]).to_f32();
        at += 2;
        let q = bytes.get(at..at + range.len())?;
        at += range.len();
        // The model's tensors lie end to end, rows in order (`Model::tensors`).
        (range.start == w.len()).then_some(())?;
        w.extend(q.iter().map(|&b| b as i8 as f32 * s));
    }
    (at == bytes.len() && w.len() == model.size).then_some(w)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::network::Shape;

    #[test]
    fn the_file_gives_back_the_rounded_weights_within_half_a_step() {
        let model = Model::new(Shape {
            len: 6,
            vocab: 20,
            layers: 1,
            d_model: 8,
            heads: 2,
            d_ff: 16,
            scaled: true,
            positions: true,
            smoothing: 0.1,
        });
        let w: Vec<f32> = (0..model.size)
            .map(|i| ((i * 7919 % 1013) as f32 - 506.0) / 300.0)
            .collect();
        let bytes = encode(&model, &w);
        assert_eq!(vocabulary(&bytes), Some(20));
        let back = decode(&model, &bytes).expect("a file of this model");
        assert_eq!(back, rounded(&model, &w));
        for range in rows(&model) {
            let largest = w[range.clone()].iter().fold(0.0f32, |m, x| m.max(x.abs()));
            for i in range {
                assert!((back[i] - w[i]).abs() <= largest / 127.0 * 0.6 + 1e-6);
            }
        }
        assert_eq!(decode(&model, &bytes[..bytes.len() - 1]), None);
        assert_eq!(decode(&model, b"nonsense"), None);
    }
}
