/**
 * French as typed in a chat window, brought to the written form the bot owner's phrases use,
 * before words are split: "jsp ou est mon colis", "je sais pas où est mon colis" and "Je ne sais
 * pas où est mon colis" give the same words.
 */

/** Apostrophes of every keyboard (typographic, modifier letter, backtick) become the ASCII one. */
const APOSTROPHES = /[’‘ʼ´`]/g;

/** Elided function words and their full form: "l'adresse", "j'ai", "qu'est-ce". */
const ELISIONS: Record<string, string> = {
  l: 'le',
  d: 'de',
  j: 'je',
  m: 'me',
  t: 'te',
  s: 'se',
  c: 'ce',
  n: 'ne',
  qu: 'que',
  jusqu: 'jusque',
  lorsqu: 'lorsque',
  puisqu: 'puisque',
  quoiqu: 'quoique',
};
const ELIDED = new RegExp(`(?<![\\p{L}\\p{N}])(${Object.keys(ELISIONS).join('|')})'(?=\\p{L})`, 'giu');

/**
 * Chat spellings and abbreviations, each a whole word (never inside another word, nor before an
 * apostrophe): "c" alone is "c'est", "pk" is "pourquoi". Only spellings that mean one thing
 * (not "cb", a bank card as often as "combien", nor "tel", a word).
 */
const CHAT: Record<string, string> = {
  slt: 'salut',
  bjr: 'bonjour',
  bsr: 'bonsoir',
  cc: 'coucou',
  stp: "s'il te plaît",
  svp: "s'il vous plaît",
  pk: 'pourquoi',
  pq: 'pourquoi',
  pkoi: 'pourquoi',
  pourkoi: 'pourquoi',
  c: "c'est",
  koi: 'quoi',
  koa: 'quoi',
  jsp: 'je sais pas',
  jsais: 'je sais',
  jai: "j'ai",
  jme: 'je me',
  jte: 'je te',
  jsuis: 'je suis',
  chui: 'je suis',
  jveux: 'je veux',
  jpeux: 'je peux',
  jvais: 'je vais',
  dsl: 'désolé',
  mdr: 'mort de rire',
  bcp: 'beaucoup',
  tt: 'tout',
  qd: 'quand',
  kan: 'quand',
  pr: 'pour',
  ds: 'dans',
  ya: 'il y a',
  keske: "qu'est-ce que",
  kesk: "qu'est-ce que",
  tkt: "t'inquiète",
  mrc: 'merci',
  mci: 'merci',
  dac: "d'accord",
  dak: "d'accord",
  rdv: 'rendez-vous',
  tjrs: 'toujours',
  tjs: 'toujours',
  qqn: "quelqu'un",
  qqch: 'quelque chose',
  pb: 'problème',
  pbm: 'problème',
  ajd: "aujourd'hui",
  auj: "aujourd'hui",
  mtn: 'maintenant',
  vrmt: 'vraiment',
  pcq: 'parce que',
  pck: 'parce que',
  psk: 'parce que',
  cmt: 'comment',
  cmb: 'combien',
  mdp: 'mot de passe',
  num: 'numéro',
  dispo: 'disponible',
  dispos: 'disponibles',
  reduc: 'réduction',
  appli: 'application',
  infos: 'informations',
  msg: 'message',
  pub: 'publicité',
  pubs: 'publicités',
};
const CHAT_WORD = new RegExp(`(?<![\\p{L}\\p{N}'])(${Object.keys(CHAT).join('|')})(?![\\p{L}\\p{N}'])`, 'giu');

/**
 * An elision typed with a space for its apostrophe ("l envoi", "j ai", "d une", "qu il"): a lone
 * l, j, d, m, t, s, n or qu before a word that starts with a vowel or h can only be elided. A lone
 * "c" stays the chat "c'est" ("c ouvert ?"), except before "est".
 */
const SPACED_ELISION = /(?<![\p{L}\p{N}'])(l|j|d|m|t|s|n|qu)\s+(?=[aeiouyhàâäéèêëîïôöùûü])/giu;
const SPACED_C_EST = /(?<![\p{L}\p{N}'])c\s+(?=est(?![\p{L}\p{N}]))/giu;

/**
 * Verbs in -ayer are spelt both ways ("je paye", "je paie"); Snowball stems the -ye forms apart
 * ("pay" against "pai" for payer, paiement, payé), so they are written with -ie.
 */
const AYER = /(?<=\p{L}a)y(?=(?:e|es|ent)(?![\p{L}\p{N}]))/giu;

/**
 * The negation particle "ne" is dropped: spoken and chat French leave it out ("je peux pas"),
 * and "pas", "plus", "jamais" still carry the negation.
 */
const NE = /(?<![\p{L}\p{N}])ne(?![\p{L}\p{N}'])/giu;

export function normalizeFrench(text: string): string {
  return text
    .replace(APOSTROPHES, "'")
    .replace(SPACED_ELISION, "$1'")
    .replace(SPACED_C_EST, "c'")
    .replace(CHAT_WORD, (word) => CHAT[word.toLowerCase()])
    .replace(ELIDED, (_, elided: string) => ELISIONS[elided.toLowerCase()] + ' ')
    .replace(NE, ' ')
    .replace(AYER, 'i');
}
