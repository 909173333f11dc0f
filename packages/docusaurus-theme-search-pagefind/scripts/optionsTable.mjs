// README.md's options table, written from the doc comments of `PluginOptions` in src/options.ts:
// one row per option in the interface's order (but `id`, which Docusaurus adds), its type as
// written there, its `@default` tag and its comment. `npm run readme:options` rewrites the table
// between the README's two `options-table` markers; test/readmeOptions.test.ts fails when the
// README's table is not the one this writes, or when a `@default` tag is not the default the
// code applies.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ts = createRequire(path.join(packageDir, 'package.json'))('typescript');

export const optionsSourcePath = path.join(packageDir, 'src', 'options.ts');
export const readmePath = path.join(packageDir, 'README.md');

const START = '<!-- options-table: written from src/options.ts by `npm run readme:options` -->';
const END = '<!-- /options-table -->';

/** Text of a JSDoc comment or tag, on one line. */
const oneLine = (text) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The options `PluginOptions` declares, with their type, `@default` and description. */
export function documentedOptions(source = fs.readFileSync(optionsSourcePath, 'utf8')) {
  const file = ts.createSourceFile('options.ts', source, ts.ScriptTarget.Latest, true);
  const declaration = file.statements.find(
    (statement) => ts.isInterfaceDeclaration(statement) && statement.name.text === 'PluginOptions',
  );
  if (!declaration) throw new Error('src/options.ts declares no PluginOptions interface');
  return declaration.members
    .filter((member) => ts.isPropertySignature(member) && member.name.getText(file) !== 'id')
    .map((member) => {
      const name = member.name.getText(file);
      const doc = ts.getJSDocCommentsAndTags(member).find((node) => ts.isJSDoc(node));
      const defaultTag = doc?.tags?.find((tag) => tag.tagName.text === 'default');
      if (!doc?.comment) throw new Error(`option ${name} has no doc comment in src/options.ts`);
      if (!defaultTag) throw new Error(`option ${name} has no @default tag in src/options.ts`);
      return {
        name,
        type: member.type.getText(file),
        optional: Boolean(member.questionToken),
        default: oneLine(ts.getTextOfJSDocComment(defaultTag.comment)),
        description: oneLine(ts.getTextOfJSDocComment(doc.comment)),
      };
    });
}

/** A table cell: pipes escaped, code spans kept. */
const cell = (text) => text.replace(/\|/g, '\\|');

/** A `@default` tag as the table shows it: a literal in code, words as they are. */
const defaultCell = (value) =>
  /^(true|false|\[\]|\{\}|'[^']*'|-?\d+)$/.test(value) ? `\`${value}\`` : value;

/** The README's options table, markers included. */
export function optionsTable(options = documentedOptions()) {
  const rows = options.map(
    (option) =>
      `| \`${option.name}\` | \`${cell(option.type)}\` | ${cell(defaultCell(option.default))} | ${cell(option.description)} |`,
  );
  return [
    START,
    '',
    '| Option | Type | Default | What it does |',
    '|---|---|---|---|',
    ...rows,
    '',
    END,
  ].join('\n');
}

/** The options table now in `readme`, markers included; null when the markers are missing. */
export function readmeTable(readme) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  return start === -1 || end < start ? null : readme.slice(start, end + END.length);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const readme = fs.readFileSync(readmePath, 'utf8');
  const current = readmeTable(readme);
  if (current === null) {
    console.error(`README.md has no options table between\n${START}\nand\n${END}`);
    process.exit(1);
  }
  const table = optionsTable();
  fs.writeFileSync(
    readmePath,
    readme.replace(current, () => table),
  );
  console.log(
    current === table ? 'README.md: options table unchanged' : 'README.md: options table rewritten',
  );
}
