// The typing session, run by the bench page itself (bench/search.ts runs it twice): the first
// query and the warm query inserted whole, then the others typed, Chinese word by word (as an
// IME commits) and English letter by letter, each step waiting for its results. Input events
// are dispatched from script; the time is taken from the event's own timeStamp, as for a key.
// - The latency pass runs it in a browser started with no DevTools client: Playwright's network
//   instrumentation (each request reported to it as it happens) adds its own cost to every
//   request, which a visitor's browser does not pay, and a search makes several.
// - The bytes pass runs it under Playwright, which counts what goes over the wire (pagefind.js
//   fetches from a Web Worker, out of the page's own Resource Timing); `mark` tells it when the
//   session starts and when the first query, the warm query and the rest are done.
import {benchQueries} from '../queries';
import type {KeystrokeRounds} from './requestRounds';

export interface SessionSample {
  query: string;
  ms: number;
  nbHits: number;
  /** Of `ms`, the time the engine was searching and pages were being read. */
  searchMs: number;
  pagesMs: number;
  pagesRead: number;
  /** Of `ms`, the time putting the hits in the list (the rest is the adapter's own work). */
  renderMs: number;
  /** When its requests for index chunks and fragments went out and came back (the reader's only). */
  rounds: KeystrokeRounds;
  /** With another site (bench:sites): the time to the list with its answer (page.ts). */
  mergedMs?: number | null;
}

/** A main-thread task over 50 ms, as PerformanceObserver('longtask') reports it. */
export interface LongTask {
  startTime: number;
  duration: number;
}

/** The long tasks of a part of the session: how many, and the longest (0 ms for none). */
export interface LongTasks {
  count: number;
  longestMs: number;
}

/** A request made from search opened (or the first query typed) to the first query's hits shown. */
export interface FirstQueryRequest {
  url: string;
  /** When it was asked for and when its last byte was in, ms from search opened. */
  askedMs: number;
  inMs: number;
  /** Its body's bytes as transferred (Resource Timing's encodedBodySize). */
  bytes: number;
}

export interface SessionReport {
  first: SessionSample | null;
  /** Only the first query's session (the phone pass): its requests, in the order asked. */
  firstRequests?: FirstQueryRequest[];
  warm: SessionSample | null;
  samples: SessionSample[];
  skippedQueries: number;
  /** Queries whose results (once typed in full) were empty: the bench's queries all have hits. */
  zeroHitQueries: string[];
  /** Main-thread long tasks during the first query (code and metadata loaded), and after it (typing). */
  longTasks: {first: LongTasks; typing: LongTasks};
  /** With another site: when it first failed, from the first query's keystroke (null: never). */
  otherFailedMs?: number | null;
  errors: string[];
}

/** The requests asked for from `from` on and in by `to` (performance.now() times), in order. */
function requestsBetween(from: number, to: number): FirstQueryRequest[] {
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((r) => r.startTime >= from && r.responseEnd <= to)
    .map((r) => ({
      url: r.name,
      askedMs: r.startTime - from,
      inMs: r.responseEnd - from,
      bytes: r.encodedBodySize,
    }));
}

/** A keystroke whose results take longer than this counts as timed out (Infinity). */
export const KEYSTROKE_TIMEOUT_MS = 15_000;
/** Time allowed for typing the query set; what is left is skipped and reported. */
export const SESSION_BUDGET_MS = 150_000;

/**
 * With another site and `wait=other`, how long the session waits after a keystroke's results
 * for the other site's answer (or failure) to be shown: past its time limit (5 s).
 */
const OTHER_SITE_WAIT_MS = 8000;

/** Time the page is left alone before the session starts. */
const SETTLE_MS = 1500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeout: number): Promise<boolean> {
  const end = performance.now() + timeout;
  while (!condition()) {
    if (performance.now() > end) return false;
    await sleep(1);
  }
  return true;
}

/** Called before the first query ('ready') and after each part of the session. */
export type SessionMark = (point: 'ready' | 'first' | 'warm' | 'session') => Promise<void>;

export async function runSession(
  input: HTMLInputElement,
  locale: 'zh' | 'en',
  mark: SessionMark = async () => {},
  /** Only the first query (the phone pass, mobileFirstQuery.ts): the rest would take minutes there. */
  firstOnly = false,
  /**
   * Search opened before the first query, as the modal opens: `warmUp` called as it does, then
   * the query typed `thinkMs` later. Without it, the first query is typed into a page that has
   * fetched nothing for search.
   */
  opening?: {warmUp: () => void; thinkMs: number},
): Promise<SessionReport> {
  const bench = window.__bench;
  const done = () => bench.timings.length + bench.errors.length;
  /** Sets the input's value as typing would, and waits for that keystroke's results. */
  const type = async (
    value: string,
    timeout = KEYSTROKE_TIMEOUT_MS,
  ): Promise<SessionSample | null> => {
    const before = done();
    input.value = value;
    input.dispatchEvent(new Event('input', {bubbles: true}));
    if (!(await until(() => done() > before, timeout))) return null;
    if (bench.waitForOther) await until(() => !bench.awaitingOther, OTHER_SITE_WAIT_MS);
    if (bench.errors.length) throw new Error(bench.errors.join('\n'));
    return bench.timings.at(-1) ?? null;
  };
  const idle = () => until(() => bench.pending === 0, 180_000);
  const clear = async () => {
    input.value = '';
    input.dispatchEvent(new Event('input', {bubbles: true}));
    await idle();
  };

  const [firstQuery, warmQuery, ...rest] = benchQueries[locale];
  // A visitor opens search on a page they have been reading, in a browser that has been running:
  // the session starts once the freshly started browser has settled.
  await sleep(SETTLE_MS);
  await mark('ready');
  const openedAt = performance.now();
  if (opening) {
    opening.warmUp();
    if (opening.thinkMs > 0) await sleep(opening.thinkMs);
  }
  const firstStart = performance.now();
  const first = await type(firstQuery, 120_000);
  const firstDone = performance.now();
  await mark('first');
  if (firstOnly)
    return {
      first,
      firstRequests: requestsBetween(openedAt, firstDone),
      warm: null,
      samples: [],
      skippedQueries: 0,
      zeroHitQueries: first?.nbHits === 0 ? [firstQuery] : [],
      longTasks: {first: {count: 0, longestMs: 0}, typing: {count: 0, longestMs: 0}},
      otherFailedMs: null,
      errors: bench.errors,
    };
  await clear();
  const warm = await type(warmQuery, 120_000);
  await mark('warm');
  const samples: SessionSample[] = [];
  const zeroHitQueries = [first, warm]
    .filter((sample) => sample?.nbHits === 0)
    .map((sample) => sample!.query);
  const started = performance.now();
  let skippedQueries = 0;
  for (const query of rest) {
    if (performance.now() - started > SESSION_BUDGET_MS) {
      skippedQueries++;
      continue;
    }
    await clear();
    const steps = locale === 'zh' ? query.split(/(\s+)/).filter(Boolean) : [...query];
    let typed = '';
    for (const step of steps) {
      typed += step;
      const sample = await type(typed);
      if (!sample) {
        samples.push({
          query: typed,
          ms: Infinity,
          nbHits: 0,
          searchMs: NaN,
          pagesMs: NaN,
          pagesRead: 0,
          renderMs: NaN,
          rounds: {chunks: null, fragments: null},
        });
        await idle(); // let the slow search finish; the rest of this query is skipped
        break;
      }
      samples.push(sample);
      if (typed === query && sample.nbHits === 0) zeroHitQueries.push(query);
    }
  }
  await idle();
  const tally = (tasks: LongTask[]): LongTasks => ({
    count: tasks.length,
    longestMs: Math.max(0, ...tasks.map((task) => task.duration)),
  });
  const longTasks = {
    first: tally(
      bench.longTasks.filter((task) => task.startTime >= firstStart && task.startTime < firstDone),
    ),
    typing: tally(bench.longTasks.filter((task) => task.startTime >= firstDone)),
  };
  await mark('session');
  const otherFailedMs = bench.otherFailedAt === null ? null : bench.otherFailedAt - firstStart;
  return {
    first,
    warm,
    samples,
    skippedQueries,
    zeroHitQueries,
    longTasks,
    otherFailedMs,
    errors: bench.errors,
  };
}
