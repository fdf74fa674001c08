import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A running api or webchat process, while it runs: written at its start, its `seenAt` renewed
 * every few seconds, deleted when it stops. One not seen for a while is gone (killed): the status
 * of an App lists the live ones and what each serves (served_models).
 */
@Entity('server_instances')
export class ServerInstanceEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  /** `api` or `webchat`. */
  @Column({ type: 'varchar', length: 16 })
  server!: string;

  @Column({ type: 'varchar', length: 255 })
  host!: string;

  @Column({ type: 'integer' })
  pid!: number;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt!: Date;

  @Index()
  @Column({ name: 'seen_at', type: 'timestamptz' })
  seenAt!: Date;
}
