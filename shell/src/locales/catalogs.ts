import type { Catalogs } from '@shop/shared/i18n/create-i18n';
import { messages as cs } from './cs/messages';
import { messages as ro } from './ro/messages';
import { messages as csPages } from './pages/cs/messages';
import { messages as roPages } from './pages/ro/messages';

/**
 * Both languages at once, with the lazy pages' texts, for component tests; the shop loads one language at a time
 * (catalog-loader.ts) and the lazy pages' texts with them (page-texts.ts).
 */
export const catalogs: Catalogs = { cs: { ...cs, ...csPages }, ro: { ...ro, ...roPages } };
