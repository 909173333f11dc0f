// Where the bundle reader's keystrokes spend their time, from the request rounds the bench page
// saw (browser/requestRounds.ts), over the keystrokes that made both rounds (index chunks,
// then fragments): before the first chunk was asked for, the chunks' round, the work between
// the rounds (the engine decoding, matching and scoring), the fragments' round, and what
// follows (the adapter's work on the pages, and rendering). Pure; used by bench/search.ts.
import type {SessionSample} from './browser/session';
import {quantile} from './lib/stats';

export const TIMELINE_PARTS = ['before', 'chunks', 'between', 'fragments', 'after'] as const;
export type TimelinePart = (typeof TIMELINE_PARTS)[number];

export interface KeystrokeTimeline {
  /** Keystrokes that made both rounds (the others fetched no new chunk, or no page). */
  keystrokes: number;
  /** Per part, median and p95 ms. */
  median: Record<TimelinePart, number>;
  p95: Record<TimelinePart, number>;
}

/** The parts of one keystroke, or null when it did not make both rounds. */
export function timelineParts(sample: SessionSample): Record<TimelinePart, number> | null {
  const {chunks, fragments} = sample.rounds;
  if (!chunks || !fragments || !Number.isFinite(sample.ms)) return null;
  return {
    before: chunks.from,
    chunks: chunks.to - chunks.from,
    between: fragments.from - chunks.to,
    fragments: fragments.to - fragments.from,
    after: sample.ms - fragments.to,
  };
}

/** The parts' median and p95 over the samples that made both rounds; null for none (pagefind.js). */
export function keystrokeTimeline(samples: readonly SessionSample[]): KeystrokeTimeline | null {
  const parts = samples.map(timelineParts).filter((p) => p !== null);
  if (parts.length === 0) return null;
  const of = (q: number) =>
    Object.fromEntries(
      TIMELINE_PARTS.map((part) => [
        part,
        quantile(
          parts.map((p) => p[part]),
          q,
        ),
      ]),
    ) as Record<TimelinePart, number>;
  return {keystrokes: parts.length, median: of(0.5), p95: of(0.95)};
}
