//! The paper's equations in MathML, each symbol tagged so it can explain itself.

/// Attention(Q, K, V) = softmax(QKᵀ / √d_k) V.
pub const ATTENTION: &str = r#"<math display="block" aria-label="Attention of Q, K, V equals softmax of Q K transpose over the square root of d k, times V"><mrow><mi data-sym="Attention" tabindex="0">Attention</mi><mo>(</mo><mi data-sym="Q" tabindex="0">Q</mi><mo>,</mo><mi data-sym="K" tabindex="0">K</mi><mo>,</mo><mi data-sym="V" tabindex="0">V</mi><mo>)</mo><mo>=</mo><mi data-sym="softmax" tabindex="0">softmax</mi><mrow><mo>(</mo><mfrac><mrow><mi data-sym="Q">Q</mi><msup><mi data-sym="K">K</mi><mi data-sym="ᵀ" tabindex="0">T</mi></msup></mrow><msqrt><msub data-sym="d_k" tabindex="0"><mi>d</mi><mi>k</mi></msub></msqrt></mfrac><mo>)</mo></mrow><mi data-sym="V">V</mi></mrow></math>"#;

/// The symbols of [`ATTENTION`].
pub const ATTENTION_SYMBOLS: &[(&str, &str)] = &[
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

/// MultiHead(Q, K, V) = Concat(head₁, …, head_h) W^O, head_i = Attention(QW_i^Q, KW_i^K, VW_i^V).
pub const MULTI_HEAD: &str = r#"<math display="block" aria-label="MultiHead of Q K V equals the concatenation of head 1 to head h, times W O; head i equals Attention of Q W i Q, K W i K, V W i V"><mtable><mtr><mtd><mi data-sym="MultiHead" tabindex="0">MultiHead</mi><mo>(</mo><mi>Q</mi><mo>,</mo><mi>K</mi><mo>,</mo><mi>V</mi><mo>)</mo><mo>=</mo><mi data-sym="Concat" tabindex="0">Concat</mi><mo>(</mo><msub><mi data-sym="head_i">head</mi><mn>1</mn></msub><mo>,</mo><mo>…</mo><mo>,</mo><msub data-sym="h" tabindex="0"><mi>head</mi><mi>h</mi></msub><mo>)</mo><msup data-sym="W^O" tabindex="0"><mi>W</mi><mi>O</mi></msup></mtd></mtr><mtr><mtd><msub data-sym="head_i" tabindex="0"><mi>head</mi><mi>i</mi></msub><mo>=</mo><mi>Attention</mi><mo>(</mo><mi>Q</mi><msubsup data-sym="W_i^Q" tabindex="0"><mi>W</mi><mi>i</mi><mi>Q</mi></msubsup><mo>,</mo><mi>K</mi><msubsup data-sym="W_i^K" tabindex="0"><mi>W</mi><mi>i</mi><mi>K</mi></msubsup><mo>,</mo><mi>V</mi><msubsup data-sym="W_i^V" tabindex="0"><mi>W</mi><mi>i</mi><mi>V</mi></msubsup><mo>)</mo></mtd></mtr></mtable></math>"#;

/// The symbols of [`MULTI_HEAD`].
pub const MULTI_HEAD_SYMBOLS: &[(&str, &str)] = &[
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

/// LayerNorm(x + Sublayer(x)).
pub const RESIDUAL: &str = r#"<math display="block" aria-label="LayerNorm of x plus Sublayer of x"><mrow><mi data-sym="LayerNorm" tabindex="0">LayerNorm</mi><mo>(</mo><mi data-sym="x" tabindex="0">x</mi><mo data-sym="+" tabindex="0">+</mo><mi data-sym="Sublayer" tabindex="0">Sublayer</mi><mo>(</mo><mi>x</mi><mo>)</mo><mo>)</mo></mrow></math>"#;

/// The symbols of [`RESIDUAL`].
pub const RESIDUAL_SYMBOLS: &[(&str, &str)] = &[
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

/// FFN(x) = max(0, xW₁ + b₁)W₂ + b₂.
pub const FFN: &str = r#"<math display="block" aria-label="FFN of x equals max of 0 and x W 1 plus b 1, times W 2, plus b 2"><mrow><mi data-sym="FFN" tabindex="0">FFN</mi><mo>(</mo><mi data-sym="x" tabindex="0">x</mi><mo>)</mo><mo>=</mo><mi data-sym="max" tabindex="0">max</mi><mo>(</mo><mn>0</mn><mo>,</mo><mi>x</mi><msub data-sym="W_1" tabindex="0"><mi>W</mi><mn>1</mn></msub><mo>+</mo><msub data-sym="b_1" tabindex="0"><mi>b</mi><mn>1</mn></msub><mo>)</mo><msub data-sym="W_2" tabindex="0"><mi>W</mi><mn>2</mn></msub><mo>+</mo><msub data-sym="b_2" tabindex="0"><mi>b</mi><mn>2</mn></msub></mrow></math>"#;

/// The symbols of [`FFN`].
pub const FFN_SYMBOLS: &[(&str, &str)] = &[
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

/// The two positional-encoding formulas.
pub const PE: &str = r#"<math display="block" aria-label="PE of pos, 2i equals sine of pos over 10000 to the 2i over d model; PE of pos, 2i plus 1 equals cosine of the same"><mtable><mtr><mtd><mi data-sym="PE" tabindex="0">PE</mi><mo>(</mo><mi data-sym="pos" tabindex="0">pos</mi><mo>,</mo><mn>2</mn><mi data-sym="i" tabindex="0">i</mi><mo>)</mo><mo>=</mo><mi data-sym="sin" tabindex="0">sin</mi><mo>(</mo><mfrac><mi>pos</mi><msup><mn data-sym="10000" tabindex="0">10000</mn><mrow><mn>2</mn><mi>i</mi><mo>/</mo><msub data-sym="d_model" tabindex="0"><mi>d</mi><mtext>model</mtext></msub></mrow></msup></mfrac><mo>)</mo></mtd></mtr><mtr><mtd><mi>PE</mi><mo>(</mo><mi>pos</mi><mo>,</mo><mn>2</mn><mi>i</mi><mo>+</mo><mn>1</mn><mo>)</mo><mo>=</mo><mi data-sym="cos" tabindex="0">cos</mi><mo>(</mo><mfrac><mi>pos</mi><msup><mn>10000</mn><mrow><mn>2</mn><mi>i</mi><mo>/</mo><msub><mi>d</mi><mtext>model</mtext></msub></mrow></msup></mfrac><mo>)</mo></mtd></mtr></mtable></math>"#;

/// The symbols of [`PE`].
pub const PE_SYMBOLS: &[(&str, &str)] = &[
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

/// softmax(z)_i = e^{z_i} / Σ_j e^{z_j}.
pub const SOFTMAX: &str = r#"<math display="block" aria-label="softmax of z, entry i, equals e to the z i over the sum over j of e to the z j"><mrow><msub data-sym="softmax" tabindex="0"><mrow><mi>softmax</mi><mo>(</mo><mi data-sym="z" tabindex="0">z</mi><mo>)</mo></mrow><mi>i</mi></msub><mo>=</mo><mfrac><msup data-sym="e" tabindex="0"><mi>e</mi><msub><mi>z</mi><mi>i</mi></msub></msup><mrow><munder data-sym="Σ" tabindex="0"><mo>∑</mo><mi>j</mi></munder><msup><mi>e</mi><msub><mi>z</mi><mi>j</mi></msub></msup></mrow></mfrac></mrow></math>"#;

/// The symbols of [`SOFTMAX`].
pub const SOFTMAX_SYMBOLS: &[(&str, &str)] = &[
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

/// lrate = d_model^-0.5 · min(step^-0.5, step · warmup^-1.5).
pub const LRATE: &str = r#"<math display="block" aria-label="lrate equals d model to the minus 0.5 times the minimum of step to the minus 0.5 and step times warmup steps to the minus 1.5"><mrow><mi data-sym="lrate" tabindex="0">lrate</mi><mo>=</mo><msup data-sym="d_model" tabindex="0"><msub><mi>d</mi><mtext>model</mtext></msub><mrow><mo>−</mo><mn>0.5</mn></mrow></msup><mo>·</mo><mi data-sym="min" tabindex="0">min</mi><mo>(</mo><msup><mi data-sym="step" tabindex="0">step</mi><mrow><mo>−</mo><mn>0.5</mn></mrow></msup><mo>,</mo><mi>step</mi><mo>·</mo><msup data-sym="warmup" tabindex="0"><mi>warmup</mi><mrow><mo>−</mo><mn>1.5</mn></mrow></msup><mo>)</mo></mrow></math>"#;

/// The symbols of [`LRATE`].
pub const LRATE_SYMBOLS: &[(&str, &str)] = &[
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
