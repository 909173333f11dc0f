// What a request costs on the bench's machine (browser code, run by the bench page when asked
// for it; see bench/search.ts's measureRequests): bundle files of a locale, index chunks and
// fragments as keystrokes ask for them, fetched and their bytes read, one at a time and four at
// once. Each file is asked for under a URL of its own, so that the browser's cache does not
// answer. Both engines pay this for every file a keystroke fetches: it is the part of a
// keystroke's time that no engine's code can cut.
import {quantile} from '../lib/stats';

export interface RequestCost {
  /** Median time for one file, fetched alone. */
  aloneMs: number;
  /** Median time for four files fetched at once (as a keystroke reads its first pages). */
  fourMs: number;
  files: number;
}

export async function timeRequests(filesUrl: string): Promise<RequestCost> {
  const files = (await (await fetch(filesUrl)).json()) as string[];
  let asked = 0;
  const read = async (url: string) => {
    const response = await fetch(`${url}?request=${++asked}`);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    await response.arrayBuffer();
  };
  const timed = async (urls: string[]) => {
    const start = performance.now();
    await Promise.all(urls.map(read));
    return performance.now() - start;
  };
  await Promise.all(files.slice(0, 4).map(read)); // the connections, opened
  const alone: number[] = [];
  for (const url of files) alone.push(await timed([url]));
  const four: number[] = [];
  for (let i = 0; i + 4 <= files.length; i += 4) four.push(await timed(files.slice(i, i + 4)));
  return {aloneMs: quantile(alone, 0.5), fourMs: quantile(four, 0.5), files: files.length};
}
