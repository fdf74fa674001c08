import { AccountEntity } from './account.entity';
import { AccountSessionEntity } from './account-session.entity';
import { AppInviteEntity } from './app-invite.entity';
import { AppMemberEntity } from './app-member.entity';
import { AppKeyEntity } from './app-key.entity';
import { AppEntity } from './app.entity';
import { AttentionReviewEntity } from './attention-review.entity';
import { BotmeterRecordEntity } from './botmeter-record.entity';
import { PasswordResetEntity } from './password-reset.entity';
import { IntentEntity } from './intent.entity';
import { QnaEntity } from './qna.entity';
import { TrainerStateEntity } from './trainer-state.entity';
import { TrainerModelEntity } from './trainer-model.entity';
import { ServerInstanceEntity } from './server-instance.entity';
import { ServedModelEntity } from './served-model.entity';
import { TrainingLeaseEntity } from './training-lease.entity';
import { EntityTypeEntity } from './entity-type.entity';
import { WebchatConversationEntity } from './webchat-conversation.entity';
import { WebchatDeliveryEntity } from './webchat-delivery.entity';
import { WebchatMessageEntity } from './webchat-message.entity';

export { AccountEntity, AccountSessionEntity, AppInviteEntity, AppMemberEntity, PasswordResetEntity, AppEntity, AppKeyEntity, BotmeterRecordEntity, IntentEntity, QnaEntity, TrainerStateEntity, TrainerModelEntity, ServerInstanceEntity, ServedModelEntity, TrainingLeaseEntity, EntityTypeEntity };
export type { EntityTypeValue } from './entity-type.entity';
export type { AppMemberRole } from './app-member.entity';
export type { Utterance } from './qna.entity';
export type { BotmeterBodyType, BotmeterMatch } from './botmeter-record.entity';
export { AttentionReviewEntity };
export type { AttentionAction } from './attention-review.entity';
export { WebchatConversationEntity, WebchatDeliveryEntity, WebchatMessageEntity };
export type { WebchatDeliveryStatus } from './webchat-delivery.entity';
export type { WebchatMessageMeta, WebchatSender } from './webchat-message.entity';
export type { WebchatHandoverState } from './webchat-conversation.entity';

/** Every entity, for the DataSource. */
export const ENTITIES = [AccountEntity, AccountSessionEntity, PasswordResetEntity, AppMemberEntity, AppInviteEntity, AppEntity, AppKeyEntity, QnaEntity, IntentEntity, TrainerStateEntity, TrainerModelEntity, ServerInstanceEntity, ServedModelEntity, TrainingLeaseEntity, EntityTypeEntity, WebchatConversationEntity, WebchatMessageEntity, WebchatDeliveryEntity, BotmeterRecordEntity, AttentionReviewEntity];
