import {existsSync} from 'node:fs';
import path from 'node:path';

// Where a route's HTML file is in the output folder, and its public URL.

/** The HTML file Docusaurus wrote for a route (trailingSlash false → "a/b.html", else "a/b/index.html"). */
export function routeHtmlFile(outDir: string, baseUrl: string, routePath: string): string | null {
  if (!routePath.startsWith(baseUrl)) return null;
  const relative = routePath.slice(baseUrl.length).replace(/\/$/, '');
  const candidates = relative
    ? [`${relative}.html`, path.join(relative, 'index.html'), relative]
    : ['index.html'];
  for (const candidate of candidates) {
    const file = path.join(outDir, candidate);
    if (candidate.endsWith('.html') && existsSync(file)) return file;
  }
  return null;
}

/** Absolute URL of a route: site origin + route path, e.g. "https://notes.example.org/blog-notes/docs/intro". */
export function routeUrl(siteUrl: string, routePath: string): string {
  return `${siteUrl.replace(/\/$/, '')}${routePath}`;
}
