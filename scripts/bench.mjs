// `./x bench`: measures the release build and prints one table against the project's budgets.
// Figures also go to bench-results/latest.json (and a timestamped copy) so commits can be compared.
// Never a test: it reports, it does not fail the build.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { launch, openExplainer, serve, watchedPage } from '../tests/e2e/harness.mjs';
import { BARE_INPUT_PAGE, eventTimingPresses, interactions, KEYS, pct, pressEvery } from './presses.mjs';
import { realAgain, record, replayInstead } from './replay.mjs';

const ROOT = resolve(import.meta.dirname, '..');
// The timed load varies by ±100 ms from one load to the next on a small shared machine (what else
// the two cores are doing while the browser's main thread is throttled), so its median is taken
// over enough loads to hold still from one bench run to the next.
const RUNS = Number(process.env.BENCH_RUNS ?? 11);
// Lighthouse's phone is a host with `benchmarkIndex` REFERENCE_BENCHMARK_INDEX (the middle of the
// range its documentation, docs/throttling.md, calibrates its 4× for) slowed 4×.
const REFERENCE_BENCHMARK_INDEX = 1750;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const server = await serve();
const browser = await launch();

// The CPU throttle of every figure measured in the bench's own browser: 4 × this machine's
// benchmarkIndex / 1750, Lighthouse's second pass's factor, so that both simulate one phone. A
// fixed 4× simulates a slower phone on a slower host, and the ratios against a bare baseline do
// not scale with it: the bare input's press stays about one frame while the page's work grows, so
// one commit's slider figure was ×1.66 on a 2-core Xeon (benchmarkIndex 3,175) and ×2.70 on a
// 2-core EPYC (1,413). The index is Lighthouse's own, from its first pass, which therefore runs
// first: the same function evaluated in a page of this browser gives another figure (about 1,150
// on a fresh page, 1,600 on a page that has run it once, against Lighthouse's 1,440 on the EPYC).
// `BENCH_THROTTLE=4` gives the fixed factor of the benches before 2026-12-05.
//
// Lighthouse on `/` (its default: a mid-range phone on a slow network), in Debian Chromium.
// One run moves by several points from the next on a shared machine (performance 92 to 97 on the
// same build), so, as Lighthouse's own guidance on variability advises, each pass runs LH_RUNS
// times (5) and the table shows the run with the median performance score, whole.
//
// Lighthouse simulates the phone's CPU as this machine's slowed by a fixed 4×, which its own
// documentation (docs/throttling.md) says is calibrated for a high-end desktop, benchmarkIndex
// 1500 to 2000, and should be adjusted on other hosts: the project's two-core machines gave
// benchmarkIndex 765 to 1806 (one machine, within an hour), and the same page scored 73 to 98
// with a blocking time from 32 to 1269 ms. So the first pass runs Lighthouse's defaults and is
// reported as it is; the second, whose figures carry the budgets, slows the CPU by 4 × (this
// run's median benchmarkIndex / 1750), which aims at the same phone on any host.
const LH_RUNS = Number(process.env.LH_RUNS ?? 5);
async function lighthousePass(categories, cpuSlowdownMultiplier) {
  const runs = [];
  for (let i = 0; i < LH_RUNS; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    try {
      const run = await lighthouse(server.base, {
        port: chrome.port,
        onlyCategories: categories,
        output: 'json',
        logLevel: 'error',
        ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
      });
      const audit = (id) => run.lhr.audits[id]?.numericValue ?? NaN;
      const scores = {};
      const misses = [];
      for (const [id, category] of Object.entries(run.lhr.categories)) {
        scores[id] = Math.round(category.score * 100);
        for (const ref of category.auditRefs) {
          const a = run.lhr.audits[ref.id];
          if (ref.weight > 0 && a.score !== null && a.score < 1) misses.push(`${id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
        }
      }
      runs.push({
        scores,
        metrics: { lcp: audit('largest-contentful-paint'), tbt: audit('total-blocking-time'), cls: audit('cumulative-layout-shift') },
        // Lighthouse's own measure of this machine's speed, taken at the start of each run.
        benchmarkIndex: run.lhr.environment?.benchmarkIndex ?? NaN,
        cpuSlowdownMultiplier: run.lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? NaN,
        misses,
      });
    } finally {
      await chrome.kill();
    }
  }
  const byPerformance = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return { runs, median: byPerformance[Math.floor(byPerformance.length / 2)], range: `${byPerformance[0].scores.performance}–${byPerformance.at(-1).scores.performance}` };
}
const lighthouseDefault = await lighthousePass(['accessibility', 'best-practices', 'performance']);
const benchmarkIndex = median(lighthouseDefault.runs.map((r) => r.benchmarkIndex));
const calibratedMultiplier = Math.round((4 * benchmarkIndex / REFERENCE_BENCHMARK_INDEX) * 100) / 100;
const THROTTLE = process.env.BENCH_THROTTLE ? Number(process.env.BENCH_THROTTLE) : calibratedMultiplier;
console.log(`CPU throttle ×${THROTTLE} (Lighthouse benchmarkIndex ${benchmarkIndex})`);

async function throttled(options = {}) {
  const page = await watchedPage(browser, server.origin, { settle: false, viewport: { width: 1280, height: 900 }, ...options });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  return page;
}

// 1. Bytes to show `/` (and the French page, `fr/`), gzip -9, by kind.
/** Everything a first load of `path` fetches, gzip -9, by kind. */
async function pageBytes(path) {
  const bytes = { wasm: 0, js: 0, css: 0, html: 0, other: 0 };
  const page = await watchedPage(browser, server.origin, { settle: false });
  const bodies = [];
  page.on('response', async (res) => bodies.push(res.body().then((b) => [res.url(), b]).catch(() => null)));
  await page.goto(server.base + path, { waitUntil: 'networkidle' });
  for (const entry of await Promise.all(bodies)) {
    if (!entry) continue;
    const [url, body] = entry;
    const path = new URL(url).pathname;
    const kind = path.endsWith('.wasm') ? 'wasm' : path.endsWith('.js') ? 'js' : path.endsWith('.css') ? 'css' : path.endsWith('/') || path.endsWith('.html') ? 'html' : 'other';
    bytes[kind] += gzipSync(body, { level: 9 }).length;
  }
  await page.closeAll();
  return bytes;
}
const bytes = await pageBytes('');
const totalBytes = Object.values(bytes).reduce((a, b) => a + b, 0);
const frenchBytes = Object.values(await pageBytes('fr/')).reduce((a, b) => a + b, 0);

// 1b. A link with 120,000 keys no widget has (about 1.2 MB of address) against a plain one: the
// time to the widget's status line, unthrottled, median of 5 loads each. The same two addresses
// on a bare page give what the browser itself spends on so long an address (committing it and
// keeping it in its history, about a second and a quarter on the 2-core EPYC), which no page can
// change; the budget, within 2 × a plain link + 1 s, is counted besides it.
const LONG_KEYS = 120000;
const longQuery = `embed=softmax&t=0.5&${Array.from({ length: LONG_KEYS }, (_, i) => `k${i}=1`).join('&')}`;
async function linkShown(origin, url, selector) {
  const times = [];
  for (let i = 0; i < 5; i++) {
    const page = await watchedPage(browser, origin, { settle: false, viewport: { width: 1280, height: 900 } });
    await page.addInitScript((selector) => {
      window.__shownAt = new Promise((done) => {
        new MutationObserver((_, observer) => {
          if (document.querySelector(selector)?.textContent.trim()) {
            observer.disconnect();
            done(performance.now());
          }
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
    }, selector);
    await page.goto(url);
    times.push(await page.evaluate(() => window.__shownAt));
    await page.closeAll();
  }
  return median(times);
}
const bareLinkDir = mkdtempSync(join(tmpdir(), 'bench-link-'));
writeFileSync(join(bareLinkDir, 'index.html'), '<!doctype html><html lang="en"><title>bare</title><p id="bare">A bare page.</p></html>');
const bareLinkServer = await serve(bareLinkDir);
const longLink = {
  plain: await linkShown(server.origin, `${server.base}?embed=softmax&t=0.5`, '[data-widget="softmax"] [role="status"]'),
  long: await linkShown(server.origin, `${server.base}?${longQuery}`, '[data-widget="softmax"] [role="status"]'),
  barePlain: await linkShown(bareLinkServer.origin, `${bareLinkServer.base}?embed=softmax&t=0.5`, '#bare'),
  bareLong: await linkShown(bareLinkServer.origin, `${bareLinkServer.base}?${longQuery}`, '#bare'),
};
bareLinkServer.close();

// 2. Navigation to the first widget of the page answering input, CPU throttled.
const interactive = [];
const firstIn = [];
for (let i = 0; i < RUNS; i++) {
  const page = await throttled();
  await page.addInitScript(() => {
    // When the first widget's status line exists, and the first contentful paint, on this load.
    window.__statusAt = new Promise((done) => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('main [data-widget] [role="status"]')?.textContent) {
          observer.disconnect();
          done(performance.now());
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    window.__fcp = new Promise((done) => {
      new PerformanceObserver((list) => {
        const e = list.getEntriesByName('first-contentful-paint')[0];
        if (e) done(e.startTime);
      }).observe({ type: 'paint', buffered: true });
    });
    window.__firstAnswer = new Promise((done) => {
      // As soon as the first widget in page order exists, move its first slider to the minimum
      // and wait until the widget's text answers (the view updates after the event, not in it).
      // Mutation observers rather than polling, so the measurement adds no work of its own.
      const answered = (widget) => {
        const before = widget.textContent;
        new MutationObserver((_, observer) => {
          if (widget.textContent !== before) {
            observer.disconnect();
            done(performance.now());
          }
        }).observe(widget, { subtree: true, childList: true, characterData: true });
      };
      new MutationObserver((_, observer) => {
        const widget = document.querySelector('main [data-widget]');
        const input = widget?.querySelector('input[type="range"]');
        if (!input || !widget.querySelector('[role="status"]')?.textContent) return;
        observer.disconnect();
        answered(widget);
        input.value = String(Number(input.min));
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }).observe(document, { subtree: true, childList: true });
    });
  });
  await page.goto(server.base);
  // Ask for the figure only once the page has had time to answer: evaluating anything in the page
  // earlier would make Playwright run its own script there in the middle of the start-up it times.
  await page.waitForTimeout(4000);
  const [t, statusAt, fcp] = await page.evaluate(() => Promise.all([window.__firstAnswer, window.__statusAt, window.__fcp].map((p) => Promise.race([p, new Promise((r) => setTimeout(() => r(NaN), 20000))]))));
  interactive.push(t);
  firstIn.push({ status: statusAt, fcp, ratio: statusAt / fcp });
  await page.closeAll();
}

// Input to next paint, per interaction: every interaction with `controls`, six key presses each
// (`rounds` times), as Chromium's trace records them. The trace's EventTiming events carry the
// same duration the Event Timing API reports, but exact and for every event: the API rounds to
// 8 ms and leaves out anything under 16 ms, which on a fast machine is most presses of a bare
// input, so its p95 would be set by the two or three presses that crossed the threshold.
async function pressTimings(page, controls, rounds = 1) {
  // When each control's presses begin, in the page's clock (the trace's event timestamps use it).
  await page.evaluate(() => {
    window.__controlsFrom = [];
  });
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  const count = await pressEvery(page, controls, rounds, (c) => c.evaluate((el) => {
    window.__controlsFrom.push([performance.now(), `${el.closest('[data-widget]')?.dataset.widget}:${el.dataset.control ?? el.getAttribute('aria-label').split(':')[0]}`]);
  }));
  await page.waitForTimeout(500);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  const controlsFrom = await page.evaluate(() => window.__controlsFrom);
  const controlAt = (t) => controlsFrom.findLast(([from]) => from <= t)?.[1] ?? '?';
  const slowest = interactions(traceEvents).map(({ duration, handlers, timeStamp }) => ({ duration, handlers, control: controlAt(timeStamp) }));
  const expected = count * KEYS.length * rounds;
  if (slowest.length !== expected) console.log(`note: the trace holds ${slowest.length} interactions for ${expected} key presses`);
  return { durations: slowest.map((v) => v.duration), handlers: slowest.map((v) => v.handlers), slowest };
}

// 3. Input to next paint, per control, on the whole page, and the same presses on a bare
// `<input type=range>` alone on a page, in the same run and at the same throttle: what this
// machine and browser take for the simplest possible slider. The bare input is pressed before
// the page and again after it, and the two pooled, so a machine that slows down or speeds up
// during the run moves both figures alike. One such run is not enough: the bare input's p95 over
// a hundred presses moves between one frame and two from run to run (most presses make the next
// frame, a few wait for the one after), and with it the ratio. So the run is repeated until the
// last three ratios agree within 10% (the largest at most 1.1 times the smallest), at most
// SLIDER_MAX_RUNS times; the figure is the middle one of those three, printed with all three.
const SLIDER_MAX_RUNS = Number(process.env.BENCH_SLIDER_RUNS ?? 6);
const SLIDER_AGREE = 1.1;
// Presses a run: each key sequence three times on every control of the page (918 presses), 180
// times on the bare input before the page and 180 after. Measured on one commit (2-core Xeon): with
// one sequence a control and 60 bare presses a side, seven runs in a row ranged ×1.92 to ×2.34; with
// two and 120, five ranged ×1.86 to ×2.13, still no three neighbours within 10%.
const PAGE_ROUNDS = 3;
const BARE_ROUNDS = 30;
const bareDir = mkdtempSync(join(tmpdir(), 'bench-bare-'));
writeFileSync(join(bareDir, 'index.html'), BARE_INPUT_PAGE);
const bareServer = await serve(bareDir);
async function barePresses() {
  const page = await watchedPage(browser, bareServer.origin, { settle: false, viewport: { width: 1280, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await page.goto(bareServer.base);
  const out = await pressTimings(page, page.locator('input'), BARE_ROUNDS);
  await page.closeAll();
  return out;
}
// A first pass on the bare input, not counted: the first pages the bare input is pressed on come
// out slower. Six passes of 180 presses in a row on one browser (2-core EPYC, 3.21× CPU) had
// medians of 22, 14, 14, 13, 13 and 13 ms and p95s of 31, 26, 28, 24, 22 and 23 ms; and two of
// the bench's last seven reports began with a bare p95 of 30 or 31 ms, the rest of their runs 21
// to 26 ms.
await barePresses();
const sliderRuns = [];
const agreeing = () => {
  const last = sliderRuns.slice(-3).map((r) => r.ratio);
  return last.length === 3 && Math.max(...last) <= SLIDER_AGREE * Math.min(...last);
};
while (!agreeing() && sliderRuns.length < SLIDER_MAX_RUNS) {
  const bareBefore = await barePresses();
  const page = await throttled();
  await openExplainer(page, server.base);
  const presses = await pressTimings(page, page.locator('main input[type="range"], main [role="slider"]'), PAGE_ROUNDS);
  await page.closeAll();
  const bareAfter = await barePresses();
  const bare = [...bareBefore.durations, ...bareAfter.durations];
  const p95 = pct(presses.durations, 0.95);
  const bare95 = pct(bare, 0.95);
  sliderRuns.push({ ...presses, bare, p95, bare95, ratio: p95 / bare95 });
  console.log(`slider run ${sliderRuns.length}: page / bare p95 ${p95.toFixed(0)} / ${bare95.toFixed(0)} ms (×${(p95 / bare95).toFixed(2)})`);
}
// 3a. The same from outside, as a field measure would see it: the Event Timing API in the page at
// a fixed 4× CPU (not the calibrated factor: this is the figure a reader's own browser could
// report), every control of the page against the bare input before and after, three times; the
// middle ratio counts. The API leaves out presses under 16 ms and rounds to 8 ms, so its figures
// move in steps of 8 ms (`eventTimingPresses` in scripts/presses.mjs).
const OUTSIDE_RATE = 4;
/** The Event Timing durations of `rounds` of presses on `selector`, once `open` has loaded a page. */
async function pressedOutside(origin, open, selector, rounds) {
  const page = await watchedPage(browser, origin, { settle: false, viewport: { width: 1280, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await open(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: OUTSIDE_RATE });
  const out = await eventTimingPresses(page, page.locator(selector), rounds);
  await page.closeAll();
  return out;
}
const bareOutside = () => pressedOutside(bareServer.origin, (page) => page.goto(bareServer.base), 'input', BARE_ROUNDS);
const outsideRuns = [];
for (let run = 0; run < 3; run++) {
  const before = await bareOutside();
  const onPage = await pressedOutside(server.origin, (page) => openExplainer(page, server.base), 'main input[type="range"], main [role="slider"]', 2);
  const after = await bareOutside();
  const p95 = pct(onPage, 0.95);
  const bare95 = pct([...before, ...after], 0.95);
  outsideRuns.push({ p95, bare95, ratio: p95 / bare95, presses: onPage.length });
  console.log(`outside run ${run + 1}: page / bare p95 ${p95} / ${bare95} ms (×${(p95 / bare95).toFixed(2)})`);
}
const outside = [...outsideRuns].sort((a, b) => a.ratio - b.ratio)[1];
bareServer.close();
// The three runs the figure comes from, ordered by their ratio; their presses pooled for the
// handler times and the slowest controls.
const lastSliderRuns = sliderRuns.slice(-3).sort((a, b) => a.ratio - b.ratio);
const sliderRun = lastSliderRuns[Math.floor((lastSliderRuns.length - 1) / 2)];
const durations = lastSliderRuns.flatMap((r) => r.durations);
const handlers = lastSliderRuns.flatMap((r) => r.handlers);
const slowest = lastSliderRuns.flatMap((r) => r.slowest);
const bare = { durations: lastSliderRuns.flatMap((r) => r.bare) };
const perWidget = (() => {
  const bare95 = pct(bare.durations, 0.95);
  const by = new Map();
  for (const v of slowest) {
    const widget = v.control.split(':')[0];
    if (!by.has(widget)) by.set(widget, []);
    by.get(widget).push(v.duration);
  }
  return [...by]
    .map(([widget, ds]) => ({ widget, presses: ds.length, p95: pct(ds, 0.95), ratio: pct(ds, 0.95) / bare95 }))
    .sort((a, b) => b.ratio - a.ratio);
})();

// 3b. Each widget's slider presses against the same presses replayed with none of our code
// (`scripts/replay.mjs`): the replay makes the same DOM and canvas changes, so what it costs is
// the browser's own style, layout and paint, which our code cannot change; the widget's real
// presses may cost at most a quarter more. Every widget with a slider, on one page with every
// widget mounted, in two passes: the first presses for real then replays, the second replays then
// presses for real, so a page that slows as it goes weighs on both sides alike. Eight rounds a
// pass, 96 presses a side: with four (48), a p95 was the third slowest press, and the one widget
// over budget changed from run to run (multi-head ×1.26 then ×0.78, kv-cache ×0.70 then ×1.29,
// where the probe gave kv-cache ×1.06 at the same factor).
const REPLAY_ROUNDS = 8;
const replayed = new Map();
for (let pass = 0; pass < 2; pass++) {
  const page = await watchedPage(browser, server.origin, { settle: false, viewport: { width: 1280, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await openExplainer(page, server.base);
  const widgets = await page.evaluate(() => [...new Set([...document.querySelectorAll('main [data-widget] input[type="range"]')].map((i) => i.closest('[data-widget]').dataset.widget))]);
  const measured = async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await browser.startTracing(page, { categories: ['devtools.timeline'] });
    for (let r = 0; r < REPLAY_ROUNDS; r++) for (const key of KEYS) await page.keyboard.press(key);
    await page.waitForTimeout(500);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return interactions(traceEvents).map((i) => i.duration);
  };
  for (const widget of widgets) {
    if (!replayed.has(widget)) replayed.set(widget, { real: [], replay: [] });
    const into = replayed.get(widget);
    const slider = page.locator(`main [data-widget="${widget}"] input[type="range"]`).first();
    await slider.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await slider.focus();
    await page.waitForTimeout(300);
    if (pass === 0) {
      into.real.push(...(await measured()));
      await record(page, widget, REPLAY_ROUNDS);
      await replayInstead(page, widget);
      into.replay.push(...(await measured()));
    } else {
      await record(page, widget, REPLAY_ROUNDS);
      await replayInstead(page, widget);
      into.replay.push(...(await measured()));
      await realAgain(page);
      into.real.push(...(await measured()));
    }
  }
  await page.closeAll();
}
const replayRows = [...replayed].map(([widget, { real, replay }]) => ({ widget, real_p95: pct(real, 0.95), replay_p95: pct(replay, 0.95), presses: [real.length, replay.length], ratio: pct(real, 0.95) / pct(replay, 0.95) }));
console.log(`replayed presses: ${replayRows.map((r) => `${r.widget} ×${r.ratio.toFixed(2)}`).join(', ')}`);

// 4. Attention kernel: wasm in Chromium (unthrottled) against native.
const native = JSON.parse(
  execFileSync('cargo', ['run', '--release', '-q', '-p', 'components', '--no-default-features', '--example', 'bench_attention'], { cwd: ROOT, encoding: 'utf8' }),
);
// Calls per batch at each n (components/examples/bench_attention.rs uses the same).
const ATTENTION_REPS = [[64, 2000], [256, 100], [512, 25]];
const wasm = {};
{
  // The deferred bundle carries the attention widgets and the timing (not `/`'s wasm, which every
  // reader fetches); `wasm_bindgen` is its global (its glue is a classic script).
  const page = await watchedPage(browser, server.origin, { settle: false });
  await page.goto(`${server.base}?embed=dot-product`);
  await page.locator('[data-widget="dot-product"] [role="status"]').waitFor();
  // The same repetitions as the native example, best of five batches: a single short batch at
  // n = 64 (well under a millisecond a call) is mostly timer and scheduler noise.
  for (const [n, reps] of ATTENTION_REPS) {
    const batches = [];
    for (let b = 0; b < 5; b++) batches.push(await page.evaluate(([n, reps]) => wasm_bindgen.bench_attention(n, 64, reps), [n, reps]));
    wasm[n] = Math.min(...batches);
  }
  await page.closeAll();
}

// 6. Training (the `train` widget): steps to 99% and ms per step natively, the same runs in the
// browser's worker, and the page's slider latency while the worker trains against idle.
const SEEDS = [1, 2, 3];
const TRAIN_STEPS = 300;
// Issue 34's baseline: the native step at the commit before the trainer was built for speed,
// built as that commit's bench built it (its release profile) from a worktree of this clone, and
// timed in this run beside today's, seed by seed, so the ratio is one machine's at one time. (It
// used to be a figure kept from a run on another day: the same code read 2.2 ms a step on a
// fast host and 4.8 on a slow one, so the ratio followed the host.)
const BASELINE_COMMIT = 'c448679';
// A shallow clone lacks the commit: then the row says so instead of the bench stopping here.
const baselineHere = (() => {
  try {
    execFileSync('git', ['cat-file', '-e', `${BASELINE_COMMIT}^{commit}`], { cwd: ROOT, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const baselineDir = baselineHere ? mkdtempSync(join(tmpdir(), 'bench-baseline-')) : null;
if (baselineHere) {
  // A bench stopped midway leaves its worktree registered: forget those first.
  execFileSync('git', ['worktree', 'prune'], { cwd: ROOT });
  execFileSync('git', ['worktree', 'add', '--detach', '-q', baselineDir, BASELINE_COMMIT], { cwd: ROOT });
}
// `env`: the baseline builds in a target folder of its own, since the old commit's dependencies
// would rebuild the shared one's.
const trainOnce = (cwd, profile, seed, env = process.env) => {
  const out = execFileSync('cargo', ['run', ...profile, '-q', '-p', 'components', '--no-default-features', '--example', 'train', '--', String(seed), String(TRAIN_STEPS)], { cwd, encoding: 'utf8', env });
  return JSON.parse(out.trim().split('\n').pop());
};
const baselineEnv = { ...process.env, CARGO_TARGET_DIR: join(ROOT, 'target', 'bench-baseline') };
const nativeRuns = [];
const baselineRuns = [];
try {
  for (const seed of SEEDS) {
    nativeRuns.push(trainOnce(ROOT, ['--profile', 'fast'], seed));
    if (baselineHere) baselineRuns.push(trainOnce(baselineDir, ['--release'], seed, baselineEnv));
  }
} finally {
  if (baselineHere) execFileSync('git', ['worktree', 'remove', '--force', baselineDir], { cwd: ROOT });
}
const browserRuns = [];
{
  const page = await watchedPage(browser, server.origin, { settle: false });
  for (const seed of SEEDS) {
    await page.goto(`${server.base}?embed=train&seed=${seed}&steps=${TRAIN_STEPS}`);
    const status = page.locator('[data-widget="train"] [role="status"]');
    await page.waitForFunction(() => /^Step 0: not trained yet;/.test(document.querySelector('[data-widget="train"] [role="status"]')?.textContent ?? ''), null, { timeout: 60000 });
    // Time in the page, from the press to the status line saying 99% (it says that at once) and to
    // the last step.
    const run = await page.evaluate(([steps]) => new Promise((done) => {
      const el = document.querySelector('[data-widget="train"] [role="status"]');
      const start = performance.now();
      let reached = null;
      new MutationObserver(() => {
        const text = el.textContent;
        if (reached === null && /(99\.\d|100\.0)% of 1,000/.test(text)) reached = { ms: performance.now() - start, step: Number(text.match(/^Step ([\d,]+)/)[1].replace(/,/g, '')) };
        if (text.startsWith(`Step ${steps}:`)) done({ total_ms: performance.now() - start, reached });
      }).observe(el, { subtree: true, childList: true, characterData: true });
      document.querySelector('[data-widget="train"] [data-control="train"]').click();
    }), [TRAIN_STEPS]);
    browserRuns.push(run);
    await status.waitFor();
  }
  await page.closeAll();
}
// The `robot` widget: from pressing Train to the status line's first 98% or more of the
// held-out tables, in the browser's worker, for three seeds (issue 50's budget: 10 s).
const robotRuns = [];
{
  const page = await watchedPage(browser, server.origin, { settle: false });
  for (const seed of SEEDS) {
    await page.goto(`${server.base}?embed=robot&seed=${seed}`);
    await page.waitForFunction(() => /held-out/.test(document.querySelector('[data-widget="robot"] [role="status"]')?.textContent ?? ''), null, { timeout: 60000 });
    robotRuns.push(await page.evaluate(() => new Promise((done) => {
      const el = document.querySelector('[data-widget="robot"] [role="status"]');
      const start = performance.now();
      const observer = new MutationObserver(() => {
        const m = el.textContent.match(/Step ([\d,]+): loss [\d.]+; (\d+\.\d)% of 1,000 held-out tables/);
        if (m && Number(m[2]) >= 98) {
          observer.disconnect();
          done({ ms: performance.now() - start, step: Number(m[1].replace(/,/g, '')), share: Number(m[2]) });
        }
        if (/Step 1,000:/.test(el.textContent)) done({ ms: Infinity, step: null, share: null });
      });
      observer.observe(el, { subtree: true, childList: true, characterData: true });
      document.querySelector('[data-widget="robot"] [data-control="train"]').click();
    })));
  }
  await page.closeAll();
}
// The split of the worker's time: the same loop as the native example, run by the worker's own
// wasm without slices, snapshots or messages (`bench_train` in worker/src/main.rs).
const workerCompute = [];
{
  const page = await watchedPage(browser, server.origin, { settle: false });
  for (const seed of SEEDS) {
    await page.goto(`${server.base}?embed=train&seed=${seed}`);
    await page.waitForFunction(() => /^Step 0: not trained yet;/.test(document.querySelector('[data-widget="train"] [role="status"]')?.textContent ?? ''), null, { timeout: 60000 });
    // `wasm_bindgen` is the worker's glue (a classic script in the worker's scope).
    workerCompute.push(await page.workers()[0].evaluate(([s, n]) => wasm_bindgen.bench_train(s, n), [seed, TRAIN_STEPS]));
  }
  await page.closeAll();
}
// The peer (issue 34): candle 0.9.2 in wasm training the same model on the same task, in Node's
// V8 (Chromium's engine), three runs, when the shared folder that holds it is beside the project.
const PEER = join(ROOT, '..', 'shared', 'tools', 'train-peer');
const peerRuns = [];
if (existsSync(join(PEER, 'candle-peer.wasm'))) {
  for (const seed of SEEDS) {
    const out = execFileSync('node', [join(PEER, 'peer-one.mjs'), join(PEER, 'candle-peer.wasm'), String(seed), '32'], { cwd: PEER, encoding: 'utf8' });
    peerRuns.push(JSON.parse(out.trim().split('\n').pop()));
  }
}
// 7. The translator: retrained natively (it must give the shipped file bit for bit) and measured
// on its held-out set; its weights' size; and, at 4× CPU, the time from scrolling to its section
// to its first translation on screen against the same load's first contentful paint.
const translatorRun = JSON.parse(
  execFileSync('cargo', ['run', '--profile', 'fast', '-q', '-p', 'components', '--no-default-features', '--example', 'translator', '--', '--check'], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n').pop(),
);
const translatorGzip = gzipSync(readFileSync(join(ROOT, 'assets', 'translator.bin')), { level: 9 }).length;
// The translator trained live (issue 34): the `train` widget with the shipped run's seed and
// length, from the press to the status line's figure for the last step (no check still pending).
let translatorLive;
{
  const page = await watchedPage(browser, server.origin, { settle: false });
  const steps = translatorRun.steps;
  await page.goto(`${server.base}?embed=train&task=translate&seed=${translatorRun.seed}&steps=${steps}`);
  await page.waitForFunction(() => /^Step 0: not trained yet;/.test(document.querySelector('[data-widget="train"] [role="status"]')?.textContent ?? ''), null, { timeout: 60000 });
  translatorLive = await page.evaluate((steps) => new Promise((done) => {
    const el = document.querySelector('[data-widget="train"] [role="status"]');
    const start = performance.now();
    new MutationObserver(() => {
      const text = el.textContent;
      if (text.startsWith(`Step ${steps}:`) && !/ at step /.test(text)) done({ ms: performance.now() - start, share: Number(text.match(/(\d+\.\d)% of/)[1]) });
    }).observe(el, { subtree: true, childList: true, characterData: true });
    document.querySelector('[data-widget="train"] [data-control="train"]').click();
  }), steps);
  await page.closeAll();
}
// One greedy translation of the paper's sentence: the deferred bundle's wasm against native.
const translateNative = Number(
  execFileSync('cargo', ['run', '--release', '-q', '-p', 'components', '--no-default-features', '--example', 'bench_translate'], { cwd: ROOT, encoding: 'utf8' }).trim(),
);
let translateWasm;
{
  const page = await watchedPage(browser, server.origin, { settle: false });
  await page.goto(`${server.base}?embed=translate`);
  await page.locator('[data-widget="translate"] [role="status"]').filter({ hasText: '→' }).waitFor({ timeout: 60000 });
  // `wasm_bindgen` is the deferred bundle's global (its glue is a classic script).
  translateWasm = await page.evaluate(async () => {
    const bytes = new Uint8Array(await (await fetch('./translator.bin')).arrayBuffer());
    return wasm_bindgen.bench_translate(bytes, 20);
  });
  await page.closeAll();
}
// Following a link to a translator's section (`hash`) to its widget's (`name`) first
// translation, against the same load's first contentful paint, median of RUNS loads.
async function sectionToFirstTranslation(hash, name) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await throttled();
    await page.addInitScript(() => {
      window.__fcp = new Promise((done) => {
        new PerformanceObserver((list) => {
          const e = list.getEntriesByName('first-contentful-paint')[0];
          if (e) done(e.startTime);
        }).observe({ type: 'paint', buffered: true });
      });
    });
    await page.goto(server.base);
    await page.locator('main [data-widget] [role="status"]').first().waitFor();
    const fcp = await page.evaluate(() => window.__fcp);
    // The reader follows a link to the section (the page's own deep-link handling keeps it in
    // view while the sections above it are laid out; a bare scrollIntoView does not), and gives
    // up after a minute rather than hang the bench.
    const shown = await page.evaluate(([hash, name]) => new Promise((done) => {
      const start = performance.now();
      const watch = () => {
        const status = document.querySelector(`[data-widget="${name}"] [role="status"]`);
        if (status?.textContent.includes('→')) return done(performance.now() - start);
        if (performance.now() - start > 60000) return done(NaN);
        requestAnimationFrame(watch);
      };
      location.hash = hash;
      watch();
    }), [hash, name]);
    runs.push({ shown, fcp, ratio: shown / fcp });
    await page.closeAll();
  }
  return runs;
}
const translatorIn = await sectionToFirstTranslation('#translate', 'translate');

// The everyday translator: one greedy translation of a ten-word sentence, the deferred bundle's
// wasm against native; its weights' size; its section to its first translation.
const everydayNative = Number(
  execFileSync('cargo', ['run', '--release', '-q', '-p', 'components', '--no-default-features', '--example', 'bench_everyday'], { cwd: ROOT, encoding: 'utf8' }).trim(),
);
let everydayWasm;
{
  const page = await watchedPage(browser, server.origin, { settle: false });
  await page.goto(`${server.base}?embed=everyday-translate`);
  await page.locator('[data-widget="everyday-translate"] [role="status"]').filter({ hasText: '→' }).waitFor({ timeout: 60000 });
  everydayWasm = await page.evaluate(async () => {
    const text = async (f) => (await fetch(f)).text();
    const weights = new Uint8Array(await (await fetch('./everyday.bin')).arrayBuffer());
    return wasm_bindgen.bench_everyday(weights, await text('./everyday-subwords.txt'), await text('./everyday-test.txt'), 20);
  });
  await page.closeAll();
}
const everydayGzip = gzipSync(readFileSync(join(ROOT, 'assets', 'everyday.bin')), { level: 9 }).length;
const everydayIn = await sectionToFirstTranslation('#real-sentences', 'everyday-translate');

// Slider presses on `/` while idle, then the same presses while the worker trains.
const busyControls = 'main [data-widget="softmax"] input[type="range"], main [data-widget="mask"] input[type="range"], main [data-widget="scaling"] input[type="range"], main [data-widget="cost"] input[type="range"]';
const BUSY_PASSES = 3;
let idlePresses, trainingPresses;
{
  const page = await throttled();
  await openExplainer(page, server.base);
  // Three passes over the controls each way: the p95 of one pass's 36 presses is its second
  // slowest press, which moves by half from one bench run to the next.
  const passes = async () => {
    const out = { durations: [] };
    for (let i = 0; i < BUSY_PASSES; i++) out.durations.push(...(await pressTimings(page, page.locator(busyControls))).durations);
    return out;
  };
  idlePresses = await passes();
  await page.locator('#train-one').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => /^Step 0: not trained yet;/.test(document.querySelector('[data-widget="train"] [role="status"]')?.textContent ?? ''), null, { timeout: 60000 });
  await page.locator('[data-widget="train"] [data-control="train"]').click();
  await page.waitForFunction(() => /^Step [1-9]/.test(document.querySelector('[data-widget="train"] [role="status"]')?.textContent ?? ''), null, { timeout: 60000 });
  trainingPresses = await passes();
  const still = await page.locator('[data-widget="train"] [data-control="train"]').textContent();
  if (still.trim() !== 'Pause') console.log('note: training had stopped before the presses ended');
  await page.closeAll();
}

// 5. Lighthouse's second pass, at the calibrated factor (its first ran before everything else).
const lighthouseCalibrated = await lighthousePass(['performance'], calibratedMultiplier);
const lighthouseScores = lighthouseDefault.median.scores;
const { scores: { performance: calibratedPerformance }, metrics: lighthouseMetrics, misses: calibratedMisses } = lighthouseCalibrated.median;
const lighthouseMisses = [...lighthouseDefault.median.misses.filter((m) => !m.startsWith('performance:')), ...calibratedMisses];

const chromium = browser.version();
await browser.close();
server.close();

const budget = (ok) => (ok ? 'PASS' : 'OVER');
const rows = [
  ['everything `/` loads (gzip)', `${(totalBytes / 1024).toFixed(1)} KB (wasm ${(bytes.wasm / 1024).toFixed(1)}, js ${(bytes.js / 1024).toFixed(1)}, css ${(bytes.css / 1024).toFixed(1)}, html ${(bytes.html / 1024).toFixed(1)}, other ${(bytes.other / 1024).toFixed(1)})`, '≤ 280 KB', budget(totalBytes <= 280 * 1024)],
  ['everything `fr/` (the French page) loads (gzip)', `${(frenchBytes / 1024).toFixed(1)} KB`, '≤ 290 KB', budget(frenchBytes <= 290 * 1024)],
  (() => {
    const { plain, long, barePlain, bareLong } = longLink;
    const browsersOwn = Math.max(0, bareLong - barePlain);
    return [`a link with ${LONG_KEYS.toLocaleString('en')} unknown keys / a plain link, to the widget's status line (median of 5; a bare page at the same addresses: ${barePlain.toFixed(0)} / ${bareLong.toFixed(0)} ms, the browser's own)`, `${long.toFixed(0)} / ${plain.toFixed(0)} ms`, '≤ 2 × plain + 1 s + the browser\'s own', budget(long <= 2 * plain + 1000 + browsersOwn)];
  })(),
  [process.env.BENCH_THROTTLE ? 'CPU throttle of the browser figures (BENCH_THROTTLE)' : 'CPU throttle of the browser figures and of Lighthouse\'s second pass: 4 × Lighthouse\'s benchmarkIndex / 1750 (below)', `×${THROTTLE}`, '-', ''],
];
{
  const ratio = median(firstIn.map((f) => f.ratio));
  rows.push([`first widget's status line / first contentful paint, same load (${THROTTLE}× CPU, median of ${RUNS})`, `${median(firstIn.map((f) => f.status)).toFixed(0)} / ${median(firstIn.map((f) => f.fcp)).toFixed(0)} ms (×${ratio.toFixed(2)})`, '≤ ×1.5', budget(ratio <= 1.5)]);
  rows.push([`the first widget answers input (${THROTTLE}× CPU, median of ${RUNS}; reported)`, `${median(interactive).toFixed(0)} ms (middle half ${pct(interactive, 0.25).toFixed(0)}–${pct(interactive, 0.75).toFixed(0)})`, '-', '']);
  const spread = lastSliderRuns.map((r) => `×${r.ratio.toFixed(2)}`).join(', ');
  const agreed = agreeing() ? 'agreeing within 10%' : `not agreeing within 10% after ${sliderRuns.length} runs`;
  // The budget is ×2.5 (issue 71): the probe-replay finding puts the browser's own work on a
  // press of this page near ×2 of the bare input, which no change to our code can go under.
  rows.push([`slider input to next paint p95, page / bare range input (${THROTTLE}× CPU, ${sliderRun.durations.length} and ${sliderRun.bare.length} presses a run; the middle of the last three runs: ${spread}, ${agreed})`, `${sliderRun.p95.toFixed(0)} / ${sliderRun.bare95.toFixed(0)} ms (×${sliderRun.ratio.toFixed(2)})`, '≤ ×2.5', budget(sliderRun.ratio <= 2.5 && agreeing())]);
  // Widget by widget against the bare input, reported: the budget is each widget's against its
  // own presses replayed (below).
  const worstWidgets = perWidget.slice(0, 3).map((w) => `${w.widget} ×${w.ratio.toFixed(2)} (${w.presses} presses)`).join(', ');
  rows.push([`slider input to next paint p95 from outside (the Event Timing API in the page, ${OUTSIDE_RATE}× CPU, ${outside.presses} presses a run; the middle of three: ${outsideRuns.map((r) => `×${r.ratio.toFixed(2)}`).join(', ')}), page / bare range input`, `${outside.p95} / ${outside.bare95} ms (×${outside.ratio.toFixed(2)})`, '≤ ×2', budget(outside.ratio <= 2)]);
  rows.push([`each widget's own slider input to next paint p95 / bare p95, the same three runs pooled (${perWidget.length} widgets; the slowest: ${worstWidgets}; reported)`, `×${perWidget[0].ratio.toFixed(2)} at most`, '-', '']);
  for (const r of replayRows) {
    rows.push([`${r.widget}: slider press p95, real / the same presses replayed with none of our code (${THROTTLE}× CPU, ${r.presses[0]} and ${r.presses[1]} presses, two passes)`, `${r.real_p95.toFixed(0)} / ${r.replay_p95.toFixed(0)} ms (×${r.ratio.toFixed(2)})`, '≤ ×1.25', budget(r.ratio <= 1.25)]);
  }
  rows.push([`time in handlers p50 / p95 (${THROTTLE}× CPU; reported)`, `${pct(handlers, 0.5).toFixed(1)} / ${pct(handlers, 0.95).toFixed(1)} ms`, '-', '']);
}
for (const n of [64, 256, 512]) {
  const ratio = wasm[n] / native[n];
  rows.push([`attention n = ${n}, d_k = 64: wasm / native`, `${wasm[n].toFixed(3)} / ${native[n].toFixed(3)} ms (×${ratio.toFixed(2)})`, '≤ ×2', budget(ratio <= 2)]);
}
{
  const nativeStep = median(nativeRuns.map((r) => r.ms_per_step_with_checks));
  const nativeReach = median(nativeRuns.map((r) => r.reached_99_by ?? Infinity));
  const wasmStep = median(browserRuns.map((r) => r.total_ms / TRAIN_STEPS));
  const wasmReach = median(browserRuns.map((r) => r.reached?.step ?? Infinity));
  const wasmReachMs = median(browserRuns.map((r) => r.reached?.ms ?? Infinity));
  const ratio = wasmStep / nativeStep;
  rows.push([`train: steps to 99% held-out, default link (median of seeds ${SEEDS.join(', ')}; checked every 25)`, `native ${nativeReach}, browser ${wasmReach}`, '≤ 250', budget(nativeReach <= 250 && wasmReach <= 250)]);
  rows.push(['train: ms per step with the held-out checks, worker (wasm) / native', `${wasmStep.toFixed(1)} / ${nativeStep.toFixed(1)} ms (×${ratio.toFixed(2)}; ${(1000 / wasmStep).toFixed(0)} steps/s in the browser)`, '≤ ×1.2', budget(ratio <= 1.2)]);
  // Where the worker's time goes: its wasm computing, and what running it as a worker adds.
  const computeStep = median(workerCompute);
  rows.push(['train: of which the wasm computing alone (the same loop in the worker, no slices or messages) / native; reported', `${computeStep.toFixed(1)} / ${nativeStep.toFixed(1)} ms (×${(computeStep / nativeStep).toFixed(2)})`, '-', '']);
  rows.push(['train: and the worker running it (from Train to the last step) / its wasm alone; reported', `${wasmStep.toFixed(1)} / ${computeStep.toFixed(1)} ms (×${(wasmStep / computeStep).toFixed(2)})`, '-', '']);
  // Issue 34's baseline, timed in this run (above).
  const now = median(nativeRuns.map((r) => r.ms_per_step));
  if (baselineHere) {
    const before = median(baselineRuns.map((r) => r.ms_per_step));
    rows.push([`train: native ms per step without checks, now / the baseline (${BASELINE_COMMIT}, built and timed in this run; median of seeds ${SEEDS.join(', ')})`, `${now.toFixed(1)} / ${before.toFixed(1)} ms (${(before / now).toFixed(1)}× faster)`, '≥ 3× faster', budget(before >= 3 * now)]);
  } else {
    rows.push([`train: native ms per step without checks, now / the baseline (${BASELINE_COMMIT})`, `${now.toFixed(1)} ms; ${BASELINE_COMMIT} is not in this clone (a shallow one? \`git fetch --unshallow\`)`, '≥ 3× faster', '']);
  }
  rows.push(['train: time from pressing Train to 99% in the browser (median)', `${(wasmReachMs / 1000).toFixed(1)} s`, '-', '']);
  if (peerRuns.length) {
    // The peer's seconds are its training steps alone (its checks excluded); ours are the whole
    // wait a reader has, from the press to the status line, checks and start-up included.
    const peerSeconds = median(peerRuns.map((r) => r.train_s));
    const ours = wasmReachMs / 1000;
    rows.push([`train: ours from Train to 99% in the browser / the peer's training seconds to 99% (candle 0.9.2 wasm in Node; median of 3 runs: ${peerRuns.map((r) => `${r.steps_to_99} steps, ${r.train_s} s`).join('; ')})`, `${ours.toFixed(1)} / ${peerSeconds.toFixed(1)} s (×${(ours / peerSeconds).toFixed(2)})`, '≤ ×0.5', budget(ours <= 0.5 * peerSeconds)]);
  } else {
    rows.push(['train: against the peer (../shared/tools/train-peer)', 'peer not available', '≤ ×0.5', '']);
  }
  const idle95 = pct(idlePresses.durations, 0.95);
  const busy95 = pct(trainingPresses.durations, 0.95);
  rows.push([`train: slider input to next paint p95 while training / idle (${THROTTLE}× CPU, ${trainingPresses.durations.length} and ${idlePresses.durations.length} presses)`, `${busy95.toFixed(0)} / ${idle95.toFixed(0)} ms (×${(busy95 / idle95).toFixed(2)})`, '≤ ×1.5', budget(busy95 <= 1.5 * idle95)]);
}
{
  const ms = median(robotRuns.map((r) => r.ms));
  rows.push([`robot: from pressing Train to 98% of the held-out tables in the browser (median of seeds ${SEEDS.join(', ')}: ${robotRuns.map((r) => `step ${r.step}, ${(r.ms / 1000).toFixed(1)} s`).join('; ')})`, `${(ms / 1000).toFixed(1)} s`, '≤ 10 s', budget(ms <= 10000)]);
}
{
  const t = translatorRun;
  rows.push([`translator: retrained natively (${t.steps} steps, ${t.seconds} s) gives the shipped weights bit for bit`, t.identical ? 'identical' : 'different', 'identical', budget(t.identical)]);
  rows.push(['translator: held-out sentences exactly right (greedy)', `${t.exact} / ${t.sentences} (${(100 * t.exact / t.sentences).toFixed(1)}%)`, '≥ 98%', budget(t.exact * 100 >= t.sentences * 98)]);
  rows.push(['translator: held-out "didn\'t cross" pronoun and adjective right', `${t.agreement} / ${t.family} (${(100 * t.agreement / t.family).toFixed(1)}%)`, '≥ 99%', budget(t.agreement * 100 >= t.family * 99)]);
  rows.push(['translator: corpus BLEU on the held-out set (reported)', (100 * t.bleu).toFixed(2), '-', '']);
  rows.push([`translator: the same run's step-250 checkpoint (the beam widget's) bit for bit`, t.early_identical ? 'identical' : 'different', 'identical', budget(t.early_identical)]);
  rows.push([`translator: average of the last ${t.averaged_steps.length} checks (steps ${t.averaged_steps.join(', ')}) / last alone, held-out exact and BLEU, as the page states`, `${t.average_exact} / ${t.last_exact}; ${(100 * t.average_bleu).toFixed(2)} / ${(100 * t.last_bleu).toFixed(2)}`, 'as stated', budget(t.averaged_as_shipped)]);
  const shipped = Number((100 * t.exact / t.sentences).toFixed(1));
  rows.push([`translator: trained live in the browser's worker (task=translate, seed ${translatorRun.seed}, ${t.steps} steps) to the shipped run's held-out exact match, ${shipped}%`, `${(translatorLive.ms / 1000).toFixed(1)} s, ${translatorLive.share}%`, '≤ 120 s', budget(translatorLive.ms <= 120000 && translatorLive.share >= shipped)]);
  rows.push(['translator: weights (gzip)', `${(translatorGzip / 1024).toFixed(1)} KB`, '≤ 150 KB', budget(translatorGzip <= 150 * 1024)]);
  rows.push(['translator: one greedy translation of the paper\'s sentence, wasm / native (best of 5 × 20)', `${translateWasm.toFixed(2)} / ${translateNative.toFixed(2)} ms (×${(translateWasm / translateNative).toFixed(2)})`, '≤ ×2', budget(translateWasm > 0 && translateWasm <= 2 * translateNative)]);
  const ratio = median(translatorIn.map((r) => r.ratio));
  rows.push([`translator: reaching its section to the first translation / first contentful paint (${THROTTLE}× CPU, median of ${RUNS})`, `${median(translatorIn.map((r) => r.shown)).toFixed(0)} / ${median(translatorIn.map((r) => r.fcp)).toFixed(0)} ms (×${ratio.toFixed(2)})`, '≤ ×1.5', budget(ratio <= 1.5)]);
  rows.push(['everyday translator: weights (gzip -9)', `${(everydayGzip / 1e6).toFixed(2)} MB`, '≤ 1.5 MB', budget(everydayGzip <= 1.5e6)]);
  rows.push(['everyday translator: one greedy translation of a ten-word sentence, wasm / native (best of 5 × 20)', `${everydayWasm.toFixed(2)} / ${everydayNative.toFixed(2)} ms (×${(everydayWasm / everydayNative).toFixed(2)})`, '≤ ×2', budget(everydayWasm > 0 && everydayWasm <= 2 * everydayNative)]);
  const everydayRatio = median(everydayIn.map((r) => r.ratio));
  rows.push([`everyday translator: reaching its section to the first translation / first contentful paint (${THROTTLE}× CPU, median of ${RUNS})`, `${median(everydayIn.map((r) => r.shown)).toFixed(0)} / ${median(everydayIn.map((r) => r.fcp)).toFixed(0)} ms (×${everydayRatio.toFixed(2)})`, '≤ ×1.5', budget(everydayRatio <= 1.5)]);
}
rows.push(['Lighthouse accessibility on `/`', `${lighthouseScores.accessibility}`, '100', budget(lighthouseScores.accessibility === 100)]);
rows.push(['Lighthouse best practices on `/`', `${lighthouseScores['best-practices']}`, '100', budget(lighthouseScores['best-practices'] === 100)]);
rows.push(['Lighthouse benchmarkIndex (this machine\'s speed as Lighthouse sees it; median; reported)', `${benchmarkIndex.toFixed(0)} (runs ${Math.min(...lighthouseDefault.runs.map((r) => r.benchmarkIndex)).toFixed(0)}–${Math.max(...lighthouseDefault.runs.map((r) => r.benchmarkIndex)).toFixed(0)})`, '-', '']);
rows.push([`Lighthouse performance, mobile, its default 4× CPU (median of ${LH_RUNS}; reported)`, `${lighthouseDefault.median.scores.performance} (runs ${lighthouseDefault.range}; TBT ${lighthouseDefault.median.metrics.tbt.toFixed(0)} ms, LCP ${(lighthouseDefault.median.metrics.lcp / 1000).toFixed(2)} s)`, '-', '']);
rows.push([`Lighthouse performance, mobile, CPU ×${calibratedMultiplier} = 4 × ${benchmarkIndex.toFixed(0)} / ${REFERENCE_BENCHMARK_INDEX} (median of ${LH_RUNS}, whose metrics follow)`, `${calibratedPerformance} (runs ${lighthouseCalibrated.range})`, '≥ 95', budget(calibratedPerformance >= 95)]);
rows.push(['Lighthouse largest contentful paint', `${(lighthouseMetrics.lcp / 1000).toFixed(2)} s`, '≤ 2.5 s', budget(lighthouseMetrics.lcp <= 2500)]);
rows.push(['Lighthouse total blocking time', `${lighthouseMetrics.tbt.toFixed(0)} ms`, '≤ 200 ms', budget(lighthouseMetrics.tbt <= 200)]);
rows.push(['Lighthouse cumulative layout shift', `${lighthouseMetrics.cls.toFixed(3)}`, '≤ 0.02', budget(lighthouseMetrics.cls <= 0.02)]);
const widths = [0, 1, 2, 3].map((c) => Math.max(...rows.map((r) => r[c].length)));
const line = (r) => r.map((cell, c) => cell.padEnd(widths[c])).join('  ');
console.log(line(['measure', 'figure', 'budget', '']));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(line(r));
const worst = (key) => [...slowest].sort((a, b) => b[key] - a[key]).slice(0, 6).map((v) => `${v.control} ${v[key].toFixed(1)}`).join(', ');
console.log(`\nslowest interactions, whole: ${worst('duration')} ms`);
console.log(`slowest interactions, handlers: ${worst('handlers')} ms`);
if (lighthouseMisses.length) console.log(`\nLighthouse audits not passed:\n  ${lighthouseMisses.join('\n  ')}`);

const result = {
  date: new Date().toISOString(),
  commit: (() => { try { return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim(); } catch { return null; } })(),
  bytes_gzip: bytes,
  french_bytes_gzip: frenchBytes,
  throttle: { multiplier: THROTTLE, fixed: Boolean(process.env.BENCH_THROTTLE) },
  first_interactive_ms: interactive,
  first_widget_in: firstIn,
  bare_input_to_paint_ms: bare.durations,
  input_to_paint_ms: durations,
  per_widget: perWidget,
  replayed: replayRows,
  slider_runs: sliderRuns.map((r) => ({ page_p95_ms: r.p95, bare_p95_ms: r.bare95, ratio: r.ratio })),
  handlers_ms: handlers,
  attention_ms: { native, wasm },
  everyday: { gzip_bytes: everydayGzip, translate_ms: { native: everydayNative, wasm: everydayWasm }, section_to_first_translation: everydayIn },
  robot: robotRuns,
  training: { native: nativeRuns, baseline: { commit: BASELINE_COMMIT, native: baselineRuns }, browser: browserRuns, worker_compute_ms_per_step: workerCompute, peer: peerRuns, translator_live: translatorLive, idle_presses_ms: idlePresses.durations, training_presses_ms: trainingPresses.durations },
  lighthouse: { scores: lighthouseScores, benchmark_index: benchmarkIndex, calibrated_multiplier: calibratedMultiplier, calibrated: { performance: calibratedPerformance, metrics: lighthouseMetrics }, misses: lighthouseMisses, default_runs: lighthouseDefault.runs, calibrated_runs: lighthouseCalibrated.runs },
  rows: rows.map(([measure, figure, budget, verdict]) => ({ measure, figure, budget, verdict })),
  machine: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`,
  chromium,
};
await mkdir(join(ROOT, 'bench-results'), { recursive: true });
await writeFile(join(ROOT, 'bench-results', 'latest.json'), JSON.stringify(result, null, 2));
await writeFile(join(ROOT, 'bench-results', `${result.date.replace(/[:.]/g, '-')}.json`), JSON.stringify(result, null, 2));
console.log('\nfigures written to bench-results/latest.json');
// The docs' table of latest figures: the run's rows and where it ran, and the table rewritten
// from them (components/tests/docs.rs holds the two in step).
const { date, commit, machine, throttle } = result;
await writeFile(join(ROOT, 'docs', 'bench-latest.json'), `${JSON.stringify({ date, commit, machine, chromium, throttle, rows: result.rows }, null, 2)}\n`);
execFileSync('cargo', ['test', '-q', '--locked', '-p', 'components', '--no-default-features', '--test', 'docs', '--', 'the_latest_figures'], { cwd: ROOT, env: { ...process.env, UPDATE_GENERATED: '1' }, stdio: 'inherit' });
console.log('and to docs/bench-latest.json and the table in docs/performance.md');
