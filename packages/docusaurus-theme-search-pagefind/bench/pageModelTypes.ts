// The types of a generated page's model: what is decided once, then rendered per locale.
import type {Pair} from './vocab';

export interface Fill {
  t: Pair;
  u: Pair;
  v: Pair;
  p: Pair;
  c: string;
  n: number;
}
export interface Text {
  pattern: number;
  fill: Fill;
}
export type Block =
  | {kind: 'h'; level: 2 | 3 | 4; text: Text}
  | {kind: 'p'; sentences: Text[]}
  | {kind: 'ul'; items: Text[]}
  | {kind: 'table'; rows: {code: string; text: Text}[]}
  | {kind: 'code'; lines: string[]};
export interface PageModel {
  slug: string;
  category: Pair;
  title: Text;
  blocks: Block[];
}
