import {readdir, readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import * as helpers from './client/tslib';

const require = createRequire(import.meta.url);

/** The JavaScript files of every installed @docusaurus package. */
async function docusaurusFiles(): Promise<string[]> {
  const scope = path.dirname(path.dirname(require.resolve('@docusaurus/core/package.json')));
  const files: string[] = [];
  for (const entry of await readdir(scope, {recursive: true, withFileTypes: true}))
    if (entry.isFile() && entry.name.endsWith('.js'))
      files.push(path.join(entry.parentPath, entry.name));
  return files;
}

describe('the tslib helpers Docusaurus modules get', () => {
  it('are every helper the installed Docusaurus packages call, and functions', async () => {
    const called = new Set<string>();
    let requires = 0;
    for (const file of await docusaurusFiles()) {
      const source = await readFile(file, 'utf8');
      if (!source.includes('tslib')) continue;
      // TypeScript's CommonJS output names the module tslib_1; any other use would escape this.
      requires += source.match(/require\("tslib"\)/g)?.length ?? 0;
      expect(source.match(/\w+ = require\("tslib"\)/g) ?? []).toEqual(
        source.match(/tslib_1 = require\("tslib"\)/g) ?? [],
      );
      for (const [, name] of source.matchAll(/tslib_1\.(__\w+)/g)) called.add(name);
    }
    expect(requires).toBeGreaterThan(0);
    expect([...called].sort()).toEqual(Object.keys(helpers).sort());
    for (const helper of Object.values(helpers)) expect(typeof helper).toBe('function');
  });
});
