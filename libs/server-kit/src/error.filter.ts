import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { RETRY_AFTER_SECONDS, type ErrorStatusTable } from './error-codes';
import { toErrorBody } from './error-body';

/**
 * The global filter of both servers: every HTTP error in the JSON error shape. A 503 tells the
 * client when to retry, and so does an error with `retryAfterSeconds`; a 500 is logged (with the request id, by the request logger) and never
 * carries a stack trace or SQL. Built with the server's table of stable codes:
 * `{ provide: APP_FILTER, useValue: new ErrorFilter(ERROR_STATUS) }`.
 */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ErrorFilter');

  constructor(private readonly codes: ErrorStatusTable) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    // Socket.IO handlers answer with their own error event; nothing to send here.
    if (host.getType() !== 'http') return;
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = toErrorBody(exception, this.codes);
    if (body.statusCode === 503) void reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    // An error that knows when to retry (a 429 of an abuse limit) says it.
    const retryAfter = (exception as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    if (typeof retryAfter === 'number') void reply.header('Retry-After', String(retryAfter));
    if (body.statusCode >= 500 && body.statusCode !== 503) this.logger.error(exception);
    void reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
  }
}
