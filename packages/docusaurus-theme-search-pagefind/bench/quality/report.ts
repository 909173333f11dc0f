// The quality bench's printed report (Markdown tables), from each locale's and engine's outcomes.
import os from 'node:os';
import type {EngineName} from './engines';
import {score, scoreByCategory, type Outcome, type Scores} from './metrics';
import {ratio} from '../lib/format';

const pct = (x: number) => `${(x * 100).toFixed(0)} %`;
const num = (x: number) => x.toFixed(3);
const table = (head: string[], body: string[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...body.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
const signed = (x: number, format: (x: number) => string) =>
  `${x >= 0 ? '+' : '−'}${format(Math.abs(x))}`;
const count = (s: Scores, share: number) => `${Math.round(share * s.queries)}/${s.queries}`;

/** "chapter" from "/blog-notes/docs/rust-book/chapter"; other pages as their path. */
const short = (page: string) => page.replace(/^.*\/rust-book\//, '');

function miss(o: Outcome): string {
  const where = o.rank ? `rank ${o.rank}` : o.shown ? 'not shown' : 'no results';
  return `"${o.query.query}" [${o.query.category}] → ${where}; wanted ${o.query.expect.join(' or ')}${o.shown ? `; top: ${o.top.map(short).join(', ')}` : ''}`;
}

/**
 * The tables of a run: per locale (the results' keys, in their order) and engine, then per
 * category, then the misses (at most `maxMisses` per locale and engine, the rest counted).
 * `footer` replaces the closing line on how ranks are read and what was built.
 */
export function qualityReport(
  results: Record<string, Record<EngineName, Outcome[]>>,
  {
    buildMs,
    title = 'The Rust Programming Language',
    maxMisses = Infinity,
    footer,
  }: {buildMs: number | null; title?: string; maxMisses?: number; footer?: string},
): string {
  const out: string[] = [`\n## Search quality: ${title}\n`];
  const locales = Object.keys(results);
  const overall = locales.flatMap((locale) => {
    const site = score(results[locale].site);
    const pf = score(results[locale]['pagefind.js']);
    return [
      [
        locale,
        'site (modal)',
        String(site.queries),
        `${pct(site.hits1)} (${count(site, site.hits1)})`,
        `${pct(site.hits3)} (${count(site, site.hits3)})`,
        num(site.mrr),
        String(site.empty),
      ],
      [
        locale,
        'pagefind.js',
        String(pf.queries),
        `${pct(pf.hits1)} (${count(pf, pf.hits1)})`,
        `${pct(pf.hits3)} (${count(pf, pf.hits3)})`,
        num(pf.mrr),
        String(pf.empty),
      ],
      [
        locale,
        'site − pagefind.js',
        '',
        `${signed(site.hits1 - pf.hits1, pct)} (${ratio(site.hits1, pf.hits1)})`,
        `${signed(site.hits3 - pf.hits3, pct)} (${ratio(site.hits3, pf.hits3)})`,
        `${signed(site.mrr - pf.mrr, num)} (${ratio(site.mrr, pf.mrr)})`,
        '',
      ],
    ];
  });
  out.push(
    table(['Locale', 'Engine', 'Queries', 'hits@1', 'hits@3', 'MRR', 'No results'], overall),
  );

  for (const locale of locales) {
    const site = new Map(scoreByCategory(results[locale].site));
    const pf = new Map(scoreByCategory(results[locale]['pagefind.js']));
    out.push(`\n### ${locale}: by category (site / pagefind.js)\n`);
    out.push(
      table(
        ['Category', 'Queries', 'hits@1', 'hits@3', 'MRR', 'No results'],
        [...site].map(([category, s]) => {
          const p = pf.get(category)!;
          return [
            category,
            String(s.queries),
            `${pct(s.hits1)} / ${pct(p.hits1)}`,
            `${pct(s.hits3)} / ${pct(p.hits3)}`,
            `${num(s.mrr)} / ${num(p.mrr)}`,
            `${s.empty} / ${p.empty}`,
          ];
        }),
      ),
    );
    for (const engine of ['site', 'pagefind.js'] as const) {
      const misses = results[locale][engine].filter((o) => !o.rank || o.rank > 3);
      out.push(
        `\n${locale}, ${engine}: ${misses.length} miss(es) (expected page not in the top 3)${misses.length ? ':' : '.'}`,
      );
      for (const o of misses.slice(0, maxMisses)) out.push(`- ${miss(o)}`);
      if (misses.length > maxMisses) out.push(`- … and ${misses.length - maxMisses} more`);
    }
  }
  out.push(
    footer ??
      `\nRank = position of the first expected page among the distinct pages shown (the site: in the modal's order, DocSearch's grouping by category then page; pagefind.js: its pages by score), within the first 20. Build ${buildMs === null ? 'reused' : `${(buildMs / 1000).toFixed(0)} s`}; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}.`,
  );
  return out.join('\n');
}
