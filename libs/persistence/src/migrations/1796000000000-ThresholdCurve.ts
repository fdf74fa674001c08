import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * What each threshold trades on an App's own data (issue #31, "the owner sees why"): the curve of
 * in-scope accuracy and off-topic rejection that scoring computes, kept with the scores.
 */
export class ThresholdCurve1796000000000 implements MigrationInterface {
    name = 'ThresholdCurve1796000000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "trainer_states" ADD "threshold_curve" jsonb`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "trainer_states" DROP COLUMN "threshold_curve"`);
    }

}
