import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Every App gets a push secret. New Apps require it at once; the Apps made before keep taking
 * pushes without it for 90 days (answered with a warning header), then refuse them, so their bots
 * have time to send it. A secret is 32 random bytes in base64url, as the code makes them.
 */
export class AuthenticatePushes1795622932132 implements MigrationInterface {
    name = 'AuthenticatePushes1795622932132'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "apps" ADD "push_secret_required_from" TIMESTAMP WITH TIME ZONE`);
        await queryRunner.query(`UPDATE "apps" SET "push_secret" = rtrim(translate(encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text || "id"::text, 'UTF8')), 'base64'), '+/', '-_'), '=') WHERE "push_secret" IS NULL`);
        await queryRunner.query(`UPDATE "apps" SET "push_secret_required_from" = now() + interval '90 days' WHERE NOT "push_secret_required"`);
        await queryRunner.query(`ALTER TABLE "apps" ALTER COLUMN "push_secret" SET NOT NULL`);
        await queryRunner.query(`ALTER TABLE "apps" ALTER COLUMN "push_secret_required" SET DEFAULT true`);
    }

    // The secrets stay: a NULL secret is allowed again, not restored.
    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "apps" ALTER COLUMN "push_secret_required" SET DEFAULT false`);
        await queryRunner.query(`ALTER TABLE "apps" ALTER COLUMN "push_secret" DROP NOT NULL`);
        await queryRunner.query(`ALTER TABLE "apps" DROP COLUMN "push_secret_required_from"`);
    }

}
