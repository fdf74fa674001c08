import type { Type } from '@nestjs/common';
import { BotmeterModule } from './modules/botmeter/botmeter.module';
import { ConversationsModule } from './modules/conversations/conversations.module';
import { NlpModule } from './modules/nlp/nlp.module';
import { TrainerModule } from './modules/trainer/trainer.module';

/** The product's feature modules (NLP, trainer, botmeter, conversations); one line each. */
export const FEATURE_MODULES: Type[] = [NlpModule, TrainerModule, BotmeterModule, ConversationsModule];
