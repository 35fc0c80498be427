/**
 * The deepest nesting of arrays and objects a request body may have (the body itself is level 1). The
 * contract's bodies need 4; a walk over a value nested thousands deep (a digest, a rule) would overflow
 * the stack, so such a body is refused at the door.
 */
export const MAX_BODY_DEPTH = 32;

/** Whether `value` nests containers more than `limit` levels deep; a loop, not a recursion, so any depth is safe to ask. */
export function nestedBeyond(value: unknown, limit: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth > limit) return true;
    for (const item of Object.values(current)) pending.push({ value: item, depth: depth + 1 });
  }
  return false;
}

/** The body's top-level fields nested too deep (field-level errors), or `non_field_errors` for a body that is itself too deep. */
export function tooDeepFields(body: unknown): string[] {
  if (!nestedBeyond(body, MAX_BODY_DEPTH)) return [];
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return ['non_field_errors'];
  return Object.entries(body).filter(([, item]) => nestedBeyond(item, MAX_BODY_DEPTH - 1)).map(([key]) => key);
}
