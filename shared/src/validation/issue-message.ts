import type { I18n } from '@lingui/core';
import type * as v from 'valibot';
import { isMessageKind, translateIssue } from './messages';

// Marks a stored message as a kind to translate, never as text to show; server texts never start so.
const KIND_PREFIX = 'kind:';

/**
 * What a form keeps for a valibot issue: its kind and requirement, not a text in the language
 * of the moment, so the message follows a language switch (`translateFieldMessage` at render).
 * Issues without a kind keep their message.
 */
export function issueMessageKey(issue: v.BaseIssue<unknown>): string {
  if (!isMessageKind(issue.message)) return issue.message;
  const requirement: unknown = issue.requirement instanceof Date ? issue.requirement.toISOString() : issue.requirement;
  return KIND_PREFIX + JSON.stringify([issue.message, requirement ?? null]);
}

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
