import type { Messages } from '@lingui/core';
import { messages as shared } from '@shop/shared/i18n/locales/ro/messages';
import { messages as own } from '../locales/ro/messages';

/** The partner widget's Romanian texts: the shared catalog with the buyout's own merged over it (as createI18n merges). */
export const messages: Messages = { ...shared, ...own };
