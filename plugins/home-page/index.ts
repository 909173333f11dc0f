// Build-time (Node) Docusaurus plugin: the home page, from the content. Once every plugin has
// loaded its content, it takes the newest posts and the docs sidebar's sections of the locale
// being built and adds the "/" route with them as a data module of its own, so only the home
// page loads them (global data would be in every page's bundle).
import type {LoadContext, Plugin} from '@docusaurus/types';
import {homeData, type BlogContentLike, type DocsVersionLike} from './collect';

export interface HomePageOptions {
  /** How many of the newest posts to show. Default 3. */
  readonly posts?: number;
  /** The docs sidebar whose top-level categories are the doc sections. Default 'tutorialSidebar'. */
  readonly sidebarId?: string;
}

export default function homePagePlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = (rawOptions ?? {}) as HomePageOptions;
  return {
    name: 'home-page',
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as
        BlogContentLike | undefined;
      const docs = (
        allContent['docusaurus-plugin-content-docs']?.default as
          {loadedVersions: DocsVersionLike[]} | undefined
      )?.loadedVersions[0];
      const data = homeData(blog, docs, {
        posts: options.posts ?? 3,
        sidebarId: options.sidebarId ?? 'tutorialSidebar',
      });
      const dataPath = await actions.createData('home.json', JSON.stringify(data));
      actions.addRoute({
        path: context.baseUrl,
        exact: true,
        component: '@site/src/components/HomePage',
        modules: {home: dataPath},
      });
    },
  };
}
