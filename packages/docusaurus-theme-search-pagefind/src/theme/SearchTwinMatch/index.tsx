import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';

// The line under a search result found through the page's translation (cross-language
// search): which other-language words matched, in the page's language. Used by the modal
// (SearchBar) and the search page. The words come from the index or, for a recent search, from
// the browser's storage: only an array of strings is shown, as text.

/** The name of a language (a locale code: "zh", "zh-Hans", "en-GB"), as the reader's locale says it. */
function languageName(language: string): string {
  switch (language.split('-')[0].toLowerCase()) {
    case 'en':
      return translate({
        id: 'search.twinMatch.language.en',
        message: 'English',
        description: 'The English language, in "matched in English: …" under a search result',
      });
    case 'zh':
      return translate({
        id: 'search.twinMatch.language.zh',
        message: 'Chinese',
        description: 'The Chinese language, in "matched in Chinese: …" under a search result',
      });
    default:
      return language;
  }
}

/** The hit's other-language words, if it has valid ones. */
export function twinWords(hit: unknown): {language: string; words: string[]} | null {
  const match = (hit as {twinMatch?: unknown} | null)?.twinMatch as
    {language?: unknown; words?: unknown} | undefined;
  if (!match || typeof match.language !== 'string' || !Array.isArray(match.words)) return null;
  const words = match.words.filter((word): word is string => typeof word === 'string');
  // At most five words of at most 40 characters each (a hostile index cannot flood the line).
  const shown = words.slice(0, 5).map((word) => Array.from(word).slice(0, 40).join(''));
  return shown.length > 0 ? {language: match.language, words: shown} : null;
}

export default function SearchTwinMatch({
  hit,
  className,
}: {
  hit: unknown;
  className?: string;
}): ReactNode {
  const match = twinWords(hit);
  if (!match) return null;
  return (
    <span className={className ?? 'search-twin-match'} data-twin-language={match.language}>
      {translate(
        {
          id: 'search.twinMatch',
          message: 'matched in {language}: {words}',
          description:
            'Under a search result found by words of the page in another language: that language and the words',
        },
        {language: languageName(match.language), words: match.words.join(' ')},
      )}
    </span>
  );
}
