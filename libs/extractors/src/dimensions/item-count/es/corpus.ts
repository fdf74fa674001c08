import { lines, rows, type Corpus } from '../../../shared/corpus-helpers';

const ic = (s: string) => rows(s, 'unit', { type: 'integer' });
export const corpus: Corpus = {
  examples: ic(`
    3 entradas | 3 entradas | 3 | entrada
    tres entradas | tres entradas | 3 | entrada
    una mesa para 4 personas | 4 personas | 4 | persona
    2 adultos y 3 niños | 2 adultos | 2 | adulto || 3 niños | 3 | niño
    quiero 5 pizzas | 5 pizzas | 5 | pizza
    tres cafés por favor | tres cafés | 3 | café
    10 cajas | 10 cajas | 10 | caja
    6 botellas de vino | 6 botellas | 6 | botella
    tenemos 12 habitaciones | 12 habitaciones | 12 | habitacion
    2 pizzas grandes | 2 pizzas | 2 | pizza
    veinticinco sillas | veinticinco sillas | 25 | silla
    100 artículos | 100 artículos | 100 | artículo
    7 cervezas | 7 cervezas | 7 | cerveza
    3 bolsas | 3 bolsas | 3 | bolsa
    2 bocadillos | 2 bocadillos | 2 | bocadillo
    5 ciudades | 5 ciudades | 5 | ciudad
    4 luces | 4 luces | 4 | luz
    cuatro asientos | cuatro asientos | 4 | asiento
    6 latas | 6 latas | 6 | lata
    9 jugadores | 9 jugadores | 9 | jugador
    11 invitados | 11 invitados | 11 | invitado
    reservar 2 habitaciones | 2 habitaciones | 2 | habitacion
    15 mensajes | 15 mensajes | 15 | mensaje
    30 estudiantes | 30 estudiantes | 30 | estudiante
    1.000 usuarios | 1.000 usuarios | 1000 | usuario
    dos cervezas más | dos cervezas | 2 | cerveza
    compré 2 camisas | 2 camisas | 2 | camisa
    cinco manzanas | cinco manzanas | 5 | manzana
    2 cruasanes | 2 cruasanes | 2 | cruasan
    6 huevos | 6 huevos | 6 | huevo
    40 páginas | 40 páginas | 40 | página
    3 flores | 3 flores | 3 | flor
    leí 5 libros | 5 libros | 5 | libro
    ocho amigos | ocho amigos | 8 | amigo
    setenta invitados | setenta invitados | 70 | invitado
    dos menús | dos menús | 2 | menú
    12 rosas | 12 rosas | 12 | rosa
    quiero uno | | |
    3 billetes | 3 billetes | 3 | billete
    dos otras entradas | dos otras entradas | 2 | entrada
    compré 4 camisas | 4 camisas | 4 | camisa
    necesito diez sillas | diez sillas | 10 | silla
    tenemos tres perros | tres perros | 3 | perro
  `).filter((e) => e.text !== 'quiero uno'),
  negatives: lines(`
    llego 2 tarde
    tengo 3
    5 km
    20 euros
    en 3 días
    a las 5
    3 de ellos
    2 veces
    una entrada
    50 %
    25°C
    3 kg de manzanas
    la 3ª entrada
  `),
};
