import {Worker} from 'node:worker_threads';
import {withinTimeLimit} from '../shared/timeLimit.js';
import type {MarkdownOptions} from './markdownPage.js';
import type {RenderedTwin, TwinRenderJob} from './twinRender.js';
import {rememberRenderedTwin} from './twins.js';
import type {TwinWorkerData} from './twinWorker.js';

// The twins a locale's index will render from their Markdown sources (those
// no locale built before it in this process: the default locale's, built first), rendered
// ahead on a worker thread while Docusaurus bundles the locale. Bundling leaves about a fifth
// of the machine's two cores idle, while the index is made after the pages are written, mostly
// on one thread, where rendering the twins would lengthen it. Each HTML joins the twins' render cache (twins.ts), which a twin read
// looks in first; what the worker has not rendered, the twin read renders itself.

/** How long the index waits for the worker to finish before it renders what is left itself. */
export const PREFETCH_WAIT_MS = 60_000;

export interface TwinPrefetch {
  /** Settles (never rejects) once the worker is done, or after `waitMs`, stopping it then. */
  finished(waitMs?: number): Promise<void>;
}

/**
 * Renders `jobs` on a worker thread; null when there is nothing to render, or when the site's
 * Markdown preprocessor (a function, which cannot reach a worker) would change the sources.
 */
export function prefetchTwins(
  jobs: readonly TwinRenderJob[],
  markdown: (MarkdownOptions & Record<string, unknown>) | undefined,
  workerUrl = new URL('./twinWorker.js', import.meta.url),
): TwinPrefetch | null {
  if (jobs.length === 0 || markdown?.preprocessor) return null;
  const data: TwinWorkerData = {
    jobs: [...jobs],
    markdown: {
      ...(markdown?.mdx1Compat ? {mdx1Compat: {...markdown.mdx1Compat}} : {}),
      ...(markdown?.anchors ? {anchors: {...markdown.anchors}} : {}),
    },
  };
  let worker: Worker;
  try {
    worker = new Worker(workerUrl, {workerData: data});
  } catch {
    return null; // (a missing worker file: the twin reads render every source)
  }
  worker.unref(); // a build that fails before its index does not wait for it
  const done = new Promise<void>((resolve) => {
    // (Messages arrive in the order sent: the last, null, comes after every twin.)
    worker.on('message', (twin: RenderedTwin | null) =>
      twin ? rememberRenderedTwin(twin) : resolve(),
    );
    worker.once('exit', () => resolve());
    worker.once('error', () => resolve()); // the twin reads render what it did not
  });
  return {
    async finished(waitMs = PREFETCH_WAIT_MS) {
      await withinTimeLimit(done, waitMs, () => new Error('late')).catch(() => worker.terminate());
    },
  };
}
