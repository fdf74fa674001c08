import { each, many, one } from '../../../places/corpus-kit';
import type { Corpus } from '../../../types';

const v = (value: string) => ({ value, type: 'string' });

export const corpus: Corpus = {
  examples: [
    ...each('Je parle {}', [['français', v('français')], ['anglais', v('anglais')], ['espagnol', v('espagnol')], ['allemand', v('allemand')], ['italien', v('italien')], ['portugais', v('portugais')], ['japonais', v('japonais')], ['arabe', v('arabe')], ['russe', v('russe')], ['chinois', v('chinois')], ['néerlandais', v('néerlandais')], ['polonais', v('polonais')]]),
    ...each('Tu peux répondre en {} ?', [['anglais', v('anglais')], ['Français', v('français')], ['grec', v('grec')], ['turc', v('turc')], ['coréen', v('coréen')], ['hindi', v('hindi')], ['suédois', v('suédois')], ['hébreu', v('hébreu')]]),
    ...each("J'apprends {} cette année", [["l'espéranto", v('espéranto'), 'espéranto'], ['le catalan', v('catalan'), 'catalan'], ['le swahili', v('swahili'), 'swahili'], ['le vietnamien', v('vietnamien'), 'vietnamien'], ['le latin', v('latin'), 'latin']]),
    one("J'apprends l'anglais", 'anglais', v('anglais')),
    one('anglais', 'anglais', v('anglais')),
    one('parlez-vous français ?', 'français', v('français')),
    one('le mandarin', 'mandarin', v('chinois')),
    one('English', 'English', v('anglais')),
    many("Je parle l'anglais et l'espagnol", ['anglais', v('anglais')], ['espagnol', v('espagnol')]),
  ],
  negatives: ['Je suis française', 'les Françaises', 'des Espagnols', 'une Allemande', 'Bonjour', 'Je veux annuler.', 'demain', 'Oui.', 'Non.', 'Je pèse 77kg', 'Je pars de Paris', 'un malaise', 'merci', 'au revoir', 'il fait beau', 'une question', 'rien', 'bonne nuit', 'un café', 'ok', 'salut', 'à plus', 'combien', 'le prix', 'encore', 'très bien', 'peut-être', 'pas de souci', "d'accord", 'je suis content'],
};
