// One lint config for every package, by glob, so a new mf-* remote or shell folder is linted
// the day it appears. Zero warnings are allowed (`pnpm run lint`, part of `pnpm test`).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './eslint/import-boundaries.mjs';
import reactQueryOffer from './eslint/react-query-offer.json' with { type: 'json' };

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/locales/*/messages.ts', '**/locales/*/*/messages.ts', 'e2e/bench/results/**', '.data/**', '**/coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { shop: importBoundaries },
    rules: {
      'shop/import-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['{shared,shell,mf-*}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      // The two classic hook rules, and three of v7's React Compiler rules that catch hand-made
      // loading: refs read or written while rendering, setState called straight in an effect, and
      // values React owns being changed in place.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'react-hooks/refs': 'error',
      'react-hooks/set-state-in-effect': 'error',
      'react-hooks/immutability': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // The UI kit's controls (shared/src/ui/input.ts, select.tsx) are inputs too: a label around one is tied to it.
      'jsx-a11y/label-has-associated-control': ['error', { controlComponents: ['Input', 'TextArea', 'Select'] }],
    },
  },
  {
    // In the shop a remote's React Query is the shell's offer, which holds only these exports
    // (shell/src/remotes/react-query-offer.ts); shared/ code runs in remotes too. Types are not offered, they are free.
    files: ['{shared,mf-*}/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              allowImportNames: reactQueryOffer,
              allowTypeImports: true,
              message: 'The shell offers remotes only the React Query exports in eslint/react-query-offer.json: add the new one there and to shell/src/remotes/react-query-offer.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
