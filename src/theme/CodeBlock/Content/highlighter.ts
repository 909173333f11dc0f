// The browser's way to HighlightedLines: loaded on first need, with Prism, in its own chunk.
// The server build uses highlighter.server.ts instead (plugins/lazy-prism).
import type {ComponentType} from 'react';

export type Highlighter = ComponentType<{id: string}>;

let loaded: Highlighter | null = null;
let loading: Promise<Highlighter> | null = null;

/** HighlightedLines if it has been loaded, else null. */
export function highlighter(): Highlighter | null {
  return loaded;
}

export function loadHighlighter(): Promise<Highlighter> {
  loading ??= import('./HighlightedLines').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = null; // the next block to need it tries again
      throw error;
    },
  );
  return loading;
}
