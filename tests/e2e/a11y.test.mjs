// Accessibility: an axe-core audit of the page and of every widget alone, in light and dark; a walk
// through the page by keyboard alone; reduced motion honoured.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { summary, watchedPage, useBrowser, openExplainer } from './harness.mjs';
import { NAMES } from './catalogue.mjs';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const ctx = useBrowser({ before, after });

/** Runs axe on the loaded page and returns its violations, one line each. */
async function audit(page) {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  });
  return violations;
}

for (const scheme of ['light', 'dark']) {
  test(`axe finds nothing on the page and on every widget alone (${scheme})`, async () => {
    const found = [];
    // axe goes in as an inline script, which the page's own policy (rightly) refuses: the test
    // lifts the policy to inject it. tests/e2e/csp.test.mjs holds the page to the policy.
    const page = await watchedPage(ctx.browser, ctx.server.origin, { colorScheme: scheme, viewport: { width: 1280, height: 900 }, bypassCSP: true });
    await openExplainer(page, ctx.server.base);
    await summary(page, 'softmax').waitFor();
    found.push(...(await audit(page)).map((v) => `/ ${v}`));
    for (const name of NAMES) {
      await page.goto(`${ctx.server.base}?embed=${name}`);
      await summary(page, name).waitFor();
      await page.locator('[data-control="share"] summary').click();
      // The panel's body is built when it first opens.
      await page.locator('[data-field="link"]').waitFor();
      found.push(...(await audit(page)).map((v) => `${name}: ${v}`));
    }
    await page.goto(`${ctx.server.base}?gallery`);
    await summary(page, 'softmax').waitFor();
    found.push(...(await audit(page)).map((v) => `gallery: ${v}`));
    assert.deepEqual(found, []);
    page.check();
    await page.closeAll();
  });
}

test('the keyboard alone reaches every control in page order, with a visible focus ring', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin, { viewport: { width: 1280, height: 900 } });
  await openExplainer(page, ctx.server.base);
  await summary(page, 'softmax').waitFor();
  const controls = await page.evaluate(() => {
    const all = [...document.querySelectorAll('main [data-control], main [data-block], main .term, main [data-sym][tabindex="0"]')];
    return all.filter((el) => !el.closest('details:not([open])') || el.matches('summary')).length;
  });
  const seen = new Set();
  let last = -1;
  let backwards = 0;
  let unringed = [];
  for (let i = 0; i < 1500; i++) {
    await page.keyboard.press('Tab');
    const info = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const all = [...document.querySelectorAll('*')];
      const style = getComputedStyle(el);
      const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const svgRing = el.closest('svg') !== null || el.closest('math') !== null;
      return { index: all.indexOf(el), key: el.dataset.control ?? el.dataset.block ?? el.dataset.term ?? el.dataset.sym ?? el.tagName, ring: ring || svgRing };
    });
    if (!info) continue;
    if (seen.has(info.index)) break; // wrapped around
    seen.add(info.index);
    if (info.index < last) backwards++;
    last = info.index;
    if (!info.ring) unringed.push(info.key);
  }
  assert.ok(seen.size >= controls, `reached ${seen.size} stops for ${controls} controls`);
  assert.equal(backwards, 0, 'focus never jumps backwards');
  assert.deepEqual(unringed.slice(0, 10), [], 'every stop shows a focus ring');
  page.check();
  await page.closeAll();
});

test('with reduced motion there is no smooth scrolling', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin, { reducedMotion: 'reduce' });
  await openExplainer(page, ctx.server.base);
  await summary(page, 'softmax').waitFor();
  assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior), 'auto');
  const normal = await watchedPage(ctx.browser, ctx.server.origin, { reducedMotion: 'no-preference' });
  await openExplainer(normal, ctx.server.base);
  await summary(normal, 'softmax').waitFor();
  assert.equal(await normal.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior), 'smooth');
  page.check();
  await page.closeAll();
  await normal.closeAll();
});
