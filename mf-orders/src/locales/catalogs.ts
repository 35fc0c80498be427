import type { Catalogs } from '@shop/shared/i18n/create-i18n';
import { orderStateCatalogs } from '@shop/shared/i18n/order-state-catalogs';
import { messages as cs } from './cs/messages';
import { messages as ro } from './ro/messages';

/** The package's own texts and the shared order state names, which no other remote carries. */
export const catalogs: Catalogs = { cs: { ...orderStateCatalogs.cs, ...cs }, ro: { ...orderStateCatalogs.ro, ...ro } };
