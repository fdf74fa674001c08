export * from './types';
export { train, LANGS, TRAIN_DEFAULTS } from './train';
export { classify, probabilities, typosRead, type TypoRead } from './classify';
export { decide, match, DECISION_DEFAULTS, DEFAULT_THRESHOLD } from './decide';
export { crossValidate, crossValidateWithCurve, type CrossValidateOptions, type ThresholdCurve, type ThresholdPoint } from './cross-validate';
export { encodeModel, decodeModel, modelBytes, MODEL_FORMAT, PREVIOUS_MODEL_FORMAT } from './serialize';
export { ClassifierError } from './errors';
export { seededRandom } from './hash';
