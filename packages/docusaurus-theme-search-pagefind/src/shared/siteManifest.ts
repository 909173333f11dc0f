// The manifest a site built with this theme publishes at its base URL, so that other sites can
// search it (their option `sites`): each locale's bundle, its language, and which pages a
// reader from elsewhere searches. The build writes it (server/siteManifest.ts); the browser
// reads it with readSiteManifest, which refuses anything it cannot read with one reason.

/** The manifest's file name, at the site's base URL. */
export const SITE_MANIFEST_FILE = 'search-manifest.json';

/** What the manifest's `format` says: a manifest of this theme, not some other JSON. */
export const SITE_MANIFEST_FORMAT = 'docusaurus-theme-search-pagefind';

/** The manifest layout this theme writes and reads; a reader refuses any other. */
export const SITE_MANIFEST_VERSION = 1;

export interface SiteManifestLocale {
  /** The locale's code, as the site's i18n config names it ("en", "zh-Hans"). */
  locale: string;
  /** Its `<html lang>`, e.g. "zh-CN": matched by language when no locale code matches. */
  htmlLang: string;
  /** The locale's bundle folder, relative to the site's base URL ("pagefind/", "en/pagefind/"). */
  bundle: string;
  /** The `docusaurus_tag`s of the pages another site searches: "default" and each docs instance's latest version. */
  tags: string[];
  /** Whether the bundle keeps Pagefind's tag filter (a site with versioned docs). */
  tagFilter: boolean;
}

export interface SiteManifest {
  format: typeof SITE_MANIFEST_FORMAT;
  version: typeof SITE_MANIFEST_VERSION;
  /** The Pagefind release that wrote the bundles. */
  pagefind: string;
  /**
   * The site's configured `url` (Docusaurus's): the origin its records' URLs are written with,
   * which a reader takes as the site's own besides the one it is served from.
   */
  url: string;
  defaultLocale: string;
  locales: SiteManifestLocale[];
}

/** A manifest that cannot be read: its reason names what is wrong. */
export class SiteManifestError extends Error {
  constructor(reason: string) {
    super(`The search manifest cannot be read: ${reason}.`);
    this.name = 'SiteManifestError';
  }
}

const MAX_LOCALES = 100;
const MAX_TAGS = 100;
const MAX_TEXT = 200;
/** A bundle folder below the base URL: no scheme, host, query, parent or backslash. */
const RELATIVE_FOLDER = /^(?![\\/])(?!.*(?:^|\/)\.\.(?:\/|$))[^:?#\\\s]*\/$/;

function text(value: unknown, what: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_TEXT)
    throw new SiteManifestError(`${what} is not a short string`);
  return value;
}

function localeEntry(value: unknown): SiteManifestLocale {
  const entry = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const bundle = text(entry.bundle, 'a locale bundle');
  if (!RELATIVE_FOLDER.test(bundle))
    throw new SiteManifestError(`the bundle "${bundle}" is not a folder below the site`);
  if (!Array.isArray(entry.tags) || entry.tags.length > MAX_TAGS)
    throw new SiteManifestError('a locale has no list of tags');
  return {
    locale: text(entry.locale, 'a locale code'),
    htmlLang: text(entry.htmlLang, 'a locale language'),
    bundle,
    tags: entry.tags.map((tag) => text(tag, 'a tag')),
    tagFilter: entry.tagFilter === true,
  };
}

/**
 * The manifest in `json` (parsed JSON), checked; a SiteManifestError for anything else: not this
 * theme's, another layout version, bundles of another Pagefind release than `pagefind`, or a
 * malformed entry.
 */
export function readSiteManifest(json: unknown, pagefind: string): SiteManifest {
  const manifest = (typeof json === 'object' && json !== null ? json : {}) as Record<
    string,
    unknown
  >;
  if (manifest.format !== SITE_MANIFEST_FORMAT)
    throw new SiteManifestError('it is not a manifest of docusaurus-theme-search-pagefind');
  if (manifest.version !== SITE_MANIFEST_VERSION)
    throw new SiteManifestError(
      `its layout version is ${JSON.stringify(manifest.version)}, this theme reads version ${SITE_MANIFEST_VERSION}`,
    );
  if (manifest.pagefind !== pagefind)
    throw new SiteManifestError(
      `its bundles were written by Pagefind ${String(manifest.pagefind).slice(0, 40)}, this theme reads Pagefind ${pagefind}`,
    );
  if (!Array.isArray(manifest.locales) || manifest.locales.length === 0)
    throw new SiteManifestError('it lists no locale');
  if (manifest.locales.length > MAX_LOCALES)
    throw new SiteManifestError('it lists too many locales');
  const locales = manifest.locales.map(localeEntry);
  const defaultLocale = text(manifest.defaultLocale, 'the default locale');
  const url = text(manifest.url, 'the site URL');
  if (!/^https?:\/\/[^\s/?#]+/.test(url))
    throw new SiteManifestError('its site URL is not http(s)');
  if (!locales.some((entry) => entry.locale === defaultLocale))
    throw new SiteManifestError('its default locale has no bundle');
  return {
    format: SITE_MANIFEST_FORMAT,
    version: SITE_MANIFEST_VERSION,
    pagefind,
    url,
    defaultLocale,
    locales,
  };
}

const primaryLanguage = (tag: string) => tag.toLowerCase().split(/[-_]/)[0];

/**
 * The locale of another site a reader of `locale` (whose `<html lang>` is `htmlLang`) searches:
 * the same locale code, else the same `<html lang>`, else the same language, else the site's
 * default locale.
 */
export function readerLocale(
  manifest: SiteManifest,
  locale: string,
  htmlLang: string,
): SiteManifestLocale {
  const lower = (value: string) => value.toLowerCase();
  return (
    manifest.locales.find((entry) => lower(entry.locale) === lower(locale)) ??
    manifest.locales.find((entry) => lower(entry.htmlLang) === lower(htmlLang)) ??
    manifest.locales.find(
      (entry) => primaryLanguage(entry.htmlLang) === primaryLanguage(htmlLang),
    ) ??
    manifest.locales.find((entry) => entry.locale === manifest.defaultLocale)!
  );
}
