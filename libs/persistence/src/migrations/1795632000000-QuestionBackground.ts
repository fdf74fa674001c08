import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The classifier's background now also holds generic questions ("what is ...", "how do i ...",
 * "where is my ..."), so off-topic questions score lower and the measured default threshold moves
 * from 0.2 to 0.15 (same rejection of off-topic sentences, more right answers). New Apps get 0.15,
 * Apps still on 0.2 move to it; an owner who chose another value keeps it.
 */
export class QuestionBackground1795632000000 implements MigrationInterface {
    name = 'QuestionBackground1795632000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "apps" ALTER COLUMN "classification_threshold" SET DEFAULT '0.15'`);
        await queryRunner.query(`UPDATE "apps" SET "classification_threshold" = 0.15 WHERE "classification_threshold" = 0.2::real`);
    }

    // Apps moved to 0.15 stay there: which of them were on 0.2 is not known any more.
    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "apps" ALTER COLUMN "classification_threshold" SET DEFAULT '0.2'`);
    }

}
