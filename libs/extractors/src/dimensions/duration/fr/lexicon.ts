import { unitAndHalf, type DurationLexicon } from '../lexicon';
import { phrases } from '../phrases';

const units = {
  'seconde|secondes|sec|s': 'second',
  'minute|minutes|min|mn|mins': 'minute',
  'heure|heures|h': 'hour',
  'jour|jours|journee|journees': 'day',
  'semaine|semaines': 'week',
  mois: 'month',
  'an|ans|annee|annees': 'year',
} as const;
const half = { 'et demi|et demie': 0.5, 'et quart': 0.25 };

export const lexicon: DurationLexicon = {
  units: phrases(units),
  one: phrases({ 'un|une': 1, 'une paire de|une paire d': 2 }),
  fixed: phrases({
    ...unitAndHalf(units, half),
    'une demi-heure|une demi heure|demi-heure|une demie heure': { value: 30, unit: 'minute' },
    'un quart d heure|quart d heure': { value: 15, unit: 'minute' },
    // "une petite heure", "une bonne demi-heure": about that long, read as that long.
    'une petite heure|une bonne heure': { value: 1, unit: 'hour' },
    'une petite demi-heure|une petite demi heure|une bonne demi-heure|une bonne demi heure': { value: 30, unit: 'minute' },
    'un petit quart d heure|un bon quart d heure': { value: 15, unit: 'minute' },
    'trois quarts d heure|3 quarts d heure': { value: 45, unit: 'minute' },
    'une demi-journee|une demi journee': { value: 12, unit: 'hour' },
    'une minute et demie': { value: 90, unit: 'second' },
    'une quinzaine de jours': { value: 15, unit: 'day' },
  } as const),
  half: phrases(half),
  fractionOf: phrases({ 'd|de': true as const }),
  and: phrases({ et: true as const }),
  gluedHoursAfter:
    /(?:^|[^\p{L}])(?:(d'|de|d)|dure|durent|durer|durera|duree|pendant|attendu|attendre|attends|attend|attente|mis|mettre|met|mets|faut|faudra|compter|comptez|compte|en|sous|environ|plus de|moins de|dormi|travaille|roule|prend|prendre|prevoir|prevoyez|reste|encore|toutes les|tous les|chaque)[ \u00a0]*$/u,
  decimal: ',',
};
