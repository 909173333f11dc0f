// The benchmark's bare search page (browser code, bundled by bench/search.ts with esbuild).
// Nothing search-related loads until the first keystroke: then the real browser adapter is
// imported and asked exactly what the DocSearch modal asks it, and the hits the modal shows are
// rendered the way it renders them (highlighted title, path, snippet as HTML). For each input event it
// records the time from the event to the results being in the DOM.
import type {BenchClient, BenchEngine, Phases} from './adapter-entry';
import type {LongTask, SessionMark} from './session';
import {keepAllRequestTimings, keystrokeRounds, type KeystrokeRounds} from './requestRounds';
import {docsearchRequest, modalOrder} from '../quality/docsearchModal';

interface Timing {
  query: string;
  ms: number;
  hits: number;
  nbHits: number;
  /** Of `ms`, the time the engine was searching and pages were being read. */
  searchMs: number;
  pagesMs: number;
  pagesRead: number;
  /** Of `ms`, the time putting the hits in the list (the rest is the adapter's own work). */
  renderMs: number;
  /** When its requests for index chunks and fragments went out and came back (the reader's only). */
  rounds: KeystrokeRounds;
}
declare global {
  interface Window {
    __bench: {timings: Timing[]; errors: string[]; pending: number; longTasks: LongTask[]};
  }
}

const params = new URLSearchParams(location.search);
const locale = params.get('locale') ?? 'zh';
const bundleUrl = params.get('bundle') ?? '/pagefind/';
const engine: BenchEngine = params.get('engine') === 'pagefind.js' ? 'pagefind.js' : 'reader';
const input = document.querySelector<HTMLInputElement>('#q')!;
const list = document.querySelector<HTMLOListElement>('#results')!;
window.__bench = {timings: [], errors: [], pending: 0, longTasks: []};
// The main thread's long tasks (over 50 ms: a frame or more of lag), as the browser reports them.
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    window.__bench.longTasks.push({startTime: entry.startTime, duration: entry.duration});
}).observe({type: 'longtask', buffered: true});
let phases: Phases = {searchMs: 0, pagesMs: 0, pagesRead: 0};
keepAllRequestTimings();

let client: Promise<BenchClient> | undefined;
const getClient = () =>
  (client ??= import('./adapter-entry').then((m) =>
    m.createBenchClient({bundleUrl, locale, engine, phases: () => phases}),
  ));

const escapeAttribute = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

let latest = 0;
input.addEventListener('input', async (event) => {
  const start = event.timeStamp;
  const query = input.value;
  const id = ++latest;
  if (!query.trim()) {
    list.innerHTML = ''; // DocSearch shows recents for an empty query: no search
    return;
  }
  window.__bench.pending++;
  phases = {searchMs: 0, pagesMs: 0, pagesRead: 0};
  try {
    const benchClient = await getClient();
    const {results} = await benchClient.search({
      requests: [docsearchRequest(query, {indexName: `bench_${locale}`, locale})],
    });
    if (id !== latest) return; // a newer keystroke owns the list
    const result = results[0];
    const rendering = performance.now();
    const keystrokePhases = benchClient.phasesAt(rendering);
    const rounds = keystrokeRounds(start, rendering);
    // The hits the modal shows (at most five of a group), in its order.
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
    const end = performance.now();
    window.__bench.timings.push({
      query,
      ms: end - start,
      renderMs: end - rendering,
      hits: result.hits.length,
      nbHits: result.nbHits,
      ...keystrokePhases,
      rounds,
    });
  } catch (error) {
    window.__bench.errors.push(
      `${query}: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    window.__bench.pending--;
  }
});

// The page types the session itself (see session.ts) and posts what it measured to `report`;
// under Playwright, the bytes pass gives it `__benchMark` to count bytes between its steps.
// With `requests` (the list of a bundle's files to fetch), it measures what a request costs
// instead (see requests.ts).
const reportUrl = params.get('report');
const filesUrl = params.get('requests');
if (reportUrl) {
  const post = (body: unknown) => fetch(reportUrl, {method: 'POST', body: JSON.stringify(body)});
  const mark = (window as {__benchMark?: SessionMark}).__benchMark;
  const measured = filesUrl
    ? import('./requests').then(({timeRequests}) => timeRequests(filesUrl))
    : import('./session').then(({runSession}) =>
        runSession(input, locale === 'en' ? 'en' : 'zh', mark),
      );
  measured.then(post, (error: unknown) =>
    post({error: error instanceof Error ? error.message : String(error)}),
  );
}
