import { launch, serve, watchedPage } from '../tests/e2e/harness.mjs';
const server = await serve();
const browser = await launch();
const page = await watchedPage(browser, server.origin, { viewport: { width: 1280, height: 900 } });
await page.goto(server.base);
await page.waitForTimeout(1500);
console.log(await page.evaluate(async () => {
  const first = document.querySelector('main [data-widget]');
  const input = first?.querySelector('input[type="range"]');
  const before = first.innerText; const b2 = first.textContent;
  input.value = '1';
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await new Promise((r) => setTimeout(r, 300));
  return [before === first.innerText, b2 === first.textContent, first.querySelector('output').textContent, before.length];
}));
await page.closeAll(); await browser.close(); server.close();
