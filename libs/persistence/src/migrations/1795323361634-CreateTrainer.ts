import { MigrationInterface, QueryRunner } from "typeorm";

export class CreateTrainer1795323361634 implements MigrationInterface {
    name = 'CreateTrainer1795323361634'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "intents" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "app_id" uuid NOT NULL, "label" character varying(500) NOT NULL, "description" text NOT NULL DEFAULT '', "utterances" jsonb NOT NULL DEFAULT '[]', "resolve_prompt" character varying(1000) NOT NULL DEFAULT '', "training_score" real, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_3c872dee52ac2d2f2a46148618e" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_adbb15679ddf0b820c0f9f0eca" ON "intents"  ("app_id", "created_at") `);
        await queryRunner.query(`CREATE TABLE "qnas" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "app_id" uuid NOT NULL, "title" character varying(500) NOT NULL, "utterances" jsonb NOT NULL DEFAULT '[]', "resolve_prompt" character varying(1000) NOT NULL DEFAULT '', "answers" jsonb NOT NULL DEFAULT '[]', "training_score" real, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8615ff31cc9b1f7e99937318785" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_d087d467cba7581ee24d3293bb" ON "qnas"  ("app_id", "created_at") `);
        await queryRunner.query(`CREATE TABLE "trainer_states" ("app_id" uuid NOT NULL, "version" integer NOT NULL DEFAULT '0', "scored_version" integer NOT NULL DEFAULT '0', "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_aaeb65f78470d6f6b0253473074" PRIMARY KEY ("app_id"))`);
        await queryRunner.query(`ALTER TABLE "intents" ADD CONSTRAINT "FK_8806f0e8362974126242e3a9864" FOREIGN KEY ("app_id") REFERENCES "apps"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "qnas" ADD CONSTRAINT "FK_edaf960483a6614fed78c66e897" FOREIGN KEY ("app_id") REFERENCES "apps"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "trainer_states" ADD CONSTRAINT "FK_aaeb65f78470d6f6b0253473074" FOREIGN KEY ("app_id") REFERENCES "apps"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "trainer_states" DROP CONSTRAINT "FK_aaeb65f78470d6f6b0253473074"`);
        await queryRunner.query(`ALTER TABLE "qnas" DROP CONSTRAINT "FK_edaf960483a6614fed78c66e897"`);
        await queryRunner.query(`ALTER TABLE "intents" DROP CONSTRAINT "FK_8806f0e8362974126242e3a9864"`);
        await queryRunner.query(`DROP TABLE "trainer_states"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_d087d467cba7581ee24d3293bb"`);
        await queryRunner.query(`DROP TABLE "qnas"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_adbb15679ddf0b820c0f9f0eca"`);
        await queryRunner.query(`DROP TABLE "intents"`);
    }

}
