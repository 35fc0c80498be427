// No Lingui macros here: the API server imports this file under plain tsx.
import type { Catalogs } from './create-i18n';
import { messages as cs } from './locales/order-states/cs/messages';
import { messages as ro } from './locales/order-states/ro/messages';

/** The state names of shared/src/orders/state-names.ts, for the packages that show them (mf-orders, the server). */
export const orderStateCatalogs: Catalogs = { cs, ro };
