// Trunk post-build hook: minifies wasm-bindgen's JavaScript glue in release builds (10.2 → 7.6 KB
// gzip), which Trunk's own `minify` leaves alone, and rewrites the glue's integrity hashes in
// index.html to match, so Subresource Integrity still holds. Debug builds are left as they are.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('TRUNK_STAGING_DIR is not set: run this as a Trunk hook');
if (process.env.TRUNK_PROFILE !== 'release') process.exit(0);
// Loaded only for release builds, so `trunk serve` works without esbuild installed.
const { transformSync } = await import('esbuild');

const digest = (bytes) => 'sha384-' + createHash('sha384').update(bytes).digest('base64');
const htmlPath = join(dir, 'index.html');
let html = readFileSync(htmlPath, 'utf8');
// The glue is the one script Trunk writes beside the .wasm of the same name.
const files = readdirSync(dir);
for (const name of files.filter((f) => f.endsWith('.js') && files.includes(f.replace(/\.js$/, '_bg.wasm')))) {
  const path = join(dir, name);
  const source = readFileSync(path);
  const { code } = transformSync(source.toString('utf8'), { minify: true, format: 'esm', target: 'es2020' });
  writeFileSync(path, code);
  const before = digest(source);
  if (!html.includes(before)) throw new Error(`index.html has no integrity hash for ${name}`);
  html = html.split(before).join(digest(Buffer.from(code)));
}
writeFileSync(htmlPath, html);
