import { CreateAccountsAndApps1795322723509 } from './1795322723509-CreateAccountsAndApps';
import { CreateTrainer1795323361634 } from './1795323361634-CreateTrainer';
import { CreateWebchat1795323532875 } from './1795323532875-CreateWebchat';
import { CreateBotmeterRecords1795323610402 } from './1795323610402-CreateBotmeterRecords';
import { RequireAppOwner1795614046076 } from './1795614046076-RequireAppOwner';
import { KnowWhenNotToAnswer1795622855949 } from './1795622855949-KnowWhenNotToAnswer';
import { AuthenticatePushes1795622932132 } from './1795622932132-AuthenticatePushes';
import { AddConversationReview1795623176418 } from './1795623176418-AddConversationReview';
import { IdentifyVisitors1795624448080 } from './1795624448080-IdentifyVisitors';
import { AccountsSessionsMembers1795627967999 } from './1795627967999-AccountsSessionsMembers';
import { AddDeliveryPublicId1795628100000 } from './1795628100000-AddDeliveryPublicId';
import { QuestionBackground1795632000000 } from './1795632000000-QuestionBackground';
import { TrainOnceServeEverywhere1795896646390 } from './1795896646390-TrainOnceServeEverywhere';
import { AddEntityTypes1795898681567 } from './1795898681567-AddEntityTypes';
import { HumanHandover1795990000000 } from './1795990000000-HumanHandover';
import { ThresholdCurve1796000000000 } from './1796000000000-ThresholdCurve';
import { AccountAvatar1796100000000 } from './1796100000000-AccountAvatar';
import { HandoverTurnsIndex1796200000000 } from './1796200000000-HandoverTurnsIndex';

/** Every migration in order. A generated migration is added here after review. */
export const MIGRATIONS = [CreateAccountsAndApps1795322723509, CreateTrainer1795323361634, CreateWebchat1795323532875, CreateBotmeterRecords1795323610402, RequireAppOwner1795614046076, KnowWhenNotToAnswer1795622855949, AuthenticatePushes1795622932132, AddConversationReview1795623176418, IdentifyVisitors1795624448080, AccountsSessionsMembers1795627967999, AddDeliveryPublicId1795628100000, QuestionBackground1795632000000, TrainOnceServeEverywhere1795896646390, AddEntityTypes1795898681567, HumanHandover1795990000000, ThresholdCurve1796000000000, AccountAvatar1796100000000, HandoverTurnsIndex1796200000000];
