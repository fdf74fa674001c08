export { AppEntityMatcher, type AppEntity, type AppEntityMatchKind } from './matcher';
export { compileAppEntities, transferables, type AppEntityType, type AppEntityValue, type CompiledAppEntities } from './compile';
export { MAX_PATTERN_LENGTH, patternProblem } from './patterns';
export { FuzzyVocabulary, MAX_TYPOS, allowedTypos, buildFuzzyIndex, osa, type FuzzyIndex } from './fuzzy';
export { singulars, tokenize } from './tokens';
