import {gunzipSync} from 'node:zlib';
import * as pagefind from 'pagefind';
import {SIGNATURE} from '../src/shared/pagefind/bundleFile';
import {parseEntry} from '../src/shared/pagefind/entry';
import {decodeMeta} from '../src/shared/pagefind/meta';
import {indexChunk, wordEntry} from '../src/shared/pagefind/postings';

// Test helper (Node): the stems Pagefind itself indexes words under. Each language's words
// are one custom record of that language, in order; the index Pagefind writes is read back with
// the package's own bundle decoder, and each word's stem is the index word at its position.

/**
 * What Pagefind keeps of a word (pagefind/src/fossick/splitting.rs, get_indexable_words: the
 * letters and digits, Rust's char::is_alphanumeric): a word with other characters (a Devanagari
 * virama, a Tamil pulli) is indexed as that, and also as its parts, which this helper leaves out.
 */
export function pagefindWord(word: string): string {
  return word.replace(/[^\p{Alphabetic}\p{N}]/gu, '');
}

function unpack(bytes: Uint8Array): Uint8Array {
  const plain = gunzipSync(bytes);
  if (plain.subarray(0, SIGNATURE.length).toString() !== SIGNATURE)
    throw new Error('Not a Pagefind file');
  return plain.subarray(SIGNATURE.length);
}

/** Pagefind's stem of each word (in the order given), the words indexed as `language`. */
export async function pagefindStems(language: string, words: readonly string[]): Promise<string[]> {
  const {index, errors} = await pagefind.createIndex({writePlayground: false});
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  try {
    const added = await index.addCustomRecord({
      url: '/words/',
      content: words.map(pagefindWord).join(' '),
      language,
    });
    if (added.errors.length > 0) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
    const {files, errors: fileErrors} = await index.getFiles();
    if (fileErrors.length > 0) throw new Error(`Pagefind: ${fileErrors.join('; ')}`);
    const file = (path: string) => {
      const found = files.find((f) => f.path === path);
      if (!found) throw new Error(`Pagefind wrote no ${path}`);
      return found.content;
    };
    const entry = parseEntry(JSON.parse(Buffer.from(file('pagefind-entry.json')).toString()));
    if (entry.language !== language) throw new Error(`Pagefind indexed ${entry.language}`);
    const meta = decodeMeta(unpack(file(`pagefind.${entry.metaHash}.pf_meta`)));
    const byPosition: string[] = [];
    for (const {hash} of meta.chunks) {
      const chunk = indexChunk(unpack(file(`index/${hash}.pf_index`)));
      for (let i = 0; i < chunk.words.length; i++) {
        for (const {postings} of wordEntry(chunk, i).forms) {
          // weight, position, weight, position…
          for (let j = 1; j < postings.locations.length; j += 2) {
            const position = postings.locations[j];
            if (byPosition[position] !== undefined && byPosition[position] !== chunk.words[i])
              throw new Error(`Pagefind indexed two words at position ${position}`);
            byPosition[position] = chunk.words[i];
          }
        }
      }
    }
    if (byPosition.length !== words.length || byPosition.includes(undefined as never))
      throw new Error(`Pagefind indexed ${byPosition.length} positions for ${words.length} words`);
    return byPosition;
  } finally {
    await index.deleteIndex();
  }
}
