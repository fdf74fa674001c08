import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { LANGUAGES, type Language } from '@parley/contracts';
import { Extractor } from '@parley/extractors';
import { loadExtractorData } from '@parley/extractors/data';
import type { Speller } from '@parley/spellcheck';
import { loadSpeller } from '@parley/spellcheck/data';
import { Metrics } from '@parley/server-kit';
import { Gauge } from 'prom-client';
import { CpuSlices } from './cpu-slices';
import { ExtractionPool } from './extraction-pool';

/** How long after the server listens the dictionaries start loading. */
const WARM_UP_DELAY_MS = 1000;

/**
 * The extractor with its data, one per process: it is pure (its data read-only, nothing kept
 * between calls), so an api built again in the same process (the tests build many) shares it
 * rather than reading and compiling the gazetteers again (0.1-0.5 s each, and about 13 MB that
 * stayed on the heap after each such api closed).
 */
let processExtractor: Extractor | null = null;

/**
 * Sentences up to this length (in UTF-16 units) are analysed at once, on the event loop: a few
 * milliseconds at worst, less than handing them over costs. Longer ones are spell checked in
 * slices (`CpuSlices`) and their entities extracted in a worker thread (`ExtractionPool`), so
 * that no request waits for another's long sentence (bench/RESULTS.md, "Hostile input").
 */
export const SHORT_SENTENCE = 200;

/**
 * The process's NLP engines and their data: the extractor (gazetteers, name lists), loaded at boot
 * (a fraction of a second: the first extraction, which `npm start` suggests, stays fast), and one
 * speller per language, whose dictionaries (about 110 MB, the longest load) the server does not
 * wait for: `warmUp()` (called once the server listens) loads them in the background a second later,
 * their files read off the event loop so that requests are served meanwhile, and a spell check in a
 * language not loaded yet loads that language's dictionary at once (off the event loop too), never
 * the others. From
 * `warmUp()` until every dictionary is loaded (or the background load ended), readiness
 * (`GET /health/ready`) is a 503 that says so (`readiness()`): a load balancer sends no traffic
 * to an api whose event loop the load would hold up (1 to 2 s on a busy machine).
 * Long sentences leave the event loop's way: the spell checker runs them in slices of a few
 * milliseconds (`slices`), the extractor in a thread of its own (`extraction`, its own copy of the
 * data: ~60 MB, where a speller thread would take the dictionaries' 130 MB; figures in
 * bench/RESULTS.md, "Hostile input").
 */
@Injectable()
export class NlpEngines implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('NlpEngines');
  private readonly spellers: Partial<Record<Language, Speller>> = {};
  /** Dictionaries being read, per language. */
  private readonly pending = new Map<Language, Promise<Speller>>();
  private warming: NodeJS.Timeout | null = null;
  private closed = false;
  /** Whether a background load was asked for (the server started), and whether it has not ended yet. */
  private asked = false;
  private loading = false;
  readonly slices = new CpuSlices();
  readonly extraction = new ExtractionPool();

  constructor(metrics: Metrics) {
    const gauge: Gauge<'work'> = new Gauge({
      name: 'parley_long_sentences_pending',
      help: 'Sentences over 200 characters waiting or under way, by work (spelling: in slices on the event loop; extraction: in the extraction thread)',
      labelNames: ['work'],
      registers: [metrics.registry],
      collect: () => {
        gauge.set({ work: 'spelling' }, this.slices.pending);
        gauge.set({ work: 'extraction' }, this.extraction.pending);
      },
    });
  }

  extractor(): Extractor {
    return (processExtractor ??= new Extractor(loadExtractorData()));
  }

  /**
   * The language's speller; the first call in a language not loaded yet loads its dictionary, its
   * file read off the event loop (one load per language, whoever asks: requests and the warm-up
   * share it). A load that failed is tried again by the next call, which answers the error.
   */
  speller(language: Language): Promise<Speller> {
    const ready = this.spellers[language];
    if (ready) return Promise.resolve(ready);
    let pending = this.pending.get(language);
    if (!pending) {
      pending = loadSpeller(language)
        .then((speller) => (this.spellers[language] ??= speller))
        .finally(() => this.pending.delete(language));
      this.pending.set(language, pending);
    }
    return pending;
  }

  /**
   * The dictionaries in a readiness answer (a Terminus indicator result): `down` from `warmUp()`
   * until every language's dictionary is loaded or the background load ended (a dictionary that
   * failed to load is loaded again by a spell check in its language, which answers the error);
   * `up` after. Nothing when no background load was asked for (the tests' in-process servers
   * load a dictionary when a spell check needs it).
   */
  readiness(): Record<string, { status: 'up' | 'down'; [detail: string]: unknown }> {
    const loaded = LANGUAGES.filter((l) => this.spellers[l]);
    if (this.loading && loaded.length < LANGUAGES.length) {
      const waiting = LANGUAGES.filter((l) => !this.spellers[l]);
      return {
        dictionaries: {
          status: 'down',
          loaded,
          message: `the spell checker's dictionaries are loading (${waiting.join(', ')} to go); requests would wait for them`,
        },
      };
    }
    if (!this.asked) return {};
    return { dictionaries: { status: 'up', loaded } };
  }

  onModuleInit(): void {
    this.extractor();
  }

  /**
   * Loads the dictionaries not loaded yet, one at a time, starting `afterMs` from now (the first
   * requests after a start are served before); returns at once. Each file is read off the event
   * loop and holds what loading used to compute, so requests are served meanwhile (a few
   * milliseconds of the event loop per language, where computing took 0.1-0.2 s, more on a busy
   * machine).
   */
  warmUp(afterMs = WARM_UP_DELAY_MS): void {
    if (this.warming) return;
    this.asked = this.loading = true;
    let t0 = 0;
    const waiting = [...LANGUAGES];
    const next = async (): Promise<void> => {
      for (let language = waiting.shift(); language && !this.closed; language = waiting.shift()) {
        if (this.spellers[language]) continue;
        try {
          // The file is read off the event loop; what is left here is a few milliseconds.
          await this.speller(language);
        } catch (err) {
          // A spell check in that language will load it again and answer the error.
          this.logger.error(`Loading a dictionary failed: ${(err as Error).message}`);
        }
      }
      this.warming = null;
      this.loading = false;
      if (!this.closed) this.logger.log(`Dictionaries loaded in the background in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    };
    this.warming = setTimeout(() => {
      t0 = Date.now();
      this.extraction.warmUp();
      void next();
    }, afterMs);
    this.warming.unref();
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    clearTimeout(this.warming ?? undefined);
    this.warming = null;
    await this.extraction.close();
  }
}
