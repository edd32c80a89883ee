// Screenshots for looking at what we build: `node scripts/screenshots.mjs [out-dir] [query…]`.
// Takes the whole page and each widget alone, at desktop and 360 px widths, light and dark.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { launch, openExplainer, serve, watchedPage } from '../tests/e2e/harness.mjs';

const out = process.argv[2] ?? 'screenshots';
const extra = process.argv.slice(3);
await mkdir(out, { recursive: true });
const server = await serve();
const browser = await launch();
const targets = extra.length ? extra : [''];
for (const scheme of ['light', 'dark']) {
  for (const [label, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 360, height: 740 }]]) {
    for (const q of targets) {
      const page = await watchedPage(browser, server.origin, { viewport, colorScheme: scheme, deviceScaleFactor: 1 });
      // The explainer fills in its sections after the first paint; other views are whole at once.
      if (q === '' || q.startsWith('#') || /^fr\/(#|$)/.test(q)) await openExplainer(page, server.base + q);
      else await page.goto(server.base + q);
      await page.waitForSelector('[role=status]');
      await page.waitForTimeout(300);
      const name = (q.replace(/[^a-z0-9=-]+/gi, '_') || 'page') + `-${label}-${scheme}.png`;
      await page.screenshot({ path: join(out, name), fullPage: true });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > viewport.width) console.log(`${name}: page is ${width}px wide, wider than ${viewport.width}`);
      try { page.check(); } catch (e) { console.log(`${name}: ${e.message}`); }
      await page.closeAll();
    }
  }
}
await browser.close();
server.close();
console.log(`screenshots in ${out}/`);
