import {describe, expect, it, vi} from 'vitest';
import type {SearchResult} from '../algoliaAdapter/types';
import {clientOnFirstSearch} from './clientOnFirstSearch';
import type {SitesSearchClient} from './types';

// A client whose code comes on first use: a failed download fails the search that waits for
// it and is tried again by the next; subscribers from before the download hear the client made;
// nothing has failed before the code is here.

const requests = [{indexName: 'docs', params: {query: 'cache'}}];

/** A made client whose searches answer `hits` and whose subscribers `tell()` reaches. */
function madeClient(hits: string[]) {
  const listeners = new Set<() => void>();
  const client = {
    search: async () => ({results: [{hits} as unknown as SearchResult]}),
    failedSites: () => ['Weather station'],
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    prepare: vi.fn(),
    loaded: true,
  } as unknown as SitesSearchClient;
  return {client, tell: () => listeners.forEach((listener) => listener())};
}

/** A download that fails once ("chunk failed"), then makes `client`. */
const failingOnceThen = (client: SitesSearchClient) =>
  vi
    .fn<() => Promise<SitesSearchClient>>()
    .mockRejectedValueOnce(new Error('chunk failed'))
    .mockResolvedValue(client);

describe('clientOnFirstSearch', () => {
  it('downloads again after a failed download, once', async () => {
    const {client} = madeClient(['a']);
    const download = failingOnceThen(client);
    const lazy = clientOnFirstSearch(download);
    expect(lazy.loaded).toBe(false);
    expect(lazy.failedSites()).toEqual([]);
    await expect(lazy.search({requests})).rejects.toThrow('chunk failed');
    await expect(lazy.search({requests})).resolves.toEqual({results: [{hits: ['a']}]});
    await lazy.search({requests});
    expect(download).toHaveBeenCalledTimes(2);
    expect(lazy.loaded).toBe(true);
    expect(lazy.failedSites()).toEqual(['Weather station']);
  });

  it('hands subscribers from before the download to the client made, and prepares it', async () => {
    const {client, tell} = madeClient([]);
    const early = vi.fn();
    const lazy = clientOnFirstSearch(async () => client, early);
    const listener = vi.fn();
    const unsubscribe = lazy.subscribe(listener);
    lazy.prepare();
    expect(early).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(client.prepare).toHaveBeenCalledTimes(1));
    tell();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    tell();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('tells each search made before the client is here, a failed download included, and no later one', async () => {
    const {client} = madeClient(['a']);
    const download = failingOnceThen(client);
    const beforeCode = vi.fn();
    const lazy = clientOnFirstSearch(download, () => {}, beforeCode);
    await expect(lazy.search({requests})).rejects.toThrow('chunk failed');
    expect(beforeCode).toHaveBeenLastCalledWith({requests});
    const again = [{indexName: 'docs', params: {query: 'cache policy'}}];
    await lazy.search({requests: again});
    expect(beforeCode).toHaveBeenLastCalledWith({requests: again});
    await lazy.search({requests});
    expect(beforeCode).toHaveBeenCalledTimes(2);
  });
});
