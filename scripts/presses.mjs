// How the bench times a slider press, shared with the probes that must measure the same way.

/** The key sequence pressed on every control, once a round. */
export const KEYS = ['ArrowRight', 'ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown', 'ArrowLeft'];

/** The baseline: a bare range input alone on a page. */
export const BARE_INPUT_PAGE = '<!doctype html><html lang="en"><meta charset="utf-8"><title>bare range input</title><input type="range" min="0" max="100" value="50" aria-label="bare">';

/** The `p` quantile of `xs` (0 to 1), as every figure of the bench reads it. */
export const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length - 1) * p))];

/**
 * Every interaction in a Chromium trace's events: its duration (its longest event's, key down or
 * key up, as for INP), the time in its handlers, and when its first event began, in the page's
 * clock. The trace's `EventTiming` events carry the duration the Event Timing API reports, but
 * exact and for every event: the API rounds to 8 ms and leaves out anything under 16 ms.
 */
export function interactions(traceEvents) {
  const byId = new Map();
  for (const e of traceEvents) {
    const data = e.name === 'EventTiming' && e.ph === 'b' ? e.args?.data : null;
    if (!data?.interactionId) continue;
    const prev = byId.get(data.interactionId) ?? { duration: 0, handlers: 0, timeStamp: data.timeStamp };
    byId.set(data.interactionId, { duration: Math.max(prev.duration, data.duration), handlers: prev.handlers + (data.processingEnd - data.processingStart), timeStamp: prev.timeStamp });
  }
  return [...byId.values()];
}

/**
 * Presses `KEYS` `rounds` times on each of `controls`, after `before(control)` (a mark, say), and
 * returns how many controls there were.
 */
export async function pressEvery(page, controls, rounds, before = async () => {}) {
  const count = await controls.count();
  for (let i = 0; i < count; i++) {
    const c = controls.nth(i);
    // In the middle of the window, where a reader looks at what they move. Playwright's
    // scrollIntoViewIfNeeded leaves a control below the window at its bottom edge, and there
    // Chromium presents none of the frames that show its presses: a bare range input whose box
    // ends at the window's edge recorded no Event Timing entry for 60 presses, where the same
    // input in the middle of the window recorded all 60; on the page, such a slider's presses
    // waited for whatever else on screen next changed (88 to 131 ms for the kv-cache layer slider).
    await c.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await c.focus();
    // The frame that shows what the scroll brought into view (a section's first layout and
    // paint) is the scroll's cost, not the first press's: let it pass.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await before(c);
    for (let r = 0; r < rounds; r++) {
      for (const key of KEYS) await page.keyboard.press(key);
    }
  }
  return count;
}

/**
 * The same presses measured from outside, as a page's own field measure would see them: the
 * Event Timing API in the page (`PerformanceObserver`, at its lowest threshold, 16 ms), nothing
 * from the trace. `KEYS` `rounds` times on each of `controls`, each scrolled to the middle of the
 * window first. The API reports an interaction only when it took 16 ms or more, in steps of 8 ms,
 * so every press it leaves out counts as 16 ms: a p95 of 16 means "16 or less".
 */
export async function eventTimingPresses(page, controls, rounds = 1) {
  await page.evaluate(() => {
    const interactions = new Map();
    // An interaction is its longest event (key down or key up), as for INP.
    const note = (entries) => {
      for (const e of entries) {
        if (e.interactionId) interactions.set(e.interactionId, Math.max(interactions.get(e.interactionId) ?? 0, e.duration));
      }
    };
    const observer = new PerformanceObserver((list) => note(list.getEntries()));
    observer.observe({ type: 'event', durationThreshold: 16 });
    window.__interactionsSoFar = () => {
      note(observer.takeRecords());
      observer.disconnect();
      return [...interactions.values()];
    };
  });
  const count = await pressEvery(page, controls, rounds);
  await page.waitForTimeout(500);
  const reported = await page.evaluate(() => window.__interactionsSoFar());
  const presses = count * KEYS.length * rounds;
  return [...reported, ...Array(Math.max(0, presses - reported.length)).fill(16)];
}
