import path from 'node:path';
import ts from 'typescript';
import {expect, it} from 'vitest';

// A site's TypeScript that uses the package's types (`"types": [...]` in its tsconfig.json, or a
// reference line) has the theme's components typed, as README.md says: the package's
// lib/node/index.d.ts references src/theme/theme-search-pagefind.d.ts (scripts/build.mjs).
// Compiled with TypeScript's API, as a file of the package's folder, resolving the package by
// its name as a site would.

const owner = path.resolve(import.meta.dirname, '..');

/** The last program compiled: the next one reuses its unchanged files (React's, the package's). */
let previous: ts.Program | undefined;

/** TypeScript's errors for `source`, compiled as a .tsx file with only React's types besides. */
function errors(source: string): string[] {
  const file = path.join(owner, 'test', 'theme-types-site.tsx');
  const options: ts.CompilerOptions = {
    noEmit: true,
    strict: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: ['react'],
  };
  const host = ts.createCompilerHost(options);
  const {fileExists, readFile, getSourceFile} = host;
  host.fileExists = (name) => name === file || fileExists.call(host, name);
  host.readFile = (name) => (name === file ? source : readFile.call(host, name));
  host.getSourceFile = (name, language, ...rest) =>
    name === file
      ? ts.createSourceFile(name, source, language)
      : getSourceFile.call(host, name, language, ...rest);
  const program = ts.createProgram([file], options, host, previous);
  previous = program;
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

const usesComponents = `
import type {ReactNode} from 'react';
import SearchBar from '@theme/SearchBar';
import SearchPage from '@theme/SearchPage';
export const both: ReactNode[] = [SearchBar(), SearchPage()];
`;

it("a site referencing the package's types has @theme/SearchBar and @theme/SearchPage typed", () => {
  expect(
    errors(`/// <reference types="docusaurus-theme-search-pagefind" />\n${usesComponents}`),
  ).toEqual([]);
  // Without the package's types, the same code does not compile: the declarations are theirs.
  expect(errors(usesComponents).join('\n')).toMatch(/Cannot find module '@theme\/SearchBar'/);
}, 60_000);
