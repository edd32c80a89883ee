// The page while its HTML is still arriving. The app starts as soon as its script and the wasm
// are in: the first widget must work before the rest of the text has come, and the rest of the
// page must come to life once it has, with nothing mounted twice and the reader's input kept.
// A server that holds the HTML back at a chosen point makes the slow network certain.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DIST, allWidgetsIn, launch, serve, watchedPage } from './harness.mjs';
import { DECLARED } from './catalogue.mjs';

/** The widgets whose slots fill as the reader scrolls, in page order: not those behind a click
 * (`data-on-demand`, the trophy's answer in the first section), which the reader opens. */
const ON_DEMAND = new Set(
  [...(await readFile(join(DIST, 'index.html'), 'utf8')).matchAll(/<[^>]*\bdata-on-demand\b[^>]*>/g)]
    .map((tag) => tag[0].match(/data-slot="?([\w-]+)/)?.[1])
    .filter(Boolean),
);
const SCROLLED = DECLARED.filter((w) => !ON_DEMAND.has(w.name));
/** The last widget the page's own bundle carries. */
const LAST_OWN = SCROLLED.filter((w) => !w.deferred).at(-1).name;
const OWN_BEFORE_DEFERRED = SCROLLED.slice(0, SCROLLED.findIndex((w) => w.deferred)).at(-1).name;

/** Waits until a load's work is done: the first widget is in and the first idle period has
 * turned the glossary's terms into tips. */
async function loaded(page) {
  await page.locator('[data-widget] [role="status"]').first().waitFor();
  await page.locator('.term[aria-describedby]').first().waitFor({ state: 'attached' });
  await page.waitForTimeout(300);
}

let assets;
let browser;
before(async () => {
  assets = await serve();
  browser = await launch({ shell: true });
});
after(async () => {
  await browser?.close();
  assets?.close();
});

/**
 * Serves dist/ like the harness, except that `/` sends `index.html` up to `cut(html)` and the rest
 * only when `release()` is called.
 */
async function holdingServer(cut) {
  const html = await readFile(join(DIST, 'index.html'), 'utf8');
  const at = cut(html);
  assert.ok(at > 0 && at < html.length, 'the cut falls inside the page');
  let release;
  const released = new Promise((done) => (release = done));
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write(html.slice(0, at));
      await released;
      res.end(html.slice(at));
      return;
    }
    const answer = await fetch(assets.origin + req.url);
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  server.unref();
  const origin = `http://127.0.0.1:${server.address().port}`;
  return { origin, release, close: () => server.close() };
}

test('the first widget works while the rest of the page is still arriving', async () => {
  // Hold everything after the first widget's slot and the paragraph that follows it.
  const held = await holdingServer((html) => {
    const slot = html.search(new RegExp(`data-slot="?${SCROLLED[0].name}\\b`));
    return html.indexOf('</p>', html.indexOf('</div>', slot)) + 4;
  });
  const page = await watchedPage(browser, held.origin);
  await page.goto(held.origin + '/', { waitUntil: 'commit' });
  const first = page.locator(`[data-widget="${SCROLLED[0].name}"]`);
  await first.locator('[role="status"]').waitFor();
  assert.equal(await page.evaluate(() => document.readyState), 'loading', 'the page is still arriving');
  assert.equal(await page.locator('[data-widget]').count(), 1, 'only the first widget so far');

  // The sentence-length slider says its new value; a block, once chosen, shows its shapes.
  const slider = first.locator('input[type="range"]');
  await slider.focus();
  await page.keyboard.press('End');
  await page.waitForFunction(() => document.querySelector('[data-widget="architecture"] output')?.textContent.includes('512'));
  await first.locator('[data-block="encoder-self-attention"]').click();
  await first.locator('.block-details').filter({ hasText: '512' }).waitFor();
  const answered = await first.textContent();

  held.release();
  await allWidgetsIn(page);
  for (const slot of await page.locator('[data-slot]').all()) {
    const name = await slot.getAttribute('data-slot');
    assert.equal(await slot.locator('[data-widget]').count(), 1, `one widget in the ${name} slot`);
    assert.equal(await slot.locator('.slot-note').count(), 0, `no note left in the ${name} slot`);
  }
  assert.equal(await first.textContent(), answered, "the reader's choices are kept");
  assert.ok((await page.locator('.term[aria-describedby]').count()) > 0, 'the terms explain themselves');
  page.check();
  await page.closeAll();
  held.close();
});

test('a single embedded widget waits for the page it replaces', async () => {
  // Hold everything from <body> on, until the app has started.
  const held = await holdingServer((html) => html.indexOf('<body'));
  const page = await watchedPage(browser, held.origin);
  await page.goto(held.origin + '/?embed=softmax', { waitUntil: 'commit' });
  // Trunk's loader sets `wasmBindings` once the app's start has run. (Polled on a timer: with no
  // body yet, the page draws no frames.)
  await page.waitForFunction(() => window.wasmBindings, null, { polling: 50 });
  assert.equal(await page.evaluate(() => document.body), null, 'the app started before the body arrived');
  held.release();
  await page.locator('[data-widget="softmax"] [role="status"]').waitFor();
  assert.equal(await page.locator('[data-widget]').count(), 1, 'the one widget');
  assert.equal(await page.locator('.static-page').count(), 0, "the page's text is gone");
  page.check();
  await page.closeAll();
  held.close();
});

test('the app is fetched once per load, with no console warning', async () => {
  // With Trunk's preload beside the loader's own fetch, Chromium now and then fetched the wasm twice
  // and warned that the preload's integrity was ignored. A few loads, since the double fetch came
  // and went with timing.
  for (let load = 0; load < 3; load++) {
    const page = await watchedPage(browser, assets.origin);
    const fetched = new Map();
    const warnings = [];
    page.on('request', (req) => {
      const name = new URL(req.url()).pathname.split('/').pop();
      if (/\.(js|wasm)$/.test(name)) fetched.set(name, (fetched.get(name) ?? 0) + 1);
    });
    // The harness blocks service workers (offline.test.mjs tests ours), and Playwright says so.
    page.on('console', (msg) => msg.type() === 'warning' && !msg.text().startsWith('Service Worker registration blocked by Playwright') && warnings.push(msg.text()));
    await page.goto(assets.base);
    // The load is over; the widgets further down, and the deferred bundle, wait for the reader.
    await loaded(page);
    const app = [...fetched].filter(([name]) => name !== 'embed-host.js');
    assert.deepEqual(app.map(([name]) => name.split('.').pop()).sort(), ['js', 'wasm'], 'the glue and the wasm, and not the deferred bundle');
    for (const [name, times] of app) assert.equal(times, 1, `${name} fetched once`);
    assert.deepEqual(warnings, []);
    page.check();
    await page.closeAll();
  }
});

test('the widgets far down come in a second bundle, fetched as the reader nears them, and a failed fetch says so', async () => {
  const page = await watchedPage(browser, assets.origin);
  const fetched = [];
  page.on('request', (req) => { if (/deferred_widgets/.test(req.url())) fetched.push(new URL(req.url()).pathname); });
  await page.goto(assets.base);
  await loaded(page);
  assert.deepEqual(fetched, [], 'nothing of it with the first load');
  await page.locator('[data-slot="results"]').scrollIntoViewIfNeeded();
  await page.locator('[data-widget="results"] [role="status"]').waitFor();
  assert.deepEqual(fetched.sort(), ['/deferred_widgets.js', '/deferred_widgets_bg.wasm']);
  await allWidgetsIn(page);
  page.check();
  await page.closeAll();

  // Without the network for it, each of its slots says what happened; the rest works.
  const offline = await watchedPage(browser, assets.origin);
  await offline.route('**/deferred_widgets.js*', (route) => route.abort());
  await offline.goto(assets.base);
  const first = SCROLLED.find((w) => w.deferred).name;
  await offline.locator(`[data-slot="${first}"]`).scrollIntoViewIfNeeded();
  await offline.locator(`[data-slot="${first}"][role="alert"]`, { hasText: 'could not be loaded' }).waitFor();
  assert.equal(await offline.locator('[data-slot]:not([data-on-demand])[role="alert"]').count(), SCROLLED.filter((w) => w.deferred).length);
  await offline.locator(`[data-slot="${LAST_OWN}"]`).scrollIntoViewIfNeeded();
  await offline.locator(`[data-widget="${LAST_OWN}"] [role="status"]`).waitFor();
  await offline.closeAll();
});

test('a load puts in only the first widget; each of the others comes in as the reader nears it', async () => {
  const page = await watchedPage(browser, assets.origin, { viewport: { width: 412, height: 823 } });
  await page.goto(assets.base);
  await loaded(page);
  const mounted = () => page.locator('[data-slot][data-mounted]').evaluateAll((slots) => slots.map((s) => s.dataset.slot));
  assert.deepEqual(await mounted(), [SCROLLED[0].name], 'the first widget alone');
  // Scrolling to a slot further down brings its widget in, and those around it, but not the top's.
  // (The last of the first bundle's widgets that comes before any of the second's: past that, the
  // second bundle arrives and puts all of its widgets in at once.)
  // Sections far from the screen are not laid out (`content-visibility: auto`), so the slot moves
  // as the text around it is laid out: the test keeps it in view, as a reader's scrolling would.
  await page.waitForFunction((name) => {
    if (document.querySelector(`[data-widget="${name}"] [role="status"]`)) return true;
    document.querySelector(`[data-slot="${name}"]`)?.scrollIntoView({ behavior: 'instant' });
    return false;
  }, OWN_BEFORE_DEFERRED, { polling: 200 });
  const now = await mounted();
  assert.ok(now.includes(OWN_BEFORE_DEFERRED) && now.length < DECLARED.length, now.join(' '));
  // A widget already in is never mounted twice: a jump to the glossary, then the reader scrolling
  // back through the page, puts in all the rest.
  await page.evaluate(() => { location.hash = '#glossary'; });
  await allWidgetsIn(page);
  for (const slot of await page.locator('[data-slot]').all()) {
    assert.equal(await slot.locator('[data-widget]').count(), 1, `one widget in the ${await slot.getAttribute('data-slot')} slot`);
  }
  page.check();
  await page.closeAll();
});

test('printing the page puts every widget of its own bundle in', async () => {
  const page = await watchedPage(browser, assets.origin);
  await page.goto(assets.base);
  await loaded(page);
  // Headless Chromium prints to PDF, and fires `beforeprint` first, as a browser's Print does.
  await page.pdf();
  const own = DECLARED.filter((w) => !w.deferred).map((w) => w.name);
  const mounted = await page.locator('[data-slot][data-mounted]').evaluateAll((slots) => slots.map((s) => s.dataset.slot));
  assert.deepEqual(own.filter((name) => !mounted.includes(name)), [], 'no slot note on paper');
  page.check();
  await page.closeAll();
});
