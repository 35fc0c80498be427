import type { Catalogs } from '@shop/shared/i18n/create-i18n';
import { messages as cs } from './cs/messages';
import { messages as ro } from './ro/messages';

/** Both languages at once, for component tests; the shop loads one at a time (catalog-loader.ts). */
export const catalogs: Catalogs = { cs, ro };
