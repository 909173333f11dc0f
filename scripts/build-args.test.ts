// `npm run build -- <Docusaurus's flags>`: the CSP step must hash the folder Docusaurus wrote,
// wherever the flags sent it.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {asksForHelp, buildOutDir} from './build-args.mjs';

const cwd = path.resolve('/site');

describe('buildOutDir', () => {
  it.each([
    [[], '/site/build'],
    [['--out-dir', 'dist'], '/site/dist'],
    [['--out-dir=dist'], '/site/dist'],
    [['--out-dir', '/tmp/x', '--locale', 'en'], '/tmp/x'],
    [['--locale', 'en', '--out-dir', 'dist'], '/site/dist'],
    [['-l', 'en', '--out-dir', 'a', '--out-dir', 'b'], '/site/b'],
    // A value is the next argument even when it could be a folder name.
    [['--config', 'other.config.ts', '--locale', 'en'], '/site/build'],
    [['-len', '--no-minify', '--out-dir', 'dist'], '/site/dist'],
    // The site folder, first positional argument; --out-dir is relative to it.
    [['website', '--out-dir', 'dist'], '/site/website/dist'],
    [['--locale', 'zh', 'en'], '/site/en/build'],
    [['--dev', '--', 'website'], '/site/website/build'],
  ])('%j writes to %s', (args, expected) => {
    expect(buildOutDir(args, cwd)).toBe(path.resolve(expected));
  });
});

describe('asksForHelp', () => {
  it('is true for --help and -h only', () => {
    expect(asksForHelp(['--help'])).toBe(true);
    expect(asksForHelp(['-h'])).toBe(true);
    expect(asksForHelp(['--out-dir', 'help'])).toBe(false);
  });
});
