import type { AppLanguage } from '@parley/persistence';

/** What an authenticated request knows of its App (cached; no secrets). */
export interface AppContext {
  id: string;
  name: string;
  language: AppLanguage;
  rateLimit: number;
  rateBurst: number;
  classificationThreshold: number;
  ambiguityMargin: number;
}

/** The request as the guards leave it. */
export interface AppRequest {
  headers: Record<string, string | string[] | undefined>;
  parleyApp?: AppContext;
}
