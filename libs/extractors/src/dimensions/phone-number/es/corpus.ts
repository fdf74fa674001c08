import { lines } from '../../../shared/corpus-helpers';
import type { Corpus } from '../../../types';
import { phones } from '../corpus-helpers';

// Los números nacionales se leen en España (la región por defecto del español).
export const corpus: Corpus = {
  examples: phones(`
    llámame al 612 34 56 78 | 612 34 56 78 | +34612345678 | ES
    mi móvil es 612 345 678 | 612 345 678 | +34612345678
    612345678 | 612345678 | +34612345678
    el fijo es el 91 123 45 67 | 91 123 45 67 | +34911234567
    oficina: 912 34 56 78 | 912 34 56 78 | +34912345678
    +34 612 34 56 78 | +34 612 34 56 78 | +34612345678 | ES
    +34612345678 | +34612345678 | +34612345678
    desde fuera: 0034 612 34 56 78 | 0034 612 34 56 78 | +34612345678
    Barcelona: 93 123 45 67 | 93 123 45 67 | +34931234567
    en Sevilla 954 12 34 56 | 954 12 34 56 | +34954123456
    Valencia 96 123 45 67 | 96 123 45 67 | +34961234567
    escríbeme por WhatsApp al 699 88 77 66 | 699 88 77 66 | +34699887766
    atención al cliente: 900 123 456 | 900 123 456 | +34900123456
    llama gratis al 900 12 34 56 | 900 12 34 56 | +34900123456
    móvil 722 33 44 55, fijo 91 555 12 34 | 722 33 44 55 | +34722334455 || 91 555 12 34 | +34915551234
    tel.: 987 65 43 21 | 987 65 43 21 | +34987654321
    mi número nuevo es el 633-12-34-56 | 633-12-34-56 | +34633123456
    666.77.88.99 | 666.77.88.99 | +34666778899
    en Bilbao 944 12 34 56 | 944 12 34 56 | +34944123456
    Málaga: 952 12 34 56 | 952 12 34 56 | +34952123456
    el de mi madre es 655 12 34 56 | 655 12 34 56 | +34655123456
    llama al 611 22 33 44 o al 622 33 44 55 | 611 22 33 44 | +34611223344 || 622 33 44 55 | +34622334455
    en México: +52 55 1234 5678 | +52 55 1234 5678 | +525512345678 | MX
    Bogotá +57 601 2345678 | +57 601 2345678 | +576012345678 | CO
    mi celular colombiano +57 310 2345678 | +57 310 2345678 | +573102345678 | CO
    Buenos Aires +54 9 11 2345 6789 | +54 9 11 2345 6789 | +5491123456789 | AR
    en Chile +56 9 6123 4567 | +56 9 6123 4567 | +56961234567 | CL
    Lima: +51 912 345 678 | +51 912 345 678 | +51912345678 | PE
    Caracas +58 412 1234567 | +58 412 1234567 | +584121234567 | VE
    en Francia: +33 6 12 34 56 78 | +33 6 12 34 56 78 | +33612345678 | FR
    en Londres +44 20 7946 0958 | +44 20 7946 0958 | +442079460958 | GB
    en Nueva York +1 212 555 0123 | +1 212 555 0123 | +12125550123 | US
    +14155552671 | +14155552671 | +14155552671 | US
    contacto: +34 91 123 45 67 | +34 91 123 45 67 | +34911234567
    ¿me llamas al 644 55 66 77? | 644 55 66 77 | +34644556677
    Zaragoza 976 12 34 56 | 976 12 34 56 | +34976123456
    mi número es 0034 91 123 45 67 | 0034 91 123 45 67 | +34911234567
    pide cita en el 910 00 00 00 | 910 00 00 00 | +34910000000
    el taxi: 915 47 82 00 | 915 47 82 00 | +34915478200
    urgente, 688 99 00 11 | 688 99 00 11 | +34688990011
    Alicante 965 12 34 56 | 965 12 34 56 | +34965123456
  `),
  negatives: lines(`
    necesito 3 entradas
    cuesta 1.234.567 euros
    mi tarjeta es 4111 1111 1111 1111
    12 34 56 78
    la cita es el 12/05/2024
    pedido número 123456
    nací en 1985
    la población es de 3.223.334 habitantes
    mira https://ejemplo.es/llamar/612345678
    vuelo IB 1234 a las 10:30
    habitación 1203, planta 12
    código postal 28013
    entre 2015 y 2020
    1 2 3 4 5 6 7
    caminé 10 000 pasos
    mi DNI es 12345678Z
    el precio es 612.345.678 euros
    ganó 3 500 000 €
    mi identificador es 000000000
    el 612 34 56
  `),
  notOther: {
    money: ['llámame al 612 34 56 78', 'mi número: +34 612 34 56 78 para el precio', 'tel. 91 123 45 67 por las 2 entradas'],
    number: ['llámame al 612 34 56 78', '+34 612 34 56 78', 'el 91 123 45 67'],
  },
};
