// The page in French, on the release build: `/fr/` is the same build speaking French (the wasm
// reads the document's `lang`), with French numbers; an English link becomes French by its path
// alone; the switch between the two pages lands on the same section; a share link made in French
// stays French.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { allWidgetsIn, summary, watchedPage, useBrowser, openExplainer } from './harness.mjs';
import { NAMES } from './catalogue.mjs';

const ctx = useBrowser({ before, after });

/** The narrow no-break space French puts before `%` and `:` and between thousands. */
const NNBSP = '\u202F';

test('/fr/ is the whole page in French, every widget in it, with French numbers', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await openExplainer(page, `${ctx.server.base}fr/`);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
  assert.equal(await page.title(), 'Attention Is All You Need — une explication à explorer');
  assert.equal(
    await summary(page, 'softmax').textContent(),
    `À la température 1,00, les parts sont${NNBSP}: animal 62,9${NNBSP}%, tired 23,1${NNBSP}%, street 14,0${NNBSP}%.`,
  );
  // Every widget came in, and each says something other than its English summary: a widget
  // whose words missed the messages would say the same on both pages.
  const french = {};
  for (const name of NAMES) french[name] = await summary(page, name).textContent();
  await openExplainer(page, ctx.server.base);
  for (const name of NAMES) {
    const english = await summary(page, name).textContent();
    assert.ok(french[name].length > 0, `${name} has a summary in French`);
    assert.notEqual(french[name], english, `${name} speaks French`);
  }
  page.check();
  await page.closeAll();
});

test('an English embed link becomes French by its path alone, and its share panel writes French links', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.goto(`${ctx.server.base}fr/?embed=softmax&t=0.5`);
  assert.equal(
    await summary(page, 'softmax').textContent(),
    `À la température 0,50, les parts sont${NNBSP}: animal 84,4${NNBSP}%, tired 11,4${NNBSP}%, street 4,2${NNBSP}%.`,
  );
  // Inputs and their values keep the dot; what is read out is French.
  const t = page.locator('[data-widget="softmax"] input[data-control="t"]');
  assert.match(await t.getAttribute('aria-valuetext'), /^température 0,50$/);
  await page.locator('[data-control="share"] summary').click();
  const link = await page.locator('[data-field="link"]').inputValue();
  assert.equal(new URL(link).pathname, '/fr/');
  assert.equal(new URL(link).searchParams.get('t'), '0.5');
  // The lesson parameters work under /fr/ too; the question is the teacher's own words.
  await page.goto(`${ctx.server.base}fr/?embed=mask&n=9&ask=Combien%20de%20cases%20%3F`);
  assert.match(await summary(page, 'mask').textContent(), /^9 /);
  await page.getByText('Combien de cases ?').waitFor();
  await page.goto(`${ctx.server.base}fr/?gallery`);
  await summary(page, 'softmax').waitFor();
  assert.match(await summary(page, 'softmax').textContent(), /^À la température 1,00/);
  page.check();
  await page.closeAll();
});

test('the language switch goes to the same section of the other page, and the pages name each other', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.goto(`${ctx.server.base}#softmax`);
  await allWidgetsIn(page);
  const alternates = await page.evaluate(() => [...document.querySelectorAll('link[rel=alternate]')].map((l) => `${l.hreflang} ${new URL(l.href).pathname}`));
  assert.deepEqual(alternates.sort(), ['en /', 'fr /fr/']);
  const toFrench = page.locator('[data-language-switch]');
  assert.equal(await toFrench.getAttribute('hreflang'), 'fr');
  await page.locator('#softmax').scrollIntoViewIfNeeded();
  await toFrench.click();
  await page.waitForURL(/\/fr\/#/);
  assert.equal(new URL(page.url()).pathname, '/fr/');
  assert.ok(new URL(page.url()).hash.length > 1, 'the section goes along');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
  const back = page.locator('[data-language-switch]');
  assert.equal(await back.getAttribute('hreflang'), 'en');
  const frAlternates = await page.evaluate(() => [...document.querySelectorAll('link[rel=alternate]')].map((l) => `${l.hreflang} ${new URL(l.href).pathname}`));
  assert.deepEqual(frAlternates.sort(), ['en /', 'fr /fr/']);
  await back.click();
  await page.waitForURL((u) => new URL(u).pathname === '/');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  page.check();
  await page.closeAll();
});

test('every figure the text quotes is written from the kernels, in the page\'s language', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  // The copy's figures are blanked as soon as the text is parsed: what the reader then sees is
  // only what the code writes.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const el of document.querySelectorAll('[data-figure]')) el.textContent = '?';
    });
  });
  for (const [path, base] of [['', '63,082,496'], ['fr/', `63${NNBSP}082${NNBSP}496`]]) {
    await openExplainer(page, `${ctx.server.base}${path}`);
    await page.waitForFunction(() => ![...document.querySelectorAll('[data-figure]')].some((el) => el.textContent === '?'), null, { timeout: 30_000 });
    const figures = await page.evaluate(() => [...document.querySelectorAll('[data-figure="params-base"]')].map((el) => el.textContent));
    assert.ok(figures.length > 0 && figures.every((f) => f === base), `${path || '/'}: ${figures}`);
  }
  page.check();
  await page.closeAll();
});
