// One lint for the whole tree: typescript-eslint, react-hooks and jsx-a11y, formatting left to Prettier
// (eslint-config-prettier turns off the rules it owns), and the import boundaries of scripts/lint/boundaries.mjs.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryConfigs } from './scripts/lint/boundaries.mjs';

const FRONTENDS = ['shell', 'mf-public', 'mf-patient', 'mf-admin', 'mf-doctor'];
const CODE = '**/*.{js,mjs,cjs,ts,tsx}';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.turbo/**',
      '**/coverage/**',
      '.data/**',
      '.releases/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/.tmp*/**',
      'shared/.contract-test/**',
    ],
  },
  { files: [CODE], ...js.configs.recommended },
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: [CODE] })),
  {
    files: [CODE],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_name` marks a parameter a signature needs and the body does not.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    // Plain Node scripts and configs written in CommonJS.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [...FRONTENDS.map((app) => `${app}/src/**/*.{ts,tsx}`), 'shared/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'e2e/**/*.{ts,mjs}', 'test-support/**/*.ts'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    rules: {
      // Tests reach into answers they just asserted the shape of, and load a module afresh after
      // jest.resetModules() with require().
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // Every spec's test watches its pages for texts that bypass the language mechanism (e2e/support/test.ts).
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from '../support/test': it checks every shown text came through a catalog.",
            },
          ],
        },
      ],
    },
  },
  {
    // Declaration merging must repeat the type parameters of the interface it extends.
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    // Served to every browser as written, with no build: plain ES5.
    files: ['shared/src/federation/after-paint.js'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-var': 'off' },
  },
  ...boundaryConfigs(),
  prettier,
);
