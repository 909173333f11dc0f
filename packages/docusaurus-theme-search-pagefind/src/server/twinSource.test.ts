import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {twinEntryParts} from '../shared/twinLayout';
import {extractRecords} from './extract';
import {markdownPageHtml} from './markdownPage';
import {TWIN_SOURCE_HEAD, twinSourceText} from './twinSource';
import {frontMatterTitle} from './twinRender';

// A twin rendered from the beginning of its source and its heading lines gives its page what
// the whole source gives, as the bench's site pairs them (a page's twin is its Chinese chapter;
// a Chinese page's, its English one): on every chapter of the committed Rust Book slice, in
// each of its languages, the same title, headings (text, level, anchor) and body words.

const slice = fileURLToPath(new URL('../../bench/quality/corpus-slice', import.meta.url));
const pairs = readdirSync(slice, {withFileTypes: true})
  .filter((entry) => entry.isDirectory() && entry.name !== 'appendices')
  .flatMap(({name: language}) =>
    readdirSync(path.join(slice, language))
      .filter((file) => file.endsWith('.md'))
      .map((file) => ({
        page: path.join(language, file),
        twin: path.join(language === 'zh' ? 'en' : 'zh', file),
      })),
  )
  .filter(({twin}) => existsSync(path.join(slice, twin)));
const read = (file: string) => readFileSync(path.join(slice, file), 'utf8');

async function recordsOf(text: string) {
  const html = await markdownPageHtml(text, {
    htmlLang: 'x',
    language: 'x',
    docusaurusTag: 'twin',
    version: null,
    title: frontMatterTitle(text),
    lvl0: null,
    mdx: false,
  });
  return extractRecords(html, 'https://example.org/docs/page', {lvl0Fallback: ''});
}

type Records = Awaited<ReturnType<typeof recordsOf>>;
const headings = (records: Records) =>
  records.flatMap((r) => (r.type === 'content' ? [] : [[r.type, r.hierarchy[r.type], r.anchor]]));

describe('the part of a twin’s source that is rendered', () => {
  it.each(pairs)('$page: its twin $twin as its whole source gives it', async ({page, twin}) => {
    const text = read(twin);
    const [own, whole, part] = await Promise.all([
      recordsOf(read(page)),
      recordsOf(text),
      recordsOf(twinSourceText(text, false)),
    ]);
    expect(headings(part)).toEqual(headings(whole));
    const entry = (records: Records) => twinEntryParts(own, {language: 'x', records});
    expect(entry(part)).toEqual(entry(whole));
  });

  it('is a part of each chapter that has enough words', () => {
    const twins = [...new Set(pairs.map(({twin}) => twin))];
    // (The beginning runs on to the end of its paragraph, code not counted: a chapter is long at nine times it.)
    const long = twins.filter((twin) => read(twin).length > 9 * TWIN_SOURCE_HEAD);
    expect(long.length).toBeGreaterThan(5);
    for (const twin of long)
      expect(twinSourceText(read(twin), false).length).toBeLessThan(read(twin).length * 0.75);
  });

  it('ends the beginning at a paragraph’s end past the prose it needs, code and HTML blocks not counted', () => {
    const prose = 'Prose. '.repeat(10); // 70 characters
    const code = ['```rust', 'let x = 1;'.repeat(20), '```'];
    // A blank line inside an HTML comment does not end it: the heading in it is not one.
    const beginning = [prose, ...code, '', prose, '<!-- a note', '', '## not a heading', '-->'];
    const source = [
      ...beginning,
      '',
      '<!--',
      '## hidden',
      '-->',
      'Past the beginning.',
      '',
      '## Kept',
      'Left out.',
    ].join('\n');
    expect(twinSourceText(source, false, 100)).toBe([...beginning, '', '## Kept', ''].join('\n'));
  });

  it('keeps an MDX source whole; cut, keeps tables and link definitions, not code blocks or front matter', () => {
    const body = 'Prose. '.repeat(200);
    const source = [
      '---',
      'title: T',
      '# a YAML comment',
      '---',
      body,
      '## Second',
      '```bash',
      '# a shell comment',
      '```',
      '~~~~',
      '```',
      '## inside a tilde fence',
      '~~~~',
      body,
      '> ### Quoted',
      'Tail prose.',
      '| Name | What |',
      '|---|---|',
      '| `a` | b |',
      'Prose after the table.',
      '[link]:',
      'https://example.org',
      '[other]: https://example.org/other',
    ].join('\n');
    expect(twinSourceText(source, true, 100)).toBe(source);
    const cut = twinSourceText(source, false, 100);
    expect(cut.startsWith(`---\ntitle: T\n# a YAML comment\n---\n${body}\n`)).toBe(true);
    expect(cut.slice(cut.indexOf(body) + body.length)).toBe(
      '\n\n## Second\n\n> ### Quoted\n\n| Name | What |\n|---|---|\n| `a` | b |\n\n[link]:\nhttps://example.org\n\n[other]: https://example.org/other\n',
    );
  });
});
