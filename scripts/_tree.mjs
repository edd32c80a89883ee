import { launch, serve, watchedPage } from '../tests/e2e/harness.mjs';
const root = process.argv[2] ?? 'attention_explainer::main';
const depth = Number(process.argv[3] ?? 6);
const server = await serve(process.env.DIST_DIR);
const browser = await launch();
const page = await watchedPage(browser, server.origin, { viewport: { width: 1280, height: 900 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(server.base);
await page.locator('main[data-ready]').waitFor({ state: 'attached' });
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfT = new Map();
profile.samples.forEach((s, i) => selfT.set(s, (selfT.get(s) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const incl = (id) => { const n = byId.get(id); return (selfT.get(id) ?? 0) + (n.children ?? []).reduce((a, c) => a + incl(c), 0); };
const name = (n) => n.callFrame.functionName.replace(/::h[0-9a-f]{16}/, '').replace(/^.*?(components::|attention_explainer::)/, '$1').slice(0, 110);
const interesting = (n) => /components::|attention_explainer::|cloneNode|createElement|innerHTML|decodeText|set_|append|insert/.test(n.callFrame.functionName);
function walk(id, d, indent) {
  const n = byId.get(id);
  const kids = new Map();
  const collect = (cid) => { const c = byId.get(cid); if (interesting(c)) kids.set(cid, c); else (c.children ?? []).forEach(collect); };
  (n.children ?? []).forEach(collect);
  const agg = new Map();
  for (const [cid, c] of kids) { const k = name(c); const e = agg.get(k) ?? { t: 0, ids: [] }; e.t += incl(cid); e.ids.push(cid); agg.set(k, e); }
  for (const [k, e] of [...agg.entries()].sort((a, b) => b[1].t - a[1].t)) {
    if (e.t < 1500) continue;
    console.log(`${(e.t / 1000).toFixed(1).padStart(7)} ${indent}${k}`);
    if (d > 0) for (const cid of e.ids.slice(0, 1)) walk(cid, d - 1, indent + '  ');
  }
}
for (const n of profile.nodes) if (n.callFrame.functionName.includes(root)) { console.log((incl(n.id) / 1000).toFixed(1), name(n)); walk(n.id, depth, '  '); }
await page.closeAll(); await browser.close(); server.close();
