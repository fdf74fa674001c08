/** PostgreSQL's code for a statement cancelled past statement_timeout. */
const QUERY_CANCELED = '57014';
/** pg's messages for a query or a connection that got no answer in time. */
const MESSAGES = ['Query read timeout', 'timeout exceeded when trying to connect', 'Connection terminated due to connection timeout'];

/**
 * Whether an error says the database did not answer in time (a frozen or overloaded server), as
 * opposed to a refused or broken connection, which fails at once, or a wrong request.
 */
export function isDatabaseTimeout(err: unknown): boolean {
  let e = err as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (e.code === QUERY_CANCELED) return true;
    const message = e.message;
    if (typeof message === 'string' && MESSAGES.some((m) => message.includes(m))) return true;
    e = (e.driverError ?? e.cause) as typeof e;
  }
  return false;
}
