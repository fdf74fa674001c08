import { MigrationInterface, QueryRunner } from "typeorm";

export class CreateBotmeterRecords1795323610402 implements MigrationInterface {
    name = 'CreateBotmeterRecords1795323610402'

    public async up(queryRunner: QueryRunner): Promise<void> {
        // Hand-extended after generation: TypeORM does not generate declarative partitioning.
        // Monthly range partitions on "timestamp" (the primary key includes it); the api creates
        // month partitions ahead and on demand; the DEFAULT partition is the safety net.
        await queryRunner.query(`CREATE TABLE "botmeter_records" ("id" BIGSERIAL NOT NULL, "timestamp" TIMESTAMP WITH TIME ZONE NOT NULL, "app_id" uuid NOT NULL, "bot_version" text, "channel" text, "user_id" text, "user" jsonb, "conversation_id" text, "body" text, "body_type" character varying(16) NOT NULL DEFAULT 'text', "responses" text array NOT NULL DEFAULT '{}', "state_in" text, "state_out" text, "intent_name" text, "intent_score" double precision, "tags" text array NOT NULL DEFAULT '{}', CONSTRAINT "PK_a1962cca97086504f6ecc970c82" PRIMARY KEY ("id", "timestamp")) PARTITION BY RANGE ("timestamp")`);
        await queryRunner.query(`CREATE INDEX "IDX_botmeter_records_app_intent" ON "botmeter_records"  ("app_id", "intent_name", "timestamp") `);
        await queryRunner.query(`CREATE INDEX "IDX_botmeter_records_app_conversation" ON "botmeter_records"  ("app_id", "conversation_id", "timestamp") `);
        await queryRunner.query(`CREATE INDEX "IDX_botmeter_records_app_user" ON "botmeter_records"  ("app_id", "user_id", "timestamp") `);
        await queryRunner.query(`CREATE INDEX "IDX_botmeter_records_app_time" ON "botmeter_records"  ("app_id", "timestamp") `);
        await queryRunner.query(`ALTER TABLE "botmeter_records" ADD CONSTRAINT "FK_c1041b7ff5e31ee20068dc09f70" FOREIGN KEY ("app_id") REFERENCES "apps"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`CREATE TABLE "botmeter_records_default" PARTITION OF "botmeter_records" DEFAULT`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        // Dropping the partitioned table drops every partition with it.
        await queryRunner.query(`ALTER TABLE "botmeter_records" DROP CONSTRAINT "FK_c1041b7ff5e31ee20068dc09f70"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_botmeter_records_app_time"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_botmeter_records_app_user"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_botmeter_records_app_conversation"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_botmeter_records_app_intent"`);
        await queryRunner.query(`DROP TABLE "botmeter_records"`);
    }

}
