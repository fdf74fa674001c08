import { lines, rows, type Corpus } from '../../../shared/corpus-helpers';

export const corpus: Corpus = {
  examples: rows(`
    un litro y cuarto de agua | un litro y cuarto | 1.25 | litre
    un cuarto de litro de aceite | un cuarto de litro | 0.25 | litre
    compra litro y medio de zumo | litro y medio | 1.5 | litre
    2 litros de leche | 2 litros | 2 | litre
    una botella de 1,5 litros | 1,5 litros | 1.5 | litre
    5 l de agua | 5 l | 5 | litre
    3L | 3L | 3 | litre
    diez litros | diez litros | 10 | litre
    500 ml | 500 ml | 500 | millilitre
    250ml de nata | 250ml | 250 | millilitre
    veinte mililitros | veinte mililitros | 20 | millilitre
    una lata de 33 cl | 33 cl | 33 | centilitre
    75cl de vino | 75cl | 75 | centilitre
    5 centilitros | 5 centilitros | 5 | centilitre
    2 dl | 2 dl | 2 | decilitre
    10 galones | 10 galones | 10 | gallon
    dos pintas | dos pintas | 2 | pint
    12 m³ de arena | 12 m³ | 12 | cubic metre
    una piscina de 30 m3 | 30 m3 | 30 | cubic metre
    5 metros cúbicos | 5 metros cúbicos | 5 | cubic metre
    cien metros cúbicos | cien metros cúbicos | 100 | cubic metre
    0,5 litros | 0,5 litros | 0.5 | litre
    1.000 litros | 1.000 litros | 1000 | litre
    cien litros | cien litros | 100 | litre
    bebo 2 litros al día | 2 litros | 2 | litre
    llenar 40 litros | 40 litros | 40 | litre
    200 ml de agua y 1 l de caldo | 200 ml | 200 | millilitre || 1 l | 1 | litre
    15 mL | 15 mL | 15 | millilitre
    una botella de 70 cl | 70 cl | 70 | centilitre
    4 litros | 4 litros | 4 | litre
    seis litros | seis litros | 6 | litre
    1,75 L | 1,75 L | 1.75 | litre
    25 cl | 25 cl | 25 | centilitre
    un depósito de 2.000 litros | 2.000 litros | 2000 | litre
    un litro | un litro | 1 | litre
    ochenta litros | ochenta litros | 80 | litre
    3 metros cúbicos | 3 metros cúbicos | 3 | cubic metre
    50 centilitros | 50 centilitros | 50 | centilitre
    12 litros | 12 litros | 12 | litre
    setenta cl | setenta cl | 70 | centilitre
    dos mililitros | dos mililitros | 2 | millilitre
    veinticinco litros | veinticinco litros | 25 | litre
    30 lts | 30 lts | 30 | litre
    un depósito de 20-litros | 20-litros | 20 | litre
    medio litro | medio litro | 0.5 | litre
    medio litro de leche | medio litro | 0.5 | litre
    un litro y medio | un litro y medio | 1.5 | litre
    dos litros y medio | dos litros y medio | 2.5 | litre
    una botella de 75-cl | 75-cl | 75 | centilitre
    una botella de 1,5-litros | 1,5-litros | 1.5 | litre
    una lata de 33-cl | 33-cl | 33 | centilitre
    un bidón de 5-litros | 5-litros | 5 | litre
    una dosis de 10-ml | 10-ml | 10 | millilitre
    tres litros y medio | tres litros y medio | 3.5 | litre
  `),
  negatives: lines(`
    tengo 3
    el agua está fría
    nivel 5
    a las 5
  `),
};
