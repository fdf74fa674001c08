import { IntentEntity, QnaEntity } from '@parley/persistence';
import { bumpTrainerVersion } from '@parley/trainer-runtime';
import { In, type EntityManager } from 'typeorm';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Marks an App's trainer data as changed, in the transaction of the change: its version moves on
 * (every instance retrains) and every item's trainingScore is null until the new model is scored.
 */
export async function markChanged(tx: EntityManager, appId: string): Promise<void> {
  await bumpTrainerVersion(tx, appId);
  await tx.getRepository(QnaEntity).update({ appId }, { trainingScore: null });
  await tx.getRepository(IntentEntity).update({ appId }, { trainingScore: null });
}

/** Deletes the App's items among `ids` (unknown or malformed ids ignored); returns how many. */
export async function deleteItems(manager: EntityManager, entity: typeof QnaEntity | typeof IntentEntity, appId: string, ids: string[]): Promise<number> {
  const valid = ids.filter((id) => UUID.test(id));
  if (!valid.length) return 0;
  return manager.transaction(async (tx) => {
    const res = await tx.getRepository(entity).delete({ appId, id: In(valid) });
    if (res.affected) await markChanged(tx, appId);
    return res.affected ?? 0;
  });
}
