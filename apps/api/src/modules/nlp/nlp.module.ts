import { Module } from '@nestjs/common';
import { EntityExtractionController } from './entity-extraction.controller';
import { EntityExtractionService } from './entity-extraction.service';
import { AppEntityNamesInterceptor } from './app-entity-names';
import { NlpEngines } from './nlp-engines';
import { SpellcheckController } from './spellcheck.controller';
import { SpellcheckService } from './spellcheck.service';

/** Entity extraction and spell checking. */
@Module({
  controllers: [EntityExtractionController, SpellcheckController],
  providers: [NlpEngines, EntityExtractionService, SpellcheckService, AppEntityNamesInterceptor],
  exports: [NlpEngines],
})
export class NlpModule {}
