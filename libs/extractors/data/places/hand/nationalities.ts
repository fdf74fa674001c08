import type { Language } from '@parley/contracts';

/**
 * Nationality words: the masculine singular seed comes from `i18n-nationality`; the extra forms
 * and fixes below are by hand, and nationalityForms() derives the feminine and plural forms.
 */
export const NATIONALITY_EXTRA: Record<Language, Record<string, string>> = {
  en: {
    English: 'GB', Scottish: 'GB', Scot: 'GB', Welsh: 'GB', Brit: 'GB', Briton: 'GB', 'Northern Irish': 'GB',
    Dominican: 'DO', Argentine: 'AR', Argentinian: 'AR', Antiguan: 'AG', Motswana: 'BW', Basotho: 'LS',
    Ghanaian: 'GH', Liberian: 'LR', Frenchman: 'FR', Frenchmen: 'FR', Frenchwoman: 'FR', Englishman: 'GB',
    Englishmen: 'GB', Spaniard: 'ES', Dutchman: 'NL', Dane: 'DK', Swede: 'SE', Finn: 'FI', Pole: 'PL', Turk: 'TR',
    Kiwi: 'NZ', Emirati: 'AE', Congolese: 'CD', Korean: 'KR', Vietnamese: 'VN', Yemeni: 'YE', Ecuadorian: 'EC',
    Kazakh: 'KZ', Uzbek: 'UZ', Slovak: 'SK', Swedes: 'SE', Poles: 'PL', Danes: 'DK', Finns: 'FI', Turks: 'TR', Spaniards: 'ES', Scots: 'GB', Brits: 'GB', Bermudian: 'BM', 'Puerto Rican': 'PR', Sudanese: 'SD', 'South Sudanese': 'SS',
  },
  fr: {
    Anglais: 'GB', Écossais: 'GB', Gallois: 'GB', 'Nord-Irlandais': 'GB', Dominicain: 'DO', Libérien: 'LR',
    Coréen: 'KR', 'Nord-Coréen': 'KP', 'Sud-Coréen': 'KR', Capverdien: 'CV', Costaricien: 'CR', 'Sud-Africain': 'ZA',
    Hollandais: 'NL', Émirati: 'AE', 'Bosnien': 'BA', Suisse: 'CH', Congolais: 'CD', Français: 'FR',
  },
  es: {
    Inglés: 'GB', Escocés: 'GB', Galés: 'GB', Norirlandés: 'GB', Dominicano: 'DO', Ghanés: 'GH', Nigerino: 'NE',
    Iraní: 'IR', Iraquí: 'IQ', Kuwaití: 'KW', Catarí: 'QA', Sudafricano: 'ZA', Surcoreano: 'KR', Norteamericano: 'US',
    Americano: 'US', Sudanés: 'SD', Paquistaní: 'PK', Pakistaní: 'PK', Malgache: 'MG', Taiwanés: 'TW', Bosnio: 'BA',
    Puertorriqueño: 'PR', Vietnamita: 'VN', Neerlandés: 'NL', Estadounidense: 'US', Francés: 'FR', Congoleño: 'CD',
  },
};

/** Seeds that are territory names or plain errors in `i18n-nationality`, by language. */
export const NATIONALITY_DROP: Record<Language, string[]> = {
  en: ['Welsh', 'Antiguans', 'Batswana', 'Mosotho'],
  fr: ['Liberian'],
  es: ['Islandés:BV', 'Ghana', 'Níger', 'Irani', 'Iraki', 'Kuwaiti', 'Qatari', 'Sudáfricano', 'Sudanes', 'Taiwanes', 'Bosnia-Herzegovina', 'Madagascarí', 'Trinidad y Tobago', 'South Sudan', 'Curazao', 'Jersey', 'Guernesey', 'Nueva Caledonia', 'Reunión'],
};

/** Feminine and plural forms of a masculine singular nationality word (rules right for most). */
export function nationalityForms(lang: Language, masc: string): string[] {
  const m = masc.trim();
  if (lang === 'en') {
    // English nouns of nationality take -s when they end like "-an", "-i" ("Americans", "Israelis").
    return /(an|i)$/.test(m) ? [m, `${m}s`] : [m];
  }
  if (lang === 'fr') {
    let f: string;
    if (/(ien|éen|een)$/.test(m)) f = `${m}ne`;
    else if (/on$/.test(m)) f = `${m}ne`;
    else if (/e$/.test(m)) f = m;
    else if (/grec$/i.test(m)) f = `${m}que`;
    else if (/turc$/i.test(m)) f = m.replace(/c$/, 'que');
    else if (/el$/.test(m)) f = `${m}le`;
    else f = `${m}e`;
    const mp = /[sx]$/.test(m) ? m : `${m}s`;
    return [...new Set([m, f, mp, `${f}s`])];
  }
  // Spanish.
  if (/o$/.test(m)) return [m, m.replace(/o$/, 'a'), `${m}s`, m.replace(/o$/, 'as')];
  if (/[ae]$/.test(m)) return [m, `${m}s`];
  if (/[íú]$/.test(m)) return [m, `${m}es`, `${m}s`];
  const bare = m.replace(/é(s)$/, 'e$1').replace(/á(n)$/, 'a$1').replace(/í(n)$/, 'i$1').replace(/ó(n)$/, 'o$1');
  return [m, `${bare}a`, `${bare}es`, `${bare}as`];
}
