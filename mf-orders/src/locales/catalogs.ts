import type { Catalogs } from '@shop/shared/i18n/create-i18n';
import { messages as cs } from './cs/messages';
import { messages as ro } from './ro/messages';

export const catalogs: Catalogs = { cs, ro };
