export const EN_SENTENCES: readonly string[] = [
  'Hello, how are you?',
];
