import * as v from 'valibot';
import { LocaleSchema } from './common';
import { coreConfig } from './core';
import { RemotesJsonSchema } from './remotes';

/**
 * A server-rendered shell page's boot data (docs/ssr.md): what the shell would ask for before its first render, the
 * language the HTML was rendered in and TanStack Query's dehydrated cache, so the browser hydrates the same tree without
 * fetching again. Nothing personal: the page is cached and shared by every visitor. A `<script type="application/json">`
 * with this id, `<` escaped.
 */
export const SSR_BOOT_ELEMENT_ID = 'shop-ssr';

/** A query that failed on the server, as the browser rebuilds it (an `ApiError` does not survive JSON). */
export const TransferredErrorSchema = v.object({
  route: v.string(),
  status: v.number(),
  detail: v.nullable(v.string()),
});
export type TransferredError = v.InferOutput<typeof TransferredErrorSchema>;

export const SsrBootSchema = v.object({
  config: coreConfig.response,
  remotes: RemotesJsonSchema,
  locale: LocaleSchema,
  /** `dehydrate(queryClient)` with failed queries' errors as `TransferredError`; TanStack checks its own shape. */
  queries: v.object({ queries: v.array(v.unknown()), mutations: v.array(v.unknown()) }),
});
export type SsrBoot = v.InferOutput<typeof SsrBootSchema>;
