// The six core widgets in Chromium: alone with non-default parameters, driven from the keyboard,
// by mouse and by touch, and on the page. Expected figures come from tests/e2e/oracle.mjs.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { summary, watchedPage, useBrowser, openExplainer } from './harness.mjs';
import { cost, group, pe, percents } from './oracle.mjs';

const ctx = useBrowser({ before, after });

/** Opens `query`, runs `body(page, status)`, then fails on console errors or foreign requests. */
async function withWidget(name, query, body, options) {
  const page = await watchedPage(ctx.browser, ctx.server.origin, options);
  await page.goto(`${ctx.server.base}?embed=${name}${query ? `&${query}` : ''}`);
  const status = summary(page, name);
  await status.waitFor();
  try {
    await body(page, status);
    page.check();
  } finally {
    await page.closeAll();
  }
}

test('every core widget is on the page, in its section', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await openExplainer(page, ctx.server.base);
  const sections = {
    architecture: 'model-architecture',
    scaling: 'scaled-dot-product',
    softmax: 'softmax',
    mask: 'three-uses',
    pe: 'positional-encoding',
    cost: 'why-self-attention',
  };
  for (const [name, section] of Object.entries(sections)) {
    const widget = page.locator(`section#${section} [data-widget="${name}"]`);
    assert.equal(await widget.count(), 1, `${name} in #${section}`);
    assert.ok((await widget.locator('[role="status"]').textContent()).length > 20, `${name} has a summary`);
  }
  page.check();
  await page.closeAll();
});

test('scaling: wide keys saturate without the 1/√d_k, and the keyboard moves d_k', async () => {
  await withWidget('scaling', 'dk=512&keys=8&seed=7', async (page, status) => {
    let text = await status.textContent();
    assert.match(text, /^d_k = 512, 8 keys\. This draw: without scaling, key \d+ takes the largest share, [\d.]+%; divided by √d_k, key \d+ takes the largest share, [\d.]+%\. Over 1,000 draws at this width, the largest share averages [\d.]+% without scaling and [\d.]+% with it\.$/);
    const [, , avgUnscaled, avgScaled] = percents(text);
    assert.ok(avgUnscaled > 90, `the paper's saturation: ${avgUnscaled}% > 90%`);
    assert.ok(avgScaled < 50, `scaled stays spread: ${avgScaled}%`);
    // Each panel's shares add up to 100% (within rounding of 8 one-decimal figures).
    for (const kind of ['unscaled', 'scaled']) {
      const values = await page.locator(`.shares-${kind} .share-row:not([hidden]) .share-value`).allTextContents();
      assert.equal(values.length, 8);
      const total = values.reduce((s, v) => s + Number.parseFloat(v), 0);
      assert.ok(Math.abs(total - 100) <= 0.5, `${kind} shares add up to ${total}`);
    }

    const dk = page.locator('input[data-control="dk"]');
    await dk.focus();
    await page.keyboard.press('Home');
    assert.match(await status.textContent(), /^d_k = 1, 8 keys\./);
    await page.keyboard.press('End');
    assert.match(await status.textContent(), /^d_k = 1,024, 8 keys\./);
    assert.equal(await dk.getAttribute('aria-valuetext'), 'd_k = 1,024');

    // The button draws a new query and keys: the draw changes, the averages do not.
    text = await status.textContent();
    await page.locator('[data-control="reroll"]').focus();
    await page.keyboard.press('Enter');
    const after = await status.textContent();
    assert.notEqual(after.split('Over')[0], text.split('Over')[0]);
    assert.equal(after.split('Over')[1], text.split('Over')[1]);
    // The chart is drawn (non-blank canvas).
    const inked = await page.locator('canvas.chart').evaluate((c) => {
      const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      const seen = new Set();
      for (let i = 0; i < d.length; i += 4 * 97) seen.add(`${d[i]},${d[i + 1]},${d[i + 2]}`);
      return seen.size;
    });
    assert.ok(inked > 3, `chart has ${inked} colours`);
  });
});

test('mask: counts, exact zeros, and selecting a row by keyboard', async () => {
  await withWidget('mask', 'n=4&seed=3&row=2', async (page, status) => {
    let text = await status.textContent();
    assert.match(text, /^4 tokens: 10 allowed cells and 6 masked cells \(their share is exactly 0\)\. Every row sums to 100%\. Row 2, “cat”, may see The [\d.]+%, cat [\d.]+%\.$/);
    assert.equal(await page.locator('td.masked:visible').count(), 6);
    assert.equal(await page.locator('td.allowed:visible').count(), 10);
    await page.locator('[data-control="row-4"]').focus();
    await page.keyboard.press('Enter');
    text = await status.textContent();
    assert.match(text, /Row 4, “on”, may see The [\d.]+%, cat [\d.]+%, sat [\d.]+%, on [\d.]+%\.$/);
    const shares = percents(text.split('may see')[1]);
    assert.ok(Math.abs(shares.reduce((a, b) => a + b, 0) - 100) <= 0.2, `row 4 sums to ${shares}`);
    assert.equal(await page.locator('[data-control="row-4"]').getAttribute('aria-pressed'), 'true');

    const n = page.locator('input[data-control="n"]');
    await n.focus();
    await page.keyboard.press('End');
    assert.match(await status.textContent(), /^12 tokens: 78 allowed cells and 66 masked cells/);
  });
});

test('pe: the cursor reads PE(pos, dim) and moves with arrows and taps', async () => {
  const fmt = (v) => (Math.abs(v) < 0.0005 ? 0 : v).toFixed(3);
  await withWidget('pe', 'positions=50&dmodel=64&pos=10&dim=8', async (page, status) => {
    let c = pe(10, 8, 64);
    assert.equal(
      await status.textContent(),
      `PE(10, 8) = ${fmt(c.value)}: a sine (sin(10 / ${c.divisor.toFixed(4)})), pair i = 4, wavelength ${c.wavelength.toFixed(2)} positions. Showing 50 positions by 64 dimensions.`,
    );
    const map = page.locator('[data-control="cursor"]');
    await map.focus();
    await page.keyboard.press('ArrowRight');
    c = pe(10, 9, 64);
    assert.match(await status.textContent(), new RegExp(`^PE\\(10, 9\\) = ${fmt(c.value)}: a cosine`));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    assert.match(await status.textContent(), /^PE\(21, 9\)/);

    // A click in the middle of the canvas lands on the middle cell.
    const box = await page.locator('canvas.heatmap-canvas').boundingBox();
    await page.mouse.click(box.x + box.width * 0.5 + 1, box.y + box.height * 0.5 + 1);
    c = pe(25, 32, 64);
    assert.match(await status.textContent(), new RegExp(`^PE\\(25, 32\\) = ${fmt(c.value)}`));
  });
  await withWidget(
    'pe',
    'positions=10&dmodel=4',
    async (page, status) => {
      // On a phone the sines come first and the cosines after (columns 0, 2 | 1, 3): the second
      // column is dimension 2, and the arrow keys walk the columns as drawn.
      assert.match(await page.locator('.axis-note').textContent(), /sines \(even dimensions\) on the left half, cosines \(odd\) on the right/);
      const box = await page.locator('canvas.heatmap-canvas').boundingBox();
      await page.touchscreen.tap(box.x + box.width * 0.4, box.y + box.height * 0.05);
      let c = pe(0, 2, 4);
      assert.match(await status.textContent(), new RegExp(`^PE\\(0, 2\\) = ${fmt(c.value)}: a sine`));
      await page.locator('[data-control="cursor"]').focus();
      await page.keyboard.press('ArrowRight');
      c = pe(0, 1, 4);
      assert.match(await status.textContent(), new RegExp(`^PE\\(0, 1\\) = ${fmt(c.value)}: a cosine`));
      // "In order" puts each cosine back beside its sine; the cursor stays on its cell.
      await page.locator('[data-control="layout-interleaved"]').click();
      await page.locator('[data-control="cursor"]').focus();
      await page.keyboard.press('End');
      assert.match(await status.textContent(), /^PE\(0, 3\)/);
    },
    { hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } },
  );
});

test('cost: exact counts, the cheaper layer, and the keyboard on both sliders', async () => {
  await withWidget('cost', 'n=1000&d=512', async (page, status) => {
    const c = cost(1000, 512);
    assert.equal(
      await status.textContent(),
      `At n = 1,000 and d = 512: self-attention does ${group(c.attention)} operations per layer (n²·d) and a recurrent layer ${group(c.recurrent)} (n·d²). The recurrent layer is cheaper, by a factor of ${(1000 / 512).toFixed(2)}. They cross at n = d = 512.`,
    );
    await page.locator('input[data-control="d"]').focus();
    await page.keyboard.press('End');
    const c2 = cost(1000, 4096);
    assert.match(await status.textContent(), new RegExp(`self-attention does ${group(c2.attention)} .*Self-attention is cheaper, by a factor of ${(4096 / 1000).toFixed(2)}\\.`));
    await page.locator('input[data-control="n"]').focus();
    await page.keyboard.press('Home');
    assert.match(await status.textContent(), /^At n = 1 and d = 4,096/);
    assert.equal(await page.locator('.data-table tbody tr').count(), 4);
  });
});

test('architecture: blocks select by keyboard, click and tap, with shapes and parameters', async () => {
  await withWidget('architecture', 'n=20&block=linear', async (page, status) => {
    assert.match(await status.textContent(), /^Linear: .* In: 20 × 512\. Out: 20 × 37,000\. Parameters: 0 \(no new weights/);
    await page.locator('[data-block="encoder-self-attention"]').focus();
    await page.keyboard.press('Enter');
    assert.match(
      await status.textContent(),
      new RegExp(`^Encoder self-attention: .* In: 20 × 512\\. Out: 20 × 512\\. Parameters: ${group(4 * 512 * 512 + 4 * 512)} \\(4 · 512² = ${group(4 * 512 * 512)} weights`),
    );
    await page.locator('[data-control="preset-big"]').click();
    assert.match(await status.textContent(), new RegExp(`Parameters: ${group(4 * 1024 * 1024 + 4 * 1024)} `));
    await page.locator('[data-block="decoder-cross-attention"]').click();
    assert.match(await status.textContent(), /In: queries 20 × 1,024 from the decoder; keys and values 20 × 1,024 from the encoder\./);
    assert.equal(await page.locator('[data-block][aria-pressed="true"]').count(), 1);
  });
  await withWidget(
    'architecture',
    '',
    async (page, status) => {
      assert.match(await status.textContent(), /^No block selected/);
      await page.locator('[data-block="decoder-masked-self-attention"]').tap();
      assert.match(await status.textContent(), /^Masked decoder self-attention: /);
    },
    { hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } },
  );
});

test('softmax by touch: tapping a bar sets its score', async () => {
  await withWidget(
    'softmax',
    'scores=0,0',
    async (page, status) => {
      const box = await page.locator('[data-control="score-0"]').boundingBox();
      await page.touchscreen.tap(box.x + box.width / 2, box.y + 1);
      assert.equal(await page.locator('[data-control="score-0"]').getAttribute('aria-valuenow'), '10');
      assert.match(await status.textContent(), /animal 100\.0%, tired 0\.0%\.$/);
    },
    { hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } },
  );
});
