import { HttpException } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import { DB_DOWN_CODES, DB_DOWN_MESSAGES, FASTIFY_ERRORS, type ErrorStatusTable } from './error-codes';
import type { ErrorBody, ErrorDetail } from './errors';

/**
 * Any thrown value as the JSON error body. The order matters: Fastify's client errors (answered
 * with our sentences), Nest's HTTP exceptions, stable codes from the server's table, other 4xx
 * carrying a status, a database that is down (503), and everything else a 500 without the error's
 * own message, which may hold a stack trace or SQL.
 */
export function toErrorBody(exception: unknown, codes: ErrorStatusTable): ErrorBody {
  // Nest hands errors raised before a route (Fastify's body parsing) to the filter as an
  // HttpException with Fastify's sentence; the Fastify error is its cause.
  const fastify = fastifyError(exception instanceof HttpException ? exception.cause : exception);
  if (fastify) return errorBody(fastify.status, fastify.message);
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const res = exception.getResponse();
    if (typeof res === 'string') return errorBody(status, res);
    const r = res as { message?: unknown; details?: ErrorDetail[] };
    const message = Array.isArray(r.message)
      ? r.message.join('; ')
      : typeof r.message === 'string'
        ? r.message
        : (STATUS_CODES[status] ?? 'Error');
    return errorBody(status, message, r.details);
  }
  const err = exception as
    | { code?: unknown; statusCode?: unknown; message?: unknown; details?: ErrorDetail[]; driverError?: { code?: unknown } }
    | null
    | undefined;
  const code = typeof err?.code === 'string' ? err.code : undefined;
  const message = typeof err?.message === 'string' ? err.message : undefined;
  if (code && Object.hasOwn(codes, code)) return errorBody(codes[code]!, message ?? code, err?.details);
  if (typeof err?.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500)
    return errorBody(err.statusCode, message ?? 'Bad request');
  const dbCode = err?.driverError?.code ?? code;
  if ((typeof dbCode === 'string' && DB_DOWN_CODES.has(dbCode)) || (message && DB_DOWN_MESSAGES.some((m) => message.includes(m)))) {
    return errorBody(503, 'The database is unavailable; retry later');
  }
  return errorBody(500, 'Internal server error');
}

function fastifyError(err: unknown): { status: number; message: string } | undefined {
  const code = (err as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' && Object.hasOwn(FASTIFY_ERRORS, code) ? FASTIFY_ERRORS[code] : undefined;
}

export function errorBody(statusCode: number, message: string, details?: ErrorDetail[]): ErrorBody {
  const body: ErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  if (details?.length) body.details = details;
  return body;
}
