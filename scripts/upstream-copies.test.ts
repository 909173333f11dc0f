import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

// Files copied from Docusaurus or DocSearch (licenses/upstream-copies.json). Each keeps its
// upstream copyright notice and is listed where its owner lists them (the site: CONTRIBUTING.md,
// "Licences"; the search theme: its README); when an upgrade changes the upstream
// file a copy was made from, this test fails and says what to merge.

interface Copy {
  copies: string[];
  package: string;
  version: string;
  path: string;
  sha256: string;
  why: string;
}

// The site's copies; the search theme checks its own (its test/upstream-copies.test.ts).
const root = path.resolve(import.meta.dirname, '..');
const owners = [root];
/** The document that lists the site's copies. */
const listing = (_owner: string) => 'CONTRIBUTING.md';
const copies = owners.flatMap((owner) =>
  (
    JSON.parse(readFileSync(path.join(owner, 'licenses', 'upstream-copies.json'), 'utf8')) as {
      copies: Copy[];
    }
  ).copies.map((copy) => ({...copy, owner, name: path.relative(root, owner) || 'site'})),
);
const holders: Record<string, string> = {
  '@docsearch/react': 'Copyright (c) Algolia, Inc. and contributors.',
};
const docusaurusHolder = 'Copyright (c) Facebook, Inc. and its affiliates.';

describe.each(copies)('$name: $package $path', (copy) => {
  it('is unchanged upstream since it was copied', () => {
    const packageDir = path.join(root, 'node_modules', copy.package);
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

  it.each(copy.copies)('%s keeps the upstream notice and is listed with the copies', (file) => {
    const text = readFileSync(path.join(copy.owner, file), 'utf8');
    expect(text.slice(0, 400)).toContain(holders[copy.package] ?? docusaurusHolder);
    expect(text.slice(0, 400)).toContain('licenses/');
    expect(readFileSync(path.join(copy.owner, listing(copy.owner)), 'utf8')).toContain(
      `\`${file}\``,
    );
  });
});

it('the licences the notices point to are in the repository', () => {
  for (const owner of owners) {
    for (const file of ['LICENSE', 'licenses/docusaurus.LICENSE', 'licenses/docsearch.LICENSE']) {
      expect(readFileSync(path.join(owner, file), 'utf8')).toMatch(
        /^MIT License\n\nCopyright \(c\) /,
      );
    }
  }
});
