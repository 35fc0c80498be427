import * as v from 'valibot';

/** The output of a schema that must accept the input. */
export function accepted<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new Error(`expected ${JSON.stringify(input)} to pass, got ${v.summarize(result.issues)}`);
  return result.output;
}

/** The message kinds of the issues of a schema that must refuse the input, by dotted path ('' for the root). */
export function refused(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to fail`);
  const byPath: Record<string, string[]> = {};
  for (const issue of result.issues) (byPath[v.getDotPath(issue) ?? ''] ??= []).push(issue.message);
  return byPath;
}

/** 15 June 2025, local time: the "today" of these tests. */
export const testToday = () => new Date(2025, 5, 15);
