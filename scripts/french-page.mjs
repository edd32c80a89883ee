// The French page, `fr/index.html` of the build: the English page's head exactly as the build
// made it (the same stylesheet, bundles and integrity hashes, the same policy), with the paths
// one folder up, the French title and description, and the French source's body. One build,
// one set of bundles: the wasm reads the document's `lang` when it starts and speaks French.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';

/// `html`'s content between `<tag` and `</tag>`, with the opening tag.
const part = (html, tag) => {
  const start = html.search(new RegExp(`<${tag}[\\s>]`));
  const end = html.indexOf(`</${tag}>`, start);
  if (start < 0 || end < 0) throw new Error(`no <${tag}> in the page`);
  return html.slice(start, end + `</${tag}>`.length);
};

/// The French page from the built English one (`english`, final: policy and all) and the French
/// source (`source`, the repository's `fr/index.html`).
export function frenchPage(english, source) {
  const headEnd = english.indexOf('</head>');
  if (headEnd < 0) throw new Error('the English page has no </head>');
  let head = english.slice(0, headEnd);
  const title = source.match(/<title>[\s\S]*?<\/title>/)?.[0];
  const description = source.match(/<meta name="description" content="([^"]*)"/)?.[1];
  if (!title || description === undefined) throw new Error('fr/index.html has no <title> or description');
  head = head
    .replace(/<html lang=("|)en\1>/, '<html lang=fr>')
    .replace(/<title>[\s\S]*?<\/title>/, title)
    .replace(/<meta content="[^"]*" name=description>|<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${description}">`);
  if (!head.includes('<html lang=fr>')) throw new Error('the English page has no <html lang=en> to turn French');
  // The alternates: the English page one folder up, this one here.
  head = head
    .replace(/(<link[^>]*hreflang=("|)en\2[^>]*href=)("|)\.\/\3/, '$1$3../$3')
    .replace(/(<link[^>]*href=)("|)\.\/\2([^>]*hreflang=("|)en\4)/, '$1$2../$2$3')
    .replace(/(<link[^>]*hreflang=("|)fr\2[^>]*href=)("|)fr\/\3/, '$1$3./$3')
    .replace(/(<link[^>]*href=)("|)fr\/\2([^>]*hreflang=("|)fr\4)/, '$1$2./$2$3');
  // Every file of the build is one folder up: the stylesheet and the glue's preload, the loader's
  // fetch and import, the service worker (whose scope stays the site's folder).
  head = head
    .replace(/(<link\b[^>]*\bhref=)("?)\.\/(?![\s>"])/g, '$1$2../')
    .replace(/(['"`])\.\/([\w.-]+\.(?:js|wasm))\1/g, '$1../$2$1');
  head += '<meta name="explainer-root" content="../">';
  const body = english.slice(headEnd).replace(/<body[\s\S]*$/, '') + part(source, 'body') + '</html>\n';
  let html = head + body;
  // The inline scripts changed, so the policy's hashes are taken again.
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const hashes = inline.map((code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  html = html.replace(/script-src 'self' 'wasm-unsafe-eval'[^;"]*/, `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`.trim());
  return html;
}

/// The French source, from the project's folder (Trunk runs hooks there).
export function frenchSource() {
  return readFileSync('fr/index.html', 'utf8');
}
