import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Knowing when not to answer:
 * - new Apps get the classifier's measured threshold (0.2) instead of the hand-set 0.3, and the Apps
 *   still on 0.3 move to 0.2 (an owner who chose another value keeps it);
 * - each App has a fallback message per language for its FAQ bot (none set: the built-in texts);
 * - a QnA or an Intent may say the language its phrases are written in (null: the App's).
 */
export class KnowWhenNotToAnswer1795622855949 implements MigrationInterface {
    name = 'KnowWhenNotToAnswer1795622855949'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "apps" ALTER COLUMN "classification_threshold" SET DEFAULT '0.2'`);
        await queryRunner.query(`UPDATE "apps" SET "classification_threshold" = 0.2 WHERE "classification_threshold" = 0.3::real`);
        await queryRunner.query(`ALTER TABLE "apps" ADD "fallback_messages" jsonb NOT NULL DEFAULT '{}'`);
        await queryRunner.query(`ALTER TABLE "qnas" ADD "language" character varying(2)`);
        await queryRunner.query(`ALTER TABLE "intents" ADD "language" character varying(2)`);
    }

    // Apps moved to 0.2 stay there: which of them were on 0.3 is not known any more.
    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "intents" DROP COLUMN "language"`);
        await queryRunner.query(`ALTER TABLE "qnas" DROP COLUMN "language"`);
        await queryRunner.query(`ALTER TABLE "apps" DROP COLUMN "fallback_messages"`);
        await queryRunner.query(`ALTER TABLE "apps" ALTER COLUMN "classification_threshold" SET DEFAULT '0.3'`);
    }

}
