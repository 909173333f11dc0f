import {readFileSync, statSync} from 'node:fs';
import {parentPort, workerData} from 'node:worker_threads';
import type {MarkdownOptions} from './markdownPage.js';
import {renderTwinHtml, type RenderedTwin, type TwinRenderJob} from './twinRender.js';

// On a worker thread (twinPrefetch.ts): renders the twin sources it is given,
// in their order, and posts each one's HTML as soon as it has it. A source it cannot read or
// render is passed over: the build's thread reads it again when its page is indexed, and warns
// of what is wrong with it. Its last message is `null`: all of them were sent.

export interface TwinWorkerData {
  jobs: TwinRenderJob[];
  /** The site's Markdown options that change a page's text (no preprocessor: see twinPrefetch.ts). */
  markdown: MarkdownOptions;
}

const {jobs, markdown} = workerData as TwinWorkerData;
for (const job of jobs) {
  try {
    const {mtimeMs} = statSync(job.file); // (before the read: an edit after it makes the HTML stale, not wrong)
    const html = await renderTwinHtml(readFileSync(job.file, 'utf8'), job, markdown);
    parentPort!.postMessage({...job, mtimeMs, html} satisfies RenderedTwin);
  } catch {
    // left to the build's thread
  }
}
parentPort!.postMessage(null);
