// Accessibility: an axe-core audit (WCAG 2.2 AA and best practices) of the page, every widget alone
// and the gallery, in light and dark, on a desktop and a phone; every target 24 px or spaced; a walk
// through the page by keyboard alone; reduced motion honoured.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { everySectionDrawn, revisit, settled, summary, watchedPage, useBrowser, openExplainer } from './harness.mjs';
import { NAMES } from './catalogue.mjs';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const ctx = useBrowser({ before, after });

/**
 * The rules the audit runs, by their tags: WCAG 2.0, 2.1 and 2.2 at levels A and AA, written out,
 * since axe's default set leaves the 2.2 rules (target-size among them) out; and axe's best
 * practices (landmarks, one main heading, region), which every view here also meets.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Runs axe on the loaded page and returns its violations, one line each. */
async function audit(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  // axe's rules of geometry (target size, contrast) hit-test what is drawn.
  await everySectionDrawn(page);
  const violations = await page.evaluate(async (tags) => {
    const r = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return r.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  }, TAGS);
  return violations;
}

/** Widget states, beyond each widget's default, that show parts of it a bare link does not. */
const OPENED = ['translate&stage=5', 'translate&stage=8&pos=11', 'translate&stage=9', 'listen&ending=tired&force=street'];

/** A desktop window and a phone's. */
const VIEWPORTS = { '1280 px': { width: 1280, height: 900 }, '360 px': { width: 360, height: 740 } };

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  for (const scheme of ['light', 'dark']) {
    test(`axe (WCAG 2.2 AA and best practices) finds nothing on the page (English and French), every widget alone and the gallery (in both) (${scheme}, ${width})`, async () => {
      const found = [];
      // axe goes in as an inline script, which the page's own policy (rightly) refuses: the test
      // lifts the policy to inject it. tests/e2e/csp.test.mjs holds the page to the policy.
      const page = await watchedPage(ctx.browser, ctx.server.origin, { colorScheme: scheme, viewport, bypassCSP: true });
      await openExplainer(page, ctx.server.base);
      await summary(page, 'softmax').waitFor();
      found.push(...(await audit(page)).map((v) => `/ ${v}`));
      // The French page, every widget in it.
      await openExplainer(page, `${ctx.server.base}fr/`);
      await summary(page, 'softmax').waitFor();
      found.push(...(await audit(page)).map((v) => `/fr/ ${v}`));
      // One load with axe in it, then each widget alone in turn by remounting the app from a new
      // address: what is audited is what a load of that address shows.
      await page.goto(`${ctx.server.base}?embed=${NAMES[0]}`);
      for (const name of NAMES) {
        await revisit(page, `?embed=${name}`);
        await summary(page, name).waitFor();
        await page.locator('[data-control="share"] summary').click();
        // The panel's body is built when it first opens.
        await page.locator('[data-field="link"]').waitFor();
        found.push(...(await audit(page)).map((v) => `${name}: ${v}`));
      }
      // States a bare link does not show: the translator's stepper, at an encoder stage and at
      // the decoder's, and listen's "what if".
      for (const state of OPENED) {
        await revisit(page, `?embed=${state}`);
        await page.locator('.stepper-panel, .listen-what-if').first().waitFor();
        found.push(...(await audit(page)).map((v) => `${state}: ${v}`));
      }
      await page.goto(`${ctx.server.base}?gallery`);
      await summary(page, 'softmax').waitFor();
      found.push(...(await audit(page)).map((v) => `gallery: ${v}`));
      await page.goto(`${ctx.server.base}fr/?gallery`);
      await summary(page, 'softmax').waitFor();
      found.push(...(await audit(page)).map((v) => `/fr/ gallery: ${v}`));
      assert.deepEqual(found, []);
      page.check();
      await page.closeAll();
    });
  }
}

/**
 * WCAG 2.2's 2.5.8 (Target Size, Minimum), measured here and not only through axe, which leaves out
 * every target it judges inline (a glossary term such as "F1" among them): each target is at least
 * 24 × 24 CSS px, or undersized but spaced, so that a 24 px circle on its centre meets no other
 * target and no other undersized target's circle. One exception of the rule's own applies:
 * "Inline: the target is in a sentence or its size is otherwise constrained by the line-height of
 * non-target text". It covers the symbols of an equation (MathML `[data-sym]`), glyphs of a
 * typeset formula whose size is the formula's, and links inside running text; both are left out
 * of the list below. Glossary terms sit in sentences too, but are held to 24 px all the same.
 */
function undersized(page) {
  return page.evaluate(() => {
    const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'
      && !el.closest('details:not([open]) > :not(summary)');
    const targets = [...document.querySelectorAll(
      '.term, summary, [data-block], [role="button"], canvas.chart, button, input, select, textarea, nav a, .widget-foot a',
    )].filter((el) => shown(el) && !el.closest('math'));
    const boxes = targets.map((el) => el.getBoundingClientRect());
    const small = boxes.map((r) => r.width < 24 || r.height < 24);
    const centre = (r) => [r.left + r.width / 2, r.top + r.height / 2];
    const found = [];
    targets.forEach((el, i) => {
      if (!small[i]) return;
      const [x, y] = centre(boxes[i]);
      const crowd = boxes.findIndex((o, j) => {
        if (j === i) return false;
        const dx = Math.max(o.left - x, 0, x - o.right);
        const dy = Math.max(o.top - y, 0, y - o.bottom);
        if (Math.hypot(dx, dy) < 12) return true;
        const [ox, oy] = centre(o);
        return small[j] && Math.hypot(ox - x, oy - y) < 24;
      });
      if (crowd >= 0) {
        const name = (e) => e.dataset.control ?? e.dataset.term ?? e.dataset.block ?? (e.getAttribute('aria-label') || e.textContent).trim().slice(0, 30);
        found.push(`${el.tagName.toLowerCase()} “${name(el)}”, ${boxes[i].width.toFixed(1)} × ${boxes[i].height.toFixed(1)} px, next to ${targets[crowd].tagName.toLowerCase()} “${name(targets[crowd])}”`);
      }
    });
    return found;
  });
}

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test(`every target on the page and on every widget alone is 24 px or spaced (WCAG 2.5.8, ${width})`, async () => {
    const page = await watchedPage(ctx.browser, ctx.server.origin, { viewport, hasTouch: viewport.width < 600 });
    await openExplainer(page, ctx.server.base);
    await settled(page);
    const found = (await undersized(page)).map((f) => `/ ${f}`);
    await page.goto(`${ctx.server.base}?embed=${NAMES[0]}`);
    for (const name of NAMES) {
      await revisit(page, `?embed=${name}`);
      await summary(page, name).waitFor();
      await page.locator('[data-control="share"] summary').click();
      await page.locator('[data-field="link"]').waitFor();
      await settled(page);
      found.push(...(await undersized(page)).map((f) => `${name}: ${f}`));
    }
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
  // The stops seen and the last one are kept in the page: each press then costs one comparison of
  // document positions, not a scan of the whole document.
  await page.evaluate(() => {
    window.__walk = { seen: new Set(), last: null };
  });
  let stops = 0;
  let backwards = 0;
  let unringed = [];
  for (let i = 0; i < 1500; i++) {
    await page.keyboard.press('Tab');
    const info = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const walk = window.__walk;
      if (walk.seen.has(el)) return { wrapped: true };
      const backwards = walk.last !== null && (walk.last.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
      walk.seen.add(el);
      walk.last = el;
      const style = getComputedStyle(el);
      const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const svgRing = el.closest('svg') !== null || el.closest('math') !== null;
      return { backwards, key: el.dataset.control ?? el.dataset.block ?? el.dataset.term ?? el.dataset.sym ?? el.tagName, ring: ring || svgRing };
    });
    if (!info) continue;
    if (info.wrapped) break;
    stops++;
    if (info.backwards) backwards++;
    if (!info.ring) unringed.push(info.key);
  }
  assert.ok(stops >= controls, `reached ${stops} stops for ${controls} controls`);
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
