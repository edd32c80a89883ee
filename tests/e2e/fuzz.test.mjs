// Seeded fuzzing in the browser: 1,000 random links per widget (FUZZ_LINKS changes the count),
// each mounted for real, with no panic, no console error, and a summary that says something.
// The links are built from the same pieces as the native fuzzing in components/src/fuzz.rs.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { summary, watchedPage, useBrowser } from './harness.mjs';
import { KEYS as DECLARED_KEYS, NAMES } from './catalogue.mjs';

const ctx = useBrowser({ before, after });
// 200 per widget in `./x test`, 1,000 in `./x test --long` (scripts/test.sh sets FUZZ_LINKS).
const LINKS = Number(process.env.FUZZ_LINKS ?? 1000);

const PIECES = ["", "0", "1", "-1", "2", "7", "64", "512", "1024", "4096", "100000", "1e309", "-1e309", "NaN", "inf", "Infinity", "0.5", "-0.0", "1e-300", "3.5", "9007199254740993", "abc", "%", "%zz", "%E2%88%9E", ",", ",,", "1,2", "1,2,3", "2,1,0.5", "1,2,3,4,5,6,7,8,9", "a,b,c", "tired", "wide", "on", "off", "post", "pre", "en-fr", "linear", "none", "\u0000", "é", "+", "&", "="];
const KEYS = [...DECLARED_KEYS, 'embed', 'junk'];

/** mulberry32: a small seeded generator, so a failing link can be reproduced from its seed. */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomQuery(next) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const pairs = Math.floor(next() * 8);
  const out = [];
  for (let i = 0; i < pairs; i++) {
    let value = pick(PIECES);
    if (next() < 0.2) value += pick(PIECES);
    if (next() < 0.02) value = '9'.repeat(150 + Math.floor(next() * 250));
    out.push(`${pick(KEYS)}=${value}`);
  }
  return out.join('&');
}

for (const [index, name] of NAMES.entries()) {
  test(`${name}: ${LINKS} random links each render without a panic or a console error`, async () => {
    const next = generator(0xf022 + index);
    const queries = Array.from({ length: LINKS }, () => randomQuery(next));
    const page = await watchedPage(ctx.browser, ctx.server.origin);
    await page.goto(`${ctx.server.base}?embed=${name}`);
    await summary(page, name).waitFor();
    const silent = await page.evaluate(async ([name, queries]) => {
      const bad = [];
      for (const q of queries) {
        history.replaceState(null, '', `?embed=${name}&${q}`);
        window.wasmBindings.remount();
        // A deferred widget's bundle fills its new slot in a microtask, once the slot is in.
        await Promise.resolve();
        const text = document.querySelector(`[data-widget="${name}"] [role="status"]`)?.textContent ?? '';
        // A NaN or undefined the link did not bring itself (a softmax label may say "NaN").
        let said = q;
        try {
          said = decodeURIComponent(q.replace(/%(?![0-9A-F]{2})/gi, '%25'));
        } catch {
          // Not valid percent-encoding: compare with the raw text.
        }
        const invented = (word) => text.includes(word) && !said.includes(word);
        if (!text || invented('NaN') || invented('undefined')) bad.push(`${q} → ${JSON.stringify(text)}`);
      }
      return bad;
    }, [name, queries]);
    assert.deepEqual(silent, [], `links whose summary is empty or broken (seed ${0xf022 + index})`);
    page.check();
    await page.closeAll();
  });
}
