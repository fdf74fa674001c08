import type { Corpus } from '../../../types';
import { bracketed } from '../../url/corpus-helpers';

export const corpus: Corpus = {
  examples: [
    { text: "écrivez à marie.dupont@exemple.fr s'il vous plaît", expected: [{ body: 'marie.dupont@exemple.fr', value: { value: 'marie.dupont@exemple.fr' } }] },
    { text: 'mon adresse : Élodie@orange.fr', expected: [{ value: { value: 'Élodie@orange.fr' } }] },
    // RFC 5322 dot rules: a local part neither starts nor ends with a dot, nor holds two in a row.
    ...bracketed([
    'écris à [first.last@example.com] stp',
    'mon mail est [a.b.c.d@mail.example.org].',
    'contacte [jane_doe+bots@sub.example.co.uk] ou appelle',
    '[x@y.io]',
    'envoie-le à [user.name-1@example-mail.com], merci',
    'mets [o.brien@example.ie] en copie',
    'c\'est bien [info@example.museum] ?',
    'écris-moi à [support.team@help.example.com] !',
    'courriel : [john.smith2024@gmail.com]',
    'utilise [contact@parley.dev] désormais',
    'utilise [contact@parley.dev] désormais',
    'courriel : [john.smith2024@gmail.com]',
    'écris-moi à [support.team@help.example.com] !',
    'c\'est bien [info@example.museum] ?',
    'mets [o.brien@example.ie] en copie',
    'envoie-le à [user.name-1@example-mail.com], merci',
    '[x@y.io]',
    'contacte [jane_doe+bots@sub.example.co.uk] ou appelle',
    'mon mail est [a.b.c.d@mail.example.org].',
    'écris à [first.last@example.com] stp',
    ]),
  ],
  negatives: ['rendez-vous @ la gare', 'marie arobase exemple point fr', 'écris à .john@example.com stp', 'mon mail est john.@example.com', 'envoie-le à john..doe@example.com', 'écris à ..john@example.com stp', 'mon mail est john.doe.@example.com', 'envoie-le à a...b@example.com', 'écris à user@-example.com stp', 'mon mail est user@example-.com', 'envoie-le à user@example..com', 'écris à john@ stp', 'mon mail est @example.com', 'envoie-le à john@example'],
};
