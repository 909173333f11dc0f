import type {StemmerName} from './languages.js';

// Where a stemmer's file is, as both sides name it: the build writes the locale's stemmers into
// its bundle folder (server/stemmerFiles.ts) and the browser imports them from the site's own
// (client/engine/stemmers/stemmers.ts). The package's sources (client/engine/stemmers/snowball)
// and its build (lib/stemmers) name each file alike.

/** The folder of a bundle that holds its stemmers: `<bundle>/stemmers/`. */
export const STEMMERS_DIR = 'stemmers';

/** The stemmers' folder of a bundle folder (a URL ending in "/"). */
export function stemmerFolderOf(bundleUrl: string): string {
  return `${bundleUrl}${STEMMERS_DIR}/`;
}

/** A stemmer's file in that folder: an ES module exporting its Snowball stemmer class. */
export function stemmerFile(name: StemmerName): string {
  return `${name}-stemmer.js`;
}
