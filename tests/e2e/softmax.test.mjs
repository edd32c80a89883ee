// The softmax widget end to end, on the release build: on the page, alone, by keyboard.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { summary, watchedPage, useBrowser, openExplainer } from './harness.mjs';

const ctx = useBrowser({ before, after });

test('the page shows the worked example and the temperature slider answers the keyboard', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await openExplainer(page, ctx.server.base);
  const status = summary(page, 'softmax');
  await assert.doesNotReject(status.waitFor());
  assert.equal(await status.textContent(), 'At temperature 1.00, the shares are: animal 62.9%, tired 23.1%, street 14.0%.');

  const t = page.locator('[data-widget="softmax"] input[data-control="t"]');
  await t.focus();
  await page.keyboard.press('ArrowRight'); // one step of 0.01 in log10: t = 10^0.01 ≈ 1.02
  assert.equal(await status.textContent(), 'At temperature 1.02, the shares are: animal 62.3%, tired 23.4%, street 14.3%.');
  await page.keyboard.press('End'); // t = 10
  assert.equal(await status.textContent(), 'At temperature 10.00, the shares are: animal 36.2%, tired 32.7%, street 31.1%.');
  assert.equal(await t.getAttribute('aria-valuetext'), 'temperature 10.00');
  await page.keyboard.press('Home'); // t = 0.1
  assert.equal(await status.textContent(), 'At temperature 0.10, the shares are: animal 100.0%, tired 0.0%, street 0.0%.');
  page.check();
  await page.closeAll();
});

test('a score bar moves with the arrow keys and by dragging', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.goto(`${ctx.server.base}?embed=softmax&scores=0,0&labels=yes,no`);
  const status = summary(page, 'softmax');
  assert.equal(await status.textContent(), 'At temperature 1.00, the shares are: yes 50.0%, no 50.0%.');
  const bar = page.locator('[data-control="score-0"]');
  await bar.focus();
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowUp'); // 0 → 1.0
  assert.equal(await bar.getAttribute('aria-valuenow'), '1');
  // softmax(1, 0) = (0.731, 0.269)
  assert.equal(await status.textContent(), 'At temperature 1.00, the shares are: yes 73.1%, no 26.9%.');

  // Drag the second bar to the very top (+10): the first then keeps e^1 / (e^1 + e^10) ≈ 0.0%.
  const box = await page.locator('[data-control="score-1"]').boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y - 20, { steps: 5 });
  await page.mouse.up();
  assert.equal(await page.locator('[data-control="score-1"]').getAttribute('aria-valuenow'), '10');
  assert.equal(await status.textContent(), 'At temperature 1.00, the shares are: yes 0.0%, no 100.0%.');
  page.check();
  await page.closeAll();
});

test('bad parameters fall back politely and nothing breaks', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.goto(`${ctx.server.base}?embed=softmax&t=NaN&scores=1,banana&colour=red`);
  await summary(page, 'softmax').waitFor();
  const notices = page.locator('[data-widget="softmax"] .notices li');
  assert.equal(await notices.count(), 3);
  assert.equal(await summary(page, 'softmax').textContent(), 'At temperature 1.00, the shares are: animal 62.9%, tired 23.1%, street 14.0%.');
  page.check();
  await page.closeAll();
});

test('an unknown widget name lists the valid ones', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  await page.goto(`${ctx.server.base}?embed=nope`);
  const names = page.locator('.widget-names li');
  await names.first().waitFor();
  assert.ok((await names.count()) >= 1);
  assert.ok((await page.locator('main').textContent()).includes('There is no widget called “nope”'));
  page.check();
  await page.closeAll();
});

test('a link cannot turn a label around or hide a character in it', async () => {
  const page = await watchedPage(ctx.browser, ctx.server.origin);
  // A right-to-left override before "animal", a zero-width space inside "tired".
  await page.goto(`${ctx.server.base}?embed=softmax&labels=%E2%80%AEanimal,t%E2%80%8Bired,street`);
  const status = summary(page, 'softmax');
  assert.equal(await status.textContent(), 'At temperature 1.00, the shares are: animal 62.9%, tired 23.1%, street 14.0%.');
  const shown = await page.locator('[data-widget="softmax"]').innerText();
  assert.doesNotMatch(shown, /[\u202E\u200B]/, 'no override or zero-width character anywhere in the widget');
  page.check();
  await page.closeAll();
});
