import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * What the conversation views read: the classifier's matches of a message answered by the FAQ
 * bot (a nullable column: no rewrite of existing records), an index of the records without an
 * intent, a text-search index of the bodies (hand-written: an expression index TypeORM cannot
 * declare), and the reviewed groups of the needs-attention inbox.
 */
export class AddConversationReview1795623176418 implements MigrationInterface {
    name = 'AddConversationReview1795623176418'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "attention_reviews" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "app_id" uuid NOT NULL, "text_key" character varying(2000) NOT NULL, "action" character varying(16) NOT NULL, "target_id" uuid, "reviewed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0ab93b38f3cf5d52e8fc113b3ed" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_c38d3381b1bb5d27721df149a5" ON "attention_reviews"  ("app_id", "text_key") `);
        await queryRunner.query(`ALTER TABLE "botmeter_records" ADD "matches" jsonb`);
        await queryRunner.query(`CREATE INDEX "IDX_botmeter_records_app_unmatched" ON "botmeter_records"  ("app_id", "timestamp") WHERE "intent_name" IS NULL`);
        await queryRunner.query(`CREATE INDEX "IDX_botmeter_records_body_search" ON "botmeter_records" USING gin (to_tsvector('simple', coalesce("body", '')))`);
        await queryRunner.query(`ALTER TABLE "attention_reviews" ADD CONSTRAINT "FK_04d0926c531e9a4a4f7e014f4f7" FOREIGN KEY ("app_id") REFERENCES "apps"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "attention_reviews" DROP CONSTRAINT "FK_04d0926c531e9a4a4f7e014f4f7"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_botmeter_records_body_search"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_botmeter_records_app_unmatched"`);
        await queryRunner.query(`ALTER TABLE "botmeter_records" DROP COLUMN "matches"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_c38d3381b1bb5d27721df149a5"`);
        await queryRunner.query(`DROP TABLE "attention_reviews"`);
    }

}
