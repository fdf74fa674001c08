import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Every App has an owner. Apps made before (by `npm start` and `npm run app:create`, which gave them
 * none) go to the local owner account, created here without a password ('none' is no scrypt hash,
 * so no password opens it) until `npm run account:password` sets one; `npm run app:transfer`
 * moves such an App to another account. The e-mail is written out, not imported: a migration
 * never changes once landed.
 */
export class RequireAppOwner1795614046076 implements MigrationInterface {
    name = 'RequireAppOwner1795614046076'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`INSERT INTO "accounts" ("email", "name", "password_hash") SELECT 'owner@parley.localhost', 'Local owner', 'none' WHERE EXISTS (SELECT 1 FROM "apps" WHERE "account_id" IS NULL) ON CONFLICT ("email") DO NOTHING`);
        await queryRunner.query(`UPDATE "apps" SET "account_id" = (SELECT "id" FROM "accounts" WHERE "email" = 'owner@parley.localhost') WHERE "account_id" IS NULL`);
        await queryRunner.query(`ALTER TABLE "apps" DROP CONSTRAINT "FK_8595f2a2885e0c0744aa0650b1f"`);
        await queryRunner.query(`ALTER TABLE "apps" ALTER COLUMN "account_id" SET NOT NULL`);
        await queryRunner.query(`ALTER TABLE "apps" ADD CONSTRAINT "FK_8595f2a2885e0c0744aa0650b1f" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    // The Apps keep the owner they were given: a NULL owner is allowed again, not restored.
    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "apps" DROP CONSTRAINT "FK_8595f2a2885e0c0744aa0650b1f"`);
        await queryRunner.query(`ALTER TABLE "apps" ALTER COLUMN "account_id" DROP NOT NULL`);
        await queryRunner.query(`ALTER TABLE "apps" ADD CONSTRAINT "FK_8595f2a2885e0c0744aa0650b1f" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

}
