import { describe, expect, it } from 'vitest';
import { extractFeatures } from './features';
import { normalizeFrench } from './french';
import { words } from './normalize';

const CASES: [typed: string, written: string][] = [
  ['l’adresse', "l'adresse"],
  ['qu‘est-ce que c`est', "qu'est-ce que c'est"],
  ['jsp ou est mon colis', 'je sais pas ou est mon colis'],
  ['slt, bjr !', 'salut, bonjour !'],
  ['annuler stp', "annuler s'il te plaît"],
  ['aidez-moi svp', "aidez-moi s'il vous plaît"],
  ['pk ma carte passe pas', 'pourquoi ma carte passe pas'],
  ['pq', 'pourquoi'],
  ['c combien', "c'est combien"],
  ['dsl', 'désolé'],
  ['mdr', 'mort de rire'],
  ['jai oublié mon mdp', "j'ai oublié mon mot de passe"],
  ['Je ne peux pas payer', 'je peux pas payer'],
  ["je n'arrive pas à me connecter", 'j’arrive pas à me connecter'],
  ['vous faites payer l envoi', "vous faites payer l'envoi"],
  ['j ai besoin d une facture', "j'ai besoin d'une facture"],
  ['qu il arrive', "qu'il arrive"],
  ['c est ouvert', "c'est ouvert"],
  ['c ouvert le dimanche ?', "c'est ouvert le dimanche ?"],
  ['trop de pubs', 'trop de publicités'],
];

describe('French as typed in a chat', () => {
  it.each(CASES)('reads "%s" as "%s"', (typed, written) => {
    expect(words(normalizeFrench(typed))).toEqual(words(normalizeFrench(written)));
  });

  it.each([
    ['le stp des chats', 'stpaul'],
    ['le code cbc', 'ccc'],
  ])('leaves words that only contain an abbreviation alone: "%s"', (_, word) => {
    expect(normalizeFrench(word)).toBe(word);
  });

  it('expands elisions to the full function word', () => {
    expect(words(normalizeFrench('l’article qu’il m’a d’abord envoyé jusqu’ici'))).toEqual([
      'le',
      'article',
      'que',
      'il',
      'me',
      'a',
      'de',
      'abord',
      'envoyé',
      'jusque',
      'ici',
    ]);
  });

  it('writes -ayer verbs with -ie, so that "je paye" shares its word with "payer" and "paiement"', () => {
    expect(words(normalizeFrench('je paye, ils payent, tu essayes'))).toEqual(['je', 'paie', 'ils', 'paient', 'tu', 'essaies']);
    const wordFeatures = (sentence: string) => {
      const raw = extractFeatures(sentence, 'fr');
      return new Set(raw.hashes.filter((_, i) => raw.groups[i] === 0));
    };
    const paye = wordFeatures('paye');
    for (const other of ['payer', 'paiement']) expect([...wordFeatures(other)].some((h) => paye.has(h))).toBe(true);
  });

  it('gives accented and unaccented spellings a shared word feature ("données"/"donnees", "payé"/"paye")', () => {
    const wordFeatures = (sentence: string) => {
      const raw = extractFeatures(sentence, 'fr');
      return raw.hashes.filter((_, i) => raw.groups[i] === 0);
    };
    for (const [accented, plain] of [
      ['données', 'donnees'],
      ['payé', 'paye'],
    ]) {
      const shared = new Set(wordFeatures(accented));
      expect(wordFeatures(plain).some((h) => shared.has(h))).toBe(true);
    }
  });
});
