import { launch, serve, watchedPage } from '../tests/e2e/harness.mjs';
const server = await serve(process.env.DIST_DIR);
const browser = await launch();
const page = await watchedPage(browser, server.origin, { viewport: { width: 1280, height: 900 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
await cdp.send('Profiler.start');
await page.goto(server.base);
await page.locator('[role="status"]').first().waitFor();
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map(); const incl = new Map();
const dt = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) {
  let id = profile.samples[i]; const d = dt[i] ?? 0;
  const f = byId.get(id).callFrame;
  const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop().slice(0, 20)}`;
  self.set(key, (self.get(key) ?? 0) + d);
  const seen = new Set();
  while (id !== undefined) { const g = byId.get(id).callFrame; const k = `${g.functionName || '(anon)'} ${g.url.split('/').pop().slice(0, 20)}`; if (!seen.has(k)) { incl.set(k, (incl.get(k) ?? 0) + d); seen.add(k); } id = parent.get(id); }
}
console.log('SELF');
for (const [k, v] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 25))) console.log((v / 1000).toFixed(1).padStart(8), k);
console.log('INCL');
for (const [k, v] of [...incl.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 25))) console.log((v / 1000).toFixed(1).padStart(8), k);
await page.closeAll(); await browser.close(); server.close();
