// `tsx bench/quality/prepare-corpus.ts --out <dir> <raw locale dir>...`
//
// The multi-locale corpus of the quality bench, from the raw chapters of the Rust Book's
// translations: each <raw locale dir> (named by its locale: ja, pt-BR, zh-TW…) holds a
// translation's mdBook chapters as its repository has them (ch04-01-what-is-ownership.md…),
// its licence files and a README-langbench.md naming repository, commit and licence. Writes
// <out>/<locale>/: the chapters made ready for Docusaurus (prepareChapter.ts), only those whose
// prose is translated and whose file name is one of the English book's (so chapters align by
// file name across locales), with the licence files and the README beside them.
import {copyFile, mkdir, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {rustBookCorpus} from '../../scripts/environment';
import {looksEnglish, prepareChapter} from './prepareChapter';

async function main() {
  const {values, positionals} = parseArgs({
    options: {out: {type: 'string'}},
    allowPositionals: true,
  });
  if (!values.out || positionals.length === 0)
    throw new Error('Usage: prepare-corpus.ts --out <dir> <raw locale dir>...');
  const english = new Set(await readdir(path.join(rustBookCorpus, 'en')));
  for (const raw of positionals) {
    const locale = path.basename(raw);
    const out = path.join(values.out, locale);
    await rm(out, {recursive: true, force: true});
    await mkdir(out, {recursive: true});
    let kept = 0;
    const left: string[] = [];
    for (const file of (await readdir(raw)).sort()) {
      if (!file.endsWith('.md') || file.startsWith('README')) {
        if (/^(LICENSE|COPYRIGHT)/.test(file))
          await copyFile(path.join(raw, file), path.join(out, file));
        continue;
      }
      if (!english.has(file)) continue;
      const markdown = await readFile(path.join(raw, file), 'utf8');
      const chapter = looksEnglish(markdown) ? null : prepareChapter(markdown);
      if (!chapter) {
        left.push(file.slice(0, -3));
        continue;
      }
      await writeFile(path.join(out, file), chapter.markdown);
      kept += 1;
    }
    const source = await readFile(path.join(raw, 'README-langbench.md'), 'utf8').catch(() => '');
    await writeFile(
      path.join(out, 'README.md'),
      `${source.trim()}\n\nPrepared by bench/quality/prepare-corpus.ts: ${kept} chapters (front matter with the first heading as title, \`format: md\`; comments, include directives and images removed; links between chapters to the .md files).${left.length ? ` Left out (still in English, or no heading): ${left.join(', ')}.` : ''}\n`,
    );
    console.log(`${locale}: ${kept} chapters${left.length ? `, ${left.length} left out` : ''}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
