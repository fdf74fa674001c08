import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * App entities: the entity types an App declares (values with synonyms, patterns), and the version of
 * them in trainer_states, which every instance follows to compile them again after a change.
 */
export class AddEntityTypes1795898681567 implements MigrationInterface {
    name = 'AddEntityTypes1795898681567'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "entity_types" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "app_id" uuid NOT NULL, "name" character varying(64) NOT NULL, "language" character varying(2) NOT NULL, "fuzzy" boolean NOT NULL DEFAULT false, "values" jsonb NOT NULL DEFAULT '[]', "patterns" jsonb NOT NULL DEFAULT '[]', "value_count" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b150dde128f563f5b4d33cd41e8" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_d83ff51788f335ef88e7e7213f" ON "entity_types"  ("app_id", "name", "language") `);
        await queryRunner.query(`ALTER TABLE "trainer_states" ADD "entities_version" integer NOT NULL DEFAULT '0'`);
        await queryRunner.query(`ALTER TABLE "entity_types" ADD CONSTRAINT "FK_51dac0925df9da1b6582f97edc9" FOREIGN KEY ("app_id") REFERENCES "apps"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "entity_types" DROP CONSTRAINT "FK_51dac0925df9da1b6582f97edc9"`);
        await queryRunner.query(`ALTER TABLE "trainer_states" DROP COLUMN "entities_version"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_d83ff51788f335ef88e7e7213f"`);
        await queryRunner.query(`DROP TABLE "entity_types"`);
    }

}
