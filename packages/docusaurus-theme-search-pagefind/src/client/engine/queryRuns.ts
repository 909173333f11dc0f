import {JAPANESE_LETTERS, KANA_LETTERS, RUN_LETTERS} from '../../shared/languages';

// The query's runs: neighbouring Chinese words (and Japanese ones) joined, to be searched as
// written (chineseRuns.ts).

export const HAN = new RegExp(`^[${RUN_LETTERS}]+$`, 'u');

/** Han, kana and the marks they share (ー, 々): the characters of a Japanese run. */
const JAPANESE = new RegExp(`^[${JAPANESE_LETTERS}]+$`, 'u');

/**
 * The words, with each run of neighbouring Chinese words joined into one, and each run of
 * neighbouring Japanese words (Han and kana) too: the browser's segmenter and the indexer's cut
 * Japanese differently as well (すべ + き + か + する + まい + か where a page's title is the one
 * word すべきかするまいか; プログラム where the page writes コマンドラインプログラムを), so a
 * run the segmenter cut is matched as written. A word the segmenter left whole is a run only if
 * it is Chinese characters: a kana word alone is searched as pagefind.js does.
 */
export function mergeRuns(
  words: readonly string[],
): Array<{text: string; run: boolean; segments: string[]}> {
  const merged: Array<{text: string; run: boolean; segments: string[]}> = [];
  for (const word of words) {
    const last = merged[merged.length - 1];
    if (last && JAPANESE.test(word) && JAPANESE.test(last.text)) {
      last.text += word;
      last.run = true;
      last.segments.push(word);
    } else merged.push({text: word, run: HAN.test(word), segments: [word]});
  }
  return merged;
}

/** Kana: a run holding them is Japanese. */
const KANA = new RegExp(`[${KANA_LETTERS}]`, 'u');

/** Whether a run (mergeRuns's) is Japanese: kana in it, joined from several of the browser's words. */
export function isJapaneseRun(run: string, segments: readonly string[]): boolean {
  return segments.length > 1 && KANA.test(run);
}
