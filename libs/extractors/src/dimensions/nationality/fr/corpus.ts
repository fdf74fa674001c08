import { each, one } from '../../../places/corpus-kit';
import type { Corpus } from '../../../types';

const v = (value: string) => ({ value, type: 'string' });

export const corpus: Corpus = {
  examples: [
    ...each('Je suis {}', [['française', v('France')], ['français', v('France')], ['américaine', v('États-Unis')], ['espagnol', v('Espagne')], ['allemande', v('Allemagne')], ['italien', v('Italie')], ['belge', v('Belgique')], ['canadienne', v('Canada')], ['marocain', v('Maroc')], ['grecque', v('Grèce')], ['turque', v('Turquie')], ['suisse', v('Suisse')]]),
    ...each('Ils sont {}', [['anglais', v('Royaume-Uni')], ['brésiliens', v('Brésil')], ['japonais', v('Japon')], ['algériens', v('Algérie')], ['sénégalais', v('Sénégal')], ['portugais', v('Portugal')]]),
    ...each('Mes amies sont {}', [['espagnoles', v('Espagne')], ['françaises', v('France')], ['italiennes', v('Italie')], ['chinoises', v('Chine')], ['mexicaines', v('Mexique')], ['irlandaises', v('Irlande')]]),
    one('un Français', 'Français', v('France')),
    one('les Allemands', 'Allemands', v('Allemagne')),
    one('une Néerlandaise', 'Néerlandaise', v('Pays-Bas')),
    one('il est coréen', 'coréen', v('Corée du Sud')),
    one('des Québécois et des Tunisiens', 'Tunisiens', v('Tunisie')),
  ],
  negatives: ['Je parle français', "J'apprends l'anglais", 'en espagnol', 'un malaise', 'Bonjour', 'Je veux annuler.', 'demain', 'Oui.', 'Non.', 'Je pèse 77kg', 'Je pars de Paris', 'la France', 'merci', 'au revoir', 'il fait beau', 'une question', 'rien', 'bonne nuit', 'un café', 'ok', 'salut', 'à plus', 'combien', 'le prix', 'encore', 'très bien', 'peut-être', 'pas de souci', "d'accord", 'je suis content'],
};
