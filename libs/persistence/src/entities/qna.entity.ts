import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { AppEntity } from './app.entity';

/** A phrase of a QnA or an Intent. */
export interface Utterance {
  value: string;
}

/** One message of an answer: `{type: 'text', payload: {value}}` or another bot message type. */
export interface AnswerMessage {
  type: string;
  payload: Record<string, unknown>;
}

/** A question -> answer pair of an App's trainer. */
@Entity('qnas')
@Index(['appId', 'createdAt'])
export class QnaEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'app_id', type: 'uuid' })
  appId!: string;

  @ManyToOne(() => AppEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'app_id' })
  app?: AppEntity;

  @Column({ type: 'varchar', length: 500 })
  title!: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  utterances!: Utterance[];

  @Column({ name: 'resolve_prompt', type: 'varchar', length: 1000, default: '' })
  resolvePrompt!: string;

  /** Alternatives of the answer, each a list of messages. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  answers!: AnswerMessage[][];

  /** Cross-validated accuracy of its utterances in [0, 1]; null while the model retrains. */
  @Column({ name: 'training_score', type: 'real', nullable: true })
  trainingScore!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
