// On a phone (360 × 740), every figure fits its box: nothing is wider than the element that holds
// it, so no figure scrolls sideways or hides part of itself, and no text of a drawn figure is cut
// at its edge. Checked on every widget alone and on the whole page with every widget in.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { everySectionDrawn, settled, summary, watchedPage, useBrowser, openExplainer } from './harness.mjs';
import { NAMES } from './catalogue.mjs';

const ctx = useBrowser({ before, after });
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

/**
 * What overflows under `root`: each laid-out element whose content is wider than its box (one
 * pixel of rounding allowed), and each text of an SVG figure that reaches past the figure's edge.
 */
function overflowing(page, root) {
  return page.evaluate((selector) => {
    const name = (el) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}${el.dataset.control ? `[${el.dataset.control}]` : ''}`;
    const found = [];
    for (const top of document.querySelectorAll(selector)) {
      for (const el of [top, ...top.querySelectorAll('*')]) {
        if (el instanceof SVGElement && el.tagName !== 'svg') continue;
        if (el.closest('math')) continue;
        const style = getComputedStyle(el);
        if (style.display === 'inline' || style.display === 'contents' || style.display === 'none') continue;
        // Text kept for screen readers only sits in a 1 px clipped box on purpose.
        if (el.closest('.visually-hidden') || el.getBoundingClientRect().width <= 1) continue;
        if (el.scrollWidth > el.clientWidth + 1) found.push(`${name(el)}: ${el.scrollWidth} px of content in ${el.clientWidth}`);
      }
      for (const svg of top.querySelectorAll('svg')) {
        const box = svg.getBoundingClientRect();
        if (box.width === 0) continue;
        for (const t of svg.querySelectorAll('text')) {
          const r = t.getBoundingClientRect();
          if (r.width === 0) continue;
          if (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1) {
            found.push(`${name(svg)} text “${t.textContent}” reaches past the figure`);
          }
        }
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth) found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    return found;
  }, root);
}

test('at 360 px every widget alone fits its box: nothing scrolls sideways, no label is cut', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin, PHONE);
  const found = [];
  for (const name of NAMES) {
    await page.goto(`${ctx.server.base}?embed=${name}`);
    await summary(page, name).waitFor();
    await settled(page);
    found.push(...(await overflowing(page, '[data-widget]')).map((f) => `${name}: ${f}`));
  }
  assert.deepEqual(found, []);
  page.check();
  await page.closeAll();
});

test('at 360 px the page with every widget in fits its width, figures and tables included', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin, PHONE);
  await openExplainer(page, ctx.server.base);
  // A table that arrived in a section the reader had passed (weights read, a measure made) takes
  // its box's width (`ui::attach::narrower_than`) once that section is drawn.
  await everySectionDrawn(page);
  await settled(page);
  assert.deepEqual(await overflowing(page, 'main [data-widget], main figure, main table'), []);
  // A table with column headers stacks each row on a phone, its header hidden: every cell names
  // its column itself (data-label, shown before it), or the reader sees bare figures.
  const unlabelled = await page.evaluate(() => [...document.querySelectorAll('main table.data-table')]
    .filter((t) => t.tHead)
    .flatMap((t) => [...t.querySelectorAll('tbody td')].filter((td) => !td.dataset.label)
      .map(() => t.closest('[data-widget]')?.dataset.widget ?? t.caption?.textContent)));
  assert.deepEqual(unlabelled, [], 'cells without their column name');
  page.check();
  await page.closeAll();
});

test('Figure 1 at 360 px stacks the decoder under the encoder, its text 12 CSS px or more', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin, PHONE);
  await page.goto(`${ctx.server.base}?embed=architecture`);
  await summary(page, 'architecture').waitFor();
  const figure = await page.evaluate(() => {
    const svg = document.querySelector('svg.architecture');
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    const top = (slug) => svg.querySelector(`[data-block="${slug}"]`).getBoundingClientRect().top;
    const shown = [...svg.querySelectorAll('text')].filter((t) => t.getBoundingClientRect().width > 0);
    return {
      narrow: svg.classList.contains('narrow'),
      smallest: Math.min(...shown.map((t) => parseFloat(getComputedStyle(t).fontSize) * scale)),
      encoderAbove: top('input-embedding') < top('softmax'),
    };
  });
  assert.ok(figure.narrow, 'the narrow layout is on');
  assert.ok(figure.smallest >= 12, `smallest text ${figure.smallest.toFixed(1)} px`);
  // Stacked: the encoder's lowest block sits above the decoder's highest one.
  assert.ok(figure.encoderAbove, 'the encoder is drawn above the decoder');
  // A tap on a block still selects it.
  await page.locator('[data-block="decoder-cross-attention"]').tap();
  assert.match(await summary(page, 'architecture').textContent(), /cross/i);
  page.check();
  await page.closeAll();
});
