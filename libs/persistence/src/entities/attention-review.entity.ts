import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { AppEntity } from './app.entity';

export type AttentionAction = 'dismissed' | 'utterance' | 'qna';

/**
 * A reviewed group of the needs-attention inbox: user messages of one App with the same text
 * (lower-cased, punctuation and runs of spaces made one space). Messages of that text up to
 * `reviewedAt` leave the inbox; a later one brings the group back.
 */
@Entity('attention_reviews')
@Index(['appId', 'textKey'], { unique: true })
export class AttentionReviewEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'app_id', type: 'uuid' })
  appId!: string;

  @ManyToOne(() => AppEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'app_id' })
  app?: AppEntity;

  @Column({ name: 'text_key', type: 'varchar', length: 2000 })
  textKey!: string;

  /** What was done: dismissed, added as an utterance of an existing QnA or Intent, or made a new QnA. */
  @Column({ type: 'varchar', length: 16 })
  action!: AttentionAction;

  /** The QnA or Intent it went to (`utterance`, `qna`). */
  @Column({ name: 'target_id', type: 'uuid', nullable: true })
  targetId!: string | null;

  @UpdateDateColumn({ name: 'reviewed_at', type: 'timestamptz' })
  reviewedAt!: Date;
}
