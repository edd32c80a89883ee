// The public widget catalogue as the tests see it. Names, parameters and each widget's example
// link with what it then says come from catalogue.json, which components/tests/catalogue.rs
// writes from the catalogue (and fails on when it is stale); this file adds only what a page
// waits for before its summary settles.
import { readFileSync } from 'node:fs';
import { summary } from './harness.mjs';

/** Every widget with its declared parameters (name, kind, range, default, about, unit). */
export const DECLARED = JSON.parse(readFileSync(new URL('./catalogue.json', import.meta.url), 'utf8')).widgets;

/** A pattern that matches exactly one of `texts`. */
const oneOf = (texts) => new RegExp(`^(?:${texts.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);

/**
 * What the catalogue cannot know of a widget's page: what it waits for before its summary
 * settles (`ready`), and what differs from load to load (`volatile`). A widget that reads files
 * (the translators' weights) waits for them by itself; only these say more.
 */
const WAITS = {
  // The training widget's summary changes once its worker has scored the untrained model on the
  // held-out set; `ready` is that second line, which a comparison across loads must wait for.
  train: { says: /^Step 0: not trained yet\b.*\bsort/, ready: /held-out/ },
  // The robot's says its scene at once, then the untrained model's answer and the held-out
  // score once its worker has started.
  robot: { ready: /sends the gripper[^]*held-out/ },
  // Its counts come at once; the translator's timing once the weights are in, measured here.
  'kv-cache': { ready: /Measured here|could not be loaded/, volatile: /\d+\.\d+ ms/g },
};

/** Waits for a widget's files (the translators' weights): any line but the one that says they are loading. */
const WEIGHTS = /^(?!Loading (the translator|the everyday translator|the translator's subwords))/;

/**
 * name → { params: [declared names], declared: [declarations], link, says, ready?, volatile? },
 * in page order. `link` is the widget's example (`Widget::EXAMPLE`), and `says` what the native
 * compute says for it (with the timing masked where it is volatile).
 */
export const CATALOGUE = Object.fromEntries(
  DECLARED.map((w) => {
    const waits = WAITS[w.name] ?? {};
    const says = waits.volatile
      ? oneOf(w.example.says.map((t) => t.replace(waits.volatile, '__VOLATILE__'))).source.replaceAll('__VOLATILE__', waits.volatile.source)
      : null;
    return [w.name, {
      params: w.params.map((p) => p.name),
      declared: w.params,
      link: w.example.link,
      says: waits.says ?? (says ? new RegExp(says) : oneOf(w.example.says)),
      ready: waits.ready ?? (w.weights ? WEIGHTS : undefined),
      volatile: waits.volatile,
    }];
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
