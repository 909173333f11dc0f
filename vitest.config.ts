import {availableParallelism} from 'node:os';
import {defineConfig} from 'vitest/config';

// Unit tests live beside the code they test (`*.test.ts`); browser tests are Playwright's. The
// packages run their own (`npm run test:unit -w <package>`, with the package's vitest.config.ts).
export default defineConfig({
  test: {
    // Every core: Vitest's default leaves one free, which on a 2-core CI machine is one worker.
    maxWorkers: availableParallelism(),
    include: [
      'src/**/*.test.ts',
      'plugins/**/*.test.ts',
      'scripts/**/*.test.ts',
      'examples/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'build/**', 'packages/**', 'tests/e2e/**'],
  },
});
