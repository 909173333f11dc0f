import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {chapterPage} from '../../bench/quality/chapterPage';
import {pagefindJs, siteReader, type PagefindJs} from '../support/bundleEngines';
import {serveSite, type ServedSite} from '../support/servedBundles';
import type {PagefindModule} from '../../src/client/engine/types';

// One word that matches nothing never empties the answer: on a real bundle of a few pages,
// a query whose words are all on one page finds the pages holding them all, as pagefind.js
// does; a word the index lacks (another language's word, an emoji) is left out and the others
// answer; and where no page holds every word that matched, the pages holding more of them
// come first.

const LONG_WORD = `configuration${'x'.repeat(70)}`;

const pages: Record<string, [title: string, body: string]> = {
  lifetimes: ['Validating references with lifetimes', 'Lifetimes make sure references stay valid.'],
  borrowing: ['References and borrowing', 'A reference borrows a value without owning it.'],
  closures: ['Closures', 'Closures capture their environment.'],
  threads: ['Threads', 'Spawning threads runs code at the same time.'],
  settings: ['Settings', `The ${LONG_WORD} setting holds every option.`],
};

let site: ServedSite;
let theirs: PagefindJs;
let reader: PagefindModule;

/** The chapter names of a search's pages, best first. */
async function found(engine: PagefindModule, query: string): Promise<string[]> {
  const {results} = (await engine.search(query)) ?? {results: []};
  return Promise.all(
    results.map(async (r) => (await r.data()).url.replace(/^.*\/rust-book\//, '')),
  );
}

beforeAll(async () => {
  site = await serveSite({
    bundles: [
      {
        folder: 'pagefind',
        pages: Object.entries(pages).map(([name, [title, body]]) =>
          chapterPage(`---\ntitle: ${title}\n---\n\n${body}\n`, name, 'en'),
        ),
      },
    ],
  });
  reader = siteReader(site.bundleUrl('pagefind'));
  theirs = await pagefindJs(site, 'pagefind', {preload: true});
}, 60_000);

afterAll(() => site?.close());

describe('one word that matches nothing never empties the result', () => {
  it('finds only the pages holding every word when one does, as pagefind.js does', async () => {
    const ours = await found(reader, 'references lifetimes');
    expect(ours).toEqual(['lifetimes']);
    expect(ours).toEqual(await found(theirs, 'references lifetimes'));
  });

  it.each([
    ['a word of another language', 'references Referenzen'],
    ['an emoji', 'references 🦀'],
  ])('leaves out %s and answers with the other words, as pagefind.js does', async (_, query) => {
    const ours = await found(reader, query);
    expect([...ours].sort()).toEqual(['borrowing', 'lifetimes']);
    expect(ours).toEqual(await found(theirs, query));
  });

  it('answers a word longer than the index keeps with the page that holds it, and the other words still count', async () => {
    expect(await found(reader, LONG_WORD)).toEqual(['settings']);
    expect((await found(reader, `${LONG_WORD} threads`)).sort()).toEqual(['settings', 'threads']);
  });

  it('where no page holds every word, puts the pages holding more of them first', async () => {
    // "lifetimes" and "references" are on one page, "references" on another, "closures" on a third.
    const ours = await found(reader, 'lifetimes references closures');
    expect(ours[0]).toBe('lifetimes');
    expect(ours.slice(1).sort()).toEqual(['borrowing', 'closures']);
    // Each word found alone: every page that holds one of them.
    expect((await found(reader, 'closures threads')).sort()).toEqual(['closures', 'threads']);
  });

  it('a "quoted" search still wants every word', async () => {
    expect(await found(reader, '"closures threads"')).toEqual([]);
  });
});
