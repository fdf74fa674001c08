import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Sessions the server can end (logging out, everywhere, on a password change), password reset links,
 * the members of an App and their invitations, and a name and last use for each App-Key. Sessions
 * signed before this have no row: their holders log in again.
 */
export class AccountsSessionsMembers1795627967999 implements MigrationInterface {
    name = 'AccountsSessionsMembers1795627967999'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "account_sessions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_2cd6ab4022fd3aa1e90ca61e3fb" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_089c9da3ef4217f28a7df00dbc" ON "account_sessions"  ("account_id") `);
        await queryRunner.query(`CREATE TABLE "app_invites" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "app_id" uuid NOT NULL, "token_hash" character(64) NOT NULL, "role" character varying(10) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_c4f52b9a46649e813f466971389" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_efe69578142b1d711aaa1a6222" ON "app_invites"  ("app_id") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_7f8b559515d212e3894e65aae6" ON "app_invites"  ("token_hash") `);
        await queryRunner.query(`CREATE TABLE "app_members" ("app_id" uuid NOT NULL, "account_id" uuid NOT NULL, "role" character varying(10) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6f0df1f1b5d2dba1f3000f84332" PRIMARY KEY ("app_id", "account_id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_3a1adb61ebcdde8dbefdcc0619" ON "app_members"  ("account_id") `);
        await queryRunner.query(`CREATE TABLE "password_resets" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "account_id" uuid NOT NULL, "token_hash" character(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_4816377aa98211c1de34469e742" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_d4ecc40c8f2d961355273539c0" ON "password_resets"  ("account_id") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_323290a9239ad3d397ad78018e" ON "password_resets"  ("token_hash") `);
        await queryRunner.query(`ALTER TABLE "app_keys" ADD "name" character varying(100) NOT NULL DEFAULT ''`);
        await queryRunner.query(`ALTER TABLE "app_keys" ADD "last_used_at" TIMESTAMP WITH TIME ZONE`);
        await queryRunner.query(`ALTER TABLE "account_sessions" ADD CONSTRAINT "FK_089c9da3ef4217f28a7df00dbc6" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "app_invites" ADD CONSTRAINT "FK_efe69578142b1d711aaa1a62224" FOREIGN KEY ("app_id") REFERENCES "apps"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "app_members" ADD CONSTRAINT "FK_42e7a27c18d2ce9e85e2736ccc0" FOREIGN KEY ("app_id") REFERENCES "apps"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "app_members" ADD CONSTRAINT "FK_3a1adb61ebcdde8dbefdcc0619e" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "password_resets" ADD CONSTRAINT "FK_d4ecc40c8f2d961355273539c09" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "password_resets" DROP CONSTRAINT "FK_d4ecc40c8f2d961355273539c09"`);
        await queryRunner.query(`ALTER TABLE "app_members" DROP CONSTRAINT "FK_3a1adb61ebcdde8dbefdcc0619e"`);
        await queryRunner.query(`ALTER TABLE "app_members" DROP CONSTRAINT "FK_42e7a27c18d2ce9e85e2736ccc0"`);
        await queryRunner.query(`ALTER TABLE "app_invites" DROP CONSTRAINT "FK_efe69578142b1d711aaa1a62224"`);
        await queryRunner.query(`ALTER TABLE "account_sessions" DROP CONSTRAINT "FK_089c9da3ef4217f28a7df00dbc6"`);
        await queryRunner.query(`ALTER TABLE "app_keys" DROP COLUMN "last_used_at"`);
        await queryRunner.query(`ALTER TABLE "app_keys" DROP COLUMN "name"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_323290a9239ad3d397ad78018e"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_d4ecc40c8f2d961355273539c0"`);
        await queryRunner.query(`DROP TABLE "password_resets"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_3a1adb61ebcdde8dbefdcc0619"`);
        await queryRunner.query(`DROP TABLE "app_members"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_7f8b559515d212e3894e65aae6"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_efe69578142b1d711aaa1a6222"`);
        await queryRunner.query(`DROP TABLE "app_invites"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_089c9da3ef4217f28a7df00dbc"`);
        await queryRunner.query(`DROP TABLE "account_sessions"`);
    }

}
