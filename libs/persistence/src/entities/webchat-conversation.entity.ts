import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AppEntity } from './app.entity';

/** One user's webchat conversation with an App: every tab of that user shares it. */
@Entity('webchat_conversations')
@Index(['appId', 'userId'], { unique: true })
export class WebchatConversationEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'app_id', type: 'uuid' })
  appId!: string;

  @ManyToOne(() => AppEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'app_id' })
  app?: AppEntity;

  /** Made by the widget (a UUID kept in localStorage) or named by the bot in the push URL. */
  @Column({ name: 'user_id', type: 'varchar', length: 200 })
  userId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
