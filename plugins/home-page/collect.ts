// Build-time (Node) code: the home page's data from the loaded content of the blog and docs
// plugins (both locales build their own). Pure functions of that content, tested beside it.
import type {HomeData, HomePost, HomeSection} from './types';

/** The fields of the blog plugin's content read here. */
export interface BlogContentLike {
  readonly blogPosts: ReadonlyArray<{
    readonly metadata: {
      readonly title: string;
      readonly permalink: string;
      readonly date: Date | string;
      readonly description?: string;
      readonly unlisted?: boolean;
      readonly frontMatter?: {readonly draft?: boolean};
    };
  }>;
}

/** A sidebar item as the docs plugin loads it (the fields read here). */
export interface SidebarItemLike {
  readonly type: string;
  readonly label?: string;
  readonly items?: readonly SidebarItemLike[];
  readonly link?: {
    readonly type: string;
    readonly id?: string;
    readonly permalink?: string;
    readonly title?: string;
    readonly description?: string;
    readonly slug?: string;
  };
}

/** The fields of one docs version read here. */
export interface DocsVersionLike {
  readonly sidebars: Readonly<Record<string, readonly SidebarItemLike[]>>;
  readonly docs: ReadonlyArray<{
    readonly id: string;
    readonly permalink: string;
    readonly title: string;
    readonly description: string;
  }>;
}

/** The `count` newest listed posts. */
export function newestPosts(blog: BlogContentLike, count: number): HomePost[] {
  return blog.blogPosts
    .filter((post) => !post.metadata.unlisted)
    .map(({metadata}) => ({
      title: metadata.title,
      permalink: metadata.permalink,
      date: new Date(metadata.date).toISOString(),
      description: metadata.description ?? '',
    }))
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, count);
}

function countDocs(items: readonly SidebarItemLike[] | undefined): number {
  return (items ?? []).reduce(
    (sum, item) =>
      sum +
      (item.type === 'doc' || item.type === 'ref' ? 1 : 0) +
      (item.type === 'category' ? countDocs(item.items) + (item.link?.type === 'doc' ? 1 : 0) : 0),
    0,
  );
}

/** The top-level categories of `sidebarId`, each with its landing page and size. */
export function docSections(version: DocsVersionLike, sidebarId: string): HomeSection[] {
  const sections: HomeSection[] = [];
  for (const item of version.sidebars[sidebarId] ?? []) {
    if (item.type !== 'category' || !item.link) continue;
    const doc =
      item.link.type === 'doc'
        ? version.docs.find((entry) => entry.id === item.link!.id)
        : undefined;
    // A generated index's link carries its permalink, title and description itself.
    const permalink = doc?.permalink ?? item.link.permalink;
    if (!permalink) continue;
    sections.push({
      title: item.label ?? item.link.title ?? doc?.title ?? '',
      permalink,
      description: item.link.description ?? doc?.description ?? '',
      docCount: countDocs(item.items) + (doc ? 1 : 0),
    });
  }
  return sections;
}

export function homeData(
  blog: BlogContentLike | undefined,
  docs: DocsVersionLike | undefined,
  options: {posts: number; sidebarId: string},
): HomeData {
  return {
    posts: blog ? newestPosts(blog, options.posts) : [],
    sections: docs ? docSections(docs, options.sidebarId) : [],
  };
}
