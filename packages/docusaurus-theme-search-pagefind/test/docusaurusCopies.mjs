// Which versions of Docusaurus's packages (and React) a fixture site ended up with, read from
// what its installer wrote: npm's node_modules tree, pnpm's virtual store (node_modules/.pnpm),
// Yarn's lockfile. The fixture test asserts one copy of each, at the version the site pinned:
// installing the theme must not upgrade Docusaurus nor add a second copy (a second
// @docusaurus/theme-common or React splits React contexts between the site and the theme).
import fs from 'node:fs';
import path from 'node:path';

const WATCHED = /^(?:@docusaurus\/[^/]+|react|react-dom)$/;

/** Docusaurus's packages with versions of their own (core depends on them by exact version). */
const OWN_VERSIONS = new Set(['@docusaurus/react-loadable', '@docusaurus/responsive-loader']);

/** npm: every package folder under node_modules, nested ones included. */
function npmCopies(dir, found) {
  const modules = path.join(dir, 'node_modules');
  if (!fs.existsSync(modules)) return;
  for (const entry of fs.readdirSync(modules)) {
    if (entry.startsWith('.')) continue;
    const names = entry.startsWith('@')
      ? fs.readdirSync(path.join(modules, entry)).map((name) => `${entry}/${name}`)
      : [entry];
    for (const name of names) {
      const packageDir = path.join(modules, name);
      const manifest = path.join(packageDir, 'package.json');
      if (!fs.existsSync(manifest)) continue;
      if (WATCHED.test(name))
        add(found, name, JSON.parse(fs.readFileSync(manifest, 'utf8')).version, packageDir);
      npmCopies(packageDir, found);
    }
  }
}

/**
 * pnpm: the virtual store's folders are named `<name with + for />@<version>[_<peers>]`; one
 * version installed for two sets of peers is two copies.
 */
function pnpmCopies(siteDir, found) {
  for (const entry of fs.readdirSync(path.join(siteDir, 'node_modules', '.pnpm'))) {
    const match = /^((?:@[^+]+\+)?[^@]+)@([^_(]+)/.exec(entry);
    if (!match) continue;
    const name = match[1].replace('+', '/');
    if (WATCHED.test(name)) add(found, name, match[2], entry);
  }
}

/** Yarn: each lockfile entry names its descriptors, then its resolved `version:`. */
function yarnCopies(siteDir, found) {
  let current = null;
  for (const line of fs.readFileSync(path.join(siteDir, 'yarn.lock'), 'utf8').split('\n')) {
    const header = /^"?((?:@[^@/"]+\/)?[^@"]+)@/.exec(line);
    if (header) current = WATCHED.test(header[1]) ? header[1] : null;
    const version = /^ {2}version: "?([^"\s]+)/.exec(line);
    if (version && current) {
      add(found, current, version[1], version[1]);
      current = null;
    }
  }
}

function add(found, name, version, copy) {
  if (!found.has(name)) found.set(name, new Map());
  found.get(name).set(copy, version);
}

/** Name → its copies installed (where → version), for Docusaurus's packages and React. */
export function installedCopies(siteDir, installer) {
  const found = new Map();
  if (installer === 'npm') npmCopies(siteDir, found);
  else if (installer === 'pnpm') pnpmCopies(siteDir, found);
  else yarnCopies(siteDir, found);
  return found;
}

/**
 * What is wrong with the copies installed: a package in several versions, or a Docusaurus
 * package or React at another version than the site pinned. Empty when all is well.
 */
export function copyProblems(found, expected) {
  const problems = [];
  for (const [name, copies] of found) {
    const want = name.startsWith('@docusaurus/') ? expected.docusaurus : expected.react;
    const versions = [...copies.values()].sort();
    if (versions.length > 1)
      problems.push(`${name}: ${versions.length} copies (${versions.join(', ')})`);
    else if (want && !OWN_VERSIONS.has(name) && versions[0] !== want)
      problems.push(`${name}: ${versions[0]}, not ${want}`);
  }
  for (const name of ['@docusaurus/core', '@docusaurus/theme-common', 'react'])
    if (!found.has(name)) problems.push(`${name}: not found in the install`);
  return problems;
}
