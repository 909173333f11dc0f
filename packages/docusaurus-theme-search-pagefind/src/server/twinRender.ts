import {markdownPageHtml, type MarkdownOptions} from './markdownPage.js';
import {twinSourceText} from './twinSource.js';

// A twin's Markdown source rendered to the HTML the production extractor
// reads, as the dev index renders sources (markdownPage.ts), only what of it a twin needs
// (twinSource.ts). Used by the build's thread (twins.ts) and by the worker that renders twins
// ahead of the index (twinWorker.ts, twinPrefetch.ts), so both give the same HTML.

/** A twin source to render. */
export interface TwinRenderJob {
  file: string;
  /** The docsearch language of the source's locale (siteLocales.ts's docsearchLanguage). */
  lang: string;
  mdx: boolean;
}

/** A rendered twin source, as it was when read (its modification time). */
export interface RenderedTwin extends TwinRenderJob {
  mtimeMs: number;
  html: string;
}

/** The title in a Markdown file's front matter, or '' (the file's own h1 then titles it). */
export function frontMatterTitle(source: string): string {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  const line = front && /^title:\s*(.+?)\s*$/m.exec(front[1]);
  if (!line) return '';
  const value = line[1];
  const quoted = /^(["'])(.*)\1$/.exec(value);
  return quoted ? quoted[2].replace(/\\"/g, '"').replace(/''/g, "'") : value;
}

/** The HTML of the twin source `text` (the file `job.file`). */
export function renderTwinHtml(
  text: string,
  {file, lang, mdx}: TwinRenderJob,
  markdown: MarkdownOptions | undefined,
): Promise<string> {
  return markdownPageHtml(
    twinSourceText(text, mdx),
    {
      htmlLang: lang,
      language: lang,
      docusaurusTag: 'twin',
      version: null,
      title: frontMatterTitle(text),
      lvl0: null,
      mdx,
    },
    markdown,
    file,
  );
}
