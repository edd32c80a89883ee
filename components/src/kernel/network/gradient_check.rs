//! Every parameter tensor's gradient against central finite differences, in f64.

use super::backward::smoothed_loss;
use super::model::{Model, Shape};
use super::task::{Stream, Task, shifted};

fn loss(model: &Model, w: &[f64], examples: &Examples, eps: f64) -> f64 {
    examples
        .iter()
        .map(|(source, answer)| {
            let t = model.forward(w, source, &shifted(answer, model.shape.vocab));
            smoothed_loss(&t.logits, answer, eps, 1.0).0
        })
        .sum()
}

type Examples = [(Vec<usize>, Vec<usize>)];

/// The backward pass's gradient of the summed loss.
fn analytic(model: &Model, w: &[f64], examples: &Examples, eps: f64) -> Vec<f64> {
    let mut grad = vec![0.0; model.size];
    for (source, answer) in examples {
        let t = model.forward(w, source, &shifted(answer, model.shape.vocab));
        let (_, dlogits) = smoothed_loss(&t.logits, answer, eps, 1.0);
        model.backward(w, &t, &dlogits, &mut grad);
    }
    grad
}

/// The central finite difference of the summed loss in weight `i`.
fn numeric(model: &Model, w: &[f64], examples: &Examples, eps: f64, i: usize) -> f64 {
    let h = 1e-5;
    let mut up = w.to_vec();
    up[i] += h;
    let mut down = w.to_vec();
    down[i] -= h;
    (loss(model, &up, examples, eps) - loss(model, &down, examples, eps)) / (2.0 * h)
}

fn check(shape: Shape) {
    let model = Model::new(shape);
    let mut stream = Stream::new(11, shape.len);
    // Every weight random, layer-norm scales and shifts included, so no gradient hides behind a
    // 1 or a 0.
    let w: Vec<f64> = (0..model.size).map(|_| stream.uniform(0.6)).collect();
    let held = super::task::HeldOut::new(shape.len);
    let examples: Vec<_> = (0..2)
        .map(|_| {
            let s = stream.next(&held);
            let a = Task::Reverse.answer(&s);
            (s, a)
        })
        .collect();
    let grad = analytic(&model, &w, &examples, shape.smoothing);
    for t in &model.tensors {
        let (mut diff, mut total) = (0.0f64, 0.0f64);
        for i in t.range() {
            let numeric = numeric(&model, &w, &examples, shape.smoothing, i);
            diff += (numeric - grad[i]).powi(2);
            total += numeric.powi(2);
        }
        let relative = diff.sqrt() / total.sqrt();
        assert!(total > 0.0, "{}: no gradient at all", t.name);
        assert!(relative < 1e-4, "{}: relative error {relative:e}", t.name);
    }
}

#[test]
fn every_tensor_matches_finite_differences() {
    check(Shape {
        len: 4,
        vocab: super::VOCAB,
        layers: 2,
        d_model: 8,
        heads: 2,
        d_ff: 12,
        scaled: true,
        positions: true,
        smoothing: 0.1,
    });
}

#[test]
fn the_ablations_keep_their_gradients() {
    check(Shape {
        len: 5,
        vocab: super::VOCAB,
        layers: 1,
        d_model: 6,
        heads: 3,
        d_ff: 7,
        scaled: false,
        positions: false,
        smoothing: 0.0,
    });
}

#[test]
fn sentences_of_different_lengths_keep_their_gradients() {
    // Every weight random, and the examples of different lengths, shorter than the shape's cap.
    let shape = Shape {
        len: 9,
        vocab: 12,
        layers: 1,
        d_model: 6,
        heads: 2,
        d_ff: 8,
        scaled: true,
        positions: true,
        smoothing: 0.1,
    };
    let model = Model::new(shape);
    let mut stream = Stream::new(3, shape.len);
    let w: Vec<f64> = (0..model.size).map(|_| stream.uniform(0.6)).collect();
    let examples = vec![
        (vec![1, 2, 3], vec![4, 5, 6, 7, 0]),
        (vec![3, 8, 11, 2, 2, 9, 1], vec![4, 0]),
    ];
    let grad = analytic(&model, &w, &examples, shape.smoothing);
    for i in (0..model.size).step_by(7) {
        let numeric = numeric(&model, &w, &examples, shape.smoothing, i);
        assert!(
            (numeric - grad[i]).abs() < 1e-6 + 1e-4 * numeric.abs(),
            "weight {i}: {numeric} against {}",
            grad[i]
        );
    }
}

#[test]
fn dropout_keeps_its_gradients() {
    use super::dropout::Dropout;
    use super::ops::{matmul_transposed, matmul_transposed_backward};
    use rand::SeedableRng;
    use rand_chacha::ChaCha12Rng;
    let shape = Shape {
        len: 6,
        vocab: 9,
        layers: 2,
        d_model: 6,
        heads: 2,
        d_ff: 8,
        scaled: true,
        positions: true,
        smoothing: 0.1,
    };
    let model = Model::new(shape);
    let mut stream = Stream::new(5, shape.len);
    let w: Vec<f64> = (0..model.size).map(|_| stream.uniform(0.6)).collect();
    let (source, answer) = (vec![1, 2, 3, 4], vec![5, 6, 0]);
    let target_in = shifted(&answer, shape.vocab);
    // The same masks at every evaluation: the loss is then a function of the weights alone.
    let dropout = || Dropout::new(0.3, ChaCha12Rng::seed_from_u64(9));
    let run = |w: &[f64]| {
        let t = model.forward_hidden(w, &source, &target_in, Some(&mut dropout()));
        let logits = matmul_transposed(&t.last, &w[model.embedding..], 6, 9);
        (t, logits)
    };
    let loss = |w: &[f64]| smoothed_loss(&run(w).1, &answer, 0.1, 1.0).0;
    let (t, logits) = run(&w);
    let (_, dlogits) = smoothed_loss(&logits, &answer, 0.1, 1.0);
    let mut grad = vec![0.0; model.size];
    let dy = matmul_transposed_backward(
        &dlogits,
        &t.last,
        &w[model.embedding..],
        (6, 9),
        &mut grad[model.embedding..][..54],
    );
    model.backward_hidden(&w, &t, dy, &mut grad);
    assert!(t.drop_inputs.iter().all(|m| m.is_some()));
    for i in 0..model.size {
        let h = 1e-5;
        let (mut up, mut down) = (w.clone(), w.clone());
        up[i] += h;
        down[i] -= h;
        let numeric = (loss(&up) - loss(&down)) / (2.0 * h);
        assert!(
            (numeric - grad[i]).abs() < 1e-6 + 1e-4 * numeric.abs(),
            "weight {i}: {numeric} against {}",
            grad[i]
        );
    }
}
