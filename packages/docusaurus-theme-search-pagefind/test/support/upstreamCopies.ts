// The check of copied upstream files, for each owner of such copies (the site, this package):
// the files listed in its licenses/upstream-copies.json were copied from Docusaurus or DocSearch,
// or derived from theirs. Each keeps its upstream copyright notice and is listed in the owner's
// documentation; when an upgrade changes the upstream file, the check fails and says what to
// merge. A copy ("kind": "copy") keeps upstream's text: every place where it differs from
// upstream's file carries a `search-pagefind:` comment saying why.
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

interface Copy {
  copies: string[];
  /** A copy keeps upstream's text; a derived file only starts from it (the default). */
  kind?: 'copy' | 'derived';
  package: string;
  version: string;
  path: string;
  sha256: string;
  why: string;
}

/** An upstream package's folder, as Node resolves it from this package (its exports aside). */
function installedDir(owner: string, name: string): string {
  const lookup = createRequire(path.join(owner, 'package.json')).resolve.paths(name) ?? [];
  const found = lookup
    .map((dir) => path.join(dir, name))
    .find((dir) => existsSync(path.join(dir, 'package.json')));
  if (!found) throw new Error(`${name} is not installed where this package can resolve it`);
  return found;
}
const holders: Record<string, string> = {
  '@docsearch/react': 'Copyright (c) Algolia, Inc. and contributors.',
};
const docusaurusHolder = 'Copyright (c) Facebook, Inc. and its affiliates.';

const MARK = 'search-pagefind:';

/**
 * Where `ours` differs from `theirs`, line by line (a longest common subsequence): each hunk is
 * the lines of `ours` that replace or add to `theirs` at that place, with the line numbers
 * (1-based) of `ours` just before and after it.
 */
function hunks(theirs: string[], ours: string[]): {before: number; added: string[]}[] {
  const rows = theirs.length + 1;
  const cols = ours.length + 1;
  // common[i * cols + j]: the longest common subsequence of theirs[i..] and ours[j..].
  const common = new Uint16Array(rows * cols);
  for (let i = theirs.length - 1; i >= 0; i--) {
    for (let j = ours.length - 1; j >= 0; j--) {
      common[i * cols + j] =
        theirs[i] === ours[j]
          ? common[(i + 1) * cols + j + 1]! + 1
          : Math.max(common[(i + 1) * cols + j]!, common[i * cols + j + 1]!);
    }
  }
  const found: {before: number; added: string[]}[] = [];
  let open: {before: number; added: string[]} | null = null;
  let i = 0;
  let j = 0;
  while (i < theirs.length || j < ours.length) {
    if (i < theirs.length && j < ours.length && theirs[i] === ours[j]) {
      open = null;
      i++;
      j++;
      continue;
    }
    if (!open) found.push((open = {before: j, added: []}));
    if (
      j < ours.length &&
      (i === theirs.length || common[i * cols + j + 1]! >= common[(i + 1) * cols + j]!)
    ) {
      open.added.push(ours[j]!);
      j++;
    } else {
      i++;
    }
  }
  return found;
}

/**
 * A change is marked when a `search-pagefind:` comment is among its lines or on one of the two
 * lines above it. A change of closing tags only goes with a change of their opening tags,
 * marked there.
 */
export function unmarked(theirs: string, ours: string): string[] {
  const oursLines = ours.split('\n');
  return hunks(theirs.split('\n'), oursLines)
    .filter(
      ({before, added}) =>
        !added.some((line) => line.includes(MARK)) &&
        !oursLines.slice(Math.max(0, before - 2), before).some((line) => line.includes(MARK)) &&
        !(added.length > 0 && added.every((line) => /^\s*<\/[\w.]+>$/.test(line))),
    )
    .map(
      ({before, added}) =>
        `after line ${before}: ${added.join('\n') || '(upstream lines removed)'}`,
    );
}

/**
 * Registers the tests of `owner`'s copies (the folder of its licenses/ and package.json), whose
 * documents `listingFiles` (under it) name each copied file.
 */
export function checkUpstreamCopies(owner: string, listingFiles: readonly string[]): void {
  const copies = (
    JSON.parse(readFileSync(path.join(owner, 'licenses', 'upstream-copies.json'), 'utf8')) as {
      copies: Copy[];
    }
  ).copies;
  const listings = listingFiles
    .map((file) => path.join(owner, file))
    .filter((file) => existsSync(file));

  describe.each(copies)('$package $path', (copy) => {
    it('is unchanged upstream since it was copied', () => {
      const packageDir = installedDir(owner, copy.package);
      const installed = (
        JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {version: string}
      ).version;
      const hash = createHash('sha256')
        .update(readFileSync(path.join(packageDir, copy.path)))
        .digest('hex');
      if (hash !== copy.sha256) {
        expect.fail(
          `${copy.package} ${copy.path} changed since ${copy.copies.join(', ')} ${copy.copies.length > 1 ? 'were' : 'was'} copied ` +
            `from ${copy.version} (installed: ${installed}). Compare the two versions of that file, merge what changed ` +
            `into the copies, then record version ${installed} and sha256 ${hash} in licenses/upstream-copies.json.`,
        );
      }
    });

    if (copy.kind === 'copy')
      it.each(copy.copies)(
        '%s differs from upstream only where a search-pagefind: comment says why',
        (file) => {
          const theirs = readFileSync(
            path.join(installedDir(owner, copy.package), copy.path),
            'utf8',
          );
          expect(unmarked(theirs, readFileSync(path.join(owner, file), 'utf8'))).toEqual([]);
        },
      );

    it.each(copy.copies)('%s keeps the upstream notice and is listed in the docs', (file) => {
      const text = readFileSync(path.join(owner, file), 'utf8');
      expect(text.slice(0, 400)).toContain(holders[copy.package] ?? docusaurusHolder);
      expect(text.slice(0, 400)).toContain('licenses/');
      expect(listings.map((listing) => readFileSync(listing, 'utf8')).join('\n')).toContain(
        `\`${file}\``,
      );
    });
  });

  it('the licences the notices point to are in the repository', () => {
    for (const file of ['LICENSE', 'licenses/docusaurus.LICENSE', 'licenses/docsearch.LICENSE']) {
      expect(readFileSync(path.join(owner, file), 'utf8')).toMatch(
        /^MIT License\n\nCopyright \(c\) /,
      );
    }
  });
}
