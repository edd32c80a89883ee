// Robustness under use: SOAK_EVENTS input events (5,000 in `./x test`, 40,000 in `./x test --long`)
// spread over every control of the page; afterwards
// the JS heap and wasm memory are within 10% of where they were (after a warm-up and a GC), and
// no console error appeared. The keys go as fast as the page takes them, without waiting for each
// to be drawn (as a held key or a fast hand sends them): only the memory is read, once the last
// has been drawn.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { watchedPage, useBrowser, openExplainer, settled } from './harness.mjs';

const EVENTS = Number(process.env.SOAK_EVENTS ?? 5000);

const ctx = useBrowser({ before, after });

async function memory(page, cdp) {
  await settled(page);
  // Several collections a moment apart: V8 frees some garbage only on a second pass.
  for (let i = 0; i < 3; i++) {
    await cdp.send('HeapProfiler.collectGarbage');
    await page.waitForTimeout(100);
  }
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const wasm = await page.evaluate(() => window.wasmBindings.wasm_memory_bytes());
  return { js: usedSize, wasm };
}

test(`${EVENTS} inputs over every control leave memory where it was`, { timeout: 15 * 60 * 1000 }, async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin, { viewport: { width: 1280, height: 900 }, settle: false });
  await openExplainer(page, ctx.server.base);
  await page.locator('[role="status"]').first().waitFor();
  const cdp = await page.context().newCDPSession(page);
  const controls = page.locator('main input[type="range"], main [role="slider"], main [data-control="cursor"]');
  const count = await controls.count();
  assert.ok(count >= 20, `${count} controls`);

  // Warm-up: every control to both ends and forty ordinary steps, so first-use allocations and
  // the JIT's own growth are in the baseline and what remains is what the inputs keep.
  for (let i = 0; i < count; i++) {
    await controls.nth(i).focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    for (let k = 0; k < 40; k++) await page.keyboard.press(['ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowDown'][k % 4]);
  }
  const start = await memory(page, cdp);

  const keys = ['ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowDown'];
  const perControl = Math.ceil(EVENTS / count);
  let sent = 0;
  for (let i = 0; i < count && sent < EVENTS; i++) {
    await controls.nth(i).focus();
    for (let k = 0; k < perControl && sent < EVENTS; k++, sent++) {
      await page.keyboard.press(keys[k % keys.length]);
    }
  }
  const end = await memory(page, cdp);
  console.log(`soak: ${sent} events over ${count} controls; JS heap ${start.js} → ${end.js} bytes, wasm ${start.wasm} → ${end.wasm} bytes`);
  assert.ok(end.js <= start.js * 1.1, `JS heap grew from ${start.js} to ${end.js}`);
  assert.ok(end.wasm <= start.wasm * 1.1, `wasm memory grew from ${start.wasm} to ${end.wasm}`);
  page.check();
  await page.closeAll();
});
