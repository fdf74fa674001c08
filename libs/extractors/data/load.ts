import type { ExtractorData } from '../src/types';
import { loadPlacesData } from './places/load';

/**
 * Loads the data files generated at build time (`npm run build:data`) for the data-driven
 * dimensions. Lives outside `src/` because it reads files: the engine itself does no I/O.
 * Each data group adds its loader here.
 */
export function loadExtractorData(): ExtractorData {
  return { places: loadPlacesData() };
}
