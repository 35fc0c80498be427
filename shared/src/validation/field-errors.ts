import type * as v from 'valibot';
import type { FieldErrors } from '../contract/route';

const NON_FIELD_ERRORS = 'non_field_errors';

function addUnique(list: string[], message: string): void {
  if (!list.includes(message)) list.push(message);
}

/** The group at `key`, turning a message list already there into the group's non_field_errors. */
function groupAt(errors: FieldErrors, key: string): FieldErrors {
  const existing = errors[key];
  if (existing === undefined) {
    const group: FieldErrors = {};
    errors[key] = group;
    return group;
  }
  if (Array.isArray(existing)) {
    const group: FieldErrors = { [NON_FIELD_ERRORS]: existing };
    errors[key] = group;
    return group;
  }
  return existing;
}

function addMessage(errors: FieldErrors, key: string, message: string): void {
  const existing = errors[key];
  if (existing === undefined) errors[key] = [message];
  else if (Array.isArray(existing)) addUnique(existing, message);
  // A whole group can be wrong too (customer_data missing): its message goes beside its fields.
  else addMessage(existing, NON_FIELD_ERRORS, message);
}

function pathKeys(issue: v.BaseIssue<unknown>): string[] {
  return (issue.path ?? []).map((item) => String(item.key));
}

/**
 * Valibot issues in the spec's 400 shape: each issue's path becomes nested
 * groups (`customer_data.first_name` -> `{ customer_data: { first_name: [...] } }`),
 * issues without a path go to `non_field_errors`, and every distinct message of a field is kept.
 */
export function issuesToFieldErrors(
  issues: readonly v.BaseIssue<unknown>[],
  translate: (issue: v.BaseIssue<unknown>) => string,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const keys = pathKeys(issue);
    const field = keys.pop() ?? NON_FIELD_ERRORS;
    const group = keys.reduce(groupAt, errors);
    addMessage(group, field, translate(issue));
  }
  return errors;
}
