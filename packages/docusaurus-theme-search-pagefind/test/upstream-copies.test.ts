import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkUpstreamCopies, unmarked} from './support/upstreamCopies';

// This package's copied upstream files (licenses/upstream-copies.json), listed in the README or
// the notes for developers beside it; the check itself is test/support/upstreamCopies.ts, which
// the site's scripts/upstream-copies.test.ts runs on the site's copies.

describe('unmarked', () => {
  const theirs = ['a', 'b', 'c', '  </nav>', 'd'].join('\n');
  it('finds a change with no mark, an added line or a removed one', () => {
    expect(unmarked(theirs, ['a', 'B', 'c', '  </nav>', 'd'].join('\n'))).toEqual([
      'after line 1: B',
    ]);
    expect(unmarked(theirs, ['a', 'c', '  </nav>', 'd'].join('\n'))).toEqual([
      'after line 1: (upstream lines removed)',
    ]);
  });
  it('accepts a change with a mark in it or just above it, and closing tags alone', () => {
    expect(
      unmarked(theirs, ['a', '// search-pagefind: why', 'B', 'c', '  </div>', 'd'].join('\n')),
    ).toEqual([]);
    expect(unmarked(theirs, ['a', 'b', 'c', '  </div>', 'd'].join('\n'))).toEqual([]);
  });
});

checkUpstreamCopies(path.resolve(import.meta.dirname, '..'), [
  'README.md',
  'ARCHITECTURE.md',
  'CONTRIBUTING.md',
]);
