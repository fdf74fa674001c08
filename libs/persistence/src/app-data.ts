import type { EntityManager } from 'typeorm';

/**
 * The owners of an App's rows, in the order an App's deletion asks them to delete theirs, all in
 * the one transaction that then deletes the App's row (whose foreign keys, ON DELETE CASCADE, take
 * along whatever a writer added meanwhile). Each name is one owner's part:
 * - `conversations`: webchat conversations, their messages and deliveries, and attention reviews;
 * - `botmeter`: botmeter records (every month partition);
 * - `served models`: which instance serves which version of the App's models;
 * - `trainer models`: stored models and training leases;
 * - `trainer data`: entity types, Intents, QnAs and the trainer state (versions).
 * The App's keys, members and invitations go before all of these, in a transaction of their own
 * (the apps module: nobody gets in while the rest is deleted).
 */
export const APP_DATA_ORDER = ['conversations', 'botmeter', 'served models', 'trainer models', 'trainer data'] as const;

export type AppDataPart = (typeof APP_DATA_ORDER)[number];

/**
 * A store or repository that owns tables holding rows of Apps: it deletes an App's rows itself
 * when the App is deleted (no other code names its tables). Registered with the servers'
 * AppDataOwners (libs/server-modules).
 */
export interface AppDataOwner {
  /** Which part of an App's data it owns (its place in APP_DATA_ORDER). */
  readonly appDataPart: AppDataPart;
  /**
   * Deletes every row of the App in its tables, through `tx` (the deletion's transaction). An App
   * may have millions of rows: each statement deletes a batch, well within the statement timeout.
   */
  deleteAppRows(tx: EntityManager, appId: string): Promise<void>;
}

/**
 * Runs `sql`, a DELETE of at most `batch` rows (its last parameter), until it deletes fewer: an
 * owner's way to delete an App's many rows within the statement timeout.
 */
export async function deleteInBatches(tx: EntityManager, sql: string, params: unknown[], batch: number): Promise<void> {
  for (;;) {
    const [, deleted] = (await tx.query(sql, [...params, batch])) as [unknown, number];
    if (deleted < batch) return;
  }
}
