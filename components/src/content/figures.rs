//! Numbers quoted in the page's text, computed by the same kernels the widgets use. The text in
//! `index.html` carries each one in a `<span data-figure="NAME">`; the app writes [`figure`] into it
//! when it starts, and a test checks that the page's own copy already says the same.

use crate::format::{fixed, group, sci};
use crate::i18n::m;
use crate::kernel::blocks::feed_forward::{example_weights, feed_forward};
use crate::kernel::blocks::norm::{add, layer_norm, mean_and_sd};
use crate::kernel::blocks::positional::{divisor, encoding};
use crate::kernel::blocks::softmax::{exponentials, softmax};
use crate::kernel::cost::shapes::{
    ModelConfig, attention_weights, embedding_params, feed_forward_params, total_params,
};
use crate::kernel::schedule::{learning_rate, peak};
use crate::kernel::smoothing::smoothed_target;
use crate::model::residual_norm::vector_text;

/// "0.63, 0.23 and 0.14" and the exponentials behind them, for scores (2, 1, 0.5).
pub fn softmax_example() -> String {
    let s = softmax(&[2.0, 1.0, 0.5], 1.0).unwrap_or_default();
    let (e, total) = exponentials(&[2.0, 1.0, 0.5], 1.0);
    m().softmax_figure(
        [&fixed(e[0], 3), &fixed(e[1], 3), &fixed(e[2], 3)],
        &fixed(total, 3),
        [&fixed(s[0], 3), &fixed(s[1], 3), &fixed(s[2], 3)],
    )
}

/// The lesson of the "For teachers" section: the highest temperature the softmax widget's slider
/// can reach at which "animal" takes 90% or more of the worked example's scores, and the three
/// shares there.
pub fn lesson_answer() -> (f64, Vec<f64>) {
    let (lo, hi) = crate::model::softmax::T.positions(None);
    let step = crate::model::softmax::T.control.step;
    let steps = ((hi - lo) / step).round() as i64;
    (0..=steps)
        .rev()
        .map(|k| crate::model::softmax::T.value_at(lo + k as f64 * step, None))
        .map(|t| (t, softmax(&[2.0, 1.0, 0.5], t).unwrap_or_default()))
        .find(|(_, s)| s.first().is_some_and(|a| *a >= 0.9))
        .unwrap_or((0.1, vec![1.0, 0.0, 0.0]))
}

/// The shares of the worked example, to two decimals.
pub fn softmax_shares() -> [String; 3] {
    let s = softmax(&[2.0, 1.0, 0.5], 1.0).unwrap_or_default();
    [fixed(s[0], 2), fixed(s[1], 2), fixed(s[2], 2)]
}

/// LayerNorm((2, 0) + (1, 1)).
pub fn residual_example() -> String {
    let sum = add(&[2.0, 0.0], &[1.0, 1.0]);
    let (m, sd) = mean_and_sd(&sum);
    let out = layer_norm(&sum, 0.0);
    let number = |x: f64| crate::model::residual_norm::number_text(x);
    crate::i18n::m().residual_figure(
        &vector_text(&sum),
        &number(m),
        &number(sd),
        &vector_text(&out),
    )
}

/// 4 · 512² and the feed-forward count.
pub fn parameter_counts() -> (String, String, String) {
    (
        group(attention_weights(512)),
        group(feed_forward_params(512, 2048)),
        group(embedding_params(37_000, 512)),
    )
}

/// PE values quoted in §3.5.
pub fn pe_examples() -> String {
    m().pe_figure_values(
        [
            &fixed(encoding(1, 0, 512), 3),
            &fixed(encoding(1, 1, 512), 3),
            &fixed(encoding(1, 2, 512), 3),
            &fixed(encoding(10, 128, 512), 3),
        ],
        [&fixed(divisor(2, 512), 4), &fixed(divisor(128, 512), 0)],
    )
}

/// The schedule's peak and its value at step 100,000.
pub fn schedule_example() -> String {
    let (step, rate) = peak(512, 4000);
    m().schedule_figure(
        &fixed(512f64.powf(-0.5), 4),
        &fixed(4000f64.powf(-0.5), 4),
        &group(step),
        &sci(rate, 2),
        &sci(learning_rate(100_000, 512, 4000), 2),
    )
}

/// The smoothed target for ε = 0.1, K = 37,000.
pub fn smoothing_example() -> String {
    let (c, o) = smoothed_target(0.1, 37_000);
    m().smoothing_example(&fixed(c, 6), &fixed(o, 7))
}

/// Share `i` of the worked example, to two decimals.
pub fn share(i: usize) -> String {
    softmax_shares()[i].clone()
}

/// The worked example put into the attention equation.
pub fn attention_numbers() -> String {
    let [a, t, s] = softmax_shares();
    m().attention_figure(&a, &t, &s)
}

/// 4 · 512², grouped.
pub fn attn_params() -> String {
    parameter_counts().0
}

/// The feed-forward count at the base widths, grouped.
pub fn ffn_params() -> String {
    parameter_counts().1
}

/// The embedding table's size at the base widths, grouped.
pub fn emb_params() -> String {
    parameter_counts().2
}

/// The rows of a small matrix: "(1, 0, −1) and (0, 1, 1)".
pub fn rows_text(m: &[Vec<f64>]) -> String {
    let rows: Vec<String> = m.iter().map(|r| vector_text(r)).collect();
    match rows.split_last() {
        Some((last, rest)) if !rest.is_empty() => crate::i18n::m().rows_and(&rest.join(", "), last),
        _ => rows.concat(),
    }
}

/// The feed-forward worked example, every vector computed.
pub fn ffn_example() -> String {
    let (w1, w2) = example_weights();
    let s = feed_forward(&[1.0, -1.0], &w1, &[], &w2, &[]);
    m().ffn_figure(
        &rows_text(&w1),
        &rows_text(&w2),
        &vector_text(&s.hidden),
        &vector_text(&s.activated),
        &vector_text(&s.output),
    )
}

/// Every figure the page quotes, by the name its `data-figure` span carries.
pub const NAMES: &[&str] = &[
    "residual",
    "share-0",
    "share-1",
    "share-2",
    "attention",
    "softmax",
    "attn-params",
    "ffn",
    "ffn-params",
    "emb-params",
    "pe",
    "schedule",
    "smoothing",
    "ln-0",
    "ln-1",
    "exp-0",
    "exp-1",
    "exp-2",
    "exp-total",
    "dk-swing",
    "pe-1-0",
    "pe-1-1",
    "pe-10-128",
    "lr-peak",
    "lr-100k",
    "smooth-correct",
    "smooth-other",
    "cost-attn",
    "cost-rnn",
    "params-base",
    "params-big",
    "train-guess",
    "train-floor",
    "train-params",
    "train-peak",
    "translator-params",
    "translator-steps",
    "translator-exact",
    "translator-held-out",
    "translator-kb",
    "translator-vocab",
    "translator-layer",
    "translator-head",
    "translator-cross-sentences",
    "translator-fit-sentences",
    "robot-shares",
    "robot-cup",
    "robot-plate",
    "robot-toy",
    "robot-params",
    "robot-98",
    "robot-final",
    "robot-nearly-1",
    "robot-nearly-2",
    "robot-most-1",
    "robot-most-2",
    "budget",
    "budget-tokens",
    "budget-attention",
    "budget-cache",
    "budget-share",
    "everyday-read",
    "everyday-kept",
    "everyday-train",
    "everyday-validation",
    "everyday-test",
    "everyday-refs-mean",
    "everyday-most-refs",
    "everyday-most-refs-sentence",
    "everyday-pieces",
    "everyday-params",
    "everyday-mb",
    "everyday-steps",
    "everyday-epochs",
    "everyday-flops",
    "everyday-flops-ratio",
    "everyday-bleu",
    "everyday-bleu-32",
    "everyday-beam-bleu",
    "everyday-exact",
];

/// The `train` widget's figures: the loss of a blind guess among 10 symbols (ln 10), the lowest
/// loss label smoothing with ε = 0.1 allows (the smoothed target's entropy), the default model's
/// parameter count and its schedule's peak rate.
fn train_figure(name: &str) -> Option<String> {
    use crate::kernel::network::{Settings, VOCAB, learning_rate as train_rate, model::Model};
    let d = Settings::default();
    Some(match name {
        "train-guess" => fixed((VOCAB as f64).ln(), 2),
        "train-floor" => {
            let (c, o) = smoothed_target(d.shape.smoothing, VOCAB as u64);
            fixed(-(c * c.ln() + (VOCAB - 1) as f64 * o * o.ln()), 2)
        }
        "train-params" => group(Model::layout(d.shape).size),
        "train-peak" => fixed(train_rate(d.shape.d_model, d.warmup, d.warmup) as f64, 4),
        _ => return translator_figure(name),
    })
}

/// The shipped translator's figures: its parameters, the step its run stopped at, its held-out
/// score, its weights' size as half floats, the tokens it can write, the head that resolves "it",
/// and how many sentences each family has.
fn translator_figure(name: &str) -> Option<String> {
    use crate::kernel::decoding::shipped;
    use crate::kernel::language::grammar::Story;
    use crate::kernel::network::{Settings, model::Model};
    let shape = Settings::translator(shipped::SEED).shape;
    let size = Model::layout(shape).size;
    let m = shipped::measured();
    Some(match name {
        "translator-params" => group(size),
        "translator-steps" => group(shipped::STEPS as usize),
        "translator-exact" => group(m.exact.0),
        "translator-held-out" => group(m.exact.1),
        "translator-kb" => fixed(2.0 * size as f64 / 1000.0, 0),
        "translator-vocab" => group(shape.vocab),
        "translator-layer" => m.resolving().layer.to_string(),
        "translator-head" => m.resolving().head.to_string(),
        "translator-cross-sentences" => group(Story::Cross.combinations()),
        "translator-fit-sentences" => group(Story::Fit.combinations()),
        _ => return robot_figure(name),
    })
}

/// The robot section's figures: the gripper's tiny softmax, the table model's size and its
/// default run as measured (`kernel::robot::measure`, which a test trains again), and the
/// token budget of the budget widget's default link.
fn robot_figure(name: &str) -> Option<String> {
    use crate::kernel::network::model::Model;
    use crate::kernel::robot::measure::DEFAULT_RUN as RUN;
    use crate::kernel::robot::table::{ROWS, SHAPE};
    let gripper = crate::kernel::blocks::softmax::softmax(&[4.0, 0.0, 0.0], 1.0).ok()?;
    let rounded = |x: f64| python_float((x * 1000.0).round() / 1000.0);
    let share = |n: usize| crate::format::percent(n as f64 / RUN.held_out as f64);
    Some(match name {
        "robot-shares" => m().three(
            &fixed(gripper[0], 3),
            &fixed(gripper[1], 3),
            &fixed(gripper[2], 3),
        ),
        "robot-cup" => rounded(gripper[0]),
        "robot-plate" => rounded(gripper[1]),
        "robot-toy" => rounded(gripper[2]),
        "robot-params" => group(Model::encoder_only(SHAPE, ROWS).size),
        "robot-98" => group(RUN.reached_98_at? as usize),
        "robot-final" => share(RUN.solved),
        "robot-nearly-1" => share(RUN.nearly_all[0]),
        "robot-nearly-2" => share(RUN.nearly_all[1]),
        "robot-most-1" => share(RUN.most[0]),
        "robot-most-2" => share(RUN.most[1]),
        _ => return budget_figure(name),
    })
}

/// The budget widget's default link, counted: the worked line under the equation and what its
/// Python block prints.
fn budget_figure(name: &str) -> Option<String> {
    use crate::kernel::robot::budget::budget;
    use crate::model::WidgetParams;
    use crate::model::robot_budget::{RobotBudgetParams, big_text, bytes_text};
    let s = RobotBudgetParams::from_query(&crate::params::Query::default())
        .0
        .setup;
    let b = budget(&s);
    Some(match name {
        "budget" => m().budget_figure(
            s.cameras,
            s.frames,
            s.resolution,
            s.patch,
            s.words,
            &group(b.tokens),
            &group(s.d_model),
            &big_text(b.attention_per_layer),
            s.layers,
            s.bits / 8,
            &bytes_text(b.cache_bytes),
        ),
        "budget-tokens" => b.tokens.to_string(),
        "budget-attention" => group(b.attention_per_layer as u64),
        "budget-cache" => group(b.cache_bytes as u64),
        "budget-share" => format!("{}%", fixed(b.memory_share * 100.0, 1)),
        _ => return super::everyday::figure(name),
    })
}

/// A number as Python's `print` writes a float: always with a point ("8.0", "-1.0"), shortest
/// form otherwise. The "In Python" blocks print these; the page shows what they print.
pub fn python_float(x: f64) -> String {
    format!("{x:?}")
}

/// The figures the "In Python" blocks print, written as Python writes them, by name.
fn python_figure(name: &str) -> Option<String> {
    let residual = layer_norm(&add(&[2.0, 0.0], &[1.0, 1.0]), 0.0);
    let (e, total) = exponentials(&[2.0, 1.0, 0.5], 1.0);
    let (correct, other) = smoothed_target(0.1, 37_000);
    let cost = crate::kernel::cost::per_layer::compare(50, 512);
    Some(match name {
        "ln-0" => python_float(residual[0]),
        "ln-1" => python_float(residual[1]),
        "exp-0" => fixed(e[0], 2),
        "exp-1" => fixed(e[1], 2),
        "exp-2" => fixed(e[2], 2),
        "exp-total" => fixed(total, 2),
        "dk-swing" => python_float(64f64.sqrt()),
        "pe-1-0" => fixed(encoding(1, 0, 512), 3),
        "pe-1-1" => fixed(encoding(1, 1, 512), 3),
        "pe-10-128" => fixed(encoding(10, 128, 512), 3),
        "lr-peak" => fixed(peak(512, 4000).1, 6),
        "lr-100k" => fixed(learning_rate(100_000, 512, 4000), 6),
        "smooth-correct" => fixed(correct, 6),
        "smooth-other" => fixed(other, 7),
        "cost-attn" => group(cost.attention),
        "cost-rnn" => group(cost.recurrent),
        "params-base" => group(total_params(&ModelConfig::base())),
        "params-big" => group(total_params(&ModelConfig::big())),
        _ => return train_figure(name),
    })
}

/// The text of the figure called `name`, or `None` for a name the page does not use.
pub fn figure(name: &str) -> Option<String> {
    Some(match name {
        "residual" => residual_example(),
        "share-0" => share(0),
        "share-1" => share(1),
        "share-2" => share(2),
        "attention" => attention_numbers(),
        "softmax" => softmax_example(),
        "attn-params" => attn_params(),
        "ffn" => ffn_example(),
        "ffn-params" => ffn_params(),
        "emb-params" => emb_params(),
        "pe" => pe_examples(),
        "schedule" => schedule_example(),
        "smoothing" => smoothing_example(),
        "lesson-t" => crate::format::fixed(lesson_answer().0, 2),
        "lesson-shares" => {
            let (_, s) = lesson_answer();
            m().three(
                &crate::format::percent(s[0]),
                &crate::format::percent(s[1]),
                &crate::format::percent(s[2]),
            )
        }
        _ => return python_figure(name),
    })
}
