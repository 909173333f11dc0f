import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {createServer, type Server} from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createPagefindReader} from '../client/engine/reader';
import {DEV_STATUS_FILE} from '../shared/types';
import {DevSearchIndex} from './devIndex';
import {closeIndexer} from './indexer';
import type {SourcePage} from './devSources';
import {SNOWBALL_FOLDER} from '../client/engine/stemmers/snowballFolder';

// The dev server's index, for real: Markdown files on disk, a Pagefind bundle written by the
// indexer, served by the index's middleware over HTTP and read by the site's reader.

let dir: string;
let server: Server;
let origin: string;
const messages: string[] = [];
let index: DevSearchIndex;
let options: ConstructorParameters<typeof DevSearchIndex>[0];

function page(file: string, permalink: string, mdx = true): SourcePage {
  return {
    file: path.join(dir, file),
    permalink,
    htmlLang: 'en-GB',
    language: 'en',
    docusaurusTag: 'docs-default-current',
    version: 'current',
    title: 'Title',
    lvl0: 'Docs',
    mdx,
  };
}

async function search(term: string): Promise<string[]> {
  const reader = createPagefindReader({
    stemmerFolder: SNOWBALL_FOLDER,
    bundleUrl: `${origin}/base/pagefind/`,
  });
  const found = await reader.search(term);
  return Promise.all((found?.results ?? []).map(async (result) => (await result.data()).url));
}

async function status() {
  return (await (await fetch(`${origin}/base/pagefind/${DEV_STATUS_FILE}`)).json()) as {
    version: number;
    error: string | null;
  };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'dev-index-'));
  options = {
    cacheDir: path.join(dir, 'cache'),
    siteUrl: 'https://example.org',
    locale: 'en',
    lvl0Fallback: 'Documentation',
    log: {log: (m: string) => messages.push(m), error: (m: string) => messages.push(`ERROR ${m}`)},
  };
  index = new DevSearchIndex(options);
  const middleware = index.middleware('/base/pagefind/');
  server = createServer((request, response) => {
    void middleware(request, response, () => {
      response.statusCode = 418;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as {port: number};
  origin = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  server?.close();
  await index?.dispose();
  await closeIndexer();
  await rm(dir, {recursive: true, force: true});
});

describe('DevSearchIndex', () => {
  it('serves a bundle of the sources, finds a word added later, and reports a broken source without losing the bundle', async () => {
    await writeFile(path.join(dir, 'a.md'), '# Alpha\n\nThe zeppelin flies.\n');
    await writeFile(
      path.join(dir, 'b.mdx'),
      '---\ntitle: B\n---\n\nimport X from "x";\n\nNothing here.\n',
    );
    // A request before the first bundle waits for it.
    const first = index.update([page('a.md', '/base/docs/a'), page('b.mdx', '/base/docs/b')]);
    const v1 = (await status()).version;
    expect(v1).toBeGreaterThan(0);
    await first;
    expect(await search('zeppelin')).toEqual(['https://example.org/base/docs/a']);
    expect(await search('quokka')).toEqual([]);

    await writeFile(
      path.join(dir, 'b.mdx'),
      '---\ntitle: B\n---\n\nimport X from "x";\n\nA quokka smiles.\n',
    );
    await index.update([page('a.md', '/base/docs/a'), page('b.mdx', '/base/docs/b')]);
    const v2 = (await status()).version;
    expect(v2).toBeGreaterThan(v1);
    expect((await status()).error).toBeNull();
    expect(await search('quokka')).toEqual(['https://example.org/base/docs/b']);
    expect(messages.at(-1)).toMatch(/dev index: \d+ records from 2 pages \(1 rendered\)/);
    // Content reloaded with no file changed: nothing is written again.
    const logged = messages.length;
    await index.update([page('a.md', '/base/docs/a'), page('b.mdx', '/base/docs/b')]);
    expect(messages.length).toBe(logged);
    expect((await status()).version).toBe(v2);
    // An index made by a site reload takes over the pages rendered and the bundle.
    const successor = new DevSearchIndex(options, index);
    await successor.update([page('a.md', '/base/docs/a'), page('b.mdx', '/base/docs/b')]);
    expect(messages.length).toBe(logged);
    expect(successor.getStatus()).toEqual({version: v2, error: null});

    await writeFile(path.join(dir, 'b.mdx'), 'A <broken tag.\n');
    await index.update([page('a.md', '/base/docs/a'), page('b.mdx', '/base/docs/b')]);
    const broken = await status();
    expect(broken.version).toBe(v2);
    expect(broken.error).toMatch(/b\.mdx/);
    expect(messages.at(-1)).toMatch(/^ERROR \[search-pagefind\] \[en\] dev index failed: .*b\.mdx/);
    expect(await search('quokka')).toEqual(['https://example.org/base/docs/b']); // the last good bundle
  }, 60_000);

  it("gives pages the site's glosses when cross-language search is on, from the sources", async () => {
    await writeFile(path.join(dir, 'c.md'), '# 所有权\n\n**切片**（*slice*）也是一种引用。\n');
    await writeFile(path.join(dir, 'd.md'), '# Slice 类型\n\nslice 引用一段连续的元素。\n');
    const zh = (file: string, permalink: string) => ({
      ...page(file, permalink, false),
      language: 'zh',
      htmlLang: 'zh-CN',
    });
    // The twins of the pages (none here): cross-language search is on.
    await index.update(
      [zh('c.md', '/base/docs/c'), zh('d.md', '/base/docs/d')],
      async () => new Map(),
    );
    expect((await search('切片')).sort()).toEqual([
      'https://example.org/base/docs/c',
      'https://example.org/base/docs/d', // "Slice 类型", by the gloss of c.md
    ]);
  }, 60_000);

  it('serves nothing outside the bundle folder', async () => {
    expect((await fetch(`${origin}/base/pagefind/..%2F..%2Fa.md`)).status).toBe(404);
    expect((await fetch(`${origin}/base/pagefind/missing.json`)).status).toBe(404);
    expect((await fetch(`${origin}/elsewhere`)).status).toBe(418);
  });
});
