// The text code's types: a range of a text, and a marked text as Algolia's hits carry it.

export interface Range {
  start: number;
  end: number;
}

export interface Marked {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}
