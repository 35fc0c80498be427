import type { Locale } from '@shop/shared/contract/common';
import type { MessageDescriptor } from '@shop/shared/validation/messages';
import { serverI18n } from './server-i18n';

/** A state's name from the shared tables (shared/src/orders/state-names.ts) in the reader's language. */
export function stateName<K extends string>(locale: Locale, table: Record<K, MessageDescriptor>, state: string): string {
  const descriptor = table[state as K];
  return descriptor ? serverI18n(locale)._(descriptor.id, undefined, { message: descriptor.message }) : state;
}
