import { Column, CreateDateColumn, Entity, Generated, Index, JoinColumn, ManyToOne, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AppEntity } from './app.entity';
import { WebchatConversationEntity } from './webchat-conversation.entity';
import { WebchatMessageEntity } from './webchat-message.entity';

export type WebchatDeliveryStatus = 'pending' | 'delivered' | 'failed';

/**
 * Outbox of user messages on their way to the bot (the App's webhook, or the built-in FAQ bot).
 * Written in the same transaction as the message, so a restart loses nothing; a worker claims the
 * oldest pending row of each conversation, so a later message never overtakes an earlier one.
 */
@Entity('webchat_deliveries')
@Index('IDX_webchat_deliveries_pending_conversation', ['conversationId', 'id'], { where: `"status" = 'pending'` })
@Index('IDX_webchat_deliveries_pending_due', ['nextAttemptAt'], { where: `"status" = 'pending'` })
export class WebchatDeliveryEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id!: string;

  /** The delivery's id as the bot sees it (`Parley-Delivery-Id`): the same on every attempt, opaque. */
  @Column({ name: 'public_id', type: 'uuid' })
  @Generated('uuid')
  publicId!: string;

  @Column({ name: 'message_id', type: 'bigint' })
  messageId!: string;

  @OneToOne(() => WebchatMessageEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'message_id' })
  message?: WebchatMessageEntity;

  @Column({ name: 'conversation_id', type: 'uuid' })
  conversationId!: string;

  @ManyToOne(() => WebchatConversationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'conversation_id' })
  conversation?: WebchatConversationEntity;

  @Column({ name: 'app_id', type: 'uuid' })
  appId!: string;

  @ManyToOne(() => AppEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'app_id' })
  app?: AppEntity;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status!: WebchatDeliveryStatus;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  /** When a worker may try (again); also the lease of a claimed row. */
  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt!: Date;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt!: Date | null;
}
