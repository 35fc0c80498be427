import type { FastifyServerOptions } from 'fastify';

/** Where log lines go; a test passes one that keeps them. */
export interface LogStream {
  write(line: string): void;
}

const REDACTED = '(redacted)';

function codeOf(error: Error): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : undefined;
}

/**
 * What the log keeps of an error: its class, its code (a PostgreSQL SQLSTATE, a Node or SMTP
 * code) and the stack frames. Never the message or the cause: a database error's message
 * carries the query's parameters, so a failed write would put the seller's birth number,
 * bank account and e-mail into the log; a mail error names the recipient. The database
 * driver's error is the cause of the ORM's, so the cause's class and code are kept too.
 */
export function redactedError(error: unknown): { type: string; message: string; stack: string; code?: string; cause?: string } {
  if (!(error instanceof Error)) return { type: typeof error, message: REDACTED, stack: '' };
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  const code = codeOf(error) ?? (error.cause instanceof Error ? codeOf(error.cause) : undefined);
  return {
    type: error.constructor.name,
    message: REDACTED,
    stack: frames.join('\n'),
    ...(code ? { code } : {}),
    ...(error.cause instanceof Error ? { cause: error.cause.constructor.name } : {}),
  };
}

interface LoggedRequest {
  id: string;
  method: string;
  routeOptions?: { url?: string };
}

/**
 * The server's logger: every line carries the request id (pino's `reqId`); a request is logged
 * by its route pattern (`/api/new/buyout/buyouts/:id/:token/`), not its address, so access
 * tokens, offer codes and search terms stay out; errors are redacted as above wherever they are logged.
 * `stream` lets a test read what would be written.
 */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: LoggedRequest) => ({ method: request.method, route: request.routeOptions?.url ?? '(no route)' }),
      err: redactedError,
    },
  };
}
