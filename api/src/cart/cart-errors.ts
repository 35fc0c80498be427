import type { Locale } from '@shop/shared/contract/common';
import { detailError, validationError } from '../http/http-error';
import type { ServerMessageId } from '../i18n/messages-cs';
import { translate } from '../i18n/server-i18n';

export const itemNotFound = (locale: Locale) => detailError(404, translate(locale, 'cart.item_not_found'));

/** A 400 with the message on one field (or `non_field_errors`), in the spec's error shape. */
export function fieldError(locale: Locale, field: string, id: ServerMessageId, values?: Record<string, unknown>) {
  return validationError({ [field]: [translate(locale, id, values)] });
}
