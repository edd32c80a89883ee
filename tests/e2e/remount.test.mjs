// Nothing is left behind when a widget is dropped: the ResizeObservers of its charts, its
// colour-scheme and pixel-ratio listeners, and the iframe resizer's observer and message listener
// are all released. Counted from outside the app: the page's own ResizeObserver and
// addEventListener are wrapped before the app starts, and the widget is remounted in place
// (`wasmBindings.remount`, as the fuzz test does a thousand times per widget).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { watchedPage, useBrowser } from './harness.mjs';
import { NAMES, ready } from './catalogue.mjs';

const ctx = useBrowser({ before, after });
const REMOUNTS = 50;

/** Runs in every frame before its scripts: counts live observers and listeners. */
function countLiveObservers() {
  const live = { observers: new Set(), listeners: {} };
  window.__live = () => ({
    observers: live.observers.size,
    ...Object.fromEntries(Object.entries(live.listeners).map(([k, v]) => [k, v.size])),
  });
  const Native = window.ResizeObserver;
  window.ResizeObserver = class extends Native {
    observe(...args) {
      live.observers.add(this);
      return super.observe(...args);
    }
    disconnect() {
      live.observers.delete(this);
      return super.disconnect();
    }
  };
  const wrap = (proto, label) => {
    const add = proto.addEventListener;
    const remove = proto.removeEventListener;
    proto.addEventListener = function (type, fn, ...rest) {
      const key = `${label}:${type}`;
      (live.listeners[key] ??= new Set()).add(fn);
      return add.call(this, type, fn, ...rest);
    };
    proto.removeEventListener = function (type, fn, ...rest) {
      live.listeners[`${label}:${type}`]?.delete(fn);
      return remove.call(this, type, fn, ...rest);
    };
  };
  wrap(MediaQueryList.prototype, 'media');
  wrap(window, 'window');
}

/**
 * Remounts the app `times` times in `frame`, each time letting the new mount's effects run (they
 * attach the observers) before the next, then lets everything settle.
 */
async function remount(frame, times) {
  await frame.evaluate(async (times) => {
    for (let i = 0; i < times; i++) {
      window.wasmBindings.remount();
      await new Promise((ok) => setTimeout(ok, 0));
    }
    await new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
  }, times);
}

async function settled(frame) {
  await frame.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
  return frame.evaluate(() => window.__live());
}

test(`every widget, remounted ${REMOUNTS} times, keeps the same observers and listeners`, async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.context().addInitScript(countLiveObservers);
  const grew = [];
  let observed = 0;
  for (const name of NAMES) {
    await page.goto(`${ctx.server.base}?embed=${name}`);
    // Leptos attaches one window listener per delegated event type the first time a view uses it,
    // and keeps it: the count before is taken once the controls are drawn, not while the widget
    // still waits for its weights (a slower machine found that race).
    await ready(page, name);
    const once = await settled(page);
    observed += once.observers;
    await remount(page, REMOUNTS);
    await ready(page, name);
    const later = await settled(page);
    if (JSON.stringify(later) !== JSON.stringify(once)) grew.push(`${name}: ${JSON.stringify(once)} → ${JSON.stringify(later)}`);
  }
  // The charts do observe their size: the count is not trivially zero.
  assert.ok(observed >= 4, `charts observed: ${observed}`);
  assert.deepEqual(grew, []);
  page.check();
  await page.closeAll();
});

test('an embedded widget remounted in its iframe keeps one resize observer and one message listener', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.context().addInitScript(countLiveObservers);
  await page.goto(`${ctx.server.base}?embed=none`);
  await page.setContent(`<!doctype html><html><head><link rel="icon" href="data:,"></head><body>
    <iframe id="w" title="widget" src="${ctx.server.base}?embed=learning-rate" width="100%" height="300"></iframe>
  </body></html>`);
  const frame = page.frameLocator('#w');
  await frame.locator('[data-widget="learning-rate"] [role="status"]').waitFor();
  const inner = page.frames().find((f) => f.url().includes('embed=learning-rate'));
  const once = await settled(inner);
  assert.equal(once['window:message'], 1, JSON.stringify(once));
  await remount(inner, REMOUNTS);
  await frame.locator('[data-widget="learning-rate"] [role="status"]').waitFor();
  assert.deepEqual(await settled(inner), once);
  page.check();
  await page.closeAll();
});
