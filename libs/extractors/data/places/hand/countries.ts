import type { Language } from '@parley/contracts';

/**
 * Everyday country names that neither `Intl.DisplayNames` nor `i18n-iso-countries` give
 * (written by hand; keys are matched after folding case, accents, hyphens and apostrophes).
 * Constituent countries of the UK resolve to GB: ISO 3166-1 has no code of their own.
 */
export const COUNTRY_ALIASES: Record<Language, Record<string, string>> = {
  en: {
    USA: 'US', 'U.S.A.': 'US', US: 'US', 'U.S.': 'US', America: 'US', 'the States': 'US', 'United States of America': 'US',
    UK: 'GB', 'U.K.': 'GB', Britain: 'GB', 'Great Britain': 'GB', England: 'GB', Scotland: 'GB', Wales: 'GB',
    'Northern Ireland': 'GB', Holland: 'NL', 'the Netherlands': 'NL', Czechia: 'CZ', 'Czech Republic': 'CZ',
    Russia: 'RU', 'South Korea': 'KR', 'North Korea': 'KP', Korea: 'KR', 'Ivory Coast': 'CI', Burma: 'MM',
    UAE: 'AE', Emirates: 'AE', Vatican: 'VA', 'Vatican City': 'VA', Persia: 'IR', Swaziland: 'SZ', Macedonia: 'MK',
    Bolivia: 'BO', Venezuela: 'VE', Iran: 'IR', Syria: 'SY', Laos: 'LA', Tanzania: 'TZ', Moldova: 'MD', Taiwan: 'TW',
  },
  fr: {
    USA: 'US', US: 'US', 'États-Unis': 'US', 'Etats-Unis': 'US', 'E.U.': 'US', Amérique: 'US', 'les States': 'US',
    'Grande-Bretagne': 'GB', Angleterre: 'GB', Écosse: 'GB', 'Pays de Galles': 'GB', 'Irlande du Nord': 'GB', UK: 'GB',
    'Royaume Uni': 'GB', Hollande: 'NL', 'Pays-Bas': 'NL', Tchéquie: 'CZ', 'République tchèque': 'CZ', Russie: 'RU',
    'Corée du Sud': 'KR', 'Corée du Nord': 'KP', Corée: 'KR', Birmanie: 'MM', 'Émirats': 'AE', EAU: 'AE', Vatican: 'VA',
    Perse: 'IR', Macédoine: 'MK', Bolivie: 'BO', Venezuela: 'VE', Iran: 'IR', Syrie: 'SY', Laos: 'LA', Moldavie: 'MD',
    Tanzanie: 'TZ', RDC: 'CD', 'Congo-Kinshasa': 'CD', 'Congo-Brazzaville': 'CG', Taïwan: 'TW',
  },
  es: {
    USA: 'US', EEUU: 'US', 'EE. UU.': 'US', 'EE.UU.': 'US', 'EE UU': 'US', 'Estados Unidos de América': 'US',
    América: 'US', 'Gran Bretaña': 'GB', Inglaterra: 'GB', Escocia: 'GB', Gales: 'GB', 'Irlanda del Norte': 'GB',
    UK: 'GB', Holanda: 'NL', 'Países Bajos': 'NL', Chequia: 'CZ', 'República Checa': 'CZ', Rusia: 'RU',
    'Corea del Sur': 'KR', 'Corea del Norte': 'KP', Corea: 'KR', Birmania: 'MM', Emiratos: 'AE', EAU: 'AE',
    Vaticano: 'VA', Persia: 'IR', Macedonia: 'MK', Bolivia: 'BO', Venezuela: 'VE', Irán: 'IR', Siria: 'SY',
    Laos: 'LA', Moldavia: 'MD', Tanzania: 'TZ', 'Costa de Marfil': 'CI', Taiwán: 'TW', Perú: 'PE', 'Brasil': 'BR',
  },
};

/**
 * Country names that are everyday words too ("Turkey", "Chad", "Jordan", "Guinea"): they need
 * evidence (a capital mid-sentence, a preposition before) like common-word city names.
 */
export const COMMON_COUNTRY_NAMES = ['turkey', 'chad', 'jordan', 'guinea', 'china', 'georgia', 'niger', 'togo', 'mali', 'oman', 'peru', 'cuba', 'chile', 'gales'];

/**
 * Names that are function words ("us", French "eau"), and abbreviations written with dots, which fold to single letters
 * that chat says in lower case ("R.U." and "r u" for "are you", "U.K." and "u k?" for "you ok?"): only an all-capitals or
 * mid-sentence capitalised spelling counts (in English also after a place preposition and "the": "in the u.k.").
 */
export const STOP_COUNTRY_NAMES = ['us', 'eau', 'ue', 'eu', 'r u', 'u k', 'u s', 'u s a', 'e u'];

/**
 * Country names that are frequent verb forms of a request language (Spanish "usa": "usa el código", "se usa"): in lower
 * case they count after a preposition of going or being only ("vivo en usa", "me mudo a usa", "soy de usa"); "USA"
 * counts anywhere.
 */
export const VERB_COUNTRY_NAMES: Record<Language, string[]> = { en: [], fr: [], es: ['usa'] };
