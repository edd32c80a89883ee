// A probe, not part of `./x bench` or `./x test`: how much of a slider press is the widget's own
// code, and how much is the browser's work on what the press changes.
//
//   ./x build && node scripts/probe-replay.mjs [widget ...]
//
// For each widget named (default: the slowest ones in the bench), on the whole page with every
// widget mounted, it first presses the widget's first slider as the bench does (six keys a round)
// and records what each press left changed: every text, attribute and child list of the widget
// that moved, and every canvas's size and pixels. It then swaps the slider for a copy with no
// listeners whose input handler puts back the recorded changes of the next press: the same DOM
// and canvas changes, with none of the widget's code (no reactive graph, no kernel, no plotters;
// the canvases by `putImageData`, and everything in the press's own frame). The real presses, the
// replayed ones and the bench's bare range input are measured the bench's way (Event Timing from
// the trace), in alternating pairs, at `PROBE_RATE` CPU throttle (default 7, about the bench's
// calibrated factor on the project's Xeon). If the replay is as slow as the real thing, the time
// is the browser's, and no change to our code alone brings the press within ×2 of the bare input.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST, launch, openExplainer, serve, watchedPage } from '../tests/e2e/harness.mjs';
import { BARE_INPUT_PAGE, interactions, KEYS, pct } from './presses.mjs';

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
    await page.evaluate((name) => {
      const root = document.querySelector(`main [data-widget="${name}"]`);
      window.__presses = [];
      window.__changed = new Map();
      window.__observer = new MutationObserver((records) => {
        for (const m of records) {
          const what = m.type === 'attributes' ? m.attributeName : m.type === 'characterData' ? '#text' : '#children';
          m.target.__probe ??= Math.random();
          window.__changed.set(`${m.target.__probe}|${what}`, [m.target, what]);
        }
      });
      window.__observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
    }, widget);
    for (let r = 0; r < ROUNDS; r++) {
      for (const key of KEYS) {
        await page.keyboard.press(key);
        // The widget's work after the press's frame (charts, tables) is done by then.
        await page.waitForTimeout(250);
        await page.evaluate((name) => {
          const root = document.querySelector(`main [data-widget="${name}"]`);
          const changes = [...window.__changed.values()].map(([node, what]) => [node, what, what === '#text' ? node.data : what === '#children' ? node.innerHTML : node.getAttribute(what)]);
          window.__changed = new Map();
          const canvases = [...root.querySelectorAll('canvas')].map((c) => [c, c.width, c.height, c.width && c.height ? c.getContext('2d').getImageData(0, 0, c.width, c.height) : null]);
          window.__presses.push({ changes, canvases });
        }, widget);
      }
    }
    await page.evaluate((name) => {
      window.__observer.disconnect();
      const old = document.querySelector(`main [data-widget="${name}"] input[type="range"]`);
      const copy = old.cloneNode(true);
      old.replaceWith(copy);
      copy.focus();
      let next = 0;
      copy.addEventListener('input', () => {
        const press = window.__presses[next++ % window.__presses.length];
        for (const [node, what, value] of press.changes) {
          if (what === '#text') node.data = value;
          else if (what === '#children') node.innerHTML = value;
          else if (value === null) node.removeAttribute(what);
          else node.setAttribute(what, value);
        }
        for (const [canvas, width, height, pixels] of press.canvases) {
          if (canvas.width !== width) canvas.width = width;
          if (canvas.height !== height) canvas.height = height;
          if (pixels) canvas.getContext('2d').putImageData(pixels, 0, 0);
        }
      });
    }, widget);
    await page.waitForTimeout(300);
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
