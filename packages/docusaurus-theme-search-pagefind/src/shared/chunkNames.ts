// How the build names a bundle's index chunks (server/indexChunks.ts): by their place in the
// list after one name for them all, so that neither the entry file's chunk list
// (entryChunks.ts) nor the page list (pageFiles.ts) need list each chunk's hash.

/**
 * The name (hash) of the index chunk at `place` in the list of chunks named `names`
 * (`<language>_<hash of the chunks>_`).
 */
export function chunkHashAt(names: string, place: number): string {
  return `${names}${place}`;
}
