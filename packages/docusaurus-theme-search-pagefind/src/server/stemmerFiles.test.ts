import {existsSync, mkdtempSync, readdirSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {describe, expect, it} from 'vitest';
import {LANGUAGES, type StemmerName} from '../shared/languages';
import {stemmerSource, stemmersOf, writeStemmers} from './stemmerFiles';

// The stemmers a locale's bundle holds, and the files the package's build writes for them
// (scripts/build.mjs, `npm run build` first): what the browser imports must stem as the
// generated modules do (test/stemmers.test.ts compares those with Pagefind).

const built = fileURLToPath(new URL('../../lib/stemmers/', import.meta.url));
const sources = fileURLToPath(new URL('../client/engine/stemmers/snowball/', import.meta.url));
const allStemmers = [
  ...new Set(Object.values(LANGUAGES).flatMap((language) => language.stemmer ?? [])),
].sort();

describe('the stemmers a locale’s bundle holds', () => {
  it('are its language’s, whatever the locale’s region or script, and the English one', () => {
    expect(stemmersOf(['de', 'de-DE'])).toEqual(['english', 'german']);
    expect(stemmersOf(['pt-BR'])).toEqual(['english', 'portuguese']);
    for (const locale of ['zh-Hans', 'ja', 'ko', 'zh-Hant', 'en'])
      expect(stemmersOf([locale])).toEqual(['english']);
    expect(stemmersOf(['en', 'ar', 'es'])).toEqual(['arabic', 'english', 'spanish']);
  });

  it('are all 31 for a build asked for every language', () => {
    expect(stemmersOf(Object.keys(LANGUAGES))).toEqual(allStemmers);
    expect(allStemmers).toHaveLength(31);
  });

  it('are written into the bundle’s stemmers/ folder, and nothing else', async () => {
    expect(existsSync(built), 'run `npm run build` in the package first').toBe(true);
    const bundle = mkdtempSync(path.join(os.tmpdir(), 'bundle-'));
    try {
      await writeStemmers(bundle, ['english', 'german'], built);
      expect(readdirSync(bundle)).toEqual(['stemmers']);
      expect(readdirSync(path.join(bundle, 'stemmers')).sort()).toEqual([
        'english-stemmer.js',
        'german-stemmer.js',
      ]);
    } finally {
      rmSync(bundle, {recursive: true, force: true});
    }
  });

  it('are served by the dev server by their file names, those of the locale only', () => {
    expect(stemmerSource('english-stemmer.js', ['english'], built)).toBe(
      path.join(built, 'english-stemmer.js'),
    );
    expect(stemmerSource('german-stemmer.js', ['english'], built)).toBeNull();
    expect(stemmerSource('../english-stemmer.js', ['english'], built)).toBeNull();
    expect(stemmerSource('base-stemmer.js', ['english'], built)).toBeNull();
  });
});

describe('the package’s stemmer files', () => {
  it('are one self-contained module per stemmer, stemming as the generated modules do', async () => {
    expect(readdirSync(built).sort()).toEqual(allStemmers.map((name) => `${name}-stemmer.js`));
    const words = ['running', 'Häuser', 'configurazione', 'символы', 'البرنامج', 'nationalities'];
    for (const name of allStemmers as StemmerName[]) {
      const load = async (folder: string) => {
        const module = (await import(
          /* @vite-ignore */ pathToFileURL(path.join(folder, `${name}-stemmer.js`)).href
        )) as Record<string, new () => {stemWord(word: string): string}>;
        expect(Object.keys(module)).toHaveLength(1);
        const stemmer = new (Object.values(module)[0])();
        return words.map((word) => stemmer.stemWord(word.toLowerCase()));
      };
      expect(await load(built), name).toEqual(await load(sources));
    }
  });
});
