import {describe, expect, it} from 'vitest';
import {buildOrder, buildsEveryLocale, localeBuiltAfter} from './buildOrder';

// Whether a locale's search bundle may be left writing while Docusaurus builds the next one:
// only when the process is certain to build another locale after it.

const bin = '/site/node_modules/@docusaurus/core/bin/docusaurus.mjs';
const i18n = {locales: ['en', 'zh-Hans', 'ja'], defaultLocale: 'zh-Hans'};

describe('buildOrder', () => {
  it('builds the default locale first, then the others in the config’s order', () => {
    expect(buildOrder(i18n.locales, i18n.defaultLocale)).toEqual(['zh-Hans', 'en', 'ja']);
  });

  it('is certain of the order only under `docusaurus build` with no --locale', () => {
    expect(buildsEveryLocale(['node', bin, 'build'])).toBe(true);
    expect(buildsEveryLocale(['node', '/site/node_modules/.bin/docusaurus', 'build', '.'])).toBe(
      true,
    );
    expect(buildsEveryLocale(['node', bin, 'build', '--out-dir', 'out', '--no-minify'])).toBe(true);
    for (const args of [
      ['build', '--locale', 'en'],
      ['build', '--locale=en'],
      ['build', '-l', 'en', 'ja'],
      ['build', '-len'],
      ['deploy'],
      ['serve', '--build'],
      ['start'],
      [],
    ])
      expect(buildsEveryLocale(['node', bin, ...args])).toBe(false);
    // Docusaurus's build() called by a script of the site's own: its locales are not known.
    expect(buildsEveryLocale(['node', '/site/scripts/build.mjs', 'build'])).toBe(false);
    expect(buildsEveryLocale([])).toBe(false);
  });

  it('tells whether another locale follows, never for the last nor for an unknown one', () => {
    const argv = ['node', bin, 'build'];
    expect(localeBuiltAfter('zh-Hans', i18n, argv)).toBe(true);
    expect(localeBuiltAfter('en', i18n, argv)).toBe(true);
    expect(localeBuiltAfter('ja', i18n, argv)).toBe(false);
    expect(localeBuiltAfter('fr', i18n, argv)).toBe(false);
    expect(
      localeBuiltAfter('zh-Hans', {locales: ['zh-Hans'], defaultLocale: 'zh-Hans'}, argv),
    ).toBe(false);
    expect(localeBuiltAfter('zh-Hans', i18n, ['node', bin, 'build', '--locale', 'zh-Hans'])).toBe(
      false,
    );
  });
});
