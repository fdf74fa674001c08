import { lines, rows, type Corpus } from '../../../shared/corpus-helpers';

const t = { type: 'float' };
export const corpus: Corpus = {
  examples: rows(`
    subió medio por ciento | medio por ciento | 0.005
    diez puntos porcentuales | diez puntos porcentuales | 0.1
    cero coma cinco por ciento | cero coma cinco por ciento | 0.005
    lo apoyo al cien por cien | cien por cien | 1
    cargado al 100 por cien | 100 por cien | 1
    65% | 65% | 0.65
    un descuento del 20 % | 20 % | 0.2
    20 por ciento | 20 por ciento | 0.2
    veinte por ciento | veinte por ciento | 0.2
    seguro al 100% | 100% | 1
    un interés del 0,5% | 0,5% | 0.005
    12,5 % | 12,5 % | 0.125
    noventa y nueve por ciento | noventa y nueve por ciento | 0.99
    cien por ciento | cien por ciento | 1
    batería al 15% | 15% | 0.15
    sube un 7% | 7% | 0.07
    crecimiento de -3% | -3% | -0.03
    entre el 10% y el 20% | 10% | 0.1 || 20% | 0.2
    cinco por ciento | cinco por ciento | 0.05
    75 por ciento de la gente | 75 por ciento | 0.75
    un tipo del 2,9 % | 2,9 % | 0.029
    cincuenta por ciento | cincuenta por ciento | 0.5
    solo 1% | 1% | 0.01
    30% de propina | 30% | 0.3
    ahorra 40 % | 40 % | 0.4
    el IVA es del 21% | 21% | 0.21
    terminado al 90% | 90% | 0.9
    humedad 85 % | 85 % | 0.85
    baja un 0,25% | 0,25% | 0.0025
    una subida del 10 porciento | 10 porciento | 0.1
    dos por ciento | dos por ciento | 0.02
    33% de descuento | 33% | 0.33
    saqué un 88% | 88% | 0.88
    60 por ciento de probabilidad | 60 por ciento | 0.6
    comisión del 4% | 4% | 0.04
    5% de reembolso | 5% | 0.05
    setenta por ciento | setenta por ciento | 0.7
    45% | 45% | 0.45
    15 por ciento | 15 por ciento | 0.15
    99,9% de disponibilidad | 99,9% | 0.999
    cero por ciento | cero por ciento | 0
    treinta por ciento | treinta por ciento | 0.3
    -20 % | -20 % | -0.2
    3,5 % | 3,5 % | 0.035
    veinticinco por ciento | veinticinco por ciento | 0.25
    dijo '95 por ciento' | 95 por ciento | 0.95
  `, 'unit', t),
  negatives: lines(`
    tengo 3
    qué porcentaje
    100 euros
    mira https://x.com/a?precio=10&pct=20%25
    https://ejemplo.es/buscar?q=50%25+de+descuento
    paga https://pago.ejemplo.es/caja?importe=20&iva=5%25
    https://ejemplo.es/oferta?descuento=30%25
  `),
};
