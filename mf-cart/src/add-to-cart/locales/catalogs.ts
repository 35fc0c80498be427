import type { Catalogs } from '@shop/shared/i18n/create-i18n';
import { messages as cs } from './cs/messages';
import { messages as ro } from './ro/messages';

/**
 * The button's own texts, a catalog of their own (lingui.config.ts): a product tile loads these few, and the
 * widget's whole catalog (`src/locales/`) only comes with the subcart.
 */
export const addToCartCatalogs: Catalogs = { cs, ro };
