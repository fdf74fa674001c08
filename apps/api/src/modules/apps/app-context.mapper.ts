import type { AppEntity } from '@parley/persistence';
import type { AppContext } from './app-context';

/** What a request knows of its App (no secrets), from its row. */
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
