import { tagRules } from './tag';

/**
 * "#summer" -> "summer". Not after a word character ("C#", "F#"), "&" (HTML entities) or "/"
 * (URL fragments); a tag made only of digits is a number ("#1"), not a hashtag.
 */
const HASHTAG = /(?<![\p{L}\p{N}_&#/])#([\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*)(?![\p{L}\p{N}_#])/gu;

export const hashtagRules = tagRules('hashtag', HASHTAG, '#');
