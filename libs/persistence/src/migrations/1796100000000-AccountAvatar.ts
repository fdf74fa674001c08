import { MigrationInterface, QueryRunner } from "typeorm";

/** An account's picture (docs/handover.md): shown to visitors beside its operator messages. */
export class AccountAvatar1796100000000 implements MigrationInterface {
    name = 'AccountAvatar1796100000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "accounts" ADD "avatar_url" character varying(500)`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "accounts" DROP COLUMN "avatar_url"`);
    }

}
