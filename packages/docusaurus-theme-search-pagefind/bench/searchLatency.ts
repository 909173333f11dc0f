// The browser passes of bench:search that time keystrokes and a bundle file request.
import type {Locale} from './generate';
import {
  pageReport,
  pageUrl,
  sessionKeystrokes,
  typeInBrowser,
  type BenchServer,
} from './browserSessions';
import {fixed} from './lib/format';
import {quantile} from './lib/stats';
import {keystrokeTimeline} from './keystrokeTimeline';
import type {BenchEngine} from './browser/adapter-entry';
import type {RequestCost} from './browser/requests';
import type {SessionReport} from './browser/session';
import type {Latency} from './searchFigures';

/**
 * The latency pass: the session typed `sessions` times per engine, each in a freshly started
 * Chromium no DevTools client is attached to (see session.ts), its keystrokes pooled. One
 * Chinese session is 13 keystrokes, so its p95 is its slowest, which one stall of the machine
 * moves; pooled sessions measure the same thing with less of that noise. Each session's own p95 is reported beside the pooled one.
 * The engines take turns, session by session: a slow spell of the machine falls on both, not
 * on whichever engine was being typed into then.
 */
export async function measureLatencies(
  server: BenchServer,
  locale: Locale,
  engines: readonly BenchEngine[],
  sessions: number,
): Promise<Map<BenchEngine, Latency>> {
  const reports = new Map(engines.map((engine) => [engine, [] as SessionReport[]]));
  for (let i = 0; i < sessions; i++)
    for (const engine of engines)
      reports.get(engine)!.push(await typeInBrowser(server, locale, engine));
  return new Map(engines.map((engine) => [engine, latencyFigures(reports.get(engine)!)]));
}

/** The latency figures of one engine's sessions, pooled. */
export function latencyFigures(reports: SessionReport[]): Latency {
  const samples = reports.flatMap((r) => r.samples);
  const phase = (key: 'searchMs' | 'pagesMs' | 'renderMs', q: number) =>
    quantile(samples.map((l) => l[key]).filter(Number.isFinite), q);
  const median = (values: number[]) => quantile(values, 0.5);
  const tally = (part: 'first' | 'typing') => ({
    count: reports.reduce((sum, r) => sum + r.longTasks[part].count, 0),
    longestMs: Math.max(0, ...reports.map((r) => r.longTasks[part].longestMs)),
  });
  if (process.env.BENCH_DEBUG)
    console.error(
      samples
        .map(
          (l) =>
            `${l.query}: ${fixed(l.ms)} (search ${fixed(l.searchMs)}, pages ${fixed(l.pagesMs)}, ${l.pagesRead} read, render ${fixed(l.renderMs)})`,
        )
        .join('\n'),
    );
  return {
    firstQueryMs: median(reports.map((r) => r.first?.ms ?? Infinity)),
    warmQueryMs: median(reports.map((r) => r.warm?.ms ?? Infinity)),
    latencies: reports.flatMap(sessionKeystrokes),
    sessionP95s: reports.map((r) => quantile(sessionKeystrokes(r), 0.95)),
    skippedQueries: reports.reduce((sum, r) => sum + r.skippedQueries, 0),
    medianSearchMs: phase('searchMs', 0.5),
    medianPagesMs: phase('pagesMs', 0.5),
    medianRenderMs: phase('renderMs', 0.5),
    p95SearchMs: phase('searchMs', 0.95),
    p95PagesMs: phase('pagesMs', 0.95),
    p95RenderMs: phase('renderMs', 0.95),
    timeline: keystrokeTimeline(samples),
    medianPagesRead: median(samples.map((l) => l.pagesRead)),
    maxPagesRead: Math.max(0, ...samples.map((l) => l.pagesRead)),
    longTasks: {first: tally('first'), typing: tally('typing')},
    slowest: [...samples]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 3)
      .map(
        (l) =>
          `"${l.query}" (${fixed(l.ms)} ms: search ${fixed(l.searchMs)}, pages ${fixed(l.pagesMs)})`,
      ),
    zeroHitQueries: [...new Set(reports.flatMap((r) => r.zeroHitQueries))],
  };
}

/**
 * What a request costs on this machine: the locale's bundle files fetched by the bench page in
 * a Chromium started as for a session (browser/requests.ts).
 */
export async function measureRequests(server: BenchServer, locale: Locale): Promise<RequestCost> {
  const report = server.report();
  const url = pageUrl(server.origin, locale, 'reader', report.path, {
    requests: `/__bench/files/${locale}`,
  });
  const body = (await pageReport(url, report)) as RequestCost & {error?: string};
  if (body.error) throw new Error(`bench page: ${body.error}`);
  return body;
}
