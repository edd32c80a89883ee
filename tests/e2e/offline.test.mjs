// Offline after one visit: the service worker keeps the build's files and serves them when the
// network is gone, under the site's own path, and a new build replaces the old cache.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST, allWidgetsIn, launch, serve, watchedPage } from './harness.mjs';

let browser;
before(async () => {
  browser = await launch({ shell: true });
});
after(async () => {
  await browser?.close();
});

/** Loads `url` and waits until the service worker controls the page and has filled its cache. */
async function visitOnce(page, url) {
  await page.goto(url);
  await page.locator('[role="status"]').first().waitFor();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    }
  });
}

for (const prefix of ['/', '/course/explainer/']) {
  test(`after one visit the page and an embed work offline (served at ${prefix})`, async () => {
    const server = await serve(DIST, prefix);
    const page = await watchedPage(browser, server.origin, { serviceWorkers: 'allow', acceptDownloads: true });
    await visitOnce(page, server.base);
    // The training worker and the everyday translator's files are cached when a reader first
    // reaches them, not with the page.
    const cached = () => page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (k) => (await (await caches.open(k)).keys()).map((r) => r.url)))).flat());
    assert.deepEqual((await cached()).filter((u) => u.includes('train_worker') || u.includes('everyday')), []);
    await page.goto(`${server.base}?embed=train`);
    await page.locator('[data-widget="train"] [role="status"]', { hasText: /^Step 0: not trained yet; / }).waitFor({ timeout: 30_000 });
    await page.goto(`${server.base}?embed=everyday-translate`);
    await page.locator('[data-widget="everyday-translate"] [role="status"]', { hasText: /^“I am hungry\.” → / }).waitFor({ timeout: 30_000 });
    assert.equal((await cached()).filter((u) => u.includes('everyday')).length, 3, 'the everyday files cached once fetched');
    await page.goto(server.base);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    assert.equal(new URL(scope).pathname, prefix, 'registered for the site\'s own path');
    await page.context().setOffline(true);
    await page.reload();
    // The deferred widgets too: their bundle was cached with the page.
    await allWidgetsIn(page);
    await page.locator('[data-widget="softmax"] [role="status"]').waitFor();
    await page.goto(`${server.base}?embed=mask&n=9`);
    await page.locator('[data-widget="mask"] [role="status"]', { hasText: /^9 tokens/ }).waitFor();
    // The French page, cached with the English one, in French: never the English page for it.
    await page.goto(`${server.base}fr/?embed=softmax&t=0.5`);
    await page.locator('[data-widget="softmax"] [role="status"]', { hasText: /^À la température 0,50/ }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
    await page.goto(`${server.base}fr/#softmax`);
    await page.locator('[data-widget="softmax"] [role="status"]', { hasText: /^À la température 1,00/ }).waitFor();
    await page.goto(`${server.base}?embed=mask&n=9`);
    // Saving a figure: its bundle was cached with the page, though this reader never saved one.
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.locator('[data-control^="save-png"]').first().click(),
    ]);
    assert.match(download.suggestedFilename(), /^mask-.*n9\.png$/);
    // The everyday translator and the training worker, fetched once online, come from the cache too.
    await page.goto(`${server.base}?embed=everyday-translate&s=Where%20is%20the%20station%3F`);
    await page.locator('[data-widget="everyday-translate"] [role="status"]', { hasText: /^“Where is the station\?” → / }).waitFor({ timeout: 30_000 });
    await page.goto(`${server.base}?embed=train&steps=2&run=1`);
    await page.locator('[data-widget="train"] [role="status"]', { hasText: /^Step 2: / }).waitFor({ timeout: 30_000 });
    await page.context().setOffline(false);
    page.check();
    await page.closeAll();
    server.close();
  });
}

test('a new build replaces the old cache on the next online visit', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'explainer-build-'));
  cpSync(DIST, dir, { recursive: true });
  const server = await serve(dir);
  const page = await watchedPage(browser, server.origin, { serviceWorkers: 'allow' });
  await visitOnce(page, server.base);
  const first = await page.evaluate(() => caches.keys());
  assert.equal(first.length, 1);
  // A "new build": the same files under a new version, as the post-build hook writes it.
  const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
  writeFileSync(join(dir, 'sw.js'), sw.replace(/PREFIX \+ '[0-9a-f]+'/, "PREFIX + '0123456789abcdef'"));
  await page.reload();
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    await reg.update();
  });
  await page.waitForFunction(async (want) => {
    const keys = await caches.keys();
    return keys.length === 1 && keys[0] === want;
  }, `explainer ${server.base} 0123456789abcdef`, { timeout: 15_000, polling: 200 });
  page.check();
  await page.closeAll();
  server.close();
});

test('two copies of the site on one host keep their own offline copies', async () => {
  // Two courses on one host: the same build under /a/ and /b/ of one origin.
  const server = await serve(DIST, ['/a/', '/b/']);
  const page = await watchedPage(browser, server.origin, { serviceWorkers: 'allow' });
  await visitOnce(page, `${server.origin}/a/`);
  await visitOnce(page, `${server.origin}/b/`);
  const keys = await page.evaluate(() => caches.keys());
  assert.deepEqual(keys.map((k) => k.split(' ')[1]).sort(), [`${server.origin}/a/`, `${server.origin}/b/`], keys.join(', '));
  await page.context().setOffline(true);
  for (const copy of ['a', 'b']) {
    await page.goto(`${server.origin}/${copy}/?embed=softmax`);
    await page.locator('[data-widget="softmax"] [role="status"]').waitFor();
  }
  await page.context().setOffline(false);
  page.check();
  await page.closeAll();
  server.close();
});

test('a page load the server answers with an error comes from the offline copy', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'explainer-build-'));
  cpSync(DIST, dir, { recursive: true });
  const server = await serve(dir);
  const page = await watchedPage(browser, server.origin, { serviceWorkers: 'allow' });
  await visitOnce(page, server.base);
  // The host breaks: the page itself now answers 404.
  rmSync(join(dir, 'index.html'));
  const answer = await page.goto(`${server.base}?embed=mask&n=9`);
  assert.equal(answer.status(), 200, 'the cached page, not the error');
  await page.locator('[data-widget="mask"] [role="status"]', { hasText: /^9 tokens/ }).waitFor();
  await page.closeAll();
  server.close();
});

test('only the top-level page registers the offline copy: not an embed, not a framed page', async () => {
  const server = await serve(DIST);
  const page = await watchedPage(browser, server.origin, { serviceWorkers: 'allow', bypassCSP: true });
  await page.goto(`${server.base}?embed=softmax`);
  await page.locator('[data-widget="softmax"] [role="status"]').waitFor();
  // The page registers once it has loaded: give it that moment, and more.
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0, 'an embed opened alone');
  await page.setContent(`<!doctype html><iframe title="page" src="${server.base}" width="400" height="300"></iframe>`);
  await page.frameLocator('iframe').locator('[role="status"]').first().waitFor();
  await page.waitForTimeout(500);
  assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0, 'the page in a frame');
  page.check();
  await page.closeAll();
  server.close();
});

test('the files a page loads later carry its build\'s version, glue and wasm alike', async () => {
  // None of them has a hash in its name: with the version in the URL, a page left open across a
  // deploy, or a cache holding one of them past it, cannot pair one build's glue with another's wasm.
  const server = await serve(DIST, '/');
  const page = await watchedPage(browser, server.origin);
  const later = [];
  page.on('request', (r) => { if (/deferred_widgets|train_worker/.test(r.url())) later.push(new URL(r.url())); });
  await page.goto(`${server.base}?embed=cost`);
  await page.locator('[data-widget="cost"] [role="status"]').waitFor();
  await page.goto(`${server.base}?embed=train`);
  await page.locator('[data-widget="train"] [role="status"]', { hasText: /^Step 0: not trained yet; / }).waitFor({ timeout: 30_000 });
  const version = await page.locator('meta[name="explainer-build"]').getAttribute('content');
  assert.match(version, /^[0-9a-f]{16}$/);
  const names = later.map((u) => u.pathname.split('/').pop()).sort();
  assert.deepEqual([...new Set(names)], ['deferred_widgets.js', 'deferred_widgets_bg.wasm', 'train_worker.js', 'train_worker_bg.wasm', 'train_worker_loader.js']);
  for (const u of later) assert.equal(u.search, `?v=${version}`, u.href);
  page.check();
  await page.closeAll();
  server.close();
});
