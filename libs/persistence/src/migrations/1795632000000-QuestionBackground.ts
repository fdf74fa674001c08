import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The classifier's background now also holds generic questions ("what is ...", "how do i ...",
 * "where is my ..."), so off-topic questions score lower and the measured default threshold moves
 * from 0.2 to 0.16 (more off-topic sentences rejected and more right answers). New Apps get 0.16,
 * Apps still on 0.2 move to it; an owner who chose another value keeps it.
 */
export class QuestionBackground1795632000000 implements MigrationInterface {
    name = 'QuestionBackground1795632000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "apps" ALTER COLUMN "classification_threshold" SET DEFAULT '0.16'`);
        await queryRunner.query(`UPDATE "apps" SET "classification_threshold" = 0.16 WHERE "classification_threshold" = 0.2::real`);
    }

    // Apps moved to 0.16 stay there: which of them were on 0.2 is not known any more.
    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "apps" ALTER COLUMN "classification_threshold" SET DEFAULT '0.2'`);
    }

}
