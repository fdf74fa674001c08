import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { GroupCommitError, GroupCommitWriter, isDatabaseTimeout } from '@parley/persistence';
import { WebchatMetrics } from '../common/webchat-metrics';
import { WEBCHAT_CONFIG, type WebchatConfig } from '../config/env';
import { MessageRepository, type NewMessage, type StoredMessage } from './message.repository';

/** A message was not stored (its batch failed, or too many are waiting): answered 503 / `unavailable`. */
export class MessageNotStoredError extends Error {
  readonly code = 'WEBCHAT.UNAVAILABLE';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MessageNotStoredError';
  }
}

/**
 * The message's App was deleted (its widget still connected, or a push racing the deletion): not
 * stored, and never will be. Not a failure of the server: refused as an unknown App, not logged.
 */
export class AppDeletedError extends Error {
  readonly code = 'WEBCHAT.UNKNOWN_TOKEN';
  constructor(readonly appId: string) {
    super('This App was deleted');
    this.name = 'AppDeletedError';
  }
}

interface Slot {
  message: NewMessage;
  /** Filled by the flush of the slot's batch: the stored message, or null when its App is gone. */
  stored?: StoredMessage | null;
}

/**
 * Group commit for webchat messages: concurrent pushes and user messages are gathered for a
 * couple of milliseconds (or MESSAGE_BATCH_MAX_SIZE messages) and stored with one statement and
 * one commit. Each conversation belongs to one of MESSAGE_WRITERS writers, each with one batch in
 * flight: a conversation's messages are stored in arrival order, while different conversations
 * are written in parallel. `store` resolves once the message's batch has committed.
 */
@Injectable()
export class MessageWriter implements OnApplicationShutdown {
  private readonly writers: GroupCommitWriter<Slot>[];

  constructor(
    private readonly repository: MessageRepository,
    @Inject(WEBCHAT_CONFIG) config: WebchatConfig,
    private readonly metrics: WebchatMetrics,
  ) {
    this.writers = Array.from(
      { length: config.MESSAGE_WRITERS },
      () =>
        new GroupCommitWriter<Slot>({
          flush: (slots) => this.flush(slots),
          maxBatch: config.MESSAGE_BATCH_MAX_SIZE,
          maxDelayMs: config.MESSAGE_BATCH_MAX_DELAY_MS,
          // One batch at a time per writer: a later batch never commits before an earlier one.
          maxInFlight: 1,
          maxPending: config.MESSAGE_MAX_PENDING,
          failWaiting: isDatabaseTimeout,
        }),
    );
  }

  /** Resolves once stored; throws MessageNotStoredError (try again later) or AppDeletedError (never). */
  async store(message: NewMessage): Promise<StoredMessage> {
    const slot: Slot = { message };
    try {
      await this.writers[shardOf(message.appId, message.userId, this.writers.length)]!.write(slot);
    } catch (err) {
      if (err instanceof GroupCommitError && err.reason === 'overloaded') throw new MessageNotStoredError('Too many messages are waiting to be stored; retry later', { cause: err });
      throw new MessageNotStoredError('The message could not be stored; retry later', { cause: err });
    }
    if (slot.stored === null) throw new AppDeletedError(message.appId);
    return slot.stored!;
  }

  /** Messages gathered and not yet handed to PostgreSQL. */
  get pendingCount(): number {
    return this.writers.reduce((n, w) => n + w.pendingCount, 0);
  }

  /**
   * Writes what was gathered, then refuses new messages. Runs after every beforeApplicationShutdown
   * (the delivery worker's drain may still push FAQ answers) and before TypeORM, a global module,
   * closes the connections in its own onApplicationShutdown.
   */
  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.writers.map((w) => w.close()));
  }

  private async flush(slots: Slot[]): Promise<void> {
    const stored = await this.repository.storeBatch(slots.map((s) => s.message));
    slots.forEach((s, i) => {
      s.stored = stored[i];
      if (s.stored?.created) this.metrics.messages.inc({ sender: s.message.sender });
    });
  }
}

/** The writer of a conversation (FNV-1a of app and user): stable for the life of the process. */
export function shardOf(appId: string, userId: string, shards: number): number {
  let h = 0x811c9dc5;
  const key = `${appId}\0${userId}`;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return (h >>> 0) % shards;
}
