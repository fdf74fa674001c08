import { HttpException } from '@nestjs/common';

/** One problem of a request: the field (dotted path) and what is wrong with it. */
export interface ErrorDetail {
  field: string;
  problem: string;
}

/** Body of every error answer of both servers. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  details?: ErrorDetail[];
}

/** A 4xx naming every problem; `message` sums them up in one sentence. */
export class InvalidInputException extends HttpException {
  constructor(details: ErrorDetail[], status = 400) {
    super({ message: details.map((d) => `${d.field} ${d.problem}`).join('; '), details }, status);
  }
}

/** A 429: the answer carries `Retry-After` with `retryAfterSeconds` (the error filter sets it). */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, 429);
  }
}
