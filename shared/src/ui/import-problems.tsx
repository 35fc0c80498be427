import { Trans } from '@lingui/react/macro';
import type { FieldErrors } from '../contract/route';
import { Alert } from './alert';

interface RowProblem {
  line: string;
  column: string;
  message: string;
}

/**
 * The row report of a refused file import, `{ rows: { <line>: { <column>: messages } } }` (or messages for the whole
 * line), as a flat list.
 */
function rowProblems(fieldErrors: FieldErrors | null): RowProblem[] {
  const rows = fieldErrors?.rows;
  if (!rows || Array.isArray(rows)) return [];
  return Object.entries(rows).flatMap(([line, columns]) =>
    Array.isArray(columns)
      ? columns.map((message) => ({ line, column: '', message }))
      : Object.entries(columns).flatMap(([column, messages]) => (Array.isArray(messages) ? messages : []).map((message) => ({ line, column, message }))),
  );
}

/** The rows a file import refused, one line each, under `title` (what happened to the file); nothing when none was. */
export function ImportProblems({ fieldErrors, title, testId }: { fieldErrors: FieldErrors | null; title: string; testId: string }) {
  const problems = rowProblems(fieldErrors);
  if (problems.length === 0) return null;
  return (
    <Alert kind="error" title={title}>
      <ul data-testid={testId}>
        {problems.map((problem) => (
          <li key={`${problem.line}-${problem.column}-${problem.message}`}>
            {problem.column ? (
              <Trans>
                Řádek {problem.line}, {problem.column}: {problem.message}
              </Trans>
            ) : (
              <Trans>
                Řádek {problem.line}: {problem.message}
              </Trans>
            )}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
