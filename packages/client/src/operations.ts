/**
 * Every operation of the two contracts the kit calls, by operationId, with its method and path:
 * the client sends nothing else, and the drift test fails when a contract gains an operation that
 * an App-Key or a bot may call and that is not here.
 */
export const API_OPERATIONS = {
  // NLP
  EntityExtractionController_extract: ['GET', '/nlp/entity-extraction/v0'],
  SpellcheckController_v0: ['GET', '/nlp/spellchecking/v0'],
  SpellcheckController_v1: ['GET', '/nlp/spellchecking/v1'],
  // Classification and training state
  ClassifyController_classify: ['POST', '/trainer/api/v0/classify'],
  ClassifyController_classifyByGet: ['GET', '/trainer/api/v0/classify'],
  ClassifyController_explain: ['POST', '/trainer/api/v0/classify/explain'],
  StatusController_status: ['GET', '/trainer/api/v0/status'],
  // QnAs
  QnasController_list: ['GET', '/trainer/api/v0/qnas'],
  QnasController_create: ['POST', '/trainer/api/v0/qnas'],
  QnasController_removeMany: ['DELETE', '/trainer/api/v0/qnas'],
  QnasController_get: ['GET', '/trainer/api/v0/qnas/{id}'],
  QnasController_update: ['PUT', '/trainer/api/v0/qnas/{id}'],
  QnasController_remove: ['DELETE', '/trainer/api/v0/qnas/{id}'],
  // Intents
  IntentsController_list: ['GET', '/trainer/api/v0/intents'],
  IntentsController_create: ['POST', '/trainer/api/v0/intents'],
  IntentsController_removeMany: ['DELETE', '/trainer/api/v0/intents'],
  IntentsController_get: ['GET', '/trainer/api/v0/intents/{id}'],
  IntentsController_update: ['PUT', '/trainer/api/v0/intents/{id}'],
  IntentsController_patch: ['PATCH', '/trainer/api/v0/intents/{id}'],
  IntentsController_remove: ['DELETE', '/trainer/api/v0/intents/{id}'],
  // App entities
  EntityTypesController_list: ['GET', '/trainer/api/v0/entities'],
  EntityTypesController_create: ['POST', '/trainer/api/v0/entities'],
  EntityTypesController_removeMany: ['DELETE', '/trainer/api/v0/entities'],
  EntityTypesController_get: ['GET', '/trainer/api/v0/entities/{id}'],
  EntityTypesController_update: ['PUT', '/trainer/api/v0/entities/{id}'],
  EntityTypesController_remove: ['DELETE', '/trainer/api/v0/entities/{id}'],
  // Training data
  TrainingDataController_export: ['GET', '/trainer/api/v0/training-data'],
  TrainingDataController_preview: ['POST', '/trainer/api/v0/training-data/preview'],
  TrainingDataController_apply: ['POST', '/trainer/api/v0/training-data/import'],
  // Botmeter
  BotmeterController_log: ['POST', '/botmeter'],
  BotmeterController_list: ['GET', '/botmeter/records'],
  BotmeterController_stats: ['GET', '/botmeter/stats'],
  // Conversations and the needs-attention inbox
  ConversationsController_list: ['GET', '/conversations'],
  ConversationsController_transcript: ['GET', '/conversations/{conversationId}'],
  AttentionController_list: ['GET', '/attention'],
  AttentionController_addUtterance: ['POST', '/attention/utterance'],
  AttentionController_createQna: ['POST', '/attention/qna'],
  AttentionController_dismiss: ['POST', '/attention/dismiss'],
  // Health (no credentials)
  HealthController_live: ['GET', '/health'],
  HealthController_ready: ['GET', '/health/ready'],
} as const;

export const WEBCHAT_OPERATIONS = {
  PushController_push: ['POST', '/bots/{appToken}/users/{userId}/conversation/messages'],
  PushController_requestHandover: ['POST', '/bots/{appToken}/users/{userId}/conversation/handover'],
  PushController_handoverStatus: ['GET', '/bots/{appToken}/users/{userId}/conversation/handover'],
} as const;

export type ApiOperationId = keyof typeof API_OPERATIONS;
export type WebchatOperationId = keyof typeof WEBCHAT_OPERATIONS;
