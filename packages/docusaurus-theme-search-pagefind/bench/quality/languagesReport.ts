// The printed report of the quality bench's languages part (Markdown tables), from
// languages.ts's runs: the scores per locale and engine (report.ts), the queries that found
// nothing though a page holds all their words, and the cost of cross-language search.
import type {EngineName} from './engines';
import {FILE_KINDS, siteLocaleOrder, type FileBreakdown, type LocaleRun} from './languages';
import type {Outcome} from './metrics';
import {qualityReport} from './report';
import {inKb} from '../lib/format';

const table = (head: string[], body: string[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...body.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

/** Site sizes (locales) the cross-language cost is summed up for: the first N of the site's locales. */
const SITE_SIZES = [3, 6, 9, 13];

export function languagesReport(runs: Record<string, LocaleRun>, {step}: {step: number}): string {
  const locales = Object.keys(runs);
  const out: string[] = [];
  const results: Record<string, Record<EngineName, Outcome[]>> = {};
  for (const locale of locales) results[locale] = runs[locale].outcomes;
  out.push(
    qualityReport(results, {
      buildMs: null,
      title: `the Rust Book in ${locales.length} locales, known items (a chapter's title; a word of its title no other title holds)`,
      maxMisses: 5,
      footer: `\nQueries generated from the corpus (bench/quality/knownItems.ts)${step > 1 ? `, every ${step}th chapter` : ', every chapter'}; each locale's chapters shaped as built pages (chapterPage.ts), indexed by the site's extractor and indexer, one bundle per locale that both engines search (the site's engine as the modal asks it; pagefind.js with its pages in score order). Rank = position of the first expected page among the distinct pages shown, within the first 20.`,
    }),
  );

  out.push('\n### Queries whose words are all in one page, answered with nothing\n');
  out.push(
    table(
      ['Locale', 'Chapters', 'site', 'pagefind.js', 'Examples (site)'],
      locales.map((l) => [
        l,
        String(runs[l].chapters),
        String(runs[l].emptyAnswerable.site.length),
        String(runs[l].emptyAnswerable['pagefind.js'].length),
        runs[l].emptyAnswerable.site
          .slice(0, 3)
          .map((q) => `"${q}"`)
          .join(', '),
      ]),
    ),
  );

  out.push("\n### Cross-language search: each locale with its pages' translation twins\n");
  out.push(
    table(
      [
        'Locale',
        'Twins in',
        'Pages with a twin',
        'Index',
        'Index with twins',
        'Growth',
        'First query',
        'First query with twins',
        'Indexing',
      ],
      locales.map((l) => {
        const r = runs[l];
        const growth = r.twin ? r.twin.indexBytes / r.indexBytes - 1 : null;
        return [
          l,
          r.twin?.locale ?? '–',
          r.twin ? `${r.twin.pages}/${r.chapters}` : '–',
          inKb(r.indexBytes, 0),
          r.twin ? inKb(r.twin.indexBytes, 0) : '–',
          growth === null ? '–' : `${(growth * 100).toFixed(0)} %`,
          inKb(r.firstQuery.bytes, 0),
          r.firstQuery.twinBytes === null ? '–' : inKb(r.firstQuery.twinBytes, 0),
          `${(r.indexMs / 1000).toFixed(1)} s`,
        ];
      }),
    ),
  );
  const broken = locales.filter((l) => runs[l].firstQuery.twinFiles);
  if (broken.length) {
    const kinds = [...FILE_KINDS.map(([kind]) => kind), 'other'] as const;
    const cell = (files: FileBreakdown, kind: (typeof kinds)[number]) => {
      const k = files[kind];
      return k ? `${k.files} · ${inKb(k.bytes, 0)}` : '–';
    };
    out.push(
      `\nThe files of the costliest first query with twins (files · bytes, per kind):\n\n${table(
        ['Locale', 'Query', 'Entry', 'Meta', 'Index chunks', 'Fragments', 'Filters', 'Other'],
        broken.map((l) => {
          const {twinQuery, twinFiles} = runs[l].firstQuery;
          return [l, `"${twinQuery}"`, ...kinds.map((kind) => cell(twinFiles!, kind))];
        }),
      )}`,
    );
  }
  const sized = SITE_SIZES.map((n) => siteLocaleOrder.slice(0, n)).filter((set) =>
    set.every((l) => runs[l]),
  );
  if (sized.length) {
    out.push(
      `\n${table(
        ['Site locales', 'Largest growth', 'Largest first query with twins'],
        sized.map((set) => {
          const growths = set.map((l) =>
            runs[l].twin ? runs[l].twin!.indexBytes / runs[l].indexBytes - 1 : 0,
          );
          const firsts = set.map((l) => runs[l].firstQuery.twinBytes ?? runs[l].firstQuery.bytes);
          return [
            `${set.length} (${set.join(', ')})`,
            `${(Math.max(...growths) * 100).toFixed(0)} %`,
            inKb(Math.max(...firsts), 0),
          ];
        }),
      )}`,
    );
  }
  out.push(
    `\nA page carries one twin, its chapter in the first other locale of the site's list (${siteLocaleOrder.join(', ')}) that has it, as the build does (twins.ts), so a locale's growth does not depend on how many locales the site has: the table by site size takes the largest over the site's locales. Index = Pagefind's index data (entry, metadata, chunks, fragments, filters); first query = the bytes the server sent for the site engine's first query in a fresh client, the largest of five title queries spread over the locale's book (the bundle's files compressed by Pagefind, the entry file by the server, as a host does).`,
  );
  return out.join('\n');
}
