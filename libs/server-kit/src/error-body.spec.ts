import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COMMON_ERROR_STATUS } from './error-codes';
import { toErrorBody } from './error-body';
import { InvalidInputException } from './errors';
import { zodDetails } from './zod-details';

const CODES = { ...COMMON_ERROR_STATUS, 'NLP.UNKNOWN_DIMENSION': 400, 'WEBCHAT.UNAVAILABLE': 503 };
const coded = (code: string, message: string, extra: object = {}) => Object.assign(new Error(message), { code }, extra);

// What a thrown value becomes, as both servers answer it.
const cases: { name: string; thrown: unknown; status: number; message: string | RegExp; details?: unknown }[] = [
  {
    name: 'an InvalidInputException lists every problem',
    thrown: new InvalidInputException([
      { field: 'a', problem: 'is required' },
      { field: 'b.0', problem: 'must be a string' },
    ]),
    status: 400,
    message: 'a is required; b.0 must be a string',
    details: [
      { field: 'a', problem: 'is required' },
      { field: 'b.0', problem: 'must be a string' },
    ],
  },
  {
    name: 'a Nest exception keeps its status and sentence',
    thrown: new NotFoundException('Unknown app token'),
    status: 404,
    message: 'Unknown app token',
  },
  {
    name: 'a Nest exception with a list of messages joins them',
    thrown: new BadRequestException(['one', 'two']),
    status: 400,
    message: 'one; two',
  },
  { name: 'a Nest exception with a bare string', thrown: new HttpException('Gone', 410), status: 410, message: 'Gone' },
  {
    name: "a stable code of the server's table",
    thrown: coded('NLP.UNKNOWN_DIMENSION', 'unknown dimension "x"', { details: [{ field: 'dimensions', problem: 'unknown' }] }),
    status: 400,
    message: 'unknown dimension "x"',
    details: [{ field: 'dimensions', problem: 'unknown' }],
  },
  {
    name: 'a code the server added (webchat: message not stored)',
    thrown: coded('WEBCHAT.UNAVAILABLE', 'The message could not be stored; retry later'),
    status: 503,
    message: 'The message could not be stored; retry later',
  },
  {
    name: 'the common DB.UNAVAILABLE code',
    thrown: coded('DB.UNAVAILABLE', 'The records could not be stored'),
    status: 503,
    message: 'The records could not be stored',
  },
  {
    name: 'a body over the limit',
    thrown: coded('FST_ERR_CTP_BODY_TOO_LARGE', 'Request body is too large', { statusCode: 413 }),
    status: 413,
    message: 'The request body is larger than 1 MiB',
  },
  {
    name: 'a Content-Type other than JSON',
    thrown: coded('FST_ERR_CTP_INVALID_MEDIA_TYPE', 'Unsupported Media Type', { statusCode: 415 }),
    status: 415,
    message: 'Content-Type must be application/json',
  },
  {
    name: 'an empty JSON body',
    thrown: coded('FST_ERR_CTP_EMPTY_JSON_BODY', 'Body cannot be empty', { statusCode: 400 }),
    status: 400,
    message: 'The JSON body is empty',
  },
  {
    name: 'a body that is not JSON',
    thrown: coded('FST_ERR_CTP_INVALID_JSON_BODY', 'Unexpected token', { statusCode: 400 }),
    status: 400,
    message: 'The body is not valid JSON',
  },
  {
    name: 'a Content-Length that does not match the body',
    thrown: coded('FST_ERR_CTP_INVALID_CONTENT_LENGTH', 'Request body size did not match Content-Length', { statusCode: 400 }),
    status: 400,
    message: 'Content-Length does not match the body',
  },
  {
    name: "a Fastify error Nest wrapped before the filter (Fastify's sentence replaced)",
    thrown: new HttpException('Request body size did not match Content-Length', 400, {
      cause: coded('FST_ERR_CTP_INVALID_CONTENT_LENGTH', 'x', { statusCode: 400 }),
    }),
    status: 400,
    message: 'Content-Length does not match the body',
  },
  {
    name: 'another client error carrying a status',
    thrown: Object.assign(new Error('Bad header'), { statusCode: 431 }),
    status: 431,
    message: 'Bad header',
  },
  {
    name: 'PostgreSQL refusing connections',
    thrown: coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
    status: 503,
    message: 'The database is unavailable; retry later',
  },
  {
    name: 'PostgreSQL shutting down (a TypeORM error wrapping the driver error)',
    thrown: Object.assign(new Error('terminating connection due to administrator command'), { driverError: { code: '57P01' } }),
    status: 503,
    message: 'The database is unavailable; retry later',
  },
  {
    name: 'too many connections',
    thrown: coded('53300', 'sorry, too many clients already'),
    status: 503,
    message: 'The database is unavailable; retry later',
  },
  {
    name: 'a connection that dropped',
    thrown: new Error('Connection terminated unexpectedly'),
    status: 503,
    message: 'The database is unavailable; retry later',
  },
  {
    name: 'no connection from the pool in time',
    thrown: new Error('timeout exceeded when trying to connect'),
    status: 503,
    message: 'The database is unavailable; retry later',
  },
  {
    name: 'a programming error: no stack, no SQL',
    thrown: Object.assign(new Error('syntax error at or near "SELEC"'), { query: 'SELEC * FROM apps' }),
    status: 500,
    message: 'Internal server error',
  },
  {
    name: 'an SQL error with an unknown code',
    thrown: coded('23505', 'duplicate key value violates unique constraint "apps_pkey"'),
    status: 500,
    message: 'Internal server error',
  },
  { name: 'a thrown string', thrown: 'boom', status: 500, message: 'Internal server error' },
  { name: 'a thrown null', thrown: null, status: 500, message: 'Internal server error' },
  { name: 'a code that only exists on Object.prototype', thrown: coded('toString', 'x'), status: 500, message: 'Internal server error' },
];

describe('toErrorBody', () => {
  it.each(cases)('$name -> $status', ({ thrown, status, message, details }) => {
    const body = toErrorBody(thrown, CODES);
    expect(body.statusCode).toBe(status);
    expect(body.message).toEqual(message);
    expect(body.error).toBe(STATUS_TEXT[status]);
    if (details) expect(body.details).toEqual(details);
    else expect(body).not.toHaveProperty('details');
    expect(JSON.stringify(body)).not.toMatch(/SELEC|apps_pkey|at .*\.ts:\d+/);
  });

  it('leaves a code out of the table unmapped: each server decides its own codes', () => {
    expect(toErrorBody(coded('WEBCHAT.UNAVAILABLE', 'x'), COMMON_ERROR_STATUS).statusCode).toBe(500);
  });
});

describe('zodDetails', () => {
  const schema = z.object({ answers: z.array(z.array(z.object({ payload: z.object({ value: z.string() }) }))) });

  it('names each nested field by its dotted path', () => {
    const r = schema.safeParse({ answers: [[{ payload: { value: 'ok' } }, { payload: {} }]] });
    expect(r.success).toBe(false);
    expect(zodDetails(r.error!)).toEqual([{ field: 'answers.0.1.payload.value', problem: expect.any(String) }]);
  });

  it('names a problem of the whole input after its root', () => {
    const r = schema.safeParse('nope');
    expect(zodDetails(r.error!, 'query')).toEqual([{ field: 'query', problem: expect.any(String) }]);
  });
});

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};
