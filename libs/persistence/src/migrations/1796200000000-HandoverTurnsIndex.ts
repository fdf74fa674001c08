import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The handover turns of a conversation (taken, returned, closed system lines) in an index of their
 * own: the outbox's claim reads the last one before a message in one index probe, not by walking
 * back over every message written since (docs/handover.md).
 */
export class HandoverTurnsIndex1796200000000 implements MigrationInterface {
    name = 'HandoverTurnsIndex1796200000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE INDEX "IDX_webchat_messages_handover_turns" ON "webchat_messages" ("conversation_id", "id") WHERE "sender" = 'system' AND ("meta" ->> 'event') IN ('taken', 'returned', 'closed')`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."IDX_webchat_messages_handover_turns"`);
    }

}
