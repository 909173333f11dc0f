// A generated page's model: its terms, headings, sentences and code, decided once from its seed.
import {mulberry32, pageSeed, picker} from './prng';
import {
  categories,
  headingPatterns,
  identifiers,
  problems,
  sentencePatterns,
  terms,
  titlePatterns,
  topics,
  verbs,
} from './vocab';
import type {Vocabulary} from './generatedSite';
import type {Fill, Text, Block, PageModel} from './pageModelTypes';

/** In a topical site, the share of term choices made from the whole vocabulary. */
const OFF_TOPIC = 0.1;

export function modelPage(index: number, seed: number, vocabulary: Vocabulary): PageModel {
  const r = picker(mulberry32(pageSeed(seed, index)));
  const topic = topics[index % categories.length];
  const term =
    vocabulary === 'uniform'
      ? () => r.pick(terms)
      : () => r.pick(r.chance(OFF_TOPIC) ? terms : topic);
  const main = vocabulary === 'uniform' ? r.pick(terms) : r.pick(topic);
  // Words recur within a document: a topical page keeps to a few verbs, problems and
  // identifiers of its own instead of drawing from the whole list every time.
  const own = <T>(list: readonly T[], min: number, max: number) =>
    vocabulary === 'uniform' ? list : r.sample(list, r.int(min, max));
  const pageVerbs = own(verbs, 4, 6);
  const pageProblems = own(problems, 1, 2);
  const pageIdentifiers = own(identifiers, 3, 5);
  const fill = (): Fill => ({
    t: r.chance(0.5) ? main : term(),
    u: term(),
    v: r.pick(pageVerbs),
    p: r.pick(pageProblems),
    c: r.pick(pageIdentifiers),
    n: r.pick([20, 50, 100, 500, 1000, 5000]),
  });
  const text = (patterns: number): Text => ({pattern: r.int(0, patterns - 1), fill: fill()});
  const sentence = () => text(sentencePatterns.zh.length);
  const heading = () => text(headingPatterns.zh.length);
  const paragraph = (): Block => ({
    kind: 'p',
    sentences: Array.from({length: r.int(2, 4)}, sentence),
  });

  const blocks: Block[] = [{kind: 'p', sentences: Array.from({length: r.int(2, 3)}, sentence)}];
  const sections = r.int(2, 4);
  for (let s = 0; s < sections; s++) {
    blocks.push({kind: 'h', level: 2, text: heading()});
    for (let k = r.int(1, 2); k > 0; k--) blocks.push(paragraph());
    if (r.chance(0.5)) {
      blocks.push({kind: 'h', level: 3, text: heading()});
      blocks.push(paragraph());
      blocks.push({kind: 'ul', items: Array.from({length: r.int(3, 5)}, sentence)});
      if (r.chance(0.25)) blocks.push({kind: 'h', level: 4, text: heading()}, paragraph());
    }
    if (r.chance(0.25)) {
      blocks.push({
        kind: 'table',
        rows: r.sample(pageIdentifiers, r.int(3, 4)).map((code) => ({code, text: sentence()})),
      });
    }
    if (r.chance(0.3)) {
      const [a, b] = r.sample(pageIdentifiers, 2);
      blocks.push({kind: 'code', lines: codeLines(a, b, r.int(1, 5))});
    }
  }
  const category = categories[index % categories.length];
  return {
    slug: `page-${String(index + 1).padStart(5, '0')}`,
    category,
    title: {pattern: r.int(0, titlePatterns.zh.length - 1), fill: fill()},
    blocks,
  };
}

/**
 * A code block's lines around two of the page's identifiers, in the shapes real code writes
 * names (an import, a dotted call, a PascalCase error, an UPPER_SNAKE setting, a CLI flag).
 */
export function codeLines(a: string, b: string, retries: number): string[] {
  const call = a.replace(/\(.*\)$/, '');
  const name =
    call
      .split('.')
      .pop()!
      .replace(/[^A-Za-z0-9]/g, '') || 'task';
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(/[\s_]+/);
  const pascal = words.map((w) => w[0].toUpperCase() + w.slice(1).toLowerCase()).join('');
  const upper = words.map((w) => w.toUpperCase()).join('_');
  const kebab = words.map((w) => w.toLowerCase()).join('-');
  return [
    `import {${name}} from '@notes/${kebab}';`,
    `const result = await ${call}({retries: ${retries}});`,
    `if (!result.ok) throw new ${pascal}Error(result.status);`,
    `process.env.${upper}_TIMEOUT_MS = '${retries * 1000}';`,
    `logger.info('${b}', result);`,
    `// npx notes ${kebab} --max-retries=${retries}`,
  ];
}
