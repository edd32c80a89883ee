// The public widget catalogue as the tests see it. Names and parameters come from
// catalogue.json, which components/tests/catalogue.rs writes from each widget's parameter
// declarations (and fails on when it is stale); this file adds one non-default link per widget
// with what its summary must then say.
import { readFileSync } from 'node:fs';
import { summary } from './harness.mjs';

/** Every widget with its declared parameters (name, kind, range, default, about, unit). */
export const DECLARED = JSON.parse(readFileSync(new URL('./catalogue.json', import.meta.url), 'utf8')).widgets;

const EXAMPLES = {
  scaling: { link: 'dk=256&keys=4&seed=42', says: /^d_k = 256, 4 keys\./ },
  softmax: { link: 'scores=3,0&labels=yes,no&t=0.5', says: /^At temperature 0\.50, the shares are: yes 99\.8%, no 0\.2%\.$/ },
  mask: { link: 'n=3&seed=9&row=1', says: /^3 tokens: 6 allowed cells and 3 masked cells .* Row 1, “The”, may see The 100\.0%\.$/ },
  pe: { link: 'positions=20&dmodel=16&pos=0&dim=1', says: /^PE\(0, 1\) = 1\.000: a cosine .* Showing 20 positions by 16 dimensions\.$/ },
  cost: { link: 'n=512&d=512', says: /Both cost the same: this is the crossover\./ },
  architecture: { link: 'block=softmax&n=7&vocab=1000', says: /^Softmax: .* In: 7 × 1,000\. Out: 7 × 1,000\. Parameters: 0 / },
  // The listen widget reads the shipped translator, whose weights arrive after the widget.
  listen: { link: 'ending=wide&subject=cow&place=bridge', says: /^Cross-attention, layer 2, head 1: the French word “il” \(word 11\) listens most to “bridge” .* The model writes “il” / , ready: /listens/ },
  'dot-product': { link: 'step=3&mask=on', says: /^Step 3: mask \(optional\) \(mask on: later tokens hidden\): \[0\.71, −∞, −∞; 0\.00, 1\.41, −∞; 0\.71, 1\.41, 1\.41\]\.$/ },
  'multi-head': { link: 'heads=1&n=20', says: /^1 head of width 512 at d_model = 512: each head works on 20 × 512.* BLEU 24\.9 and perplexity 5\.29/ },
  'residual-norm': { link: 'x=2,0,4&sub=1,1,1', says: /^Post-norm, as in the paper: x \+ Sublayer\(x\) = \(3, 1, 5\); its mean is 3 and its standard deviation 1\.633, so LayerNorm gives \(0, −1\.2247, 1\.2247\)\.$/ },
  'feed-forward': { link: 'x=2,1&dmodel=1024&dff=4096', says: /^x = \(2, 1\): widen to x·W1 = \(2, 1, −1\), ReLU gives \(2, 1, 0\), narrow to the output \(4, 1\)\. At d_model = 1,024 and d_ff = 4,096 one feed-forward layer has 8,393,728 parameters\.$/ },
  'learning-rate': { link: 'step=100000', says: /At step 100,000 it is 1\.4e-4\.$/ },
  'label-smoothing': { link: 'eps=0.5&vocab=2', says: /^With ε = 0\.5 over 2 tokens, the target gives the correct token 0\.75 and the other token 0\.25\.$/ },
  // The training widget's summary changes once its worker has scored the untrained model on the
  // held-out set; `ready` is that second line, which a comparison across loads must wait for.
  train: { link: 'task=sort&len=5', says: /^Step 0: not trained yet\b.*\bsort/, ready: /held-out/ },
  translate: { link: `s=${encodeURIComponent('the goat didn\'t cross the river because it was too long')}&word=11`, says: /→ “la chèvre n'a pas traversé la rivière parce qu'elle était trop longue”\. In layer 2, head 1, “elle” \(word 11\) looks most at “river” /, ready: /→|Nothing/ },
  beam: { link: 'k=4&alpha=0.6', says: /^A beam of 4 with α = 0\.60 on the early checkpoint \(step 250 of 650\) chooses “la chèvre blanche a aimé la chèvre noire”: log-probability −3\.706, −2\.229 after the length penalty\. Greedy decoding writes “la chèvre blanche blanche/, ready: /chooses|draw is|Nothing|could not be loaded/ },
  // Its counts come at once; the translator's timing once the weights are in.
  'kv-cache': { link: 'n=512&dmodel=64&layers=2&heads=4', says: /^Writing 512 tokens with d_model = 64 and 2 layers: recomputing every step takes 18,670,288,896 multiply-adds, caching keys and values 83,951,616, 222\.4 times fewer\. The cache holds 524,288 bytes\./, ready: /Measured here|could not be loaded/, volatile: /\d+\.\d+ ms/g },
  results: { link: 'task=en-fr', says: /^English→French: Transformer \(base\) 38\.1 BLEU .* Transformer \(big\) 41\.8 BLEU/ },
};

/** name → { params: [declared names], declared: [declarations], link, says, ready? }, in page order. */
export const CATALOGUE = Object.fromEntries(
  DECLARED.map((w) => {
    if (!EXAMPLES[w.name]) throw new Error(`tests/e2e/catalogue.mjs: the widget “${w.name}” needs an entry in EXAMPLES (a link other than its defaults, and what its summary then says)`);
    return [w.name, { params: w.params.map((p) => p.name), declared: w.params, ...EXAMPLES[w.name] }];
  }),
);

export const NAMES = Object.keys(CATALOGUE);

/**
 * A widget's summary with what differs from load to load masked (the kv-cache widget's measured
 * times), so two loads of one state can be compared.
 */
export function stable(name, text) {
  const volatile = CATALOGUE[name]?.volatile;
  return volatile ? text.replace(volatile, '… ms') : text;
}

/** Every parameter name any widget has, for the fuzz tests' random links. */
export const KEYS = [...new Set(DECLARED.flatMap((w) => w.params.map((p) => p.name)))];

/**
 * Waits for `name`'s summary, and for its settled line when it has one that arrives later (a
 * widget that loads weights draws its controls, and so attaches their listeners, only then).
 */
export async function ready(page, name) {
  await summary(page, name).waitFor();
  const later = CATALOGUE[name]?.ready;
  if (later) await summary(page, name).filter({ hasText: later }).waitFor();
}
