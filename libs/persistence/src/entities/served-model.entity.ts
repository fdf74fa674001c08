import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ServerInstanceEntity } from './server-instance.entity';

/** Which version of an App's model an instance holds in memory, and since when (the App's status shows it). */
@Entity('served_models')
@Index(['appId', 'language'])
export class ServedModelEntity {
  @PrimaryColumn({ name: 'instance_id', type: 'uuid' })
  instanceId!: string;

  @ManyToOne(() => ServerInstanceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'instance_id' })
  instance?: ServerInstanceEntity;

  /** No foreign key: a deleted App's rows go with its instance's next report, and the insert never waits on apps. */
  @PrimaryColumn({ name: 'app_id', type: 'uuid' })
  appId!: string;

  @PrimaryColumn({ type: 'varchar', length: 2 })
  language!: string;

  @Column({ type: 'integer' })
  version!: number;

  @Column({ name: 'loaded_at', type: 'timestamptz' })
  loadedAt!: Date;
}
