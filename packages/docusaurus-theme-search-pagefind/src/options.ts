import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

// Build-time (Node): the theme's options, their defaults, and their validation. Docusaurus calls
// validateOptions before the theme runs, so a misspelt option or a wrong type stops
// `docusaurus build` and `docusaurus start` with a message naming it. Documented in README.md
// ("Options"); keep the two in step.

export interface AlgoliaOptions {
  appId: string;
  /** The search-only key: it is sent to every visitor's browser. */
  apiKey: string;
  indexName: string;
  /** Extra Algolia search parameters for the modal's queries (facetFilters...); the search page sends its own. */
  searchParameters?: Record<string, unknown>;
}

export interface PluginOptions {
  /** Index the pages of every docs plugin instance (all versions). */
  indexDocs: boolean;
  /** Index blog posts (and the blog's list pages). */
  indexBlog: boolean;
  /** Index the other pages: src/pages and the pages of other plugins. */
  indexPages: boolean;
  /**
   * Routes left out of the index: globs (micromatch, as the sitemap's ignorePatterns) matched
   * against the route path after the locale's base URL, starting with "/", e.g. "/blog/tags/**".
   */
  ignorePatterns: string[];
  /** Path of the search page under the locale's base URL; false for no search page. */
  searchPagePath: string | false;
  /** Results limited to the locale and, on a docs page, to that docs instance and version being read. */
  contextualSearch: boolean;
  /** Marks the query's words on the page a result opens, and scrolls to the first mark of the section. */
  pageMarks: boolean;
  /**
   * Target of the modal's "Let us know." link when a query finds nothing; `{query}` becomes the
   * URL-encoded query. No link when unset.
   */
  missingResultsUrl?: string;
  /** lvl0 (the result group) of pages outside any docs sidebar or navbar section, per locale. */
  sectionTitles: Record<string, string>;
  /**
   * Name DocSearch keeps the visitor's recent and favourite searches under (per locale: the
   * locale is appended). Defaults to the site's projectName, or "docusaurus".
   */
  indexName?: string;
  /**
   * Cross-language search: each page is also found by the words of its translation in the
   * site's other locales (title, headings, and its first distinct body words), ranked below a
   * match in the reader's language, with a line saying which other-language words matched.
   * Default: on when the site has two or more locales; a single-locale site has no twins.
   */
  crossLanguage?: boolean;
  /** Algolia as the engine instead of the local index (no bundle is built). All three credentials. */
  algolia?: AlgoliaOptions;
  /** Docusaurus adds this to every plugin's options. */
  id: string;
}

export type Options = Partial<Omit<PluginOptions, 'algolia'>> & {algolia?: AlgoliaOptions};

export const DEFAULT_OPTIONS: Omit<PluginOptions, 'id'> = {
  indexDocs: true,
  indexBlog: true,
  indexPages: true,
  ignorePatterns: [],
  searchPagePath: 'search',
  contextualSearch: true,
  pageMarks: true,
  sectionTitles: {},
};

const nonEmpty = Joi.string().trim().min(1);

const schema = Joi.object<PluginOptions>({
  indexDocs: Joi.boolean().default(DEFAULT_OPTIONS.indexDocs),
  indexBlog: Joi.boolean().default(DEFAULT_OPTIONS.indexBlog),
  indexPages: Joi.boolean().default(DEFAULT_OPTIONS.indexPages),
  ignorePatterns: Joi.array().items(nonEmpty).default(DEFAULT_OPTIONS.ignorePatterns),
  searchPagePath: Joi.alternatives()
    // Slashes around the path are dropped ('/find/' is 'find'); a path of slashes alone is refused.
    .try(
      Joi.boolean().invalid(true),
      Joi.string()
        .trim()
        .pattern(/^\/*[^/?#\s][^?#\s]*$/, 'a path'),
    )
    .default(DEFAULT_OPTIONS.searchPagePath),
  contextualSearch: Joi.boolean().default(DEFAULT_OPTIONS.contextualSearch),
  pageMarks: Joi.boolean().default(DEFAULT_OPTIONS.pageMarks),
  missingResultsUrl: Joi.string()
    .trim()
    .pattern(/^(https?:\/\/[^\s/]+|\/(?!\/))\S*$/, 'an http(s) URL or a path from the site root'),
  sectionTitles: Joi.object()
    .pattern(Joi.string(), nonEmpty)
    .default(DEFAULT_OPTIONS.sectionTitles),
  indexName: nonEmpty,
  crossLanguage: Joi.boolean(),
  algolia: Joi.object({
    appId: nonEmpty.required(),
    apiKey: nonEmpty.required(),
    indexName: nonEmpty.required(),
    searchParameters: Joi.object().unknown(),
  }),
  id: Joi.string(),
})
  .messages({
    'object.unknown':
      '{#label} is not an option of docusaurus-theme-search-pagefind (see its README, "Options")',
  })
  .prefs({abortEarly: false}); // every wrong option in one message

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validate(schema, options ?? {});
}
