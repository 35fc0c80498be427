import type { Catalogs } from '@shop/shared/i18n/create-i18n';
import { messages as csValidation } from '@shop/shared/i18n/locales/validation/cs/messages';
import { messages as roValidation } from '@shop/shared/i18n/locales/validation/ro/messages';
import { messages as cs } from './later/cs/messages';
import { messages as ro } from './later/ro/messages';

/**
 * The texts of the views after a price (lingui.config.ts) in both languages, with the shared validation messages their
 * forms show (the partner embed's first chunk has neither): a chunk loaded with the first of those views.
 */
export const laterCatalogs: Catalogs = { cs: { ...csValidation, ...cs }, ro: { ...roValidation, ...ro } };
