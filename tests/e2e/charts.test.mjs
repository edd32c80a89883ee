// Every chart can be read: arrow keys on the focused chart, the pointer and a finger move a cursor
// along its data, and the readout says the values under it. Charts follow the page's theme, in
// whatever form the stylesheet writes a colour, and redraw crisp when the pixel ratio changes.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { summary, watchedPage, useBrowser } from './harness.mjs';

const ctx = useBrowser({ before, after });

/**
 * Every readable chart, the reading the cursor starts on, and one it reaches from there by keys
 * alone: no pointer touches a chart before its first key.
 */
const CHARTS = {
  scaling: { start: /^d_k = 64: unscaled \d+\.\d%, scaled \d+\.\d%$/ },
  'learning-rate': { start: /^step 4,000: rate 7\.0e-4$/, keys: ['Home', ...Array(24).fill('ArrowRight')], then: 'step 12,000: rate 4.0e-4' },
  'multi-head': { start: /^8 heads: BLEU 25\.8$/, keys: ['Home'], then: '1 head: BLEU 24.9' },
  results: { start: /^Transformer \(base\): BLEU 27\.3 for 3\.3e18 FLOPs of training$/, keys: ['Home', ...Array(4).fill('ArrowRight')], then: 'Transformer (big): BLEU 28.4 for 2.3e19 FLOPs of training' },
  // A run replayed from its link to step 300, across the chart's whole axis: the cursor starts on
  // the newest step.
  train: { query: '&steps=300&run=1', start: /^step 300: loss \d+\.\d\d, rate \S+; [\d.]+% reversed exactly at step 300$/, keys: ['Home'], then: /^step 1: loss \d+\.\d\d, rate / },
};

async function open(page, name, query = '') {
  await page.goto(`${ctx.server.base}?embed=${name}${query}`);
  await summary(page, name).waitFor();
  const chart = page.locator('canvas.chart');
  await chart.scrollIntoViewIfNeeded();
  // Drawn once its box is known: wait for ink.
  await page.waitForFunction(() => {
    const c = document.querySelector('canvas.chart');
    return c && c.width > 0 && c.getContext('2d').getImageData(0, 0, c.width, c.height).data.some((v, i) => i % 4 !== 3 && v < 200);
  });
  return chart;
}

const readout = (page) => page.locator('.chart-readout').textContent();

/** Opens the chart of `name` as `CHARTS` gives it, once its readout says where it starts. */
async function openChart(page, name) {
  const want = CHARTS[name];
  const chart = await open(page, name, want.query);
  await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('.chart-readout')?.textContent ?? ''), want.start.source, { timeout: 60_000 });
  return chart;
}

test('arrow keys on a focused chart move its cursor, and the readout and value text follow', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  for (const [name, want] of Object.entries(CHARTS)) {
    const chart = await openChart(page, name);
    assert.match(await readout(page), want.start, `${name} starts where the widget is`);
    await chart.focus();
    // Tab reaches it, and it shows where focus is.
    const ring = await chart.evaluate((c) => getComputedStyle(c).outlineStyle);
    assert.notEqual(ring, 'none', `${name} has a focus ring`);
    assert.ok((await chart.getAttribute('aria-label')).length > 20, `${name} has a name`);
    const before = await readout(page);
    // Two steps right and one back: a move whether the cursor started at an end or not.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    const moved = await readout(page);
    assert.notEqual(moved, before, `${name}: keys move the cursor`);
    assert.equal(await chart.getAttribute('aria-valuetext'), moved, `${name}: value text is the reading`);
    for (const key of want.keys ?? []) await page.keyboard.press(key);
    if (want.then instanceof RegExp) assert.match(await readout(page), want.then, name);
    else if (want.then) assert.equal(await readout(page), want.then, name);
  }
  page.check();
  await page.closeAll();
});

test('moving the cursor leaves the rest of the chart exactly as drawn, and new data redraws it', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  const chart = await open(page, 'learning-rate');
  const settled = () => page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(ok, 50)))));
  const pixels = () => chart.evaluate((c) => Array.from(c.getContext('2d').getImageData(0, 0, c.width, c.height).data));
  const changed = (a, b) => a.reduce((n, v, i) => n + (v !== b[i] ? 1 : 0), 0) / 4;
  await settled();
  const start = await pixels();
  await chart.focus();
  await page.keyboard.press('ArrowRight');
  await settled();
  const moved = await pixels();
  const cursorOnly = changed(start, moved);
  assert.ok(cursorOnly > 0, 'the cursor moved on the canvas');
  assert.ok(cursorOnly < start.length / 4 / 50, `only the cursor's pixels changed (${cursorOnly})`);
  await page.keyboard.press('ArrowLeft');
  await settled();
  assert.equal(changed(start, await pixels()), 0, 'back where it was, the chart is exactly as first drawn');
  await page.locator('input[data-control="warmup"]').focus();
  await page.keyboard.press('End');
  await settled();
  assert.ok(changed(start, await pixels()) > cursorOnly * 2, 'a new schedule redraws the curve');
  page.check();
  await page.closeAll();
});

test('the pointer across a chart reads each point, and the reading is announced once it rests', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  for (const name of Object.keys(CHARTS)) {
    const chart = await openChart(page, name);
    const box = await chart.boundingBox();
    const seen = new Set();
    for (let f = 0.1; f < 0.95; f += 0.1) {
      await page.mouse.move(box.x + box.width * f, box.y + box.height * 0.5);
      await page.evaluate(() => new Promise((ok) => requestAnimationFrame(ok)));
      seen.add(await readout(page));
    }
    assert.ok(seen.size >= 3, `${name}: the pointer read ${[...seen].join(' | ')}`);
    const last = await readout(page);
    await page.waitForFunction((text) => document.querySelector('[aria-live="polite"].visually-hidden')?.textContent === text, last);
  }
  page.check();
  await page.closeAll();
});

test('a finger on the chart reads the point under it', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin, { hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });
  for (const name of Object.keys(CHARTS)) {
    const chart = await openChart(page, name);
    const box = await chart.boundingBox();
    await page.touchscreen.tap(box.x + box.width * 0.2, box.y + box.height / 2);
    const left = await readout(page);
    await page.touchscreen.tap(box.x + box.width * 0.85, box.y + box.height / 2);
    assert.notEqual(await readout(page), left, `${name}: taps read different points`);
  }
  page.check();
  await page.closeAll();
});

/** How many pixels of the chart are exactly `rgb`. */
function countColour(page, rgb) {
  return page.locator('canvas.chart').evaluate((c, [r, g, b]) => {
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i] === r && d[i + 1] === g && d[i + 2] === b) n++;
    return n;
  }, rgb);
}

test('charts take the theme in any colour syntax, light and dark', async () => {
  // The release minifier may write #ffff00 as #ff0 and #ff0000 as red: the chart must still use
  // them (a parser of #rrggbb alone would fall back to its own colours here). The colours are read again when the chart's box changes, so the page is resized.
  // The forced colours go in as an inline style, which the page's policy refuses: lifted here.
  const page = await watchedPage(ctx.browser, ctx.server.origin, { viewport: { width: 900, height: 800 }, bypassCSP: true });
  await open(page, 'learning-rate');
  await page.addStyleTag({ content: 'canvas.chart { --accent: red; --bg: #ff0; --text: rgb(0 0 0); }' });
  await page.setViewportSize({ width: 880, height: 800 });
  await page.waitForFunction(() => {
    const c = document.querySelector('canvas.chart');
    return c.width === Math.round(c.getBoundingClientRect().width);
  });
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
  assert.ok((await countColour(page, [255, 0, 0])) > 100, 'the curve is drawn in red');
  const corner = await page.locator('canvas.chart').evaluate((c) => [...c.getContext('2d').getImageData(1, 1, 1, 1).data]);
  assert.deepEqual(corner, [255, 255, 0, 255], 'the background is #ff0');
  page.check();
  await page.closeAll();
  for (const scheme of ['light', 'dark']) {
    const themed = await watchedPage(ctx.browser, ctx.server.origin, { colorScheme: scheme });
    await open(themed, 'scaling');
    const bg = await themed.evaluate(() => {
      const c = document.createElement('canvas').getContext('2d');
      c.fillStyle = getComputedStyle(document.querySelector('canvas.chart')).getPropertyValue('--bg').trim();
      c.fillRect(0, 0, 1, 1);
      return [...c.getImageData(0, 0, 1, 1).data];
    });
    const corner = await themed.locator('canvas.chart').evaluate((c) => [...c.getContext('2d').getImageData(1, 1, 1, 1).data]);
    assert.deepEqual(corner, bg, `${scheme}: the chart's background is the page's`);
    themed.check();
    await themed.closeAll();
  }
});

test('a chart redraws at the new pixel ratio when the screen changes', async () => {
  // Headless Chromium never moves between screens, and its emulated ratio changes reach neither
  // media queries nor observers, so the test does what a browser does when a window moves to a
  // denser screen: the ratio changes and the app's resolution query reports it.
  const page = await watchedPage(ctx.browser, ctx.server.origin, { viewport: { width: 800, height: 900 }, deviceScaleFactor: 1 });
  await page.context().addInitScript(() => {
    const native = window.matchMedia.bind(window);
    window.__resolutionQueries = [];
    window.matchMedia = (q) => {
      const list = native(q);
      if (q.includes('resolution')) window.__resolutionQueries.push(list);
      return list;
    };
  });
  const chart = await open(page, 'multi-head');
  const css = await chart.evaluate((c) => c.getBoundingClientRect().width);
  assert.equal(await chart.evaluate((c) => c.width), Math.round(css));
  await page.evaluate(() => {
    Object.defineProperty(window, 'devicePixelRatio', { get: () => 2, configurable: true });
    for (const list of window.__resolutionQueries) list.dispatchEvent(new Event('change'));
  });
  await page.waitForFunction((w) => document.querySelector('canvas.chart').width === w, Math.round(css * 2));

  page.check();
  await page.closeAll();
});
