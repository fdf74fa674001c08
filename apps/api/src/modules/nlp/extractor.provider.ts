import { Extractor } from '@parley/extractors';
import { loadExtractorData } from '@parley/extractors/data';

export const EXTRACTOR = Symbol('EXTRACTOR');

/** One engine per process, its data (gazetteers, name lists) loaded once at boot. */
export const extractorProvider = {
  provide: EXTRACTOR,
  useFactory: (): Extractor => new Extractor(loadExtractorData()),
};
