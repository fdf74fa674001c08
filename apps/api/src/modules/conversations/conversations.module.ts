import { Module } from '@nestjs/common';
import { TrainerModule } from '../trainer/trainer.module';
import { AttentionController, ConversationsController } from './conversations.controller';
import { ConversationsRepository } from './conversations.repository';
import { ConversationsService } from './conversations.service';

/** The portal's conversation views and needs-attention inbox, over botmeter records and webchat messages. */
@Module({
  imports: [TrainerModule],
  controllers: [ConversationsController, AttentionController],
  providers: [ConversationsRepository, ConversationsService],
})
export class ConversationsModule {}
