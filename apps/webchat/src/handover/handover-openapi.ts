import { HANDOVER_REASONS, HANDOVER_STATES, SYSTEM_EVENTS } from '@parley/contracts';

/** OpenAPI schemas of the handover's bodies (libs/contracts/src/handover.ts in JSON Schema). */
const operator = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: { type: 'string', format: 'uuid' }, name: { type: 'string' }, avatarUrl: { type: 'string', format: 'uri' } },
};

export const HANDOVER_STATUS_SCHEMA = {
  type: 'object',
  required: ['state', 'changedAt'],
  properties: {
    state: { type: 'string', enum: [...HANDOVER_STATES] },
    reason: { type: 'string', enum: [...HANDOVER_REASONS], description: '`waiting` (and `assigned` after it): why a person was asked for' },
    note: { type: 'string', description: "The bot's reason text (`reason: bot`)" },
    assignee: { ...operator, description: '`assigned`: who answers' },
    changedAt: { type: 'string', format: 'date-time' },
  },
  example: { state: 'waiting', reason: 'bot', note: 'Asked for a refund over 500 EUR', changedAt: '2026-11-29T10:00:00.000Z' },
};

export const MESSAGE_SCHEMA = {
  type: 'object',
  required: ['id', 'sender', 'message', 'createdAt'],
  properties: {
    id: { type: 'string' },
    sender: { type: 'string', enum: ['user', 'bot', 'operator', 'system'] },
    message: { type: 'object', required: ['type', 'payload'], properties: { type: { type: 'string' }, payload: { type: 'object' } } },
    operator: {
      type: 'object',
      properties: { name: { type: 'string' }, avatarUrl: { type: 'string' } },
      description: '`operator` messages: who wrote it',
    },
    event: { type: 'string', enum: [...SYSTEM_EVENTS], description: '`system` messages: what happened' },
    createdAt: { type: 'string', format: 'date-time' },
  },
};

export const INBOX_ITEM_SCHEMA = {
  type: 'object',
  required: ['conversationId', 'userId', 'handover', 'unread'],
  properties: {
    conversationId: { type: 'string', format: 'uuid' },
    userId: { type: 'string' },
    handover: HANDOVER_STATUS_SCHEMA,
    lastMessage: {
      type: 'object',
      properties: {
        text: { type: 'string' },
        sender: { type: 'string', enum: ['user', 'bot', 'operator', 'system'] },
        createdAt: { type: 'string', format: 'date-time' },
      },
    },
    unread: { type: 'integer', description: 'Visitor messages since the assignee (or, unassigned, any operator) last read it' },
    email: { type: 'string', description: 'The address the visitor left' },
  },
};

const counts = { type: 'integer', minimum: 0 };

export const INBOX_SCHEMA = {
  type: 'object',
  required: ['items', 'counts', 'nextCursor'],
  properties: {
    items: { type: 'array', items: INBOX_ITEM_SCHEMA },
    counts: {
      type: 'object',
      required: ['waiting', 'mine', 'unassigned', 'closed'],
      properties: { waiting: counts, mine: counts, unassigned: counts, closed: counts },
    },
    nextCursor: { type: 'string', nullable: true, description: 'Pass as `cursor` for the next page; null on the last' },
  },
};

export const TRANSCRIPT_SCHEMA = {
  type: 'object',
  required: ['handover', 'messages'],
  properties: {
    handover: HANDOVER_STATUS_SCHEMA,
    messages: { type: 'array', items: MESSAGE_SCHEMA, description: 'The newest 200 messages, oldest first' },
    email: { type: 'string' },
    userId: { type: 'string' },
  },
};

export const CONFLICT_SCHEMA = {
  allOf: [
    { $ref: '#/components/schemas/ErrorBody' },
    {
      type: 'object',
      required: ['code'],
      properties: {
        code: { type: 'string', enum: ['HANDOVER.ALREADY_TAKEN', 'HANDOVER.NOT_ASSIGNEE'] },
        handover: { ...HANDOVER_STATUS_SCHEMA, description: 'The state now (who has it)' },
      },
    },
  ],
};
