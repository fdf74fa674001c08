import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { LANGUAGES, type Language } from '@parley/contracts';
import { Extractor } from '@parley/extractors';
import { loadExtractorData } from '@parley/extractors/data';
import type { Speller } from '@parley/spellcheck';
import { loadSpellers } from '@parley/spellcheck/data';

/** How long after the server listens the dictionaries start loading. */
const WARM_UP_DELAY_MS = 1000;

/**
 * The process's NLP engines and their data: the extractor (gazetteers, name lists), loaded at boot
 * (a fraction of a second: the first extraction, which `npm start` suggests, stays fast), and one
 * speller per language, whose dictionaries (about 110 MB, the longest load) the server does not
 * wait for: `warmUp()` (called once the server listens) loads them in the background a second later,
 * one per turn of the event loop so that requests are served in between, and a spell check in a
 * language not loaded yet loads that language's dictionary at once, never the others.
 */
@Injectable()
export class NlpEngines implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('NlpEngines');
  private loadedExtractor: Extractor | null = null;
  private readonly spellers: Partial<Record<Language, Speller>> = {};
  private warming: NodeJS.Immediate | NodeJS.Timeout | null = null;

  extractor(): Extractor {
    return (this.loadedExtractor ??= new Extractor(loadExtractorData()));
  }

  speller(language: Language): Speller {
    return (this.spellers[language] ??= loadSpellers([language])[language]);
  }

  onModuleInit(): void {
    this.extractor();
  }

  /**
   * Loads the dictionaries not loaded yet, one at a time, starting `afterMs` from now (the first
   * requests after a start are served before: they would wait for the piece being loaded); returns at once.
   */
  warmUp(afterMs = WARM_UP_DELAY_MS): void {
    if (this.warming) return;
    let t0 = 0;
    const pieces = LANGUAGES.map((l) => () => this.speller(l));
    const next = () => {
      const piece = pieces.shift();
      if (!piece) {
        this.warming = null;
        this.logger.log(`Dictionaries loaded in the background in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
        return;
      }
      try {
        piece();
      } catch (err) {
        // A spell check in that language will load it again and answer the error.
        this.logger.error(`Loading a dictionary failed: ${(err as Error).message}`);
      }
      this.warming = setImmediate(next);
    };
    this.warming = setTimeout(() => {
      t0 = Date.now();
      next();
    }, afterMs);
    this.warming.unref();
  }

  onModuleDestroy(): void {
    clearTimeout(this.warming as NodeJS.Timeout);
    clearImmediate(this.warming as NodeJS.Immediate);
    this.warming = null;
  }
}
