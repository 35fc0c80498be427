import type { Locale } from '@shop/shared/contract/common';
import type { ServerMessageId } from '../i18n/messages-cs';
import { translate } from '../i18n/server-i18n';
import { detailError, validationError } from './http-error';

/** A 400 with the message on one field (or `non_field_errors`), in the spec's error shape. */
export function fieldError(locale: Locale, field: string, id: ServerMessageId, values?: Record<string, unknown>) {
  return validationError({ [field]: [translate(locale, id, values)] });
}

/** The one 404 for an order that is unknown or not the caller's: the two must not be told apart (O-X7). */
export const orderNotFound = (locale: Locale) => detailError(404, translate(locale, 'orders.not_found'));
