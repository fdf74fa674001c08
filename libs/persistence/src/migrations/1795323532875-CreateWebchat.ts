import { MigrationInterface, QueryRunner } from "typeorm";

export class CreateWebchat1795323532875 implements MigrationInterface {
    name = 'CreateWebchat1795323532875'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "webchat_conversations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "app_id" uuid NOT NULL, "user_id" character varying(200) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e71444167485b42e8db16eaade5" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_5ce29e76172fba25ea4be285ea" ON "webchat_conversations"  ("app_id", "user_id") `);
        await queryRunner.query(`CREATE TABLE "webchat_messages" ("id" BIGSERIAL NOT NULL, "conversation_id" uuid NOT NULL, "sender" character varying(8) NOT NULL, "type" character varying(16) NOT NULL, "payload" jsonb NOT NULL, "client_message_id" character varying(100), "referrer" character varying(2000), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ae7bfd09ac1cba748e9c8a90065" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_8716a3a30e31d7a629bc588fa9" ON "webchat_messages"  ("conversation_id", "client_message_id") `);
        await queryRunner.query(`CREATE INDEX "IDX_027f2d4e74c53761e105d440db" ON "webchat_messages"  ("conversation_id", "id") `);
        await queryRunner.query(`CREATE TABLE "webchat_deliveries" ("id" BIGSERIAL NOT NULL, "message_id" bigint NOT NULL, "conversation_id" uuid NOT NULL, "app_id" uuid NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_error" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "delivered_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "REL_c0e0bffe8632d5dcc8aea0c091" UNIQUE ("message_id"), CONSTRAINT "PK_7dccb3d40bf9e0c04b3bc024292" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_webchat_deliveries_pending_due" ON "webchat_deliveries"  ("next_attempt_at") WHERE "status" = 'pending'`);
        await queryRunner.query(`CREATE INDEX "IDX_webchat_deliveries_pending_conversation" ON "webchat_deliveries"  ("conversation_id", "id") WHERE "status" = 'pending'`);
        await queryRunner.query(`ALTER TABLE "webchat_conversations" ADD CONSTRAINT "FK_c6e46a19bbc08e852bb43f43caa" FOREIGN KEY ("app_id") REFERENCES "apps"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "webchat_messages" ADD CONSTRAINT "FK_cebb43ffc90ee36a7a8b02061b5" FOREIGN KEY ("conversation_id") REFERENCES "webchat_conversations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "webchat_deliveries" ADD CONSTRAINT "FK_c0e0bffe8632d5dcc8aea0c0912" FOREIGN KEY ("message_id") REFERENCES "webchat_messages"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "webchat_deliveries" ADD CONSTRAINT "FK_cb3083112505d9ba867eba58bc5" FOREIGN KEY ("conversation_id") REFERENCES "webchat_conversations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "webchat_deliveries" ADD CONSTRAINT "FK_43d8584026d66b0c3ac6717b1fd" FOREIGN KEY ("app_id") REFERENCES "apps"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "webchat_deliveries" DROP CONSTRAINT "FK_43d8584026d66b0c3ac6717b1fd"`);
        await queryRunner.query(`ALTER TABLE "webchat_deliveries" DROP CONSTRAINT "FK_cb3083112505d9ba867eba58bc5"`);
        await queryRunner.query(`ALTER TABLE "webchat_deliveries" DROP CONSTRAINT "FK_c0e0bffe8632d5dcc8aea0c0912"`);
        await queryRunner.query(`ALTER TABLE "webchat_messages" DROP CONSTRAINT "FK_cebb43ffc90ee36a7a8b02061b5"`);
        await queryRunner.query(`ALTER TABLE "webchat_conversations" DROP CONSTRAINT "FK_c6e46a19bbc08e852bb43f43caa"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_webchat_deliveries_pending_conversation"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_webchat_deliveries_pending_due"`);
        await queryRunner.query(`DROP TABLE "webchat_deliveries"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_027f2d4e74c53761e105d440db"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_8716a3a30e31d7a629bc588fa9"`);
        await queryRunner.query(`DROP TABLE "webchat_messages"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_5ce29e76172fba25ea4be285ea"`);
        await queryRunner.query(`DROP TABLE "webchat_conversations"`);
    }

}
