import { Injectable } from '@nestjs/common';
import { DIMENSION_NAMES, type Entity, type ExtractOptions, type Lang } from '@parley/extractors';
import { InvalidInputException } from '@parley/server-kit';
import { AppEntities } from '@parley/trainer-runtime';
import type { EntityExtractionQueryDto } from './dto/entity-extraction-query.dto';
import { NlpEngines, SHORT_SENTENCE } from './nlp-engines';

@Injectable()
export class EntityExtractionService {
  constructor(
    private readonly engines: NlpEngines,
    private readonly appEntities: AppEntities,
  ) {}

  /**
   * The built-in dimensions' entities and the App's own (its entity types of the sentence's language),
   * ordered by start, the longer first. `dimensions`/`antidimensions` name either; a name that is
   * neither a dimension nor one of the App's types is a 400.
   */
  async extract(appId: string, q: EntityExtractionQueryDto, lang: Lang, now = Date.now()): Promise<Entity[]> {
    // Names the query took that are neither built-in nor the App's in this language find nothing here.
    const own = new Set(await this.appEntities.names(appId, lang));
    const pick = (names: string[] | undefined, builtIn: boolean) => names?.filter((d) => BUILT_IN.has(d) === builtIn);
    const builtInAsked = pick(q.dimensions, true);
    const ownAsked = pick(q.dimensions, false);
    const ownRemoved = new Set(pick(q.antidimensions, false));
    const wantedOwn = [...own].filter((n) => (!q.dimensions || ownAsked!.includes(n)) && !ownRemoved.has(n));
    const [builtIns, owns] = await Promise.all([
      q.dimensions && !builtInAsked!.length ? Promise.resolve([]) : this.builtIn(appId, { ...q, dimensions: builtInAsked, antidimensions: pick(q.antidimensions, true) }, lang, now),
      wantedOwn.length ? this.appEntities.extract(appId, lang, q.sentence, new Set(wantedOwn)) : Promise.resolve([]),
    ]);
    if (!owns.length) return builtIns;
    return [...builtIns, ...(owns as Entity[])].sort((a, b) => a.start - b.start || b.end - a.end);
  }

  /** A long sentence goes to the extraction thread (`NlpEngines`), the App's jobs taking turns with other Apps'. */
  private async builtIn(appId: string, q: EntityExtractionQueryDto, lang: Lang, now: number): Promise<Entity[]> {
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

const BUILT_IN: ReadonlySet<string> = new Set(DIMENSION_NAMES);

function parseReferenceTime(raw: string): number {
  const t = /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
  if (!Number.isFinite(t)) throw new InvalidInputException([{ field: 'reference_time', problem: 'is not a valid date' }]);
  return t;
}
