// Pure status logic of `npm run i18n:status` and the build's translation notices: no file or
// git access here (see history.ts and collect.ts), so every rule is unit-tested on plain data.

/** When a file last changed in a way a reader would see, and how that was found. */
export interface Change {
  /** ISO 8601 date-time. */
  date: string;
  /** `git`: author date of the last commit that changed the normalised content; `mtime`: uncommitted. */
  via: 'git' | 'mtime';
  /** The commit, when via is `git`. */
  commit?: string;
}

export type TranslationState = 'up-to-date' | 'outdated' | 'missing';

export type EntryKind = 'doc' | 'post' | 'ui';

export interface Entry {
  kind: EntryKind;
  /** Chinese source files (site-relative); UI files have several. */
  sources: string[];
  /** English translation file (site-relative). */
  translation: string;
  status: TranslationState;
  /** The newest visible change among the sources, and which source it was. */
  sourceChanged: (Change & {file: string}) | null;
  translationChanged: Change | null;
  /** UI files: translation ids used in the source but absent from the translation file. */
  missingIds?: string[];
}

export interface Report {
  locale: string;
  entries: Entry[];
  counts: Record<TranslationState, number>;
}

/** The newest of several changes (by date), or null when there is none. */
export function newest<T extends Change>(changes: Array<T | null>): T | null {
  let best: T | null = null;
  for (const change of changes) {
    if (change && (!best || Date.parse(change.date) > Date.parse(best.date))) best = change;
  }
  return best;
}

/**
 * Missing when there is no translation (or it lacks ids the source uses); outdated when the
 * source's last visible change is strictly later than the translation's; up to date otherwise
 * (a translation committed together with its source is up to date).
 */
export function classify(input: {
  sourceChanged: Change | null;
  translationChanged: Change | null;
  missingIds?: string[];
}): TranslationState {
  if (!input.translationChanged || (input.missingIds?.length ?? 0) > 0) return 'missing';
  if (!input.sourceChanged) return 'up-to-date';
  return Date.parse(input.sourceChanged.date) > Date.parse(input.translationChanged.date)
    ? 'outdated'
    : 'up-to-date';
}

export function makeReport(locale: string, entries: Entry[]): Report {
  const counts: Record<TranslationState, number> = {'up-to-date': 0, outdated: 0, missing: 0};
  for (const entry of entries) counts[entry.status] += 1;
  return {locale, entries, counts};
}

const LABEL: Record<TranslationState, string> = {
  'up-to-date': 'up to date',
  outdated: 'OUTDATED',
  missing: 'MISSING',
};

function describe(change: Change | null): string {
  if (!change) return 'none';
  const day = change.date.slice(0, 10);
  return change.via === 'mtime'
    ? `${day} (uncommitted, file time)`
    : `${day} (${change.commit?.slice(0, 7)})`;
}

/** The human-readable report: one block per entry, problems first, then a summary line. */
export function formatReport(report: Report): string {
  const order: TranslationState[] = ['missing', 'outdated', 'up-to-date'];
  const sorted = [...report.entries].sort(
    (a, b) =>
      order.indexOf(a.status) - order.indexOf(b.status) ||
      a.translation.localeCompare(b.translation),
  );
  const lines = sorted.map((entry) => {
    const head = `${LABEL[entry.status].padEnd(10)} ${entry.kind.padEnd(4)} ${entry.translation}`;
    const source = entry.sourceChanged
      ? `source ${describe(entry.sourceChanged)} ${entry.sourceChanged.file}`
      : `source ${entry.sources.join(', ')}`;
    const detail = [`    ${source}`, `    translation ${describe(entry.translationChanged)}`];
    if (entry.missingIds?.length)
      detail.push(`    ids not translated: ${entry.missingIds.join(', ')}`);
    return [head, ...detail].join('\n');
  });
  const {counts} = report;
  lines.push(
    `\n${report.locale}: ${counts['up-to-date']} up to date, ${counts.outdated} outdated, ${counts.missing} missing`,
  );
  return lines.join('\n');
}
