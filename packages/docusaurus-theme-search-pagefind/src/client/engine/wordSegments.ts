// A text cut into words and the runs between them (spaces, punctuation), for the
// adapter's highlights and snippets (text/highlight.ts, text/snippet.ts). Chinese has no spaces, so words come from
// Intl.Segmenter (Chromium, Firefox, Safari and Node all ship it); without it, a word is a run of
// letters, digits and "_".
//
// The words at the two ends of a match (text/wordBounds.ts) are asked for (segmentAt,
// Segments.containing), not read: reading the segments one by one makes an object of each.
import {SEGMENTER_LANGUAGE, SEGMENTER_SAMPLE} from '../../shared/languages';

export interface Segment {
  index: number;
  end: number;
  isWord: boolean;
}

let wordSegmenter: Intl.Segmenter | null | undefined;
function getSegmenter(): Intl.Segmenter | null {
  if (wordSegmenter === undefined) {
    wordSegmenter =
      typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function'
        ? new Intl.Segmenter(SEGMENTER_LANGUAGE, {granularity: 'word'})
        : null;
  }
  return wordSegmenter;
}

const PLAIN_SEGMENT = /[\p{L}\p{N}_]+|[^\p{L}\p{N}_]+/gu;
const PLAIN_WORD = /[\p{L}\p{N}_]/u;

/**
 * Makes the segmenter ready: its first use loads the browser's dictionaries, tens of
 * milliseconds, better spent while something is on its way than in a search's own task.
 */
export function prepareSegments(): void {
  segments(SEGMENTER_SAMPLE);
}

/** Splits text into word and non-word segments (whitespace, punctuation). */
export function segments(text: string): Segment[] {
  return Array.from(eachSegment(text));
}

/** segments(text), one at a time: the segmenter cuts no further than it is read. */
export function* eachSegment(text: string): Generator<Segment> {
  const segmenter = getSegmenter();
  if (segmenter) {
    for (const part of segmenter.segment(text)) {
      yield {
        index: part.index,
        end: part.index + part.segment.length,
        isWord: part.isWordLike === true,
      };
    }
    return;
  }
  for (const match of text.matchAll(PLAIN_SEGMENT)) {
    const index = match.index ?? 0;
    yield {index, end: index + match[0].length, isWord: PLAIN_WORD.test(match[0])};
  }
}

/** The segment of a text holding one of its characters (as segments(text) cuts it), or undefined outside it. */
export type SegmentAt = (at: number) => Segment | undefined;

/** Asks `text`'s segmentation for the segment at a place, without cutting the rest of it. */
export function segmentAt(text: string): SegmentAt {
  const segmenter = getSegmenter();
  if (segmenter) {
    const cut = segmenter.segment(text);
    return (at) => {
      const part = at >= 0 && at < text.length ? cut.containing(at) : undefined;
      return (
        part && {
          index: part.index,
          end: part.index + part.segment.length,
          isWord: part.isWordLike === true,
        }
      );
    };
  }
  const all = segments(text);
  return (at) => all.find((part) => part.index <= at && at < part.end);
}
