import { Injectable } from '@nestjs/common';
import type { Entity, ExtractOptions, Lang } from '@parley/extractors';
import { InvalidInputException } from '@parley/server-kit';
import type { EntityExtractionQueryDto } from './dto/entity-extraction-query.dto';
import { NlpEngines, SHORT_SENTENCE } from './nlp-engines';

@Injectable()
export class EntityExtractionService {
  constructor(private readonly engines: NlpEngines) {}

  /** A long sentence goes to the extraction thread (`NlpEngines`), the App's jobs taking turns with other Apps'. */
  async extract(appId: string, q: EntityExtractionQueryDto, lang: Lang, now = Date.now()): Promise<Entity[]> {
    const referenceTime = q.reference_time === undefined ? now : parseReferenceTime(q.reference_time);
    const options: ExtractOptions = {
      lang,
      dimensions: q.dimensions,
      antidimensions: q.antidimensions,
      timezone: q.timezone ?? 'UTC',
      region: q.region,
      referenceTime,
      caseSensitive: q.case_sensitive ?? false,
      keepQuotes: q.keep_quotes ?? false,
      keepAccents: q.keep_accents ?? false,
    };
    const extractor = this.engines.extractor();
    if (q.sentence.length <= SHORT_SENTENCE) return extractor.extract(q.sentence, options);
    // Unknown dimensions, timezones, regions: the 400 comes from here, before any hand-over.
    extractor.validate(options);
    return this.engines.extraction.extract(appId, q.sentence, options);
  }
}

function parseReferenceTime(raw: string): number {
  const t = /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
  if (!Number.isFinite(t)) throw new InvalidInputException([{ field: 'reference_time', problem: 'is not a valid date' }]);
  return t;
}
