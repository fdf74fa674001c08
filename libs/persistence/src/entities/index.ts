import { AccountEntity } from './account.entity';
import { AppKeyEntity } from './app-key.entity';
import { AppEntity } from './app.entity';
import { IntentEntity } from './intent.entity';
import { QnaEntity } from './qna.entity';
import { TrainerStateEntity } from './trainer-state.entity';

export { AccountEntity, AppEntity, AppKeyEntity, IntentEntity, QnaEntity, TrainerStateEntity };
export type { AnswerMessage, Utterance } from './qna.entity';
export type { AppLanguage } from './app.entity';

/** Every entity, for the DataSource. */
export const ENTITIES = [AccountEntity, AppEntity, AppKeyEntity, QnaEntity, IntentEntity, TrainerStateEntity];
