import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {languageName} from './languageName';

// The line under a search result found through the page's translation (cross-language search):
// which other-language words matched, and in which language, named in the reader's; or, for a
// result of another site (option `sites`) in another language, that language. Used by the
// modal (SearchBar) and the search page. The words come from the index or, for a recent search,
// from the browser's storage: only an array of strings is shown, as text. They are in the other
// language and may run in the other direction (English words on an Arabic page), so they are
// isolated with that language (<bdi lang>) from the line around them.

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

/**
 * The language of a hit of another site (option `sites`) when it is not the reader's (that
 * site has no pages in it), else null.
 */
export function otherSiteLanguage(hit: unknown, reader: string): string | null {
  const site = (hit as {__site?: unknown} | null)?.__site as {language?: unknown} | undefined;
  const language = site?.language;
  if (typeof language !== 'string' || !language || language.length > 40) return null;
  const primary = (tag: string) => tag.toLowerCase().split(/[-_]/)[0];
  return primary(language) === primary(reader) ? null : language;
}

export default function SearchTwinMatch({
  hit,
  className,
}: {
  hit: unknown;
  className?: string;
}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const match = twinWords(hit);
  const reader = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const pageLanguage = match ? null : otherSiteLanguage(hit, reader);
  if (pageLanguage)
    return (
      <span className={className ?? 'search-twin-match'} data-page-language={pageLanguage}>
        <Translate
          id="search.sites.pageLanguage"
          description="Under a search result from another site whose page is in another language than the reader's: that language"
          values={{language: languageName(pageLanguage, reader)}}
        >
          {'page in {language}'}
        </Translate>
      </span>
    );
  if (!match) return null;
  return (
    <span className={className ?? 'search-twin-match'} data-twin-language={match.language}>
      <Translate
        id="search.twinMatch"
        description="Under a search result found by words of the page in another language: that language and the words"
        values={{
          language: languageName(match.language, reader),
          words: <bdi lang={match.language}>{match.words.join(' ')}</bdi>,
        }}
      >
        {'matched in {language}: {words}'}
      </Translate>
    </span>
  );
}
