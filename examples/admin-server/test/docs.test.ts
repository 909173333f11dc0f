// The server docs quote this app's files in fenced blocks titled with the file's
// path. These tests keep every quote identical to the file, in both locales, so
// the docs cannot drift from code that the other tests run.
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {appDir} from './helpers';

const repoRoot = path.resolve(appDir, '..', '..');
const pages = ['introduce', 'create', 'dbcontent', 'cliOpSequelize'];
const locales = {
  zh: 'docs/back_boss/server',
  en: 'i18n/en/docusaurus-plugin-content-docs/current/back_boss/server',
};

interface Quote {
  file: string;
  code: string;
  line: number;
}

/** Fenced blocks whose title names a file of the example app. */
function quotedBlocks(markdown: string): Quote[] {
  const quotes: Quote[] = [];
  const fence = /^```[\w-]*[^\n]*title="(examples\/admin-server\/[^"]+)"[^\n]*\n([\s\S]*?)^```$/gm;
  for (const match of markdown.matchAll(fence)) {
    quotes.push({file: match[1], code: match[2], line: markdown.slice(0, match.index).split('\n').length});
  }
  return quotes;
}

const read = (rel: string) => readFileSync(path.join(repoRoot, rel), 'utf8');

describe('quotedBlocks', () => {
  it('finds titled blocks and ignores others', () => {
    const md = [
      '```bash',
      'npm start',
      '```',
      '```js title="examples/admin-server/src/app.js"',
      'const a = 1;',
      '```',
      '```json title="examples/admin-server/package.json" showLineNumbers',
      '{}',
      '```',
      '```js title="somewhere/else.js"',
      'x',
      '```',
    ].join('\n');
    expect(quotedBlocks(md)).toEqual([
      {file: 'examples/admin-server/src/app.js', code: 'const a = 1;\n', line: 4},
      {file: 'examples/admin-server/package.json', code: '{}\n', line: 7},
    ]);
  });
});

for (const page of pages) {
  describe(`docs page ${page}`, () => {
    const docs = Object.fromEntries(
      Object.entries(locales).map(([locale, dir]) => [locale, read(`${dir}/${page}.md`)]),
    ) as Record<keyof typeof locales, string>;

    for (const [locale, markdown] of Object.entries(docs)) {
      it(`(${locale}) quotes the example's files exactly`, () => {
        const quotes = quotedBlocks(markdown);
        expect(quotes.length).toBeGreaterThan(0);
        for (const quote of quotes) {
          expect(quote.code, `${locale}/${page}.md line ${quote.line} quotes ${quote.file}`).toBe(
            read(quote.file).replace(/\n*$/, '\n'),
          );
        }
      });

      it(`(${locale}) has no placeholder text`, () => {
        expect(markdown).not.toMatch(/\bTODO\b|lorem ipsum|TBD/i);
      });
    }

    it('quotes the same files in both locales', () => {
      expect(quotedBlocks(docs.en).map((q) => q.file)).toEqual(quotedBlocks(docs.zh).map((q) => q.file));
    });
  });
}

describe('the sequelize-cli page', () => {
  it('teaches only commands that sequelize-cli has', () => {
    const help = execFileSync('npx', ['sequelize-cli', '--help'], {cwd: appDir, encoding: 'utf8'});
    const known = new Set([...help.matchAll(/^\s+sequelize-cli ([a-z:]+)/gm)].map((m) => m[1]));
    expect(known.has('db:migrate')).toBe(true);
    for (const dir of Object.values(locales)) {
      const taught = [...read(`${dir}/cliOpSequelize.md`).matchAll(/npx sequelize-cli ([a-z][a-z:]*)/g)].map((m) => m[1]);
      expect(taught.length).toBeGreaterThan(10);
      for (const command of taught) expect(known, `${dir}: sequelize-cli ${command}`).toContain(command);
    }
  }, 30_000);
});
