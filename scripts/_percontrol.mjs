import { launch, serve, watchedPage } from '../tests/e2e/harness.mjs';
const server = await serve();
const browser = await launch();
const page = await watchedPage(browser, server.origin, { viewport: { width: 1280, height: 900 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.goto(server.base);
await page.locator('main[data-ready]').waitFor({ state: 'attached' });
await page.evaluate(() => {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__events.push({ id: e.interactionId, name: e.name, duration: e.duration, handlers: e.processingEnd - e.processingStart, ctl: window.__ctl });
  }).observe({ type: 'event', durationThreshold: 16, buffered: false });
});
const controls = page.locator('main input[type="range"], main [role="slider"]');
const count = await controls.count();
for (let i = 0; i < count; i++) {
  const c = controls.nth(i);
  await c.scrollIntoViewIfNeeded();
  const label = await c.evaluate((el) => (el.closest('[data-widget]')?.dataset.widget ?? '?') + ':' + (el.dataset.control ?? el.getAttribute('aria-label') ?? el.id));
  await page.evaluate((l) => { window.__ctl = l; }, label);
  await c.focus();
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown']) await page.keyboard.press(key);
}
await page.waitForTimeout(500);
const events = await page.evaluate(() => window.__events);
const per = {};
for (const e of events) { (per[e.ctl] ??= []).push(`${e.name}:${e.duration}/${e.handlers.toFixed(1)}`); }
for (const [k, v] of Object.entries(per)) console.log(k.padEnd(32), v.join(' '));
await page.closeAll(); await browser.close(); server.close();
