// Build-time only. Puts a small inline script first in each locale's 404.html so that the
// page works on plain static hosts, which serve the root 404.html for every unknown path:
// English paths get the English page, and malformed paths hydrate (see headScript.ts).
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {withNotFoundScript} from './headScript';

export default function notFoundPlugin(_context: LoadContext): Plugin {
  return {
    name: 'not-found-pages',
    async postBuild({outDir, baseUrl, i18n}) {
      const isDefault = i18n.currentLocale === i18n.defaultLocale;
      const otherLocaleBaseUrls = isDefault
        ? i18n.locales
            .filter((locale) => locale !== i18n.defaultLocale)
            .map((locale) => `${baseUrl}${i18n.localeConfigs[locale]?.path ?? locale}/`)
        : [];
      const file = path.join(outDir, '404.html');
      const html = await readFile(file, 'utf8');
      await writeFile(file, withNotFoundScript(html, {baseUrl, otherLocaleBaseUrls}));
    },
  };
}
