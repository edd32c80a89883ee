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
