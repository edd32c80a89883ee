// The paper's figures as the reader meets them: Figure 1 answers hover as well as click, tap and
// keyboard, and draws the residual connections (tests/e2e/phone.test.mjs holds it on a phone).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { summary, watchedPage, useBrowser } from './harness.mjs';

const ctx = useBrowser({ before, after });

test('Figure 1: hovering a block shows its card, leaving brings back the selected one', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin, { viewport: { width: 1280, height: 900 } });
  await page.goto(`${ctx.server.base}?embed=architecture&block=softmax`);
  await summary(page, 'architecture').waitFor();
  const card = page.locator('.block-details h3');
  assert.equal(await card.textContent(), 'Softmax');
  const status = await summary(page, 'architecture').textContent();
  await page.locator('[data-block="decoder-cross-attention"]').hover();
  await page.waitForFunction(() => document.querySelector('.block-details h3')?.textContent !== 'Softmax');
  assert.match(await card.textContent(), /attention/i);
  // Hover previews; it does not select, so the status line (and a screen reader) stay put.
  assert.equal(await summary(page, 'architecture').textContent(), status);
  await page.mouse.move(5, 5);
  await page.waitForFunction(() => document.querySelector('.block-details h3')?.textContent === 'Softmax');
  page.check();
  await page.closeAll();
});

test('Figure 1 draws a residual path round every sub-layer, and the ⊕ with its wave', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.goto(`${ctx.server.base}?embed=architecture`);
  await summary(page, 'architecture').waitFor();
  // Two sub-layers in an encoder layer and three in a decoder layer.
  assert.equal(await page.locator('svg.architecture .residual path').count(), 5);
  assert.equal(await page.locator('[data-block="positional-encoding"] .wave').count(), 2);
  page.check();
  await page.closeAll();
});

test('Figure 2, left: choosing SoftMax moves the step-through there, and the status line says so', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.goto(`${ctx.server.base}?embed=dot-product`);
  await summary(page, 'dot-product').waitFor();
  const softmax = page.locator('.flow-diagram [role="button"][aria-label^="SoftMax"]');
  await softmax.click();
  assert.match(await summary(page, 'dot-product').textContent(), /^Step 4: softmax of each row/);
  assert.equal(await softmax.getAttribute('aria-pressed'), 'true');
  // By keyboard too: the first MatMul is step 1.
  await page.locator('.flow-diagram [role="button"]').first().focus();
  await page.keyboard.press('Enter');
  assert.match(await summary(page, 'dot-product').textContent(), /^Step 1: scores Q·Kᵀ/);
  page.check();
  await page.closeAll();
});

test('Figure 2, right: choosing Concat lights its shape, and the status line names the stage and shape', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.goto(`${ctx.server.base}?embed=multi-head`);
  await summary(page, 'multi-head').waitFor();
  const concat = page.locator('.flow-diagram [role="button"][aria-label^="Concat"]');
  await concat.focus();
  await page.keyboard.press('Enter');
  assert.match(await summary(page, 'multi-head').textContent(), /Picked in the figure: Concat: the 8 heads' outputs side by side, 10 × 512\.$/);
  assert.equal(await page.locator('.shape-box.lit').count(), 1);
  assert.match(await page.locator('.shape-box.lit').textContent(), /concatenated/);
  await page.waitForFunction(() => location.search.includes('stage=concat'));
  page.check();
  await page.closeAll();
});
