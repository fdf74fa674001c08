import { MigrationInterface, QueryRunner } from "typeorm";

export class CreateAccountsAndApps1795322723509 implements MigrationInterface {
    name = 'CreateAccountsAndApps1795322723509'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "app_keys" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "app_id" uuid NOT NULL, "key_hash" character(64) NOT NULL, "prefix" character varying(16) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_c277eb1cd78bb02135016ae3932" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_3aede00e0dc1ee6d2f595af620" ON "app_keys"  ("app_id") `);
        await queryRunner.query(`CREATE TABLE "apps" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid, "name" character varying(200) NOT NULL, "language" character varying(2) NOT NULL DEFAULT 'en', "token" character varying(64) NOT NULL, "webhook_url" character varying(2000), "webhook_secret" character varying(128) NOT NULL, "push_secret" character varying(128), "push_secret_required" boolean NOT NULL DEFAULT false, "allowed_origins" text array NOT NULL DEFAULT '{}', "rate_limit" integer NOT NULL DEFAULT '100', "rate_burst" integer NOT NULL DEFAULT '200', "classification_threshold" real NOT NULL DEFAULT '0.3', "ambiguity_margin" real NOT NULL DEFAULT '0.05', "retention_days" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c5121fda0f8268f1f7f84134e19" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_8595f2a2885e0c0744aa0650b1" ON "apps"  ("account_id") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_7d1818ae4cf21482433b999123" ON "apps"  ("token") `);
        await queryRunner.query(`CREATE TABLE "accounts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(254) NOT NULL, "name" character varying(200) NOT NULL, "password_hash" character varying(300) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_ee66de6cdc53993296d1ceb8aa0" UNIQUE ("email"), CONSTRAINT "PK_5a7a02c20412299d198e097a8fe" PRIMARY KEY ("id"))`);
        await queryRunner.query(`ALTER TABLE "app_keys" ADD CONSTRAINT "FK_3aede00e0dc1ee6d2f595af6204" FOREIGN KEY ("app_id") REFERENCES "apps"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "apps" ADD CONSTRAINT "FK_8595f2a2885e0c0744aa0650b1f" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "apps" DROP CONSTRAINT "FK_8595f2a2885e0c0744aa0650b1f"`);
        await queryRunner.query(`ALTER TABLE "app_keys" DROP CONSTRAINT "FK_3aede00e0dc1ee6d2f595af6204"`);
        await queryRunner.query(`DROP TABLE "accounts"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_7d1818ae4cf21482433b999123"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_8595f2a2885e0c0744aa0650b1"`);
        await queryRunner.query(`DROP TABLE "apps"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_3aede00e0dc1ee6d2f595af620"`);
        await queryRunner.query(`DROP TABLE "app_keys"`);
    }

}
