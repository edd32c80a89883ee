// Trunk post-build hook, for the index.html and the glue Trunk has just written:
// - Every build: the loader script Trunk puts in <head> becomes a classic script, ahead of the
//   stylesheet, that fetches the wasm once and imports the glue, so the app starts as soon as both
//   have arrived instead of after the whole text is parsed; the app mounts the first widget the
//   moment the parser has read its slot and does the rest once the page is parsed.
// - Release builds: minifies wasm-bindgen's JavaScript glue (10.2 → 7.6 KB gzip), which Trunk's
//   own `minify` leaves alone; shortens the names the wasm imports from it (wasm-imports.mjs, 6.5
//   KB gzip); and rewrites the integrity hashes Trunk wrote for both to match (only the glue's is
//   left in the page once the loader is rewritten, and the browser checks it).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { shortenImports } from './wasm-imports.mjs';
import { frenchPage, frenchSource } from './french-page.mjs';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('TRUNK_STAGING_DIR is not set: run this as a Trunk hook');
const htmlPath = join(dir, 'index.html');
let html = readFileSync(htmlPath, 'utf8');

// The deferred widgets' bundle (src/deferred.rs) is built like a worker's: wasm-bindgen's classic
// script, which only defines `wasm_bindgen`. The page loads it with a <script> element, so it
// starts its own wasm, found next to the script, and reports a failure as the element's `error`.
{
  const gluePath = join(dir, 'deferred_widgets.js');
  // Its wasm carries the script's own query (the build's version, below), so a page left open
  // across a deploy fetches glue and wasm of one build, past any HTTP cache.
  // The page may have started compiling that wasm already (`compile_ahead` in src/deferred.rs):
  // then the script starts that module; if the early compile failed (a host serving wasm with
  // another MIME type, say), it fetches the file itself as before.
  const start = '\n;(s=>{const u=new URL("deferred_widgets_bg.wasm"+new URL(s.src).search,s.src);const m=self.__deferredModule;(m?m.catch(()=>u):Promise.resolve(u)).then(x=>wasm_bindgen({module_or_path:x})).catch(e=>{console.error(e);s.dispatchEvent(new Event("error"))})})(document.currentScript);\n';
  writeFileSync(gluePath, readFileSync(gluePath, 'utf8') + start);
}

// The figures bundle (src/bin/figures.rs), the same kind of classic script. Its glue declares the
// same global `wasm_bindgen` as the deferred bundle's, which a second classic script may not do,
// so it is wrapped in a block of its own; once started it puts its exports on `window` and tells
// the page (`components::ui::figure_save`).
{
  const gluePath = join(dir, 'figures.js');
  const start = '\n;(s=>{const u=new URL("figures_bg.wasm"+new URL(s.src).search,s.src);wasm_bindgen({module_or_path:u}).then(()=>{self.figuresBindings=wasm_bindgen;document.dispatchEvent(new Event("figures-ready"))}).catch(e=>{console.error(e);s.dispatchEvent(new Event("error"))})})(document.currentScript);\n';
  writeFileSync(gluePath, '{' + readFileSync(gluePath, 'utf8') + start + '}\n');
}

// The train widget's worker: Trunk's loader is `importScripts(glue); wasm_bindgen(wasm);`, and a
// wasm that fails to arrive, compile or start rejects a promise nobody in the worker awaits, so
// the page would wait for "ready" forever. This loader tells the page, as a message starting with
// "failed", and both files carry the loader's own query (the build's version), as above.
{
  const loaderPath = join(dir, 'train_worker_loader.js');
  const trunks = readFileSync(loaderPath, 'utf8');
  const glue = trunks.match(/importScripts\((['"])([^'"]+\.js)\1\)/)?.[2];
  const wasm = trunks.match(/wasm_bindgen\((['"])([^'"]+_bg\.wasm)\1\)/)?.[2];
  if (!glue || !wasm) throw new Error(`train_worker_loader.js is not the loader this hook knows: ${trunks}`);
  const say = 'e=>postMessage("failed "+(e&&e.message||e))';
  writeFileSync(loaderPath, `{const v=location.search,fail=${say};` +
    `try{importScripts(${JSON.stringify(glue)}+v)}catch(e){fail(e);throw e}` +
    `wasm_bindgen({module_or_path:${JSON.stringify(wasm)}+v}).catch(fail)}\n`);
}

if (process.env.TRUNK_PROFILE === 'release') {
  // Loaded only for release builds, so `trunk serve` works without esbuild installed.
  const { transformSync } = await import('esbuild');
  const digest = (bytes) => 'sha384-' + createHash('sha384').update(bytes).digest('base64');
  const rewrite = (path, bytes) => {
    const before = digest(readFileSync(path));
    if (!html.includes(before)) throw new Error(`index.html has no integrity hash for ${path}`);
    writeFileSync(path, bytes);
    html = html.split(before).join(digest(bytes));
  };
  // Trunk minifies the stylesheet, but a sheet it cannot parse it only warns about and ships as
  // written (a stray brace once did that, and cost 2.4 KB gzip of the first load): a comment left
  // in the shipped sheet means exactly that, so the build stops here and says where to look.
  const files = readdirSync(dir);
  for (const name of files.filter((f) => f.endsWith('.css'))) {
    if (readFileSync(join(dir, name), 'utf8').includes('/*')) {
      throw new Error(`${name} was not minified: Trunk could not parse assets/style.css (see its "CSS parsing failed" warning above)`);
    }
  }
  // The glue is the one script Trunk writes beside the .wasm of the same name.
  for (const name of files.filter((f) => f.endsWith('.js') && files.includes(f.replace(/\.js$/, '_bg.wasm')))) {
    const jsPath = join(dir, name);
    const wasmPath = join(dir, name.replace(/\.js$/, '_bg.wasm'));
    // The train widget's worker glue is a classic script its own loader imports, with no hash in
    // the page; it stays as wasm-bindgen wrote it.
    if (!html.includes(digest(readFileSync(jsPath)))) continue;
    const { code } = transformSync(readFileSync(jsPath, 'utf8'), { minify: true, format: 'esm', target: 'es2020' });
    const short = shortenImports(readFileSync(wasmPath), code);
    rewrite(jsPath, Buffer.from(short.js));
    rewrite(wasmPath, short.wasm);
  }
}
// Trunk writes its loader as an inline module script that imports the glue and awaits `init`, with
// a `modulepreload` for the glue and a `preload` for the wasm after it. In our Chromium traces module
// scripts, even `async` ones, ran only after the parser and the first paint; a classic script that
// imports the glue dynamically does not wait, so the wasm compiles and the app starts while the rest
// of the text is still being parsed and laid out. It goes before the stylesheet, which would
// otherwise hold it back, and it fetches the wasm itself: Chromium does not always match a
// `fetch()` to the preload (3 loads in 12 fetched the 600 KB twice) and ignores the
// preload's integrity attribute, with a console warning, so the preload bought nothing. The glue's
// `modulepreload` stays, moved before the script, so the import finds the glue already on its way
// with its integrity checked.
const loader = /<script type=("|)module\1>\s*import init, \* as bindings from (['"][^'"]+['"]);([\s\S]*?)<\/script>/;
const found = html.match(loader);
if (!found) throw new Error('index.html has no Trunk loader script to rewrite');
const [whole, , glue, rest] = found;
const wasmPath = /module_or_path: (['"][^'"]+_bg\.wasm['"])/;
const wasmFile = rest.match(wasmPath)?.[1];
if (!wasmFile) throw new Error('the Trunk loader names no .wasm to load');
const links = html.match(/<link\b[^>]*>/g) ?? [];
const isRel = (tag, rel) => new RegExp(`\\brel=("|)${rel}\\1[\\s>/]`).test(tag);
const wasmPreload = links.find((tag) => isRel(tag, 'preload') && /_bg\.wasm/.test(tag));
const gluePreload = links.find((tag) => isRel(tag, 'modulepreload'));
const stylesheet = links.find((tag) => isRel(tag, 'stylesheet'));
for (const tag of [wasmPreload, gluePreload]) if (tag) html = html.replace(tag, '');
const start =
  `${gluePreload ?? ''}<script>{ const response = fetch(${wasmFile});\n` +
  `import(${glue}).then(async (bindings) => { const init = bindings.default;${rest.trim().replace(wasmPath, 'module_or_path: response')}\n}); }</script>`;
html = html.replace(whole, '');
html = stylesheet ? html.replace(stylesheet, start + stylesheet) : html.replace('</head>', `${start}</head>`);
writeFileSync(htmlPath, html);

// Offline after one visit (release builds): a service worker that, once installed, keeps this
// build's files in a cache named after its scope and their hash, and answers from it only when
// the network fails. Online, every request goes to the network first, so a page never mixes two
// builds; a page load waits for the network a few seconds at most, and an error status from it
// falls back to the cached copy too. A new build is a new sw.js (its file list and version
// change), which replaces this scope's cache on the next online visit and leaves alone the caches
// of other copies of the site on the same origin (two courses on one host). Only the top-level
// page registers it: an embedded widget in a host page's frame would otherwise download every
// bundle into that host's own partition of the cache. `OFFLINE=off ./x build` leaves it out and
// ships a page that unregisters this scope's worker, if a previous build installed one, and
// deletes its caches.
if (process.env.TRUNK_PROFILE === 'release') {
  const { createHash: hash } = await import('node:crypto');
  const { unlinkSync, existsSync } = await import('node:fs');
  const swPath = join(dir, 'sw.js');
  if (existsSync(swPath)) unlinkSync(swPath);
  const off = process.env.OFFLINE === 'off';
  const files = readdirSync(dir).filter((f) => /\.(html|js|wasm|css|bin|txt)$/.test(f) && f !== 'sw.js').sort();
  const digest = hash('sha256');
  for (const f of files) digest.update(f).update(f === 'index.html' ? html : readFileSync(join(dir, f)));
  // The French page is made from this one and its own source, after this: its source stands in.
  digest.update('fr/index.html').update(frenchSource());
  const version = digest.digest('hex').slice(0, 16);
  // The files the page loads later (the deferred bundle, the training worker) are asked for with
  // this version in their URL (`components::ui::assets`), so a page never pairs one build's glue
  // with another's wasm, whatever a cache between it and the host keeps.
  html = html.replace('</head>', `<meta name="explainer-build" content="${version}"></head>`);
  // The scope is the folder the page is served from, as `register('./sw.js')` makes it.
  const register = off
    ? "if('serviceWorker'in navigator){const s=new URL('./',location.href).href;" +
      "navigator.serviceWorker.getRegistrations().then(r=>r.forEach(x=>x.scope===s&&x.unregister()));" +
      "self.caches&&caches.keys().then(k=>k.forEach(n=>n.startsWith('explainer '+s+' ')&&caches.delete(n)))}"
    : "if('serviceWorker'in navigator&&window.top===window&&!/[?&]embed=/.test(location.search))" +
      "addEventListener('load',()=>navigator.serviceWorker.register('./sw.js').catch(()=>{}))";
  if (!off) {
    // The training worker is fetched only when a reader reaches its section, offline copy or not:
    // it is cached when it is fetched, not with the page; so are the everyday translator's files
    // (1.4 MB gzip of weights, read by two widgets near the end). The toy translator's weights
    // are cached with the page (114 KB gzip each, after the page has loaded): four widgets read
    // the final ones, the first of them in §3.2, and the beam widget the early ones, so an offline
    // reader has them.
    const later = (f) => f.startsWith('train_worker') || f.startsWith('everyday');
    const lazy = files.filter(later).map((f) => `./${f}`);
    const list = ['./', './fr/', ...files.filter((f) => f !== 'index.html' && !later(f)).map((f) => `./${f}`)];
    writeFileSync(swPath, `// The explainer's offline copy: this build's files, served only when the network fails.
// Its caches are named after this copy's scope, so copies of the site under other paths of the
// same origin keep theirs.
const PREFIX = 'explainer ' + self.registration.scope + ' ';
const CACHE = PREFIX + '${version}';
const FILES = ${JSON.stringify(list)};
const LAZY = ${JSON.stringify(lazy)}.map((f) => new URL(f, location.href).href);
// How long a page load waits for the network before the cached copy answers.
const PATIENCE = 4000;
self.addEventListener('install', (e) => {
  // Past the HTTP cache: right after a deploy it may still hold the old page or bundle.
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES.map((f) => new Request(f, { cache: 'reload' })))).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (e) => {
  e.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});
async function cached(req) {
  const cache = await caches.open(CACHE);
  // Any query string (?embed=…) is the same page; a navigation anywhere in scope is the page, in
  // French under fr/ (never the English page for a French address).
  const french = new URL(req.url).pathname.startsWith(new URL('./fr/', self.registration.scope).pathname);
  return (await cache.match(req, { ignoreSearch: true })) || (req.mode === 'navigate' ? await cache.match(french ? './fr/' : './') : undefined);
}
self.addEventListener('fetch', (e) => {
  const req = e.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== location.origin) return;
  e.respondWith((async () => {
    const network = fetch(req);
    network.catch(() => {});
    let res;
    try {
      res = await (req.mode === 'navigate'
        ? Promise.race([network, new Promise((_, late) => setTimeout(() => late(new Error('slow')), PATIENCE))])
        : network);
    } catch {
      // Offline, or a page load still waiting: the cached copy, else whatever the network says.
      return (await cached(req)) || network.catch(() => Response.error());
    }
    if (!res.ok) return (await cached(req)) || res;
    const url = new URL(req.url);
    if (LAZY.includes(url.origin + url.pathname)) {
      const copy = res.clone();
      e.waitUntil(caches.open(CACHE).then((c) => c.put(req, copy)));
    }
    return res;
  })());
});
`);
  }
  html = html.replace('</head>', `<script>${register}</script></head>`);
  writeFileSync(htmlPath, html);
}

// A strict Content-Security-Policy, as a <meta> first in <head>: scripts only from this origin
// plus the inline ones this page has, each allowed by its hash (computed here, after every other
// change to the page, so the hashes stay true); wasm may compile ('wasm-unsafe-eval', nothing
// else eval-like); styles only from the stylesheet (widgets set sizes through the CSSOM, which
// style-src does not govern); no plugins, no forms, no other origin. `frame-ancestors` cannot be
// set by a <meta>: the README says which header to send for it.
{
  const { createHash: hash } = await import('node:crypto');
  if (process.env.TRUNK_PROFILE !== 'release') {
    // `trunk serve` would write its address into its reload script as it serves the page, after
    // the hash was taken; the page's own location gives the same address, so it is filled in here.
    html = html
      .replace(/(['`])\{\{__TRUNK_ADDRESS__\}\}\1/g, 'window.location.host')
      .replace(/(['`])\{\{__TRUNK_WS_BASE__\}\}\1/g, "new URL('.', location.href).pathname");
  }
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const hashes = inline.map((code) => `'sha256-${hash('sha256').update(code, 'utf8').digest('base64')}'`);
  // `trunk serve` reloads the page over a WebSocket to itself.
  const live = process.env.TRUNK_PROFILE === 'release' ? '' : ' ws: wss:';
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`.trim(),
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self'${live}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
  html = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>\s*/g, '');
  // Release builds are minified (`<meta charset=utf-8>`), `trunk serve`'s are not.
  html = html.replace(/<meta charset=("|)utf-8\1\s*\/?>/i, (m) => `${m}<meta http-equiv="Content-Security-Policy" content="${policy}">`);
  if (!html.includes('http-equiv="Content-Security-Policy"')) throw new Error('index.html has no <meta charset> to put the policy after');
  writeFileSync(htmlPath, html);
}

// The French page (scripts/french-page.mjs), from this page as finished above.
{
  const { mkdirSync } = await import('node:fs');
  mkdirSync(join(dir, 'fr'), { recursive: true });
  writeFileSync(join(dir, 'fr', 'index.html'), frenchPage(html, frenchSource()));
}
