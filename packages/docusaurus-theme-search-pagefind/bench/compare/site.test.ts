// The comparison is fair only if every engine's site is the same site: these write the three
// scratch sites from a two-chapter corpus and compare what Docusaurus would read.
import {mkdtemp, readFile, readdir, rm, mkdir, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {allEngines, corpusTarget, writeSite, type Engine} from './site';

let work: string;
const configs = {} as Record<Engine, Record<string, unknown>>;
const files = {} as Record<Engine, Record<string, string>>;

/** Every file of a site but its config and package.json (and the node_modules link), with its text. */
async function contentOf(site: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(site, {withFileTypes: true, recursive: true})) {
    const file = path.join(entry.parentPath, entry.name);
    const rel = path.relative(site, file);
    if (
      !entry.isFile() ||
      rel.startsWith('node_modules') ||
      rel === 'docusaurus.config.js' ||
      rel === 'package.json'
    )
      continue;
    out[rel] = await readFile(file, 'utf8');
  }
  return out;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'bench-compare-test-'));
  const corpus = path.join(work, 'corpus');
  for (const locale of ['zh', 'en']) {
    await mkdir(path.join(corpus, locale), {recursive: true});
    await writeFile(
      path.join(corpus, locale, 'ch01-00-getting-started.md'),
      `---\ntitle: ${locale} one\n---\n\nText.\n`,
    );
    await writeFile(
      path.join(corpus, locale, 'ch02-00-guessing-game-tutorial.md'),
      `---\ntitle: ${locale} two\n---\n\nMore.\n`,
    );
  }
  await mkdir(path.join(work, 'node_modules'));
  for (const engine of allEngines) {
    const site = path.join(work, engine);
    await writeSite(site, engine, {corpus, nodeModules: path.join(work, 'node_modules')});
    const module = {exports: {} as Record<string, unknown>};
    new Function('module', await readFile(path.join(site, 'docusaurus.config.js'), 'utf8'))(module);
    configs[engine] = module.exports;
    files[engine] = await contentOf(site);
  }
});

afterAll(async () => {
  await rm(work, {recursive: true, force: true});
});

describe('the scratch sites of bench:compare', () => {
  it('differ only in the search theme they name', () => {
    const withoutThemes = (engine: Engine) => ({...configs[engine], themes: undefined});
    expect(withoutThemes('easyops')).toEqual(withoutThemes('ours'));
    expect(withoutThemes('pagefind.js')).toEqual(withoutThemes('ours'));
    expect(configs.ours.themes).toEqual(['docusaurus-theme-search-pagefind']);
    expect(configs.easyops.themes).toEqual([
      ['@easyops-cn/docusaurus-search-local', {language: ['en', 'zh']}],
    ]);
    expect(configs['pagefind.js'].themes).toEqual([]);
  });

  it('hold the same content: the corpus in both locales and the home page', () => {
    expect(files.easyops).toEqual(files.ours);
    expect(files['pagefind.js']).toEqual(files.ours);
    const chapters = Object.keys(files.ours).filter(
      (f) => f.endsWith('.md') && f.includes('rust-book'),
    );
    expect(chapters.sort()).toEqual(
      ['zh', 'en']
        .flatMap((l) =>
          ['ch01-00-getting-started.md', 'ch02-00-guessing-game-tutorial.md'].map((c) =>
            path.relative(
              path.join(work, 'ours'),
              path.join(corpusTarget(path.join(work, 'ours'), l as 'zh' | 'en'), c),
            ),
          ),
        )
        .sort(),
    );
    expect(configs.ours.i18n).toEqual({defaultLocale: 'zh', locales: ['zh', 'en']});
  });
});
