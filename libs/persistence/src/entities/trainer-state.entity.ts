import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { AppEntity } from './app.entity';

/**
 * Version of an App's trainer data: bumped in the same transaction as every change to its
 * QnAs or Intents, so that each api instance knows when its cached model is stale.
 */
@Entity('trainer_states')
export class TrainerStateEntity {
  @PrimaryColumn({ name: 'app_id', type: 'uuid' })
  appId!: string;

  @OneToOne(() => AppEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'app_id' })
  app?: AppEntity;

  @Column({ type: 'integer', default: 0 })
  version!: number;

  /** Version of the App's entity types: every change of them adds one (instances compile them again). */
  @Column({ name: 'entities_version', type: 'integer', default: 0 })
  entitiesVersion!: number;

  /** Last version whose trainingScores were written. */
  @Column({ name: 'scored_version', type: 'integer', default: 0 })
  scoredVersion!: number;

  /**
   * What each threshold trades on the App's data of `scoredVersion` (cross-validation: in-scope
   * accuracy and off-topic rejection, thresholds 0 to 1 by 0.01); null before the first scoring.
   */
  @Column({ name: 'threshold_curve', type: 'jsonb', nullable: true })
  thresholdCurve!: unknown;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
