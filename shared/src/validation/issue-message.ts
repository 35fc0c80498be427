import type { I18n } from '@lingui/core';
import type * as v from 'valibot';
import { KIND_PREFIX } from './issue-key';
import { translateIssue } from './messages';

// Kept here too: forms and remotes built before issue-key.ts import it from this module.
export { issueMessageKey } from './issue-key';

/** A stored field message in the active language: a kind is translated, any other text (the server's) is shown as it came. */
export function translateFieldMessage(message: string, i18n: I18n): string {
  if (!message.startsWith(KIND_PREFIX)) return message;
  const [kind, requirement] = JSON.parse(message.slice(KIND_PREFIX.length)) as [string, unknown];
  const restored = typeof requirement === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(requirement) ? new Date(requirement) : requirement;
  return translateIssue({ message: kind, requirement: restored ?? undefined } as v.BaseIssue<unknown>, i18n);
}

/** Every message of a list in the active language. */
export function translateFieldMessages(messages: readonly string[], i18n: I18n): string[] {
  return messages.map((message) => translateFieldMessage(message, i18n));
}
