//! The glossary: one table feeds the inline term tips and the Glossary section.

/// One glossary entry.
pub struct Entry {
    /// Anchor and lookup key.
    pub id: &'static str,
    /// The term as the Glossary lists it.
    pub term: &'static str,
    /// A short definition in plain words.
    pub definition: &'static str,
}

/// Every term, alphabetically.
pub const GLOSSARY: &[Entry] = &[
    Entry {
        id: "attention",
        term: "Attention",
        definition: "Weighing every other token by how useful it is to this one, then mixing them in by those weights.",
    },
    Entry {
        id: "autoregressive",
        term: "Auto-regressive",
        definition: "Producing output one token at a time, each new token fed back in as input for the next.",
    },
    Entry {
        id: "bleu",
        term: "BLEU",
        definition: "A score from 0 to 100 for machine translation: how many word sequences the output shares with human translations.",
    },
    Entry {
        id: "causal-mask",
        term: "Causal mask",
        definition: "A rule in the decoder that hides later tokens: their scores become −∞ before the softmax, so their shares are exactly 0.",
    },
    Entry {
        id: "decoder",
        term: "Decoder",
        definition: "The right-hand stack: writes the output sentence one token at a time, reading what it has written and the encoder's vectors.",
    },
    Entry {
        id: "dot-product",
        term: "Dot product",
        definition: "Multiply two equally long lists of numbers entry by entry and add the results: large when the two point the same way.",
    },
    Entry {
        id: "embedding",
        term: "Embedding",
        definition: "A learned vector for each token of the vocabulary: the model's starting picture of that token.",
    },
    Entry {
        id: "encoder",
        term: "Encoder",
        definition: "The left-hand stack: reads the whole input sentence and turns each token into a vector that reflects its context.",
    },
    Entry {
        id: "feed-forward",
        term: "Feed-forward network",
        definition: "A small two-layer network applied to each position on its own: widen, ReLU, narrow.",
    },
    Entry {
        id: "head",
        term: "Head",
        definition: "One of several attention computations run side by side, each with its own projections, so each can track a different relation.",
    },
    Entry {
        id: "layer-norm",
        term: "Layer normalisation",
        definition: "Rescaling a vector to mean 0 and spread 1 (then a learned scale and shift), which keeps numbers in a steady range.",
    },
    Entry {
        id: "parallel",
        term: "Parallel",
        definition: "Done at the same time rather than one after another; GPUs are built for it.",
    },
    Entry {
        id: "positional-encoding",
        term: "Positional encoding",
        definition: "A fixed pattern of sines and cosines added to each embedding so the model can tell word order.",
    },
    Entry {
        id: "qkv",
        term: "Query, key, value",
        definition: "Three vectors per token: what it looks for (query), what it offers to be matched on (key), and what it passes on when chosen (value).",
    },
    Entry {
        id: "recurrent",
        term: "Recurrent network (RNN)",
        definition: "A network that reads a sequence one step at a time, carrying a running summary from each step to the next.",
    },
    Entry {
        id: "residual",
        term: "Residual connection",
        definition: "Adding a sub-layer's input to its output, so the layer only has to learn a correction and signals pass straight through.",
    },
    Entry {
        id: "softmax",
        term: "Softmax",
        definition: "Turns any list of scores into positive shares that add up to 1; higher scores get disproportionately more.",
    },
    Entry {
        id: "token",
        term: "Token",
        definition: "One piece of the input: a word or part of a word.",
    },
    Entry {
        id: "transformer",
        term: "Transformer",
        definition: "A network built from attention and small per-token networks, with no recurrence and no convolution.",
    },
];

/// The entry with this id.
pub fn lookup(id: &str) -> Option<&'static Entry> {
    GLOSSARY.iter().find(|e| e.id == id)
}
