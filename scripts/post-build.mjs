// Trunk post-build hook, for the index.html and the glue Trunk has just written:
// - Every build: the loader script Trunk puts in <head> becomes a classic script importing the glue,
//   so the app starts as soon as it and the wasm have arrived instead of after the whole text is
//   parsed; the app mounts the first widget the moment the parser has read its slot and does the
//   rest once the page is parsed.
// - Release builds: minifies wasm-bindgen's JavaScript glue (10.2 → 7.6 KB gzip), which Trunk's
//   own `minify` leaves alone; shortens the names the wasm imports from it (wasm-imports.mjs, 6.5
//   KB gzip); and rewrites both files' integrity hashes in index.html to match, so Subresource
//   Integrity still holds.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { shortenImports } from './wasm-imports.mjs';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('TRUNK_STAGING_DIR is not set: run this as a Trunk hook');
const htmlPath = join(dir, 'index.html');
let html = readFileSync(htmlPath, 'utf8');

// Trunk writes its loader as an inline module script that imports the glue and awaits `init`.
// In our Chromium traces module scripts, even `async` ones, ran only after the parser and the
// first paint; a classic script that imports the glue dynamically does not wait, so the wasm
// compiles and the app starts while the rest of the text is still being parsed and laid out.
const loader = /<script type=("|)module\1>\s*import init, \* as bindings from (['"][^'"]+['"]);([\s\S]*?)<\/script>/;
const found = html.match(loader);
if (!found) throw new Error('index.html has no Trunk loader script to rewrite');
const [whole, , glue, rest] = found;
html = html.replace(whole, `<script>import(${glue}).then(async (bindings) => { const init = bindings.default;${rest.trim()}\n});</script>`);

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
  // The glue is the one script Trunk writes beside the .wasm of the same name.
  const files = readdirSync(dir);
  for (const name of files.filter((f) => f.endsWith('.js') && files.includes(f.replace(/\.js$/, '_bg.wasm')))) {
    const jsPath = join(dir, name);
    const wasmPath = join(dir, name.replace(/\.js$/, '_bg.wasm'));
    const { code } = transformSync(readFileSync(jsPath, 'utf8'), { minify: true, format: 'esm', target: 'es2020' });
    const short = shortenImports(readFileSync(wasmPath), code);
    rewrite(jsPath, Buffer.from(short.js));
    rewrite(wasmPath, short.wasm);
  }
}
writeFileSync(htmlPath, html);
