import type { Language } from '@parley/contracts';

/**
 * Street-type spellings missing from libpostal's lists (same format: full word, then variants).
 */
export const STREET_TYPE_EXTRA: Record<Language, string[]> = {
  en: [
    'street|st|str',
    'road|rd',
    'avenue|ave|av',
    'boulevard|blvd|bd',
    'lane|ln',
    'drive|dr',
    'square|sq',
    'place|pl',
    'court|ct',
    'terrace|terr',
    'crescent|cres',
    'close',
    'way',
    'gardens|gdns',
    'grove',
    'mews',
    'row',
    'hill',
    'walk',
    'parade|pde',
  ],
  fr: [
    'rue|r',
    'avenue|av|ave',
    'boulevard|bd|bvd|blvd',
    'place|pl',
    'impasse|imp',
    'chemin|ch|chem',
    'allée|all',
    'quai',
    'cours|crs',
    'route|rte',
    'faubourg|fbg|fg',
    'passage|pass',
    'square|sq',
    'esplanade|esp',
    'promenade|prom',
    'voie',
  ],
  es: [
    'calle|c|cl|cll|c/',
    'avenida|av|avda|avd',
    'plaza|pl|pza|plz',
    'paseo|p|po|pº',
    'carretera|ctra|crta',
    'camino|cno',
    'ronda|rda',
    'travesía|trav|trv',
    'glorieta|gta',
    'pasaje|pje',
    'rambla|rbla',
    'carrera|cra|kr',
    'callejón|cjon',
    'urbanización|urb',
    'carrer',
    'camí|cami',
  ],
};

/**
 * libpostal's spellings that are everyday words far more often than street types, dropped:
 * "au" (a quai's abbreviation: "chambre 112 au deuxième étage"), "pour", "car", "pas" ("à 2 pas de la gare"),
 * "sens" (Sens is a city), Spanish "ver" (vereda); English "flat" (a dwelling: "a 2 bed flat", "Flat 3", never the street).
 */
export const STREET_TYPE_DROP: Record<Language, string[]> = { en: ['flat'], fr: ['au', 'pour', 'car', 'pas', 'sens'], es: ['ver'] };
