// The modes bench:sites types in, its targets, and the figures it keeps per mode.

/** The targets of issue #63 (item 7): both sites against one, in the same run. */
export const BYTES_TARGET = 1.6;
export const P95_TARGET = 1.2;

export type Mode = 'one' | 'both' | 'refused' | 'stalled';
export const modes: readonly Mode[] = ['one', 'both', 'refused', 'stalled'];
export const modeNames: Record<Mode, string> = {
  one: 'one site',
  both: 'both sites',
  refused: 'other down: refused',
  stalled: 'other down: stalled',
};

export interface ModeFigures {
  /** Keystroke → this site's results (the warm query's and the typed ones), all sessions. */
  own: number[];
  /** Keystroke → the list with the other site's answer (both sites only; Infinity: not shown). */
  merged: number[];
  /** The first query (the adapter's code and both sites' metadata fetched), median. */
  firstMs: number;
  firstMergedMs: number;
  /** When the other site was first known to have failed, from the first keystroke, median. */
  failedMs: number;
  /** The keystrokes whose own results took over SLOW_MS, as `"query" ms (hits)`. */
  slow: string[];
}

/** A keystroke slower than this is listed (one site's slowest at 10,000 pages: a few hundred ms). */
export const SLOW_MS = 1000;
