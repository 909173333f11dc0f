// Types of optionsTable.mjs, for the unit test that imports it (test/readmeOptions.test.ts).
export interface DocumentedOption {
  name: string;
  type: string;
  optional: boolean;
  default: string;
  description: string;
}
export const optionsSourcePath: string;
export const readmePath: string;
export function documentedOptions(source?: string): DocumentedOption[];
export function optionsTable(options?: DocumentedOption[]): string;
export function readmeTable(readme: string): string | null;
