import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Every App gets the key of its visitor tokens and an identity secret (identity verification, off).
 * Each is 32 random bytes in base64url, as the code makes them.
 */
export class IdentifyVisitors1795624448080 implements MigrationInterface {
    name = 'IdentifyVisitors1795624448080'

    public async up(queryRunner: QueryRunner): Promise<void> {
        const secret = `rtrim(translate(encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text || "id"::text, 'UTF8')), 'base64'), '+/', '-_'), '=')`;
        await queryRunner.query(`ALTER TABLE "apps" ADD "visitor_secret" character varying(128)`);
        await queryRunner.query(`ALTER TABLE "apps" ADD "identity_secret" character varying(128)`);
        await queryRunner.query(`ALTER TABLE "apps" ADD "identity_verification" boolean NOT NULL DEFAULT false`);
        await queryRunner.query(`UPDATE "apps" SET "visitor_secret" = ${secret}, "identity_secret" = ${secret.replace('"id"', '"name"')}`);
        await queryRunner.query(`ALTER TABLE "apps" ALTER COLUMN "visitor_secret" SET NOT NULL`);
        await queryRunner.query(`ALTER TABLE "apps" ALTER COLUMN "identity_secret" SET NOT NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "apps" DROP COLUMN "identity_verification"`);
        await queryRunner.query(`ALTER TABLE "apps" DROP COLUMN "identity_secret"`);
        await queryRunner.query(`ALTER TABLE "apps" DROP COLUMN "visitor_secret"`);
    }

}
