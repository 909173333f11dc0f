// Build-time (Node) and CLI code. The git access of the translation status, kept apart from
// the pure rules in status.ts: when did a file last change in a way a reader would see?
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {Change} from './status';

function git(cwd: string, args: string[]): string | null {
  try {
    return execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 << 20,
    });
  } catch {
    return null;
  }
}

/** The file's content at `commit`, or null where it did not exist. */
function contentAt(cwd: string, commit: string, file: string): string | null {
  return git(cwd, ['show', `${commit}:./${file}`]);
}

function mtimeChange(abs: string): Change {
  return {date: statSync(abs).mtime.toISOString(), via: 'mtime'};
}

/**
 * When `file` (relative to `siteDir`) last changed as seen through `normalise`, or null when it
 * does not exist. An uncommitted version whose normalised content differs from the committed
 * one counts by its modification time; otherwise the author date of the newest commit whose
 * normalised content differs from the version before it (so whitespace-only and invisible
 * front-matter commits are skipped). Renames are not followed: a moved file dates from its move.
 */
export function lastVisibleChange(
  siteDir: string,
  file: string,
  normalise: (text: string) => string,
): Change | null {
  const abs = path.join(siteDir, file);
  if (!existsSync(abs)) return null;
  const dirty = git(siteDir, ['status', '--porcelain', '--untracked-files=all', '--', file]);
  if (dirty === null) return mtimeChange(abs); // not a git work tree
  if (dirty.trim()) {
    const committed = contentAt(siteDir, 'HEAD', file);
    if (committed === null || normalise(committed) !== normalise(readFileSync(abs, 'utf8')))
      return mtimeChange(abs);
  }
  const log = git(siteDir, ['log', '--format=%H%x09%aI', '--', file]) ?? '';
  const commits = log
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [commit, date] = line.split('\t');
      return {commit, date};
    });
  if (commits.length === 0) return mtimeChange(abs);
  let current = contentAt(siteDir, commits[0].commit, file);
  for (let i = 0; i < commits.length; i += 1) {
    const previous =
      i + 1 < commits.length ? contentAt(siteDir, commits[i + 1].commit, file) : null;
    const changed =
      current === null || previous === null
        ? current !== previous
        : normalise(current) !== normalise(previous);
    if (changed)
      return {date: new Date(commits[i].date).toISOString(), via: 'git', commit: commits[i].commit};
    current = previous;
  }
  return mtimeChange(abs);
}
