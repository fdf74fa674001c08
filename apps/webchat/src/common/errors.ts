import { HttpException } from '@nestjs/common';

export interface ErrorDetail {
  field: string;
  problem: string;
}

/** Body of every error response (docs/api.md, "Errors"), same shape as the api's. */
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
