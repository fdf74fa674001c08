import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { AppEntity } from './app.entity';

/**
 * Who trains an App's model of a language now, until when: one training of a model at a time,
 * whichever process runs it (a lease, not a lock of the session, so it holds on the embedded
 * database too, and a process that dies lets go of it when `until` passes).
 */
@Entity('training_leases')
export class TrainingLeaseEntity {
  @PrimaryColumn({ name: 'app_id', type: 'uuid' })
  appId!: string;

  @ManyToOne(() => AppEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'app_id' })
  app?: AppEntity;

  @PrimaryColumn({ type: 'varchar', length: 2 })
  language!: string;

  /** The run of a training holding it (one id per run, so two runs in one process exclude each other too). */
  @Column({ type: 'uuid' })
  holder!: string;

  @Column({ type: 'timestamptz' })
  until!: Date;
}
