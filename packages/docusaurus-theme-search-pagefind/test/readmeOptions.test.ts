import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {DEFAULT_OPTIONS, validateOptions, type PluginOptions} from '../src/options';
import {
  documentedOptions,
  optionsTable,
  readmePath,
  readmeTable,
} from '../scripts/optionsTable.mjs';

// The README's options table is the one the options' doc comments in src/options.ts make, and
// every `@default` tag there is the default the validation applies. Fix a failure by changing
// the doc comment (or the default), then `npm run readme:options` in the package.

/** A default as a `@default` tag writes it: single-quoted strings, JSON otherwise. */
const literal = (value: unknown) =>
  typeof value === 'string' ? `'${value}'` : JSON.stringify(value);

/** The options a site gets when it gives none, as Docusaurus's validation returns them. */
function validatedDefaults(): PluginOptions {
  return validateOptions({
    options: undefined,
    validate: (schema, options) => {
      const {value, error} = (
        schema as {validate: (o: unknown) => {value: PluginOptions; error?: Error}}
      ).validate(options);
      if (error) throw error;
      return value;
    },
  });
}

describe('README options table', () => {
  const options = documentedOptions();

  it('is the table the doc comments of src/options.ts make', () => {
    const readme = fs.readFileSync(readmePath, 'utf8');
    const table = readmeTable(readme);
    expect(table, 'README.md lost its options-table markers').not.toBeNull();
    expect(table, 'run `npm run readme:options` in the package').toBe(optionsTable(options));
  });

  it('documents every option the validation accepts, and only those', () => {
    const defaults = validatedDefaults();
    const documented = options.map((option) => option.name).sort();
    const optional = options.filter((option) => option.optional).map((option) => option.name);
    expect(documented).toEqual(
      [...new Set([...Object.keys(defaults), ...optional])].filter((name) => name !== 'id').sort(),
    );
  });

  it("gives each option's @default as the value a site gets when it sets none", () => {
    const defaults = validatedDefaults() as unknown as Record<string, unknown>;
    for (const option of options) {
      if (option.name in DEFAULT_OPTIONS) {
        expect(option.default, option.name).toBe(
          literal(DEFAULT_OPTIONS[option.name as keyof typeof DEFAULT_OPTIONS]),
        );
        expect(literal(defaults[option.name]), option.name).toBe(option.default);
      } else {
        expect(defaults[option.name], `${option.name} has a default in the code`).toBeUndefined();
        expect(option.default, option.name).not.toMatch(/^(true|false|\[\]|\{\}|'.*')$/);
      }
    }
  });
});
