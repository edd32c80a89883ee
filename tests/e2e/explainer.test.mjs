// The full explainer: every section and widget on the page, terms and symbols that explain
// themselves, the widgets of the later sections driven from the keyboard, print, and a full scroll.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { summary, watchedPage, useBrowser, openExplainer } from './harness.mjs';
import { NAMES } from './catalogue.mjs';

const ctx = useBrowser({ before, after });

const SECTIONS = [
  'start-here', 'abstract', 'introduction', 'background', 'model-architecture', 'stacks', 'attention',
  'scaled-dot-product', 'softmax', 'multi-head', 'three-uses', 'feed-forward', 'embeddings',
  'positional-encoding', 'why-self-attention', 'training', 'results', 'conclusion', 'since-2017',
  'study', 'self-check', 'further-reading', 'glossary', 'embed',
];

async function open(query = '', options) {
  const page = await watchedPage(ctx.browser, ctx.server.origin, options);
  // A deep link is read where it lands, as a reader arriving by it would: the page's other
  // widgets come in as the reader nears them, so the test does not scroll through them first.
  if (query.includes('embed=') || query.includes('#')) await page.goto(ctx.server.base + query);
  else await openExplainer(page, ctx.server.base + query);
  await page.locator('[role="status"]').first().waitFor();
  return page;
}

test('every section, with a deep link, and every widget of the catalogue are on the page', async () => {
  const page = await open();
  for (const id of SECTIONS) {
    assert.equal(await page.locator(`section#${id}`).count(), 1, `section ${id}`);
    assert.equal(await page.locator(`.toc a[href="#${id}"]`).count(), 1, `contents entry ${id}`);
  }
  for (const name of NAMES) assert.equal(await page.locator(`[data-widget="${name}"]`).count(), 1, `widget ${name}`);
  assert.equal(await page.locator('[role="status"]').count(), NAMES.length, 'one summary per widget');
  assert.ok((await page.locator('.paper-quote').count()) >= 5, 'quotations of the paper');
  assert.ok((await page.locator('details.question').count()) >= 5, 'self-check questions');
  page.check();
  await page.closeAll();
});

test('a deep link lands on its section and the contents mark it', async () => {
  const page = await open('#positional-encoding', { viewport: { width: 1280, height: 900 } });
  // The target's own widget goes in with the jump.
  await page.locator('section#positional-encoding [data-widget="pe"] [role="status"]').waitFor();
  await page.waitForFunction(() => document.querySelector('.toc a.current')?.getAttribute('href') === '#positional-encoding');
  const top = await page.locator('#positional-encoding').evaluate((el) => el.getBoundingClientRect().top);
  assert.ok(Math.abs(top) < 300, `section top at ${top}`);
  // A contents link lands on its section too, although sections far away render only when near.
  await page.locator('.toc a[href="#results"]').click();
  await page.waitForFunction(() => document.querySelector('.toc a.current')?.getAttribute('href') === '#results');
  await page.waitForTimeout(900); // the jump is repeated until skipped sections have rendered
  const top2 = await page.locator('#results').evaluate((el) => el.getBoundingClientRect().top);
  assert.ok(Math.abs(top2) < 300, `results top at ${top2}`);
  assert.ok(page.url().endsWith('#results'));
  page.check();
  await page.closeAll();
});

test('a jump the browser announces starts the fetches for its section before the browser lays the page out for it', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin, { viewport: { width: 1280, height: 900 } });
  // Listening before the page does: its own `hashchange` handler would start the fetches too.
  await page.addInitScript(() => addEventListener('hashchange', () => { window.__hashchange ??= performance.now(); }));
  await page.goto(ctx.server.base);
  await page.locator('[role="status"]').first().waitFor();
  // A script setting the address's anchor, as the back button or the address bar would: the
  // browser's layout for the jump runs before `hashchange`, and the fetches need not wait for it.
  await page.evaluate(() => { location.hash = '#real-sentences'; });
  await page.locator('[data-widget="everyday-translate"] [role="status"]', { hasText: '→' }).waitFor({ timeout: 60000 });
  const [hashchange, starts] = await page.evaluate(() => [window.__hashchange, Object.fromEntries(performance.getEntriesByType('resource').map((e) => [new URL(e.name).pathname.slice(1), e.startTime]))]);
  for (const file of ['deferred_widgets_bg.wasm', 'everyday.bin', 'everyday-subwords.txt', 'everyday-test.txt']) {
    assert.ok(starts[file] < hashchange, `${file} fetched from ${starts[file]?.toFixed(0)} ms, hashchange at ${hashchange.toFixed(0)}`);
  }
  page.check();
  await page.closeAll();
});

test('glossary terms open on focus and tap, stay while hovered, and close on Esc', async () => {
  const page = await open();
  const term = page.locator('.term[data-term="token"]').first();
  const tip = page.locator(`#${await term.getAttribute('aria-describedby')}`);
  await term.focus();
  assert.ok(await tip.isVisible(), 'open on focus');
  assert.equal(await term.getAttribute('aria-expanded'), 'true');
  // Shown on focus, it stays while focus does, wherever the mouse goes (WCAG 1.4.13).
  await term.hover();
  await page.mouse.move(1, 1);
  assert.ok(await tip.isVisible(), 'kept open by focus when the mouse leaves');
  await page.keyboard.press('Escape');
  assert.ok(!(await tip.isVisible()), 'closed by Esc');
  await term.hover();
  assert.ok(await tip.isVisible(), 'open on hover');
  await tip.hover();
  assert.ok(await tip.isVisible(), 'the tip itself can be hovered');
  assert.match(await tip.textContent(), /piece of the input/);
  page.check();
  await page.closeAll();

  const phone = await open('', { hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });
  const t2 = phone.locator('.term[data-term="attention"]').first();
  await t2.tap();
  assert.ok(await phone.locator(`#${await t2.getAttribute('aria-describedby')}`).isVisible(), 'open on tap');
  phone.check();
  await phone.closeAll();
});

test('every symbol of an equation can be focused and explains itself', async () => {
  const page = await open();
  const eq = page.locator('#scaled-dot-product .equation').first();
  const symbols = eq.locator('[data-sym][tabindex="0"]');
  assert.ok((await symbols.count()) >= 6);
  await symbols.nth(1).focus();
  assert.match(await eq.locator('.sym-note').textContent(), /^Q: the queries/);
  await page.keyboard.press('Tab');
  assert.match(await eq.locator('.sym-note').textContent(), /^K: the keys/);
  await page.keyboard.press('Escape');
  assert.match(await eq.locator('.sym-note').textContent(), /^Hover, tap or tab/);
  assert.match(await eq.locator('.eq-numbers').textContent(), /softmax makes it \(0\.63, 0\.23, 0\.14\)/);
  page.check();
  await page.closeAll();
});

test('the later widgets answer the keyboard', async () => {
  const page = await open('?embed=listen');
  await summary(page, 'listen').filter({ hasText: 'listens' }).waitFor();
  await page.locator('[data-control="ending"]').focus();
  await page.keyboard.press('End'); // the last adjective, "busy": about the place
  assert.match(await summary(page, 'listen').textContent(), /the French word “elle” \(word 11\) listens most to “street”/);
  await page.locator('[data-control="view-encoder"]').focus();
  await page.keyboard.press('Enter');
  assert.match(await summary(page, 'listen').textContent(), /^Encoder self-attention, layer 2, head 2: the English word “it” \(word 8\)/);
  await page.locator('[data-control="word-1"]').focus();
  await page.keyboard.press('Space');
  assert.match(await summary(page, 'listen').textContent(), /the English word “animal” \(word 2\)/);

  await page.goto(`${ctx.server.base}?embed=dot-product`);
  await page.locator('input[data-control="step"]').focus();
  await page.keyboard.press('End');
  assert.match(await summary(page, 'dot-product').textContent(), /^Step 5: weights × V: /);
  await page.locator('input[data-control="mask"]').focus();
  await page.keyboard.press('Space');
  assert.match(await summary(page, 'dot-product').textContent(), /^Step 5: weights × V: \[1\.00, 0\.00; /);
  await page.locator('input[data-control="q-0"]').fill('3');
  await page.keyboard.press('Enter');
  await page.locator('input[data-control="step"]').focus();
  await page.keyboard.press('Home');
  assert.match(await summary(page, 'dot-product').textContent(), /^Step 1: scores Q·Kᵀ: \[3\.00, 0\.00, 3\.00; /);

  await page.goto(`${ctx.server.base}?embed=multi-head`);
  await page.locator('input[data-control="heads"]').focus();
  await page.keyboard.press('Home');
  assert.match(await summary(page, 'multi-head').textContent(), /^1 head of width 512 .* BLEU 24\.9/);
  await page.keyboard.press('End');
  assert.match(await summary(page, 'multi-head').textContent(), /^512 heads of width 1 .* did not report/);

  await page.goto(`${ctx.server.base}?embed=residual-norm`);
  await page.locator('[data-control="order-pre"]').click();
  assert.match(await summary(page, 'residual-norm').textContent(), /^Pre-norm/);
  await page.locator('input[data-control="x-1"]').fill('4');
  await page.keyboard.press('Enter');
  assert.match(await summary(page, 'residual-norm').textContent(), /LayerNorm\(x\) = \(−1, 1\)/);
  // Three numbers: layer norm now has something to show.
  await page.locator('[data-control="order-post"]').click();
  await page.locator('[data-control="lengthen"]').click();
  await page.locator('input[data-control="x-2"]').fill('4');
  await page.keyboard.press('Enter');
  await page.locator('input[data-control="sub-2"]').fill('1');
  await page.keyboard.press('Enter');
  assert.match(await summary(page, 'residual-norm').textContent(), /x \+ Sublayer\(x\) = \(3, 5, 5\); .* LayerNorm gives \(−1\.4142, 0\.7071, 0\.7071\)/);
  await page.waitForFunction(() => location.search.includes('x=2,4,4'));

  await page.goto(`${ctx.server.base}?embed=feed-forward`);
  await page.locator('input[data-control="dff"]').focus();
  await page.keyboard.press('End');
  assert.match(await summary(page, 'feed-forward').textContent(), /d_ff = 8,192 one feed-forward layer has 8,397,312 parameters/);

  await page.goto(`${ctx.server.base}?embed=learning-rate`);
  await page.locator('input[data-control="step"]').focus();
  await page.keyboard.press('End');
  assert.match(await summary(page, 'learning-rate').textContent(), /At step 100,000 it is 1\.4e-4\.$/);
  await page.locator('input[data-control="warmup"]').focus();
  await page.keyboard.press('Home');
  assert.match(await summary(page, 'learning-rate').textContent(), /^With warm-up 1 and d_model = 512, the rate peaks at step 1 at 4\.4e-2\./);

  await page.goto(`${ctx.server.base}?embed=label-smoothing`);
  await page.locator('input[data-control="eps"]').focus();
  await page.keyboard.press('Home');
  assert.match(await summary(page, 'label-smoothing').textContent(), /^With ε = 0 over 37,000 tokens, the target gives the correct token 1 and each of the other 36,999 tokens 0\.$/);

  await page.goto(`${ctx.server.base}?embed=results`);
  await page.locator('[data-control="task-en-fr"]').focus();
  await page.keyboard.press('Enter');
  assert.match(await summary(page, 'results').textContent(), /^English→French/);
  page.check();
  await page.closeAll();
});

test('scrolling the whole page raises no console error, and print hides the controls', async () => {
  const page = await open('', { viewport: { width: 1280, height: 900 } });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 700) {
    await page.evaluate((y) => window.scrollTo(0, y), y);
    await page.waitForTimeout(20);
  }
  await page.emulateMedia({ media: 'print' });
  assert.ok(!(await page.locator('.toc').isVisible()));
  assert.ok(!(await page.locator('[data-widget="softmax"] .widget-foot').isVisible()));
  assert.ok(await page.locator('[data-widget="softmax"] [role="status"]').isVisible());
  page.check();
  await page.closeAll();
});

test('a contents link followed while the sections are still arriving lands on its section', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin, { viewport: { width: 1280, height: 900 } });
  // A slow phone's pace, so the click comes before the last sections are in.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(ctx.server.base);
  const link = page.locator('.toc a[href="#glossary"]');
  await link.waitFor();
  await link.click();
  await page.waitForFunction(() => {
    const target = document.getElementById('glossary');
    return target && Math.abs(target.getBoundingClientRect().top) < 4;
  });
  assert.equal(new URL(page.url()).hash, '#glossary');
  page.check();
  await page.closeAll();
});

test('every “In Python” block has its output under it and a Copy button that says it copied', async () => {
  // The clipboard needs a permission in a test browser; without it the code is selected instead.
  const page = await open('#stacks', { permissions: ['clipboard-read', 'clipboard-write'] });
  const blocks = page.locator('.code-example[data-python]');
  assert.ok((await blocks.count()) >= 9, 'nine or more blocks');
  for (const block of await blocks.all()) {
    assert.ok((await block.locator('pre code').textContent()).length > 20);
    assert.ok((await block.locator('pre samp').textContent()).length > 3);
  }
  const first = blocks.first();
  await first.locator('button[data-copy]').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.getElementById('copy-status').textContent === 'Copied.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, await first.locator('pre code').textContent());
  page.check();
  await page.closeAll();
});
