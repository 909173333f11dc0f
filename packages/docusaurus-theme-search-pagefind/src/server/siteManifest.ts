import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {PAGEFIND_VERSION} from '../shared/pagefind/version.js';
import {
  SITE_MANIFEST_FILE,
  SITE_MANIFEST_FORMAT,
  SITE_MANIFEST_VERSION,
  type SiteManifest,
} from '../shared/siteManifest.js';
import {PAGEFIND_DIR} from '../shared/types.js';
import {docsearchLanguage} from './siteLocales.js';
import type {LoadedPluginLike} from './twins.js';

// The manifest other sites read to search this one (shared/siteManifest.ts),
// written at the site's base URL by the locale built there: with every locale's bundle when
// that is the default locale (a build of all locales), else with its own only (a build of one
// locale at the site's root).

/** The latest version of each docs instance, as the tag its pages carry ("docs-default-current"). */
export function latestDocsTags(plugins: readonly LoadedPluginLike[]): string[] {
  const tags: string[] = [];
  for (const plugin of plugins) {
    if (plugin.name !== 'docusaurus-plugin-content-docs') continue;
    const versions =
      (plugin.content as {loadedVersions?: Array<{versionName: string; isLast: boolean}>})
        ?.loadedVersions ?? [];
    const latest = versions.find((version) => version.isLast) ?? versions[0];
    if (latest) tags.push(`docs-${plugin.options.id ?? 'default'}-${latest.versionName}`);
  }
  return tags;
}

/** Whether a docs instance has several versions (each bundle then keeps the tag filter). */
function versionedDocs(plugins: readonly LoadedPluginLike[]): boolean {
  return plugins.some(
    (plugin) =>
      plugin.name === 'docusaurus-plugin-content-docs' &&
      ((plugin.content as {loadedVersions?: unknown[]})?.loadedVersions?.length ?? 0) > 1,
  );
}

/** The manifest of the build whose root is the current locale's output, or null elsewhere. */
export function siteManifest(
  context: LoadContext,
  plugins: readonly LoadedPluginLike[],
): SiteManifest | null {
  const {i18n, baseUrl, siteConfig} = context;
  if (baseUrl !== siteConfig.baseUrl) return null; // a locale under the root: the root's lists it
  const all = i18n.currentLocale === i18n.defaultLocale;
  const locales = all ? i18n.locales : [i18n.currentLocale];
  const tags = ['default', ...latestDocsTags(plugins)];
  const tagFilter = versionedDocs(plugins);
  const entries = locales.flatMap((locale) => {
    const folder = all ? localeFolder(context, locale) : '';
    if (folder === null) return []; // served elsewhere than under the site's base URL
    const config = i18n.localeConfigs[locale];
    return [
      {
        locale: docsearchLanguage(locale),
        htmlLang: config?.htmlLang ?? locale,
        bundle: `${folder}${PAGEFIND_DIR}/`,
        tags,
        tagFilter,
      },
    ];
  });
  return {
    format: SITE_MANIFEST_FORMAT,
    version: SITE_MANIFEST_VERSION,
    pagefind: PAGEFIND_VERSION,
    url: siteConfig.url,
    defaultLocale: all ? i18n.defaultLocale : i18n.currentLocale,
    locales: entries,
  };
}

/**
 * Where a locale is served below the site's base URL ("" for the default locale, "en/"), or
 * null when its base URL is elsewhere (Docusaurus 3.8's per-locale `baseUrl`; before it, a
 * locale other than the default is always at its code).
 */
function localeFolder(context: LoadContext, locale: string): string | null {
  const {i18n, siteConfig} = context;
  const localeBaseUrl = (i18n.localeConfigs[locale] as {baseUrl?: string} | undefined)?.baseUrl;
  if (localeBaseUrl === undefined) return locale === i18n.defaultLocale ? '' : `${locale}/`;
  return localeBaseUrl.startsWith(siteConfig.baseUrl)
    ? localeBaseUrl.slice(siteConfig.baseUrl.length)
    : null;
}

/** Writes the manifest into the build's root folder. */
export async function writeSiteManifest(outDir: string, manifest: SiteManifest): Promise<void> {
  await mkdir(outDir, {recursive: true});
  await writeFile(path.join(outDir, SITE_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}
