import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { WebchatConversationEntity } from './webchat-conversation.entity';

export type WebchatSender = 'user' | 'bot' | 'operator' | 'system';

/** What an operator or system message carries besides its content. */
export interface WebchatMessageMeta {
  /** `operator`: who wrote it. */
  operator?: { id: string; name: string; avatarUrl?: string };
  /** `system`: what happened, and the conversation's handover state after it (what the bot's webhook receives). */
  event?: string;
  handover?: Record<string, unknown>;
}

/** The system lines that change who has the conversation (the partial index below holds only these). */
export const HANDOVER_TURNS = `"sender" = 'system' AND ("meta" ->> 'event') IN ('taken', 'returned', 'closed')`;

/**
 * A stored webchat message, both directions. `id` comes from one sequence; inserts into a
 * conversation are serialised by a lock on its row, so ids also commit in order per conversation
 * (a client resyncing "after id N" cannot miss a message committed late with a smaller id).
 */
@Entity('webchat_messages')
@Index(['conversationId', 'id'])
// The conversation's handover turns (a person took it, gave it back, closed it), read backwards from
// a message to know whether a person had the conversation when it was written (the outbox's claim):
// one index entry per turn, however many messages the conversation holds.
@Index('IDX_webchat_messages_handover_turns', ['conversationId', 'id'], { where: HANDOVER_TURNS })
// A retried send carries the same client id: stored once. NULLs (bot messages) never collide.
@Index(['conversationId', 'clientMessageId'], { unique: true })
export class WebchatMessageEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id!: string;

  @Column({ name: 'conversation_id', type: 'uuid' })
  conversationId!: string;

  @ManyToOne(() => WebchatConversationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'conversation_id' })
  conversation?: WebchatConversationEntity;

  @Column({ type: 'varchar', length: 8 })
  sender!: WebchatSender;

  /** `text`, `table`, `quickreplies`, `actions` (bot) or `text`, `postback` (user). */
  @Column({ type: 'varchar', length: 16 })
  type!: string;

  @Column({ type: 'jsonb' })
  payload!: Record<string, unknown>;

  @Column({ name: 'client_message_id', type: 'varchar', length: 100, nullable: true })
  clientMessageId!: string | null;

  /** Page the user wrote from (user messages), forwarded to the bot as `referrer`. */
  @Column({ type: 'varchar', length: 2000, nullable: true })
  referrer!: string | null;

  /** `operator` and `system` messages: who wrote it, what happened. */
  @Column({ type: 'jsonb', nullable: true })
  meta!: WebchatMessageMeta | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
