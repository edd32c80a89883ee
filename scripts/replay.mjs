// A slider press with none of our code: what `./x bench` and `scripts/probe-replay.mjs` set beside
// a widget's real presses.
//
// `record` presses the widget's focused slider as the bench does (the keys of `KEYS`, `rounds`
// times) and keeps what each press left changed: every text, attribute and child list of the
// widget that moved, and every canvas's size and pixels. `replayInstead` then swaps the slider for
// a copy with no listeners whose input handler puts back the recorded changes of the next press:
// the same DOM and canvas changes, with no reactive graph, no kernel and no plotters (the canvases
// by `putImageData`, everything in the press's own frame). `realAgain` puts the real slider back.
// If the replay is as slow as the real press, the time is the browser's own.
import { KEYS } from './presses.mjs';

/** Presses `widget`'s focused slider `rounds` times the bench's keys, keeping each press's changes. */
export async function record(page, widget, rounds) {
  await page.evaluate((name) => {
    const root = document.querySelector(`main [data-widget="${name}"]`);
    window.__presses = [];
    window.__changed = new Map();
    window.__observer = new MutationObserver((records) => {
      for (const m of records) {
        const what = m.type === 'attributes' ? m.attributeName : m.type === 'characterData' ? '#text' : '#children';
        m.target.__probe ??= Math.random();
        window.__changed.set(`${m.target.__probe}|${what}`, [m.target, what]);
      }
    });
    window.__observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  }, widget);
  for (let r = 0; r < rounds; r++) {
    for (const key of KEYS) {
      await page.keyboard.press(key);
      // The widget's work after the press's frame (charts, tables) is done by then.
      await page.waitForTimeout(250);
      await page.evaluate((name) => {
        const root = document.querySelector(`main [data-widget="${name}"]`);
        const changes = [...window.__changed.values()].map(([node, what]) => [node, what, what === '#text' ? node.data : what === '#children' ? node.innerHTML : node.getAttribute(what)]);
        window.__changed = new Map();
        const canvases = [...root.querySelectorAll('canvas')].map((c) => [c, c.width, c.height, c.width && c.height ? c.getContext('2d').getImageData(0, 0, c.width, c.height) : null]);
        window.__presses.push({ changes, canvases });
      }, widget);
    }
  }
  await page.evaluate(() => window.__observer.disconnect());
}

/** Swaps `widget`'s first slider for a focused copy that replays the recorded presses in turn. */
export async function replayInstead(page, widget) {
  await page.evaluate((name) => {
    const real = document.querySelector(`main [data-widget="${name}"] input[type="range"]`);
    const copy = real.cloneNode(true);
    window.__real = [real, copy];
    real.replaceWith(copy);
    copy.focus();
    let next = 0;
    copy.addEventListener('input', () => {
      const press = window.__presses[next++ % window.__presses.length];
      for (const [node, what, value] of press.changes) {
        if (what === '#text') node.data = value;
        else if (what === '#children') node.innerHTML = value;
        else if (value === null) node.removeAttribute(what);
        else node.setAttribute(what, value);
      }
      for (const [canvas, width, height, pixels] of press.canvases) {
        if (canvas.width !== width) canvas.width = width;
        if (canvas.height !== height) canvas.height = height;
        if (pixels) canvas.getContext('2d').putImageData(pixels, 0, 0);
      }
    });
  }, widget);
  await page.waitForTimeout(300);
}

/** Puts the real slider back in place of the replaying copy, focused. */
export async function realAgain(page) {
  await page.evaluate(() => {
    const [real, copy] = window.__real;
    copy.replaceWith(real);
    real.focus();
  });
  await page.waitForTimeout(300);
}
