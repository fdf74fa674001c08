import { tagRules } from '../hashtag/tag';

/**
 * "@john_doe" -> "john_doe": Twitter/Instagram-style user names (letters, digits, "_", and dots
 * between them). Not after a word character (that is an e-mail) nor after "/" (a URL path).
 */
const HANDLE = /(?<![\p{L}\p{N}_.@#/+-])@([\p{L}\p{N}_](?:[\p{L}\p{N}_]|\.(?=[\p{L}\p{N}_]))*)(?![\p{L}\p{N}_@])/gu;

export const handleRules = tagRules('handle', HANDLE, '@');
