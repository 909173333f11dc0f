// Build-time only. Writes robots.txt at the root of the build, pointing crawlers
// at the sitemap of every locale. Docusaurus has no option for it, and a static
// file could not know SITE_URL and BASE_URL.
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export function robotsTxt(siteUrl: string, baseUrl: string, localePaths: string[]): string {
  const sitemaps = localePaths.map(
    (localePath) => `Sitemap: ${siteUrl}${baseUrl}${localePath}sitemap.xml`,
  );
  return ['User-agent: *', 'Allow: /', '', ...sitemaps, ''].join('\n');
}

export default function robotsTxtPlugin(_context: LoadContext): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir, siteConfig, i18n}) {
      // Each locale builds into its own folder; write once, from the default locale's root.
      if (i18n.currentLocale !== i18n.defaultLocale) return;
      const localePaths = i18n.locales.map((locale) =>
        locale === i18n.defaultLocale ? '' : `${locale}/`,
      );
      await fs.writeFile(
        path.join(outDir, 'robots.txt'),
        robotsTxt(siteConfig.url, siteConfig.baseUrl, localePaths),
      );
    },
  };
}
