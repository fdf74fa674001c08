import { lines, rows, type Corpus } from '../../../shared/corpus-helpers';

const ic = (s: string) => rows(s, 'unit', { type: 'integer' });
export const corpus: Corpus = {
  examples: ic(`
    3 billets | 3 billets | 3 | billet
    deux billets | deux billets | 2 | billet
    une table pour 4 personnes | 4 personnes | 4 | personne
    2 adultes et 3 enfants | 2 adultes | 2 | adulte || 3 enfants | 3 | enfant
    je veux 5 pizzas | 5 pizzas | 5 | pizza
    trois cafés svp | trois cafés | 3 | café
    10 boîtes | 10 boîtes | 10 | boîte
    6 bouteilles de vin | 6 bouteilles | 6 | bouteille
    nous avons 12 chambres | 12 chambres | 12 | chambre
    2 grandes pizzas | 2 grandes pizzas | 2 | pizza
    vingt-cinq chaises | vingt-cinq chaises | 25 | chaise
    100 articles | 100 articles | 100 | article
    7 bières | 7 bières | 7 | bière
    3 sacs | 3 sacs | 3 | sac
    2 sandwichs | 2 sandwichs | 2 | sandwich
    5 villes | 5 villes | 5 | ville
    3 chevaux | 3 chevaux | 3 | cheval
    4 gâteaux | 4 gâteaux | 4 | gâteau
    quatre places | quatre places | 4 | place
    6 canettes | 6 canettes | 6 | canette
    9 joueurs | 9 joueurs | 9 | joueur
    11 invités | 11 invités | 11 | invité
    réserver 2 chambres | 2 chambres | 2 | chambre
    15 messages | 15 messages | 15 | message
    30 étudiants | 30 étudiants | 30 | étudiant
    1 000 utilisateurs | 1 000 utilisateurs | 1000 | utilisateur
    deux autres bières | deux autres bières | 2 | bière
    j'ai acheté 2 chemises | 2 chemises | 2 | chemise
    cinq pommes | cinq pommes | 5 | pomme
    2 croissants | 2 croissants | 2 | croissant
    6 œufs | 6 œufs | 6 | œuf
    40 pages | 40 pages | 40 | page
    3 journaux | 3 journaux | 3 | journal
    j'ai lu 5 livres | 5 livres | 5 | livre
    huit amis | huit amis | 8 | ami
    soixante-dix invités | soixante-dix invités | 70 | invité
    3 petits pains | 3 petits pains | 3 | pain
    deux menus | deux menus | 2 | menu
    quatre-vingts places | quatre-vingts places | 80 | place
    12 roses | 12 roses | 12 | rose
  `),
  negatives: lines(`
    je suis 2 en retard
    j'en ai 3
    5 km
    20 euros
    dans 3 jours
    à 5 heures
    3 d'entre eux
    2 fois
    un billet
    50 %
    25°C
    3 kg de pommes
    le 3e billet
  `),
};
