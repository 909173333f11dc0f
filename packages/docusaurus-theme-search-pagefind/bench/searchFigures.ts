// The figures bench:search measures per locale and per site size.
import type {Locale} from './generate';
import type {Bytes} from './bytesPass';
import type {KeystrokeTimeline} from './keystrokeTimeline';
import type {RequestCost} from './browser/requests';
import type {FirstQueryRequest, SessionReport} from './browser/session';

/** The first query on a phone's network, cold, search opened as the modal opens (mobileFirstQuery.ts). */
export interface MobileFigures {
  /** Typed at once as search opens (the median of PHONE_RUNS cold runs, mobileFirstQuery.ts). */
  mobileFirstQueryMs: number;
  /** Typed THINK_MS after search opened (the median likewise). */
  mobileAfterThinkMs: number;
  /** The requests of the query typed at once (its median run), from search opened to its hits shown. */
  mobileFirstQueryRequests: FirstQueryRequest[];
  /** Each run's time, in the order run, of which the two above are the medians. */
  mobileRuns: {atOnce: number[]; afterThink: number[]};
}

export interface LocaleFigures extends Bytes, MobileFigures {
  firstQueryMs: number;
  warmQueryMs: number;
  /** Every keystroke's latency (the warm query's and the typed ones), of every session. */
  latencies: number[];
  /** The p95 of each session on its own (the sessions are pooled in `latencies`). */
  sessionP95s: number[];
  /** Queries not typed because the session ran over its time budget. */
  skippedQueries: number;
  /** Median and p95 time per keystroke with the engine searching, with pages being read, and rendering the hits. */
  medianSearchMs: number;
  medianPagesMs: number;
  medianRenderMs: number;
  p95SearchMs: number;
  p95PagesMs: number;
  p95RenderMs: number;
  /** Where the reader's keystrokes that fetched chunks and pages spent their time (null for pagefind.js). */
  timeline: KeystrokeTimeline | null;
  /** Pages read per keystroke, median and most. */
  medianPagesRead: number;
  maxPagesRead: number;
  /** Main-thread tasks over 50 ms during the first query, and while typing after it. */
  longTasks: SessionReport['longTasks'];
  /** The slowest keystrokes, as "query (ms: search, pages)". */
  slowest: string[];
  zeroHitQueries: string[];
}

export interface SizeFigures {
  pages: number;
  /** Whether code blocks were indexed. */
  indexCode: boolean;
  htmlBytes: number;
  records: number;
  generateMs: number;
  extractMs: number;
  buildMs: number;
  indexBytes: number;
  /** With translation twins (--cross-language on): the index's bytes without them. */
  indexBytesWithoutTwins?: number;
  indexFiles: number;
  /** With the site's engine (the bundle reader). */
  locales: Record<Locale, LocaleFigures>;
  /** The same queries on pagefind.js, unless skipped. */
  baseline?: Record<Locale, LocaleFigures>;
  /** What a request for one of the locale's bundle files costs on this machine (either engine). */
  requests: Record<Locale, RequestCost>;
}

export type Latency = Omit<LocaleFigures, keyof Bytes | keyof MobileFigures>;

/** A locale's figures of the phone pass alone (`--only mobile`): its times and first query's bytes. */
export type MobileLocaleFigures = MobileFigures &
  Pick<Bytes, 'firstQueryBytes' | 'firstQueryRequests'>;

/** What the mobile table reads of a size (a full run's SizeFigures, or `--only mobile`'s). */
export interface MobileSizeFigures {
  pages: number;
  locales: Record<Locale, MobileLocaleFigures>;
  baseline?: Record<Locale, MobileLocaleFigures>;
}
