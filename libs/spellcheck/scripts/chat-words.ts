import type { Language } from '../src/dictionary';

/**
 * Everyday chat words Hunspell rejects but users type on purpose: kept with the frequency
 * their subtitle/Wikipedia rank gives them, so they are never "corrected".
 */
export const CHAT_WORDS: Record<Language, string[]> = {
  en: ['ok', 'okay', 'hey', 'wow', 'lol', 'yeah', 'yep', 'nope', 'hmm', 'oops', 'btw', 'thx', 'pls', 'plz', 'bye', 'hi', 'hello', 'email', 'emails', 'online', 'app', 'apps', 'chatbot', 'website', 'login', 'logout', 'signup', 'wifi', 'gonna', 'wanna', 'gotta', 'kinda', 'dunno', 'ya', 'uh', 'um', 'omg', 'haha', 'cool', 'thanks'],
  fr: ['ok', 'okay', 'ouais', 'mdr', 'lol', 'coucou', 'bisous', 'salut', 'bof', 'hein', 'euh', 'oups', 'stp', 'svp', 'merci', 'email', 'emails', 'mail', 'mails', 'appli', 'applis', 'chatbot', 'wifi', 'ouf', 'bah', 'ben', 'bref', 'haha', 'cool', 'sympa', 'resto', 'dac'],
  es: ['ok', 'okay', 'vale', 'jaja', 'jajaja', 'porfa', 'hola', 'chao', 'chau', 'email', 'emails', 'mail', 'app', 'apps', 'chatbot', 'wifi', 'bueno', 'guay', 'mola', 'genial', 'pues', 'eh', 'uf', 'ey', 'finde', 'cole', 'tele', 'bici', 'peli', 'pelis'],
};
