// Where `npm run build` writes the site, from its arguments, which are `docusaurus build`'s own
// (`[siteDir] --out-dir <dir> --locale <locale> --config <file> --dev --bundle-analyzer
// --no-minify`). Read the way Docusaurus's command line (commander 5) reads them: an option
// that takes a value takes the next argument whatever it is, or the rest of `--name=value` or
// `-lvalue`; everything after `--` is positional.
import path from 'node:path';

const WITH_VALUE = new Set(['--out-dir', '--config', '--locale', '-l']);

/**
 * The build's output folder, absolute. As in Docusaurus, `--out-dir` (the last one given;
 * default `build`) is relative to the site folder, the first positional argument, else `cwd`.
 */
export function buildOutDir(args, cwd = process.cwd()) {
  let outDir = 'build';
  let siteDir;
  const positional = (arg) => {
    siteDir ??= arg;
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--') {
      args.slice(i + 1).forEach(positional);
      break;
    }
    const equals = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = equals > 0 ? arg.slice(0, equals) : arg;
    if (WITH_VALUE.has(name)) {
      const value = equals > 0 ? arg.slice(equals + 1) : args[++i];
      if (name === '--out-dir' && value !== undefined) outDir = value;
    } else if (!arg.startsWith('-') || arg === '-') {
      positional(arg);
    }
  }
  return path.resolve(cwd, siteDir ?? '.', outDir);
}

/** True when the arguments ask `docusaurus build` for its help, which builds nothing. */
export function asksForHelp(args) {
  return args.includes('--help') || args.includes('-h');
}
