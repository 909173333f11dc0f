import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';

// What the theme reads of the site's locales from Docusaurus's context.

/** The locale's `<html lang>` (localeConfigs' htmlLang), as the built pages carry it. */
export function htmlLang(context: LoadContext): string {
  return (
    context.i18n.localeConfigs[context.i18n.currentLocale]?.htmlLang ?? context.i18n.currentLocale
  );
}

/** The docsearch language a locale's built pages carry (Docusaurus writes the locale's code). */
export function docsearchLanguage(locale: string): string {
  return locale;
}

/** Whether pages carry their translation twins (the crossLanguage option; on with 2+ locales). */
export function crossLanguageOn(option: boolean | undefined, locales: readonly string[]): boolean {
  return (option ?? true) && locales.length > 1;
}

/** Where each locale's translated files are (siteDir/i18n/<locale path>). */
export function localeFolders(context: LoadContext) {
  const {i18n} = context;
  const i18nDir = path.resolve(context.siteDir, (i18n as {path?: string}).path ?? 'i18n');
  return {
    siteDir: context.siteDir,
    currentLocale: i18n.currentLocale,
    defaultLocale: i18n.defaultLocale,
    locales: i18n.locales,
    localizationDir: (locale: string) =>
      path.join(
        i18nDir,
        (i18n.localeConfigs[locale] as {path?: string} | undefined)?.path ?? locale,
      ),
  };
}
