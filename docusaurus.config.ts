import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import robotsTxt from './plugins/robots-txt';
import themeColours from './plugins/theme-colours';
import lazyPrism from './plugins/lazy-prism';
import prefetchOnce from './plugins/prefetch-once';
import tslibHelpers from './plugins/tslib-helpers';
import offlineNavigation from './plugins/offline-navigation';
import notFound from './plugins/not-found';
import homePage, {type HomePageOptions} from './plugins/home-page';
import dateFormats from './plugins/date-formats';
import {appLoaderPlugin, ssrTemplate} from './ssr-template';
import {readablePrismTheme} from './src/utils/readablePrismTheme';
import relinkTranslations from './plugins/translation-status/relink';
import {parseFrontMatterWithTranslationStatus} from './plugins/translation-status/frontMatter';
import {currentLocale} from './plugins/translation-status/locale';
import {lastUpdateAuthorVcs} from './plugins/last-update-author';
import {searchSites as searchSitesOf} from './scripts/search-sites.cjs';

// This file runs in Node.js only (at build and dev-server start), never in the browser.
//
// Deployment settings come from the environment so one checkout can be served from
// any host. Every variable is optional; the defaults build a site that works on
// http://localhost:3000/blog-notes/.

/** Public origin of the site, used for canonical URLs, the sitemap and search records. */
const siteUrl = process.env.SITE_URL ?? 'https://notes.example.org';
/** Path the site is served under; always starts and ends with "/". */
const baseUrl = normaliseBaseUrl(process.env.BASE_URL ?? '/blog-notes/');
/** Source repository linked from the navbar and footer. */
const repoUrl = process.env.REPO_URL ?? 'https://github.com/notes-author/blog-notes';
/** Visitor-counter badge image shown in the navbar. Set to an empty string to hide it. */
const badgeUrl =
  process.env.BADGE_URL ?? 'https://visitor-badge.laobi.icu/badge?page_id=notes-author.blog-notes';

/** The locale being built or served (Docusaurus says so in DOCUSAURUS_CURRENT_LOCALE). */
const locale = currentLocale('zh');
const isEnglish = locale === 'en';

/**
 * Search runs on the embedded Pagefind index unless all three Algolia variables are set at
 * build time; then the modal and /search page talk to Algolia (see README "Search").
 */
const algolia = {
  appId: process.env.ALGOLIA_APP_ID ?? '',
  apiKey: process.env.ALGOLIA_SEARCH_API_KEY ?? '',
  indexName: process.env.ALGOLIA_INDEX_NAME ?? '',
};
const useAlgolia = Boolean(algolia.appId && algolia.apiKey && algolia.indexName);

/** Other sites the search searches too (SEARCH_SITES; README "Configuration"). */
const searchSites = searchSitesOf();

/**
 * On the English site, relative .md links reach the Chinese original where a translation is
 * missing (README, "Writing content in both languages").
 */
const translationLinks = [relinkTranslations, {siteDir: __dirname, defaultLocale: 'zh'}] as [
  typeof relinkTranslations,
  Parameters<typeof relinkTranslations>[0],
];

function normaliseBaseUrl(value: string): string {
  const trimmed = value.trim().replace(/^\/*|\/*$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

const config: Config = {
  title: isEnglish ? 'Workbench Notes' : '工作台笔记',
  tagline: isEnglish
    ? 'Hands-on notes on Node.js back ends, React Native and running your own tools'
    : 'Node.js 后端、React Native 与自建工具的实战笔记',
  favicon: 'img/logo.svg',

  // Pages paint their served HTML before the app's scripts run (see ssr-template.ts).
  ssrTemplate,
  future: {
    v4: true, // Docusaurus v4 behaviour, including Docusaurus Faster (Rspack + SWC)
    // "Last updated by" names the author (.mailmap, blog/authors.yml), not a git config's name.
    experimental_vcs: lastUpdateAuthorVcs({siteDir: __dirname, locale, defaultLocale: 'zh'}),
  },

  url: siteUrl,
  baseUrl,
  // One colour-mode choice (and docs version, announcement state) for the whole site, both
  // locales: `future.v4` names browser-storage keys after the URL and base URL, which gave
  // /blog-notes/ and /blog-notes/en/ keys of their own (theme-05b, theme-1b9). A fixed name
  // still keeps this site's keys apart from other sites on the same host.
  storage: {namespace: 'blog-notes'},
  trailingSlash: false,

  organizationName: 'notes-author',
  projectName: 'blog-notes',

  // Broken links fail the build; the softer problems only warn.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    // Adds `translation_status` to the front matter of English pages whose translation is
    // outdated or missing; src/theme/DocItem/Content and BlogPostItem/Content show the notice.
    parseFrontMatter: parseFrontMatterWithTranslationStatus(__dirname, 'zh'),
    hooks: {
      onBrokenMarkdownLinks: 'warn',
    },
  },

  i18n: {
    defaultLocale: 'zh',
    locales: ['zh', 'en'],
    localeConfigs: {
      zh: {label: '中文', direction: 'ltr', htmlLang: 'zh-Hans', calendar: 'gregory', path: 'zh'},
      en: {label: 'English', direction: 'ltr', htmlLang: 'en-GB', calendar: 'gregory', path: 'en'},
    },
  },

  plugins: [
    // Adds the app's scripts once the served page is on screen (see ssr-template.ts).
    appLoaderPlugin,
    robotsTxt, // robots.txt with every locale's sitemap
    // Applies the visitor's saved custom-theme colours before first paint.
    themeColours,
    // Prism is loaded only when a code block must be highlighted in the browser.
    lazyPrism,
    // Route chunks are prefetched once each, when the main thread is idle.
    prefetchOnce,
    // Docusaurus's modules get the two tslib helpers they call, not all of tslib.
    tslibHelpers,
    // Offline, a link to a page not yet downloaded says so in the page instead of reloading the tab.
    offlineNavigation,
    // 404.html works on plain static hosts: English paths get the English page, malformed paths hydrate.
    notFound,
    // The home page: the newest posts and the doc sections, from the content of each locale.
    [homePage, {posts: 3, sidebarId: 'tutorialSidebar'} satisfies HomePageOptions],
    // Pages write their dates from tables the build derives from Intl, not with Intl at start-up.
    dateFormats,
    [
      '@docusaurus/plugin-client-redirects',
      {
        // "/docs" is the docs plugin's layout route, not a page: send visitors to the foreword.
        redirects: [{from: '/docs', to: '/docs/intro'}],
      },
    ],
  ],

  themes: [
    [
      // Search: the DocSearch modal and /search page on a Pagefind index per locale (packages/).
      'docusaurus-theme-search-pagefind',
      {
        missingResultsUrl: `${repoUrl}/issues/new?title=Search%3A+{query}`,
        ...(useAlgolia && {algolia}),
        ...(searchSites.length > 0 && {sites: searchSites}),
      },
    ],
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          sidebarCollapsed: false, // a small docs set: show every category open
          editUrl: `${repoUrl}/tree/main/`,
          editLocalizedFiles: true,
          showLastUpdateAuthor: true,
          showLastUpdateTime: true,
          beforeDefaultRemarkPlugins: [translationLinks],
          lastVersion: 'current',
          versions: {current: {label: 'Next'}},
        },
        blog: {
          // Titles are in Chinese here; i18n/en/docusaurus-plugin-content-blog/options.json translates them.
          blogTitle: '个人日志',
          blogDescription: '搭建和运维真实项目时的记录', // under the title on the list: no repeat of it
          blogSidebarTitle: '全部文章',
          blogSidebarCount: 'ALL',
          showReadingTime: true,
          showLastUpdateAuthor: true,
          showLastUpdateTime: true,
          editUrl: `${repoUrl}/tree/main/`,
          editLocalizedFiles: true,
          feedOptions: {type: ['rss', 'atom'], xslt: true},
          beforeDefaultRemarkPlugins: [translationLinks],
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
        },
        theme: {
          customCss: './src/css/custom.css',
        },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: 'welcome-2024',
      // Two wordings: src/css/custom.css shows the one for the device's pointer (a touch
      // screen has no keyboard shortcut).
      content: isEnglish
        ? '<span class="announcement-keys">Welcome! Press <kbd>Ctrl</kbd> + <kbd>K</kbd> to search every note on this site.</span>' +
          '<span class="announcement-touch">Welcome! Tap the search button at the top to search every note on this site.</span>'
        : '<span class="announcement-keys">欢迎！按 <kbd>Ctrl</kbd> + <kbd>K</kbd> 即可搜索本站的全部笔记。</span>' +
          '<span class="announcement-touch">欢迎！点页面顶部的搜索按钮，即可搜索本站的全部笔记。</span>',
      // The colour mode's own colours (the theme's default is a white bar in both modes).
      backgroundColor: 'var(--ifm-color-emphasis-100)',
      textColor: 'var(--ifm-font-color-base)',
      isCloseable: false,
    },
    docs: {
      sidebar: {
        hideable: true,
        autoCollapseCategories: false,
      },
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    navbar: {
      title: '工作台笔记', // translated in i18n/en/docusaurus-theme-classic/navbar.json
      hideOnScroll: true,
      logo: {
        alt: '工作台笔记标志',
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      items: [
        {
          type: 'docSidebar',
          sidebarId: 'tutorialSidebar',
          position: 'left',
          label: '文档',
        },
        {to: '/blog', label: '博客', position: 'left'},
        ...(badgeUrl
          ? [{type: 'custom-visitorBadge', position: 'right', src: badgeUrl} as const]
          : []),
        {type: 'custom-themeDrawer', position: 'right'},
        {type: 'docsVersionDropdown', position: 'right'},
        {type: 'localeDropdown', position: 'right'},
        {
          href: repoUrl,
          label: 'GitHub',
          position: 'right',
          'aria-label': 'GitHub',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: '文档',
          items: [{label: '前言', to: '/docs/intro'}],
        },
        {
          title: '社区',
          items: [
            {
              label: 'Stack Overflow',
              href: 'https://stackoverflow.com/questions/tagged/docusaurus',
            },
            {label: 'Discord', href: 'https://discord.gg/docusaurus'},
            {label: 'X', href: 'https://x.com/docusaurus'},
          ],
        },
        {
          title: '更多',
          items: [
            {label: '博客', to: '/blog'},
            {label: 'GitHub', href: repoUrl},
          ],
        },
      ],
      copyright: 'Copyright © 2024 工作台笔记。使用 Docusaurus 构建。', // English in i18n/en/…/footer.json
    },
    prism: {
      theme: readablePrismTheme(prismThemes.github),
      darkTheme: readablePrismTheme(prismThemes.dracula),
      // What the content uses beyond prism-react-renderer's defaults (which include json and yaml).
      additionalLanguages: ['bash', 'groovy', 'ini', 'ignore', 'powershell', 'properties'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
