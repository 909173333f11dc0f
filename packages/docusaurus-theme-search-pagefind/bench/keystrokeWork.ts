// `npm run bench:work -- --site <dir> [--locale zh|en] [--runs 3] [--verbose]`
//
// The work each keystroke of the search bench's typing session costs, counted in Node on a
// site kept by `npm run bench:search -- --keep` (<dir> is one of its site-<N> folders): the
// same queries typed the same way (bench/browser/session.ts: Chinese a word at a time, English
// a letter at a time) into the real adapter on the real bundle reader, with the bundle read
// from disk. Counts do not depend on the machine's load, times do: per keystroke it prints
//   index chunks fetched (each decoded once), fragment files fetched, pages read (data()
//   calls, each decoding its page's record), pages the engine scored (its results), and
//   the time in the engine's search, in page reads, and in all.
// Profile one locale with `node --cpu-prof --import tsx bench/keystrokeWork.ts --site …`.
// Node only; prints figures, asserts nothing.
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {META_WEIGHTS} from '../src/shared/recordLayout';
import {createPagefindReader} from '../src/client/engine/reader';
import {createPagefindSearchClient} from '../src/client/algoliaAdapter/searchClient';
import type {PagefindModule} from '../src/client/engine/types';
import {docsearchRequest} from './quality/docsearchModal';
import {benchQueries} from './queries';
import {fixed} from './lib/format';
import {quantile} from './lib/stats';
import type {Locale} from './generate';
import {SNOWBALL_FOLDER} from '../src/client/engine/stemmers/snowballFolder';

/** What one keystroke cost. */
export interface KeystrokeWork {
  query: string;
  ms: number;
  searchMs: number;
  pagesMs: number;
  chunks: number;
  fragmentFiles: number;
  pagesRead: number;
  pagesScored: number;
}

type Counters = Omit<KeystrokeWork, 'query' | 'ms'>;
const zero = (): Counters => ({
  searchMs: 0,
  pagesMs: 0,
  chunks: 0,
  fragmentFiles: 0,
  pagesRead: 0,
  pagesScored: 0,
});

/** The keystrokes of the bench session, as session.ts types them (first and warm query whole). */
export function sessionKeystrokes(locale: Locale): string[] {
  const [first, warm, ...rest] = benchQueries[locale];
  const keystrokes = [first, warm];
  for (const query of rest) {
    const steps = locale === 'zh' ? query.split(/(\s+)/).filter(Boolean) : [...query];
    let typed = '';
    for (const step of steps) keystrokes.push((typed += step));
  }
  return keystrokes;
}

/** The reader on a bundle folder on disk, counting what it fetches into `counters()`. */
function diskReader(bundleDir: string, counters: () => Counters): PagefindModule {
  const bundleUrl = 'bundle/';
  const reader = createPagefindReader({
    stemmerFolder: SNOWBALL_FOLDER,
    bundleUrl,
    metaWeights: META_WEIGHTS,
    fetch: (async (url: string) => {
      const file = url.slice(bundleUrl.length);
      if (file.endsWith('.pf_index')) counters().chunks++;
      if (file.endsWith('.pf_fragment')) counters().fragmentFiles++;
      return new Response(await readFile(path.join(bundleDir, file)));
    }) as typeof fetch,
  });
  // Wall time during which at least one call of a kind is pending (reads run 5 at once).
  const pending = {searchMs: 0, pagesMs: 0};
  const since = {searchMs: 0, pagesMs: 0};
  const clock = async <T>(key: 'searchMs' | 'pagesMs', work: () => Promise<T>) => {
    if (pending[key]++ === 0) since[key] = performance.now();
    try {
      return await work();
    } finally {
      if (--pending[key] === 0) counters()[key] += performance.now() - since[key];
    }
  };
  return {
    ...reader,
    init: reader.init?.bind(reader),
    async search(term, options) {
      const response = await clock('searchMs', () => reader.search(term, options));
      counters().pagesScored += response?.results.length ?? 0;
      return (
        response && {
          results: response.results.map((result) => ({
            id: result.id,
            score: result.score,
            get places() {
              return result.places; // (counted when asked, as the reader's own)
            },
            data: () => {
              counters().pagesRead++;
              return clock('pagesMs', () => result.data());
            },
          })),
        }
      );
    },
  };
}

/** Types the session once into a fresh adapter (cold caches, as a new page) and counts. */
export async function typeSession(bundleDir: string, locale: Locale): Promise<KeystrokeWork[]> {
  let counters = zero();
  const client = createPagefindSearchClient({
    stemmerFolder: SNOWBALL_FOLDER,
    bundleUrl: 'bundle/',
    loadPagefind: async () => diskReader(bundleDir, () => counters),
  });
  const work: KeystrokeWork[] = [];
  for (const query of sessionKeystrokes(locale)) {
    counters = zero();
    const started = performance.now();
    await client.search({
      requests: [docsearchRequest(query, {indexName: `bench_${locale}`, locale})],
    });
    work.push({query, ms: performance.now() - started, ...counters});
  }
  return work;
}

async function main() {
  const {values} = parseArgs({
    options: {
      site: {type: 'string'},
      locale: {type: 'string'},
      runs: {type: 'string', default: '3'},
      verbose: {type: 'boolean', default: false},
    },
  });
  if (!values.site) throw new Error('--site wants a site folder kept by bench:search (site-<N>).');
  const locales: Locale[] = values.locale ? [values.locale as Locale] : ['zh', 'en'];
  const runs = Math.max(1, Number(values.runs));
  for (const locale of locales) {
    const bundleDir = path.join(values.site, locale === 'en' ? 'en' : '', 'pagefind');
    // The counts are the same in every run; the times of the fastest run are the least disturbed.
    let best: KeystrokeWork[] | null = null;
    for (let run = 0; run < runs; run++) {
      const work = await typeSession(bundleDir, locale);
      if (best) best = best.map((b, i) => (work[i].ms < b.ms ? work[i] : b));
      else best = work;
    }
    const all = best!;
    // The first keystroke loads the engine and the metadata: counted, not timed with the rest.
    const timed = all.slice(1);
    const sum = (key: keyof Counters) => all.reduce((total, k) => total + k[key], 0);
    console.log(
      `\n${locale}: ${all.length} keystrokes, best of ${runs} runs; p50 / p95 ${fixed(
        quantile(
          timed.map((k) => k.ms),
          0.5,
        ),
      )} / ${fixed(
        quantile(
          timed.map((k) => k.ms),
          0.95,
        ),
      )} ms (search p95 ${fixed(
        quantile(
          timed.map((k) => k.searchMs),
          0.95,
        ),
      )}, page reads p95 ${fixed(
        quantile(
          timed.map((k) => k.pagesMs),
          0.95,
        ),
      )} ms)`,
    );
    console.log(
      `${locale} session: ${sum('chunks')} chunks, ${sum('fragmentFiles')} fragment files, ${sum('pagesRead')} pages read, ${sum('pagesScored').toLocaleString('en')} pages scored`,
    );
    const rows = values.verbose
      ? all
      : [...timed].sort((a, b) => b.ms - a.ms).slice(0, Math.min(8, timed.length));
    console.log(
      '| keystroke | ms | search ms | reads ms | chunks | fragment files | pages read | pages scored |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const k of rows)
      console.log(
        `| ${k.query} | ${fixed(k.ms)} | ${fixed(k.searchMs)} | ${fixed(k.pagesMs)} | ${k.chunks} | ${k.fragmentFiles} | ${k.pagesRead} | ${k.pagesScored} |`,
      );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename))
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
