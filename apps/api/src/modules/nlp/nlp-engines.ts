import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { LANGUAGES, type Language } from '@parley/contracts';
import { Extractor } from '@parley/extractors';
import { loadExtractorData } from '@parley/extractors/data';
import type { Speller } from '@parley/spellcheck';
import { loadSpellers } from '@parley/spellcheck/data';

/**
 * The process's NLP engines and their data: the extractor (gazetteers, name lists) and one speller
 * per language (its dictionary). Nothing is loaded at boot, so the server listens without waiting
 * for them: `warmUp()` (called once the server listens) loads them in the background, one piece
 * per turn of the event loop so that requests are served in between, and a request that needs a
 * piece not loaded yet loads that piece at once (its language's dictionary only), never the others.
 */
@Injectable()
export class NlpEngines implements OnModuleDestroy {
  private readonly logger = new Logger('NlpEngines');
  private loadedExtractor: Extractor | null = null;
  private readonly spellers: Partial<Record<Language, Speller>> = {};
  private warming: NodeJS.Immediate | null = null;

  extractor(): Extractor {
    return (this.loadedExtractor ??= new Extractor(loadExtractorData()));
  }

  speller(language: Language): Speller {
    return (this.spellers[language] ??= loadSpellers([language])[language]);
  }

  /** True once every engine is loaded. */
  get loaded(): boolean {
    return this.loadedExtractor !== null && LANGUAGES.every((l) => this.spellers[l]);
  }

  /** Loads what is not loaded yet, a piece at a time (the extractor, then each dictionary); returns at once. */
  warmUp(): void {
    if (this.warming) return;
    const t0 = Date.now();
    const pieces: (() => unknown)[] = [() => this.extractor(), ...LANGUAGES.map((l) => () => this.speller(l))];
    const next = () => {
      const piece = pieces.shift();
      if (!piece) {
        this.warming = null;
        this.logger.log(`NLP engines loaded in the background in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
        return;
      }
      try {
        piece();
      } catch (err) {
        // The request that needs it will load it again and answer the error.
        this.logger.error(`Loading an NLP engine failed: ${(err as Error).message}`);
      }
      this.warming = setImmediate(next);
    };
    this.warming = setImmediate(next);
  }

  onModuleDestroy(): void {
    if (this.warming) clearImmediate(this.warming);
    this.warming = null;
  }
}
