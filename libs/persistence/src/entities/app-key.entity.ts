import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AppEntity } from './app.entity';

/** An App-Key. Only its SHA-256 is stored; an App may hold several live keys (rotation). */
@Entity('app_keys')
export class AppKeyEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index()
  @Column({ name: 'app_id', type: 'uuid' })
  appId!: string;

  @ManyToOne(() => AppEntity, (a) => a.keys, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'app_id' })
  app?: AppEntity;

  /** Hex SHA-256 of the key (keys are 256-bit random, so a fast hash is enough). */
  @Column({ name: 'key_hash', type: 'char', length: 64 })
  keyHash!: string;

  /** First characters of the key, shown in the portal to tell keys apart. */
  @Column({ type: 'varchar', length: 16 })
  prefix!: string;

  /** What the key is for, as its owner named it ('' when unnamed). */
  @Column({ type: 'varchar', length: 100, default: '' })
  name!: string;

  /** When a request last came in with the key, to the minute (null: never used). */
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
