import type { ExtractorData } from '../src/types';
import { loadColorsData } from './colors/load';
import { loadPlacesData } from './places/load';
import { loadPeopleData } from './people/load';

/**
 * Loads the data files generated at build time (`npm run build:data`) for the data-driven
 * dimensions. Lives outside `src/` because it reads files: the engine itself does no I/O.
 * Each data group adds its loader here.
 */
export function loadExtractorData(): ExtractorData {
  return { places: loadPlacesData(), colors: loadColorsData(), people: loadPeopleData() };
}
