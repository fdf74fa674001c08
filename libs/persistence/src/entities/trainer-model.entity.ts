import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { AppEntity } from './app.entity';

/**
 * An App's trained classifier for one language, as the training job stored it: every api and
 * webchat instance loads it instead of training. One row per App and language, replaced by each
 * newer version (never by an older one).
 */
@Entity('trainer_models')
export class TrainerModelEntity {
  @PrimaryColumn({ name: 'app_id', type: 'uuid' })
  appId!: string;

  @ManyToOne(() => AppEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'app_id' })
  app?: AppEntity;

  @PrimaryColumn({ type: 'varchar', length: 2 })
  language!: string;

  /** Version of the App's trainer data (trainer_states.version) the model was trained on. */
  @Column({ type: 'integer' })
  version!: number;

  /** Layout of `data` (the runtime's MODEL_RECORD_FORMAT): the previous one is read until its App trains again, older ones are not. */
  @Column({ type: 'integer' })
  format!: number;

  /** The model and what its matches answer (labels, answers), compressed. */
  @Column({ type: 'bytea' })
  data!: Buffer;

  @Column({ name: 'training_ms', type: 'integer' })
  trainingMs!: number;

  @Column({ name: 'trained_at', type: 'timestamptz' })
  trainedAt!: Date;
}
