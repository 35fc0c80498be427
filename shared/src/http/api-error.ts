import type { FieldErrors } from '../contract/route';

/**
 * A call that did not give the route's response.
 * - 400: `fieldErrors` holds the spec's error object (nested for grouped forms).
 * - 401, 403, 404, 409, 429 and others: `detail` holds the server's message, already in the request's language.
 * - status 0: the server answered 2xx but the body broke the route's contract (a bug, not a user error);
 *   `detail` says what did not match and is meant for developers.
 * Network failures are not ApiErrors: fetch's own TypeError passes through, so queries retry them.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly fieldErrors: FieldErrors | null;
  readonly detail: string | null;
  /** The route name, so logs say which call failed. */
  readonly route: string;

  constructor(init: { route: string; status: number; fieldErrors?: FieldErrors | null; detail?: string | null }) {
    super(`${init.route} failed with status ${init.status}${init.detail ? `: ${init.detail}` : ''}`);
    this.route = init.route;
    this.status = init.status;
    this.fieldErrors = init.fieldErrors ?? null;
    this.detail = init.detail ?? null;
  }
}

/**
 * `instanceof` alone fails when two bundles each carry their own copy of this module
 * (a partner page with two widgets built at different times), so the name counts too.
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (error instanceof Error && error.name === 'ApiError' && 'status' in error);
}

/** A 4xx answer: the request itself was wrong, so repeating it cannot help. */
export function isClientError(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

function firstMessageIn(errors: FieldErrors): string | null {
  for (const value of Object.values(errors)) {
    const found = Array.isArray(value) ? value[0] : firstMessageIn(value);
    if (found) return found;
  }
  return null;
}

/**
 * The one message to show for a failed call (spec section 8): the first `non_field_errors`
 * entry, else the first message of the error object (depth first through nested groups),
 * else the server's `detail`. Null when there is nothing fit for a user (network failure,
 * contract mismatch): the caller shows its own translated text then.
 */
export function firstErrorMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status === 0) return null;
  if (error.fieldErrors) {
    const general = error.fieldErrors.non_field_errors;
    if (Array.isArray(general) && general[0]) return general[0];
    const first = firstMessageIn(error.fieldErrors);
    if (first) return first;
  }
  return error.detail;
}

/**
 * The messages of one field, following nested groups:
 * `fieldErrorsAt(errors, ['customer_data', 'first_name'])`.
 * Empty when the field has no messages or the path names a group rather than a field.
 */
export function fieldErrorsAt(fieldErrors: FieldErrors | null | undefined, path: readonly string[]): string[] {
  let node: string[] | FieldErrors | undefined = fieldErrors ?? undefined;
  for (const key of path) {
    if (node === undefined || Array.isArray(node)) return [];
    node = node[key];
  }
  return Array.isArray(node) ? node : [];
}
