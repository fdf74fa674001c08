import { each, one } from '../../../places/corpus-kit';
import type { Corpus } from '../../../types';

const o = (value: string) => ({ value, type: 'string', direction: 'origin' });
const t = (value: string) => ({ value, type: 'string', direction: 'destination' });
const n = (value: string) => ({ value, type: 'string', direction: null });

export const corpus: Corpus = {
  examples: [
    one('Lyon en France', 'Lyon en France', n('Lyon, France')),
    one('Je pars de Paris, France', 'de Paris, France', o('Paris, France')),
    one('je vais à Londres, Royaume-Uni', 'à Londres, Royaume-Uni', t('Londres, Royaume-Uni')),
    one('Montréal au Canada', 'Montréal au Canada', n('Montréal, Canada')),
    one('Valence, Espagne', 'Valence, Espagne', n('Valence, Espagne')),
    one('Genève (Suisse)', 'Genève (Suisse)', n('Genève, Suisse')),
    ...each('nous habitons {} depuis peu', [['Berlin, Allemagne', n('Berlin, Allemagne')], ['Rome, Italie', n('Rome, Italie')], ['Madrid, Espagne', n('Madrid, Espagne')], ['Lisbonne, Portugal', n('Lisbonne, Portugal')], ['Tokyo, Japon', n('Tokyo, Japon')], ['Bruxelles, Belgique', n('Bruxelles, Belgique')], ['Dakar, Sénégal', n('Dakar, Sénégal')], ['Tunis, Tunisie', n('Tunis, Tunisie')], ['Nice, France', n('Nice, France')], ['Lille, France', n('Lille, France')]]),
    ...each('un vol depuis {}', [['Boston, USA', o('Boston, États-Unis'), 'depuis Boston, USA'], ['Marseille, France', o('Marseille, France'), 'depuis Marseille, France'], ['Milan, Italie', o('Milan, Italie'), 'depuis Milan, Italie'], ['Séville, Espagne', o('Séville, Espagne'), 'depuis Séville, Espagne'], ['Québec, Canada', o('Québec, Canada'), 'depuis Québec, Canada']]),
    ...each('on part vers {}', [['Dublin, Irlande', t('Dublin, Irlande'), 'vers Dublin, Irlande'], ['Athènes, Grèce', t('Athènes, Grèce'), 'vers Athènes, Grèce'], ['Le Caire, Égypte', t('Le Caire, Égypte'), 'vers Le Caire, Égypte'], ['Lima, Pérou', t('Lima, Pérou'), 'vers Lima, Pérou'], ['Alger, Algérie', t('Alger, Algérie'), 'vers Alger, Algérie']]),
    one('Bordeaux en France', 'Bordeaux en France', n('Bordeaux, France')),
    one('Toulouse France', 'Toulouse France', n('Toulouse, France')),
    one('Casablanca au Maroc', 'Casablanca au Maroc', n('Casablanca, Maroc')),
  ],
  negatives: ['Je pars de Paris', 'Lyon', 'France', 'Bonjour', 'Je veux', 'Je veux annuler.', 'demain', 'Paris et Nice', 'Londres, Espagne', 'Oui.', 'Non.', 'merci', 'au revoir', 'il fait beau', 'la France', 'je pèse 70 kg', 'une question', 'rien', 'bonne nuit', 'un café', 'ok', 'salut', 'à plus', 'combien', 'le prix', 'encore', 'très bien', 'peut-être', 'pas de souci', "d'accord"],
};
