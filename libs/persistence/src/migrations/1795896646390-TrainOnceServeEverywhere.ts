import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Train once, serve everywhere: each App's trained model is stored (trainer_models) for every
 * instance to load, one training of a model runs at a time (training_leases), and each running
 * instance says what it serves (server_instances, served_models). The training jobs' own tables are
 * pg-boss's, in its schema, which it creates and upgrades itself.
 */
export class TrainOnceServeEverywhere1795896646390 implements MigrationInterface {
    name = 'TrainOnceServeEverywhere1795896646390'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "trainer_models" ("app_id" uuid NOT NULL, "language" character varying(2) NOT NULL, "version" integer NOT NULL, "format" integer NOT NULL, "data" bytea NOT NULL, "training_ms" integer NOT NULL, "trained_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_ffeb7dee37da3a497d7df6350c6" PRIMARY KEY ("app_id", "language"))`);
        await queryRunner.query(`CREATE TABLE "server_instances" ("id" uuid NOT NULL, "server" character varying(16) NOT NULL, "host" character varying(255) NOT NULL, "pid" integer NOT NULL, "started_at" TIMESTAMP WITH TIME ZONE NOT NULL, "seen_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_da182e1f2e71a58740cf9f49ce8" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_b7457187c7b5ab144e9c193341" ON "server_instances"  ("seen_at") `);
        await queryRunner.query(`CREATE TABLE "served_models" ("instance_id" uuid NOT NULL, "app_id" uuid NOT NULL, "language" character varying(2) NOT NULL, "version" integer NOT NULL, "loaded_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_cab4bbf80bb3a3af65a05a2023d" PRIMARY KEY ("instance_id", "app_id", "language"))`);
        await queryRunner.query(`CREATE INDEX "IDX_e25c1af4ed33e6d9828ecd4771" ON "served_models"  ("app_id", "language") `);
        await queryRunner.query(`CREATE TABLE "training_leases" ("app_id" uuid NOT NULL, "language" character varying(2) NOT NULL, "holder" uuid NOT NULL, "until" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_75b1c060ed06061995f42e1d963" PRIMARY KEY ("app_id", "language"))`);
        await queryRunner.query(`ALTER TABLE "trainer_models" ADD CONSTRAINT "FK_6bac04dcc9afa73c9fd69687b6e" FOREIGN KEY ("app_id") REFERENCES "apps"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "served_models" ADD CONSTRAINT "FK_60b66d6821285cb988d28a1fb10" FOREIGN KEY ("instance_id") REFERENCES "server_instances"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "training_leases" ADD CONSTRAINT "FK_2e18e77b617f03684096b1ac31d" FOREIGN KEY ("app_id") REFERENCES "apps"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "training_leases" DROP CONSTRAINT "FK_2e18e77b617f03684096b1ac31d"`);
        await queryRunner.query(`ALTER TABLE "served_models" DROP CONSTRAINT "FK_60b66d6821285cb988d28a1fb10"`);
        await queryRunner.query(`ALTER TABLE "trainer_models" DROP CONSTRAINT "FK_6bac04dcc9afa73c9fd69687b6e"`);
        await queryRunner.query(`DROP TABLE "training_leases"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_e25c1af4ed33e6d9828ecd4771"`);
        await queryRunner.query(`DROP TABLE "served_models"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_b7457187c7b5ab144e9c193341"`);
        await queryRunner.query(`DROP TABLE "server_instances"`);
        await queryRunner.query(`DROP TABLE "trainer_models"`);
    }

}
