import {useEffect} from 'react';
import {useLocation} from '@docusaurus/router';
import {handOffMarks, loadPageMarks, takeHandOff} from '../marks/marksHandOff';
import {useSearchConfig} from './useSearchConfig';

// In every page (the navbar's search bar calls it): after each navigation, removes
// the marks of the page before and, on a page opened from a search result, marks the query's
// words (pageMarks.ts, loaded only then). Off when the theme's `pageMarks` option is false,
// and so is the hand-off that result links make (useMarksHandOff).

let marksLoaded = false;

export function usePageMarks(): void {
  const enabled = useSearchConfig().pageMarks;
  const {pathname, hash, key} = useLocation();
  useEffect(() => {
    if (!enabled) return;
    const query = takeHandOff(pathname);
    if (!query && !marksLoaded) return;
    loadPageMarks().then(
      (marks) => {
        marksLoaded = true;
        marks.clearMarks();
        if (query) marks.markPage(query, hash);
      },
      () => {}, // no marks offline; the page is unchanged
    );
  }, [enabled, pathname, hash, key]); // key: a result on this very page, opened again
}

const noHandOff = () => {};

/** What a search result calls when it is opened: the hand-off to its page, or nothing when marks are off. */
export function useMarksHandOff(): (query: string, url: string) => void {
  return useSearchConfig().pageMarks ? handOffMarks : noHandOff;
}
