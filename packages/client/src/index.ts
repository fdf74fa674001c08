export { ParleyClient, type ParleyClientOptions, type TrainingDataFile, type WaitForTrainingOptions } from './client.js';
export { ParleyError, WebhookVerificationError, type ParleyErrorCode, type ParleyErrorDetail, type WebhookFailure } from './errors.js';
export { VERSION, type CallOptions, type HttpOptions, type RetryOptions } from './http.js';
export { API_OPERATIONS, WEBCHAT_OPERATIONS, type ApiOperationId, type WebchatOperationId } from './operations.js';
export { Pusher, push, type PushOptions, type PushResult } from './push.js';
export {
  createDedupe,
  signWebhook,
  verifyWebhook,
  DELIVERY_ID_HEADER,
  SIGNATURE_HEADER,
  type Dedupe,
  type HeadersLike,
  type VerifiedWebhook,
  type VerifyOptions,
} from './webhook.js';
export {
  createNodeHandler,
  expressWebhook,
  fastifyWebhook,
  handleWebhook,
  type ExpressLikeRequest,
  type FastifyLikeInstance,
  type WebhookHandler,
  type WebhookHandlerOptions,
  type WebhookOutcome,
} from './adapters.js';
export type * from './types.js';
