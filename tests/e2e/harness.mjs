// Shared pieces of the end-to-end tests: a static server for dist/, Debian's Chromium through
// Playwright, and a page that fails the test on any console error or request to another origin.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const ROOT = resolve(import.meta.dirname, '..', '..');
export const DIST = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : join(ROOT, 'dist');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** What a static host compresses: text and wasm (images are compressed already). */
const COMPRESSED = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.svg', '.json']);
const GZIPPED = new Map();

/**
 * Serves `dir` on 127.0.0.1 (a free port), optionally under a sub-path `prefix` like "/sub/" (or
 * several: the same files under each, as two copies of a site on one host), as a static host
 * would: gzip for clients that accept it, so what a browser (or Lighthouse's simulated phone
 * network) transfers is what it would transfer from a real host. `base` is under the first.
 */
export async function serve(dir = DIST, prefixes = '/') {
  const all = [prefixes].flat();
  // Room for a request line of megabytes: the bench follows a link of 120,000 keys (Node's
  // default, 16 KB, answers 431 before the page is asked for).
  const server = createServer({ maxHeaderSize: 4 << 20 }, async (req, res) => {
    try {
      const url = new URL(req.url, 'http://127.0.0.1');
      const prefix = all.find((p) => url.pathname.startsWith(p));
      if (!prefix) {
        res.writeHead(404).end('not found');
        return;
      }
      let path = normalize(decodeURIComponent(url.pathname.slice(prefix.length)));
      if (path.startsWith('..')) throw new Error('outside');
      let file = join(dir, path);
      if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', vary: 'Accept-Encoding' };
      if (COMPRESSED.has(extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        headers['content-encoding'] = 'gzip';
        res.writeHead(200, headers);
        // Compressed once per file and build: the tests load the same wasm hundreds of times.
        const key = `${file}:${(await stat(file)).mtimeMs}`;
        if (!GZIPPED.has(key)) GZIPPED.set(key, gzipSync(body, { level: 6 }));
        res.end(GZIPPED.get(key));
      } else {
        res.writeHead(200, headers);
        res.end(body);
      }
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  // A test that fails before its `close()` must not keep its file's process alive.
  server.unref();
  const { port } = server.address();
  return { origin: `http://127.0.0.1:${port}`, base: `http://127.0.0.1:${port}${all[0]}`, close: () => server.close() };
}

/** Debian's Chromium, the browser a reader runs: what the bench and the screenshots measure. */
const READERS_CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's build of Chromium's headless shell: the same Blink and V8 without the browser around
 * them, which is what Playwright itself runs headless. The end-to-end tests run on it: the whole
 * suite took 328 s of wall time and 636 s of CPU on the 2-core machine, against 477 to 564 s of
 * wall time on the full browser, and one file 52 s of CPU against 123 to 131 (docs/testing.md).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Debian's Chromium, with the flags that keep it quiet on a closed network: the headless shell
 * for the tests (`{ shell: true }`, where it is installed), the full browser otherwise. `CHROMIUM`
 * names another binary for both.
 */
export async function launch({ shell = false } = {}) {
  const wanted = shell && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : READERS_CHROMIUM;
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? wanted,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/**
 * A page that records console errors, page errors and any request leaving `origin`.
 * `check()` throws if anything was recorded.
 */
export async function watchedPage(browser, origin, { settle = true, ...options } = {}) {
  // No service worker unless a test asks for one (offline.test.mjs, csp.test.mjs): its install
  // fetches the whole build in the background of every new page, which the other tests do not
  // measure and should not wait behind.
  const context = await browser.newContext({ serviceWorkers: 'block', ...options });
  const page = await context.newPage();
  // A widget's slider answers in the frame after a key press, and its picture and summary follow
  // once that frame is painted (`after_paint` in components/src/ui/background.rs): a test reads
  // them after both, as a reader sees them. The bench measures the presses themselves, so it
  // asks for the bare presses (`settle: false`).
  if (settle) {
    for (const [device, action] of [[page.keyboard, 'press'], [page.mouse, 'click'], [page.mouse, 'up'], [page.touchscreen, 'tap']]) {
      const act = device[action].bind(device);
      device[action] = async (...args) => {
        await act(...args);
        await settled(page);
      };
    }
  }
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()} for ${res.url()}`);
  });
  page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) {
      problems.push(`request to another origin: ${url}`);
    }
  });
  page.check = () => {
    if (problems.length) throw new Error(problems.join('\n'));
  };
  page.closeAll = () => context.close();
  return page;
}

/**
 * Resolves once what the last input changed has been drawn: the frame that answers it, the
 * widgets' work after that frame (a task), and the frame that shows that work.
 */
export function settled(page) {
  // A page that draws no frames (no body yet, say) never runs the callbacks: after 10 s the test
  // goes on to its own checks, which then fail by name, instead of waiting forever.
  return page.evaluate(() => new Promise((done) => {
    setTimeout(done, 10_000);
    requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => done()), 0));
  }));
}

/** The live summary of the widget called `name`. */
export function summary(page, name) {
  const status = page.locator(`[data-widget="${name}"] [role="status"]`);
  // Read once the last input has been drawn, whatever made it (a key, a click, a tap).
  return new Proxy(status, {
    get(target, key) {
      if (key === 'textContent') {
        return async (...args) => {
          await settled(page);
          return target.textContent(...args);
        };
      }
      const value = target[key];
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Registers `before`/`after` hooks that start one static server and one browser for the test file,
 * and returns an object whose `server` and `browser` are set once they are up.
 */
export function useBrowser(nodeTest) {
  const ctx = { server: null, browser: null };
  nodeTest.before(async () => {
    ctx.server = await serve();
    ctx.browser = await launch({ shell: true });
  });
  nodeTest.after(async () => {
    await ctx.browser?.close();
    ctx.server?.close();
  });
  return ctx;
}

/** Opens the explainer at `url` and waits until every widget is in the page (see `allWidgetsIn`). */
export async function openExplainer(page, url) {
  await page.goto(url);
  await allWidgetsIn(page);
}

/**
 * Waits until every widget is in the page. Past the first, each comes in once the reader nears its
 * slot (components/src/slots.rs), so this scrolls to each slot still waiting, as a reader would,
 * and then back to where the page was. A slot behind a click (`data-on-demand`, in a closed
 * `<details>`: the trophy's answer) comes in once the reader opens it, so this opens those too.
 */
export async function allWidgetsIn(page) {
  const top = await page.evaluate(() => window.scrollY);
  await page.waitForFunction(() => {
    for (const slot of document.querySelectorAll('[data-slot][data-on-demand]')) {
      const details = slot.closest('details');
      if (details && !details.open) details.open = true;
    }
    const waiting = document.querySelector('[data-slot]:not([data-mounted])');
    if (document.querySelector('main[data-ready]') && !waiting) return true;
    // At once, not smoothly as the page's own scrolling is (`scroll-behavior: smooth`): a smooth
    // scroll takes about 300 ms a slot, which made this wait 9 s of each test that called it.
    waiting?.scrollIntoView({ behavior: 'instant' });
    return false;
  }, null, { polling: 100 });
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
}

/**
 * Has the browser draw every section of the page, as a reader who has scrolled through it sees
 * them. Sections away from the screen are skipped (`content-visibility: auto`): what is in them
 * is not hit-tested (axe would find a target there "obscured" by its section) and not told its
 * box's size (a table that arrived there after the reader passed has not turned into cards yet).
 */
export function everySectionDrawn(page) {
  return page.evaluate(() => {
    for (const s of document.querySelectorAll('.paper-section')) s.style.contentVisibility = 'visible';
  });
}

/**
 * Shows the app at `search` in `page` without reloading it: the address is replaced and the app
 * remounted from it (`wasmBindings.remount`), which reads the link exactly as a load does. A load
 * per link costs the wasm's start each time, about half a second, and whatever the test had put
 * in the page (axe); loading each widget alone is tested by itself in embed.test.mjs.
 */
export async function revisit(page, search) {
  // The page's wasm may still be starting (a test that has only just loaded it).
  await page.waitForFunction(() => window.wasmBindings?.remount);
  await page.evaluate((search) => {
    history.replaceState(null, '', search);
    window.wasmBindings.remount();
  }, search);
}
