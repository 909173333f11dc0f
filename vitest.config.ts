import {defineConfig} from 'vitest/config';

// Unit tests live beside the code they test (`*.test.ts`); browser tests are Playwright's.
export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'plugins/**/*.test.ts',
      'packages/*/src/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'packages/*/bench/**/*.test.ts',
      'scripts/**/*.test.ts',
      'examples/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'build/**', 'packages/*/lib/**', 'tests/e2e/**'],
  },
});
