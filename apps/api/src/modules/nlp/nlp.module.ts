import { Module } from '@nestjs/common';
import { TrainerModule } from '../trainer/trainer.module';
import { EntityExtractionController } from './entity-extraction.controller';
import { EntityExtractionService } from './entity-extraction.service';
import { extractorProvider } from './extractor.provider';
import { SpellcheckController } from './spellcheck.controller';
import { SpellcheckService } from './spellcheck.service';
import { spellersProvider } from './spellers.provider';

/** Entity extraction and spell checking. */
@Module({
  imports: [TrainerModule],
  controllers: [EntityExtractionController, SpellcheckController],
  providers: [extractorProvider, EntityExtractionService, spellersProvider, SpellcheckService],
})
export class NlpModule {}
