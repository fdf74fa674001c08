import { units as area } from '../../area/fr/rules';
import { units as distance } from '../../distance/fr/rules';
import { CURRENCIES } from '../../money/currencies';
import { units as temperature } from '../../temperature/fr/rules';
import { units as volume } from '../../volume/fr/rules';
import { units as weight } from '../../weight/fr/rules';
import { itemCountRules } from '../shared';

const IRREGULAR: Record<string, string> = {
  yeux: 'œil',
  messieurs: 'monsieur',
  mesdames: 'madame',
  travaux: 'travail',
  bijoux: 'bijou',
  choux: 'chou',
  genoux: 'genou',
  // "6 pers": people counted in a chat.
  pers: 'personne',
};

// Nouns whose singular already ends in -s or -x.
const INVARIABLE = new Set([
  'avis',
  'colis',
  'souris',
  'tapis',
  'bras',
  'repas',
  'pas',
  'fois',
  'mois',
  'bois',
  'corps',
  'temps',
  'dos',
  'jus',
  'bus',
  'virus',
  'campus',
  'pays',
  'gaz',
  'prix',
  'choix',
  'voix',
  'croix',
  'nez',
  'riz',
  'os',
  'cours',
  'jours',
]);

function singular(w: string): string {
  if (IRREGULAR[w]) return IRREGULAR[w]!;
  if (w.length <= 3 || INVARIABLE.has(w)) return w;
  if (/(?:eau|eu)x$/.test(w)) return w.slice(0, -1);
  if (w.endsWith('aux')) return w.slice(0, -3) + 'al';
  if (w.endsWith('s')) return w.slice(0, -1);
  return w;
}

export const rules = itemCountRules('fr', {
  notNouns: `ca quarts tiers cinquiemes pour-cent pour-cents pourcent pourcents et ou de des du d a au aux en pour par sur sous avec sans chez le la les l un une je j tu il elle on nous vous ils elles
    me te se y plus moins fois autre autres fois ans an annee annees jour jours journee journees semaine semaines mois heure heures h
    minute minutes min seconde secondes sec siecle siecles weekend week-end week-ends soir soirs matin matins
    ce cet cette ces mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs qui que quoi est sont etait
    dehors ici hier demain aujourd maintenant deja seulement environ pile svp stp svpl stpl mrc merci max maxi mini apres avant vers jusqu non oui pas ne mais donc car ni si tout tous toutes toute`,
  adjectives: `grand grande grands grandes petit petite petits petites autres nouveaux nouvelles gros grosse grosses bons bonnes
    beaux belles vieux vieilles jeunes`,
  // "livres" is a weight only beside a weight word; otherwise often books.
  unitForms: [...distance, ...area, ...volume, ...weight, ...temperature, ...CURRENCIES.fr]
    .map((f) => f.form)
    .filter((f) => !f.startsWith('livre')),
  singular,
});
