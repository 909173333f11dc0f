// The name of a language as a reader of another language writes it, from the browser's own
// names (Intl.DisplayNames): "en" is "English" to an English reader, "英语" to a Chinese one,
// "الإنجليزية" to an Arabic one.

const namers = new Map<string, Intl.DisplayNames | null>();

function namer(readerLocale: string): Intl.DisplayNames | null {
  let found = namers.get(readerLocale);
  if (found === undefined) {
    try {
      found = new Intl.DisplayNames([readerLocale], {type: 'language', fallback: 'none'});
    } catch {
      found = null; // not a locale code the browser takes
    }
    namers.set(readerLocale, found);
  }
  return found;
}

/**
 * `language` (a locale code: "zh", "zh-Hant", "pt-BR") named in `readerLocale`'s language; the
 * code itself when the browser cannot name it.
 */
export function languageName(language: string, readerLocale: string): string {
  try {
    return namer(readerLocale)?.of(language) ?? language;
  } catch {
    return language; // not a well-formed code
  }
}
