import { each, many, one } from '../../../places/corpus-kit';
import type { Corpus } from '../../../types';

const o = (value: string) => ({ value, type: 'string', direction: 'origin' });
const t = (value: string) => ({ value, type: 'string', direction: 'destination' });
const n = (value: string) => ({ value, type: 'string', direction: null });

export const corpus: Corpus = {
  examples: [
    one('Je pars de Paris', 'de Paris', o('Paris')),
    one('je pars depuis Lyon demain', 'depuis Lyon', o('Lyon')),
    one('Je vais à Londres', 'à Londres', t('Londres')),
    one('un billet pour Marseille', 'pour Marseille', t('Marseille')),
    one('on roule vers Bordeaux', 'vers Bordeaux', t('Bordeaux')),
    one("J'arrive d'Amsterdam", "d'Amsterdam", o('Amsterdam')),
    many('Mes villes préférées sont Paris et Nice', ['Paris', n('Paris')], ['Nice', n('Nice')]),
    one('Toulouse', 'Toulouse', n('Toulouse')),
    one('Lille', 'Lille', n('Lille')),
    one('Lyon', 'Lyon', n('Lyon')),
    ...each('Je voudrais aller à {}', [['New York', t('New York'), 'à New York'], ['Munich', t('Munich'), 'à Munich'], ['Cologne', t('Cologne'), 'à Cologne'], ['Aix-la-Chapelle', t('Aix-la-Chapelle'), 'à Aix-la-Chapelle'], ['Bâle', t('Bâle'), 'à Bâle'], ['Genève', t('Genève'), 'à Genève']]),
    ...each('Il habite {} depuis un an', [['Strasbourg', n('Strasbourg')], ['Nantes', n('Nantes')], ['Rennes', n('Rennes')], ['Montpellier', n('Montpellier')], ['Saint-Étienne', n('Saint-Étienne')]]),
    ...each("Le train part de {} à midi", [['Rome', o('Rome'), 'de Rome'], ['Berlin', o('Berlin'), 'de Berlin'], ['Madrid', o('Madrid'), 'de Madrid'], ['Séville', o('Séville'), 'de Séville'], ['Pékin', o('Pékin'), 'de Pékin']]),
    one('je suis à marseille', 'à marseille', t('Marseille')),
    one('Barcelone', 'Barcelone', n('Barcelone')),
    one('Clermont-Ferrand est loin', 'Clermont-Ferrand', n('Clermont-Ferrand')),
    one('direction Le Havre', 'Le Havre', n('Le Havre')),
    one('je passe par Nice', 'Nice', n('Nice')),
    one('12 rue de Paris, Lyon', 'Lyon', n('Lyon')),
    one('12 RUE DE LA PAIX, PARIS', 'PARIS', n('Paris')),
    one('3 avenue de Madrid, Nice', 'Nice', n('Nice')),
    one('5 boulevard de Strasbourg, Toulouse', 'Toulouse', n('Toulouse')),
    one('8 place de Rome, Marseille', 'Marseille', n('Marseille')),
    one('20 route de Genève, Annecy', 'Annecy', n('Annecy')),
    one('je vais à Washington D.C.', 'à Washington D.C.', t('Washington')),
    one('je pars à Mexico City', 'à Mexico City', t('Mexico')),
    one('un hôtel à Panama City', 'à Panama City', t('Panama City')),
    one('je vis à Bordeaux', 'à Bordeaux', t('Bordeaux')),
    one('15 rue de Lyon, Paris', 'Paris', n('Paris')),
    one('LIVRAISON AU 4 RUE DE NANTES, RENNES', 'RENNES', n('Rennes')),
    one('2 avenue de Bruxelles, Lille', 'Lille', n('Lille')),
    one('7 quai de Londres, Strasbourg', 'Strasbourg', n('Strasbourg')),
    one('je suis né à Grenoble', 'à Grenoble', t('Grenoble')),
    many('de Lyon à Marseille', ['de Lyon', o('Lyon')], ['à Marseille', t('Marseille')]),
    one('9 rue de Berlin, Montpellier', 'Montpellier', n('Montpellier')),
    one('j\'habite à Dijon', 'à Dijon', t('Dijon')),
    one('1 impasse de Rome, Nantes', 'Nantes', n('Nantes')),
    one('chemin de Paris, Orléans', 'Orléans', n('Orléans')),
    // En français, Mexico est la ville (le pays est le Mexique).
    one("j'atterris à Mexico vendredi", 'à Mexico', t('Mexico')),
    one('Mexico est immense', 'Mexico', n('Mexico')),
    // En minuscules : une ville d'un million d'habitants dont le nom n'a pas les accents du mot ("londrès").
    one('je pars à londres pour le travail', 'à londres', t('Londres')),
    one('je suis né à phoenix il y a longtemps', 'à phoenix', t('Phoenix')),
    // En minuscules, un autre mot rare (d'une ville d'un million d'habitants) après un verbe d'aller ou d'être et sa préposition.
    one('je vais à paris pour le travail', 'à paris', t('Paris')),
    one('je pars à milan pour trois jours', 'à milan', t('Milan')),
    one('un vol pour pékin mardi', 'pour pékin', t('Pékin')),
    one("il faut qu'il vienne à paris avec nous", 'à paris', t('Paris')),
    // Près d'une ville, loin d'elle, autour d'elle ou dans un de ses lieux : où l'on est, ni origine ni destination.
    one('je suis près de milan', 'milan', n('Milan')),
    one("un hôtel près d'Orléans", 'Orléans', n('Orléans')),
    one('une maison à côté de Bordeaux', 'Bordeaux', n('Bordeaux')),
    one("j'habite pas loin de Lyon", 'Lyon', n('Lyon')),
    one('un gîte aux environs de Toulouse', 'Toulouse', n('Toulouse')),
    one("je t'attends à l'aéroport de Marseille", 'Marseille', n('Marseille')),
    one('je viens de Milan', 'de Milan', o('Milan')),
    one('il est de Lyon', 'de Lyon', o('Lyon')),
  ],
  negatives: [
    'Ta couleur préférée est le bleu', 'Je veux', 'Bonjour', 'demain', 'Oui.', 'Non.', 'Je veux annuler.', 'je veux acheter une voiture bleue',
    'comme tu veux', 'la vie est belle', 'il fait beau', 'bar à vin', 'un sac à rabat', 'je suis content', 'Mon nom est Jean', 'Je pèse 77kg',
    'nice', "c'est l'heure", 'merci beaucoup', 'au revoir', 'une question', 'le prix est de 20 euros', 'mobile',
    'lecture', 'un café', 'rien à dire', 'les paris sportifs', 'je vais bien', 'pas de souci', 'le temps', 'encore',
    'on se promène dans la medina', 'il fume un londrès', 'il fume un londres',
    'je fais des paris sur le match', 'une nappe de damas blanche', 'ébène de macassar pour la table',
    'demande à Martin', 'le frère de Martin est là', 'un cadeau pour Martin',
    'je vais au Mexique', 'Singapour', 'j\'adore le Luxembourg', 'un voyage au Panama', 'je vis à Monaco', 'vols pour le Koweït', '12 rue de Paris', '5 avenue de Madrid', 'sur le boulevard de Strasbourg',
  ],
};
