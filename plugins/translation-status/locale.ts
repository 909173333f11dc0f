// Build-time (Node) code: which locale Docusaurus is building or serving. It says so in
// DOCUSAURUS_CURRENT_LOCALE, but `docusaurus start` without `--locale` sets that variable to
// the string "undefined" (String(undefined)) while it serves the default locale, so an unset,
// empty or "undefined" value means the default locale.

/** The locale being built or served, from `env` (process.env by default). */
export function currentLocale(
  defaultLocale: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  const value = env.DOCUSAURUS_CURRENT_LOCALE?.trim();
  return value && value !== 'undefined' ? value : defaultLocale;
}
