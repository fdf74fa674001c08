import { HttpException } from '@nestjs/common';
import type { ErrorDetail } from './error-table';

/** A 4xx naming every problem; `message` sums them up in one sentence. */
export class InvalidInputException extends HttpException {
  constructor(details: ErrorDetail[], status = 400) {
    super({ message: details.map((d) => `${d.field} ${d.problem}`).join('; '), details }, status);
  }
}
