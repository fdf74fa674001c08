import type { Language } from '@parley/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { AccountEntity } from './account.entity';
import { AppKeyEntity } from './app-key.entity';

/** A bot's App: the tenant every API call is scoped to. Its `id` is the `App-Id` header. */
@Entity('apps')
export class AppEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /**
   * The account that owns the App (its settings and keys in the portal). Every App has one: the
   * command line and `npm start` give theirs to an account too (see {@link LOCAL_OWNER}).
   */
  @Index()
  @Column({ name: 'account_id', type: 'uuid' })
  accountId!: string;

  @ManyToOne(() => AccountEntity, (a) => a.apps, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'account_id' })
  account?: AccountEntity;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'varchar', length: 2, default: 'en' })
  language!: Language;

  /** Public token addressing the App's webchat (widget and push endpoint). */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  token!: string;

  /** Where the bot receives user messages; null: the built-in FAQ bot answers. */
  @Column({ name: 'webhook_url', type: 'varchar', length: 2000, nullable: true })
  webhookUrl!: string | null;

  /** HMAC secret signing webhook deliveries (X-Parley-Signature). */
  @Column({ name: 'webhook_secret', type: 'varchar', length: 128 })
  webhookSecret!: string;

  /**
   * The bot's credential on the push endpoint (Bearer, Basic or X-Parley-Push-Secret). Every App
   * has one; the owner rotates it in the portal.
   */
  @Column({ name: 'push_secret', type: 'varchar', length: 128 })
  pushSecret!: string;

  /** Pushes without the push secret are refused (401). New Apps require it. */
  @Column({ name: 'push_secret_required', type: 'boolean', default: true })
  pushSecretRequired!: boolean;

  /**
   * For Apps made before pushes were authenticated: until this time a push without the secret is
   * still taken (with a warning header), from then on it is refused as if pushSecretRequired.
   * Null: only pushSecretRequired decides.
   */
  @Column({ name: 'push_secret_required_from', type: 'timestamptz', nullable: true })
  pushSecretRequiredFrom!: Date | null;

  /** Key of the visitor tokens the webchat server issues (never shown: it only signs and checks them). */
  @Column({ name: 'visitor_secret', type: 'varchar', length: 128 })
  visitorSecret!: string;

  /**
   * Identity verification: the host site's server signs its signed-in users' ids with this
   * (userHash = HMAC-SHA256 of userId, hex). Shown to the owner, rotatable.
   */
  @Column({ name: 'identity_secret', type: 'varchar', length: 128 })
  identitySecret!: string;

  /** When on, a userId given on the widget's handshake needs a valid userHash. */
  @Column({ name: 'identity_verification', type: 'boolean', default: false })
  identityVerification!: boolean;

  /** Origins that may embed the widget; empty lets every origin in. */
  @Column({ name: 'allowed_origins', type: 'text', array: true, default: () => "'{}'" })
  allowedOrigins!: string[];

  /** Sustained requests per second. */
  @Column({ name: 'rate_limit', type: 'integer', default: 100 })
  rateLimit!: number;

  @Column({ name: 'rate_burst', type: 'integer', default: 200 })
  rateBurst!: number;

  /**
   * Lowest probability of a classification match. The default is the classifier's measured
   * DEFAULT_THRESHOLD (libs/classifier; a test keeps the two equal).
   */
  @Column({ name: 'classification_threshold', type: 'real', default: 0.16 })
  classificationThreshold!: number;

  @Column({ name: 'ambiguity_margin', type: 'real', default: 0.05 })
  ambiguityMargin!: number;

  /**
   * What the FAQ bot says when nothing it knows passes the threshold, per language; a language
   * absent here gets the built-in text of that language.
   */
  @Column({ name: 'fallback_messages', type: 'jsonb', default: () => "'{}'" })
  fallbackMessages!: Partial<Record<Language, string>>;

  /**
   * What the visitor is told when they wait for a person and no member is online, per language (a
   * language absent here gets the built-in text).
   */
  @Column({ name: 'nobody_online_messages', type: 'jsonb', default: () => "'{}'" })
  nobodyOnlineMessages!: Partial<Record<Language, string>>;

  /** Botmeter records older than this many days are deleted; null keeps them. */
  @Column({ name: 'retention_days', type: 'integer', nullable: true })
  retentionDays!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @OneToMany(() => AppKeyEntity, (k) => k.app)
  keys?: AppKeyEntity[];
}
