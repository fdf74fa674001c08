import { lines } from '../../../shared/corpus-helpers';
import type { Corpus } from '../../../types';
import { ages } from '../corpus-helpers';

// El cuerpo incluye lo que hace de «34 años» una edad («tengo 34 años»): «hace 34 años» es otra cosa.
export const corpus: Corpus = {
  examples: ages(`
    tengo 34 años | tengo 34 años | 34
    Tengo 34 años. | Tengo 34 años | 34
    edad 34 | edad 34 | 34
    tiene 5 años | tiene 5 años | 5
    mi hijo tiene 5 años | tiene 5 años | 5
    mi hija tiene 7 años | tiene 7 años | 7
    mi bebé tiene 8 meses | tiene 8 meses | 8 | month
    el cachorro tiene 10 semanas | tiene 10 semanas | 10 | week
    un niño de 3 años | de 3 años | 3
    una niña de 9 años | de 9 años | 9
    un hombre de 80 años | de 80 años | 80
    una mujer de 45 años | de 45 años | 45
    34 años de edad | 34 años de edad | 34
    tengo 40 años de edad | tengo 40 años de edad | 40
    ¿cuántos años tienes? tengo 40 años | tengo 40 años | 40
    tenemos 30 años | tenemos 30 años | 30
    tienen 16 años | tienen 16 años | 16
    tenía 20 años | tenía 20 años | 20
    tendrá 18 años en mayo | tendrá 18 años | 18
    cumplo 50 años mañana | cumplo 50 años | 50
    cumplió 18 | cumplió 18 | 18
    mi abuela cumple 90 años | cumple 90 años | 90
    celebro mis 30 años | mis 30 años | 30
    con 34 años | con 34 años | 34
    a la edad de 34 años | edad de 34 años | 34
    edad: 34 | edad: 34 | 34
    tengo veinticinco años | tengo veinticinco años | 25
    tengo treinta y dos años | tengo treinta y dos años | 32
    tiene noventa años | tiene noventa años | 90
    tiene un año | tiene un año | 1
    mi perro tiene 3 años | tiene 3 años | 3
    un bebé de 6 meses | de 6 meses | 6 | month
    Hola, tengo 67 años | tengo 67 años | 67
    tienes 19 años | tienes 19 años | 19
    mi hermano tiene 15 años | tiene 15 años | 15
    tengo 21 años y estudio | tengo 21 años | 21
    cumpliré 60 años en junio | cumpliré 60 años | 60
    un chico de 17 años | de 17 años | 17
    ella tiene 28 años | ella tiene 28 años | 28
    yo tengo 33 años | yo tengo 33 años | 33
    mi gato tiene 2 años | tiene 2 años | 2
  `),
  negatives: lines(`
    hace 34 años
    durante 34 años
    en 34 años
    llevo 34 años aquí
    tengo 34 euros
    tengo 10 años de experiencia
    un contrato de 3 años
    tengo 3 gatos
    tengo 3
    cada 5 años
    tardó 2 años
    duró 10 años
    esperé 3 años
    habitación 12
    necesito 3 entradas
    hace 3 meses
    tengo 5 minutos
    tiene 40 kilos de más
    al cabo de 5 años
    desde hace 10 años
    tengo 2 hijos
  `),
};
