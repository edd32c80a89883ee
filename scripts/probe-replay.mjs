// A probe, not part of `./x bench` or `./x test`: how much of a slider press is the widget's own
// code, and how much is the browser's work on what the press changes.
//
//   ./x build && node scripts/probe-replay.mjs [widget ...]
//
// For each widget named (default: the slowest ones in the bench), on the whole page with every
// widget mounted, it records the widget's slider presses and replays them with none of our code
// (`scripts/replay.mjs`, which the bench uses too). The real presses, the
// replayed ones and the bench's bare range input are measured the bench's way (Event Timing from
// the trace), in alternating pairs, each on a fresh page, at `PROBE_RATE` CPU throttle (default 7, about the bench's
// calibrated factor on the project's Xeon). If the replay is as slow as the real thing, the time
// is the browser's, and no change to our code alone brings the press within ×2 of the bare input.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST, launch, openExplainer, serve, watchedPage } from '../tests/e2e/harness.mjs';
import { BARE_INPUT_PAGE, interactions, KEYS, pct } from './presses.mjs';
import { record, replayInstead } from './replay.mjs';

const RATE = Number(process.env.PROBE_RATE ?? 7);
const ROUNDS = Number(process.env.PROBE_ROUNDS ?? 4);
const PAIRS = Number(process.env.PROBE_PAIRS ?? 3);
const WIDGETS = process.argv.length > 2 ? process.argv.slice(2) : ['robot', 'mask', 'scaling', 'pe', 'beam', 'dot-product', 'robot-budget', 'kv-cache'];

// `./x serve` leaves a debug build in dist/, whose every future poll goes through
// `console.createTask` (wasm-bindgen-futures does that only with debug assertions): its presses
// run several times more script than the release build's, so it would say nothing about the page.
if (readdirSync(DIST).some((f) => f.endsWith('.js') && readFileSync(join(DIST, f), 'utf8').includes('createTask'))) {
  console.error(`${DIST} holds a debug build (\`./x serve\` leaves one there): run \`./x build\` first.`);
  process.exit(1);
}
const server = await serve();
const bareDir = mkdtempSync(join(tmpdir(), 'probe-bare-'));
writeFileSync(join(bareDir, 'index.html'), BARE_INPUT_PAGE);
const bareServer = await serve(bareDir);
const browser = await launch();

// Each interaction's duration while `press` runs, read from the trace as the bench reads it.
async function durations(page, press) {
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  await press();
  await page.waitForTimeout(500);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  return interactions(traceEvents).map((i) => i.duration);
}

async function pressBare() {
  const page = await watchedPage(browser, bareServer.origin, { settle: false, viewport: { width: 1280, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await page.goto(bareServer.base);
  await page.focus('input');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  const d = await durations(page, async () => {
    for (let r = 0; r < ROUNDS * 4; r++) for (const key of KEYS) await page.keyboard.press(key);
  });
  await page.close();
  return d;
}

async function pressWidget(widget, replay) {
  const page = await watchedPage(browser, server.origin, { settle: false, viewport: { width: 1280, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  // Every widget mounted, as in the bench.
  await openExplainer(page, server.base);
  const slider = page.locator(`main [data-widget="${widget}"] input[type="range"]`).first();
  await slider.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await slider.focus();
  await page.waitForTimeout(500);
  if (replay) {
    await record(page, widget, ROUNDS);
    await replayInstead(page, widget);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  const d = await durations(page, async () => {
    for (let r = 0; r < ROUNDS; r++) for (const key of KEYS) await page.keyboard.press(key);
  });
  await page.closeAll();
  return d;
}

// The first pages a browser opens come out slower (see docs/performance.md): one uncounted.
await pressBare();
const bare = [];
const pressed = new Map(WIDGETS.flatMap((w) => [[`${w} real`, []], [`${w} replayed`, []]]));
for (let pair = 0; pair < PAIRS; pair++) {
  bare.push(...(await pressBare()));
  for (const widget of WIDGETS) {
    for (const replay of pair % 2 ? [true, false] : [false, true]) {
      pressed.get(`${widget} ${replay ? 'replayed' : 'real'}`).push(...(await pressWidget(widget, replay)));
    }
  }
}
const bare95 = pct(bare, 0.95);
console.log(`×${RATE} CPU, ${PAIRS} alternating pairs; p50 / p95 in ms, and p95 against the bare input's`);
console.log(`bare range input`.padEnd(26), `${bare.length} presses`.padEnd(12), `${pct(bare, 0.5).toFixed(0)} / ${bare95.toFixed(0)}`);
for (const [name, d] of pressed) {
  console.log(name.padEnd(26), `${d.length} presses`.padEnd(12), `${pct(d, 0.5).toFixed(0)} / ${pct(d, 0.95).toFixed(0)}`.padEnd(9), `×${(pct(d, 0.95) / bare95).toFixed(2)}`);
}
await browser.close();
server.close();
bareServer.close();
