import {availableParallelism} from 'node:os';
import {defineConfig} from 'vitest/config';

// The package's tests (`npm run test:unit` runs both projects): `unit`, pure tests beside the
// code they test and the benches' and test helpers' own; `scenarios`, tests that build real
// Pagefind bundles and read them over HTTP (test/scenarios/, the quality bench's floors),
// slower and needing the Pagefind binary. `npx vitest run --project unit` runs the first only.
// The fixture site's browser tests (test/*.spec.ts) are Playwright's, run by test/fixture.mjs.
const scenarios = [
  'test/scenarios/**/*.test.ts',
  'bench/quality/floor.test.ts',
  'bench/quality/languagesFloor.test.ts',
  'bench/quality/titles.test.ts',
];
const exclude = ['**/node_modules/**', 'lib/**', 'test/fixture-site/**'];
// Worker threads, not forked processes: each test file starts in a fresh worker either way, and a
// thread starts and imports faster (the whole run 88 → 74 s on the 2-core CI machine). An inline
// project does not inherit the root's test options, so each names it.
const pool = 'threads';

export default defineConfig({
  test: {
    // Every core: Vitest's default leaves one free, which on a 2-core CI machine is one worker.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          pool,
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: [...exclude, ...scenarios],
        },
      },
      {test: {name: 'scenarios', pool, include: scenarios, exclude}},
    ],
  },
});
