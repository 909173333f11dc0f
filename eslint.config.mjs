// ESLint for every source file (`npm run lint`; `npm run format` fixes what can be fixed).
// Layout is Prettier's (eslint-config-prettier turns off the rules that would disagree).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Copies of upstream files (the search package's licenses/upstream-copies.json) keep upstream's
 * text, eslint-disable comments included, so that a diff against upstream shows only the
 * changes. Those comments name rules of Docusaurus's own lint setup, unknown here: each is
 * known to these files as a rule that reports nothing.
 */
const upstreamCopies = [
  'packages/docusaurus-theme-search-pagefind/src/theme/SearchPage/ThemeSearchPage.tsx',
  'packages/docusaurus-theme-search-pagefind/src/theme/SearchTranslations/index.ts',
];
const silentRule = {meta: {type: 'problem', schema: false}, create: () => ({})};
const upstreamRules = (...names) => ({
  rules: Object.fromEntries(names.map((name) => [name, silentRule])),
});

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
    // The search engine is plain browser code (the Pagefind reader, ranking, typos, folding):
    // no React and no Docusaurus, so that it runs in a bare page, a worker or Node.
    files: ['packages/*/src/client/engine/**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*'],
              message:
                'The engine (src/client/engine/) imports no React: put React code in hooks/ or theme/.',
            },
            {
              group: ['@docusaurus/*', '@theme/*', '@theme-original/*', '@generated/*', '@site/*'],
              message:
                'The engine (src/client/engine/) imports nothing of Docusaurus: hand it what it needs from hooks/ or docsearch/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The site uses a package by its name only (its exports), never by a path into its sources.
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs,jsx}'],
    ignores: ['packages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)packages/[^/]+/src(/|$)',
              message:
                "Import the package by its name (what its package.json exports), not its src/: export what the site needs from the package's entry.",
            },
            {
              regex: '^docusaurus-theme-search-pagefind/(src|lib)(/|$)',
              message:
                "Import the package's exports ('docusaurus-theme-search-pagefind', '.../push'), not its files.",
            },
          ],
        },
      ],
    },
  },
  {
    files: upstreamCopies,
    plugins: {
      '@docusaurus': upstreamRules('no-untranslated-text'),
      'jsx-a11y': upstreamRules('no-autofocus'),
      react: upstreamRules('no-danger'),
      'react-compiler': upstreamRules('react-compiler'),
    },
    // Upstream's comments disable rules that are off here.
    linterOptions: {reportUnusedDisableDirectives: 'off'},
  },
  {
    // CommonJS files (Docusaurus loads some plugins and scripts with require).
    files: ['**/*.cjs', 'examples/**/*.js'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  prettier,
);
