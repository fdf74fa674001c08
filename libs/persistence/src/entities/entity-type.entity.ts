import type { Language } from '@parley/contracts';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { AppEntity } from './app.entity';

/** One value of an App's entity type and the other ways of writing it. */
export interface EntityTypeValue {
  value: string;
  synonyms: string[];
}

/**
 * An entity type an App declares (a product, a plan, an order number): a list of values with
 * synonyms and/or patterns, found beside the built-in dimensions by entity extraction, classify,
 * the webhook body and the FAQ bot. One per App, name and language.
 */
@Entity('entity_types')
@Index(['appId', 'name', 'language'], { unique: true })
export class EntityTypeEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'app_id', type: 'uuid' })
  appId!: string;

  @ManyToOne(() => AppEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'app_id' })
  app?: AppEntity;

  /** The `dim` of what it finds. */
  @Column({ type: 'varchar', length: 64 })
  name!: string;

  /** The language its values are written in (sentences of this language are searched for them). */
  @Column({ type: 'varchar', length: 2 })
  language!: Language;

  /** Typos and plurals of its values match too. */
  @Column({ type: 'boolean', default: false })
  fuzzy!: boolean;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  values!: EntityTypeValue[];

  /** Regular expressions (RE2 syntax). */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  patterns!: string[];

  /** How many values it holds (the list without reading them). */
  @Column({ name: 'value_count', type: 'integer', default: 0 })
  valueCount!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
