// ESLint for every source file (`npm run lint`; `npm run format` fixes what can be fixed).
// Layout is Prettier's (eslint-config-prettier turns off the rules that would disagree).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'build/**',
      '.docusaurus/**',
      'packages/*/lib/**',
      '**/bench/out/**',
      'test-results/**',
      'playwright-report/**',
      'static/**',
      '**/corpus-slice/**',
      'packages/*/test/fixture-site/build/**',
      'packages/*/test/fixture-site/.docusaurus/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: {...globals.browser, ...globals.node},
    },
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    plugins: {'react-hooks': reactHooks, 'import-x': importX},
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        importX.createNodeResolver({extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs']}),
      ],
    },
    rules: {
      // A cycle between modules hides which one is the base: types go in a module of their own.
      'import-x/no-cycle': ['error', {ignoreExternal: true}],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'},
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        {fixStyle: 'inline-type-imports', disallowTypeAnnotations: false},
      ],
    },
  },
  {
    // Hooks rules for React code only (Playwright's fixtures call a `use` that is no hook).
    files: ['src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // CommonJS files (Docusaurus loads some plugins and scripts with require).
    files: ['**/*.cjs', 'examples/**/*.js'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  prettier,
);
