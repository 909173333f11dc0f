// `npm run i18n:status [-- --json] [-- --strict] [-- --locale en]`: whether each English doc,
// post and UI translation file is up to date, outdated or missing (see CONTRIBUTING.md,
// "Translation status"). Runs in Node only.
import {collectReport} from '../plugins/translation-status/collect';
import {formatReport} from '../plugins/translation-status/status';

const args = process.argv.slice(2);
const unknown = args.filter(
  (arg, i) => !['--json', '--strict', '--locale'].includes(arg) && args[i - 1] !== '--locale',
);
if (unknown.length) {
  console.error(
    `i18n:status: unknown argument ${unknown.join(' ')}\nUsage: npm run i18n:status -- [--json] [--strict] [--locale en]`,
  );
  process.exit(2);
}
const localeIndex = args.indexOf('--locale');
const locale = localeIndex >= 0 ? args[localeIndex + 1] : 'en';
if (!locale || !/^[A-Za-z-]+$/.test(locale)) {
  console.error('i18n:status: --locale needs a locale name, e.g. --locale en');
  process.exit(2);
}

const siteDir = process.cwd(); // npm runs scripts from the package root
const report = collectReport(siteDir, locale);
console.log(args.includes('--json') ? JSON.stringify(report, null, 2) : formatReport(report));
if (args.includes('--strict') && report.counts.outdated + report.counts.missing > 0)
  process.exit(1);
