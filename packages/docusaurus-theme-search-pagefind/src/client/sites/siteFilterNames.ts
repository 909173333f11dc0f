// The names the site filter (option `sites`) is said with, in a module of their own that
// imports nothing: the search page's own chunk reads them, the client's code comes later.

/** The facet the search page's filter travels as ("site:this", "site:<label>"). */
export const SITE_FACET = 'site';

/** The facet's value for this site. */
export const THIS_SITE = 'this';

/** The search page's URL parameter for the filter (`?site=`). */
export const SITE_PARAM = 'site';
