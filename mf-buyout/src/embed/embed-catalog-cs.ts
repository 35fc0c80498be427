import type { Messages } from '@lingui/core';
import { messages as shared } from '@shop/shared/i18n/locales/cs/messages';
import { messages as own } from '../locales/cs/messages';

/** The partner widget's Czech texts: the shared catalog with the buyout's own merged over it (as createI18n merges). */
export const messages: Messages = { ...shared, ...own };
