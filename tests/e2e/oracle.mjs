// Independent re-computations of the figures the widgets state, written from the paper's formulas
// in JavaScript, so an end-to-end test compares the Rust kernels with a second implementation
// rather than with numbers copied from them.

/** 1234567 → "1,234,567" (BigInt or Number). */
export const group = (n) => BigInt(n).toLocaleString('en-US');

/** PE(pos, dim) for width d. */
export function pe(pos, dim, d) {
  const i = Math.floor(dim / 2);
  const divisor = 10000 ** ((2 * i) / d);
  const angle = pos / divisor;
  return { value: dim % 2 === 0 ? Math.sin(angle) : Math.cos(angle), pair: i, divisor, wavelength: 2 * Math.PI * divisor };
}

/** n²·d and n·d² as BigInts. */
export function cost(n, d) {
  const [N, D] = [BigInt(n), BigInt(d)];
  return { attention: N * N * D, recurrent: N * D * D };
}

/** The percentages in a summary ("… 62.9% …") as numbers. */
export const percents = (text) => [...text.matchAll(/(\d+\.\d)%/g)].map((m) => Number(m[1]));
