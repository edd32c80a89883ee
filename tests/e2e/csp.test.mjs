// The page carries a strict Content-Security-Policy, and nothing it does breaks it: the whole page
// scrolled through, every widget alone, the gallery.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { openExplainer, watchedPage, useBrowser } from './harness.mjs';
import { NAMES } from './catalogue.mjs';

const ctx = useBrowser({ before, after });

/** A page that records every CSP violation in `window.__violations`. */
async function recording() {
  // With the service worker, as a reader has it.
  const page = await watchedPage(ctx.browser, ctx.server.origin, { serviceWorkers: 'allow' });
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__violations.push(`${e.violatedDirective}: ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  return page;
}

test('the policy is strict: no unsafe-inline, no unsafe-eval, inline scripts by hash only', async () => {
  const page = await recording();
  await page.goto(ctx.server.base);
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  const directives = Object.fromEntries(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));
  assert.deepEqual(directives['default-src'], ["'self'"]);
  assert.deepEqual(directives['style-src'], ["'self'"]);
  assert.equal(directives['script-src'][0], "'self'");
  assert.ok(directives['script-src'].includes("'wasm-unsafe-eval'"));
  assert.ok(!policy.includes("'unsafe-inline'") && !policy.includes("'unsafe-eval'"), policy);
  const inline = await page.evaluate(() => [...document.scripts].filter((s) => !s.src).length);
  const hashes = directives['script-src'].filter((v) => v.startsWith("'sha256-")).length;
  assert.equal(hashes, inline, 'one hash per inline script');
  await page.closeAll();
});

test('no policy violation on the whole page, scrolled top to bottom', async () => {
  const page = await recording();
  await openExplainer(page, ctx.server.base);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 20));
    }
  });
  await page.waitForTimeout(1000);
  assert.deepEqual(await page.evaluate(() => window.__violations), []);
  page.check();
  await page.closeAll();
});

test('no policy violation in any widget alone or in the gallery', async () => {
  const page = await recording();
  for (const q of [...NAMES.map((n) => `?embed=${n}`), '?gallery']) {
    await page.goto(ctx.server.base + q);
    await page.locator('[role="status"]').first().waitFor();
    await page.waitForTimeout(300);
    assert.deepEqual(await page.evaluate(() => window.__violations), [], q);
  }
  page.check();
  await page.closeAll();
});
