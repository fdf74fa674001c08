import type { Corpus } from '../../../types';
import { bracketed } from '../../url/corpus-helpers';

export const corpus: Corpus = {
  examples: [
    { text: 'escríbeme a josé.garcía@correo.es', expected: [{ body: 'josé.garcía@correo.es', value: { value: 'josé.garcía@correo.es' } }] },
    { text: 'mi correo es ana-lopez@empresa.com.mx, gracias', expected: [{ value: { value: 'ana-lopez@empresa.com.mx' } }] },
    // RFC 5322 dot rules: a local part neither starts nor ends with a dot, nor holds two in a row.
    ...bracketed([
    'escribe a [first.last@example.com] por favor',
    'mi correo es [a.b.c.d@mail.example.org].',
    'contacta con [jane_doe+bots@sub.example.co.uk] o llama',
    '[x@y.io]',
    'envíalo a [user.name-1@example-mail.com], gracias',
    'pon a [o.brien@example.ie] en copia',
    '¿es [info@example.museum]?',
    '¡escríbeme a [support.team@help.example.com]!',
    'correo: [john.smith2024@gmail.com]',
    'usa [contact@parley.dev] a partir de ahora',
    'usa [contact@parley.dev] a partir de ahora',
    'correo: [john.smith2024@gmail.com]',
    '¡escríbeme a [support.team@help.example.com]!',
    '¿es [info@example.museum]?',
    'pon a [o.brien@example.ie] en copia',
    'envíalo a [user.name-1@example-mail.com], gracias',
    '[x@y.io]',
    'contacta con [jane_doe+bots@sub.example.co.uk] o llama',
    'mi correo es [a.b.c.d@mail.example.org].',
    'escribe a [first.last@example.com] por favor',
    ]),
  ],
  negatives: ['nos vemos @ la plaza', 'ana arroba empresa punto com', 'escribe a .john@example.com por favor', 'mi correo es john.@example.com', 'envíalo a john..doe@example.com', 'escribe a ..john@example.com por favor', 'mi correo es john.doe.@example.com', 'envíalo a a...b@example.com', 'escribe a user@-example.com por favor', 'mi correo es user@example-.com', 'envíalo a user@example..com', 'escribe a john@ por favor', 'mi correo es @example.com', 'envíalo a john@example'],
};
