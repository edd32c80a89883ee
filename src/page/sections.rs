//! The sections of the paper, in order. Prose is the project's own; quotations of the paper are
//! marked and attributed.

use leptos::prelude::*;

use super::{PlacedWidget, Section};

/// A short quotation of the paper with a link to its section of the original.
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
            <footer>
                "Vaswani et al. (2017), " {place} ". "
                <a href="https://arxiv.org/abs/1706.03762">"Read the original"</a>
            </footer>
        </blockquote>
    }
}

/// Every section, in the paper's order.
#[component]
pub fn Sections() -> impl IntoView {
    view! {
        <Section id="start-here" title="Start here: the idea without maths">
            <p>
                "A Transformer reads a whole sentence at once. For every word it asks: which of the other words help me make sense of myself? "
                "It then builds a new version of that word by mixing in a little of each helpful word, more of the ones that help most. "
                "That weighing and mixing is called attention, and the paper's claim is that a translation model needs nothing else to connect words together."
            </p>
            <p>
                "Picture a long group chat where someone writes “she said yes!”. You do not reread the whole thread with equal care; "
                "your eyes jump back to the two or three messages that tell you who “she” is and what was asked. A Transformer does that jump for every word, for all words at the same moment."
            </p>
        </Section>

        <Section id="model-architecture" number="3" title="Model architecture">
            <PaperQuote
                text="The Transformer follows this overall architecture using stacked self-attention and point-wise, fully connected layers for both the encoder and decoder"
                place="§3"
            />
            <p>
                "The model has two towers. The encoder, on the left, reads the source sentence and turns every word into a vector that knows about its neighbours. "
                "The decoder, on the right, writes the translation one word at a time. Before each new word it looks back over what it has written so far and consults the encoder's vectors. "
                "Select any block to see what it does, the shape of the data flowing through it, and how many numbers it learns."
            </p>
            <PlacedWidget name="architecture" />
        </Section>

        <Section id="scaled-dot-product" number="3.2.1" title="Scaled dot-product attention">
            <PaperQuote
                text="We suspect that for large values of d_k, the dot products grow large in magnitude, pushing the softmax function into regions where it has extremely small gradients."
                place="§3.2.1"
            />
            <p>
                "Each word's query is compared with every word's key by a dot product: multiply the two vectors entry by entry and add up. "
                "With d_k entries, that sum collects d_k random-ish terms, so its typical size grows like √d_k. Large scores make the softmax lopsided: one key takes almost everything, and training signals through the others fade away. "
                "Dividing by √d_k puts the scores back on a scale of about 1, whatever the width."
            </p>
            <p>
                "Try it: slide d_k to the right. The hatched, unscaled bars pile onto a single key while the solid, scaled bars stay spread out. The chart below averages thousands of draws."
            </p>
            <PlacedWidget name="scaling" />
        </Section>

        <Section id="softmax" title="Softmax: turning scores into shares">
            <p>
                "Attention needs shares: nothing negative, everything adding up to 100%. Softmax gets them from raw scores by raising "
                <i>"e"</i>
                " to each score and dividing by the total, so a score one point higher earns about 2.7 times as much. "
                "With the paper-style example scores 2, 1 and 0.5, the shares come out near 63%, 23% and 14%."
            </p>
            <p>
                "Try it: drag a bar, or tab to it and use the arrow keys. No word can gain without the others losing. Then move the temperature: below 1 the largest score swallows nearly everything; above 1 the shares even out."
            </p>
            <PlacedWidget name="softmax" />
        </Section>

        <Section id="three-uses" number="3.2.3" title="Three uses of attention, and the causal mask">
            <p>
                "The same mechanism does three jobs. In the encoder, every source word attends to every source word. "
                "In the decoder's first attention, every target word attends to the target words before it, and never to later ones. "
                "In the decoder's second attention, the queries come from the decoder while the keys and values come from the encoder: that is where the translation reads the source."
            </p>
            <p>
                "During training the decoder sees the whole target sentence at once, so something must stop a word from peeking at the answer. "
                "Before the softmax, every score for a later word is set to −∞; after it, those shares are exactly 0, and each row still adds up to 100%. Pick a row to see one word's view."
            </p>
            <PlacedWidget name="mask" />
        </Section>

        <Section id="positional-encoding" number="3.5" title="Positional encoding">
            <p>
                "Attention by itself treats a sentence as a bag of words: shuffle them and each word gets the same mix. "
                "To give the model a sense of order, the paper adds a fixed pattern to each word's vector: a sine in each even dimension and a cosine in each odd one, with the wavelength growing from 2π in the first pair to about 10,000 · 2π in the last."
            </p>
            <p>
                "Try it: move over the heatmap, tap it, or focus it and use the arrow keys. The readout names the value and whether it is a sine or a cosine. The left columns flicker quickly down the rows; the right ones barely change."
            </p>
            <PlacedWidget name="pe" />
        </Section>

        <Section id="why-self-attention" number="4" title="Why self-attention">
            <p>
                "A self-attention layer compares every pair of words: about n²·d operations for n words of width d. "
                "A recurrent layer instead passes a d-wide state along the sentence, multiplying it by a d × d matrix at each of n steps: about n·d². "
                "The two are equal exactly when n = d. Below that, attention is cheaper, and unlike recurrence it needs no step to wait for the one before it."
            </p>
            <PlacedWidget name="cost" />
        </Section>

        <Section id="embed" title="For teachers: embed any widget">
            <p>
                "Each widget on this page can stand alone in your course page, with its settings carried in the link. "
                "Set one up, open its “Share or embed” panel, and paste the iframe code into any editor that accepts HTML. "
                <a href="?gallery">"The embedding gallery"</a>
                " lists every widget with its parameters and code ready to paste."
            </p>
        </Section>
    }
}
