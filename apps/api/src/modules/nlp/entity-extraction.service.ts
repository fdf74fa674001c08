import { Injectable } from '@nestjs/common';
import type { Entity, Lang } from '@parley/extractors';
import { InvalidInputException } from '@parley/server-kit';
import type { EntityExtractionQueryDto } from './dto/entity-extraction-query.dto';
import { NlpEngines } from './nlp-engines';

@Injectable()
export class EntityExtractionService {
  constructor(private readonly engines: NlpEngines) {}

  extract(q: EntityExtractionQueryDto, lang: Lang, now = Date.now()): Entity[] {
    const referenceTime = q.reference_time === undefined ? now : parseReferenceTime(q.reference_time);
    return this.engines.extractor().extract(q.sentence, {
      lang,
      dimensions: q.dimensions,
      antidimensions: q.antidimensions,
      timezone: q.timezone ?? 'UTC',
      region: q.region,
      referenceTime,
      caseSensitive: q.case_sensitive ?? false,
      keepQuotes: q.keep_quotes ?? false,
      keepAccents: q.keep_accents ?? false,
    });
  }
}

function parseReferenceTime(raw: string): number {
  const t = /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
  if (!Number.isFinite(t)) throw new InvalidInputException([{ field: 'reference_time', problem: 'is not a valid date' }]);
  return t;
}
