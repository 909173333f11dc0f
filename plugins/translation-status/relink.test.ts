import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import relinkTranslations, {relinkTarget} from './relink';

let site: string;
const en = (file: string) =>
  path.join(site, 'i18n/en/docusaurus-plugin-content-docs/current', file);
const zh = (file: string) => path.join(site, 'docs', file);

beforeAll(() => {
  site = mkdtempSync(path.join(tmpdir(), 'relink-'));
  for (const file of [
    zh('a/translated.md'),
    zh('a/untranslated.md'),
    en('a/translated.md'),
    zh('b/other.md'),
    en('b/other.md'),
  ]) {
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, '# x\n');
  }
});

afterAll(() => rmSync(site, {recursive: true, force: true}));

describe('relinkTarget', () => {
  it("points a translation's link to an untranslated doc at the original", () => {
    expect(relinkTarget('./untranslated.md#part', en('a/translated.md'), site, 'en')).toBe(
      '../../../../../docs/a/untranslated.md#part',
    );
    expect(relinkTarget('untranslated.md', en('a/translated.md'), site, 'en')).toBe(
      '../../../../../docs/a/untranslated.md',
    );
  });

  it("points an original's link to a translated doc at the translation", () => {
    expect(relinkTarget('../b/other.md', zh('a/untranslated.md'), site, 'en')).toBe(
      '../../i18n/en/docusaurus-plugin-content-docs/current/b/other.md',
    );
  });

  it('leaves links that already reach the built file, absolute, external or broken links alone', () => {
    expect(relinkTarget('../b/other.md', en('a/translated.md'), site, 'en')).toBeNull();
    expect(relinkTarget('/docs/a/untranslated.md', en('a/translated.md'), site, 'en')).toBeNull();
    expect(relinkTarget('https://example.org/a.md', en('a/translated.md'), site, 'en')).toBeNull();
    expect(relinkTarget('./nowhere.md', en('a/translated.md'), site, 'en')).toBeNull();
    expect(relinkTarget('./page', en('a/translated.md'), site, 'en')).toBeNull();
    expect(relinkTarget('./%E0%A4%A.md', en('a/translated.md'), site, 'en')).toBeNull();
  });
});

describe('the remark plugin', () => {
  const tree = () => ({
    type: 'root',
    children: [
      {type: 'paragraph', children: [{type: 'link', url: './untranslated.md', children: []}]},
    ],
  });

  it('rewrites links only when a non-default locale is built', () => {
    const transform = relinkTranslations({siteDir: site, defaultLocale: 'zh'});
    const saved = process.env.DOCUSAURUS_CURRENT_LOCALE;
    try {
      process.env.DOCUSAURUS_CURRENT_LOCALE = 'zh';
      const zhTree = tree();
      transform(zhTree, {path: en('a/translated.md')});
      expect(zhTree.children[0].children[0].url).toBe('./untranslated.md');
      process.env.DOCUSAURUS_CURRENT_LOCALE = 'en';
      const enTree = tree();
      transform(enTree, {path: en('a/translated.md')});
      expect(enTree.children[0].children[0].url).toBe('../../../../../docs/a/untranslated.md');
    } finally {
      if (saved === undefined) delete process.env.DOCUSAURUS_CURRENT_LOCALE;
      else process.env.DOCUSAURUS_CURRENT_LOCALE = saved;
    }
  });
});
