import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Human handover (docs/handover.md): each conversation's handover state, assignee, the visitor's
 * e-mail and the operators' read marker; operator and system messages' `meta`; the App's
 * "nobody online" messages. Conversations get `last_message_at` (the inbox's order), filled from
 * their newest message.
 */
export class HumanHandover1795990000000 implements MigrationInterface {
    name = 'HumanHandover1795990000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "webchat_conversations" ADD "last_message_at" TIMESTAMP WITH TIME ZONE`);
        await queryRunner.query(`ALTER TABLE "webchat_conversations" ADD "handover_state" character varying(16) NOT NULL DEFAULT 'bot'`);
        await queryRunner.query(`ALTER TABLE "webchat_conversations" ADD "handover_reason" character varying(16)`);
        await queryRunner.query(`ALTER TABLE "webchat_conversations" ADD "handover_note" character varying(500)`);
        await queryRunner.query(`ALTER TABLE "webchat_conversations" ADD "assignee_id" uuid`);
        await queryRunner.query(`ALTER TABLE "webchat_conversations" ADD "handover_changed_at" TIMESTAMP WITH TIME ZONE`);
        await queryRunner.query(`ALTER TABLE "webchat_conversations" ADD "visitor_email" character varying(254)`);
        await queryRunner.query(`ALTER TABLE "webchat_conversations" ADD "operator_read_id" bigint`);
        await queryRunner.query(`UPDATE "webchat_conversations" c SET "last_message_at" = m.at FROM (SELECT conversation_id, max(created_at) AS at FROM "webchat_messages" GROUP BY conversation_id) m WHERE m.conversation_id = c.id`);
        await queryRunner.query(`ALTER TABLE "webchat_messages" ADD "meta" jsonb`);
        await queryRunner.query(`ALTER TABLE "apps" ADD "nobody_online_messages" jsonb NOT NULL DEFAULT '{}'`);
        await queryRunner.query(`CREATE INDEX "IDX_webchat_conversations_inbox" ON "webchat_conversations" ("app_id", "handover_state", "last_message_at") `);
        await queryRunner.query(`ALTER TABLE "webchat_conversations" ADD CONSTRAINT "FK_ca157b4f4df30c84fe64a8314d4" FOREIGN KEY ("assignee_id") REFERENCES "accounts"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "webchat_conversations" DROP CONSTRAINT "FK_ca157b4f4df30c84fe64a8314d4"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_webchat_conversations_inbox"`);
        await queryRunner.query(`ALTER TABLE "apps" DROP COLUMN "nobody_online_messages"`);
        await queryRunner.query(`ALTER TABLE "webchat_messages" DROP COLUMN "meta"`);
        for (const c of ['operator_read_id', 'visitor_email', 'handover_changed_at', 'assignee_id', 'handover_note', 'handover_reason', 'handover_state', 'last_message_at']) {
            await queryRunner.query(`ALTER TABLE "webchat_conversations" DROP COLUMN "${c}"`);
        }
    }

}
