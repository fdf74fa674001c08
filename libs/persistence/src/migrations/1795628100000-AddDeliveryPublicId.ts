import { MigrationInterface, QueryRunner } from "typeorm";

/** Each delivery gets the id its bot sees (`Parley-Delivery-Id`), stable across attempts. */
export class AddDeliveryPublicId1795628100000 implements MigrationInterface {
    name = 'AddDeliveryPublicId1795628100000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "webchat_deliveries" ADD "public_id" uuid NOT NULL DEFAULT gen_random_uuid()`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "webchat_deliveries" DROP COLUMN "public_id"`);
    }

}
