// Runs after `docusaurus build` (npm run build: scripts/build.mjs passes the folder Docusaurus
// wrote as --dir): hashes every inline script of the built pages and writes what a host needs
// to serve the site under a strict Content-Security-Policy (`script-src 'self'` plus those
// hashes, no 'unsafe-inline'):
//   <dir>/csp-hashes.json  per locale: the hashes and a ready policy; and one policy for all
//   <dir>/_headers         the policy for Netlify and Cloudflare Pages
// With CSP_META=true it also puts the policy in every page as a <meta http-equiv> (for hosts
// that cannot set headers, such as GitHub Pages).
//
// Not a Docusaurus postBuild: Docusaurus runs every plugin's postBuild at once, and some of
// them write HTML (the not-found plugin's 404 script, the client-redirects pages), so only a
// step after the whole build sees the final pages, of both locales.
//
//   node scripts/csp-hashes.mjs [--dir build]
import fs from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {baseUrl, buildDir as defaultBuildDir} from './site-paths.cjs';
import {searchSites, searchSiteOrigins} from './search-sites.cjs';
import {
  hasInlineEventHandler,
  inlineScripts,
  offSiteImageOrigins,
  scriptHash,
} from './csp/pageSources.mjs';
import {algoliaOrigins, contentSecurityPolicy, headersFile, withMetaPolicy} from './csp/policy.mjs';

const {values} = parseArgs({options: {dir: {type: 'string', default: defaultBuildDir}}});
const buildDir = path.resolve(values.dir);

/** Every .html file under `dir`, relative to it, sorted. */
async function htmlFiles(dir) {
  const entries = await fs.readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Locale folders: the root, and each folder holding a locale build of its own (404.html and sitemap.xml). */
async function localeDirs(dir) {
  const entries = await fs.readdir(dir, {withFileTypes: true});
  const nested = [];
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const own = await Promise.all(
      ['404.html', 'sitemap.xml'].map((name) =>
        fs.access(path.join(dir, entry.name, name)).then(
          () => true,
          () => false,
        ),
      ),
    );
    if (own.every(Boolean)) nested.push(`${entry.name}/`);
  }
  return ['', ...nested.sort()];
}

// The search talks to Algolia when the build had all three variables (docusaurus.config.ts).
const {ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME} = process.env;
// It reads the other sites of SEARCH_SITES too (docusaurus.config.ts): those of other origins.
const connectOrigins = [
  ...algoliaOrigins(
    ALGOLIA_APP_ID && ALGOLIA_SEARCH_API_KEY && ALGOLIA_INDEX_NAME ? ALGOLIA_APP_ID : '',
  ),
  ...searchSiteOrigins(searchSites(), process.env.SITE_URL ?? 'https://notes.example.org'),
];

const base = baseUrl();
const dirs = await localeDirs(buildDir);
const files = await htmlFiles(buildDir);
/** The locale folder a page belongs to: the longest one its path starts with. */
const localeOf = (file) =>
  dirs
    .filter((dir) => file.replaceAll(path.sep, '/').startsWith(dir))
    .sort((a, b) => b.length - a.length)[0];

const pages = new Map(); // file -> html
const locales = dirs.map((dir) => ({
  dir,
  pages: 0,
  inlineScripts: 0,
  hashes: new Set(),
  imageOrigins: new Set(),
}));
for (const file of files) {
  const html = await fs.readFile(path.join(buildDir, file), 'utf8');
  pages.set(file, html);
  const locale = locales.find(({dir}) => dir === localeOf(file));
  const scripts = inlineScripts(html);
  locale.pages++;
  locale.inlineScripts += scripts.length;
  for (const script of scripts) locale.hashes.add(scriptHash(script));
  for (const origin of offSiteImageOrigins(html)) locale.imageOrigins.add(origin);
  if (hasInlineEventHandler(html)) {
    console.warn(
      `[csp-hashes] ${file} has an inline event handler (on…=): no hash can allow it; it will not run under the policy`,
    );
  }
}

const union = (key) => [...new Set(locales.flatMap((locale) => [...locale[key]]))].sort();
const allHashes = union('hashes');
const policy = contentSecurityPolicy({
  scriptHashes: allHashes,
  imageOrigins: union('imageOrigins'),
  connectOrigins,
});
const summary = {
  policy,
  scriptHashes: allHashes,
  locales: locales.map((locale) => {
    const scriptHashes = [...locale.hashes].sort();
    const imageOrigins = [...locale.imageOrigins].sort();
    return {
      path: `${base}${locale.dir}`,
      pages: locale.pages,
      inlineScripts: locale.inlineScripts,
      scriptHashes,
      policy: contentSecurityPolicy({scriptHashes, imageOrigins, connectOrigins}),
    };
  }),
};

await fs.writeFile(path.join(buildDir, 'csp-hashes.json'), `${JSON.stringify(summary, null, 2)}\n`);
// One rule for the whole site: Cloudflare Pages joins the values of a header set by several
// matching rules, and two policies are both enforced, so a rule per locale (the English one
// inside the default locale's) would block each locale's scripts in the other.
await fs.writeFile(path.join(buildDir, '_headers'), headersFile([{pattern: `${base}*`, policy}]));

if (process.env.CSP_META === 'true') {
  await Promise.all(
    [...pages].map(([file, html]) =>
      fs.writeFile(path.join(buildDir, file), withMetaPolicy(html, policy)),
    ),
  );
}

console.log(
  `[csp-hashes] ${summary.locales
    .map(
      (l) =>
        `${l.path}: ${l.pages} pages, ${l.inlineScripts} inline scripts, ${l.scriptHashes.length} distinct hashes`,
    )
    .join(
      '; ',
    )}; ${allHashes.length} hashes in all${process.env.CSP_META === 'true' ? '; <meta> policy put in every page' : ''}`,
);
