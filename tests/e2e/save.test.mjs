// Saving a figure: a real PNG twice the shown size and at least 1,600 px wide with its caption,
// an SVG that parses and says its words, a file name that says what it is; for every figure of
// every widget, under the page's policy, without another origin.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DECLARED, NAMES, ready } from './catalogue.mjs';
import { summary, watchedPage, useBrowser } from './harness.mjs';

const ctx = useBrowser({ before, after });

/** Presses a Save button and returns the file it gave: its name and bytes. */
async function save(page, control) {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.locator(`[data-control="${control}"]`).first().click(),
  ]);
  const bytes = readFileSync(await download.path());
  return { name: download.suggestedFilename(), bytes };
}

/**
 * What a DOMParser makes of an SVG: whether it parses, and its words. In a blank page of the same
 * browser, not the widget's: the widget's policy would refuse the figure's `<style>` there, and a
 * saved file is read by other programs, not by the page.
 */
async function readSvg(page, text) {
  const blank = await page.context().newPage();
  const read = await blank.evaluate((t) => {
    const doc = new DOMParser().parseFromString(t, 'image/svg+xml');
    return { ok: !doc.querySelector('parsererror') && doc.documentElement.nodeName === 'svg', words: doc.documentElement.textContent };
  }, text);
  await blank.close();
  return read;
}

test('Save PNG and Save SVG give the softmax figure with its caption, named for its state', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin, { acceptDownloads: true, viewport: { width: 1100, height: 900 } });
  await page.addInitScript(() => { window.violations = []; document.addEventListener('securitypolicyviolation', (e) => window.violations.push(e.violatedDirective)); });
  await page.goto(`${ctx.server.base}?embed=softmax&t=0.5`);
  const said = await summary(page, 'softmax').textContent();
  const png = await save(page, 'save-png-shares');
  assert.equal(png.name, 'softmax-t0.50.png');
  assert.equal(png.bytes.subarray(1, 4).toString(), 'PNG');
  const [width, height] = [png.bytes.readUInt32BE(16), png.bytes.readUInt32BE(20)];
  assert.ok(width >= 1600, `${width} px wide`);
  // Its caption: the strip under the figure has the title's and the summary's dark text in it.
  const inked = await page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    [c.width, c.height] = [img.width, img.height];
    const g = c.getContext('2d');
    g.drawImage(img, 0, 0);
    const strip = g.getImageData(0, Math.round(img.height * 0.6), img.width, Math.round(img.height * 0.4)).data;
    let dark = 0;
    for (let i = 0; i < strip.length; i += 4) if (strip[i] < 90 && strip[i + 1] < 90 && strip[i + 2] < 90) dark++;
    return dark;
  }, png.bytes.toString('base64'));
  assert.ok(inked > 2000, `the caption's ink: ${inked} dark pixels in the strip (${width}×${height})`);
  const svg = await save(page, 'save-svg-shares');
  assert.equal(svg.name, 'softmax-t0.50.svg');
  const read = await readSvg(page, svg.bytes.toString('utf8'));
  assert.ok(read.ok, 'the SVG parses');
  // A caption's lines break anywhere, so its words are compared without their spaces.
  const squeeze = (x) => x.replace(/\s+/g, '');
  for (const words of ['animal', 'tired', 'street', '84.4%', 'Softmax with temperature', said, 'embed=softmax']) {
    assert.ok(squeeze(read.words).includes(squeeze(words)), `the SVG says “${words}”`);
  }
  assert.match(await page.locator('.save-note').first().textContent(), /^Saved softmax-t0\.50\.svg\.$/);
  assert.deepEqual(await page.evaluate(() => window.violations), [], 'nothing the policy refuses');
  page.check();
  await page.closeAll();
});

test('every figure of every widget saves as an SVG that parses, in the light colours, from a dark page', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin, { acceptDownloads: true, colorScheme: 'dark', viewport: { width: 1100, height: 900 } });
  let saved = 0;
  for (const name of NAMES) {
    await page.goto(`${ctx.server.base}?embed=${name}`);
    await ready(page, name);
    const controls = await page.locator('[data-control^="save-svg-"]').evaluateAll((bs) => bs.map((b) => b.dataset.control));
    for (const control of controls) {
      const file = await save(page, control);
      assert.match(file.name, new RegExp(`^${name}(-[\\w.-]+)?\\.svg$`), file.name);
      const text = file.bytes.toString('utf8');
      const read = await readSvg(page, text);
      assert.ok(read.ok, `${control} of ${name} parses`);
      const squeeze = (x) => x.replace(/\s+/g, '');
      assert.ok(squeeze(read.words).includes(squeeze(DECLARED.find((w) => w.name === name).title)), `${control} of ${name} has its caption`);
      assert.doesNotMatch(text, /#121417|#1d2025/, `${control} of ${name} is in the light colours`);
      saved++;
    }
  }
  assert.ok(saved >= 17, `${saved} figures saved`);
  page.check();
  await page.closeAll();
});
