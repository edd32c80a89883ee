// The everyday translator and its subwords, on the release build: a sentence typed translates,
// greedy and beam; the alignment follows the layer, the head and the piece; a held-out sentence
// shows its references; the data's licence is at the widget; and bad input gets a notice, never a
// panic, with the text kept.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { settled, summary, watchedPage, useBrowser } from './harness.mjs';

const ctx = useBrowser({ before, after });

/** The widget's sentence box. */
const box = (page) => page.locator('[data-widget="everyday-translate"] textarea[data-control="sentence"]');
/** The notices about the text, one string each. */
const notes = (page) => page.locator('[data-widget="everyday-translate"] .everyday-notes li').allTextContents();
/** Waits until the translator's files are in and it has translated `english`. */
async function translated(page, english) {
  const status = summary(page, 'everyday-translate');
  await status.filter({ hasText: `“${english}”` }).waitFor({ timeout: 60_000 });
  return status.textContent();
}

test('a sentence typed is translated, greedy and by beam, and its alignment follows the controls', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.goto(`${ctx.server.base}?embed=everyday-translate`);
  assert.match(await translated(page, 'I am hungry.'), /^“I am hungry\.” → “J'ai faim\.” French piece 1 of 3, “J'ai”, looked most at “I”: \d+\.\d% of its attention, averaged over layer 2's heads\.$/);
  await box(page).fill('Where is the station?');
  await settled(page);
  assert.match(await translated(page, 'Where is the station?'), /→ “Où est la gare \?”/);
  // Each French piece is a button with its probability.
  const pieces = page.locator('[data-widget="everyday-translate"] .piece-button');
  assert.ok((await pieces.count()) >= 4);
  assert.match(await pieces.first().textContent(), /\d+\.\d%/);
  await pieces.nth(2).click();
  assert.match(await summary(page, 'everyday-translate').textContent(), /French piece 3 of \d+/);
  // A head of its own, then the first layer.
  await page.locator('[data-control="head-3"]').click();
  assert.match(await summary(page, 'everyday-translate').textContent(), /in layer 2, head 3\.$/);
  await page.locator('[data-control="layer-1"]').click();
  assert.match(await summary(page, 'everyday-translate').textContent(), /in layer 1, head 3\.$/);
  // By beam.
  await page.locator('[data-control="mode-beam"]').click();
  assert.match(await summary(page, 'everyday-translate').textContent(), /Written by a beam of 4\.$/);
  // The link keeps the state.
  await page.waitForFunction(() => {
    const q = new URL(location.href).searchParams;
    return q.get('s') === 'Where is the station?' && q.get('mode') === 'beam';
  });
  // A held-out sentence: its references, and whether the model wrote one of them.
  await page.locator('[data-control="held-out"]').click();
  await page.locator('.everyday-held-out').waitFor();
  assert.ok((await page.locator('.everyday-references li').count()) >= 1);
  assert.match(await page.locator('.everyday-held-out p').textContent(), /^A held-out sentence: the translator never saw it\. The data gives it \d+ translations?; the model's French is (exactly|not) one of them\.$/);
  // The data's credit and licence, at the widget.
  const credit = page.locator('.everyday-credit');
  assert.equal(await credit.locator('a[href="https://tatoeba.org"]').count(), 1);
  assert.equal(await credit.locator('a[href="https://creativecommons.org/licenses/by/2.0/"]').count(), 1);
  page.check();
  await page.closeAll();
});

test('bad input gets a notice or a translation with one, never a panic, and the text is kept', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.goto(`${ctx.server.base}?embed=everyday-translate`);
  await translated(page, 'I am hungry.');
  const cases = [
    ['', /nothing to translate yet/],
    ['?!… ...', /has no letters or digits/],
    ['I love pizza 🍕 so much.', /never saw this character .*🍕/],
    ['Je suis très fatigué ce soir.', /looks like French/],
    ['אני רעב', /never saw these characters/],
    ['I am\u0007 hungry\u202E.', /Control, direction and zero-width characters were left out/],
    [`${'The cat sat on the mat and looked at the dog. '.repeat(4)}`, /longer than any sentence the translator learned from/],
  ];
  for (const [text, expected] of cases) {
    await box(page).fill(text);
    await settled(page);
    const said = await notes(page);
    assert.ok(said.some((n) => expected.test(n)), `${JSON.stringify(text)}: ${said.join(' | ')}`);
    assert.equal(await box(page).inputValue(), text, 'the text is kept as typed');
    assert.ok((await summary(page, 'everyday-translate').textContent()).length > 0);
  }
  // 500 characters: the box keeps what a link can carry, and says so.
  const long = 'I think that Tom will be coming back later tonight. '.repeat(10);
  await box(page).fill(long);
  await settled(page);
  assert.match(await page.locator('[data-widget="everyday-translate"]').textContent(), /Only the first 200 characters are kept/);
  assert.equal((await box(page).inputValue()).length, 200);
  assert.ok((await notes(page)).some((n) => /reads at most \d+ pieces, so the sentence was cut after/.test(n) || /longer than any sentence/.test(n)));
  page.check();
  await page.closeAll();
});

test('the subwords widget replays the learned merges one at a time', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.goto(`${ctx.server.base}?embed=subwords&s=transformers&step=0`);
  const status = summary(page, 'subwords');
  await status.filter({ hasText: /^transformers: / }).waitFor({ timeout: 60_000 });
  const before = (await status.textContent()).match(/^transformers: t·r·a·n·s·f·o·r·m·e·r·s after 0 of (\d+) merges, (\d+) pieces/);
  assert.ok(before, await status.textContent());
  await page.locator('[data-widget="subwords"] button', { hasText: 'Next merge' }).click();
  assert.match(await status.textContent(), new RegExp(`after 1 of ${before[1]} merges, ${before[2] - 1} pieces`));
  await page.goto(`${ctx.server.base}?embed=subwords&s=transformers`);
  await status.filter({ hasText: /^transformers: / }).waitFor({ timeout: 60_000 });
  assert.match(await status.textContent(), /^transformers: trans·form·ers after 10 merges, 3 pieces\.?$/);
  page.check();
  await page.closeAll();
});
