import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {writeSite} from '../../bench/generate';
import type {DocSearchRecord} from '../shared/types';
import {
  ALGOLIA_INDEX_SETTINGS,
  collectRecords,
  lvl0Fallback,
  pageUrl,
  parseHosts,
  pushRecords,
  readPushConfig,
} from './push';

/** A record as pushed: DocSearch's fields and the page's facets. */
type PushedRecord = DocSearchRecord & {
  language?: string;
  docusaurus_tag?: string;
  version?: string;
};

// The push API (`docusaurus-theme-search-pagefind/push`, what a site's push command calls)
// against a local HTTP server standing in for Algolia's hosts, on a small generated build in
// both locales: the records it collects and the requests it sends.

interface Seen {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  // Algolia's JSON request bodies, as the stand-in server received them; each test reads its fields.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** A minimal Algolia stand-in: every write is a task that is published at once. */
function fakeAlgolia() {
  const seen: Seen[] = [];
  let task = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let raw = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') raw = gunzipSync(raw);
      const url = new URL(req.url ?? '/', 'http://x');
      seen.push({
        method: req.method ?? '',
        path: url.pathname,
        headers: req.headers,
        body: raw.length ? JSON.parse(raw.toString('utf8')) : null,
      });
      const send = (body: unknown) => {
        res.writeHead(200, {'content-type': 'application/json'});
        res.end(JSON.stringify(body));
      };
      const now = new Date().toISOString();
      if (req.method === 'GET' && /\/task\/\d+$/.test(url.pathname))
        return send({status: 'published', pendingTask: false});
      if (req.method === 'POST' && url.pathname.endsWith('/batch')) {
        const body = seen[seen.length - 1].body as {requests: {body: {objectID: string}}[]};
        return send({taskID: ++task, objectIDs: body.requests.map((r) => r.body.objectID)});
      }
      if (req.method === 'DELETE') return send({taskID: ++task, deletedAt: now});
      return send({taskID: ++task, updatedAt: now});
    });
  });
  return {server, seen};
}

// Each test sends real HTTP requests through the algoliasearch client.
describe('collectRecords and pushRecords', {timeout: 60_000}, () => {
  let dir: string;
  let fake: ReturnType<typeof fakeAlgolia>;
  let hosts: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'search-push-'));
    await writeSite(dir, {pages: 3});
    // A not-found page and built assets are not pages to index.
    await writeFile(
      path.join(dir, '404.html'),
      '<html><body><article><h1>Page Not Found</h1></article></body></html>',
    );
    fake = fakeAlgolia();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    hosts = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => fake.server.close(resolve));
    await rm(dir, {recursive: true, force: true});
  });

  it('fails clearly when there is no build, and sends nothing', async () => {
    await expect(
      collectRecords(path.join(dir, 'nope'), 'https://notes.example.org/blog-notes/'),
    ).rejects.toThrow(/No build found at .*nope.*npm run build/);
    expect(fake.seen).toHaveLength(0);
  });

  it('sets DocSearch settings, then replaces all records of both locales', async () => {
    const config = readPushConfig({
      ALGOLIA_APP_ID: 'TESTAPP',
      ALGOLIA_ADMIN_API_KEY: 'admin-key-123',
      ALGOLIA_INDEX_NAME: 'notes',
      ALGOLIA_HOSTS: hosts,
    });
    if (!config.ok) throw new Error(config.error);
    const collected = await collectRecords(dir, 'https://notes.example.org/blog-notes/');
    const result = await pushRecords(collected, config.config);
    expect(result.records).toBe(collected.length);
    expect(result.byLanguage).toEqual({
      en: collected.filter((r) => r.language === 'en').length,
      zh: collected.filter((r) => r.language === 'zh').length,
    });
    expect(result.byLanguage.en).toBeGreaterThan(0);
    expect(result.byLanguage.zh).toBeGreaterThan(0);

    const seen = fake.seen;
    // Every request authenticates as the app with the admin key.
    for (const request of seen) {
      expect(request.headers['x-algolia-application-id']).toBe('TESTAPP');
      expect(request.headers['x-algolia-api-key']).toBe('admin-key-123');
    }

    // 1. Settings on the real index, first.
    expect(seen[0].method).toBe('PUT');
    expect(seen[0].path).toBe('/1/indexes/notes/settings');
    // The records' languages, none named by the package.
    expect(seen[0].body).toEqual({
      ...ALGOLIA_INDEX_SETTINGS,
      indexLanguages: ['en', 'zh'],
      queryLanguages: ['en', 'zh'],
    });
    expect(seen[0].body.attributesForFaceting).toEqual(
      expect.arrayContaining(['language', 'docusaurus_tag', 'version']),
    );
    expect(seen[0].body.searchableAttributes.at(-1)).toBe('content');
    expect(seen[0].body).toMatchObject({distinct: true, attributeForDistinct: 'url'});

    // 2. Records go to a temporary index copied from the real one (settings kept)…
    const copy = seen.find((r) => r.path === '/1/indexes/notes/operation');
    expect(copy?.body).toMatchObject({operation: 'copy', scope: ['settings', 'rules', 'synonyms']});
    const tmp = copy!.body.destination as string;
    expect(tmp).toMatch(/^notes_tmp_\d+$/);
    const batches = seen.filter((r) => r.method === 'POST' && r.path.endsWith('/batch'));
    expect(batches.length).toBeGreaterThan(0);
    for (const batch of batches) expect(batch.path).toBe(`/1/indexes/${tmp}/batch`);
    const records = batches.flatMap(
      (b) => b.body.requests as {action: string; body: PushedRecord}[],
    );
    for (const r of records) expect(r.action).toBe('addObject');
    const bodies = records.map((r) => r.body);

    // …with the extracted records of every page in both locales, absolute URLs, facets set.
    const pages = new Set(bodies.map((b) => b.url_without_anchor));
    expect(pages.size).toBe(6);
    expect(new Set(bodies.map((b) => b.language))).toEqual(new Set(['zh', 'en']));
    expect(new Set(bodies.map((b) => b.objectID)).size).toBe(bodies.length);
    for (const b of bodies) {
      expect(b.url).toMatch(/^https:\/\/notes\.example\.org\/blog-notes\/(en\/)?docs\/bench\//);
      expect(b.docusaurus_tag).toBe('docs-default-current');
      expect(b.version).toBe('current');
      expect(b.hierarchy.lvl0).toBeTruthy();
    }
    const zhTitle = bodies.find((b) => b.language === 'zh' && b.type === 'lvl1');
    expect(zhTitle?.hierarchy.lvl1).toMatch(/[\u4e00-\u9fff]{2,}/);
    expect(
      bodies.some(
        (b) => b.type === 'content' && b.language === 'en' && (b.content ?? '').length > 20,
      ),
    ).toBe(true);
    // The not-found page is not indexed.
    expect(bodies.some((b) => /Page Not Found/.test(b.hierarchy.lvl1 ?? ''))).toBe(false);

    // 3. Finally the temporary index replaces the real one.
    const move = seen.find((r) => r.path === `/1/indexes/${tmp}/operation`);
    expect(move?.body).toEqual({operation: 'move', destination: 'notes'});
    expect(seen.indexOf(move!)).toBeGreaterThan(seen.indexOf(batches.at(-1)!));
  });
});

describe('readPushConfig', () => {
  const full = {ALGOLIA_APP_ID: 'A', ALGOLIA_ADMIN_API_KEY: 'K', ALGOLIA_INDEX_NAME: 'I'};
  it.each([
    [
      {},
      'Missing environment variables: ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY, ALGOLIA_INDEX_NAME.',
    ],
    [
      {...full, ALGOLIA_ADMIN_API_KEY: '  '},
      'Missing environment variable: ALGOLIA_ADMIN_API_KEY.',
    ],
    [{...full, ALGOLIA_INDEX_NAME: undefined}, 'Missing environment variable: ALGOLIA_INDEX_NAME.'],
    [
      {...full, ALGOLIA_HOSTS: 'not a url'},
      'ALGOLIA_HOSTS: "not a url" is not a URL (expected e.g. http://127.0.0.1:4010).',
    ],
    [
      {...full, ALGOLIA_HOSTS: 'ftp://x'},
      'ALGOLIA_HOSTS: "ftp://x" must start with http:// or https://.',
    ],
  ])('%o → %s', (env, error) => {
    expect(readPushConfig(env)).toEqual({ok: false, error});
  });

  it('accepts a full environment, hosts optional', () => {
    expect(readPushConfig(full)).toEqual({
      ok: true,
      config: {appId: 'A', apiKey: 'K', indexName: 'I', hosts: undefined},
    });
  });
});

describe('parseHosts', () => {
  it.each([
    [
      'http://127.0.0.1:4010',
      [{url: '127.0.0.1', port: 4010, protocol: 'http', accept: 'readWrite'}],
    ],
    [
      'https://a.example, http://b.example:81',
      [
        {url: 'a.example', protocol: 'https', accept: 'readWrite'},
        {url: 'b.example', port: 81, protocol: 'http', accept: 'readWrite'},
      ],
    ],
  ])('%s', (list, hosts) => {
    expect(parseHosts(list)).toEqual(hosts);
  });
});

describe('lvl0Fallback', () => {
  it.each([
    ['<html lang=zh-Hans dir=ltr>', '文档'],
    ['<html lang="zh">', '文档'],
    ['<html lang="en-GB">', 'Documentation'],
    ['<html lang="ja">', 'ドキュメント'],
    ['<html lang="zh-TW">', '文件'],
    ['<p>no html tag</p>', 'Documentation'],
  ])('%s → %s', (html, lvl0) => {
    expect(lvl0Fallback(html)).toBe(lvl0);
  });
});

describe('pageUrl', () => {
  const base = 'https://notes.example.org/blog-notes/';
  it.each([
    [
      '<link data-rh=true rel=canonical href=https://x.org/b/docs/a />',
      'docs/a.html',
      'https://x.org/b/docs/a',
    ],
    [
      '<link rel="canonical" href="https://x.org/b/en/docs/a">',
      'en/docs/a.html',
      'https://x.org/b/en/docs/a',
    ],
    ['<p>no canonical</p>', 'docs/intro.html', 'https://notes.example.org/blog-notes/docs/intro'],
    ['', 'en/index.html', 'https://notes.example.org/blog-notes/en/'],
    ['', 'index.html', 'https://notes.example.org/blog-notes/'],
  ])('%s in %s → %s', (html, file, url) => {
    expect(pageUrl(html, file, base)).toBe(url);
  });
});
