import {defineConfig} from 'vitest/config';

// The package's unit tests (`npm run test:unit`): beside the code they test, and the benches'
// and test helpers' own. The fixture site's browser tests (test/*.spec.ts) are Playwright's,
// run by test/fixture.mjs.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'lib/**', 'test/fixture-site/**'],
  },
});
