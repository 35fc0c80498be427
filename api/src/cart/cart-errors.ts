import type { Locale } from '@shop/shared/contract/common';
import { detailError } from '../http/http-error';
import { translate } from '../i18n/server-i18n';

export const itemNotFound = (locale: Locale) => detailError(404, translate(locale, 'cart.item_not_found'));

