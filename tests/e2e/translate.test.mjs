// The translate widget end to end, on the release build: the sentences, the table, the
// notes about unknown and missing words, and a link that carries a comma.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { summary, watchedPage, useBrowser, openExplainer } from './harness.mjs';

const ctx = useBrowser({ before, after });

const french = (page) => page.locator('[data-widget="translate"] .translate-french');

test('the cow and the bridge: il or elle, as the adjective says', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  const s = encodeURIComponent("the cow didn't cross the bridge because it was too tired");
  await page.goto(`${ctx.server.base}?embed=translate&s=${s}`);
  const status = summary(page, 'translate');
  await status.filter({ hasText: '→' }).waitFor();
  assert.equal(await french(page).textContent(), "la vache n'a pas traversé le pont parce qu'elle était trop fatiguée");
  assert.match(await status.textContent(), /In layer 2, head 2, “elle” \(word 11\) looks most at “cow” \(\d+\.\d%\)\. Right: the grammar's own French\.$/);

  // Typing replaces the sentence and its translation.
  const box = page.locator('[data-widget="translate"] [data-control="sentence"]');
  await box.fill("the cow didn't cross the bridge because it was too wide");
  await french(page).filter({ hasText: 'large' }).waitFor();
  assert.equal(await french(page).textContent(), "la vache n'a pas traversé le pont parce qu'il était trop large");
  assert.match(await status.textContent(), /“il” \(word 11\) looks most at “bridge”/);
  page.check();
  await page.closeAll();
});

test('the table has a row per French word, a column per English word, and each row adds up', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.goto(`${ctx.server.base}?embed=translate`);
  await summary(page, 'translate').filter({ hasText: '→' }).waitFor();
  const grid = page.locator('[data-widget="translate"] .translate-grid');
  assert.equal(await grid.locator('thead th').count(), 11, 'eleven English words');
  const rows = grid.locator('tbody tr');
  assert.equal(await rows.count(), 14, "l' animal n' a pas traversé la rue parce qu' il était trop fatigué");
  for (let i = 0; i < 14; i++) {
    // The shade carries each share to three decimals; the printed whole percents may not add up.
    const shares = await rows.nth(i).locator('td').evaluateAll((cells) => cells.map((c) => parseFloat(c.style.getPropertyValue('--w'))));
    const total = shares.reduce((a, b) => a + b, 0);
    assert.ok(Math.abs(total - 1) <= 0.006, `row ${i + 1} adds up to ${total}`);
  }
  // The pronoun's row is the picked one, and its largest share is on "animal".
  const picked = grid.locator('tbody tr.picked');
  assert.equal(await picked.locator('th').textContent(), 'il');
  const shares = (await picked.locator('td').allTextContents()).map((t) => parseFloat(t));
  assert.equal(shares.indexOf(Math.max(...shares)), 1);
  // Another word, another head: the link follows.
  await page.locator('[data-widget="translate"] [data-control="out-2"]').click();
  await page.locator('[data-widget="translate"] [data-control="head-2"]').click();
  assert.equal(await grid.locator('tbody tr.picked th').textContent(), 'animal');
  assert.match(await summary(page, 'translate').textContent(), /In layer 2, head 2, “animal” \(word 2\)/);
  page.check();
  await page.closeAll();
});

test('fixing a French word translates the rest again, and the link keeps it', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.goto(`${ctx.server.base}?embed=translate&fix=11:elle`);
  const status = summary(page, 'translate');
  await status.filter({ hasText: 'Fixed' }).waitFor();
  assert.equal(await french(page).textContent(), "l'animal n'a pas traversé la rue parce qu'elle était trop fatiguée");
  assert.match(await status.textContent(), /Fixed: word 11 “elle” \(the model's own choice: “il”\)\. Decoded again after it: word 14 “fatigué” → “fatiguée”\.$/);
  // The five most likely words at the picked position, the fixed one pressed; undo goes back.
  const likely = page.locator('[data-widget="translate"] .translate-likely button[data-control^="likely-"]');
  assert.equal(await likely.count(), 5);
  await page.locator('[data-widget="translate"] [data-control="unfix"]').click();
  await french(page).filter({ hasText: 'fatigué' }).filter({ hasNotText: 'fatiguée' }).waitFor();
  assert.doesNotMatch(await status.textContent(), /Fixed/);
  // Picking the most likely word fixes what the model chose anyway: nothing else changes.
  await likely.first().click();
  await status.filter({ hasText: 'Nothing else changed.' }).waitFor();
  await page.waitForFunction(() => new URL(location.href).searchParams.get('fix') === '11:il');
  page.check();
  await page.closeAll();
});

test('unknown words are named, an empty box prompts, and a comma survives the link', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  const s = encodeURIComponent("because it was too busy, the goat didn't cross the moon");
  await page.goto(`${ctx.server.base}?embed=translate&s=${s}`);
  const note = page.locator('[data-widget="translate"] .translate-note');
  await note.waitFor();
  assert.match(await note.textContent(), /^The translator does not know the word “moon”, so it is left out\./);
  const box = page.locator('[data-widget="translate"] [data-control="sentence"]');
  assert.equal(await box.inputValue(), "because it was too busy, the goat didn't cross the moon");
  // An example replaces the sentence, and the note goes.
  await page.locator('[data-widget="translate"] .translate-examples summary').click();
  await page.locator('[data-widget="translate"] [data-control="example-4"]').click();
  await french(page).filter({ hasText: 'chèvre' }).waitFor();
  assert.equal(await french(page).textContent(), "parce qu'elle était trop animée, la chèvre n'a pas traversé la route");
  assert.equal(await note.count(), 0);
  await box.fill('');
  assert.match(await note.textContent(), /^Type an English sentence/);
  assert.equal(await summary(page, 'translate').textContent(), 'Nothing to translate yet.');
  page.check();
  await page.closeAll();
});

test('the stepper follows the sentence stage by stage, by keyboard, and its link reopens it', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.goto(`${ctx.server.base}?embed=translate`);
  const status = summary(page, 'translate');
  await status.filter({ hasText: '→' }).waitFor();
  const w = page.locator('[data-widget="translate"]');
  await w.locator('[data-control="stepper"]').focus();
  await page.keyboard.press('Enter');
  const title = w.locator('.stepper-title');
  assert.equal(await title.textContent(), 'Stage 1 of 11: Tokens');
  assert.match(await status.textContent(), /Stepper: stage 1 of 11, “Tokens”\.$/);
  // The embedding row of "it", 32 numbers, then the positions added to it.
  await w.locator('[data-control="stage-next"]').focus();
  await page.keyboard.press('Enter');
  assert.equal(await w.locator('.stepper-shape').textContent(), 'Shape: 11 × 32');
  const rows = () => w.locator('.vector').evaluateAll((lists) => lists.map((l) => [...l.querySelectorAll('li')].map((li) => parseFloat(li.textContent.replace('−', '-')))));
  const [embedded] = await rows();
  assert.equal(embedded.length, 32);
  await page.keyboard.press('Enter');
  const [position, sum] = await rows();
  // Each printed to two decimals: the sum agrees to within their rounding.
  sum.forEach((s, i) => assert.ok(Math.abs(embedded[i] + position[i] - s) <= 0.0151, `dimension ${i + 1}`));
  assert.equal(await page.evaluate(() => document.activeElement.dataset.control), 'stage-next', 'focus stays on the button');
  // Stage 5: the weights of "it" over the eleven words add up to 100 (whole percents, give or take rounding).
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  assert.match(await title.textContent(), /^Stage 5 of 11/);
  const weights = (await w.locator('.stepper-panel .wv-value').allTextContents()).map(Number);
  assert.equal(weights.length, 11);
  assert.ok(Math.abs(weights.reduce((a, b) => a + b, 0) - 100) <= 6, `${weights}`);
  // The decoder's stages: word 11 is the pronoun, written from "animal".
  await w.locator('[data-control="stage-8"]').click();
  for (let i = 0; i < 10; i++) await w.locator('[data-control="pos-next"]').click();
  assert.match(await w.locator('.stepper-panel').textContent(), /cross-attention 99\.\d% to the English “animal”/);
  await w.locator('[data-control="stage-11"]').click();
  assert.equal(await w.locator('.stepper-chosen mark').textContent(), 'il');
  assert.match(await status.textContent(), /Stepper: stage 11 of 11, “The word chosen”, at French word 11 of 15\.$/);
  await page.waitForFunction(() => {
    const q = new URL(location.href).searchParams;
    return q.get('stage') === '11' && q.get('pos') === '11';
  });
  // The link opens the same stage at the same word.
  await page.goto(`${ctx.server.base}?embed=translate&stage=10&pos=11`);
  await w.locator('.stepper-ranking').waitFor();
  assert.equal(await w.locator('.stepper-ranking th').first().textContent(), 'il');
  assert.match(await w.locator('.stepper-ranking td').first().textContent(), /^90\.3%$/);
  await w.locator('[data-control="stepper"]').click();
  assert.equal(await w.locator('.stepper-panel').count(), 0, 'closed');
  page.check();
  await page.closeAll();
});

test('what if: forcing the listening head onto the street turns il into elle, marked in words, and the link keeps it', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.goto(`${ctx.server.base}?embed=listen&ending=tired&force=street`);
  const status = summary(page, 'listen');
  await status.filter({ hasText: 'Made to look' }).waitFor();
  assert.match(await status.textContent(), /Made to look only at “street”, the model writes “elle” \(\d+\.\d%\); left alone it writes “il” \(\d+\.\d%\)\.$/);
  const w = page.locator('[data-widget="listen"]');
  assert.deepEqual(await w.locator('.what-if-words mark.changed').allTextContents(), ['elle (changed)', 'fatiguée (changed)']);
  assert.match(await w.locator('.listen-flip').textContent(), /^Measured over the 66 held-out “didn't cross” sentences whose two nouns differ in gender: .* in every one of them\.$/);
  // By keyboard: the menu offers the sentence's words; "animal" changes nothing.
  const menu = w.locator('[data-control="force"]');
  await menu.focus();
  await menu.selectOption('animal');
  await status.filter({ hasText: 'still writes' }).waitFor();
  assert.equal(await w.locator('.what-if-words mark').count(), 0);
  await page.waitForFunction(() => new URL(location.href).searchParams.get('force') === 'animal');
  // The other head does not decide the pronoun, and the note says so.
  await w.locator('[data-control="head-1"]').click();
  assert.match(await w.locator('.listen-flip').textContent(), /in none of them: this head does not decide the pronoun\.$/);
  page.check();
  await page.closeAll();
});

test('on the page, the weights arrive with the first section that reads them, once', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  const asked = [];
  page.on('request', (r) => r.url().includes('translator.bin') && asked.push(r.url()));
  await page.goto(ctx.server.base);
  await page.locator('main [data-widget] [role="status"]').first().waitFor();
  assert.equal(asked.length, 0, 'not in the first load');
  await page.waitForFunction(() => {
    if (/listens/.test(document.querySelector('[data-widget="listen"] [role="status"]')?.textContent ?? '')) return true;
    document.getElementById('attention').scrollIntoView({ behavior: 'instant' });
    return false;
  }, null, { polling: 200 });
  assert.equal(asked.length, 1);
  await page.waitForFunction(() => {
    if (/→/.test(document.querySelector('[data-widget="translate"] [role="status"]')?.textContent ?? '')) return true;
    document.getElementById('translate').scrollIntoView({ behavior: 'instant' });
    return false;
  }, null, { polling: 200 });
  assert.equal(asked.length, 1, 'the second widget reads the same copy');
  page.check();
  await page.closeAll();
});

test('the training widget trains the translator live, with the native run\'s losses', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  // The shipped run's seed, 50 steps: the native run's loss at step 50 is 2.8299 (shipped.rs).
  await page.goto(`${ctx.server.base}?embed=train&task=translate&seed=2&steps=50&run=1`);
  const status = summary(page, 'train');
  await status.filter({ hasText: /^Step 50:/ }).waitFor({ timeout: 120_000 });
  assert.match(await status.textContent(), /^Step 50: loss 2\.83; \d+\.\d% of 674 held-out sentences translated exactly\.$/);
  assert.match(await page.locator('[data-widget="train"] .train-example, [data-widget="train"]').first().textContent(), /Watched example: the animal didn't cross the street because it was too tired → the model answers/);
  // The try box reads English, and names a word the grammar does not have.
  const box = page.locator('[data-widget="train"] [data-control="try-input"]');
  await box.fill('the dog saw the moon');
  await page.locator('[data-widget="train"] [data-control="try"]').click();
  await page.locator('[data-widget="train"] .try-result').filter({ hasText: '“moon”' }).waitFor();
  await box.fill('the dog saw the cat');
  await page.locator('[data-widget="train"] [data-control="try"]').click();
  await page.locator('[data-widget="train"] .try-result').filter({ hasText: /^the dog saw the cat → / }).waitFor();
  page.check();
  await page.closeAll();
});

test('kv-cache: the counts follow the sliders by keyboard, heads follow the width, and the translator is timed both ways', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.goto(`${ctx.server.base}?embed=kv-cache&n=1`);
  const status = summary(page, 'kv-cache');
  await status.filter({ hasText: 'Measured here' }).waitFor();
  // One token: nothing to reuse, so both ways cost the same.
  assert.match(await status.textContent(), /^Writing 1 token with d_model = 512 and 6 layers: recomputing every step takes 18,880,512 multiply-adds, caching keys and values 18,880,512, 1\.0 times fewer\. The cache holds 24,576 bytes\. Measured here, the page's translator writes the paper's sentence in \d+\.\d+ ms recomputing and \d+\.\d+ ms with the cache\.$/);
  const [slow, fast] = (await status.textContent()).match(/(\d+\.\d+) ms recomputing and (\d+\.\d+) ms/).slice(1).map(Number);
  assert.ok(fast < slow, `the cache is faster: ${fast} against ${slow} ms`);
  const w = page.locator('[data-widget="kv-cache"]');
  await w.locator('input[data-control="n"]').focus();
  await page.keyboard.press('End');
  await status.filter({ hasText: 'Writing 4,096 tokens' }).waitFor();
  // The cache for 4,096 tokens: 2 × 6 layers × 4,096 × 512 × 4 bytes.
  assert.match(await status.textContent(), /The cache holds 100,663,296 bytes\./);
  // A width the heads do not divide moves the heads to the nearest that do.
  await page.goto(`${ctx.server.base}?embed=kv-cache&dmodel=96&heads=7`);
  await status.waitFor();
  assert.match(await w.locator('.notices').textContent(), /“heads” must divide d_model = 96 evenly, so 7 became 6\./);
  assert.equal(await w.locator('[data-control="heads"]').inputValue(), '6');
  page.check();
  await page.closeAll();
});

test('beam: a beam of 1 is greedy decoding, a beam of 4 fixes the early checkpoint\'s sentence, by keyboard, and sampling draws with its seed', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.goto(`${ctx.server.base}?embed=beam&k=1`);
  const status = summary(page, 'beam');
  await status.filter({ hasText: 'chooses' }).waitFor();
  const w = page.locator('[data-widget="beam"]');
  const greedy = (await w.locator('.beam-greedy [lang="fr"]').textContent()).trim();
  assert.equal(greedy, 'la chèvre blanche et la chèvre ont vu la animal');
  assert.match(await status.textContent(), new RegExp(`^A beam of 1 with α = 0\\.60 on the early checkpoint \\(step 250 of 900\\) chooses “${greedy}”: log-probability −\\d+\\.\\d{3}, −\\d+\\.\\d{3} after the length penalty\\. A beam of 1 is greedy decoding\\.$`));
  // Wider by keyboard: the beam finds the sentence greedy decoding missed, and the link follows.
  await w.locator('input[data-control="k"]').focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await status.filter({ hasText: 'A beam of 4' }).waitFor();
  assert.match(await status.textContent(), /chooses “la chèvre blanche et la chèvre ont vu l'animal”: log-probability −2\.999, −1\.665 after the length penalty\. Greedy decoding writes “la chèvre blanche et la chèvre ont vu la animal”/);
  await page.waitForFunction(() => new URL(location.href).searchParams.get('k') === '4');
  assert.equal((await w.locator('.beam-table tr.picked th').first().textContent()).trim(), "la chèvre blanche et la chèvre ont vu l'animal");
  // The first step: four kept, four pruned, each a one-word start.
  await w.locator('input[data-control="step"]').focus();
  await page.keyboard.press('Home');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('step') === '1');
  assert.equal(await w.locator('.beam-list li:not(.pruned)').count(), 4);
  assert.equal(await w.locator('.beam-list li.pruned').count(), 4);
  assert.match(await w.locator('.beam-list li').first().textContent(), /^la …−0\.\d{3}$/);
  // The step slider keeps the focus while the beam under it is drawn again.
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('step') === '2');
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.control), 'step');
  // Sampling: seeded, so drawing again moves the seed and the link keeps it.
  await w.locator('[data-control="mode-sample"]').click();
  await status.filter({ hasText: 'Sampling' }).waitFor();
  assert.match(await status.textContent(), /^Sampling at temperature 1\.00 \(seed 1\) on the early checkpoint/);
  await w.locator('[data-control="reroll"]').click();
  await status.filter({ hasText: '(seed 2)' }).waitFor();
  assert.equal(await w.locator('.beam-list li').count(), 5);
  await page.waitForFunction(() => new URL(location.href).searchParams.get('seed') === '2');
  // The shipped weights come on request.
  await w.locator('[data-control="mode-search"]').click();
  await w.locator('[data-control="ckpt-final"]').click();
  await status.filter({ hasText: 'shipped weights' }).waitFor();
  assert.match(await status.textContent(), /on the shipped weights \(step 900\) chooses “la chèvre blanche et la chèvre ont vu l'animal”.*Greedy decoding writes the same\.$/);
  page.check();
  await page.closeAll();
});

test('the trophy and the suitcase: the reference\'s own wording is read as the grammar\'s, and the French is checked against the grammar\'s', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  const s = encodeURIComponent('The trophy would not fit into the suitcase because it was too small.');
  await page.goto(`${ctx.server.base}?embed=translate&s=${s}`);
  const status = summary(page, 'translate');
  await status.filter({ hasText: '→' }).waitFor();
  const w = page.locator('[data-widget="translate"]');
  assert.equal(await french(page).textContent(), "le trophée n'est pas entré dans la valise parce qu'elle était trop petite");
  assert.match(await w.textContent(), /Read “would not fit into” as “didn't fit in”, the grammar's own wording\./);
  assert.match(await status.textContent(), /“elle” \(word 12\) looks most at “suitcase”/);
  assert.match(await w.locator('.translate-check').textContent(), /^This is one of the grammar's sentences, and the model's French is the grammar's own, word for word\.$/);
  // Fixing the pronoun the other way: the words that now differ from the grammar's are marked, in words.
  await page.goto(`${ctx.server.base}?embed=translate&s=${s}&fix=12:il`);
  await status.filter({ hasText: 'Wrong' }).waitFor();
  assert.ok((await w.locator('.translate-marks .mark-wrong').allTextContents()).some((t) => /^il ✗ wrong$/.test(t.trim())));
  // A sentence outside the grammar says the French is a guess.
  await page.goto(`${ctx.server.base}?embed=translate&s=${encodeURIComponent('the cat sat on the mat')}`);
  await status.filter({ hasText: 'guess' }).waitFor();
  assert.match(await w.locator('.translate-check').textContent(), /^This is not one of the grammar's sentences, even with the 3 unknown words left out/);
  page.check();
  await page.closeAll();
});

test('listen: the trophy family, its line on the trophy for "big" and on the suitcase for "small", and forcing it flips the pronoun', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.goto(`${ctx.server.base}?embed=listen`);
  const status = summary(page, 'listen');
  await status.filter({ hasText: 'listens' }).waitFor();
  const w = page.locator('[data-widget="listen"]');
  await w.locator('select[data-control="subject"]').selectOption('trophy');
  await status.filter({ hasText: 'trophy' }).waitFor();
  assert.match(await status.textContent(), /the French word “il” \(word 12\) listens most to “trophy”/);
  // The place and adjective menus now offer the trophy family's words.
  assert.deepEqual(await w.locator('select[data-control="place"] option').allTextContents(), ['suitcase', 'box', 'bag', 'drawer']);
  await w.locator('select[data-control="ending"]').selectOption('small');
  await status.filter({ hasText: 'suitcase' }).waitFor();
  assert.match(await status.textContent(), /the French word “elle” \(word 12\) listens most to “suitcase”/);
  await page.waitForFunction(() => new URL(location.href).searchParams.get('subject') === 'trophy');
  await w.locator('select[data-control="force"]').selectOption('trophy');
  await status.filter({ hasText: 'Made to look' }).waitFor();
  assert.match(await status.textContent(), /Made to look only at “trophy”, the model writes “il”/);
  assert.match(await w.locator('.listen-flip').textContent(), /^Measured over the 16 held-out “didn't fit in” sentences/);
  page.check();
  await page.closeAll();
});

test('try it: the trophy question is answered by the model one click away, and nothing is fetched before the click', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  const asked = [];
  page.on('request', (r) => /translator\.bin|deferred_widgets/.test(r.url()) && asked.push(r.url()));
  await page.goto(ctx.server.base);
  await page.locator('main [data-widget] [role="status"]').first().waitFor();
  const ask = page.locator('#start-here details.ask-model');
  await ask.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  assert.deepEqual(asked, [], 'the answer waits for the reader');
  assert.equal(await page.locator('[data-widget="trophy"]').count(), 0);
  // By keyboard: the summary opens it.
  await ask.locator('summary').focus();
  await page.keyboard.press('Enter');
  const status = summary(page, 'trophy');
  await status.filter({ hasText: '→' }).waitFor();
  assert.match(await status.textContent(), /→ “le trophée n'est pas entré dans la valise parce qu'il était trop grand”\. The model writes “il”, so for it “it” is the trophy\./);
  await page.locator('[data-widget="trophy"] [data-control="ending-small"]').click();
  await status.filter({ hasText: 'elle' }).waitFor();
  assert.match(await status.textContent(), /parce qu'elle était trop petite”\. The model writes “elle”, so for it “it” is the suitcase\. .* looked at “trophy” \d+\.\d% and “suitcase” (9\d|100)\.\d%\.$/);
  page.check();
  await page.closeAll();
});
