import * as v from 'valibot';
import { MeResponseSchema } from './auth';
import { coreConfig } from './core';
import { RemotesJsonSchema } from './remotes';

/**
 * What the shell asks for before its first render (`core.config`, `/remotes.json`, `auth.me`), written into the page
 * by the server where the first render has a goal (the tree editor for a staff session, docs/category-admin.md), so
 * the shell renders at once instead of after two round trips. A `<script type="application/json">` with this id:
 * data, never run, so the CSP's `script-src` is untouched.
 */
export const PAGE_BOOT_ELEMENT_ID = 'shop-boot';

export const PageBootSchema = v.object({
  config: coreConfig.response,
  remotes: RemotesJsonSchema,
  me: MeResponseSchema,
});
export type PageBoot = v.InferOutput<typeof PageBootSchema>;
