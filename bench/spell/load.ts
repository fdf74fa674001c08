/**
 * Loading the spelling dictionaries as the api's warm-up does, and what it costs the event loop:
 * the file read off the event loop and what the file stores read as views (`loadSpeller`), against
 * the previous way in the same process (the file read on the event loop, the lookup table, letter
 * masks and group records computed from the words). Prints per round the total time and the
 * longest the event loop was held. `npm run bench:spell:load` (`ROUNDS`, default 3).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { LANGUAGES } from '@parley/contracts';
import { decodeDictionary, Dictionary, Speller } from '@parley/spellcheck';
import { GENERATED_DIR, loadSpeller } from '@parley/spellcheck/data';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const turn = () => new Promise((resolve) => setImmediate(resolve));

const ways: Record<string, () => Promise<void>> = {
  'computed (before)': async () => {
    for (const language of LANGUAGES) {
      const read = decodeDictionary(readFileSync(join(GENERATED_DIR, `${language}.bin`)));
      new Speller(new Dictionary({ ...read.parts(), derived: undefined }));
      await turn();
    }
  },
  'stored, read off the loop (after)': async () => {
    for (const language of LANGUAGES) await loadSpeller(language);
  },
};

async function main(): Promise<void> {
  console.log('| round | way | en + fr + es loaded in | longest event-loop block |');
  console.log('|---|---|---:|---:|');
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [name, load] of Object.entries(ways)) {
      const delay = monitorEventLoopDelay({ resolution: 1 });
      delay.enable();
      const t0 = performance.now();
      await load();
      const ms = performance.now() - t0;
      delay.disable();
      console.log(`| ${round} | ${name} | ${ms.toFixed(0)} ms | ${(delay.max / 1e6).toFixed(0)} ms |`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
