// The comparison's printed report (Markdown): per locale, bytes to the first result, hits@1,
// hits@3 and index size of each engine with its ratio to ours; per engine, the build time.
import os from 'node:os';
import type {Scores} from '../quality/metrics';
import type {Download} from './browser';
import {allEngines, engineSetup, locales, type Engine, type IndexSize, type Locale} from './site';
import {inKb, kb} from '../lib/format';

export interface LocaleFigures {
  /** One per query of the download set, in its order. */
  downloads: Download[];
  scores: Scores;
  index: IndexSize;
}

export interface EngineFigures {
  /** `docusaurus build` of both locales, ms; null when the build was reused. */
  buildMs: number | null;
  /** The Pagefind CLI after it (pagefind.js only), ms. */
  cliMs?: number | null;
  locales: Record<Locale, LocaleFigures>;
}

export interface ReportInput {
  figures: Partial<Record<Engine, EngineFigures>>;
  /** Engines that could not be measured, and why. */
  failed: Partial<Record<Engine, string>>;
  downloadQueries: Record<Locale, readonly string[]>;
  versions: string;
}

const table = (head: string[], body: string[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map((_, i) => (i < 2 ? '---' : '--:')).join('|')}|`,
    ...body.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
export const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const pct = (share: number, s: Scores) =>
  `${(share * 100).toFixed(0)} % (${Math.round(share * s.queries)}/${s.queries})`;
const secs = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
/** "×4.2": how many times ours; nothing for ours itself or when ours is missing. */
const times = (value: number, ours: number | undefined, engine: Engine) =>
  engine === 'ours' || ours === undefined || ours === 0
    ? ''
    : ` (×${(value / ours).toFixed(value / ours < 10 ? 2 : 1)})`;

export function compareReport({figures, failed, downloadQueries, versions}: ReportInput): string {
  const out: string[] = [
    '\n## Search engines compared: The Rust Programming Language (111 chapters per locale)\n',
  ];
  const measured = allEngines.filter((e) => figures[e]);
  const ours = figures.ours;
  const rows = locales.flatMap((locale) =>
    measured.map((engine) => {
      const f = figures[engine]!.locales[locale];
      const o = ours?.locales[locale];
      const dl = median(f.downloads.map((d) => d.bytes));
      const oursDl = o && median(o.downloads.map((d) => d.bytes));
      const load = median(f.downloads.map((d) => d.pageBytes));
      const oursLoad = o && median(o.downloads.map((d) => d.pageBytes));
      return [
        locale,
        engine,
        `${inKb(dl)}${times(dl, oursDl, engine)}`,
        `${inKb(load)}${times(load, oursLoad, engine)}`,
        pct(f.scores.hits1, f.scores),
        pct(f.scores.hits3, f.scores),
        `${inKb(f.index.indexBytes)}${times(f.index.indexBytes, o?.index.indexBytes, engine)}`,
      ];
    }),
  );
  out.push(
    table(
      [
        'Locale',
        'Engine',
        'Download to first result (median)',
        'Docs page load, before search',
        'hits@1',
        'hits@3',
        'Index on disk',
      ],
      rows,
    ),
  );

  out.push('\n');
  out.push(
    table(
      ['Engine', 'Build (both locales)', 'Files written for search (zh + en)'],
      measured.map((engine) => {
        const f = figures[engine]!;
        const total = f.buildMs === null ? null : f.buildMs + (f.cliMs ?? 0);
        const oursTotal = ours?.buildMs == null ? undefined : ours.buildMs;
        const build =
          total === null
            ? 'reused'
            : `${secs(total)}${f.cliMs ? ` (${secs(f.buildMs!)} + Pagefind CLI ${secs(f.cliMs)})` : ''}${times(total, oursTotal, engine)}`;
        const files = locales.reduce((n, l) => n + f.locales[l].index.totalBytes, 0);
        return [engine, build, inKb(files)];
      }),
    ),
  );

  out.push('\n### Download to the first result, per query (KB; js / css / wasm / index)\n');
  out.push(
    table(
      ['Locale', 'Query', ...measured],
      locales.flatMap((locale) =>
        downloadQueries[locale].map((query, i) => [
          locale,
          `\`${query}\``,
          ...measured.map((engine) => {
            const d = figures[engine]!.locales[locale].downloads[i];
            const part = (k: string) => kb(d.byKind[k] ?? 0, 0);
            return `${inKb(d.bytes)} (${part('js')} / ${part('css')} / ${part('wasm')} / ${part('index')}; ${d.requests} req.)`;
          }),
        ]),
      ),
    ),
  );

  out.push('\n### What each engine was given\n');
  for (const engine of allEngines)
    out.push(
      `- **${engine}**: ${engineSetup[engine]}${failed[engine] ? ` — **not measured**: ${failed[engine]}` : ''}`,
    );
  out.push(
    [
      '',
      'The same minimal classic site for all (docs only, zh default and en, `future.v4`), the same queries.',
      "**Download to first result**: in Chromium, a docs page loaded, then from the click that opens search to the first result visible, the query filled at once, an empty cache each time: the encoded (as transferred, gzip where the server compresses) bodies of every response requested in between, JS, CSS, wasm and index; median over the queries above. The search code every page already carries (the button or bar) is not counted there, for any engine: it is in **Docs page load**, the encoded bytes of the docs page's own load before search opens (HTML, JS, CSS and the route chunks Docusaurus prefetches while idle), where pagefind.js, with no plugin, is the bare site.",
      '**hits@k**: the committed query sets (bench/quality/queries.*.json); rank = position of the first expected chapter among the distinct pages shown: ours in the DocSearch modal order (bench/quality/docsearchModal.ts), easyops in its search bar order, pagefind.js in its Default UI order, each UI in one session per locale. What each UI shows at most: the modal 5 hits of a sidebar category (the whole book is one), easyops 8 suggestions (its default `searchResultLimits`), Pagefind\'s Default UI 5 pages before "Load more".',
      "**Index on disk**: the files holding the index (Pagefind: entry, meta, index chunks, fragments, filters; easyops: search-index*.json), per locale. **Files written for search**: ours keeps the index alone (it deletes the Pagefind runtime its reader does not use); the Pagefind CLI also writes its JS, worker, WebAssembly and UIs; easyops writes search-index*.json (its code is in the site's JS chunks).",
      `**Build**: wall time of \`docusaurus build\` (both locales), plus the Pagefind CLI for pagefind.js, one build at a time, one sample each (on a shared machine, expect a third up or down between runs). ${versions}; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    ].join('\n'),
  );
  return out.join('\n');
}
