import path from 'node:path';
import type {Locale} from './generate';

// What bench/search.ts and its server process (bench/server.ts) both know of a bench site.

/** The site's base URL. */
export const BASE = '/blog-notes/';

/** A locale's Pagefind bundle, in a built site. */
export const pagefindDir = (siteDir: string, locale: Locale) =>
  path.join(siteDir, locale === 'en' ? 'en' : '', 'pagefind');

/** What the server process tells bench/search.ts: its port, then each report a page posts. */
export type ServerMessage =
  {type: 'ready'; port: number} | {type: 'report'; path: string; body: unknown};
