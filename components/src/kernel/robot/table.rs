//! The table model: the paper's encoder stack (post-norm, no positional encoding) over a scene's
//! tokens, the answer read from the gripper's token after the last layer.
//!
//! A token's input row is the sum of a few embedding rows, times √d_model as the paper scales its
//! embeddings: the gripper's sums the gripper row, its cell, and the instruction's type and colour
//! (or "any colour"), so the instruction is the gripper's question; an object's sums its type,
//! its colour and its cell. The answer's 64 scores are the gripper's output against the cell
//! rows, the same rows the input uses, as the paper ties its output layer to its embedding.

use super::scene::{CELLS, COLOURS, KINDS, MAX_TOKENS, Scene};
use crate::kernel::network::model::{AttentionMaps, EncoderTrace, Model, Shape, predictions};
use crate::kernel::network::ops::{matmul_transposed, matmul_transposed_backward};
use crate::kernel::network::real::Real;

/// The gripper's own embedding row.
pub const GRIPPER_ROW: usize = 0;
/// The first of the type rows.
pub const KIND_ROWS: usize = GRIPPER_ROW + 1;
/// The first of the colour rows.
pub const COLOUR_ROWS: usize = KIND_ROWS + KINDS.len();
/// The row of an instruction that names no colour.
pub const ANY_COLOUR_ROW: usize = COLOUR_ROWS + COLOURS.len();
/// The first of the cell rows, which are also the answer's rows.
pub const CELL_ROWS: usize = ANY_COLOUR_ROW + 1;
/// Rows in the embedding table.
pub const ROWS: usize = CELL_ROWS + CELLS;

/// The table model's default shape: one layer of the paper's encoder at d_model = 32, two heads,
/// d_ff = 128, no positional encoding, label smoothing 0.1. `len` is the most tokens a scene has,
/// `vocab` the answer's classes (the cells).
pub const SHAPE: Shape = Shape {
    len: MAX_TOKENS,
    vocab: CELLS,
    layers: 1,
    d_model: 32,
    heads: 2,
    d_ff: 128,
    scaled: true,
    positions: false,
    smoothing: 0.1,
};

/// The embedding rows each token of `scene` sums, the gripper's first, then the objects' in
/// their order.
pub fn token_rows(scene: &Scene) -> Vec<Vec<usize>> {
    let i = scene.instruction;
    let gripper = vec![
        GRIPPER_ROW,
        CELL_ROWS + scene.gripper,
        KIND_ROWS + i.kind,
        i.colour.map_or(ANY_COLOUR_ROW, |c| COLOUR_ROWS + c),
    ];
    std::iter::once(gripper)
        .chain(scene.objects.iter().map(|o| {
            vec![
                KIND_ROWS + o.kind,
                COLOUR_ROWS + o.colour,
                CELL_ROWS + o.cell,
            ]
        }))
        .collect()
}

/// One scene's forward pass: what the backward pass and the maps need.
pub struct TableTrace<T> {
    rows: Vec<Vec<usize>>,
    pub(crate) encoder: Vec<EncoderTrace<T>>,
    gripper_out: Vec<T>,
    /// The 64 cells' scores.
    pub logits: Vec<T>,
}

/// The forward pass over `scene` with weights `w` of a model laid out by
/// [`Model::encoder_only`] over [`ROWS`] rows.
pub fn forward<T: Real>(model: &Model, w: &[T], scene: &Scene) -> TableTrace<T> {
    let d = model.shape.d_model;
    let scale = T::of(d as f64).sqrt();
    let rows = token_rows(scene);
    let mut x = Vec::with_capacity(rows.len() * d);
    for (p, token) in rows.iter().enumerate() {
        let start = x.len();
        x.extend(model.positions[p * d..][..d].iter().map(|&q| T::of(q)));
        for &r in token {
            let row = &w[model.embedding + r * d..][..d];
            for (xc, &e) in x[start..].iter_mut().zip(row) {
                *xc += e * scale;
            }
        }
    }
    let (out, encoder) = model.encode_rows(w, x);
    let gripper_out = out[..d].to_vec();
    let logits = matmul_transposed(
        &gripper_out,
        &w[model.embedding + CELL_ROWS * d..],
        d,
        CELLS,
    );
    TableTrace {
        rows,
        encoder,
        gripper_out,
        logits,
    }
}

/// The backward pass: adds to `g` the gradient of the loss, given its gradient with respect to
/// the logits.
pub fn backward<T: Real>(model: &Model, w: &[T], t: &TableTrace<T>, dlogits: &[T], g: &mut [T]) {
    let d = model.shape.d_model;
    let cells = model.embedding + CELL_ROWS * d;
    let d_gripper = matmul_transposed_backward(
        dlogits,
        &t.gripper_out,
        &w[cells..],
        (d, CELLS),
        &mut g[cells..][..CELLS * d],
    );
    let mut d_out = vec![T::ZERO; t.rows.len() * d];
    d_out[..d].copy_from_slice(&d_gripper);
    let dx = model.encoder_backward(w, &t.encoder, d_out, g);
    let scale = T::of(d as f64).sqrt();
    for (token, dr) in t.rows.iter().zip(dx.chunks_exact(d)) {
        for &r in token {
            for (gc, &dc) in g[model.embedding + r * d..][..d].iter_mut().zip(dr) {
                *gc += dc * scale;
            }
        }
    }
}

/// The cell the model sends the gripper to: the best of the 64 scores (the first of equals).
pub fn predicted_cell<T: Real>(t: &TableTrace<T>) -> usize {
    predictions(&t.logits, CELLS)[0]
}

/// The attention of a pass, as the training widget's maps carry it: the encoder's
/// `layers × heads × tokens × tokens`, the gripper's row first in each.
pub fn maps<T: Real>(model: &Model, t: &TableTrace<T>) -> AttentionMaps {
    AttentionMaps {
        source: t.rows.len(),
        target: 0,
        heads: model.shape.heads,
        encoder: t
            .encoder
            .iter()
            .flat_map(|e| e.attn.weights.iter().map(|&p| p.f64() as f32))
            .collect(),
        decoder: Vec::new(),
        cross: Vec::new(),
    }
}

/// The gripper's attention on each object in one layer and head of `maps` (objects in the
/// scene's order; the gripper's weight on itself is the rest).
pub fn gripper_attention(maps: &AttentionMaps, layer: usize, head: usize) -> Vec<f32> {
    let n = maps.source;
    let at = (layer * maps.heads + head) * n * n;
    maps.encoder
        .get(at + 1..at + n)
        .map_or_else(Vec::new, <[f32]>::to_vec)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::network::backward::smoothed_loss;
    use crate::kernel::network::task::Stream;
    use crate::kernel::robot::scene::HeldOut;

    fn summed_loss(model: &Model, w: &[f64], scenes: &[Scene]) -> f64 {
        scenes
            .iter()
            .map(|s| {
                let t = forward(model, w, s);
                smoothed_loss(&t.logits, &[s.target_cell().unwrap()], 0.1, 1.0).0
            })
            .sum()
    }

    #[test]
    fn every_tensor_matches_finite_differences() {
        let model = Model::encoder_only(
            Shape {
                d_model: 8,
                d_ff: 12,
                ..SHAPE
            },
            ROWS,
        );
        let mut stream = Stream::new(3, 1);
        let w: Vec<f64> = (0..model.size).map(|_| stream.uniform(0.6)).collect();
        let held = HeldOut::new();
        let scenes: Vec<Scene> = (0..2).map(|_| held.draw(stream.rng())).collect();
        let mut grad = vec![0.0; model.size];
        for s in &scenes {
            let t = forward(&model, &w, s);
            let (_, dlogits) = smoothed_loss(&t.logits, &[s.target_cell().unwrap()], 0.1, 1.0);
            backward(&model, &w, &t, &dlogits, &mut grad);
        }
        for t in &model.tensors {
            let (mut diff, mut total) = (0.0f64, 0.0f64);
            for i in t.range() {
                let h = 1e-5;
                let mut up = w.clone();
                up[i] += h;
                let mut down = w.clone();
                down[i] -= h;
                let numeric = (summed_loss(&model, &up, &scenes)
                    - summed_loss(&model, &down, &scenes))
                    / (2.0 * h);
                diff += (numeric - grad[i]).powi(2);
                total += numeric.powi(2);
            }
            // Rows no token of these two scenes uses have no gradient, rightly.
            if t.name == "embedding" || total == 0.0 {
                continue;
            }
            assert!(diff.sqrt() / total.sqrt() < 1e-4, "{}", t.name);
        }
        // The embedding table: checked row by row where the scenes use it.
        let d = model.shape.d_model;
        let used: Vec<usize> = scenes.iter().flat_map(token_rows).flatten().collect();
        for &r in &used {
            for c in 0..d {
                let i = model.embedding + r * d + c;
                let h = 1e-5;
                let mut up = w.clone();
                up[i] += h;
                let mut down = w.clone();
                down[i] -= h;
                let numeric = (summed_loss(&model, &up, &scenes)
                    - summed_loss(&model, &down, &scenes))
                    / (2.0 * h);
                assert!(
                    (numeric - grad[i]).abs() < 1e-6 + 1e-4 * numeric.abs(),
                    "row {r}"
                );
            }
        }
    }

    #[test]
    fn without_positions_the_objects_order_changes_nothing_but_rounding() {
        let model = Model::encoder_only(SHAPE, ROWS);
        let mut stream = Stream::new(7, 1);
        let w: Vec<f32> = (0..model.size)
            .map(|_| stream.uniform(0.5) as f32)
            .collect();
        let held = HeldOut::new();
        for s in held.scenes.iter().take(50) {
            let mut turned = s.clone();
            turned.objects.reverse();
            let (a, b) = (forward(&model, &w, s), forward(&model, &w, &turned));
            for (x, y) in a.logits.iter().zip(&b.logits) {
                assert!((x - y).abs() < 1e-5, "{x} against {y}");
            }
            let (ma, mb) = (maps(&model, &a), maps(&model, &b));
            let (ga, mut gb) = (gripper_attention(&ma, 0, 0), gripper_attention(&mb, 0, 0));
            gb.reverse();
            for (x, y) in ga.iter().zip(&gb) {
                assert!((x - y).abs() < 1e-6);
            }
        }
    }
}
