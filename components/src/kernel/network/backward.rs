//! The backward pass of the model in `model.rs`: the label-smoothed loss and its gradient with
//! respect to the logits, then each sub-layer's gradient in reverse order, added into one flat
//! gradient vector laid out as the parameters are.

use super::dropout::through;
use super::layout::{AttnAt, FfnAt, NormAt};
use super::model::{EncoderTrace, FfnTrace, Model, Trace};
use super::ops::{
    AttentionCache, AttentionGrads, NormCache, accumulate, add, add_bias_backward,
    attention_backward, layer_norm_backward, matmul_backward, matmul_transposed_backward,
    relu_backward,
};
use super::real::Real;

/// Label-smoothed cross-entropy of one example, averaged over its positions, and its gradient
/// with respect to the logits (scaled by `weight`, e.g. one over the batch size).
///
/// The smoothed target puts 1 − ε + ε/V on the right symbol and ε/V on each other one, V being
/// the width of a row of `logits`.
pub fn smoothed_loss<T: Real>(
    logits: &[T],
    target: &[usize],
    smoothing: f64,
    weight: f64,
) -> (f64, Vec<T>) {
    let v = logits.len() / target.len();
    let n = target.len();
    let other = smoothing / v as f64;
    let mut loss = 0.0;
    let mut grad = Vec::with_capacity(logits.len());
    for (row, &y) in logits.chunks_exact(v).zip(target) {
        let max = row
            .iter()
            .copied()
            .fold(row[0], |m, x| if x > m { x } else { m });
        let total = row.iter().fold(T::ZERO, |s, &x| s + (x - max).exp());
        let log_total = total.ln();
        for (c, &x) in row.iter().enumerate() {
            let q = if c == y {
                1.0 - smoothing + other
            } else {
                other
            };
            let log_p = x - max - log_total;
            loss -= q * log_p.f64();
            grad.push((log_p.exp() - T::of(q)) * T::of(weight / n as f64));
        }
    }
    (loss / n as f64, grad)
}

impl Model {
    fn embed_backward<T: Real>(&self, dx: &[T], tokens: &[usize], g: &mut [T]) {
        let d = self.shape.d_model;
        let scale = T::of(d as f64).sqrt();
        for (&t, dr) in tokens.iter().zip(dx.chunks_exact(d)) {
            for (gc, &dc) in g[self.embedding + t * d..][..d].iter_mut().zip(dr) {
                *gc += dc * scale;
            }
        }
    }

    fn ffn_backward<T: Real>(
        &self,
        dy: &[T],
        w: &[T],
        at: FfnAt,
        t: &FfnTrace<T>,
        g: &mut [T],
    ) -> Vec<T> {
        let (d, f) = (self.shape.d_model, self.shape.d_ff);
        add_bias_backward(dy, &mut g[at.b2..][..d]);
        let dactive = matmul_backward(
            dy,
            &t.active,
            &w[at.w2..][..f * d],
            (f, d),
            &mut g[at.w2..][..f * d],
        );
        let dhidden = relu_backward(&dactive, &t.hidden);
        add_bias_backward(&dhidden, &mut g[at.b1..][..f]);
        matmul_backward(
            &dhidden,
            &t.input,
            &w[at.w1..][..d * f],
            (d, f),
            &mut g[at.w1..][..d * f],
        )
    }

    fn norm_backward<T: Real>(
        &self,
        dy: &[T],
        w: &[T],
        at: NormAt,
        c: &NormCache<T>,
        g: &mut [T],
    ) -> Vec<T> {
        let d = self.shape.d_model;
        let (dg, db) = g.split_at_mut(at.b);
        layer_norm_backward(dy, c, &w[at.g..][..d], &mut dg[at.g..][..d], &mut db[..d])
    }

    fn attention_backward<T: Real>(
        &self,
        dy: &[T],
        inputs: (&[T], &[T]),
        w: &[T],
        (at, cache, causal): (AttnAt, &AttentionCache<T>, bool),
        g: &mut [T],
    ) -> (Vec<T>, Vec<T>) {
        let d = self.shape.d_model;
        let dd = d * d;
        let lengths = (inputs.0.len() / d, inputs.1.len() / d);
        // The four matrices sit one after another, W^Q first.
        let block = &mut g[at.q..at.q + 4 * dd];
        let (gq, rest) = block.split_at_mut(dd);
        let (gk, rest) = rest.split_at_mut(dd);
        let (gv, go) = rest.split_at_mut(dd);
        attention_backward(
            dy,
            inputs,
            &self.weights(w, at),
            cache,
            self.attention_shape(lengths, causal),
            AttentionGrads {
                q: gq,
                k: gk,
                v: gv,
                o: go,
            },
        )
    }

    /// The backward pass: adds to `g` the gradient of the loss, given the loss's gradient with
    /// respect to the logits.
    pub fn backward<T: Real>(&self, w: &[T], t: &Trace<T>, dlogits: &[T], g: &mut [T]) {
        let d = self.shape.d_model;
        let dy = matmul_transposed_backward(
            dlogits,
            &t.last,
            &w[self.embedding..],
            (d, self.shape.vocab),
            &mut g[self.embedding..][..self.shape.vocab * d],
        );
        self.backward_hidden(w, t, dy, g);
    }

    /// The backward pass below the output layer: adds to `g` the gradient of the loss, given its
    /// gradient `dy` with respect to the decoder's last rows ([`Model::forward_hidden`]'s).
    pub fn backward_hidden<T: Real>(&self, w: &[T], t: &Trace<T>, mut dy: Vec<T>, g: &mut [T]) {
        let mut dmemory = vec![T::ZERO; t.memory.len()];
        for (at, tr) in self.decoder.iter().zip(&t.decoder).rev() {
            let [drop_self, drop_cross, drop_ffn] = &tr.drop;
            let d_sum3 = self.norm_backward(&dy, w, at.norm3, &tr.norm3, g);
            let mut d_cross_out =
                self.ffn_backward(&through(&d_sum3, drop_ffn), w, at.ffn, &tr.ffn, g);
            accumulate(&mut d_cross_out, &d_sum3);
            let d_sum2 = self.norm_backward(&d_cross_out, w, at.norm2, &tr.norm2, g);
            let (mut d_self_out, dm) = self.attention_backward(
                &through(&d_sum2, drop_cross),
                (&tr.after_self, &t.memory),
                w,
                (at.cross, &tr.cross, false),
                g,
            );
            accumulate(&mut dmemory, &dm);
            accumulate(&mut d_self_out, &d_sum2);
            let d_sum1 = self.norm_backward(&d_self_out, w, at.norm1, &tr.norm1, g);
            let (dq, dkv) = self.attention_backward(
                &through(&d_sum1, drop_self),
                (&tr.input, &tr.input),
                w,
                (at.attn, &tr.attn, true),
                g,
            );
            dy = add(&add(&dq, &dkv), &d_sum1);
        }
        let [drop_source, drop_target] = &t.drop_inputs;
        self.embed_backward(&through(&dy, drop_target), &t.target_in, g);
        let dx = self.encoder_backward(w, &t.encoder, dmemory, g);
        self.embed_backward(&through(&dx, drop_source), &t.source, g);
    }

    /// The encoder stack's backward pass: adds its gradient to `g`, given the loss's gradient
    /// with respect to its output, and returns the gradient with respect to its input rows.
    pub(crate) fn encoder_backward<T: Real>(
        &self,
        w: &[T],
        traces: &[EncoderTrace<T>],
        mut dx: Vec<T>,
        g: &mut [T],
    ) -> Vec<T> {
        for (at, tr) in self.encoder.iter().zip(traces).rev() {
            let [drop_attn, drop_ffn] = &tr.drop;
            let d_sum2 = self.norm_backward(&dx, w, at.norm2, &tr.norm2, g);
            let mut d_mid = self.ffn_backward(&through(&d_sum2, drop_ffn), w, at.ffn, &tr.ffn, g);
            accumulate(&mut d_mid, &d_sum2);
            let d_sum1 = self.norm_backward(&d_mid, w, at.norm1, &tr.norm1, g);
            let (dq, dkv) = self.attention_backward(
                &through(&d_sum1, drop_attn),
                (&tr.input, &tr.input),
                w,
                (at.attn, &tr.attn, false),
                g,
            );
            dx = add(&add(&dq, &dkv), &d_sum1);
        }
        dx
    }
}
