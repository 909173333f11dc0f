import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

// Files this package copied from Docusaurus or DocSearch (licenses/upstream-copies.json). Each
// keeps its upstream copyright notice and is listed in the package's documentation; when an
// upgrade changes the upstream file a copy was made from, this test fails and says what to merge.

interface Copy {
  copies: string[];
  package: string;
  version: string;
  path: string;
  sha256: string;
  why: string;
}

const owner = path.resolve(import.meta.dirname, '..');
const copies = (
  JSON.parse(readFileSync(path.join(owner, 'licenses', 'upstream-copies.json'), 'utf8')) as {
    copies: Copy[];
  }
).copies;
/** Where the copied files are listed: the README, or the notes for developers beside it. */
const listings = ['README.md', 'ARCHITECTURE.md', 'CONTRIBUTING.md']
  .map((file) => path.join(owner, file))
  .filter((file) => existsSync(file));

/** An upstream package's folder, as Node resolves it from this package (its exports aside). */
function installedDir(name: string): string {
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

describe.each(copies)('$package $path', (copy) => {
  it('is unchanged upstream since it was copied', () => {
    const packageDir = installedDir(copy.package);
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
