/** One problem of a request, as the API lists them (`details`). */
export interface ParleyErrorDetail {
  field: string;
  problem: string;
}

/**
 * Stable codes of {@link ParleyError}: the API's own code when its answer carries one (`code`), else
 * the client's name for the status, or what went wrong before any answer.
 */
export type ParleyErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'HEADERS_TOO_LARGE'
  | 'UNAVAILABLE'
  | 'SERVER_ERROR'
  | 'HTTP_ERROR'
  | 'TIMEOUT'
  | 'NETWORK'
  | 'ABORTED'
  | 'TRAINING_FAILED'
  | 'TRAINING_TIMEOUT'
  // The API's own codes (`NLP.UNKNOWN_DIMENSION`, `TRAINER.MODEL_NOT_READY`...) when it sends them.
  | (string & {});

const BY_STATUS: Record<number, ParleyErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
  503: 'UNAVAILABLE',
};

/** The code of an answer's status when its body names none. */
export function codeOfStatus(status: number): ParleyErrorCode {
  return BY_STATUS[status] ?? (status >= 500 ? 'SERVER_ERROR' : 'HTTP_ERROR');
}

/** What every failed call of the kit throws: the API's error answer, or why there was none. */
export class ParleyError extends Error {
  override readonly name = 'ParleyError';
  /** A stable code to branch on (see {@link ParleyErrorCode}). */
  readonly code: ParleyErrorCode;
  /** The HTTP status; 0 when no answer came (timeout, network, aborted). */
  readonly status: number;
  /** Every problem the API named (`details`), field by field. */
  readonly details: ParleyErrorDetail[];
  /** Seconds the server asked to wait (`Retry-After` of a 429 or 503), when it said. */
  readonly retryAfter: number | undefined;
  /** `METHOD path` of the call. */
  readonly request: string;
  /** The answer's body as parsed JSON (or text), for anything the fields above leave out. */
  readonly body: unknown;

  constructor(init: {
    message: string;
    code: ParleyErrorCode;
    status: number;
    request: string;
    details?: ParleyErrorDetail[];
    retryAfter?: number;
    body?: unknown;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.request = init.request;
    this.details = init.details ?? [];
    this.retryAfter = init.retryAfter;
    this.body = init.body;
  }
}

/** Why {@link verifyWebhook} refused a delivery. */
export type WebhookFailure = 'missing_signature' | 'malformed_signature' | 'timestamp_out_of_range' | 'signature_mismatch' | 'invalid_body';

/** Thrown by {@link verifyWebhook}: answer the delivery 401 (or 400 for `invalid_body`). */
export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
  constructor(
    readonly reason: WebhookFailure,
    message: string,
  ) {
    super(message);
  }
}
