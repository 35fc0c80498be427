/**
 * SQLSTATEs that say the server is away rather than the query wrong: class 08 (connection exception),
 * 57P01–57P03 (terminated by an administrator, crash shutdown, still starting up), 53300 (too many connections).
 */
const UNAVAILABLE_STATE = /^(08...|57P0[123]|53300)$/;
/** Socket errors of a connection refused, cut or not resolvable: these carry no SQLSTATE. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres reports a lost connection and a full pool's wait with plain errors and these messages only. */
const DRIVER_MESSAGE = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether an error means the database cannot be reached now (a restart, a failover, connections
 * terminated), so the request may succeed when retried. Drizzle wraps the driver's error in `cause`;
 * a refused connection to a name with several addresses is an AggregateError of them.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    const { code, message, errors } = current as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATE.test(code) || SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGE.test(message)) return true;
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
