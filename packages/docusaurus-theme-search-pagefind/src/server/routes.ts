import type {PluginRouteConfig, RouteConfig} from '@docusaurus/types';
import {docusaurusModule} from './siteDocusaurus.js';

// Which of a locale's routes the index takes, by the plugin that made each
// route (docs, blog, anything else is a "page") and the ignorePatterns globs.

export type RouteKind = 'docs' | 'blog' | 'pages';

const KIND_BY_PLUGIN: Record<string, RouteKind> = {
  'docusaurus-plugin-content-docs': 'docs',
  'docusaurus-plugin-content-blog': 'blog',
};

/** Every route path with the kind of the plugin that made it (child routes belong to their parent's plugin). */
export function routeKinds(routes: readonly PluginRouteConfig[]): Map<string, RouteKind> {
  const kinds = new Map<string, RouteKind>();
  const visit = (route: RouteConfig, kind: RouteKind) => {
    if (!kinds.has(route.path)) kinds.set(route.path, kind);
    for (const child of route.routes ?? []) visit(child, kind);
  };
  for (const route of routes) visit(route, KIND_BY_PLUGIN[route.plugin?.name] ?? 'pages');
  return kinds;
}

export interface RouteFilter {
  include: Record<RouteKind, boolean>;
  /** Globs on the route path after the locale's base URL ("/blog/tags/**"). */
  ignorePatterns: readonly string[];
  /** The locale's base URL, e.g. "/en/". */
  baseUrl: string;
}

/** Whether a route of the given kind goes into the index. */
export function routeFilter({
  include,
  ignorePatterns,
  baseUrl,
}: RouteFilter): (routePath: string, kind: RouteKind) => boolean {
  const {createMatcher} = docusaurusModule<typeof import('@docusaurus/utils')>('@docusaurus/utils');
  const ignored = createMatcher([...ignorePatterns]);
  return (routePath, kind) => {
    if (!include[kind]) return false;
    const sitePath = routePath.startsWith(baseUrl)
      ? `/${routePath.slice(baseUrl.length)}`
      : routePath;
    return !ignored(sitePath);
  };
}
