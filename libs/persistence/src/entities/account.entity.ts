import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { AppEntity } from './app.entity';

/** A developer account of the portal. */
@Entity('accounts')
export class AccountEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Lower-cased. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  /** Absolute https: URL of the account's picture (shown to visitors beside its operator messages). */
  @Column({ name: 'avatar_url', type: 'varchar', length: 500, nullable: true })
  avatarUrl!: string | null;

  /** `scrypt$<N>$<salt b64>$<hash b64>` */
  @Column({ name: 'password_hash', type: 'varchar', length: 300 })
  passwordHash!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @OneToMany(() => AppEntity, (app) => app.account)
  apps?: AppEntity[];
}
