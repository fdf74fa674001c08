export * from './types';
export { Extractor, select } from './engine';
export { ExtractionError } from './errors';
export { normalizeSentence } from './normalize';
export { isValidTimeZone } from './timezone';
export { isValidRegion } from './dimensions/phone-number/region';
export * from './app-entities';
