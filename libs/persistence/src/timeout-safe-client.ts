import { Client } from 'pg';

const READ_TIMEOUT = 'Query read timeout';

/**
 * pg's Client, but a connection whose query timed out on the client side (`query_timeout`: the
 * server did not answer, as a frozen PostgreSQL does not) is never used again. pg gives up on the
 * query yet leaves it running on the connection; TypeORM then returns the connection to the pool
 * as healthy, and the next query made on it waits behind the lost one for a whole timeout of its
 * own. Marked not queryable, the connection is dropped by the pool when it comes back, and a
 * fresh one is made for the next query. The pool takes it as `extra.Client`.
 */
export class TimeoutSafeClient extends Client {
  constructor(...args: ConstructorParameters<typeof Client>) {
    super(...args);
    // The server may end a connection that is checked out but between two queries (PostgreSQL
    // stopped or restarted): pg then emits 'error' on the client, and an 'error' event nobody
    // listens to crashes the process. The connection is no longer queryable: its next query fails
    // like any query during an outage, and the pool drops it when it comes back.
    this.on('error', () => undefined);
  }
}

const query = Client.prototype.query as (...args: unknown[]) => unknown;

TimeoutSafeClient.prototype.query = function (this: TimeoutSafeClient, ...args: unknown[]): unknown {
  const drop = (err: unknown) => {
    if ((err as Error | null)?.message === READ_TIMEOUT) (this as unknown as { _queryable: boolean })._queryable = false;
  };
  const i = args.findIndex((a) => typeof a === 'function');
  if (i >= 0) {
    const callback = args[i] as (err: unknown, res: unknown) => void;
    args[i] = (err: unknown, res: unknown) => {
      drop(err);
      callback(err, res);
    };
  }
  const result = query.apply(this, args);
  if (result instanceof Promise) {
    return result.catch((err: unknown) => {
      drop(err);
      throw err;
    });
  }
  return result;
} as typeof Client.prototype.query;
