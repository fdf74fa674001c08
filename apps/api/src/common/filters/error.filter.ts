import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { ERROR_STATUS, type ErrorBody, type ErrorDetail } from '../errors/error-table';

/** Fastify's own errors that are the client's fault, with the sentence we answer. */
const FASTIFY_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is larger than 1 MiB' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Content-Type must be application/json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The JSON body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The body is not valid JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Content-Length does not match the body' },
};

const DB_DOWN = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '53300', '08006', '08001']);

/**
 * Turns every error into the JSON error shape (docs/api.md, "Errors"). A 500 never carries a stack trace or SQL;
 * it is logged with the request id instead.
 */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = this.toBody(exception);
    if (body.statusCode === 503) void reply.header('Retry-After', '5');
    if (body.statusCode >= 500 && body.statusCode !== 503) this.logger.error(exception);
    void reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const res = exception.getResponse();
      if (typeof res === 'string') return make(status, res);
      const r = res as { message?: unknown; details?: ErrorDetail[] };
      const message = Array.isArray(r.message) ? r.message.join('; ') : typeof r.message === 'string' ? r.message : STATUS_CODES[status] ?? 'Error';
      return make(status, message, r.details);
    }
    const err = exception as { code?: string; statusCode?: number; message?: string; details?: ErrorDetail[]; driverError?: { code?: string } };
    if (err?.code && ERROR_STATUS[err.code]) return make(ERROR_STATUS[err.code]!, err.message ?? err.code, err.details);
    if (err?.code && FASTIFY_ERRORS[err.code]) return make(FASTIFY_ERRORS[err.code]!.status, FASTIFY_ERRORS[err.code]!.message);
    if (err?.statusCode && err.statusCode >= 400 && err.statusCode < 500) return make(err.statusCode, err.message ?? 'Bad request');
    const dbCode = err?.driverError?.code ?? err?.code;
    if (dbCode && DB_DOWN.has(dbCode)) return make(503, 'The database is unavailable; retry later');
    if (err?.message?.includes('Connection terminated') || err?.message?.includes('timeout exceeded when trying to connect')) {
      return make(503, 'The database is unavailable; retry later');
    }
    return make(500, 'Internal server error');
  }
}

function make(statusCode: number, message: string, details?: ErrorDetail[]): ErrorBody {
  const body: ErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  if (details?.length) body.details = details;
  return body;
}
