export const FR_SENTENCES: readonly string[] = [
  'Hello, how are you?',
];
