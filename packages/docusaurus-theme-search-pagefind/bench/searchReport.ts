// The tables and notes bench:search prints from its figures.
import {benchLocales, type Locale, type Vocabulary} from './generate';
import {machineLine} from './browserSessions';
import {fixed, kb, mb, ratio, secs} from './lib/format';
import {markdownTable as table, quantile} from './lib/stats';
import {TIMELINE_PARTS} from './keystrokeTimeline';
import {KEYSTROKE_TIMEOUT_MS, SESSION_BUDGET_MS} from './browser/session';
import type {
  LocaleFigures,
  MobileLocaleFigures,
  MobileSizeFigures,
  SizeFigures,
} from './searchFigures';
import {MOBILE_NETWORK, PHONE_RUNS, THINK_MS} from './mobileFirstQuery';
import {waterfallLine} from './firstQueryWaterfall';

/** What indexing code blocks adds, per size: index bytes, first-query bytes and keystroke p95. */
export function codeReport(all: SizeFigures[]) {
  console.log('\n### Code blocks indexed, against not (same run)\n');
  const head = [
    'Pages per locale',
    'Index MB on / off',
    'First query KB zh on / off',
    'First query KB en on / off',
    'p95 ms zh on / off',
    'p95 ms en on / off',
  ];
  const rows: string[][] = [];
  for (const on of all.filter((f) => f.indexCode)) {
    const off = all.find((f) => !f.indexCode && f.pages === on.pages);
    if (!off) continue;
    const p95 = (f: SizeFigures, locale: Locale) =>
      fixed(quantile(f.locales[locale].latencies, 0.95));
    rows.push([
      on.pages.toLocaleString('en'),
      `${mb(on.indexBytes)} / ${mb(off.indexBytes)} (+${(((on.indexBytes - off.indexBytes) / off.indexBytes) * 100).toFixed(1)} %)`,
      `${kb(on.locales.zh.firstQueryBytes)} / ${kb(off.locales.zh.firstQueryBytes)}`,
      `${kb(on.locales.en.firstQueryBytes)} / ${kb(off.locales.en.firstQueryBytes)}`,
      `${p95(on, 'zh')} / ${p95(off, 'zh')}`,
      `${p95(on, 'en')} / ${p95(off, 'en')}`,
    ]);
  }
  console.log(table(head, rows));
}

export function report(all: SizeFigures[], vocabulary: Vocabulary, loadStart: string) {
  const both = (f: SizeFigures, pick: (l: LocaleFigures) => string) =>
    `${pick(f.locales.zh)} / ${pick(f.locales.en)}`;
  const lat = (f: SizeFigures) => [...f.locales.zh.latencies, ...f.locales.en.latencies];
  const rows = all.map((f) => [
    f.pages.toLocaleString('en'),
    f.records.toLocaleString('en'),
    secs(f.buildMs),
    `${mb(f.indexBytes)} (${f.indexFiles.toLocaleString('en')})`,
    both(f, (l) => `${kb(l.firstQueryBytes)}`),
    both(f, (l) => `${kb(l.warmQueryBytes)}`),
    both(f, (l) => fixed(l.firstQueryMs)),
    `${fixed(quantile(lat(f), 0.5))} / ${fixed(quantile(lat(f), 0.95))}`,
  ]);
  const header = [
    'Pages per locale',
    'Records (both)',
    'Index build s',
    'Index MB (files)',
    'First query KB zh / en',
    'Warm query KB zh / en',
    'First query ms zh / en',
    'Keystroke → results ms median / p95',
  ];
  const code = all[0]?.indexCode === false ? ', code blocks not indexed' : '';
  console.log(`\n## Search benchmark (${vocabulary} vocabulary${code})\n`);
  console.log(table(header, rows));

  const base = all.find((f) => f.pages === 100) ?? all[0];
  if (all.length > 1) {
    const firstKb = (f: SizeFigures) => f.locales.zh.firstQueryBytes + f.locales.en.firstQueryBytes;
    console.log(`\nCompared with N=${base.pages} (same run):\n`);
    console.log(
      table(
        [
          'Pages per locale',
          'Pages',
          'Index build time',
          'Index size',
          'First query bytes',
          'p95 latency',
        ],
        all.map((f) => [
          f.pages.toLocaleString('en'),
          ratio(f.pages, base.pages),
          ratio(f.buildMs, base.buildMs),
          ratio(f.indexBytes, base.indexBytes),
          ratio(firstKb(f), firstKb(base)),
          ratio(quantile(lat(f), 0.95), quantile(lat(base), 0.95)),
        ]),
      ),
    );
  }
  if (all.some((f) => f.baseline)) {
    const p95 = (figures: Record<Locale, LocaleFigures>) =>
      quantile([...figures.zh.latencies, ...figures.en.latencies], 0.95);
    console.log('\nThe bundle reader against pagefind.js on the same index (same run):\n');
    console.log(
      table(
        [
          'Pages per locale',
          'First query KB zh / en, pagefind.js',
          'First query KB, reader',
          'Bytes ×',
          'p95 ms, pagefind.js',
          'p95 ms, reader',
          'p95 ×',
        ],
        all
          .filter((f) => f.baseline)
          .map((f) => {
            const b = f.baseline!;
            const bytes = (x: Record<Locale, LocaleFigures>) =>
              x.zh.firstQueryBytes + x.en.firstQueryBytes;
            return [
              f.pages.toLocaleString('en'),
              `${kb(b.zh.firstQueryBytes)} / ${kb(b.en.firstQueryBytes)}`,
              `${kb(f.locales.zh.firstQueryBytes)} / ${kb(f.locales.en.firstQueryBytes)}`,
              ratio(bytes(f.locales), bytes(b)),
              fixed(p95(b)),
              fixed(p95(f.locales)),
              ratio(p95(f.locales), p95(b)),
            ];
          }),
      ),
    );
  }
  mobileReport(all);
  console.log('\nPer locale (keystroke → results in the DOM, and its phases, median / p95):\n');
  console.log(
    table(
      [
        'Pages per locale',
        'Locale',
        'Keystroke → results ms',
        'Search ms',
        'Page reads ms',
        'Render ms',
        'Pages read per keystroke, median / most',
        'Long tasks while typing: count, longest ms',
        'First query: KB, long tasks, longest ms',
        'p95 ms, pagefind.js',
        'p95 ×',
      ],
      all.flatMap((f) =>
        benchLocales.map((locale) => {
          const l = f.locales[locale];
          const b = f.baseline?.[locale];
          const p95 = quantile(l.latencies, 0.95);
          const baseP95 = b ? quantile(b.latencies, 0.95) : NaN;
          return [
            f.pages.toLocaleString('en'),
            locale,
            `${fixed(quantile(l.latencies, 0.5))} / ${fixed(p95)}`,
            `${fixed(l.medianSearchMs)} / ${fixed(l.p95SearchMs)}`,
            `${fixed(l.medianPagesMs)} / ${fixed(l.p95PagesMs)}`,
            `${fixed(l.medianRenderMs)} / ${fixed(l.p95RenderMs)}`,
            `${l.medianPagesRead} / ${l.maxPagesRead}`,
            `${l.longTasks.typing.count}, ${fixed(l.longTasks.typing.longestMs)}`,
            `${kb(l.firstQueryBytes)}, ${l.longTasks.first.count}, ${fixed(l.longTasks.first.longestMs)}`,
            b ? fixed(baseP95) : '–',
            b ? `×${(p95 / baseP95).toFixed(2)}` : '–',
          ];
        }),
      ),
    ),
  );
  const largest = all[all.length - 1];
  const worstFirst = Math.max(
    largest.locales.zh.firstQueryBytes,
    largest.locales.en.firstQueryBytes,
  );
  const p95 = quantile(lat(largest), 0.95);
  console.log(
    `\nTargets at N=${largest.pages.toLocaleString('en')}: first result ≤ 200 KB → ${kb(worstFirst)} KB ${worstFirst <= 200 * 1024 ? 'met' : 'NOT met'}; p95 ≤ 50 ms → ${fixed(p95)} ms ${p95 <= 50 ? 'met' : 'NOT met'}.`,
  );
  console.log(
    `Of the first query's bytes, the adapter's JavaScript is ${both(largest, (l) => `${kb(l.firstQueryCodeBytes)} KB`)} (zh / en); requests: first ${both(largest, (l) => String(l.firstQueryRequests))}, warm ${both(largest, (l) => String(l.warmQueryRequests))}; whole typing session ${both(largest, (l) => `${kb(l.sessionBytes)} KB`)}.`,
  );
  for (const f of all) {
    if (f.indexBytesWithoutTwins)
      console.log(
        `N=${f.pages}: index with translation twins ${mb(f.indexBytes)} MB, without ${mb(f.indexBytesWithoutTwins)} MB (+${(((f.indexBytes - f.indexBytesWithoutTwins) / f.indexBytesWithoutTwins) * 100).toFixed(1)} %).`,
      );
  }
  for (const f of all) {
    const kinds = (l: LocaleFigures) =>
      Object.entries(l.firstQueryByKind)
        .map(([kind, bytes]) => `${kind} ${kb(bytes)}`)
        .join(', ');
    console.log(
      `N=${f.pages}: first query KB by file: zh ${kinds(f.locales.zh)}; en ${kinds(f.locales.en)}.`,
    );
    const phases = (l: LocaleFigures) =>
      `search ${fixed(l.medianSearchMs)} ms, pages ${fixed(l.medianPagesMs)} ms`;
    console.log(
      `N=${f.pages}: median keystroke spends ${phases(f.locales.zh)} (zh), ${phases(f.locales.en)} (en).`,
    );
    const timeline = (locale: Locale) => {
      const t = f.locales[locale].timeline;
      if (!t) return `${locale} none`;
      const parts = TIMELINE_PARTS.map(
        (part) => `${part} ${fixed(t.median[part])} / ${fixed(t.p95[part])}`,
      );
      return `${locale} (${t.keystrokes} keystrokes) ${parts.join(', ')}`;
    };
    console.log(
      `N=${f.pages}: the reader's keystrokes that fetched index chunks and then pages, from the browser's Resource Timing, median / p95 ms: before the chunks are asked for, the chunks' round, the work between the rounds (decoding, matching, scoring), the pages' round, and after it (the pages' records, rendering): ${benchLocales.map(timeline).join('; ')}.`,
    );
    console.log(
      `N=${f.pages}: p95 zh ${fixed(quantile(f.locales.zh.latencies, 0.95))} ms, en ${fixed(quantile(f.locales.en.latencies, 0.95))} ms; slowest keystrokes ${[...f.locales.zh.slowest, ...f.locales.en.slowest].join(', ')}.`,
    );
    const cost = (l: Locale) =>
      `${l} ${fixed(f.requests[l].aloneMs)} ms alone, ${fixed(f.requests[l].fourMs)} ms four at once`;
    console.log(
      `N=${f.pages}: a request for a bundle file on this machine (fetched and read, median; either engine pays it for each file a keystroke reads: its new index chunks, then one per page read): ${benchLocales.map(cost).join('; ')}.`,
    );
    const perSession = (figures: Record<Locale, LocaleFigures>) =>
      benchLocales.map((l) => `${l} ${figures[l].sessionP95s.map(fixed).join(', ')}`).join('; ');
    console.log(
      `N=${f.pages}: p95 of each of the ${f.locales.zh.sessionP95s.length} sessions, ms: reader ${perSession(f.locales)}${f.baseline ? `; pagefind.js ${perSession(f.baseline)}` : ''}.`,
    );
    for (const locale of benchLocales) {
      const timedOut = f.locales[locale].latencies.filter((ms) => !Number.isFinite(ms)).length;
      if (timedOut)
        console.log(
          `N=${f.pages} ${locale}: ${timedOut} keystroke(s) took over ${KEYSTROKE_TIMEOUT_MS / 1000} s (counted as slower than every other).`,
        );
      if (f.locales[locale].skippedQueries)
        console.log(
          `N=${f.pages} ${locale}: ${f.locales[locale].skippedQueries} query(ies) skipped: the typing session ran over ${SESSION_BUDGET_MS / 1000} s.`,
        );
      if (f.locales[locale].zeroHitQueries.length)
        console.log(
          `Warning: N=${f.pages} ${locale}: no hits for ${f.locales[locale].zeroHitQueries.join(', ')}`,
        );
    }
  }
  console.log(
    `\nTimes: generate ${all.map((f) => `${secs(f.generateMs)} s`).join(', ')}; extract ${all.map((f) => `${secs(f.extractMs)} s`).join(', ')} (N = ${all.map((f) => f.pages).join(', ')}).`,
  );
  console.log(machineLine(loadStart));
}

/** The cold first query on a phone's network (mobileFirstQuery.ts), each engine, each size. */
export function mobileReport(all: MobileSizeFigures[]) {
  const {latencyMs, downKbps, upKbps} = MOBILE_NETWORK;
  console.log(
    `\nThe first query on a phone's network, cold (${latencyMs} ms round trip, ${(downKbps / 1024).toFixed(1)} Mbps down, ${upKbps} Kbps up; search opened as the modal opens it, the query typed at once or ${THINK_MS.toLocaleString('en')} ms later; input event → hits in the DOM, the median of ${PHONE_RUNS} cold runs; bytes from search opened on):\n`,
  );
  type Time = 'mobileFirstQueryMs' | 'mobileAfterThinkMs';
  const both = (x: Record<Locale, MobileLocaleFigures> | undefined, time: Time) =>
    x ? `${fixed(x.zh[time])} / ${fixed(x.en[time])}` : '–';
  const against = (f: MobileSizeFigures, time: Time) => {
    const b = f.baseline;
    return b
      ? `${ratio(f.locales.zh[time], b.zh[time])} / ${ratio(f.locales.en[time], b.en[time])}`
      : '–';
  };
  const bytes = (x: Record<Locale, MobileLocaleFigures> | undefined) =>
    x ? `${kb(x.zh.firstQueryBytes)} / ${kb(x.en.firstQueryBytes)}` : '–';
  console.log(
    table(
      [
        'Pages per locale',
        'Typed at once: reader ms zh / en',
        'pagefind.js ms zh / en',
        'Reader ÷ pagefind.js',
        `Typed after ${THINK_MS.toLocaleString('en')} ms: reader ms zh / en`,
        'pagefind.js ms zh / en',
        'Reader ÷ pagefind.js',
        'First query KB zh / en, reader',
        'pagefind.js',
      ],
      all.map((f) => [
        f.pages.toLocaleString('en'),
        both(f.locales, 'mobileFirstQueryMs'),
        both(f.baseline, 'mobileFirstQueryMs'),
        against(f, 'mobileFirstQueryMs'),
        both(f.locales, 'mobileAfterThinkMs'),
        both(f.baseline, 'mobileAfterThinkMs'),
        against(f, 'mobileAfterThinkMs'),
        bytes(f.locales),
        bytes(f.baseline),
      ]),
    ),
  );
  const largest = all.at(-1);
  if (!largest) return;
  const runs = (x: Record<Locale, MobileLocaleFigures> | undefined, locale: Locale) =>
    x
      ? `${x[locale].mobileRuns.atOnce.map(fixed).join(', ')} at once, ${x[locale].mobileRuns.afterThink.map(fixed).join(', ')} after`
      : '';
  console.log(
    `\nEach run at N=${largest.pages.toLocaleString('en')}, ms, in the order run: ${benchLocales
      .flatMap((locale) => [
        `reader ${locale} ${runs(largest.locales, locale)}`,
        ...(largest.baseline ? [`pagefind.js ${locale} ${runs(largest.baseline, locale)}`] : []),
      ])
      .join('; ')}.`,
  );
  // (pagefind.js fetches its index from its Web Worker, whose requests the page does not see.)
  console.log(
    `\nWhat the reader's query typed as search opens waited for at N=${largest.pages.toLocaleString('en')} (its median run), by kind of file: first asked → last in, ms from search opened (KB, files); its hits were shown at the time in the table above.\n`,
  );
  for (const locale of benchLocales)
    console.log(`- ${locale}: ${waterfallLine(largest.locales[locale].mobileFirstQueryRequests)}.`);
}
