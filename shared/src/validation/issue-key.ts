import type * as v from 'valibot';
import { isMessageKind } from './message-kinds';

// Marks a stored message as a kind to translate, never as text to show; server texts never start so.
export const KIND_PREFIX = 'kind:';

/**
 * What a form keeps for a valibot issue: its kind and requirement, not a text in the language
 * of the moment, so the message follows a language switch (`translateFieldMessage` at render).
 * Issues without a kind keep their message. Apart from issue-message.ts, which translates with
 * the message descriptors: a store that only records issues does not load those.
 */
export function issueMessageKey(issue: v.BaseIssue<unknown>): string {
  if (!isMessageKind(issue.message)) return issue.message;
  const requirement: unknown = issue.requirement instanceof Date ? issue.requirement.toISOString() : issue.requirement;
  return KIND_PREFIX + JSON.stringify([issue.message, requirement ?? null]);
}
