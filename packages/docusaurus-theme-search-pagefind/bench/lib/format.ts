// How the benches print a figure: one unit each (KB = 1,024 bytes, MB = 1,024 KB), with a
// digit more below ten, so that every report reads the same.

export const kb = (bytes: number, digits = bytes < 10 * 1024 ? 1 : 0) =>
  (bytes / 1024).toFixed(digits);

export const mb = (bytes: number) =>
  (bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 2 : 1);

export const secs = (ms: number) => (ms / 1000).toFixed(ms < 10000 ? 2 : 1);

/** Milliseconds; a time that never came (a keystroke past its time limit) says so. */
export const fixed = (ms: number) =>
  Number.isFinite(ms) ? ms.toFixed(ms < 10 ? 1 : 0) : 'timed out';

/** `value` as a multiple of `base`: "×1.25"; "×∞" over nothing, "–" where there is no figure. */
export const ratio = (value: number, base: number) =>
  base > 0 && Number.isFinite(value / base)
    ? `×${(value / base).toFixed(2)}`
    : value > 0 && base === 0
      ? '×∞'
      : '–';

/** Bytes in KB with the unit: "12.5 KB". */
export const inKb = (bytes: number, digits?: number) => `${kb(bytes, digits)} KB`;
