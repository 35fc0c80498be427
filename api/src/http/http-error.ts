import type { ErrorBody, FieldErrors } from '@shop/shared/contract/route';

/** An answer other than success, thrown from a handler; the app's error handler sends `body` as it is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 429 | 502 | 503,
    readonly body: FieldErrors | ErrorBody,
  ) {
    super(`HTTP ${statusCode}`);
  }
}

/** 400 in the spec's shape: field -> messages, nested groups, non_field_errors. */
export function validationError(errors: FieldErrors): HttpError {
  return new HttpError(400, errors);
}

/** 503: a service the call needs (e.g. the mail server) is down; the client may try again. */
export function detailError(statusCode: 401 | 403 | 404 | 409 | 429 | 502 | 503, detail: string): HttpError {
  return new HttpError(statusCode, { detail });
}
