// The inline script put first in each locale's 404.html (see index.ts). Plain static hosts
// (GitHub Pages, `docusaurus serve`) answer every unknown path with the root 404.html, which is
// the default locale's; and a path with malformed percent-encoding (`/blog-notes/%`) stops
// the app before it hydrates ("URI malformed" in the router), leaving search, drawer and
// colour toggle dead. Before any other script runs, the script:
// 1. in the default locale's 404 page, under another locale's path (`/blog-notes/en/…`):
//    goes to that locale's 404 page (`/blog-notes/en/404`: hosts that serve `x.html` for `/x`
//    all answer it; `docusaurus serve` turns `404.html` into a redirect that loses the base
//    URL), passing the path in `?path=` (location.replace: no extra
//    history entry);
// 2. in a locale's 404 page opened so (`/blog-notes/en/404?path=…`): puts the visitor's
//    path back in the address bar, if it is on this origin under this locale's base URL;
// 3. makes a malformed path decodable by escaping its `%` signs (it stays a 404 either way).

export interface NotFoundScriptOptions {
  /** This locale's base URL, e.g. `/blog-notes/` or `/blog-notes/en/`. */
  baseUrl: string;
  /** In the default locale's page only: the base URLs of the other locales. */
  otherLocaleBaseUrls: string[];
}

/** The parameter that carries the visitor's path to another locale's 404 page. */
export const PATH_PARAM = 'path';

function notFoundScript(base: string, others: string[], param: string): void {
  const l = window.location;
  const under = (path: string, prefix: string) =>
    path === prefix.slice(0, -1) || path.indexOf(prefix) === 0;
  for (const other of others) {
    if (under(l.pathname, other)) {
      document.documentElement.style.visibility = 'hidden';
      l.replace(`${other}404?${param}=${encodeURIComponent(l.pathname + l.search + l.hash)}`);
      return;
    }
  }
  let path = l.pathname + l.search + l.hash;
  const from = new URLSearchParams(l.search).get(param);
  if (from !== null) {
    try {
      const target = new URL(from, l.origin);
      if (target.origin === l.origin && under(target.pathname, base))
        path = target.pathname + target.search + target.hash;
    } catch {
      // not a URL: stay at this page's own address
    }
  }
  try {
    decodeURI(path);
  } catch {
    path = path.replace(/%/g, '%25');
  }
  if (path !== l.pathname + l.search + l.hash)
    window.history.replaceState(window.history.state, '', path);
}

/** The script's source, for a `<script>` element. */
export function notFoundHeadScript({baseUrl, otherLocaleBaseUrls}: NotFoundScriptOptions): string {
  const args = [baseUrl, otherLocaleBaseUrls, PATH_PARAM].map((value) =>
    JSON.stringify(value).replace(/</g, '\\u003c'),
  );
  return `(${notFoundScript.toString()})(${args.join(',')})`;
}

/** `html` with the script as the first element of its head. */
export function withNotFoundScript(html: string, options: NotFoundScriptOptions): string {
  const head = /<head[^>]*>/i.exec(html);
  if (!head) throw new Error('404.html has no <head>');
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}<script>${notFoundHeadScript(options)}</script>${html.slice(at)}`;
}
