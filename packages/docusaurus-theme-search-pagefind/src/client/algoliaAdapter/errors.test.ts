import {describe, expect, it, vi} from 'vitest';
import {RetryError, withVisibleErrors} from './errors';
import type {PagefindSearchClient} from './types';

function clientFailingWith(error: unknown): PagefindSearchClient {
  return {
    search: () => Promise.reject(error),
    searchForFacetValues: async () => [{facetHits: []}],
    addAlgoliaAgent() {},
    clearCache: async () => {},
    loaded: false,
    warmUp() {},
  };
}

const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(
      () => 'settled',
      () => 'settled',
    ),
    new Promise((r) => setTimeout(() => r('pending'), ms)),
  ]);

describe('withVisibleErrors', () => {
  it("runs DocSearch's catch for a RetryError after the stall delay, then holds the chain", async () => {
    const error = new RetryError('down');
    const client = withVisibleErrors(clientFailingWith(error), 50);
    const started = Date.now();
    const handler = vi.fn((e: unknown) => {
      throw e; // what DocSearch does after setting the status to 'error'
    });
    const chain = client.search({requests: []}).catch(handler);
    expect(await settledWithin(chain, 300)).toBe('pending');
    expect(handler).toHaveBeenCalledWith(error);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('shows no failure once a newer search was asked: that one decides the screen', async () => {
    const error = new RetryError('stemmer broken');
    let fail = true;
    const onError = vi.fn();
    const client = withVisibleErrors<PagefindSearchClient>(
      {
        ...clientFailingWith(null),
        search: () => (fail ? Promise.reject(error) : Promise.resolve({results: []})),
      },
      50,
      onError,
    );
    const seen: string[] = [];
    // The first search fails at once; the next keystroke's search answers within the delay.
    const first = client.search({requests: []}).catch((e: unknown) => {
      seen.push('error screen');
      throw e;
    });
    fail = false;
    await client.search({requests: []}).then(() => seen.push('hits'));
    expect(await settledWithin(first, 200)).toBe('pending');
    expect(seen).toEqual(['hits']);
    expect(onError).not.toHaveBeenCalled();
  });

  it('passes other errors straight to the handler', async () => {
    const error = new TypeError('bug');
    const client = withVisibleErrors(clientFailingWith(error), 1000);
    await expect(client.search({requests: []}).catch((e) => Promise.reject(e))).rejects.toBe(error);
  });

  it('leaves results and plain then() alone', async () => {
    const ok = {results: []};
    const client = withVisibleErrors<PagefindSearchClient>({
      ...clientFailingWith(null),
      search: async () => ok,
    });
    await expect(client.search({requests: []})).resolves.toBe(ok);
    const failing = withVisibleErrors(clientFailingWith(new RetryError('down')), 0);
    await expect(
      failing.search({requests: []}).then(
        () => 'ok',
        (e: Error) => e.name,
      ),
    ).resolves.toBe('RetryError');
  });
});
