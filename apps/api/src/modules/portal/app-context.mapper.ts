import type { AppEntity } from '@parley/persistence';
import type { AppContext } from '../apps/app-context';

/** What the trainer's services expect of an App, from the row the portal has already loaded. */
export function toAppContext(app: AppEntity): AppContext {
  return {
    id: app.id,
    name: app.name,
    language: app.language,
    rateLimit: app.rateLimit,
    rateBurst: app.rateBurst,
    classificationThreshold: app.classificationThreshold,
    ambiguityMargin: app.ambiguityMargin,
  };
}
