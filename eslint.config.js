import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'web/dist/',
      'web/sandbox/dist/',
      '.data/',
      '**/__generated__/',
      'bench/results/',
      'tests/e2e/screenshots/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // A page's first Intl number call loads ICU's locale data on the main thread (web/src/components/format.ts).
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'toLocaleString', message: 'Format numbers with web/src/components/format.ts.' },
        { object: 'Intl', property: 'NumberFormat', message: 'Format numbers with web/src/components/format.ts.' },
      ],
    },
  },
  {
    // The search rules the gateway and the page share run on both: nothing from Node, the DOM or a package.
    files: ['contracts/search/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\./)', message: 'contracts/search imports only its own modules.' }] },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'location', 'localStorage', 'process', 'Buffer', 'require'].map(
          (name) => ({ name, message: 'contracts/search runs in the browser and in Node alike.' }),
        ),
      ],
    },
  },
  {
    // The push service worker (docs/rules/push.md#the-service-worker): a classic script the browser runs as it is.
    files: ['web/push/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
