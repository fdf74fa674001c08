import { Module } from '@nestjs/common';
import { appDataOwner } from '@parley/server-modules';
import { TrainerModule } from '../trainer/trainer.module';
import { AttentionController, ConversationsController } from './conversations.controller';
import { ConversationsRepository } from './conversations.repository';
import { ConversationsService } from './conversations.service';

/** The portal's conversation views and needs-attention inbox, over botmeter records and webchat messages. */
@Module({
  imports: [TrainerModule],
  controllers: [ConversationsController, AttentionController],
  // Deleting an App asks the repository to delete the App's conversations and reviews.
  providers: [ConversationsRepository, ConversationsService, appDataOwner(ConversationsRepository)],
})
export class ConversationsModule {}
