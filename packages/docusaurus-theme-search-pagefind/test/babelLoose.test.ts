import path from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';

// A site built with webpack (no Docusaurus Faster) compiles this package's browser code again
// with Babel, because its name contains "docusaurus" (Docusaurus 3.10's excludeJS), and with
// preset-env's `loose: true` (@docusaurus/babel's client preset). In loose mode a spread or an
// array pattern assumes an array: `[...set]` becomes `[].concat(set)`, i.e. `[set]`,
// `f(...set)` becomes `f.apply(undefined, set)` (no arguments), `const [a] = set` reads
// `set[0]`. Caught by the fixture site (an index URL of "index/[object Set].pf_index").
// So the browser code spreads and destructures arrays only; anything else goes through
// Array.from first. This checks every spread and array pattern with the type checker.

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** An Array, a tuple or a subtype of them (RegExpMatchArray): what `[...x]` may spread. */
function isArray(checker: ts.TypeChecker, type: ts.Type): boolean {
  if (type.isUnion()) return type.types.every((member) => isArray(checker, member));
  return checker.isArrayLikeType(type);
}

/** Anything with a length and numbered items (a NodeList): what `f(...x)` and `[a] = x` may take. */
function isArrayLike(checker: ts.TypeChecker, type: ts.Type): boolean {
  if (type.isUnion()) return type.types.every((member) => isArrayLike(checker, member));
  return (
    isArray(checker, type) ||
    (!!checker.getIndexInfoOfType(type, ts.IndexKind.Number) &&
      !!type.getProperty('length') &&
      !(type.flags & ts.TypeFlags.StringLike))
  );
}

/** "file:line: code" of each spread or array pattern over something that is not an array. */
function nonArraySpreads(): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(packageDir, 'tsconfig.browser.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error('tsconfig.browser.json could not be read');
  const program = ts.createProgram(parsed.fileNames, parsed.options);
  const checker = program.getTypeChecker();
  const found: string[] = [];
  const report = (node: ts.Node, checked: ts.Node, accepts: typeof isArray) => {
    if (accepts(checker, checker.getTypeAtLocation(checked))) return;
    const file = node.getSourceFile();
    const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push(`${path.relative(packageDir, file.fileName)}:${line}: ${node.getText()}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isSpreadElement(node))
      report(
        node,
        node.expression,
        ts.isArrayLiteralExpression(node.parent) ? isArray : isArrayLike,
      );
    if (ts.isArrayBindingPattern(node)) report(node, node, isArrayLike);
    ts.forEachChild(node, visit);
  };
  for (const fileName of parsed.fileNames) visit(program.getSourceFile(fileName)!);
  return found;
}

describe('browser code under Babel loose mode', () => {
  // A whole type-checked program: tens of seconds on a busy machine.
  it('spreads and destructures arrays only', {timeout: 180_000}, () => {
    expect(nonArraySpreads()).toEqual([]);
  });
});
