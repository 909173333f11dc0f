// The time limit's length alone (timeout.ts), for the code every page carries
// (algoliaAdapter/earlyDownloads.ts), which needs no more of it.

/** How long one index request (or the engine's code) may take. */
export const NETWORK_TIMEOUT_MS = 5000;
