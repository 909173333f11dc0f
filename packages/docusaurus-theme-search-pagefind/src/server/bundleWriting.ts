import {processWide} from '../shared/processWide.js';

// The search bundle a locale's build leaves Pagefind's service writing while
// Docusaurus builds the next locale (indexBuiltSite.ts, buildOrder.ts), and the next locale's
// wait for it. A failure is never lost: the next locale's index throws it, naming the locale
// it was for; should no locale wait for it, it is printed and fails the process as it ends.

interface LeftWriting {
  locale: string;
  written: Promise<void>;
  /** Whether a later locale waited for it (and reported its failure). */
  claimed: boolean;
}

/** The bundle a locale left Pagefind's service writing, kept process-wide (the theme is loaded afresh for each locale). */
const writing = processWide('writingBundle', () => ({current: null as LeftWriting | null}));

const failure = (left: LeftWriting, error: unknown) =>
  `[search-pagefind] The search index of the locale ${left.locale}, written while the next locale was built, failed: ${(error as Error).message}`;

/** Leaves `locale`'s bundle to be written while the next locale is built (see writtenBefore). */
export function leaveWriting(locale: string, written: Promise<void>): void {
  const left: LeftWriting = {locale, written, claimed: false};
  written.catch((error: unknown) => {
    // Reported by the next locale's index; should none wait for it, when the process ends.
    process.once('beforeExit', () => {
      if (left.claimed) return;
      console.error(failure(left, error));
      process.exitCode = 1;
    });
  });
  writing.current = left;
}

/**
 * Waits for the bundle a locale built before left being written; throws if it failed, naming
 * that locale (its error fails this locale's build, which is the build that goes on).
 */
export async function writtenBefore(): Promise<void> {
  const left = writing.current;
  if (!left) return;
  writing.current = null;
  left.claimed = true;
  try {
    await left.written;
  } catch (error) {
    throw new Error(failure(left, error), {cause: error});
  }
}
