import type {Postings} from '../../shared/pagefind/postings';

// The scorers' types: a query term's matching word with its postings, the index's page
// statistics, and the meta boost's working space.

/** One matching form of a word, for one query term. */
export interface Match {
  word: string;
  term: number;
  lengthBonus: number;
  diacriticBonus: number;
  postings: Postings;
  /**
   * A word of a run of Chinese characters (the reader's runTerm): the run's words count as
   * one word, and words at neighbouring positions as one occurrence of it, so a page where
   * the indexer cut 状态管理 into 状态 + 管理 scores as one where it kept the word whole.
   */
  joined?: boolean;
  /**
   * For a word of a run: the run's length in characters. An occurrence (neighbouring words)
   * counts by the share of the run it writes: 关联 alone, for 关联类型, counts a half, in the
   * text and in a title or heading, so a page that only holds the run's parts apart does not
   * outscore a page that writes it.
   */
  runLength?: number;
  /** For a word of a run: how many of the run's characters it writes (see runCharacters). */
  runCharacters?: number;
}

export interface PageStats {
  /** Per page, its word count. */
  wordCount: (page: number) => number;
  averageLength: number;
  totalPages: number;
  metaFields: readonly string[];
}

/**
 * What metaBoost works in, reused page after page: a page's distinct (field, term) pairs and
 * each one's IDF (the first `count` of each list), and longestRunInField's sort keys.
 */
export interface MetaScratch {
  fields: number[];
  terms: number[];
  idfs: number[];
  runKeys: Float64Array;
}
