import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {notFoundHeadScript, withNotFoundScript} from './headScript';

const origin = 'https://notes.example.org';
const root = {baseUrl: '/blog-notes/', otherLocaleBaseUrls: ['/blog-notes/en/']};
const english = {baseUrl: '/blog-notes/en/', otherLocaleBaseUrls: []};

/** Runs the script as the browser would, at `address`; says where it sent or put the visitor. */
function run(options: typeof root, address: string) {
  const url = new URL(address, origin);
  const result: {replaced?: string; state?: string; hidden?: boolean} = {};
  const context = vm.createContext({
    URL,
    URLSearchParams,
    encodeURIComponent,
    decodeURI,
    window: {
      location: {
        origin,
        pathname: url.pathname,
        search: url.search,
        hash: url.hash,
        replace: (to: string) => (result.replaced = to),
      },
      history: {
        state: null,
        replaceState: (_s: unknown, _t: string, to: string) => (result.state = to),
      },
    },
    document: {
      documentElement: {
        style: {
          set visibility(value: string) {
            result.hidden = value === 'hidden';
          },
        },
      },
    },
  });
  vm.runInContext(notFoundHeadScript(options), context);
  return result;
}

describe('the 404 head script', () => {
  it.each<[string, typeof root, string, ReturnType<typeof run>]>([
    ['a Chinese unknown path stays', root, '/blog-notes/no/such', {}],
    [
      'an English unknown path goes to the English page',
      root,
      '/blog-notes/en/no/such?x=1#h',
      {
        replaced: '/blog-notes/en/404?path=%2Fblog-notes%2Fen%2Fno%2Fsuch%3Fx%3D1%23h',
        hidden: true,
      },
    ],
    [
      'the English root without slash too',
      root,
      '/blog-notes/en',
      {replaced: '/blog-notes/en/404?path=%2Fblog-notes%2Fen', hidden: true},
    ],
    ['a path merely starting with "en" stays', root, '/blog-notes/english', {}],
    [
      'the English page puts the path back',
      english,
      '/blog-notes/en/404?path=%2Fblog-notes%2Fen%2Fno%2Fsuch%3Fx%3D1%23h',
      {
        state: '/blog-notes/en/no/such?x=1#h',
      },
    ],
    [
      'but not a path of another origin',
      english,
      '/blog-notes/en/404?path=%2F%2Fevil.example%2Fblog-notes%2Fen%2F',
      {},
    ],
    ['nor one outside its locale', english, '/blog-notes/en/404?path=%2Fblog-notes%2Fdocs', {}],
    ['nor a javascript: URL', english, '/blog-notes/en/404?path=javascript%3Aalert(1)', {}],
    ['a malformed path is made decodable', root, '/blog-notes/%', {state: '/blog-notes/%25'}],
    [
      'a malformed UTF-8 sequence too',
      root,
      '/blog-notes/docs/%C3%28',
      {state: '/blog-notes/docs/%25C3%2528'},
    ],
    [
      'a malformed path brought to the English page',
      english,
      '/blog-notes/en/404?path=%2Fblog-notes%2Fen%2F%25',
      {state: '/blog-notes/en/%25'},
    ],
    ['a well-encoded path stays', root, '/blog-notes/%E6%96%87%E6%A1%A3', {}],
  ])('%s', (_name, options, address, expected) => {
    expect(run(options, address)).toEqual(expected);
  });

  it('goes first in the head, and cannot close its script element', () => {
    const html = withNotFoundScript(
      '<!DOCTYPE html><html lang="zh"><head><meta charset="UTF-8"><title>x</title></head><body></body></html>',
      {
        baseUrl: '/a</script>/',
        otherLocaleBaseUrls: [],
      },
    );
    expect(html).toMatch(/^<!DOCTYPE html><html lang="zh"><head><script>\(function/);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(() => withNotFoundScript('<p>no head</p>', root)).toThrow(/no <head>/);
  });
});
