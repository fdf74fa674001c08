import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AccountEntity } from './account.entity';
import { AppEntity } from './app.entity';

/** `bot`, `waiting`, `assigned` or `closed` (libs/contracts' HandoverState). */
export type WebchatHandoverState = 'bot' | 'waiting' | 'assigned' | 'closed';

/** One user's webchat conversation with an App: every tab of that user shares it. */
@Entity('webchat_conversations')
@Index(['appId', 'userId'], { unique: true })
// The operator inbox: an App's conversations of one state, newest activity first.
@Index('IDX_webchat_conversations_inbox', ['appId', 'handoverState', 'lastMessageAt'])
export class WebchatConversationEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'app_id', type: 'uuid' })
  appId!: string;

  @ManyToOne(() => AppEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'app_id' })
  app?: AppEntity;

  /** Made by the widget (a UUID kept in localStorage) or named by the bot in the push URL. */
  @Column({ name: 'user_id', type: 'varchar', length: 200 })
  userId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** When its last message was stored (the inbox's order); null until its first. */
  @Column({ name: 'last_message_at', type: 'timestamptz', nullable: true })
  lastMessageAt!: Date | null;

  /** Who answers: the bot, a person soon (`waiting`), a member (`assigned`), nobody (`closed`). See docs/handover.md. */
  @Column({ name: 'handover_state', type: 'varchar', length: 16, default: 'bot' })
  handoverState!: WebchatHandoverState;

  /** Why a person was asked for: `fallback`, `visitor` or `bot`. */
  @Column({ name: 'handover_reason', type: 'varchar', length: 16, nullable: true })
  handoverReason!: string | null;

  /** The reason text the bot gave (its handover route). */
  @Column({ name: 'handover_note', type: 'varchar', length: 500, nullable: true })
  handoverNote!: string | null;

  /** The member answering while `assigned`. */
  @Column({ name: 'assignee_id', type: 'uuid', nullable: true })
  assigneeId!: string | null;

  @ManyToOne(() => AccountEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assignee_id' })
  assignee?: AccountEntity;

  @Column({ name: 'handover_changed_at', type: 'timestamptz', nullable: true })
  handoverChangedAt!: Date | null;

  /** The address the visitor left for a reply while nobody was online. */
  @Column({ name: 'visitor_email', type: 'varchar', length: 254, nullable: true })
  visitorEmail!: string | null;

  /** The last message an operator read (the assignee, or any operator while unassigned): unread counts start after it. */
  @Column({ name: 'operator_read_id', type: 'bigint', nullable: true })
  operatorReadId!: string | null;
}
