import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { AppEntity } from './app.entity';

export type BotmeterBodyType = 'text' | 'postback';

/** One of the classifier's matches of a user message, as the bot saw it when it answered. */
export interface BotmeterMatch {
  id: string;
  type: 'QnA' | 'Intent';
  label: string;
  score: number;
}

/**
 * One logged bot exchange (botmeter). The table is partitioned by month on `timestamp`
 * (hand-added to its migration), so the primary key includes it; each index leads with
 * `app_id` because every read is scoped to one App.
 */
@Entity('botmeter_records')
@Index('IDX_botmeter_records_app_time', ['appId', 'timestamp'])
@Index('IDX_botmeter_records_app_user', ['appId', 'userId', 'timestamp'])
@Index('IDX_botmeter_records_app_conversation', ['appId', 'conversationId', 'timestamp'])
@Index('IDX_botmeter_records_app_intent', ['appId', 'intentName', 'timestamp'])
// The conversation list's "unmatched" filter and the needs-attention inbox read only these.
@Index('IDX_botmeter_records_app_unmatched', ['appId', 'timestamp'], { where: '"intent_name" IS NULL' })
// Text search of the bodies: a GIN index on to_tsvector('simple', coalesce("body", '')), an
// expression TypeORM cannot declare; written by hand in its migration and left alone by sync.
@Index('IDX_botmeter_records_body_search', { synchronize: false })
export class BotmeterRecordEntity {
  // bigserial, not identity: PostgreSQL 15 has no identity columns on partitioned tables.
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id!: string;

  /** When the exchange happened (the client's `timestamp`, else the time of receipt). */
  @PrimaryColumn({ type: 'timestamptz' })
  timestamp!: Date;

  @Column({ name: 'app_id', type: 'uuid' })
  appId!: string;

  @ManyToOne(() => AppEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'app_id' })
  app?: AppEntity;

  @Column({ name: 'bot_version', type: 'text', nullable: true })
  botVersion!: string | null;

  @Column({ type: 'text', nullable: true })
  channel!: string | null;

  @Column({ name: 'user_id', type: 'text', nullable: true })
  userId!: string | null;

  /** User properties as the bot sent them. */
  @Column({ name: 'user', type: 'jsonb', nullable: true })
  user!: Record<string, unknown> | null;

  @Column({ name: 'conversation_id', type: 'text', nullable: true })
  conversationId!: string | null;

  @Column({ type: 'text', nullable: true })
  body!: string | null;

  @Column({ name: 'body_type', type: 'varchar', length: 16, default: 'text' })
  bodyType!: BotmeterBodyType;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  responses!: string[];

  @Column({ name: 'state_in', type: 'text', nullable: true })
  stateIn!: string | null;

  @Column({ name: 'state_out', type: 'text', nullable: true })
  stateOut!: string | null;

  @Column({ name: 'intent_name', type: 'text', nullable: true })
  intentName!: string | null;

  @Column({ name: 'intent_score', type: 'double precision', nullable: true })
  intentScore!: number | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags!: string[];

  /**
   * The classifier's matches of the user's message when the built-in FAQ bot answered it (best
   * first; more than one is a tie it asked the user to resolve); null for records logged by a bot.
   */
  @Column({ type: 'jsonb', nullable: true })
  matches!: BotmeterMatch[] | null;
}
