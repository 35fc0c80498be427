import type { FieldErrors } from '../contract/route';

/**
 * The messages of a 400 that no form field shows: `non_field_errors` and errors of fields the
 * form has no control for (e.g. the appraisal version). `placed` are the paths the form shows.
 */
export function unplacedMessages(errors: FieldErrors | null, placed: readonly (readonly string[])[]): string[] {
  if (!errors) return [];
  const shown = new Set(placed.map((path) => path.join('.')));
  const messages: string[] = [];
  const walk = (node: FieldErrors, prefix: string[]) => {
    for (const [key, value] of Object.entries(node)) {
      const path = [...prefix, key];
      if (Array.isArray(value)) {
        if (!shown.has(path.join('.'))) messages.push(...value);
      } else walk(value, path);
    }
  };
  walk(errors, []);
  return [...new Set(messages)];
}
