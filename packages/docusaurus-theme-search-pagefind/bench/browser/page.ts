// The benchmark's bare search page (browser code, bundled by bench/search.ts with esbuild).
// Nothing search-related loads until search is opened (`think`, below) or the first keystroke:
// then the real browser adapter is imported and asked exactly what the DocSearch modal asks it, and the hits the modal shows are
// rendered the way it renders them (highlighted title, path, snippet as HTML). For each input event it
// records the time from the event to the results being in the DOM. With `other` (bench:sites),
// the client searches another site too; when that site answers (or fails) after this site's
// results were shown, the page searches again as the modal does and records, for the keystroke,
// the time to that second list (`mergedMs`).
import type {BenchClient, BenchEngine, Phases} from './adapter-entry';
import type {LongTask, SessionMark, SessionSample} from './session';
import {keepAllRequestTimings, keystrokeRounds} from './requestRounds';
import {docsearchRequest, modalOrder} from '../quality/docsearchModal';
import type {SearchResult} from '../../src/client/algoliaAdapter/types';
import {downloadEarly, typedEarly} from '../../src/client/algoliaAdapter/earlyDownloads';

/**
 * Whether the page was bundled for bench:sites (bundlePage's `sites`, an esbuild define): its
 * client can search another site. Otherwise the page downloads one site's client, as a site
 * without the option `sites` does, and not the code that searches other sites.
 */
declare const BENCH_SITES: boolean;

/** A keystroke's sample (session.ts's SessionSample), with the hits the page shows. */
interface Timing extends SessionSample {
  hits: number;
  /**
   * With another site: the time to the list with its answer merged (or its failure told), the
   * same as `ms` when it had answered by then; null while it is awaited or when a newer
   * keystroke came first.
   */
  mergedMs: number | null;
}
declare global {
  interface Window {
    /** The chunks each chunk the page imports imports in turn (bundlePage writes it). */
    __benchPreloads?: Record<string, string[]>;
    __bench: {
      timings: Timing[];
      errors: string[];
      pending: number;
      longTasks: LongTask[];
      /**
       * With another site: whether the session waits for its answer after each keystroke
       * (`wait=other`), whether the newest keystroke awaits it, when the site first failed.
       */
      waitForOther: boolean;
      awaitingOther: boolean;
      otherFailedAt: number | null;
    };
  }
}

const params = new URLSearchParams(location.search);
const locale = params.get('locale') ?? 'zh';
// (The page in the language of the bundle it searches, as each locale of a site is.)
document.documentElement.lang = locale;
const bundleUrl = params.get('bundle') ?? '/pagefind/';
const engine: BenchEngine = params.get('engine') === 'pagefind.js' ? 'pagefind.js' : 'reader';
const other = params.get('other') ?? undefined;
const input = document.querySelector<HTMLInputElement>('#q')!;
const list = document.querySelector<HTMLOListElement>('#results')!;
window.__bench = {
  timings: [],
  errors: [],
  pending: 0,
  longTasks: [],
  waitForOther: params.get('wait') === 'other',
  awaitingOther: false,
  otherFailedAt: null,
};
// The main thread's long tasks (over 50 ms: a frame or more of lag), as the browser reports them.
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    window.__bench.longTasks.push({startTime: entry.startTime, duration: entry.duration});
}).observe({type: 'longtask', buffered: true});
let phases: Phases = {searchMs: 0, pagesMs: 0, pagesRead: 0};
keepAllRequestTimings();

/** The newest keystroke's timing while the other site's answer to it is awaited. */
let awaiting: {timing: Timing; start: number; id: number} | null = null;

/**
 * The chunks a chunk imports, asked for with it, as webpack loads a chunk group: esbuild's
 * chunks ask for theirs only once they have arrived, a round trip a site does not pay.
 */
function preloadImportsOf(chunk: string) {
  for (const href of window.__benchPreloads?.[chunk] ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

let client: Promise<BenchClient> | undefined;
const getClient = () =>
  (client ??= (
    BENCH_SITES
      ? (preloadImportsOf('sites-adapter-entry'), import('./sites-adapter-entry'))
      : (preloadImportsOf('adapter-entry'), import('./adapter-entry'))
  ).then((m) => {
    const benchClient = m.createBenchClient({
      bundleUrl,
      locale,
      engine,
      phases: () => phases,
      other,
    });
    benchClient.subscribe(() => void searchAgain(benchClient));
    return benchClient;
  }));

const escapeAttribute = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The hits the modal shows (at most five of a group), in its order, as it renders them. */
function render(result: SearchResult) {
  list.innerHTML = modalOrder(result.hits)
    .map((hit) => {
      const level = hit.type === 'content' ? 'content' : hit.type;
      const title =
        level === 'content'
          ? hit._highlightResult?.hierarchy?.lvl1?.value
          : hit._highlightResult?.hierarchy?.[level]?.value;
      const snippet = hit._snippetResult?.content?.value ?? '';
      return `<li><a href="${escapeAttribute(hit.url)}"><span class="title">${title ?? ''}</span><span class="path">${hit.hierarchy.lvl0}</span><p>${snippet}</p></a></li>`;
    })
    .join('');
}

let latest = 0;

/**
 * The other site answered or failed after this site's results were shown: searched again, as
 * the modal does (SearchModal.tsx), which the client answers from what it kept.
 */
async function searchAgain(benchClient: BenchClient) {
  window.__bench.otherFailedAt ??= benchClient.other?.failedAt ?? null;
  const query = input.value;
  const id = latest;
  if (!query.trim()) return;
  window.__bench.pending++;
  try {
    const {results} = await benchClient.search({
      requests: [docsearchRequest(query, {indexName: `bench_${locale}`, locale})],
    });
    if (id !== latest) return;
    render(results[0]);
    if (awaiting?.id === id && !benchClient.other?.pending) {
      awaiting.timing.mergedMs = performance.now() - awaiting.start;
      awaiting = null;
      window.__bench.awaitingOther = false;
    }
  } catch (error) {
    window.__bench.errors.push(
      `${query} (again): ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    window.__bench.pending--;
  }
}

input.addEventListener('input', async (event) => {
  const start = event.timeStamp;
  const query = input.value;
  const id = ++latest;
  awaiting = null; // a newer keystroke: the one awaited is left unmerged
  window.__bench.awaitingOther = false;
  if (!query.trim()) {
    list.innerHTML = ''; // DocSearch shows recents for an empty query: no search
    return;
  }
  window.__bench.pending++;
  phases = {searchMs: 0, pagesMs: 0, pagesRead: 0};
  // As the modal's placeholder tells what is typed while the search code is on its way
  // (SearchBar/DocSearchBar.tsx): once the entry is in, the text's index chunks are asked for.
  if (engine === 'reader') typedEarly(query);
  try {
    const benchClient = await getClient();
    const {results} = await benchClient.search({
      requests: [docsearchRequest(query, {indexName: `bench_${locale}`, locale})],
    });
    if (id !== latest) return; // a newer keystroke owns the list
    const result = results[0];
    const rendering = performance.now();
    const keystrokePhases = benchClient.phasesAt(rendering);
    render(result);
    const end = performance.now();
    // (Read after the keystroke is timed: the browser's list of requests grows with the session.)
    const rounds = keystrokeRounds(start, rendering);
    const timing: Timing = {
      query,
      ms: end - start,
      renderMs: end - rendering,
      hits: result.hits.length,
      nbHits: result.nbHits,
      ...keystrokePhases,
      rounds,
      mergedMs: null,
    };
    // (The other site's search for this query is the one in flight: a newer keystroke's search
    // would have been asked after this one's answer.)
    if (benchClient.other?.pending) awaiting = {timing, start, id};
    else {
      awaiting = null;
      if (benchClient.other) timing.mergedMs = timing.ms;
    }
    window.__bench.awaitingOther = awaiting !== null;
    window.__bench.otherFailedAt ??= benchClient.other?.failedAt ?? null;
    window.__bench.timings.push(timing);
  } catch (error) {
    window.__bench.errors.push(
      `${query}: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    window.__bench.pending--;
  }
});

/** What the modal asks for as it opens: its code, what the first query needs first, the warm-up. */
function openSearch() {
  if (engine === 'reader') {
    preloadImportsOf('reader'); // what downloadEarly imports
    preloadImportsOf('entryNamedFiles');
    downloadEarly(bundleUrl);
  }
  void getClient().then((c) => c.warmUp());
}

// The page types the session itself (see session.ts) and posts what it measured to `report`;
// under Playwright, the bytes pass gives it `__benchMark` to count bytes between its steps.
// With `requests` (the list of a bundle's files to fetch), it measures what a request costs
// instead (see requests.ts).
// With `think` (ms), search is opened that long before the first query is typed, as the modal
// opens: the reader's code and entry file are asked for with the search code
// (earlyDownloads.ts), and the client is asked to warm up, as the modal asks.
const reportUrl = params.get('report');
const filesUrl = params.get('requests');
const think = params.get('think');
if (reportUrl) {
  const post = (body: unknown) => fetch(reportUrl, {method: 'POST', body: JSON.stringify(body)});
  const mark = (window as {__benchMark?: SessionMark}).__benchMark;
  const measured = filesUrl
    ? import('./requests').then(({timeRequests}) => timeRequests(filesUrl))
    : import('./session').then(({runSession}) =>
        runSession(
          input,
          locale === 'en' ? 'en' : 'zh',
          mark,
          params.get('session') === 'first',
          think === null ? undefined : {warmUp: openSearch, thinkMs: Number(think)},
        ),
      );
  measured.then(post, (error: unknown) =>
    post({error: error instanceof Error ? error.message : String(error)}),
  );
}
