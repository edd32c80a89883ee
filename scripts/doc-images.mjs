// The pictures docs/ shows, taken from the release build in dist/ by the test browser:
// `./x doc-images` (which builds first) rewrites every file in docs/images/. `page.png`, the
// README's, is the page at 1,280 × 800 where the paper's Figure 1 is; each `phone-*.png` is one
// widget, embedded as a course page would show it, on a 360 × 740 phone. All in the light scheme
// at a device pixel ratio of 1, so the files stay small.
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { launch, openExplainer, serve, summary, watchedPage } from '../tests/e2e/harness.mjs';

const OUT = resolve(import.meta.dirname, '..', 'docs', 'images');

/** File name → the embed it shows. */
const SHOTS = {
  'phone-architecture.png': 'architecture',
  'phone-cost.png': 'cost',
  'phone-listen.png': 'listen',
  'phone-pe.png': 'pe',
  'phone-mask.png': 'mask&n=12',
};

await mkdir(OUT, { recursive: true });
const server = await serve();
const browser = await launch();
try {
  {
    const page = await watchedPage(browser, server.origin, { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, colorScheme: 'light', reducedMotion: 'reduce' });
    await openExplainer(page, server.base);
    // Figure 1 at the top of the window, its encoder's self-attention open, as a reader who
    // has just clicked it sees it.
    await page.evaluate(() => document.querySelector('[data-widget="architecture"]').scrollIntoView({ block: 'start' }));
    await page.locator('[data-widget="architecture"] [data-block="encoder-self-attention"]').first().click();
    await page.evaluate(() => document.querySelector('[data-widget="architecture"]').scrollIntoView({ block: 'start' }));
    await summary(page, 'architecture').textContent();
    // The sections just scrolled past finish drawing (they are `content-visibility: auto`).
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(OUT, 'page.png') });
    page.check();
    await page.closeAll();
    console.log('docs/images/page.png');
  }
  for (const [file, embed] of Object.entries(SHOTS)) {
    const page = await watchedPage(browser, server.origin, {
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 1,
      hasTouch: true,
      isMobile: true,
      colorScheme: 'light',
    });
    await page.goto(`${server.base}?embed=${embed}`);
    const name = embed.split('&')[0];
    await summary(page, name).waitFor();
    await summary(page, name).textContent(); // waits until the widget has drawn its last input
    await page.locator(`[data-widget="${name}"]`).screenshot({ path: join(OUT, file) });
    page.check();
    await page.closeAll();
    console.log(`docs/images/${file}`);
  }
} finally {
  await browser.close();
  server.close();
}
