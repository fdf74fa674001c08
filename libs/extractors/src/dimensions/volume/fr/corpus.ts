import { lines, rows, type Corpus } from '../../../shared/corpus-helpers';

export const corpus: Corpus = {
  examples: rows(`
    un litre et quart de lait | un litre et quart | 1.25 | litre
    un quart de litre de crème | un quart de litre | 0.25 | litre
    il reste litre et demi de soupe | litre et demi | 1.5 | litre
    2 litres de lait | 2 litres | 2 | litre
    une bouteille de 1,5 litre | 1,5 litre | 1.5 | litre
    5 l d'eau | 5 l | 5 | litre
    3L | 3L | 3 | litre
    dix litres | dix litres | 10 | litre
    500 ml | 500 ml | 500 | millilitre
    250ml de crème | 250ml | 250 | millilitre
    vingt millilitres | vingt millilitres | 20 | millilitre
    une canette de 33 cl | 33 cl | 33 | centilitre
    75cl de vin | 75cl | 75 | centilitre
    5 centilitres | 5 centilitres | 5 | centilitre
    2 dl | 2 dl | 2 | decilitre
    10 gallons | 10 gallons | 10 | gallon
    deux pintes | deux pintes | 2 | pint
    12 m³ de sable | 12 m³ | 12 | cubic metre
    une piscine de 30 m3 | 30 m3 | 30 | cubic metre
    5 mètres cubes | 5 mètres cubes | 5 | cubic metre
    cent mètres cubes | cent mètres cubes | 100 | cubic metre
    0,5 litre | 0,5 litre | 0.5 | litre
    1 000 litres | 1 000 litres | 1000 | litre
    cent litres | cent litres | 100 | litre
    je bois 2 litres par jour | 2 litres | 2 | litre
    un plein de 40 litres | 40 litres | 40 | litre
    200 ml d'eau et 1 l de bouillon | 200 ml | 200 | millilitre || 1 l | 1 | litre
    15 mL | 15 mL | 15 | millilitre
    une bouteille de 70 cl | 70 cl | 70 | centilitre
    4 litres | 4 litres | 4 | litre
    six litres | six litres | 6 | litre
    1,75 L | 1,75 L | 1.75 | litre
    25 cl | 25 cl | 25 | centilitre
    une cuve de 2 000 litres | 2 000 litres | 2000 | litre
    un litre | un litre | 1 | litre
    trois litres et demi | trois litres et demi | 3.5 | litre
    quatre-vingts litres | quatre-vingts litres | 80 | litre
    un demi et 2 pintes | 2 pintes | 2 | pint
    3 mètres cube | 3 mètres cube | 3 | cubic metre
    50 centilitres | 50 centilitres | 50 | centilitre
    12 litres | 12 litres | 12 | litre
    soixante-dix cl | soixante-dix cl | 70 | centilitre
    deux millilitres | deux millilitres | 2 | millilitre
    un réservoir de 20-litres | 20-litres | 20 | litre
    un demi-litre | un demi-litre | 0.5 | litre
    un demi-litre de lait | un demi-litre | 0.5 | litre
    un litre et demi | un litre et demi | 1.5 | litre
    deux litres et demi | deux litres et demi | 2.5 | litre
    une bouteille de 75-cl | 75-cl | 75 | centilitre
    une bouteille de 1,5-litre | 1,5-litre | 1.5 | litre
    une canette de 33-cl | 33-cl | 33 | centilitre
    un bidon de 5-litres | 5-litres | 5 | litre
    une dose de 10-ml | 10-ml | 10 | millilitre
    un demi-litre d'eau | un demi-litre | 0.5 | litre
    trois litres et demi | trois litres et demi | 3.5 | litre
    demi-litre de lait | demi-litre | 0.5 | litre
  `),
  negatives: lines(`
    j'en ai 3
    l'eau est froide
    niveau 5
    à 5 l'heure
  `),
};
