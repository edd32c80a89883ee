// Lesson links (ask, lock, hide) and the lesson builder, on the release build.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { summary, watchedPage, useBrowser } from './harness.mjs';

const ctx = useBrowser({ before, after });

const T05 = 'At temperature 0.50, the shares are: animal 84.4%, tired 11.4%, street 4.2%.';

test('a lesson shows its instruction as text, locks one control and hides another', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  const ask = encodeURIComponent('<b>Lower</b> the temperature. What happens?');
  await page.goto(`${ctx.server.base}?embed=softmax&t=0.5&ask=${ask}&lock=t&hide=scores`);
  const status = summary(page, 'softmax');
  assert.equal(await status.textContent(), T05);
  // The instruction is text: its markup is shown, not obeyed.
  const shown = page.locator('[data-lesson="ask"]');
  assert.equal(await shown.textContent(), '<b>Lower</b> the temperature. What happens?');
  assert.equal(await page.locator('.lesson-ask b').count(), 0);
  // The locked slider is there, disabled, marked and read out as locked; keys do not move it.
  const t = page.locator('input[data-control="t"]');
  assert.ok(await t.isDisabled());
  assert.equal(await page.locator('fieldset.locked[aria-disabled="true"]').count(), 1);
  assert.match(await page.locator('fieldset.locked legend').textContent(), /Temperature is locked by this lesson/);
  await t.focus().catch(() => {});
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowRight');
  assert.equal(await status.textContent(), T05);
  // The hidden control is not in the page at all.
  assert.equal(await page.locator('[data-control^="score-"]').count(), 0);
  assert.equal(await page.locator('.notices').count(), 0, 'a good lesson needs no notice');
  page.check();
  await page.closeAll();
});

test('Back to the start puts the widget back as the link had it', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.goto(`${ctx.server.base}?embed=softmax&t=0.5&ask=Try%20it`);
  const status = summary(page, 'softmax');
  await page.locator('input[data-control="t"]').focus();
  await page.keyboard.press('Home');
  assert.notEqual(await status.textContent(), T05);
  await page.locator('[data-control="restart"]').click();
  assert.equal(await status.textContent(), T05);
  // The address keeps the lesson, so a reload keeps it too.
  await page.waitForFunction(() => location.search.includes('ask=Try'));
  page.check();
  await page.closeAll();
});

test('a bad lesson gets a polite notice and the rest of the link still works', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.goto(`${ctx.server.base}?embed=softmax&t=0.5&lock=zzz,t&ask=%E2%80%AE%E2%80%8B`);
  assert.equal(await summary(page, 'softmax').textContent(), T05);
  const notices = await page.locator('.notices').textContent();
  assert.match(notices, /“lock” names “zzz”, which this widget does not have/);
  assert.match(notices, /“ask” had characters that cannot be shown/);
  assert.ok(await page.locator('input[data-control="t"]').isDisabled(), 't is still locked');
  assert.equal(await page.locator('[data-lesson="ask"]').count(), 0, 'nothing left to ask');
  page.check();
  await page.closeAll();
});

test('the lesson builder writes the lesson into the link, by keyboard, and previews it', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin, { viewport: { width: 360, height: 800 } });
  await page.goto(`${ctx.server.base}?embed=softmax`);
  await summary(page, 'softmax').waitFor();
  await page.locator('[data-control="share"] summary').click();
  await page.locator('[data-control="lesson-builder"] summary').click();
  await page.locator('[data-control="lesson-ask"]').fill('Make one word take 90%.');
  await page.locator('[data-control="lesson-t-lock"]').check();
  await page.locator('[data-control="lesson-scores-hide"]').focus();
  await page.keyboard.press('Space');
  const link = await page.locator('[data-field="link"]').inputValue();
  const url = new URL(link);
  assert.equal(url.searchParams.get('ask'), 'Make one word take 90%.');
  assert.equal(url.searchParams.get('lock'), 't');
  assert.equal(url.searchParams.get('hide'), 'scores');
  assert.match(await page.locator('[data-field="code"]').inputValue(), /lock=t&amp;hide=scores/);
  // The builder fits a phone: nothing wider than the screen.
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360));
  await page.locator('[data-control="lesson-preview"]').click();
  const frame = page.frameLocator('.lesson-preview');
  await frame.locator('[data-lesson="ask"]').waitFor();
  assert.equal(await frame.locator('[data-lesson="ask"]').textContent(), 'Make one word take 90%.');
  assert.ok(await frame.locator('input[data-control="t"]').isDisabled());
  page.check();
  await page.closeAll();
});

test('the worked lesson of the teachers\' section opens as a student sees it', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.goto(ctx.server.base);
  const href = await page.locator('a[data-lesson-example]').getAttribute('href');
  await page.goto(new URL(href, ctx.server.base).href);
  await summary(page, 'softmax').waitFor();
  assert.match(await page.locator('[data-lesson="ask"]').textContent(), /^Lower the temperature until “animal” takes 90%/);
  assert.equal(await page.locator('[data-control^="score-"]').count(), 0, 'the scores are hidden');
  // The answer the section states is where the slider gets to.
  const t = page.locator('input[data-control="t"]');
  await t.focus();
  for (let i = 0; i < 200 && !/temperature 0\.40$/.test(await t.getAttribute('aria-valuetext')); i++) {
    await page.keyboard.press('ArrowLeft');
  }
  assert.match(await summary(page, 'softmax').textContent(), /animal 90\.4%, tired 7\.4%, street 2\.1%/);
  page.check();
  await page.closeAll();
});
