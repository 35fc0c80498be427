// One lint config for every package, by glob, so a new mf-* remote or shell folder is linted
// the day it appears. Zero warnings are allowed (`pnpm run lint`, part of `pnpm test`).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './eslint/import-boundaries.mjs';
import { importCycles } from './eslint/import-cycles.mjs';
import reactQueryOffer from './eslint/react-query-offer.json' with { type: 'json' };

/**
 * `no-restricted-syntax` entries of the data layer. One function, because a later block's `no-restricted-syntax`
 * replaces an earlier one's for the same file: each block lists every selector that applies to it.
 */
function dataLayerSyntax({ apiCalls }) {
  const keys = {
    selector: "Property[key.name='queryKey'] > ArrayExpression.value",
    message: 'Query keys come from shared/src/query (routeKey, queryFor, userRouteKey, browserKey), never written by hand.',
  };
  const calls = {
    // Only calls on something named like an API client, so Function.prototype.call stays free.
    selector: "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(call|callWithMeta)$/][callee.object.name=/^(api|apiClient|client)$/]",
    message: "The API is called only in a folder's queries.ts (hooks on queryFor/mutationFor) and in bootstrap.tsx, which runs before React and the query client exist.",
  };
  return apiCalls ? [keys, calls] : [keys];
}

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '**/locales/*/messages.ts', '**/locales/*/*/messages.ts', 'e2e/bench/results/**', '.data/**', '**/coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { shop: importBoundaries, cycles: importCycles },
    rules: {
      'shop/import-boundaries': 'error',
      'cycles/no-import-cycles': 'error',
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
    // The data layer (docs/architecture.md): every cache key comes from shared/src/query (routeKey, queryFor,
    // userRouteKey, browserKey), so one key shape lives in the one cache the shell and its remotes share.
    files: ['{shared,shell,mf-*}/**/*.{ts,tsx}'],
    ignores: ['shared/src/query/**'],
    rules: {
      'no-restricted-syntax': ['error', ...dataLayerSyntax({ apiCalls: false })],
    },
  },
  {
    // ...and a component, store or submit handler never calls the API itself: its calls are hooks in its folder's
    // queries.ts. bootstrap.tsx files run before React and the query client exist, so they call it directly.
    // The client's own code and test (shared/src/http) and shared/src/query are where calls are built.
    files: ['{shared,shell,mf-*}/src/**/*.{ts,tsx}'],
    ignores: [
      'shared/src/query/**',
      'shared/src/http/**',
      '**/queries.ts',
      '**/bootstrap.tsx',
      // The wallet payment runs its calls inside the browser's payment sheet callbacks (merchant validation,
      // authorised token), not from React: a plain async flow, called from the checkout's own mutation.
      'shared/src/payments/pay-with-wallet.ts',
    ],
    rules: {
      'no-restricted-syntax': ['error', ...dataLayerSyntax({ apiCalls: true })],
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
