import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PeopleJson } from '../../src/dimensions/forename/types';

export const PEOPLE_FILE = join(__dirname, 'generated', 'people.json');

/**
 * Reads the forename lists built by `npm run build:data:people`. Without them the forename
 * dimension finds nothing (the engine stays usable), so a missing file is reported, not thrown.
 */
export function loadPeopleData(file = PEOPLE_FILE): PeopleJson | undefined {
  if (!existsSync(file)) {
    console.warn(`people data missing: ${file}; run npm run build:data:people`);
    return undefined;
  }
  return JSON.parse(readFileSync(file, 'utf8')) as PeopleJson;
}
