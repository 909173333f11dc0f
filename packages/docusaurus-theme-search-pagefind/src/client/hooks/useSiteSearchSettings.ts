import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import codeTranslations from '@generated/codeTranslations';
import type {SiteSearchSettings} from '../algoliaAdapter/siteClient';
import {useVersionedDocs} from './contextualSearch';
import {useSearchConfig} from './useSearchConfig';

// What the site's search client is made with (algoliaAdapter/siteClient.ts), from the
// theme's settings and the reader's locale, in one object for the modal and the search page.
// A site's label is read in the reader's language: the code translation `search.site.<label>`
// (the theme lists one per site for `write-translations`), else as configured.

/** The label in the site's translations (an id known only from the config, so not translate()). */
function translatedLabel(label: string): string {
  const translated = (codeTranslations as Record<string, string>)[`search.site.${label}`];
  return typeof translated === 'string' && translated.trim() ? translated : label;
}

export function useSiteSearchSettings(): SiteSearchSettings {
  const {bundleUrl, sites, engineOptions} = useSearchConfig();
  const versionedDocs = useVersionedDocs();
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const htmlLang = i18n.localeConfigs[locale]?.htmlLang ?? locale;
  return useMemo(
    () => ({
      bundleUrl,
      versionedDocs,
      sites: (sites ?? []).map((site) => ({...site, label: translatedLabel(site.label)})),
      reader: {locale, htmlLang},
      engineOptions,
    }),
    [bundleUrl, versionedDocs, sites, locale, htmlLang, engineOptions],
  );
}
