export const ES_SENTENCES: readonly string[] = [
  'Hello, how are you?',
];
