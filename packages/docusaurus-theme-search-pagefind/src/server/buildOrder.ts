import path from 'node:path';

// Whether Docusaurus builds another locale after the one being built, in
// this process. A plugin is not told, and `docusaurus build` returns as soon as the last
// locale's postBuild has: what a locale's index leaves to finish in the background must be
// awaited by a later locale's, and the last one's must be done before its postBuild returns
// (`docusaurus deploy` and `serve --build` read the output right after). So this answers yes
// only when it is certain: under `docusaurus build` run from its command line
// (bin/docusaurus.mjs) with no --locale, which builds every locale of the config, the default
// one first, then the others in their order (commands/build/build.js's orderLocales, as in
// @docusaurus/core 3.10.2). Were the order another, a locale left writing last would still be
// written before `docusaurus build` exits (its process waits for Pagefind's), and a failure
// would still fail it (bundleWriting.ts).

/** The locales Docusaurus builds, in order, when asked for all of them. */
export function buildOrder(locales: readonly string[], defaultLocale: string): string[] {
  return locales.includes(defaultLocale)
    ? [defaultLocale, ...locales.filter((locale) => locale !== defaultLocale)]
    : [...locales];
}

/** Whether the process is `docusaurus build` with no --locale (`argv` as process.argv). */
export function buildsEveryLocale(argv: readonly string[]): boolean {
  const script = path.basename(argv[1] ?? '');
  if (script !== 'docusaurus' && script !== 'docusaurus.mjs' && script !== 'docusaurus.js')
    return false;
  const args = argv.slice(2);
  if (args[0] !== 'build') return false;
  return !args.some((arg) => arg === '-l' || arg.startsWith('--locale') || /^-l./.test(arg));
}

/** Whether another locale is built after `locale` in this process (false when unsure). */
export function localeBuiltAfter(
  locale: string,
  i18n: {locales: readonly string[]; defaultLocale: string},
  argv: readonly string[] = process.argv,
): boolean {
  if (!buildsEveryLocale(argv)) return false;
  const order = buildOrder(i18n.locales, i18n.defaultLocale);
  const at = order.indexOf(locale);
  return at !== -1 && at < order.length - 1;
}
