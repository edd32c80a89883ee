// The embed API for teachers: state in the link, share links, iframes that size themselves,
// sub-paths, and links full of junk.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, revisit, serve, summary, watchedPage, useBrowser } from './harness.mjs';
import { CATALOGUE, DECLARED, NAMES, ready, stable } from './catalogue.mjs';

const ctx = useBrowser({ before, after });

/**
 * Opens a host page in `page` with `body` (iframes and scripts) on our origin, so the test needs
 * no second server. It is written over one of our pages, whose policy would refuse its inline
 * script: the page must be opened with `bypassCSP`.
 */
async function openHost(page, body) {
  await page.goto(`${ctx.server.base}?embed=none`);
  await page.setContent(`<!doctype html><html><head><link rel="icon" href="data:,"></head><body>${body}</body></html>`);
}

test('every widget loads alone with its defaults and with other parameters, and reload keeps the state', async () => {
  for (const name of NAMES) {
    const page = await watchedPage(ctx.browser, ctx.server.origin);
    await page.goto(`${ctx.server.base}?embed=${name}`);
    await ready(page, name);
    assert.equal(await page.locator('[data-widget]').count(), 1, `${name} alone`);
    assert.equal(await page.locator('.notices').count(), 0, `${name} defaults need no notice`);
    // Every default the gallery documents, spelled out: the same view, still no notice.
    const bare = stable(name, await summary(page, name).textContent());
    const spelled = CATALOGUE[name].declared.map((p) => `${p.name}=${encodeURIComponent(p.default)}`).join('&');
    await page.goto(`${ctx.server.base}?embed=${name}&${spelled}`);
    await ready(page, name);
    assert.equal(stable(name, await summary(page, name).textContent()), bare, `${name}: spelled-out defaults`);
    assert.equal(await page.locator('.notices').count(), 0, `${name}: spelled-out defaults need no notice`);
    const { link: query, says: expected } = CATALOGUE[name];
    await page.goto(`${ctx.server.base}?embed=${name}&${query}`);
    await ready(page, name);
    assert.match(await summary(page, name).textContent(), expected, name);
    await page.waitForTimeout(400); // the address settles 250 ms after the last change
    await page.reload();
    await ready(page, name);
    assert.match(await summary(page, name).textContent(), expected, `${name} after reload`);
    page.check();
    await page.closeAll();
  }
});

test('moving a control rewrites the address without a history entry, and the share link reproduces the view', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.goto(`${ctx.server.base}?embed=cost`);
  const status = summary(page, 'cost');
  await status.waitFor();
  const historyBefore = await page.evaluate(() => history.length);
  await page.locator('input[data-control="d"]').focus();
  await page.keyboard.press('Home');
  await page.waitForFunction(() => location.search.includes('d=1'));
  assert.equal(new URL(page.url()).searchParams.get('d'), '1');
  assert.equal(await page.evaluate(() => history.length), historyBefore);
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  const seen = await status.textContent();

  await page.locator('[data-control="share"] summary').click();
  // The panel fills its fields once it is open.
  await page.waitForFunction(() => document.querySelector('[data-field="link"]')?.value);
  const link = await page.locator('[data-field="link"]').inputValue();
  assert.ok(link.startsWith(`${ctx.server.base}?embed=cost&`), link);
  const code = await page.locator('[data-field="code"]').inputValue();
  assert.match(code, /^<iframe src="[^"]+" title="[^"]+" width="100%" height="\d+" loading="lazy" frameborder="0" allow="clipboard-write"><\/iframe>$/);

  // Copy from the keyboard: the note says what happened (copied, or selected for Ctrl+C).
  await page.locator('[data-control="copy-link"]').focus();
  await page.keyboard.press('Enter');
  await page.locator('.copy-note').filter({ hasText: /Copied|Selected/ }).waitFor();

  const fresh = await watchedPage(ctx.browser, ctx.server.origin);
  await fresh.goto(link);
  assert.equal(await summary(fresh, 'cost').textContent(), seen);
  fresh.check();
  await fresh.closeAll();
  page.check();
  await page.closeAll();
});

test('a host page receives the resize message and embed-host.js sizes the iframe', async () => {
  // The host page is on our origin too: embed-host.js tells the frames apart by event.source.
  const page = await watchedPage(ctx.browser, ctx.server.origin, { bypassCSP: true });
  await openHost(page, `
    <iframe id="w" title="widget" src="${ctx.server.base}?embed=mask&n=12" width="100%" height="100"
      sandbox="allow-scripts allow-same-origin" style="border:0"></iframe>
    <iframe id="other" title="other" srcdoc="<p>hello</p>" height="77"></iframe>
    <script>
      window.messages = [];
      addEventListener('message', (e) => window.messages.push(e.data));
    </script>
    <script src="${ctx.server.base}embed-host.js"></script>
  `);
  await page.waitForFunction(() => window.messages.some((m) => m && m.type === 'attention-widget:resize'));
  const own = await page.evaluate(() => window.messages.find((m) => m && m.type === 'attention-widget:resize'));
  assert.equal(own.widget, 'mask');
  assert.ok(own.height > 300, `reported height ${own.height}`);
  const canvas = await page.evaluate(() => window.messages.find((m) => typeof m === 'string' && m.includes('lti.frameResize')));
  assert.ok(canvas, 'Canvas LMS message sent');
  await page.waitForFunction(() => parseInt(document.getElementById('w').style.height, 10) > 300);
  assert.equal(await page.locator('#other').getAttribute('height'), '77');
  assert.equal(await page.evaluate(() => document.getElementById('other').style.height), '');
  page.check();
  await page.closeAll();
});

test('embed-host.js sizes only frames of the origin it was loaded from', async () => {
  // The same widget from a second origin (another port) speaks the same message: a frame of any
  // origin but the helper's own cannot resize a frame on the host page.
  const other = await serve(DIST);
  // Both servers are on 127.0.0.1: requests to either are this machine's own.
  const page = await watchedPage(ctx.browser, 'http://127.0.0.1:', { bypassCSP: true });
  await openHost(page, `
    <iframe id="own" title="widget" src="${ctx.server.base}?embed=mask&n=12" width="100%" height="100"></iframe>
    <iframe id="stranger" title="widget elsewhere" src="${other.base}?embed=mask&n=12" width="100%" height="100"></iframe>
    <script>
      window.heard = [];
      addEventListener('message', (e) => { if (e.data && e.data.type === 'attention-widget:resize') window.heard.push(e.origin); });
    </script>
    <script src="${ctx.server.base}embed-host.js"></script>
  `);
  await page.waitForFunction((o) => window.heard.includes(o), other.origin);
  await page.waitForFunction(() => parseInt(document.getElementById('own').style.height, 10) > 300);
  assert.equal(await page.evaluate(() => document.getElementById('stranger').style.height), '', 'the other origin\'s frame keeps its size');
  page.check();
  await page.closeAll();
  other.close();
});

test('a widget frame below the host page\'s fold sizes itself before the reader scrolls to it', async () => {
  // The widget from another origin than the host page, as on a course site: Chromium renders no
  // frame of such an iframe while it is out of view, so the widget's first height must not wait
  // for a rendered frame. (The host page here is on the test server; the widget and the helper
  // come from a second one.)
  const other = await serve(DIST);
  try {
    const page = await watchedPage(ctx.browser, 'http://127.0.0.1:', { bypassCSP: true });
    await openHost(page, `
      <div style="height: 3000px">The course text before the widget.</div>
      <iframe id="below" title="widget" src="${other.base}?embed=mask&n=12" width="100%" height="100"></iframe>
      <script src="${other.base}embed-host.js"></script>
    `);
    // Its first height, read before any frame of it is rendered, where the host gave it 100 px
    // (what the widget builds after its first frame is not in it yet: 400 of 833 px here).
    await page.waitForFunction(() => parseInt(document.getElementById('below').style.height, 10) > 300);
    assert.equal(await page.evaluate(() => window.scrollY), 0, 'the host page was not scrolled');
    // Scrolled to, it renders and reports its whole height.
    await page.locator('#below').scrollIntoViewIfNeeded();
    const frame = page.frameLocator('#below');
    await frame.locator('[data-widget="mask"] [role="status"]').waitFor();
    const inner = page.frames().find((f) => f.url().startsWith(other.base));
    const heights = () => Promise.all([
      page.evaluate(() => parseInt(document.getElementById('below').style.height, 10)),
      inner.evaluate(() => document.documentElement.scrollHeight),
    ]);
    let [shown, whole] = await heights();
    for (let i = 0; i < 50 && shown !== whole; i++) {
      await page.waitForTimeout(100);
      [shown, whole] = await heights();
    }
    assert.equal(shown, whole, 'the frame is as tall as its widget once rendered');
    page.check();
    await page.closeAll();
  } finally {
    other.close();
  }
});

test('embed-host.js added after the widget has reported its height still sizes its iframe', async () => {
  // A deferred helper on a slow host page, or a widget served from the cache, lets the widget
  // speak first; the helper asks again when it starts.
  const page = await watchedPage(ctx.browser, ctx.server.origin, { bypassCSP: true });
  await openHost(page, `
    <iframe id="w" title="widget" src="${ctx.server.base}?embed=mask&n=12" width="100%" height="100"></iframe>
    <script>
      window.messages = [];
      addEventListener('message', (e) => window.messages.push(e.data));
    </script>
  `);
  await page.waitForFunction(() => window.messages.some((m) => m && m.type === 'attention-widget:resize'));
  await page.waitForTimeout(300);
  const heard = await page.evaluate(() => window.messages.length);
  await page.addScriptTag({ url: `${ctx.server.base}embed-host.js` });
  await page.waitForFunction(() => parseInt(document.getElementById('w').style.height, 10) > 300);
  assert.ok((await page.evaluate(() => window.messages.length)) > heard, 'the widget reported again');
  page.check();
  await page.closeAll();
});

test('the H5P resizer handshake is answered', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin, { bypassCSP: true });
  await openHost(page, `
    <iframe id="w" title="widget" src="${ctx.server.base}?embed=softmax" width="100%" height="100"></iframe>
    <script>
      window.h5p = [];
      addEventListener('message', (e) => {
        const d = e.data;
        if (!d || d.context !== 'h5p') return;
        window.h5p.push(d.action);
        const frame = document.getElementById('w').contentWindow;
        if (d.action === 'hello') frame.postMessage({ context: 'h5p', action: 'hello' }, '*');
        if (d.action === 'prepareResize') frame.postMessage({ context: 'h5p', action: 'resizePrepared' }, '*');
      });
    </script>
  `);
  await page.waitForFunction(() => window.h5p.includes('resize'));
  // The widget may grow again while a resize is being prepared, and then prepares another one: the
  // order is what H5P asks for, whatever the count.
  const actions = await page.evaluate(() => window.h5p);
  assert.equal(actions[0], 'hello', actions.join(', '));
  assert.ok(actions.indexOf('prepareResize') < actions.indexOf('resize'), actions.join(', '));
  assert.deepEqual([...new Set(actions)].sort(), ['hello', 'prepareResize', 'resize'], actions.join(', '));
  page.check();
  await page.closeAll();
});

test('the site works under a sub-path and in the gallery', async () => {
  const sub = await serve(DIST, '/some/path/');
  // Closed whatever happens: an open server would keep the test process from ending.
  try {
    const page = await watchedPage(ctx.browser, sub.origin);
    await page.goto(`${sub.base}?embed=pe&pos=3`);
    assert.match(await summary(page, 'pe').textContent(), /^PE\(3, 0\)/);
    await page.locator('[data-control="share"] summary').click();
    // The panel fills its fields once it is open.
    await page.waitForFunction(() => document.querySelector('[data-field="link"]')?.value);
    assert.ok((await page.locator('[data-field="link"]').inputValue()).startsWith(`${sub.base}?embed=pe&`));
    await page.goto(`${sub.base}?gallery`);
    for (const name of NAMES) {
      // Each widget comes in as the reader nears it, as on the page.
      await page.locator(`#gallery-${name}`).scrollIntoViewIfNeeded();
      await summary(page, name).waitFor();
      assert.equal(await page.locator(`#gallery-${name}`).count(), 1, `${name} in the gallery`);
      assert.equal(await summary(page, name).count(), 1);
    }
    page.check();
    await page.closeAll();
  } finally {
    sub.close();
  }
});

/** Junk for every parameter: each must give a notice, the default, and no console error. */
const JUNK = ['text', 'NaN', 'Infinity', '-1', '1e309', '', 'x,,y', '9'.repeat(10000)];

/** The kind a parameter name is declared with (a name means the same in every widget). */
const kindOf = (key) => DECLARED.flatMap((w) => w.params).find((p) => p.name === key)?.kind;
/** Whether `junk` is a value the parameter allows as it stands (listen's word=-1, its default). */
const allowed = (key, junk) => {
  const p = DECLARED.flatMap((w) => w.params).find((q) => q.name === key);
  return p?.kind === 'integer' && /^-?\d+$/.test(junk) && p.min <= Number(junk) && Number(junk) <= p.max;
};
/** Whether a parameter takes free words ("labels", a sentence to translate). */
const free = (key) => ['text', 'sentence'].includes(kindOf(key));

/** Whether junk may change the view rather than fall back: "-1" is clamped to the nearest
 * allowed value for numeric settings, a list of words takes any words, and a sentence any text
 * (its unknown words are the widget's business, not the link's). */
const mayDiffer = (key, junk) => junk === '-1' || (free(key) && junk !== '' && junk.length < 200 && (kindOf(key) === 'sentence' || junk !== 'x,,y'));

if (process.env.JUNK_EACH) {
  // `./x test --long`: every junk value in every parameter, one at a time.
  test('junk in any parameter falls back with a notice and no error', async () => {
    const params = Object.fromEntries(NAMES.map((n) => [n, CATALOGUE[n].params]));
    for (const [name, keys] of Object.entries(params)) {
      for (const key of keys) {
        // A fresh page per parameter: a hundred loads of one or two wasm instances in one tab can
        // outrun the collection of the old ones and run out of address space to reserve for new
        // wasm memories ("Cannot allocate Wasm memory"); closing the page gives it all back.
        const page = await watchedPage(ctx.browser, ctx.server.origin);
        await page.goto(`${ctx.server.base}?embed=${name}`);
        await ready(page, name);
        const defaults = stable(name, await summary(page, name).textContent());
        for (const junk of JUNK) {
          await page.goto(`${ctx.server.base}?embed=${name}&${key}=${encodeURIComponent(junk)}`);
          const status = summary(page, name);
          await ready(page, name);
          const notices = await page.locator('.notices li').count();
          if (!(free(key) && mayDiffer(key, junk)) && !allowed(key, junk)) assert.ok(notices >= 1, `${name} ${key}=${junk.slice(0, 12)}: a notice`);
          if (!mayDiffer(key, junk)) assert.equal(stable(name, await status.textContent()), defaults, `${name} ${key}=${junk.slice(0, 12)}: defaults`);
        }
        // Repeated parameters: the first is used and the repetition is noticed.
        await page.goto(`${ctx.server.base}?embed=${name}&${key}=1&${key}=2`);
        await summary(page, name).waitFor();
        assert.ok((await page.locator('.notices li').count()) >= 1, `${name} ${key} repeated`);
        page.check();
        await page.closeAll();
      }
    }
  });
} else {
  // `./x test`: each junk value in all of a widget's parameters at once, one notice each.
  test('junk in every parameter at once falls back with a notice each and no error', async () => {
    for (const name of NAMES) {
      const keys = CATALOGUE[name].params;
      const page = await watchedPage(ctx.browser, ctx.server.origin);
      await page.goto(`${ctx.server.base}?embed=${name}`);
      await ready(page, name);
      const defaults = stable(name, await summary(page, name).textContent());
      for (const whole of JUNK) {
        // The longest junk shortened so that all of it fits in the 16 KB a link is read up to
        // (still far past the 200 characters a value may have).
        const junk = whole.length > 1000 ? whole.slice(0, 1000) : whole;
        const noticed = keys.filter((key) => !(free(key) && mayDiffer(key, junk)) && !allowed(key, junk));
        await revisit(page, `?embed=${name}&${keys.map((key) => `${key}=${encodeURIComponent(junk)}`).join('&')}`);
        await ready(page, name);
        const notices = await page.locator('.notices li').allTextContents();
        for (const key of noticed) {
          assert.ok(notices.some((n) => n.includes(`“${key}”`)), `${name} ${key}=${junk.slice(0, 12)}: a notice naming it, in ${notices.join(' / ')}`);
        }
        if (!keys.some((key) => mayDiffer(key, junk))) assert.equal(stable(name, await summary(page, name).textContent()), defaults, `${name}, all junk ${junk.slice(0, 12)}: defaults`);
      }
      // Repeated parameters: the first is used and each repetition is noticed.
      await revisit(page, `?embed=${name}&${keys.map((key) => `${key}=1&${key}=2`).join('&')}`);
      await summary(page, name).waitFor();
      const repeated = await page.locator('.notices li').allTextContents();
      for (const key of keys) assert.ok(repeated.some((n) => n.includes(`“${key}”`)), `${name} ${key} repeated: ${repeated.join(' / ')}`);
      page.check();
      await page.closeAll();
    }
  });
}

test('a link of 150,000 settings renders its widget with a notice, without hanging the tab', async () => {
  // About 1.4 MB: the page is served by a route, as a host would serve it; its head cuts the
  // address to what the app reads (index.html, components/src/params/query.rs). It once removed
  // duplicates with a quadratic scan and wrote a notice per key, which hung the tab for minutes.
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  await page.route((url) => url.search.length > 100_000, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: route.request().url().includes('bare') ? '<!doctype html><p>bare' : html }));
  await page.goto(`${ctx.server.base}?embed=softmax&t=2`);
  const expected = await summary(page, 'softmax').textContent();
  const huge = Array.from({ length: 150_000 }, (_, i) => `k${i}=1`).join('&');
  const started = Date.now();
  await page.goto(`${ctx.server.base}?embed=softmax&t=2&${huge}`);
  await page.locator('.notices li', { hasText: /^…and 5\d more settings this widget does not have were ignored\.$/ }).waitFor({ timeout: 10_000 });
  await page.locator('.notices li', { hasText: 'only its start was read' }).waitFor();
  assert.equal(await summary(page, 'softmax').textContent(), expected, 'the settings it knows are read');
  const ours = Date.now() - started;
  // What the browser itself takes to load a page at such an address, for comparison.
  const bare = Date.now();
  await page.goto(`${ctx.server.base}?bare&${huge}`);
  console.log(`# the widget and its notices ${ours} ms after the load began; a bare page at as long an address ${Date.now() - bare} ms`);
  page.check();
  await page.closeAll();
});

test('text from a link is shown as text, never as markup', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.addInitScript(() => { window.ran = []; });
  const evil = '<img src=x onerror="ran.push(1)"><b>bold</b>';
  const enc = encodeURIComponent;
  for (const query of [`embed=softmax&${enc(evil)}=1`, `embed=${enc(evil)}`, `embed=softmax&t=${enc(evil)}`, `embed=softmax&labels=${enc('<b>a</b>,<i>b</i>,c')}`]) {
    await page.goto(`${ctx.server.base}?${query}`);
    // An unknown widget name is answered with the list of names, junk with notices, and labels
    // are words like any other.
    await page.locator('.notices li, .widget-names li, [data-widget] [role="status"]').first().waitFor();
    const found = await page.evaluate(() => ({
      ran: window.ran.length,
      images: document.querySelectorAll('img').length,
      bold: [...document.querySelectorAll('b, i')].filter((e) => /^(bold|a|b)$/.test(e.textContent)).length,
      shown: document.querySelector('main').innerText,
    }));
    assert.deepEqual({ ...found, shown: undefined }, { ran: 0, images: 0, bold: 0, shown: undefined }, query);
    assert.match(found.shown, /<(img|b|i)\b/, `the text is shown as it came: ${found.shown}`);
  }
  page.check();
  await page.closeAll();
});
