// What a generated bench site is: its locales, its options and the pages it yields.

export type Locale = 'zh' | 'en';
export const benchLocales: readonly Locale[] = ['zh', 'en'];

export interface SiteOptions {
  /** Number of pages per locale. */
  pages: number;
  /** PRNG seed. Default 20241121. */
  seed?: number;
  /** Public origin used in record URLs. Default `https://notes.example.org`. */
  siteUrl?: string;
  /** Path the site is served under, "/x/" form. Default `/blog-notes/`. */
  baseUrl?: string;
  /**
   * How pages choose their terms. `topical` (default), like real documentation: a page is
   * about its category's terms, with one term in ten from anywhere else, so a term appears on
   * a share of the pages. `uniform`, the worst case for an engine: every term is drawn from
   * the whole vocabulary, so each of the ~110 terms appears on most pages.
   */
  vocabulary?: Vocabulary;
}

export type Vocabulary = 'topical' | 'uniform';

export interface GeneratedPage {
  locale: Locale;
  /** Path of the HTML file relative to the site's output folder (`en/` prefix for English). */
  file: string;
  /** Absolute URL of the page, as Docusaurus would give it (no trailing slash, no .html). */
  url: string;
  html: string;
}

export const defaults = {
  seed: 20241121,
  siteUrl: 'https://notes.example.org',
  baseUrl: '/blog-notes/',
  vocabulary: 'topical' as Vocabulary,
};
