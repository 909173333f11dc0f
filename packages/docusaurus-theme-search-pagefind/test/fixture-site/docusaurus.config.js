// @ts-check
// A small classic site that adds the search theme the way any site would: its name in
// `themes`, no options, no `themeConfig.algolia`. ../fixture.mjs installs it from the package's
// tarball in a folder outside the repository, builds it and searches it in Chromium.
//
// FIXTURE_VARIANT picks one of three shapes, so that one install proves them all:
// - "default": baseUrl /fixture/, trailingSlash unset (Docusaurus's default; the repository's
//   own site has false), English + Simplified Chinese; it searches another site too (the theme's
//   `sites` option): the "many" build, served on its own port by ../otherSiteHost.mjs, labelled
//   "Weather station" (气象站 in Chinese: i18n/zh-Hans/code.json);
// - "wide": baseUrl /, trailingSlash true, English + Japanese (which Pagefind segments
//   differently from Chinese) and a second docs plugin instance ("guides"); the theme's one
//   option here turns the marks on the opened page off (pageMarks: false);
// - "algolia": the default shape with the theme's `algolia` option (built in English only): the
//   same modal and search page ask Algolia, which the browser test stands in for;
// - "many": six locales (English, German, Spanish, Arabic written right to left, Korean and
//   Traditional Chinese), each with its own short docs and home page under many/ (docs
//   unversioned, no blog), baseUrl /.
// FIXTURE_BUNDLER=rspack builds as create-docusaurus's template does, with `future.v4` (Docusaurus
// Faster: Rspack and SWC; the site then depends on @docusaurus/faster); otherwise webpack and
// Babel, as a site without it. ../fixture.mjs builds the npm site's algolia shape with webpack,
// its other shapes with Rspack, and the site pinned to 3.7.0 with webpack.

const wide = process.env.FIXTURE_VARIANT === 'wide';
const algolia = process.env.FIXTURE_VARIANT === 'algolia';
const many = process.env.FIXTURE_VARIANT === 'many';
const rspack = process.env.FIXTURE_BUNDLER === 'rspack';
/** Where ../playwright.config.ts serves the other site the default build searches. */
const otherSite = `http://localhost:${Number(process.env.FIXTURE_PORT ?? 3410) + 4}/`;

/** @type {import('@docusaurus/types').Config} */
module.exports = {
  title: 'Harbour Fixture',
  tagline: 'A fixture site for the search theme',
  url: 'http://localhost',
  baseUrl: wide || many ? '/' : '/fixture/',
  trailingSlash: wide ? true : undefined,
  onBrokenLinks: 'throw',
  future: rspack ? {v4: true} : {},

  i18n: many
    ? {defaultLocale: 'en', locales: ['en', 'de', 'es', 'ar', 'ko', 'zh-Hant'], path: 'many/i18n'}
    : {defaultLocale: 'en', locales: wide ? ['en', 'ja'] : ['en', 'zh-Hans']},

  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      (
        many
          ? {
              docs: {path: 'many/docs', sidebarPath: './sidebars.js', disableVersioning: true},
              blog: false,
              pages: {path: 'many/pages'},
            }
          : {
              docs: {sidebarPath: './sidebars.js'},
              blog: {showReadingTime: false, onUntruncatedBlogPosts: 'ignore'},
            }
      ),
    ],
  ],

  plugins: wide
    ? [
        [
          '@docusaurus/plugin-content-docs',
          {id: 'guides', path: 'guides', routeBasePath: 'guides', sidebarPath: false},
        ],
      ]
    : [],

  themes: algolia
    ? [
        [
          'docusaurus-theme-search-pagefind',
          {algolia: {appId: 'FIXTUREAPP', apiKey: 'fixture-search-key', indexName: 'harbour'}},
        ],
      ]
    : wide
      ? [['docusaurus-theme-search-pagefind', {pageMarks: false}]]
      : many
        ? ['docusaurus-theme-search-pagefind']
        : [
            [
              'docusaurus-theme-search-pagefind',
              {sites: [{url: otherSite, label: 'Weather station'}]},
            ],
          ],

  themeConfig: {
    navbar: {
      title: 'Harbour Fixture',
      items: [
        {type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs'},
        ...(wide ? [{to: '/guides/rigging', label: 'Guides', position: 'left'}] : []),
        ...(many
          ? []
          : [
              {to: '/blog', label: 'Blog', position: 'left'},
              {type: 'docsVersionDropdown', position: 'right'},
            ]),
        {type: 'localeDropdown', position: 'right'},
      ],
    },
  },
};
