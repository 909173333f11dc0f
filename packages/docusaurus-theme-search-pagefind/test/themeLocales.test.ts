import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {extractAllSourceCodeFileTranslations} from '@docusaurus/babel';
import {readDefaultCodeTranslationMessages} from '@docusaurus/theme-translations';
import {globTranslatableSourceFiles} from '@docusaurus/utils';
import {beforeAll, describe, expect, it} from 'vitest';
import {DEFAULT_SECTION_TITLE, SECTION_TITLE_KEY} from '../src/server/sectionTitle';
import {THEME_LOCALES_DIR} from '../src/server/themeMessages';
import {PLUGIN_NAME} from '../src/shared/globalData';

// The theme's own strings (ids "search.…") in every locale Docusaurus ships its theme
// translations for: each locale file holds exactly the strings the code has, with the same
// placeholders. The English strings are read from the code as `docusaurus write-translations`
// reads them (Docusaurus's Babel extractor), plus the section title the build uses.

const packageDir = path.resolve(import.meta.dirname, '..');
const docusaurusLocalesDir = path.join(
  path.dirname(
    createRequire(import.meta.url).resolve('@docusaurus/theme-translations/package.json'),
  ),
  'locales',
);

/** The English strings of the theme's components, by id. */
let english: Record<string, string>;
beforeAll(async () => {
  const files = await globTranslatableSourceFiles([path.join(packageDir, 'src', 'theme')]);
  const extracted = await extractAllSourceCodeFileTranslations(
    files.filter((file) => !/\.test\.tsx?$/.test(file)),
    {presets: ['@docusaurus/babel/preset']},
  );
  for (const file of extracted) expect(file.warnings, file.sourceCodeFilePath).toEqual([]);
  english = {[SECTION_TITLE_KEY]: DEFAULT_SECTION_TITLE};
  for (const {translations} of extracted) {
    for (const [id, {message}] of Object.entries(translations))
      if (id.startsWith('search.')) english[id] = message;
  }
}, 60_000);

const placeholders = (message: string) =>
  [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** The locales' folders (locales/README.md, for contributors, aside). */
const themeLocales = readdirSync(THEME_LOCALES_DIR, {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

it('has a file for every locale Docusaurus ships theme translations for, and no others', () => {
  const shipped = readdirSync(docusaurusLocalesDir)
    .filter((name) => name !== 'base')
    .sort();
  expect(shipped.length).toBeGreaterThan(30);
  expect(themeLocales).toEqual(shipped);
});

it('reads the English strings from the code', () => {
  // Ids as the components write them; a renamed or removed one fails here and in every locale.
  expect(english).toMatchObject({
    'search.modal.searchByPagefind': 'Search by Pagefind',
    'search.twinMatch': 'matched in {language}: {words}',
    [SECTION_TITLE_KEY]: 'Documentation',
  });
});

describe.each(themeLocales)('%s', (locale) => {
  const messages = JSON.parse(
    readFileSync(path.join(THEME_LOCALES_DIR, locale, `${PLUGIN_NAME}.json`), 'utf8'),
  ) as Record<string, unknown>;

  it('has every string of the code and nothing else', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
  });

  it('keeps each string’s placeholders and writes it', () => {
    for (const [id, message] of Object.entries(messages)) {
      expect(typeof message, id).toBe('string');
      expect((message as string).trim(), id).not.toBe('');
      expect(placeholders(message as string), id).toEqual(placeholders(english[id] ?? ''));
    }
  });

  it('is the file Docusaurus reads for the locale', async () => {
    expect(
      await readDefaultCodeTranslationMessages({
        locale,
        name: PLUGIN_NAME,
        dirPath: THEME_LOCALES_DIR,
      }),
    ).toEqual(messages);
  });
});
