import { IntentEntity, QnaEntity } from '@parley/persistence';
import { bumpTrainerVersion } from '@parley/trainer-runtime';
import type { EntityManager } from 'typeorm';

/**
 * Marks an App's trainer data as changed, in the transaction of the change: its version moves on
 * (every instance retrains) and every item's trainingScore is null until the new model is scored.
 */
export async function markChanged(tx: EntityManager, appId: string): Promise<void> {
  await bumpTrainerVersion(tx, appId);
  await tx.getRepository(QnaEntity).update({ appId }, { trainingScore: null });
  await tx.getRepository(IntentEntity).update({ appId }, { trainingScore: null });
}
