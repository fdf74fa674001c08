import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { Extractor, type Entity, type ExtractOptions } from '@parley/extractors';
import { loadExtractorData } from '@parley/extractors/data';

/** Worker thread of `ExtractionPool`: entity extraction of long sentences, off the event loop. */
export type ExtractionJob = { id: number; sentence: string; options: ExtractOptions };
export type ExtractionResult = { id: number; ok: true; entities: Entity[] } | { id: number; ok: false; error: string };

// Below the event loop in the scheduler's eyes (nice 10; on Linux a thread's own priority): on a
// busy machine the requests waiting for the loop get the CPU before long sentences do.
if (process.platform === 'linux') {
  try {
    setPriority(10);
  } catch {
    // Not allowed here: the thread runs at the process's priority.
  }
}

// The gazetteers and name lists, once per thread (~0.4 s, ~50 MB): loaded when the thread starts,
// before its first job.
const extractor = new Extractor(loadExtractorData());

parentPort?.on('message', (job: ExtractionJob) => {
  try {
    parentPort!.postMessage({ id: job.id, ok: true, entities: extractor.extract(job.sentence, job.options) } satisfies ExtractionResult);
  } catch (err) {
    parentPort!.postMessage({ id: job.id, ok: false, error: err instanceof Error ? err.message : String(err) } satisfies ExtractionResult);
  }
});
