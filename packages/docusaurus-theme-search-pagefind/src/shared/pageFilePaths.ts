// Where the build writes this theme's page files in a bundle folder (their layout:
// pageFiles.ts). Apart from it, so that the small chunk asked for with the entry file
// (client/algoliaAdapter/entryNamedFiles.ts) names the page list without carrying its decoder.

/** The folder of the page files, in the bundle folder. */
export const PAGE_FILES_DIR = 'by-page';

/** The folder of the page files of the bundle whose metadata is pagefind.<metaHash>.pf_meta. */
export function pageFilesFolder(metaHash: string): string {
  return `${PAGE_FILES_DIR}/${metaHash}/`;
}

/** The page list's path, in the bundle folder. */
export function pageListPath(metaHash: string): string {
  return `${pageFilesFolder(metaHash)}meta.pf_meta`;
}

/** The path of page `page`'s fragment file, in the bundle folder. */
export function pageFragmentPath(metaHash: string, page: number): string {
  return `${pageFilesFolder(metaHash)}${page}.pf_fragment`;
}

/** The path of the summary of index chunk `hash` (shared/chunkSummaries.ts), in the bundle folder. */
export function chunkSummaryPath(metaHash: string, hash: string): string {
  return `${pageFilesFolder(metaHash)}index/${hash}.pf_index`;
}
