/**
 * The name of the unique constraint or index a write broke (SQLSTATE 23505), or null for any other
 * error. PGlite and node-postgres both carry `code` and `constraint`; drizzle may wrap them in `cause`.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let current: unknown = error; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
