import type { I18n, Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Locale } from '@shop/shared/contract/common';
import { createI18n } from '@shop/shared/i18n/create-i18n';
import { orderStateCatalogs } from '@shop/shared/i18n/order-state-catalogs';
import { messagesCs, type ServerMessageId } from './messages-cs';
import { messagesRo } from './messages-ro';

function compileCatalog(source: Record<string, string>): Messages {
  return Object.fromEntries(Object.entries(source).map(([id, message]) => [id, compileMessage(message)]));
}

const serverCatalogs = {
  cs: { ...orderStateCatalogs.cs, ...compileCatalog(messagesCs) },
  ro: { ...orderStateCatalogs.ro, ...compileCatalog(messagesRo) },
};

const instances = new Map<Locale, I18n>();

/** The shared catalog (validation messages) plus the server's own texts, one instance per language. */
export function serverI18n(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = createI18n(locale, serverCatalogs);
    instances.set(locale, i18n);
  }
  return i18n;
}

export function translate(locale: Locale, id: ServerMessageId, values?: Record<string, unknown>): string {
  return serverI18n(locale)._(id, values);
}
