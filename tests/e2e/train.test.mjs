// The `train` widget: the model learns in a Web Worker while the page stays usable, a link replays
// its run exactly, the ablations show what the page says they show, and a worker that cannot start
// leaves the rest of the page working.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { openExplainer, summary, watchedPage, useBrowser } from './harness.mjs';

const ctx = useBrowser({ before, after });

const status = (page) => summary(page, 'train');
const statusText = async (page) => (await status(page).textContent()).trim();

/** Waits until the status line matches `re` (the worker posts a few times a second). */
async function waitForStatus(page, re, timeout = 90_000) {
  await page.waitForFunction(
    ([source]) => new RegExp(source).test(document.querySelector('[data-widget="train"] [role="status"]')?.textContent ?? ''),
    [re.source],
    { timeout, polling: 100 },
  );
  return statusText(page);
}

test('pressing Train on the default link reaches 99% of the held-out set within 300 steps, in a worker', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.goto(`${ctx.server.base}?embed=train`);
  await waitForStatus(page, /^Step 0: not trained yet; 0\.0% of 1,000/);
  assert.equal(page.workers().length, 1, 'the training runs in one Web Worker');
  const started = Date.now();
  await page.getByRole('button', { name: 'Train' }).click();
  const said = await waitForStatus(page, /(99\.\d|100\.0)% of 1,000 held-out sequences reversed exactly/);
  const step = Number(said.match(/^Step ([\d,]+)/)[1].replace(/,/g, ''));
  assert.ok(step <= 300, `reached 99% at step ${step}`);
  console.log(`# 99% at step ${step}, ${((Date.now() - started) / 1000).toFixed(1)} s after pressing Train`);
  // The page still answers while the worker trains: a button press shows at once.
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.getByRole('button', { name: 'Train' }).waitFor({ timeout: 5_000 });
  const paused = await waitForStatus(page, /^Step \d+: loss \d\.\d\d; \d+\.\d% of 1,000 held-out sequences reversed exactly\.$/);
  const at = await statusText(page);
  await page.waitForTimeout(600);
  assert.equal(await statusText(page), at, 'paused means no more steps');
  assert.ok(paused);
  // The chart shows every step taken; the maps have drawn.
  const stops = await page.locator('canvas.chart').getAttribute('aria-valuemax');
  assert.ok(Number(stops) >= step - 1, `the chart's cursor reaches every step (${stops})`);
  assert.equal(await page.locator('.map-canvas').count(), 6, 'three kinds of attention, two heads each');
  // The anti-diagonal, in words. Which head carries which row depends on the step the run was
  // paused at (the machine's speed), so each output is asked of both heads. Replayed runs give 8
  // of 8 outputs at steps 150 to 350 and 2 of 8 untrained; 7 leaves room for a row in flux.
  const heads = [];
  for (const nth of [4, 5]) heads.push(await page.locator('.map-canvas').nth(nth).getAttribute('aria-label'));
  assert.match(heads[0], /^Cross-attention, head 1: output 1 → input \d \(\d+%\), /);
  const mirrored = [1, 2, 3, 4, 5, 6, 7, 8].filter((i) => heads.some((h) => h.includes(`output ${i} → input ${9 - i} (`)));
  assert.ok(mirrored.length >= 7, `outputs looking at their mirror input: ${mirrored.join(', ')}\n${heads.join('\n')}`);
  page.check();
  await page.closeAll();
});

test('a link with steps and run replays the same run on every load, as the native test pins it', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  const line = 'Step 40: loss 2.24; 0.0% of 1,000 held-out sequences reversed exactly.';
  for (let load = 0; load < 2; load++) {
    await page.goto(`${ctx.server.base}?embed=train&seed=5&steps=40&run=1`);
    assert.equal(await waitForStatus(page, /^Step 40:/), line);
    await page.getByRole('button', { name: 'Train' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Train' }).isDisabled(), true, 'at its limit');
  }
  page.check();
  await page.closeAll();
});

test('without positional encoding the model cannot learn to reverse', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.goto(`${ctx.server.base}?embed=train&pe=off&steps=300&run=1`);
  const said = await waitForStatus(page, /^Step 300:/);
  const share = Number(said.match(/; ([\d.]+)% of 1,000/)[1]);
  assert.ok(share < 5, `PE off: ${share}% after 300 steps`);
  page.check();
  await page.closeAll();
});

test('the try box answers typed sequences and explains bad ones politely', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.goto(`${ctx.server.base}?embed=train&len=4&steps=5&run=1`);
  await waitForStatus(page, /^Step 5:/);
  // The box is the one field of the widget's form, so Enter submits that form: the widget keeps
  // it from loading the page again (a new load would not have this mark).
  await page.evaluate(() => {
    window.__sameLoad = true;
    document.addEventListener('submit', (ev) => { window.__submits = (window.__submits ?? 0) + 1; window.__kept = ev.defaultPrevented; });
  });
  const box = page.getByLabel(/Try it: type 4 digits/);
  await box.fill('12a4');
  await box.press('Enter');
  await page.locator('.try-result', { hasText: 'Only the digits 0 to 9 can be symbols; “a” is not one.' }).waitFor();
  await box.fill('1 2 3');
  await page.getByRole('button', { name: 'Answer' }).click();
  await page.locator('.try-result', { hasText: 'that has 3' }).waitFor();
  await box.fill('1 2 3 4');
  await box.press('Enter');
  await page.locator('.try-result', { hasText: /^1 2 3 4 → \d \d \d \d \((right|wrong)\)\.$/ }).waitFor();
  assert.equal(await page.locator('.train-try .map-canvas').count(), 2, 'its cross-attention, per head');
  const { sameLoad, submits, kept } = await page.evaluate(() => ({ sameLoad: window.__sameLoad, submits: window.__submits, kept: window.__kept }));
  assert.deepEqual({ sameLoad, submits, kept }, { sameLoad: true, submits: 2, kept: true });
  page.check();
  await page.closeAll();
});

test('everything works by keyboard', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.goto(`${ctx.server.base}?embed=train&steps=3`);
  await waitForStatus(page, /^Step 0:/);
  await page.getByRole('button', { name: 'Step' }).focus();
  await page.keyboard.press('Enter');
  await waitForStatus(page, /^Step 1: loss /);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await waitForStatus(page, /^Step 3: loss /);
  // Settings open from the keyboard and a new setting starts a new run.
  await page.locator('.train-settings summary').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Positions off' }).focus();
  await page.keyboard.press('Enter');
  await waitForStatus(page, /^Step 0: not trained yet/);
  // The address is rewritten a moment after the last change (ui::address::URL_SETTLE).
  await page.waitForFunction(() => location.search.includes('pe=off'));
  assert.match(page.url(), /pe=off/, 'the link follows the setting');
  page.check();
  await page.closeAll();
});

test('out-of-range settings get a notice and the nearest allowed value', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.goto(`${ctx.server.base}?embed=train&dmodel=20&heads=3&len=99`);
  await page.locator('.notices', { hasText: '“heads” must divide d_model = 20 evenly, so 3 became 2.' }).waitFor();
  await page.locator('.notices', { hasText: 'len' }).waitFor();
  await waitForStatus(page, /^Step 0:/);
  page.check();
  await page.closeAll();
});

test('a worker that cannot start leaves the rest of the page working and says why', async () => {
  // The broken loader is served by a route (which requests through a service worker would skip;
  // the harness blocks service workers unless asked).
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.route('**/train_worker_loader.js*', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("no training here")' }));
  await openExplainer(page, `${ctx.server.base}#train-one`);
  await page.locator('[data-widget="train"] [role="alert"]', { hasText: 'The rest of the page works as before' }).waitFor({ timeout: 15_000 });
  // Another widget still answers.
  const slider = page.locator('[data-widget="softmax"] input[type=range]').first();
  await slider.focus();
  const before = await summary(page, 'softmax').textContent();
  await slider.press('ArrowRight');
  await page.waitForFunction(([b]) => document.querySelector('[data-widget="softmax"] [role="status"]').textContent !== b, [before]);
  await page.closeAll();
});

test('on the page, the worker is fetched only when the reader nears the section', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  const fetched = [];
  page.on('request', (r) => { if (/train_worker/.test(r.url())) fetched.push(r.url()); });
  // A reader at the top of the page, the first sections' widgets in (every widget comes in as
  // the reader nears it, so scrolling through them all would bring this one near too).
  await page.goto(ctx.server.base);
  await summary(page, 'architecture').waitFor();
  await page.waitForTimeout(1000);
  assert.deepEqual(fetched, [], 'nothing of the worker with the first load');
  // The reader follows the contents to the section.
  await page.locator('.toc a[href="#train-one"]').click();
  await waitForStatus(page, /^Step 0: not trained yet; /);
  assert.ok(fetched.some((u) => new URL(u).pathname.endsWith('/train_worker_bg.wasm')), fetched.join(', '));
  page.check();
  await page.closeAll();
});

test('a run goes on while the reader is elsewhere on the page, drawn only once they come back', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await openExplainer(page, ctx.server.base);
  await page.locator('#train-one').scrollIntoViewIfNeeded();
  await waitForStatus(page, /^Step 0: not trained yet; /);
  const chart = page.locator('[data-widget="train"] canvas[role="slider"]');
  const stops = async () => Number(await chart.getAttribute('aria-valuemax'));
  await page.locator('[data-widget="train"] [data-control="train"]').click();
  await page.waitForFunction(() => Number(document.querySelector('[data-widget="train"] canvas[role="slider"]')?.getAttribute('aria-valuemax')) > 1, null, { timeout: 60_000 });
  // Away, far up the page: the worker trains on, but the chart stays as it was left.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  const left = await stops();
  await page.waitForTimeout(1500);
  assert.equal(await stops(), left, 'nothing redrawn while the widget is off screen');
  assert.match(await page.locator('[data-widget="train"] [data-control="train"]').textContent(), /Pause/, 'still training');
  // Back: the chart catches up with the steps taken meanwhile.
  await page.locator('#train-one').scrollIntoViewIfNeeded();
  await page.waitForFunction((n) => Number(document.querySelector('[data-widget="train"] canvas[role="slider"]')?.getAttribute('aria-valuemax')) > n, left, { timeout: 10_000 });
  page.check();
  await page.closeAll();
});

/** Opens the training embed with `broken` routed, waits for the alert matching `said`, then lets
 * the files through again and checks that Reset starts a worker that works. */
async function failsThenResets(path, broken, said, { clock = false } = {}) {
  // Not `check()`ed: the failures this sets up are reported to the console, as they should be.
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  for (const [glob, handler] of broken) await page.route(glob, handler);
  if (clock) await page.clock.install();
  await page.goto(`${ctx.server.base}${path}`);
  const alert = page.locator('[data-widget="train"] [role="alert"]');
  if (clock) {
    await page.waitForFunction(() => document.querySelector('[data-widget="train"]') !== null);
    await page.waitForTimeout(500);
    await page.clock.fastForward(31_000);
  }
  await alert.filter({ hasText: said }).waitFor({ timeout: 20_000 });
  assert.match(await alert.textContent(), /The rest of the page works as before; Reset tries again\.$/);
  assert.equal(await page.locator('[data-widget="train"] [data-control="train"]').textContent(), 'Train', 'nothing claims to run');
  for (const [glob] of broken) await page.unroute(glob);
  await page.locator('[data-widget="train"] [data-control="reset"]').click();
  await waitForStatus(page, /^Step 0: not trained yet; 0\.0% of 1,000/, 30_000);
  assert.equal(await alert.count(), 0, 'the alert goes once a worker listens');
  await page.locator('[data-widget="train"] [data-control="step"]').click();
  await waitForStatus(page, /^Step 1: loss /, 30_000);
  await page.closeAll();
}

test('a worker whose wasm is missing says so, and Reset starts a fresh one that trains', async () => {
  await failsThenResets('?embed=train', [['**/train_worker_bg.wasm*', (route) => route.fulfill({ status: 404, body: 'gone' })]],
    /^The training worker could not start \(/);
});

test('a worker that fails as it starts says so, and Reset starts a fresh one that trains', async () => {
  // The worker's glue, with its start (where `main` runs) made to throw.
  const glue = async (route) => {
    const res = await route.fetch();
    const body = await res.text();
    const start = /\b[\w$]+\.__wbindgen_start\(\);/;
    assert.match(body, start, 'the glue starts the wasm where this test expects');
    await route.fulfill({ response: res, body: body.replace(start, 'throw new Error("main failed");') });
  };
  await failsThenResets('?embed=train', [['**/train_worker.js*', glue]], /^The training worker could not start \(main failed\)/);
});

test('a worker that never says ready is given up after 30 seconds, and Reset starts a fresh one', async () => {
  await failsThenResets('?embed=train', [['**/train_worker_loader.js*', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '// says nothing' })]],
    /^The training worker did not start within 30 seconds/, { clock: true });
});

test('a run is paused while the page is hidden, and says so when the reader is back', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.goto(`${ctx.server.base}?embed=train&run=1`);
  const button = page.locator('[data-widget="train"] [data-control="train"]');
  await button.filter({ hasText: 'Pause' }).waitFor({ timeout: 30_000 });
  const visibility = (hidden) => page.evaluate((h) => {
    Object.defineProperty(document, 'hidden', { value: h, configurable: true });
    Object.defineProperty(document, 'visibilityState', { value: h ? 'hidden' : 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
  await visibility(true);
  await button.filter({ hasText: 'Train' }).waitFor({ timeout: 5_000 });
  const stops = async () => Number(await page.locator('[data-widget="train"] canvas[role="slider"]').getAttribute('aria-valuemax'));
  await page.waitForTimeout(300);
  const at = await stops();
  await page.waitForTimeout(800);
  assert.equal(await stops(), at, 'no steps while hidden');
  await visibility(false);
  const said = await waitForStatus(page, /^Paused at step [\d,]+ while the page was hidden\. Press Train to go on\.$/, 5_000);
  assert.ok(Number(said.match(/step ([\d,]+)/)[1].replace(/,/g, '')) >= 1, said);
  await button.click();
  await button.filter({ hasText: 'Pause' }).waitFor({ timeout: 5_000 });
  page.check();
  await page.closeAll();
});
