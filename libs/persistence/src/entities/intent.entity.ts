import type { Language } from '@parley/contracts';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { AppEntity } from './app.entity';
import type { Utterance } from './qna.entity';

/** Phrases that start one of the bot's dialogs. */
@Entity('intents')
@Index(['appId', 'createdAt'])
export class IntentEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'app_id', type: 'uuid' })
  appId!: string;

  @ManyToOne(() => AppEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'app_id' })
  app?: AppEntity;

  @Column({ type: 'varchar', length: 500 })
  label!: string;

  /** Language its phrases are written in; null: the App's language. */
  @Column({ type: 'varchar', length: 2, nullable: true })
  language!: Language | null;

  @Column({ type: 'text', default: '' })
  description!: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  utterances!: Utterance[];

  @Column({ name: 'resolve_prompt', type: 'varchar', length: 1000, default: '' })
  resolvePrompt!: string;

  /** Cross-validated accuracy of its utterances in [0, 1]; null while the model retrains. */
  @Column({ name: 'training_score', type: 'real', nullable: true })
  trainingScore!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
