//! What each symbol of the paper's equations stands for. The equations themselves are MathML in
//! `index.html`, each in a `<div class="equation" data-eq="NAME">` whose symbols carry
//! `data-sym="KEY"`; hovering, tapping or focusing one shows its meaning from here.

/// The symbols of the attention equation.
const ATTENTION_SYMBOLS: &[(&str, &str)] = &[
    (
        "Attention",
        "the output: one new vector per token, a blend of the value vectors",
    ),
    (
        "Q",
        "the queries, one row per token: what each token is looking for",
    ),
    (
        "K",
        "the keys, one row per token: what each token offers to be matched against",
    ),
    (
        "V",
        "the values, one row per token: what each token passes on when it is attended to",
    ),
    (
        "softmax",
        "applied to each row: turns the scores into positive shares that add up to 1",
    ),
    (
        "ᵀ",
        "transpose: turns K's rows into columns, so Q·Kᵀ compares every query with every key",
    ),
    (
        "d_k",
        "the width of each query and key (64 in the base model); dividing by its square root keeps scores near 1",
    ),
];

/// The symbols of the multi-head equation.
const MULTI_HEAD_SYMBOLS: &[(&str, &str)] = &[
    (
        "MultiHead",
        "the layer's output: n × d_model, like its input",
    ),
    (
        "Concat",
        "the heads' outputs placed side by side: h pieces of width d_v make one of width d_model",
    ),
    ("h", "the number of heads (8 in the base model)"),
    (
        "W^O",
        "a learned d_model × d_model matrix that mixes the heads' outputs together",
    ),
    (
        "head_i",
        "head number i: attention computed on its own projections",
    ),
    (
        "W_i^Q",
        "head i's learned projection of the input into its queries (d_model × d_k)",
    ),
    (
        "W_i^K",
        "head i's learned projection into its keys (d_model × d_k)",
    ),
    (
        "W_i^V",
        "head i's learned projection into its values (d_model × d_v)",
    ),
];

/// The symbols of the residual equation.
const RESIDUAL_SYMBOLS: &[(&str, &str)] = &[
    (
        "LayerNorm",
        "subtract the vector's mean and divide by its standard deviation (then a learned scale and shift)",
    ),
    ("x", "the sub-layer's input: one vector per token"),
    (
        "+",
        "the residual connection: the input is added back to what the sub-layer proposes",
    ),
    (
        "Sublayer",
        "either the attention or the feed-forward network",
    ),
];

/// The symbols of the ffn equation.
const FFN_SYMBOLS: &[(&str, &str)] = &[
    (
        "FFN",
        "the feed-forward network, applied to each position on its own",
    ),
    ("x", "one token's vector, width d_model"),
    ("max", "max(0, ·) is ReLU: negative entries become 0"),
    (
        "W_1",
        "d_model × d_ff: widens the vector (512 to 2048 in the base model)",
    ),
    ("b_1", "a bias of width d_ff"),
    ("W_2", "d_ff × d_model: narrows it back"),
    ("b_2", "a bias of width d_model"),
];

/// The symbols of the pe equation.
const PE_SYMBOLS: &[(&str, &str)] = &[
    (
        "PE",
        "the value added to one dimension of one position's embedding",
    ),
    (
        "pos",
        "the token's position in the sentence, counting from 0",
    ),
    (
        "i",
        "the pair index: dimensions 2i and 2i + 1 share one frequency",
    ),
    ("sin", "even dimensions carry a sine"),
    ("cos", "odd dimensions carry a cosine of the same angle"),
    (
        "10000",
        "sets the slowest wave: wavelengths run from 2π up to about 10000 · 2π positions",
    ),
    ("d_model", "the embedding width (512 in the base model)"),
];

/// The symbols of the softmax equation.
const SOFTMAX_SYMBOLS: &[(&str, &str)] = &[
    ("softmax", "the share given to item i"),
    ("z", "the list of scores (any real numbers)"),
    (
        "e",
        "e ≈ 2.718 raised to a score: always positive, and it grows fast",
    ),
    (
        "Σ",
        "the sum over every item j, so that the shares add up to 1",
    ),
];

/// The symbols of the lrate equation.
const LRATE_SYMBOLS: &[(&str, &str)] = &[
    (
        "lrate",
        "the learning rate: how big a step the optimiser takes",
    ),
    ("d_model", "wider models get a smaller rate overall"),
    (
        "min",
        "the smaller of the two branches: the rising one during warm-up, the falling one after",
    ),
    ("step", "the training step number"),
    (
        "warmup",
        "warm-up steps (4,000 in the paper): the rate climbs linearly until here",
    ),
];

/// The symbols of the robot's token-count equation.
const TOKENS_SYMBOLS: &[(&str, &str)] = &[
    ("n", "the tokens the model reads at once"),
    ("C", "the cameras"),
    (
        "F",
        "the frames each camera keeps, the current one included",
    ),
    ("H", "an image's side, in pixels"),
    ("p", "a patch's side, in pixels: each patch is one token"),
    ("w", "the instruction's tokens"),
];

/// The symbols of BLEU's equation.
const BLEU_SYMBOLS: &[(&str, &str)] = &[
    (
        "BLEU",
        "the score, from 0 to 1 (usually printed times 100): how much of the output the references confirm",
    ),
    (
        "BP",
        "the brevity penalty: 1, unless the output is shorter than the references, then below 1",
    ),
    (
        "Σ",
        "the sum over n-gram lengths from one word to four, so the exponential takes their mean",
    ),
    (
        "p_n",
        "the share of the output's runs of n words found in a reference, each counted no more often than the reference that has it most",
    ),
    (
        "r",
        "the references' length: for each sentence, the reference closest in length to the output, in words, summed over the test set",
    ),
    (
        "c",
        "the output's length in words, summed over the test set",
    ),
];

/// The symbols of the equation called `name` (its `data-eq`): (key, meaning) pairs.
pub fn symbols(name: &str) -> &'static [(&'static str, &'static str)] {
    match name {
        "attention" => ATTENTION_SYMBOLS,
        "multi-head" => MULTI_HEAD_SYMBOLS,
        "residual" => RESIDUAL_SYMBOLS,
        "ffn" => FFN_SYMBOLS,
        "pe" => PE_SYMBOLS,
        "softmax" => SOFTMAX_SYMBOLS,
        "lrate" => LRATE_SYMBOLS,
        "tokens" => TOKENS_SYMBOLS,
        "bleu" => BLEU_SYMBOLS,
        _ => &[],
    }
}

/// What the note under an equation says for the symbol `key` (or, for `None`, before any).
pub fn note(name: &str, key: Option<&str>) -> String {
    key.and_then(|k| symbols(name).iter().find(|(s, _)| *s == k))
        .map_or_else(
            || "Hover, tap or tab to a symbol to see what it stands for.".to_string(),
            |(k, meaning)| format!("{k}: {meaning}"),
        )
}
