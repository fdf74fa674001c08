import { Module } from '@nestjs/common';
import { EntityExtractionController } from './entity-extraction.controller';
import { EntityExtractionService } from './entity-extraction.service';
import { extractorProvider } from './extractor.provider';

/** Entity extraction and spell checking. */
@Module({
  controllers: [EntityExtractionController],
  providers: [extractorProvider, EntityExtractionService],
})
export class NlpModule {}
