// A corpus chapter (Markdown with front matter, see the corpus README) as the HTML page the
// site's production build makes of it, near enough for the search extractor: the page shell of
// bench/generate.ts, the front matter's title as the h1, the Markdown rendered by micromark
// (CommonMark + GFM, as Docusaurus's `format: md`; raw HTML shown as text), headings with
// Docusaurus's ids and anchors, and code blocks in <pre> as Docusaurus leaves them. Node only.
// Lets the npm-test floor index real chapters without a Docusaurus build.
import {load} from 'cheerio';
import {micromark} from 'micromark';
import {gfm, gfmHtml} from 'micromark-extension-gfm';
import {
  docPageHtml,
  escapeHtml,
  hashLink,
  HEADING_CLASS,
  sidebarCategory,
  slugify,
} from '../pageHtml';

export interface ChapterPage {
  url: string;
  html: string;
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

/**
 * The chapter `name` (file name without .md) of `locale`, given its Markdown. zh is the site's
 * default locale (no path prefix); every other locale's pages are under /<locale>/.
 */
export function chapterPage(
  markdown: string,
  name: string,
  locale: string,
  {siteUrl = 'https://notes.example.org', baseUrl = '/blog-notes/'} = {},
): ChapterPage {
  const front = FRONT_MATTER.exec(markdown);
  const titleLine = front && /^title:\s*(.+)$/m.exec(front[1]);
  if (!titleLine) throw new Error(`${locale}/${name}.md has no title in its front matter`);
  const title = titleLine[1].startsWith('"')
    ? (JSON.parse(titleLine[1]) as string)
    : titleLine[1].trim();
  const prefix = `${baseUrl}${locale === 'zh' ? '' : `${locale}/`}`;
  const href = `${prefix}docs/rust-book/${name}`;

  const $ = load(
    micromark(markdown.slice(front![0].length), {
      allowDangerousHtml: true,
      extensions: [gfm()],
      htmlExtensions: [gfmHtml()],
    }),
    null,
    false,
  );
  const ids = new Map<string, number>();
  $('h1, h2, h3, h4, h5, h6').each((_, element) => {
    const heading = $(element);
    const text = heading.text();
    const base = slugify(text) || 'section';
    const seen = ids.get(base) ?? 0;
    ids.set(base, seen + 1);
    const id = seen ? `${base}-${seen}` : base;
    heading
      .attr('id', id)
      .attr('class', HEADING_CLASS)
      .append(hashLink(id, escapeHtml(text), locale));
  });
  const sidebar = sidebarCategory('rust-book', `${prefix}docs/category/rust-book`, {href, title});
  return {
    url: `${siteUrl}${href}`,
    html: docPageHtml({
      locale,
      url: `${siteUrl}${href}`,
      docId: `rust-book/${name}`,
      title,
      sidebar,
      crumb: 'rust-book',
      body: $.html(),
    }),
  };
}
