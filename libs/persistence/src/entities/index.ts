import { AccountEntity } from './account.entity';
import { AppKeyEntity } from './app-key.entity';
import { AppEntity } from './app.entity';

export { AccountEntity, AppEntity, AppKeyEntity };
export type { AppLanguage } from './app.entity';

/** Every entity, for the DataSource. */
export const ENTITIES = [AccountEntity, AppEntity, AppKeyEntity];
