import type { Answer, Language } from '@parley/contracts';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { AppEntity } from './app.entity';

/** A phrase of a QnA or an Intent. */
export interface Utterance {
  value: string;
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

  /** Language its phrases are written in; null: the App's language. */
  @Column({ type: 'varchar', length: 2, nullable: true })
  language!: Language | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  utterances!: Utterance[];

  @Column({ name: 'resolve_prompt', type: 'varchar', length: 1000, default: '' })
  resolvePrompt!: string;

  /**
   * Alternatives of the answer, each a list of bot messages, checked by the trainer on write
   * against the schemas the widget shows. Rows written before that check may hold messages that
   * do not match: whoever sends them parses each one first (the FAQ bot skips the bad ones).
   */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  answers!: Answer[];

  /** Cross-validated accuracy of its utterances in [0, 1]; null while the model retrains. */
  @Column({ name: 'training_score', type: 'real', nullable: true })
  trainingScore!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
