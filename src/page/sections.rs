//! The sections of the paper, in order. Every sentence is the project's own; quotations of the
//! paper are marked, attributed and linked.

use leptos::prelude::*;

use super::equations as eq;
use super::figures;
use super::glossary::GLOSSARY;
use super::term::{Equation, Term};
use super::{PlacedWidget, Section};

/// The table of contents: (anchor, label), in page order.
pub const CONTENTS: &[(&str, &str)] = &[
    ("start-here", "Start here"),
    ("abstract", "Abstract"),
    ("introduction", "1 Introduction"),
    ("background", "2 Background"),
    ("model-architecture", "3 Model architecture"),
    ("stacks", "3.1 Encoder and decoder stacks"),
    ("attention", "3.2 Attention"),
    ("scaled-dot-product", "3.2.1 Scaled dot-product"),
    ("softmax", "Softmax, decoded"),
    ("multi-head", "3.2.2 Multi-head attention"),
    ("three-uses", "3.2.3 Three uses and the mask"),
    ("feed-forward", "3.3 Feed-forward networks"),
    ("embeddings", "3.4 Embeddings and softmax"),
    ("positional-encoding", "3.5 Positional encoding"),
    ("why-self-attention", "4 Why self-attention"),
    ("training", "5 Training"),
    ("results", "6 Results"),
    ("conclusion", "7 Conclusion"),
    ("since-2017", "What changed since 2017"),
    ("study", "How to study it"),
    ("self-check", "Self-check"),
    ("further-reading", "Further reading"),
    ("glossary", "Glossary"),
    ("embed", "For teachers: embed"),
];

const PAPER: &str = "https://arxiv.org/abs/1706.03762";

/// A short quotation of the paper with a link to the original.
#[component]
fn PaperQuote(
    /// The quoted words.
    text: &'static str,
    /// Where in the paper, e.g. "§3.2".
    place: &'static str,
) -> impl IntoView {
    view! {
        <blockquote class="paper-quote">
            <p>"“" {text} "”"</p>
            <footer>"Vaswani et al. (2017), " {place} ". " <a href=PAPER>"Read the original"</a></footer>
        </blockquote>
    }
}

/// A labelled aside: the everyday picture, the tiny example, why it matters.
#[component]
fn Aside(
    /// "Everyday picture", "Tiny example", "Why it still matters".
    kind: &'static str,
    /// The aside's text.
    children: Children,
) -> impl IntoView {
    view! {
        <div class=format!("aside aside-{}", kind.split_whitespace().next().unwrap_or("").to_ascii_lowercase())>
            <p class="aside-kind">{kind}</p>
            {children()}
        </div>
    }
}

/// A self-check question whose answer the reader opens.
#[component]
fn Question(
    /// The question.
    q: &'static str,
    /// The answer.
    children: Children,
) -> impl IntoView {
    view! {
        <details class="question">
            <summary>{q}</summary>
            <div class="answer">{children()}</div>
        </details>
    }
}

/// Every section, in the paper's order, each drawn by its own function so the page can put them
/// in one at a time.
pub const SECTIONS: &[fn() -> AnyView] = &[
    start_here_section,
    abstract_section,
    introduction_section,
    background_section,
    model_architecture_section,
    stacks_section,
    attention_section,
    scaled_dot_product_section,
    softmax_section,
    multi_head_section,
    three_uses_section,
    feed_forward_section,
    embeddings_section,
    positional_encoding_section,
    why_self_attention_section,
    training_section,
    results_section,
    conclusion_section,
    since_2017_section,
    study_section,
    self_check_section,
    further_reading_section,
    glossary_section,
    embed_section,
];

/// Start here: the idea without maths.
fn start_here_section() -> AnyView {
    view! {
        <Section id="start-here" title="Start here: the idea without maths">
            <p class="lede">
                "A " <Term id="transformer">"Transformer"</Term> " lets every word of a sentence look at every other word in one go, and decide for itself which of them matter."
            </p>
            <Aside kind="Everyday picture">
                <p>
                    "Someone in a busy group chat writes “she said yes!”. To make sense of it you do not reread the thread evenly: your eyes jump back to the couple of messages that say who “she” is and what she was asked. "
                    "A Transformer makes that jump for every word at once, instead of reading the thread line by line."
                </p>
            </Aside>
            <h3>"How it works, in five steps"</h3>
            <ol class="five-steps">
                <li>"The text is cut into " <Term id="token">"tokens"</Term> ": words or pieces of words."</li>
                <li>"Every token forms a question (its " <Term id="qkv">"query"</Term> ") and a label describing itself (its key)."</li>
                <li>"Each token matches its question against every label. Better matches earn a larger share of its " <Term id="attention">"attention"</Term> ", and the shares always total 100%."</li>
                <li>"Each token then takes in what the others have to offer (their values), in proportion to those shares. All tokens do this " <Term id="parallel">"in parallel"</Term> "."</li>
                <li>"Layers repeat the whole thing, so each pass builds on a richer picture than the last."</li>
            </ol>
            <h3>"Why robots care"</h3>
            <p>
                "Robot policies now use the same block. A vision-language-action model such as RT-2 treats camera patches, the instruction and the robot's own readings as tokens; "
                "ACT, the policy behind the ALOHA arms, decodes a whole chunk of future joint targets with cross-attention. Attention can tie “gripper” to “cup” without anyone writing that rule. "
                "The cost is real, though: compute grows with the square of the token count, and the stored keys and values fill an onboard GPU, so robot stacks trim tokens, cache, or distil into smaller models."
            </p>
            <h3>"Try it"</h3>
            <ul>
                <li>"Read: “The trophy would not fit into the suitcase because it was too big.” Which thing is “it”? Notice the word you glanced back at to decide. That glance is attention."</li>
                <li>"Further down, in " <a href="#scaled-dot-product">"Scaled dot-product attention"</a> ", drag the key width d_k to the right and watch the unscaled bars collapse onto one key while the scaled ones stay spread. Press “New random query and keys” to try another draw."</li>
            </ul>
            <h3>"Words to know"</h3>
            <p>
                <Term id="token">"Token"</Term> ", " <Term id="attention">"attention"</Term> ", " <Term id="qkv">"query, key and value"</Term> ", "
                <Term id="transformer">"Transformer"</Term> ", " <Term id="parallel">"parallel"</Term>
                ". Every dotted term on the page explains itself when you hover it, focus it or tap it; the " <a href="#glossary">"Glossary"</a> " has them all."
            </p>
            <p class="level-note">"Everything below follows the paper section by section, with the maths. First time through? Read the headings and the notes on why each part still matters, and return for the rest later."</p>
        </Section>
    }
    .into_any()
}

/// Abstract.
fn abstract_section() -> AnyView {
    view! {
        <Section id="abstract" title="Abstract">
            <PaperQuote text="We propose a new simple network architecture, the Transformer, based solely on attention mechanisms, dispensing with recurrence and convolutions entirely." place="Abstract" />
            <Aside kind="Everyday picture">
                <p>"Older translation systems read like someone following a line of text with a finger: one word, then the next, keeping a summary in mind. This paper spreads the whole sentence out on the desk and lets every word consult every other word directly."</p>
            </Aside>
            <p>
                "The claims: a translation model with no " <Term id="recurrent">"recurrence"</Term> " and no convolution; better translations than anything before it (28.4 " <Term id="bleu">"BLEU"</Term> " English→German and 41.8 English→French for the big model); "
                "and far less training, because every position is computed in parallel: the big model trained in 3.5 days on one machine with 8 GPUs."
            </p>
            <Aside kind="Why it still matters">
                <p>"Today's language models, most image and speech models, and nearly every text-embedding model descend from this architecture. Understanding its fifteen pages goes a long way towards understanding modern AI."</p>
            </Aside>
        </Section>
    }
    .into_any()
}

/// Introduction.
fn introduction_section() -> AnyView {
    view! {
        <Section id="introduction" number="1" title="Introduction">
            <PaperQuote text="This inherently sequential nature precludes parallelization within training examples, which becomes critical at longer sequence lengths, as memory constraints limit batching across examples." place="§1" />
            <Aside kind="Everyday picture">
                <p>"A relay race: no runner can start before the baton arrives, so more runners never make it faster. A " <Term id="recurrent">"recurrent network"</Term> " is that race. Word 40 waits for words 1 to 39, and a GPU built to do thousands of things at once mostly waits too."</p>
            </Aside>
            <Aside kind="Tiny example">
                <p>"For “The cat sat down”, a recurrent network makes four steps in a strict chain: a state after “The”, then after “cat”, after “sat”, after “down”. What “The” contributed reaches “down” only through three hand-offs. A Transformer computes all four new vectors at once, and “down” reads “The” directly."</p>
            </Aside>
            <Aside kind="Why it still matters">
                <p>"Trading the step-by-step memory for parallel work and direct links is the bet that made training on enormous text collections affordable."</p>
            </Aside>
        </Section>
    }
    .into_any()
}

/// Background.
fn background_section() -> AnyView {
    view! {
        <Section id="background" number="2" title="Background">
            <PaperQuote text="Self-attention, sometimes called intra-attention is an attention mechanism relating different positions of a single sequence in order to compute a representation of the sequence." place="§2" />
            <p>
                "Others had tried to escape the chain. Convolutional models such as ByteNet and ConvS2S slide a small window along the sentence; windows run in parallel, but two distant words only meet after many stacked layers. "
                "Self-attention, where positions within one sequence attend to one another, was not new: recurrent models already used it as an add-on. The paper's move is to make it the only way tokens exchange information."
            </p>
            <p>
                "The paper also names the price: averaging over many positions blurs detail. Its answer is to run several attentions side by side, each free to look for something different. That is "
                <a href="#multi-head">"multi-head attention"</a> "."
            </p>
            <Aside kind="Why it still matters">
                <p>"With attention, any two tokens are one step apart, which is why Transformers handle long-range links such as a pronoun and the noun it stands for thirty words earlier."</p>
            </Aside>
        </Section>
    }
    .into_any()
}

/// Model architecture.
fn model_architecture_section() -> AnyView {
    view! {
        <Section id="model-architecture" number="3" title="Model architecture">
            <PaperQuote text="The Transformer follows this overall architecture using stacked self-attention and point-wise, fully connected layers for both the encoder and decoder" place="§3" />
            <Aside kind="Everyday picture">
                <p>"A two-person translation desk. The " <Term id="encoder">"encoder"</Term> " reads the whole source sentence and writes detailed notes about every word. The " <Term id="decoder">"decoder"</Term> " writes the translation one word at a time, rereading its own draft and consulting the notes before each word. Feeding each written word back in as input is what " <Term id="autoregressive">"auto-regressive"</Term> " means."</p>
            </Aside>
            <p>"Select any block of the redrawn Figure 1 below. The shapes use the base model (d_model = 512, 8 heads, 6 layers) and a 10-token sentence; switch to the big model or change the sentence length to see them move."</p>
            <PlacedWidget name="architecture" />
            <p class="reading-guide">
                "Read it from the bottom up. On the left, tokens become vectors, the positional pattern is added (the ⊕), and the encoder layer, repeated 6 times, applies attention and then a feed-forward network, each followed by Add & Norm. "
                "The encoder's output travels along the blue wire into the middle attention of every decoder layer. On the right the decoder climbs the same way over the words written so far, with that extra attention step, and Linear plus Softmax turn its last vector into a probability for every word of the vocabulary."
            </p>
        </Section>
    }
    .into_any()
}

/// Encoder and decoder stacks.
fn stacks_section() -> AnyView {
    view! {
        <Section id="stacks" number="3.1" title="Encoder and decoder stacks">
            <PaperQuote text="We employ a residual connection around each of the two sub-layers, followed by layer normalization." place="§3.1" />
            <Aside kind="Everyday picture">
                <p>"Each layer edits a draft. Instead of rewriting it, a layer writes corrections in the margin that are added to the draft (the " <Term id="residual">"residual connection"</Term> "), and then the page is tidied back to a standard size so no number runs away (" <Term id="layer-norm">"layer normalisation"</Term> ")."</p>
            </Aside>
            <Aside kind="Tiny example">
                <p>"Take x = (2, 0) and a proposed change Sublayer(x) = (1, 1). " {figures::residual_example()} "."</p>
            </Aside>
            <Equation
                mathml=eq::RESIDUAL
                symbols=eq::RESIDUAL_SYMBOLS
                words="add the sub-layer's proposed change to its input, then rescale the sum to mean 0 and spread 1."
                numbers=figures::residual_example()
            />
            <p>"Both stacks have N = 6 identical layers. An encoder layer has two sub-layers (self-attention, then the feed-forward network); a decoder layer adds a third in the middle that attends to the encoder's output. All sub-layers and embeddings produce vectors 512 wide (d_model), which is what lets the pieces stack."</p>
            <PlacedWidget name="residual-norm" />
            <Aside kind="Why it still matters">
                <p>"Residual paths let gradients flow straight down, which is why stacks of a hundred layers train today. One detail changed: most models now normalise before each sub-layer (pre-norm, x + Sublayer(LayerNorm(x))), which is steadier when very deep. Flip the switch in the widget to compare."</p>
            </Aside>
        </Section>
    }
    .into_any()
}

/// Attention.
fn attention_section() -> AnyView {
    view! {
        <Section id="attention" number="3.2" title="Attention">
            <PaperQuote text="An attention function can be described as mapping a query and a set of key-value pairs to an output, where the query, keys, values, and output are all vectors." place="§3.2" />
            <Aside kind="Everyday picture">
                <p>"At a library you type a search (the " <Term id="qkv">"query"</Term> "). Every book has a catalogue card (its key) and the book itself (its value). Instead of one book you get a blend: mostly the best match, a little of the next. In self-attention each word is searcher, card and book at once."</p>
            </Aside>
            <PlacedWidget name="listen" />
            <p>"Pick “it” and switch the ending between “tired” and “wide”: one changed word at the end moves most of the attention from “animal” to “street”. Read the note on the widget about where its numbers come from."</p>
            <Aside kind="Why it still matters">
                <p>"Attention is the only place in a Transformer where tokens exchange information; everything else works on each token alone."</p>
            </Aside>
        </Section>
    }
    .into_any()
}

/// Scaled dot-product attention.
fn scaled_dot_product_section() -> AnyView {
    view! {
        <Section id="scaled-dot-product" number="3.2.1" title="Scaled dot-product attention">
            <Aside kind="Tiny example">
                <p>
                    "Follow “it”. Suppose its scaled scores against “animal”, “tired” and “street” are 2, 1 and 0.5. The softmax turns them into " {figures::share(0)} ", " {figures::share(1)} " and " {figures::share(2)}
                    ", so the new vector for “it” is " {figures::share(0)} " × value(animal) + " {figures::share(1)} " × value(tired) + " {figures::share(2)} " × value(street)."
                </p>
            </Aside>
            <Equation
                mathml=eq::ATTENTION
                symbols=eq::ATTENTION_SYMBOLS
                words="compare every query with every key, shrink the scores by the square root of the key width, turn each row into shares, and blend the values by those shares."
                numbers=figures::attention_numbers()
            />
            <PlacedWidget name="dot-product" />
            <h3>"Why divide by √d_k?"</h3>
            <PaperQuote text="We suspect that for large values of d_k, the dot products grow large in magnitude, pushing the softmax function into regions where it has extremely small gradients." place="§3.2.1" />
            <p>
                "Roll one die and the result moves between 1 and 6; add a hundred dice and the total swings by dozens. A " <Term id="dot-product">"dot product"</Term> " adds d_k products, so if the entries have mean 0 and variance 1 the score has variance d_k: at d_k = 64 raw scores swing by about √64 = 8. "
                "Such scores push the softmax to give one key nearly everything, and a saturated softmax barely responds to small changes, so training stalls. Dividing by √d_k brings the swing back to about 1."
            </p>
            <PlacedWidget name="scaling" />
            <Aside kind="Why it still matters">
                <p>"Every attention layer in every current model still divides by √d_k."</p>
            </Aside>
        </Section>
    }
    .into_any()
}

/// Softmax, decoded.
fn softmax_section() -> AnyView {
    view! {
        <Section id="softmax" title="Softmax, decoded">
            <p>
                <Term id="softmax">"Softmax"</Term> " turns any list of scores, negative ones included, into positive shares that total exactly 1. Think of a vote where louder voices get disproportionately more say: a score one point higher earns about 2.7 times the share."
            </p>
            <Equation
                mathml=eq::SOFTMAX
                symbols=eq::SOFTMAX_SYMBOLS
                words="the share of item i is e raised to its score, divided by the sum of e raised to every score."
                numbers=figures::softmax_example()
            />
            <p>"Drag a bar and every other bar answers, because the shares must still total 100%. Then move the temperature: scores are divided by it first, so below 1 the gaps grow and the winner takes almost all; above 1 everything flattens. Chat models use the same knob when they pick their next word."</p>
            <PlacedWidget name="softmax" />
        </Section>
    }
    .into_any()
}

/// Multi-head attention.
fn multi_head_section() -> AnyView {
    view! {
        <Section id="multi-head" number="3.2.2" title="Multi-head attention">
            <PaperQuote text="Multi-head attention allows the model to jointly attend to information from different representation subspaces at different positions." place="§3.2.2" />
            <Aside kind="Everyday picture">
                <p>"A panel of readers, each with a different brief: one tracks who did what, one tracks where, one tracks tense. Each " <Term id="head">"head"</Term> " gets its own narrow projections and its own attention pattern, and their findings are joined at the end."</p>
            </Aside>
            <Equation
                mathml=eq::MULTI_HEAD
                symbols=eq::MULTI_HEAD_SYMBOLS
                words="project the input into h smaller sets of queries, keys and values, run attention on each, put the results side by side, and mix them with one more matrix."
                numbers=format!("with 8 heads at d_model = 512 each head works at width 64; the four projection matrices hold 4 · 512² = {} weights, the same as one full-width head would", figures::attn_params())
            />
            <PlacedWidget name="multi-head" />
            <Aside kind="Why it still matters">
                <p>"In the paper's ablation a single head scored 0.9 BLEU below the best setting, and too many heads hurt as well. Current models keep many heads but share keys and values between groups of them (grouped-query attention) to shrink the memory they need while generating."</p>
            </Aside>
        </Section>
    }
    .into_any()
}

/// Three uses of attention, and the causal mask.
fn three_uses_section() -> AnyView {
    view! {
        <Section id="three-uses" number="3.2.3" title="Three uses of attention, and the causal mask">
            <PaperQuote text="This allows every position in the decoder to attend over all positions in the input sequence." place="§3.2.3" />
            <ul>
                <li>"Encoder self-attention: every source token attends to every source token."</li>
                <li>"Masked decoder self-attention: every target token attends to itself and the target tokens before it, never to later ones."</li>
                <li>"Encoder–decoder attention: queries from the decoder, keys and values from the encoder's output. This is where the translation reads the source."</li>
            </ul>
            <p>
                "In training the decoder receives the whole target sentence at once, so without a guard each word could simply read the next one. The " <Term id="causal-mask">"causal mask"</Term> " sets every score for a later position to −∞ before the softmax; after it those shares are exactly 0 and each row still sums to 100%."
            </p>
            <PlacedWidget name="mask" />
            <Aside kind="Why it still matters">
                <p>"Text generators such as the GPT family are this masked decoder on its own. While generating they keep each layer's keys and values from earlier tokens (the KV cache) instead of recomputing them, and that cache is what limits long contexts in memory."</p>
            </Aside>
        </Section>
    }
    .into_any()
}

/// Position-wise feed-forward networks.
fn feed_forward_section() -> AnyView {
    view! {
        <Section id="feed-forward" number="3.3" title="Position-wise feed-forward networks">
            <PaperQuote text="This consists of two linear transformations with a ReLU activation in between." place="§3.3" />
            <p>"After attention has mixed information between tokens, each token goes through the same small " <Term id="feed-forward">"feed-forward network"</Term> " on its own: widen to 2,048 numbers, zero the negatives (ReLU), narrow back to 512."</p>
            <Equation
                mathml=eq::FFN
                symbols=eq::FFN_SYMBOLS
                words="widen the vector with one matrix, keep only the positive parts, and narrow it back with another."
                numbers=figures::ffn_example()
            />
            <PlacedWidget name="feed-forward" />
            <p>{format!("At the base widths one feed-forward layer holds {} parameters, about twice the attention projections' {}.", figures::ffn_params(), figures::attn_params())}</p>
            <Aside kind="Why it still matters">
                <p>"Most of a large model's parameters sit in these networks. Modern ones swap ReLU for GELU or SwiGLU, and mixture-of-experts models keep many such networks and send each token to a few of them."</p>
            </Aside>
        </Section>
    }
    .into_any()
}

/// Embeddings and softmax.
fn embeddings_section() -> AnyView {
    view! {
        <Section id="embeddings" number="3.4" title="Embeddings and softmax">
            <PaperQuote text="In our model, we share the same weight matrix between the two embedding layers and the pre-softmax linear transformation" place="§3.4" />
            <p>
                "Each token id is looked up in an " <Term id="embedding">"embedding"</Term> " table and the vector is multiplied by √d_model. The paper shares one table three ways: the encoder's input embedding, the decoder's input embedding, and the final linear layer that scores every vocabulary entry before the softmax."
            </p>
            <Aside kind="Tiny example">
                <p>{format!("With a shared vocabulary of 37,000 tokens and width 512 the table has 37,000 × 512 = {} numbers. Sharing it three ways saves two more tables of that size.", figures::emb_params())}</p>
            </Aside>
        </Section>
    }
    .into_any()
}

/// Positional encoding.
fn positional_encoding_section() -> AnyView {
    view! {
        <Section id="positional-encoding" number="3.5" title="Positional encoding">
            <PaperQuote text="Since our model contains no recurrence and no convolution, in order for the model to make use of the order of the sequence, we must inject some information about the relative or absolute position of the tokens in the sequence." place="§3.5" />
            <p>
                "Attention on its own sees a bag of words: shuffle the input and every output is shuffled the same way, so “dog bites man” and “man bites dog” would look alike. The paper therefore adds a fixed " <Term id="positional-encoding">"positional encoding"</Term>
                " to each embedding: sines in even dimensions, cosines in odd ones, with wavelengths from 2π to about 10,000 · 2π positions."
            </p>
            <Equation
                mathml=eq::PE
                symbols=eq::PE_SYMBOLS
                words="each pair of dimensions is a clock hand turning at its own speed; a position is read off all the hands at once."
                numbers=figures::pe_examples()
            />
            <p>"The authors chose sinusoids because shifting by a fixed offset is a linear map of the encoding, which should make relative positions easy to use; learned position embeddings scored nearly the same (Table 3, row E)."</p>
            <PlacedWidget name="pe" />
            <Aside kind="Why it still matters">
                <p>"Most current models rotate queries and keys instead (RoPE) or use other relative schemes, which carry over better to longer inputs; the idea of injecting order is the same."</p>
            </Aside>
        </Section>
    }
    .into_any()
}

/// Why self-attention.
fn why_self_attention_section() -> AnyView {
    view! {
        <Section id="why-self-attention" number="4" title="Why self-attention">
            <PaperQuote text="Another is the amount of computation that can be parallelized, as measured by the minimum number of sequential operations required." place="§4" />
            <p>
                "The paper compares layer types on three counts: work per layer, how many steps must happen one after another, and how many steps separate two distant tokens. Self-attention does n²·d work for n tokens of width d, a recurrent layer n·d². "
                "The two are equal exactly when n = d, so for sentences shorter than the model width, which is the usual case in translation, attention is cheaper as well as parallel."
            </p>
            <PlacedWidget name="cost" />
            <Aside kind="Why it still matters">
                <p>"The n² term is why long contexts are hard. Restricted, linear and hybrid attention, FlashAttention-style kernels and KV-cache compression all attack it."</p>
            </Aside>
        </Section>
    }
    .into_any()
}

/// Training.
fn training_section() -> AnyView {
    view! {
        <Section id="training" number="5" title="Training">
            <PaperQuote text="This hurts perplexity, as the model learns to be more unsure, but improves accuracy and BLEU score." place="§5.4" />
            <p>
                "Data: WMT 2014 English–German, about 4.5 million sentence pairs with a shared byte-pair vocabulary of about 37,000 tokens, and English–French, 36 million sentences with 32,000 word pieces. "
                "Hardware: one machine with 8 NVIDIA P100 GPUs; the base model took 100,000 steps (about 12 hours, 0.4 s a step), the big one 300,000 steps (3.5 days). "
                "Optimiser: Adam with β1 = 0.9, β2 = 0.98 and ε = 10⁻⁹, and a learning rate that climbs for 4,000 warm-up steps and then decays."
            </p>
            <Equation
                mathml=eq::LRATE
                symbols=eq::LRATE_SYMBOLS
                words="grow the rate in a straight line during warm-up, then shrink it with one over the square root of the step."
                numbers=figures::schedule_example()
            />
            <PlacedWidget name="learning-rate" />
            <p>
                "Regularisation: dropout of 0.1 on each sub-layer's output and on the embeddings plus positional encodings, and label smoothing with ε = 0.1: the training target keeps 1 − ε on the right token and spreads ε over the whole vocabulary. "
                "It makes the model less sure of itself, which worsens perplexity but improved BLEU."
            </p>
            <p>{format!("For ε = 0.1 and 37,000 tokens, {}.", figures::smoothing_example())}</p>
            <PlacedWidget name="label-smoothing" />
        </Section>
    }
    .into_any()
}

/// Results.
fn results_section() -> AnyView {
    view! {
        <Section id="results" number="6" title="Results">
            <PaperQuote text="On the WMT 2014 English-to-German translation task, the big transformer model (Transformer (big) in Table 2) outperforms the best previously reported models (including ensembles) by more than 2.0 BLEU, establishing a new state-of-the-art BLEU score of 28.4." place="§6.1" />
            <p>"On newstest2014 the big Transformer beat every earlier model and ensemble on both tasks, at a fraction of their training cost; even the base model beat all earlier English→German systems. Decoding used beam search of size 4 with a length penalty α = 0.6."</p>
            <PlacedWidget name="results" />
            <p>"The ablations (Table 3) vary one thing at a time on the development set: one head is clearly worse, 8 to 16 heads do best, learned positions match sinusoids, and bigger models with dropout help. The same architecture, trained only on the WSJ portion of the Penn Treebank, reached 91.3 F1 on English constituency parsing, a sign it was not tuned to translation alone."</p>
        </Section>
    }
    .into_any()
}

/// Conclusion.
fn conclusion_section() -> AnyView {
    view! {
        <Section id="conclusion" number="7" title="Conclusion">
            <PaperQuote text="In this work, we presented the Transformer, the first sequence transduction model based entirely on attention, replacing the recurrent layers most commonly used in encoder-decoder architectures with multi-headed self-attention." place="§7" />
            <p>"The authors planned to apply attention to images, audio and video, to study local, restricted attention for large inputs, and to make generation less sequential. Every one of those happened: Vision Transformers, speech and video models, sparse and linear attention, and speculative decoding."</p>
        </Section>
    }
    .into_any()
}

/// What changed since 2017.
fn since_2017_section() -> AnyView {
    view! {
        <Section id="since-2017" title="What changed since 2017">
            <ul class="changes">
                <li>"Pre-norm, x + Sublayer(LayerNorm(x)), replaced post-norm in most models."</li>
                <li>"Rotary (RoPE) and other relative position schemes replaced added sinusoids."</li>
                <li>"GELU and SwiGLU replaced ReLU in the feed-forward network; mixture-of-experts layers route each token to a few of many networks."</li>
                <li>"Grouped-query and multi-query attention share keys and values to shrink the KV cache; multi-head latent attention (DeepSeek) compresses it further."</li>
                <li>"Linear and hybrid attention layers mixed with full attention reach contexts of a million tokens; FlashAttention computes exact attention with far less memory traffic."</li>
                <li>"Speculative decoding drafts several tokens and checks them at once, instead of strictly one token per step."</li>
                <li>"Vision Transformers treat image patches as tokens. Decoder-only models (the GPT family) and encoder-only models (the BERT family, most embedding models) became the dominant shapes."</li>
            </ul>
        </Section>
    }
    .into_any()
}

/// How to study it.
fn study_section() -> AnyView {
    view! {
        <Section id="study" title="How to study it">
            <ol>
                <li>"Read sections 3 and 4 of the paper closely; skim 5 and 6."</li>
                <li>"Redraw Figure 1 from memory, then compare with the " <a href="#model-architecture">"architecture widget"</a> "."</li>
                <li>"Check attention by hand on the " <a href="#scaled-dot-product">"step-by-step widget"</a> ": each row of weights must sum to 1, and with the causal mask the upper triangle must be 0."</li>
                <li>"Then build it: The Annotated Transformer walks through a complete implementation."</li>
            </ol>
        </Section>
    }
    .into_any()
}

/// Self-check.
fn self_check_section() -> AnyView {
    view! {
        <Section id="self-check" title="Self-check">
            <Question q="What do Q, K and V each do?">
                <p>"The query says what a token is looking for; each key says what its token can be matched on; the values are what actually gets blended into the output once the shares are set."</p>
            </Question>
            <Question q="Why scale the scores by 1/√d_k?">
                <p>"A dot product of two random d_k-wide vectors has variance d_k. Large scores saturate the softmax and its gradients vanish; dividing by √d_k restores a variance of about 1. Check it in the scaling widget."</p>
            </Question>
            <Question q="Why are positional encodings needed at all?">
                <p>"Attention is a weighted sum over a set: reorder the inputs and the outputs are reordered the same way. Without a position signal “dog bites man” and “man bites dog” would be indistinguishable."</p>
            </Question>
            <Question q="What is the decoder's mask for, and why does training need it?">
                <p>"It sets the scores of later positions to −∞, so token i sees only tokens 1 to i. In training the whole target sentence is fed at once, so without it the model could copy the word it is supposed to predict."</p>
            </Question>
            <Question q="When is self-attention more expensive than a recurrent layer?">
                <p>"When the sequence is longer than the model is wide (n > d): attention costs n²·d per layer and recurrence n·d². Try n above d in the cost widget."</p>
            </Question>
            <Question q="Your own: with 8 heads at d_model = 512, how many weights do the attention projections hold, and does that change with 16 heads?">
                <p>{format!("4 · 512² = {}, with any number of heads: more heads means narrower ones. The multi-head widget shows it.", figures::attn_params())}</p>
            </Question>
        </Section>
    }
    .into_any()
}

/// Further reading.
fn further_reading_section() -> AnyView {
    view! {
        <Section id="further-reading" title="Further reading">
            <ul>
                <li><a href=PAPER>"Vaswani et al. (2017), Attention Is All You Need"</a> " (arXiv 1706.03762)."</li>
                <li>"The Annotated Transformer (Harvard NLP): the paper with a line-by-line implementation."</li>
            </ul>
        </Section>
    }
    .into_any()
}

/// Glossary.
fn glossary_section() -> AnyView {
    view! {
        <Section id="glossary" title="Glossary">
            <dl class="glossary">
                {GLOSSARY
                    .iter()
                    .map(|e| view! {
                        <dt id=format!("term-{}", e.id)>{e.term}</dt>
                        <dd>{e.definition}</dd>
                    })
                    .collect_view()}
            </dl>
        </Section>
    }
    .into_any()
}

/// For teachers: embed any widget.
fn embed_section() -> AnyView {
    view! {
        <Section id="embed" title="For teachers: embed any widget">
            <p>
                "Each widget on this page can stand alone in a course page, with its settings carried in the link. Set one up, open its “Share or embed” panel and paste the iframe code into any editor that accepts HTML. "
                <a href="?gallery">"The embedding gallery"</a> " lists every widget with its parameters and code ready to paste."
            </p>
        </Section>
    }
    .into_any()
}
