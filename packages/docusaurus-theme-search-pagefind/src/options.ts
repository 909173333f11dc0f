import type {OptionValidationContext} from '@docusaurus/types';
import type {RankingWeights} from './shared/engineOptions.js';
import type {SearchSite} from './shared/globalData.js';
import {docusaurusModule} from './server/siteDocusaurus.js';

// Build-time (Node): the theme's options, their defaults, and their validation. Docusaurus calls
// validateOptions before the theme runs, so a misspelt option or a wrong type stops
// `docusaurus build` and `docusaurus start` with a message naming it. README.md's options table
// is written from the doc comments and @default tags below (`npm run readme:options` in the
// package; test/readmeOptions.test.ts fails when the two disagree).

export interface AlgoliaOptions {
  appId: string;
  /** The search-only key: it is sent to every visitor's browser. */
  apiKey: string;
  indexName: string;
  /** Extra Algolia search parameters for the modal's queries (facetFilters...); the search page sends its own. */
  searchParameters?: Record<string, unknown>;
}

export interface PluginOptions {
  /**
   * Index the pages of every docs plugin instance, every version.
   * @default true
   */
  indexDocs: boolean;
  /**
   * Index blog posts.
   * @default true
   */
  indexBlog: boolean;
  /**
   * Index the other pages: `src/pages` and the pages of other plugins.
   * @default true
   */
  indexPages: boolean;
  /**
   * Routes left out of the index: globs (micromatch, as the sitemap's `ignorePatterns`) on the
   * route path after the locale's base URL, starting with "/", e.g. `/docs/archive/**`.
   * @default []
   */
  ignorePatterns: string[];
  /**
   * Path of the search page under each locale's base URL (slashes around it are dropped:
   * `'/find/'` is `find`); `false` for none (the modal then has no "See all results" link, and no
   * `opensearch.xml` is written).
   * @default 'search'
   */
  searchPagePath: string | false;
  /**
   * Results in the page's language, from the pages outside the docs and from one version of each
   * docs instance: on a docs page, the version being read of its instance; for the other
   * instances, and on any other page, the version the visitor last read, else the latest
   * (Docusaurus's `useDocsContextualSearchTags`, as DocSearch's contextual search does). `false`:
   * the page's language only.
   * @default true
   */
  contextualSearch: boolean;
  /**
   * Index the lines of code blocks, so that a page is found by the API names, options, commands
   * and constants its code shows (`readFileSync` finds `fs.readFileSync(path)`), ranked below a
   * match in its title, headings or text; a result found in code shows the matching line. A
   * block inside `data-search-exclude` stays out. With `algolia`, the pushed records hold the
   * lines only when this is on.
   * @default true
   */
  indexCode: boolean;
  /**
   * The page a result opens marks the query's words and scrolls to the first mark of the chosen
   * section.
   * @default true
   */
  pageMarks: boolean;
  /**
   * Target of the modal's "Let us know." link when a query finds nothing; `{query}` becomes the
   * URL-encoded query. An `http(s)` URL or a path from the site root.
   * @default none (no link)
   */
  missingResultsUrl?: string;
  /**
   * Per locale, the result group (lvl0) of pages outside any docs sidebar or navbar section, e.g.
   * `{en: 'Guides'}`. Without one: the theme's translation of "Documentation" for the locale
   * ("Dokumentation", "文档", "문서", …, in every locale Docusaurus translates its theme into),
   * else "Documentation".
   * @default {}
   */
  sectionTitles: Record<string, string>;
  /**
   * Name DocSearch stores the visitor's recent and favourite searches under (the locale is
   * appended). With `algolia`, its `indexName` is used instead, with no locale appended, as the
   * Algolia theme does.
   * @default the site's `projectName`, else `docusaurus`
   */
  indexName?: string;
  /**
   * Cross-language search: each page is also found by the words of its translation in the
   * site's other locales (title, headings and its first distinct body words), ranked below a
   * match in the reader's language, with a line saying which other-language words matched;
   * and by the terms the site glosses (`**切片**（*slice*）`) that its title or headings write in
   * English. A single-locale site has no translations, so nothing changes there.
   * @default true when the site has two or more locales
   */
  crossLanguage?: boolean;
  /**
   * Other sites built with this theme, searched with this one: `{url, label, weight?}` each.
   * `url` is the other site's base URL as served (`https://api.example.org/`, or a path on this
   * host, `/api/`); `label` names it beside its results (a site translates it with the code
   * translation id `search.site.<label>`); `weight` (default 1) multiplies its results' scores
   * where they are merged with this site's. A cross-origin site must send
   * `Access-Control-Allow-Origin` (README, "Searching other sites"). Not with `algolia`.
   * @default []
   */
  sites: SearchSite[];
  /**
   * Pagefind's ranking weights, as pagefind.js's `ranking` option takes them
   * (pagefind.app/docs/ranking): any of `termFrequency` (from 0 to 1), `termSimilarity` (0 or
   * more), `pageLength` (from 0 to 1), `termSaturation` (from 0 to 2) and `diacriticSimilarity`
   * (0 or more); a weight left out keeps Pagefind's default. Scores and the order of pages are
   * then Pagefind's with those weights; the theme's own order of hits applies over them. Not
   * `metaWeights`: the theme weighs its own fields. Not with `algolia`.
   * @default Pagefind's weights
   */
  ranking?: Partial<RankingWeights>;
  /**
   * `{appId, apiKey, indexName, searchParameters?}`: the modal and the search page ask Algolia
   * instead, and no local index is built. All three credentials are required (`apiKey` is the
   * search-only key: it reaches every browser). `searchParameters` go with the modal's queries
   * (as with the Algolia theme, the search page sends its own).
   * @default none (the local index)
   */
  algolia?: AlgoliaOptions;
  /** Docusaurus adds this to every plugin's options. */
  id: string;
}

export type Options = Partial<Omit<PluginOptions, 'algolia' | 'sites'>> & {
  algolia?: AlgoliaOptions;
  sites?: Array<Omit<SearchSite, 'weight'> & {weight?: number}>;
};

export const DEFAULT_OPTIONS: Omit<PluginOptions, 'id'> = {
  indexDocs: true,
  indexBlog: true,
  indexPages: true,
  ignorePatterns: [],
  searchPagePath: 'search',
  contextualSearch: true,
  indexCode: true,
  pageMarks: true,
  sectionTitles: {},
  sites: [],
};

/** The schema, made on first use with the site's Joi (server/siteDocusaurus.ts). */
function optionsSchema() {
  const {Joi} = docusaurusModule<typeof import('@docusaurus/utils-validation')>(
    '@docusaurus/utils-validation',
  );
  const nonEmpty = Joi.string().trim().min(1);
  return (
    Joi.object<PluginOptions>({
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
      indexCode: Joi.boolean().default(DEFAULT_OPTIONS.indexCode),
      pageMarks: Joi.boolean().default(DEFAULT_OPTIONS.pageMarks),
      missingResultsUrl: Joi.string()
        .trim()
        .pattern(
          /^(https?:\/\/[^\s/]+|\/(?!\/))\S*$/,
          'an http(s) URL or a path from the site root',
        ),
      sectionTitles: Joi.object()
        .pattern(Joi.string(), nonEmpty)
        .default(DEFAULT_OPTIONS.sectionTitles),
      indexName: nonEmpty,
      crossLanguage: Joi.boolean(),
      sites: Joi.array()
        .items(
          Joi.object({
            url: Joi.string()
              .trim()
              .pattern(
                /^(https?:\/\/[^\s/?#]+|(?=\/(?!\/)))[^\s?#]*$/,
                'an http(s) URL or a path from the site root',
              )
              // The base URL of a site: one slash at its end.
              .custom((url: string) => url.replace(/\/*$/, '/')),
            label: nonEmpty.max(80).required(),
            weight: Joi.number().positive().max(1000).default(1),
          }).required(),
        )
        .unique('url')
        .default(DEFAULT_OPTIONS.sites),
      ranking: Joi.object({
        termFrequency: Joi.number().min(0).max(1),
        termSimilarity: Joi.number().min(0),
        pageLength: Joi.number().min(0).max(1),
        termSaturation: Joi.number().min(0).max(2),
        diacriticSimilarity: Joi.number().min(0),
      }).messages({
        'object.unknown':
          '{#label} is not a ranking weight of docusaurus-theme-search-pagefind (termFrequency, termSimilarity, pageLength, termSaturation, diacriticSimilarity)',
      }),
      algolia: Joi.object({
        appId: nonEmpty.required(),
        apiKey: nonEmpty.required(),
        indexName: nonEmpty.required(),
        searchParameters: Joi.object().unknown(),
      }),
      id: Joi.string(),
    })
      // Other sites' bundles are read, and pages ranked, by this theme's own engine, which the
      // Algolia engine replaces.
      .custom((options: PluginOptions, helpers) =>
        options.algolia && options.sites.length > 0
          ? helpers.message({
              custom:
                '"sites" cannot be used with "algolia": other sites are searched by the local engine',
            })
          : options.algolia && options.ranking
            ? helpers.message({
                custom:
                  '"ranking" cannot be used with "algolia": Algolia ranks with its own settings',
              })
            : options,
      )
      .messages({
        'object.unknown':
          '{#label} is not an option of docusaurus-theme-search-pagefind (see its README, "Options")',
      })
      .prefs({abortEarly: false})
  ); // every wrong option in one message
}

let schema: ReturnType<typeof optionsSchema> | undefined;

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  schema ??= optionsSchema();
  return validate(schema, options ?? {});
}
