import { each, many, one } from '../../../places/corpus-kit';
import type { Corpus } from '../../../types';

const o = (value: string) => ({ value, type: 'string', direction: 'origin' });
const t = (value: string) => ({ value, type: 'string', direction: 'destination' });
const n = (value: string) => ({ value, type: 'string', direction: null });

export const corpus: Corpus = {
  examples: [
    one('Je viens des États-Unis', 'des États-Unis', o('États-Unis')),
    one('je vais aux Etats-Unis', 'aux Etats-Unis', t('États-Unis')),
    one('Il part au Canada', 'au Canada', t('Canada')),
    one('Elle revient du Japon', 'du Japon', o('Japon')),
    one("J'arrive d'Espagne", "d'Espagne", o('Espagne')),
    one('On part en Angleterre', 'Angleterre', n('Royaume-Uni')),
    one('un voyage vers la Hollande', 'vers la Hollande', t('Pays-Bas')),
    many("la France et l'Allemagne", ['France', n('France')], ['Allemagne', n('Allemagne')]),
    one('les USA', 'USA', n('États-Unis')),
    ...each("J'aime beaucoup {}", [['la Belgique', n('Belgique'), 'Belgique'], ['le Maroc', n('Maroc'), 'Maroc'], ['le Portugal', n('Portugal'), 'Portugal'], ['la Suisse', n('Suisse'), 'Suisse'], ["l'Italie", n('Italie'), 'Italie'], ['la Chine', n('Chine'), 'Chine'], ['le Brésil', n('Brésil'), 'Brésil'], ['la Grèce', n('Grèce'), 'Grèce'], ['le Mexique', n('Mexique'), 'Mexique'], ['la Russie', n('Russie'), 'Russie']]),
    ...each('un billet pour {} svp', [['le Sénégal', t('Sénégal'), 'pour le Sénégal'], ["l'Irlande", t('Irlande'), "pour l'Irlande"], ['la Tunisie', t('Tunisie'), 'pour la Tunisie'], ['le Vietnam', t('Viêt Nam'), 'pour le Vietnam'], ['la Corée du Sud', t('Corée du Sud'), 'pour la Corée du Sud']]),
    one('Amérique', 'Amérique', n('États-Unis')),
    one('Je suis né en Algérie', 'Algérie', n('Algérie')),
    one('Royaume-Uni', 'Royaume-Uni', n('Royaume-Uni')),
    one('depuis le Québec ou le Chili', 'Chili', n('Chili')),
    one('nous visitons le Mexique en mars', 'Mexique', n('Mexique')),
  ],
  negatives: ["un verre d'eau", 'Bonjour', 'Je veux annuler.', 'demain', 'Oui.', 'Non.', 'je suis content', 'Ta couleur préférée est le bleu', 'merci', 'au revoir', 'pas de souci', 'il fait beau', 'je pèse 70 kg', 'une question', 'le prix', 'rien', 'encore', 'bonne nuit', 'à demain', 'un café', 'je vais bien', 'tout va bien', 'très bien', "c'est nul", 'peut-être', 'ok', "d'accord", 'salut', 'à plus', 'combien', "j'atterris à Mexico vendredi"],
};
