/**
 * The React Query a remote gets from the shell: the shell's own instance (one QueryClientContext, one cache per page),
 * limited to the exports the shop's code calls. Offered as the whole namespace, it kept every export in
 * `federation-lib` (queries, infinite queries, hydration, streamed queries: 3.4 KB brotli on every page with a remote,
 * issue 14); destructured here, webpack keeps only these. The same names are the only React Query imports lint
 * allows in shared/ and the remotes (eslint/react-query-offer.json, checked against this list by the test beside it).
 * A remote that needs another export: add it to both, and raise CONTRACT_VERSION's minor (docs/deploy.md).
 */
export const loadReactQueryOffer = () =>
  import(/* webpackChunkName: "federation-lib" */ '@tanstack/react-query').then(
    ({ QueryClient, QueryClientContext, QueryClientProvider, hashKey, isCancelledError, keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient }) => ({
      QueryClient,
      QueryClientContext,
      QueryClientProvider,
      hashKey,
      isCancelledError,
      keepPreviousData,
      queryOptions,
      useMutation,
      useQuery,
      useQueryClient,
    }),
  );
