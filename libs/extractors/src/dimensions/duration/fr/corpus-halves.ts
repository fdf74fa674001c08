import type { Corpus } from '../../../types';
import { d } from '../corpus-helpers';

/** Fractions and halves of units: "1/2 heure", "3/4 d'heure", "heure et demie". */
export const halves: Corpus = {
  examples: [
    d('1/2 heure', 30, 'minute'),
    d("3/4 d'heure", 45, 'minute'),
    d('½ heure', 30, 'minute'),
    d('1 1/2 heure', 90, 'minute'),
    d('deux heures et demie', 150, 'minute'),
    d('heure et demie', 90, 'minute'),
    d('une heure et quart', 75, 'minute'),
    d('deux heures et quart', 135, 'minute'),
    d('un jour et demi', 36, 'hour'),
    d('une semaine et demie', 252, 'hour'),
    d('un mois et demi', 45, 'day'),
    d('trois semaines et demie', 588, 'hour'),
    d('une minute et demie', 90, 'second'),
    d('1,25 heure', 75, 'minute'),
    d('deux ans et demi', 30, 'month'),
    d('2 heures 1/2', 150, 'minute'),
    d('1 heure ½', 90, 'minute'),
    d('trois heures et demie', 210, 'minute'),
    d('1/4 heure', 15, 'minute'),
    d('un an et demi', 18, 'month'),
    d('le film dure deux heures et demie', 150, 'minute', 'deux heures et demie'),
    d("j'ai attendu une heure et demie", 90, 'minute', 'une heure et demie'),
  ],
  negatives: ['une demi-baguette', 'la moitié du gâteau', "1/2 de l'équipe", 'à moitié prix'],
};
