import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { AccountEntity } from './account.entity';
import { AppEntity } from './app.entity';

/** A role an App's members may have; the owner is the App's `account_id`, not a member row. */
export type AppMemberRole = 'editor' | 'agent' | 'viewer';

/** An account that may use an App besides its owner, with its role. */
@Entity('app_members')
export class AppMemberEntity {
  @PrimaryColumn({ name: 'app_id', type: 'uuid' })
  appId!: string;

  @ManyToOne(() => AppEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'app_id' })
  app?: AppEntity;

  @Index()
  @PrimaryColumn({ name: 'account_id', type: 'uuid' })
  accountId!: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: AccountEntity;

  @Column({ type: 'varchar', length: 10 })
  role!: AppMemberRole;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
