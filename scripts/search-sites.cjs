// The other sites the site's search also searches (the search theme's `sites` option), from
// SEARCH_SITES: a JSON list of `{url, label, weight?}` (the theme checks each). Read by
// docusaurus.config.ts, and by the Content-Security-Policy script, which admits the origins of
// the cross-origin ones in `connect-src` and nothing more. Node only; CommonJS so that both the
// TypeScript config and the .mjs scripts load it.

/** The listed sites, or none when SEARCH_SITES is unset or empty. */
function searchSites(value = process.env.SEARCH_SITES) {
  if (!value || !value.trim()) return [];
  let sites;
  try {
    sites = JSON.parse(value);
  } catch (error) {
    throw new Error(`SEARCH_SITES is not JSON: ${error.message}`, {cause: error});
  }
  if (!Array.isArray(sites))
    throw new Error('SEARCH_SITES must be a JSON list of {"url", "label", "weight"?}');
  return sites;
}

/** The origins of the sites served from another origin than `siteUrl` (a path is this origin). */
function searchSiteOrigins(sites, siteUrl) {
  const own = new URL(siteUrl).origin;
  const origins = new Set();
  for (const site of sites) {
    const url = typeof site?.url === 'string' ? site.url : '';
    if (!/^https?:\/\//i.test(url)) continue;
    const {origin} = new URL(url);
    if (origin !== own) origins.add(origin);
  }
  return [...origins].sort();
}

module.exports = {searchSites, searchSiteOrigins};
