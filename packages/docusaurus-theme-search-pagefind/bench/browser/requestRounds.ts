// When a keystroke's requests for bundle files went out and came back (browser code, used by the
// bench page): its index chunks, then the pages' fragments, each round from the first request's
// start to the last response's end, in ms after the keystroke, from the browser's own Resource
// Timing. What lies between the rounds is the engine's work on the chunks (decoding, matching,
// scoring) before it asks for the pages; what follows the last round is the adapter's work on
// the pages and the rendering. Only the bundle reader's requests are seen: pagefind.js fetches
// from a Web Worker, whose entries the page's timeline does not hold.

/** A round of requests: from the first one's start to the last one's end, ms after the keystroke. */
export interface RequestRound {
  from: number;
  to: number;
}

export interface KeystrokeRounds {
  chunks: RequestRound | null;
  fragments: RequestRound | null;
}

/** Room for every request of a session (the browser keeps 250 entries by default, then drops them). */
export function keepAllRequestTimings(): void {
  performance.setResourceTimingBufferSize(1_000_000);
}

function round(entries: PerformanceResourceTiming[], start: number): RequestRound | null {
  if (entries.length === 0) return null;
  let from = Infinity;
  let to = -Infinity;
  for (const entry of entries) {
    from = Math.min(from, entry.startTime);
    to = Math.max(to, entry.responseEnd);
  }
  return {from: from - start, to: to - start};
}

/** The rounds of the requests made between the keystroke at `start` and `end` (performance.now() times). */
export function keystrokeRounds(start: number, end: number): KeystrokeRounds {
  const made = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
    (entry) => entry.startTime >= start && entry.responseEnd <= end,
  );
  const ofKind = (suffix: string) => made.filter((entry) => entry.name.endsWith(suffix));
  return {
    chunks: round(ofKind('.pf_index'), start),
    fragments: round(ofKind('.pf_fragment'), start),
  };
}
