import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {copyProblems, installedCopies} from './docusaurusCopies.mjs';

// The fixture test's check that an install kept the site's Docusaurus and React, one copy each,
// on installs laid out as npm, pnpm and Yarn write them.

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
});

function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-copies-'));
  made.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const manifest = (name: string, version: string) => JSON.stringify({name, version});
const expected = {docusaurus: '3.7.0', react: '18.3.1'};

describe('installedCopies and copyProblems', () => {
  it('npm: a nested second theme-common is a second copy', () => {
    const dir = site({
      'node_modules/@docusaurus/core/package.json': manifest('@docusaurus/core', '3.7.0'),
      'node_modules/@docusaurus/theme-common/package.json': manifest(
        '@docusaurus/theme-common',
        '3.10.2',
      ),
      'node_modules/@docusaurus/theme-classic/node_modules/@docusaurus/theme-common/package.json':
        manifest('@docusaurus/theme-common', '3.7.0'),
      'node_modules/@docusaurus/theme-classic/package.json': manifest(
        '@docusaurus/theme-classic',
        '3.7.0',
      ),
      'node_modules/react/package.json': manifest('react', '18.3.1'),
    });
    expect(copyProblems(installedCopies(dir, 'npm'), expected)).toEqual([
      '@docusaurus/theme-common: 2 copies (3.10.2, 3.7.0)',
    ]);
  });

  it('npm: one copy of each at the pinned versions passes', () => {
    const dir = site({
      'node_modules/@docusaurus/core/package.json': manifest('@docusaurus/core', '3.7.0'),
      'node_modules/@docusaurus/theme-common/package.json': manifest(
        '@docusaurus/theme-common',
        '3.7.0',
      ),
      'node_modules/react-loadable/package.json': manifest('@docusaurus/react-loadable', '6.0.0'),
      'node_modules/react/package.json': manifest('react', '18.3.1'),
      'node_modules/react-dom/package.json': manifest('react-dom', '18.3.1'),
    });
    expect(copyProblems(installedCopies(dir, 'npm'), expected)).toEqual([]);
  });

  it('pnpm: one version for two sets of peers is two copies; an upgraded core is named', () => {
    const dir = site({
      'node_modules/.pnpm/@docusaurus+core@3.10.2_react@18.3.1/package.json': '{}',
      'node_modules/.pnpm/@docusaurus+theme-common@3.7.0_react@18.3.1/package.json': '{}',
      'node_modules/.pnpm/@docusaurus+theme-common@3.7.0_react@19.3.1/package.json': '{}',
      'node_modules/.pnpm/@docusaurus+react-loadable@6.0.0_react@18.3.1/package.json': '{}',
      'node_modules/.pnpm/react@18.3.1/package.json': '{}',
    });
    expect(copyProblems(installedCopies(dir, 'pnpm'), expected)).toEqual([
      '@docusaurus/core: 3.10.2, not 3.7.0',
      '@docusaurus/theme-common: 2 copies (3.7.0, 3.7.0)',
    ]);
  });

  it("Yarn: the lockfile's resolved versions", () => {
    const dir = site({
      'yarn.lock': [
        '"@docusaurus/core@npm:3.7.0":',
        '  version: 3.7.0',
        '',
        '"@docusaurus/theme-common@npm:3.7.0, @docusaurus/theme-common@npm:^3.6.0":',
        '  version: 3.7.0',
        '',
        '"react-loadable@npm:@docusaurus/react-loadable@6.0.0":',
        '  version: 6.0.0',
        '',
        '"react@npm:18.3.1":',
        '  version: 18.3.1',
        '',
      ].join('\n'),
    });
    const found = installedCopies(dir, 'yarn');
    expect([...found.keys()].sort()).toEqual([
      '@docusaurus/core',
      '@docusaurus/theme-common',
      'react',
    ]);
    expect(copyProblems(found, expected)).toEqual([]);
  });

  it('an install without Docusaurus fails the check', () => {
    const dir = site({'node_modules/react/package.json': manifest('react', '18.3.1')});
    expect(copyProblems(installedCopies(dir, 'npm'), expected)).toEqual([
      '@docusaurus/core: not found in the install',
      '@docusaurus/theme-common: not found in the install',
    ]);
  });
});
